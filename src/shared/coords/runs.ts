// Splits a text's numbers into runs, the stretches of numbers a pair may be chosen from.
import { NEW_RUN, NEXT_LINE, type ScannedNumbers } from './scan';

let bounds = new Int32Array(512);

/** [start, end) of run k is [runBounds()[2k], runBounds()[2k + 1]); valid until the next findRuns. */
export function runBounds(): Int32Array {
  return bounds;
}

/**
 * The runs of two or more numbers in text order, as numbers' indices; returns how many.
 *
 * Line breaks join runs (a pretty-printed GeoJSON position has one number per line), but a run in
 * which every line holds at least two numbers is a table (CSV rows, one "lat, lon" per line), and
 * is taken line by line. Without that, pairs could straddle rows: in
 * `10001,28983.75,33554.43⏎10002,28990.10,33560.20` the reading with most pairs would take
 * (33554.43, 10002) as an SVY21 pair and rewrite an id. Per line, each row also gets its own order,
 * so a file may mix "lat, lon" lines with "id,lon,lat" rows.
 */
export function findRuns(scan: ScannedNumbers): number {
  const { count, link } = scan;
  let runs = 0;
  let start = 0;
  while (start < count) {
    let end = start + 1;
    let multiline = false;
    while (end < count && link[end] !== NEW_RUN) {
      if (link[end] === NEXT_LINE) multiline = true;
      end++;
    }
    if (end - start >= 2) {
      if (multiline && everyLineHasTwo(link, start, end)) {
        let lineStart = start;
        for (let i = start + 1; i < end; i++) {
          if (link[i] === NEXT_LINE) {
            runs = add(runs, lineStart, i);
            lineStart = i;
          }
        }
        runs = add(runs, lineStart, end);
      } else {
        runs = add(runs, start, end);
      }
    }
    start = end;
  }
  return runs;
}

function add(runs: number, start: number, end: number): number {
  if (2 * runs + 2 > bounds.length) {
    const grown = new Int32Array(bounds.length * 2);
    grown.set(bounds);
    bounds = grown;
  }
  bounds[2 * runs] = start;
  bounds[2 * runs + 1] = end;
  return runs + 1;
}

function everyLineHasTwo(link: Uint8Array, start: number, end: number): boolean {
  let lineStart = start;
  for (let i = start + 1; i < end; i++) {
    if (link[i] === NEXT_LINE) {
      if (i - lineStart < 2) return false;
      lineStart = i;
    }
  }
  return end - lineStart >= 2;
}
