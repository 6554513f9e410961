// The coordinates a file holds, as the checks see them: every named pair (lat/lng keys, x/y columns), and
// every GeoJSON position or WKT point. Plain pairs of numbers elsewhere ("1.3, 103.8" in a log, a price
// table) are left out on purpose: nothing says which order or system they were meant in, so nothing about
// them can be wrong. The engine's own scanners find the numbers; this only sorts them into groups.
import { scanNamedPairs, KINDS } from '../shared/coords/named';
import { choosePairs, chosen, readingOf } from '../shared/coords/pairs';
import { syntaxOf, wktSpans } from '../shared/coords/plan';
import { X_FIRST } from '../shared/coords/pairList';
import { findRuns, runBounds } from '../shared/coords/runs';
import { dropTaken, scanNumbers } from '../shared/coords/scan';
import type { NameKind, NameSpan } from '../shared/coords/named';
import type { NumberToken } from '../shared/coords/types';

/** Every reading but the fallback (readingsFor(undefined)); SVY21 is read x first, as GeoJSON and tables write it. */
const ALL = 0b11111;

export interface Coordinate {
  /** Which coordinates are compared with each other: `positions`, or the two names of a named pair. */
  group: string;
  /** The value in the slot of the easting/longitude (a position's first number, the x-named field). */
  x: NumberToken;
  /** The value in the slot of the northing/latitude. */
  y: NumberToken;
  /** The engine's reading of (x, y) as written (systems.ts), -1 when it lies outside Singapore in all. */
  reading: number;
  /** For a named pair: its names and what they claim; absent for positions. */
  names?: { x: NameSpan; y: NameSpan; kind: NameKind };
}

export const POSITIONS = 'positions';

/** The stretches `[start, end)` of GeoJSON `coordinates` members, also inside a JSON string (escaped quotes). */
const COORDINATES = /coordinates\\?["']?\s*:\s*\[/g;

export function coordinateSpans(text: string): number[] {
  const spans: number[] = [];
  if (!text.includes('coordinates')) return spans;
  COORDINATES.lastIndex = 0;
  for (let match = COORDINATES.exec(text); match; match = COORDINATES.exec(text)) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let k = open;
    for (; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c === 91) depth++;
      else if (c === 93 && --depth === 0) break;
    }
    spans.push(open, k + 1);
    COORDINATES.lastIndex = k + 1;
  }
  return spans;
}

/** The named pairs and positions of `text`, in text order within each kind. */
export function collectCoordinates(text: string): Coordinate[] {
  const out: Coordinate[] = [];
  const named = scanNamedPairs(text);
  const taken: number[] = [];
  for (let i = 0; i < named.count; i++) {
    const inHeader = named.inHeader[i] === 1; // only with a context header, which a whole file never has
    if (inHeader) continue;
    const xName = { start: named.xNameStart[i]!, end: named.xNameEnd[i]!, text: text.slice(named.xNameStart[i]!, named.xNameEnd[i]!) };
    const yName = { start: named.yNameStart[i]!, end: named.yNameEnd[i]!, text: text.slice(named.yNameStart[i]!, named.yNameEnd[i]!) };
    const x = { start: named.xStart[i]!, end: named.xEnd[i]!, value: named.xValue[i]! };
    const y = { start: named.yStart[i]!, end: named.yEnd[i]!, value: named.yValue[i]! };
    const kindCode = named.xKind[i] === 2 ? named.yKind[i]! : named.xKind[i]!;
    taken.push(x.start, y.start);
    out.push({
      group: `${xName.text}|${yName.text}`,
      x,
      y,
      reading: readingOf(x.value, y.value, ALL, true),
      names: { x: xName, y: yName, kind: KINDS[kindCode]! },
    });
  }
  taken.sort((a, b) => a - b);
  collectPositions(text, taken, out);
  return out;
}

function collectPositions(text: string, taken: number[], out: Coordinate[]): void {
  const spans = coordinateSpans(text);
  const wkt = wktSpans(text);
  if (spans.length === 0 && wkt.length === 0) return;
  const scan = scanNumbers(text);
  if (taken.length > 0) dropTaken(scan, taken, false);
  const { start, end, value } = scan;
  const runs = findRuns(scan);
  const bounds = runBounds();
  let s = 0;
  let w = 0;
  for (let r = 0; r < runs; r++) {
    const runStart = bounds[2 * r]!;
    const runEnd = bounds[2 * r + 1]!;
    const at = start[runStart]!;
    while (s < spans.length && spans[s + 1]! <= at) s += 2;
    while (w < wkt.length && wkt[w + 1]! <= at) w += 2;
    const inSpan = s < spans.length && spans[s]! <= at;
    const inWkt = w < wkt.length && wkt[w]! <= at;
    if (!inSpan && !inWkt) continue;
    choosePairs(value, runStart, runEnd, ALL, true);
    if (chosen.count === 0) {
      // Nothing here is in Singapore: a position that fits no system, perhaps a slip of one of its numbers.
      if (syntaxOf(text, end[runStart]!, start[runStart]!, start[runStart + 1]!, inWkt) !== X_FIRST) continue;
      out.push(position(start, end, value, runStart, -1));
      continue;
    }
    for (let k = 0; k < chosen.count; k++) {
      const i = chosen.first[k]!;
      if (syntaxOf(text, end[i]!, start[i]!, start[i + 1]!, inWkt) !== X_FIRST) continue;
      out.push(position(start, end, value, i, chosen.reading));
    }
  }
}

function position(start: Int32Array, end: Int32Array, value: Float64Array, i: number, reading: number): Coordinate {
  return {
    group: POSITIONS,
    x: { start: start[i]!, end: end[i]!, value: value[i]! },
    y: { start: start[i + 1]!, end: end[i + 1]!, value: value[i + 1]! },
    reading,
  };
}
