// Decides, before anything is transformed, which pairs will be converted and from which system.
import { CoordinateError } from './errors';
import { checkCrs, checkInput, checkOrder } from './options';
import { chosen, choosePairs } from './pairs';
import { findRuns, runBounds } from './runs';
import { scanNumbers } from './scan';
import { CRS_IDS, describeCrs, describeExtent, READING_SYSTEM, readingOrder, readingsFor, shortName } from './systems';
import { NAMED, PairList, PLAIN, X_FIRST } from './pairList';
import { nameText, planNamed } from './namedPlan';
import { dropTaken } from './scan';
import { decimalsOf, PairDecimals } from './precision';
import { noteHeaderNames } from './headerNames';
import type { AxisOrder, ConversionPlan, CrsId, TextLocation } from './types';

/** The first run of numbers, named when none of them is a pair. */
interface FirstRun {
  location: TextLocation;
  text: string;
  /** When `from` excluded it: the system the run reads as. */
  looksLike?: CrsId;
}

export interface PlanOptions {
  from?: CrsId;
  svy21Order?: AxisOrder;
  to?: CrsId;
  header?: string;
  rename?: boolean;
  /** What the texts are, for messages: the user's selections (the default) or the whole file. */
  scope?: 'selection' | 'file';
}

function scopeOf(options: PlanOptions): string {
  return options.scope === 'file' ? 'file' : 'selection';
}

/** A system met in the texts, with the first pair read in it (for messages). */
interface Sighting {
  system: CrsId;
  location: TextLocation;
  text: string;
}

export function planConversion(
  texts: readonly string[],
  options: PlanOptions,
): ConversionPlan {
  const { from, pairs } = planPairs(texts, options);
  return { from, pairs: pairs.toPairs(), ...(pairs.headerNames.length > 0 && { headerNames: [...pairs.headerNames] }) };
}

// Reused by every plan: growing fresh typed arrays to 100 000 pairs cost more than choosing them.
const sharedPairs = new PairList(1024);
const sharedDecimals = new PairDecimals();

/** The source decimals of `list`'s numbers when it is the list planPairs made (and keeps until its next call). */
export function plannedDecimals(list: PairList): PairDecimals | undefined {
  return list === sharedPairs ? sharedDecimals : undefined;
}

/**
 * planConversion with the pairs left in typed arrays; convertTexts uses this directly. The list is
 * overwritten by the next call, so use it before planning again.
 */
export function planPairs(
  texts: readonly string[],
  options: PlanOptions,
): { from: CrsId; pairs: PairList } {
  checkInput(texts, options);
  const from = options.from === undefined ? undefined : checkCrs(options.from, 'source');
  const to = options.to === undefined ? undefined : checkCrs(options.to, 'target');
  const svy21XY = checkOrder(options.svy21Order) === 'xy';
  const header = typeof options.header === 'string' ? options.header : undefined;
  if (from !== undefined && from === to) {
    throw new CoordinateError('same-system', `The coordinates are already in ${describeCrs(to)}: the source and target systems are the same.`);
  }

  const allowed = readingsFor(from);
  const pairs = sharedPairs;
  pairs.count = 0;
  pairs.names = [];
  pairs.headerNames = [];
  const sightings: Sighting[] = [];
  let firstRun: FirstRun | undefined;
  let currentReading = -1;
  let order = 0; // xFirst for currentReading

  for (let textIndex = 0; textIndex < texts.length; textIndex++) {
    const text = texts[textIndex]!;
    const named = planNamed(text, textIndex, header, allowed, options.rename !== false);
    const scan = scanNumbers(text);
    // In a table whose named columns are taken, what is left of a row (an id, an elevation) must not
    // pair with what is left of the next row.
    if (named.taken.length > 0) dropTaken(scan, named.taken, named.table);
    const { start, end, value, decimals } = scan;
    const runs = findRuns(scan);
    const wkt = wktSpans(text);
    let span = 0;
    const bounds = runBounds();
    // A text of n numbers holds at most n / 2 pairs: room for them, then the arrays are written directly.
    pairs.reserve(scan.count >> 1);
    sharedDecimals.reserve(pairs.count + (scan.count >> 1));
    const { first: firstDecimals, second: secondDecimals } = sharedDecimals;
    const { textIndex: pairText, firstStart, firstEnd, secondStart, secondEnd, firstValue, secondValue, xFirst } = pairs;
    let count = pairs.count;
    for (let r = 0; r < runs; r++) {
      const runStart = bounds[2 * r]!;
      const runEnd = bounds[2 * r + 1]!;
      choosePairs(value, runStart, runEnd, allowed, svy21XY);
      if (firstRun === undefined) {
        firstRun = { location: { textIndex, start: start[runStart]!, end: end[runStart + 1]! }, text };
        if (chosen.count === 0 && from !== undefined) {
          // Worth telling the user when the numbers fit another system: the setting is probably wrong.
          choosePairs(value, runStart, runEnd, readingsFor(undefined), svy21XY);
          if (chosen.count > 0) firstRun.looksLike = READING_SYSTEM[chosen.reading]!;
          chosen.count = 0;
        }
      }
      const found = chosen.count;
      if (found === 0) continue;
      const reading = chosen.reading;
      const first = chosen.first;
      if (reading !== currentReading) {
        currentReading = reading;
        const system = READING_SYSTEM[reading]!;
        if (!sighted(sightings, system)) {
          const i = first[0]!;
          sightings.push({ system, location: { textIndex, start: start[i]!, end: end[i + 1]! }, text });
        }
        order = readingOrder(reading, svy21XY ? 'xy' : 'yx') === 'xy' ? 1 : 0;
      }
      if (sightings.length > 1) continue; // mixed: only the list of systems is still wanted
      for (let k = 0; k < found; k++) {
        const i = first[k]!;
        pairText[count] = textIndex;
        firstStart[count] = start[i]!;
        firstEnd[count] = end[i]!;
        secondStart[count] = start[i + 1]!;
        secondEnd[count] = end[i + 1]!;
        firstValue[count] = value[i]!;
        secondValue[count] = value[i + 1]!;
        firstDecimals[count] = decimals[i]!;
        secondDecimals[count] = decimals[i + 1]!;
        xFirst[count] = order;
        while (span < wkt.length && wkt[span + 1]! <= start[i]!) span += 2;
        const inWkt = span < wkt.length && wkt[span]! <= start[i]!;
        pairs.syntax[count] = syntaxOf(text, end[i]!, start[i]!, start[i + 1]!, inWkt);
        count++;
      }
    }
    pairs.count = count;

    const seenNames = new Set<number>(); // a table's rows share their column names: each is renamed once
    const { list, index, reading } = named;
    const { xStart, xEnd, xValue, yStart, yEnd, yValue, xNameStart, xNameEnd, yNameStart, yNameEnd, inHeader } = list;
    for (let k = 0; k < named.count; k++) {
      const i = index[k]!;
      const system = READING_SYSTEM[reading[k]!]!;
      const xIsFirst = xStart[i]! < yStart[i]!;
      const aStart = xIsFirst ? xStart[i]! : yStart[i]!;
      const aEnd = xIsFirst ? xEnd[i]! : yEnd[i]!;
      const bStart = xIsFirst ? yStart[i]! : xStart[i]!;
      const bEnd = xIsFirst ? yEnd[i]! : xEnd[i]!;
      if (firstRun === undefined || !sightings.some((s) => s.system === system)) {
        const location = { textIndex, start: aStart, end: bEnd };
        firstRun ??= { location, text };
        if (!sightings.some((s) => s.system === system)) sightings.push({ system, location, text });
      }
      if (sightings.length > 1) continue;
      // Names in a header outside the texts are not the texts' to rename: they are noted for the caller, who
      // renames the header line only when every row under it was converted (renamedHeader).
      const fromHeader = inHeader[i] === 1;
      if (fromHeader) noteHeaderNames(pairs.headerNames, list, i, header);
      const ownX = !fromHeader && !seenNames.has(xNameStart[i]!);
      const ownY = !fromHeader && !seenNames.has(yNameStart[i]!);
      if (ownX || ownY) {
        pairs.names.push({
          index: pairs.count,
          ...(ownX && { x: { start: xNameStart[i]!, end: xNameEnd[i]!, text: nameText(list, i, 'x', text, header) } }),
          ...(ownY && { y: { start: yNameStart[i]!, end: yNameEnd[i]!, text: nameText(list, i, 'y', text, header) } }),
        });
        seenNames.add(xNameStart[i]!).add(yNameStart[i]!);
      }
      const aValue = xIsFirst ? xValue[i]! : yValue[i]!;
      const bValue = xIsFirst ? yValue[i]! : xValue[i]!;
      pairs.push(textIndex, aStart, aEnd, bStart, bEnd, aValue, bValue, xIsFirst, NAMED);
      sharedDecimals.reserve(pairs.count);
      sharedDecimals.first[pairs.count - 1] = decimalsOf(text, aStart, aEnd);
      sharedDecimals.second[pairs.count - 1] = decimalsOf(text, bStart, bEnd);
    }
  }

  if (firstRun === undefined) {
    throw new CoordinateError('no-coordinates', `No coordinate pairs found in the ${scopeOf(options)}.`);
  }
  if (sightings.length === 0) {
    throw outsideExtent(firstRun, from);
  }
  if (sightings.length > 1) {
    const systems = sightings.map((s) => s.system);
    const [one, two] = sightings as [Sighting, Sighting];
    throw new CoordinateError(
      'mixed-systems',
      `The ${scopeOf(options)} mixes ${listSystems(systems)} coordinates: ${quote(one)} is ${describeCrs(one.system)} but ` +
        `${quote(two)} is ${describeCrs(two.system)}. Choose the system to convert from.`,
      { location: two.location, systems },
    );
  }
  const source = sightings[0]!;
  if (source.system === to) {
    throw new CoordinateError('same-system', `The coordinates are already in ${describeCrs(to)}, for example ${quote(source)}.`, {
      location: source.location,
    });
  }
  return { from: source.system, pairs };
}

/** Whether `system` is among the sightings; a loop, not `some`, whose closure cost one per change of reading. */
function sighted(sightings: readonly Sighting[], system: CrsId): boolean {
  for (let k = 0; k < sightings.length; k++) if (sightings[k]!.system === system) return true;
  return false;
}

/** A WKT geometry's keyword: its points are written x first. */
const WKT = /\b(?:MULTI)?(?:POINT|LINESTRING|POLYGON)\s*(?:ZM|Z|M)?\s*\(/gi;

/** [start, end) of each WKT geometry in the text, flattened; empty when there is none (the usual case). */
export function wktSpans(text: string): number[] {
  const spans: number[] = [];
  if (!text.includes('(')) return spans;
  WKT.lastIndex = 0;
  for (let match = WKT.exec(text); match; match = WKT.exec(text)) {
    let depth = 0;
    let k = match.index + match[0].length - 1;
    for (; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) break;
    }
    spans.push(match.index, k + 1);
    WKT.lastIndex = k + 1;
  }
  return spans;
}

/**
 * PLAIN, or X_FIRST for a pair written in a syntax that puts x first whatever the system: a JSON
 * array (a GeoJSON position) or a point of a WKT geometry (numbers separated by spaces only).
 */
export function syntaxOf(text: string, firstEnd: number, firstStart: number, secondStart: number, inWkt: boolean): number {
  let k = firstStart - 1;
  while (k >= 0 && isSpace(text.charCodeAt(k))) k--;
  if (k >= 0 && text.charCodeAt(k) === 91) return X_FIRST; // [
  if (!inWkt) return PLAIN;
  for (let j = firstEnd; j < secondStart; j++) if (text.charCodeAt(j) !== 32 && text.charCodeAt(j) !== 9) return PLAIN;
  return X_FIRST;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function outsideExtent(run: FirstRun, from: CrsId | undefined): CoordinateError {
  let message: string;
  // The first sentence is all a notification is sure to show: what is wrong, then the way on, then the figures.
  if (from === undefined) {
    message = `${quote(run)} is outside Singapore in every supported system. Singapore spans ${CRS_IDS.map((id) => `${shortName(id)} ${describeExtent(id)}`).join(', ')}.`;
  } else {
    message = `${quote(run)} is outside Singapore in ${describeCrs(from)}.`;
    if (run.looksLike) message += ` It looks like ${describeCrs(run.looksLike)}: choose that as the source system.`;
    message += ` Singapore spans ${describeExtent(from)} there.`;
  }
  return new CoordinateError('outside-extent', message, { location: run.location });
}

/** The offending text as the user wrote it, on one line and not too long to read in a notification. */
export function quote(s: { location: TextLocation; text: string }): string {
  let shown = s.text.slice(s.location.start, s.location.end).replace(/\s+/g, ' ');
  if (shown.length > 60) shown = shown.slice(0, 59) + '…';
  return `"${shown}"`;
}

function listSystems(systems: readonly CrsId[]): string {
  const names = systems.map(describeCrs);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
