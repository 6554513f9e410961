// The coordinate checks: each point is judged against Singapore's extents and against the rest of its
// group (its column, its key names, or the file's positions). A point is reported only when the reading
// that puts it in Singapore is clear and the rest of its group agrees: a file of nothing but lone odd
// values says nothing about what they were meant to be.
import { CRS, MERC_YX, READING_SYSTEM, SVY21, WGS_YX, describeCrs } from '../shared/coords/systems';
import type { CrsId } from '../shared/coords/types';
import type { Coordinate } from './collect';
import { convertFix, renameFix, swapFix, swapNamesFix } from './edits';
import { findSlip, groupBox } from './slips';
import { swappedInColumn } from './columnRanges';
import type { Problem } from './types';

/** At least this many points of a group in Singapore before one outside it is called a slip. */
const MIN_INSIDE = 3;

export function checkCoordinates(text: string, coordinates: readonly Coordinate[]): Problem[] {
  const groups = new Map<string, Coordinate[]>();
  for (const c of coordinates) {
    const list = groups.get(c.group);
    if (list) list.push(c);
    else groups.set(c.group, [c]);
  }
  const problems: Problem[] = [];
  for (const [group, list] of groups) checkGroup(text, group, list, problems);
  problems.sort((a, b) => a.start - b.start);
  return problems;
}

function checkGroup(text: string, group: string, list: readonly Coordinate[], problems: Problem[]): void {
  const counts = new Map<CrsId, number>();
  let swappedCount = 0;
  for (const c of list) {
    if (c.reading < 0) continue;
    if (isYx(c.reading)) swappedCount++;
    const system = READING_SYSTEM[c.reading]!;
    counts.set(system, (counts.get(system) ?? 0) + 1);
  }
  let dominant: CrsId | undefined;
  let inside = 0;
  for (const [system, n] of counts) {
    inside += n;
    if (dominant === undefined || n > counts.get(dominant)!) dominant = system;
  }
  if (dominant === undefined) return;
  // SVY21's box starts at 0: chart data ({ x: 3, y: 12000 }) fits it. Only a group whose points lie where
  // Singapore's land does is judged.
  if (dominant === 'EPSG:3414' && !onLand(list)) return;
  const dominantCount = counts.get(dominant)!;
  const namesSwapped = swappedCount * 2 > list.length;
  const seenNames = new Set<number>();
  const where = list[0]!.names ? 'column or key' : 'file';

  for (const c of list) {
    const x = text.slice(c.x.start, c.x.end);
    const y = text.slice(c.y.start, c.y.end);
    if (c.reading >= 0 && isYx(c.reading)) {
      if (!c.names) {
        const message = namesSwapped
          ? `Latitude first: ${x}, ${y} is in Singapore only read as latitude, longitude, but GeoJSON and WKT positions are longitude, latitude.`
          : `Latitude first, unlike the rest of this file: ${x}, ${y} is in Singapore only read as latitude, longitude.`;
        problems.push({
          ...span(c), group, code: 'latitude-first', severity: 'warning', message,
          fix: swapFix(text, c.x, c.y, 'Swap to longitude, latitude'),
        });
      } else if (namesSwapped) {
        if (seenNames.has(c.names.x.start)) continue;
        seenNames.add(c.names.x.start);
        problems.push({
          start: c.names.x.start, end: c.names.x.end, group, code: 'names-swapped', severity: 'warning',
          message: `"${c.names.x.text}" holds ${x}, a latitude, and "${c.names.y.text}" holds ${y}, a longitude: the names are swapped.`,
          fix: swapNamesFix(c.names.x, c.names.y),
        });
      } else {
        problems.push({
          ...span(c), group, code: 'swapped-values', severity: 'warning',
          message: `Swapped: "${c.names.x.text}" holds ${x}, a latitude, and "${c.names.y.text}" holds ${y}, a longitude, while the rest of this ${where} is the right way round.`,
          fix: swapFix(text, c.x, c.y),
        });
      }
      continue;
    }
    if (c.reading >= 0) {
      const system = READING_SYSTEM[c.reading]!;
      const claims = c.names?.kind;
      const unit = CRS[system].unit === 'degree' ? 'degrees' : 'metres';
      if (c.names && claims !== 'neutral' && claims !== unit && system === dominant) {
        if (seenNames.has(c.names.x.start)) continue;
        seenNames.add(c.names.x.start);
        const fix = renameFix(c.names.x, c.names.y, unit);
        problems.push({
          start: c.names.x.start, end: c.names.x.end, group,
          code: 'name-contradicts-value', severity: 'warning',
          message: `"${c.names.x.text}" and "${c.names.y.text}" are named for ${claims} but hold ${x}, ${y}: ${describeCrs(system)} ${unit}.`,
          ...(fix && { fix }),
        });
        continue;
      }
      if (system !== dominant && dominantCount > counts.get(system)! && dominantCount >= 2) {
        problems.push({
          ...span(c), group, code: 'mixed-systems', severity: 'warning',
          message: `Mixed systems: ${x}, ${y} is ${describeCrs(system)}, but ${dominantCount} other points of this ${where} are ${describeCrs(dominant)}.`,
          fix: convertFix(text, c.x, c.y, system, dominant),
        });
      }
      continue;
    }
    if (dominantCount < MIN_INSIDE || inside * 5 < list.length * 4) continue;
    const slip = findSlip(text, c, groupBox(list, dominant));
    problems.push({
      ...span(c), group, code: 'outside-singapore', severity: 'warning',
      message:
        `Outside Singapore: ${x}, ${y} fits no system, while ${dominantCount} other points of this ${where} are in Singapore in ${describeCrs(dominant)}` +
        (slip ? `; ${slip.reason}.` : '.'),
      ...(slip && { fix: slip.fix }),
    });
  }
  if (dominant === 'EPSG:3414' && dominantCount >= 8) {
    for (const c of swappedInColumn(list)) {
      problems.push({
        ...span(c), group, code: 'swapped-values', severity: 'warning',
        message: `Swapped: ${text.slice(c.x.start, c.x.end)}, ${text.slice(c.y.start, c.y.end)} is out of line with the other SVY21 points of this ${where} as written, and in line with them swapped (easting ${c.y.value}, northing ${c.x.value}).`,
        fix: swapFix(text, c.x, c.y),
      });
    }
  }
}

/** Singapore's land and islands in SVY21 (Tuas ~2 000 m east, Pulau Satumu ~15 900 m north), with a margin. */
const LAND = { minX: 1000, maxX: 57_000, minY: 15_000, maxY: 52_000 };

function onLand(list: readonly Coordinate[]): boolean {
  let svy21 = 0;
  let inside = 0;
  for (const c of list) {
    if (c.reading !== SVY21) continue;
    svy21++;
    const { value: x } = c.x;
    const { value: y } = c.y;
    if (x >= LAND.minX && x <= LAND.maxX && y >= LAND.minY && y <= LAND.maxY) inside++;
  }
  return inside * 10 >= svy21 * 9;
}

function isYx(reading: number): boolean {
  return reading === WGS_YX || reading === MERC_YX;
}

function span(c: Coordinate): { start: number; end: number } {
  return { start: Math.min(c.x.start, c.y.start), end: Math.max(c.x.end, c.y.end) };
}

