// Chooses which neighbouring numbers of a run are coordinate pairs, and how to read them.
import { EXTENT, MERC_XY, MERC_YX, READING_COUNT, SVY21, WGS_XY, WGS_YX } from './systems';

const W = EXTENT['EPSG:4326'];
const M = EXTENT['EPSG:3857'];
const S = EXTENT['EPSG:3414'];

/**
 * How (a, b), two neighbouring numbers, can be read: one of the readings in systems.ts, or -1.
 * The extents do not overlap, so at most one reading fits; `allowed` is a bit set of readings.
 */
export function readingOf(a: number, b: number, allowed: number, svy21XY: boolean): number {
  if (a >= W.minX && a <= W.maxX) {
    if (b >= W.minY && b <= W.maxY && allowed & (1 << WGS_XY)) return WGS_XY;
  } else if (a >= W.minY && a <= W.maxY) {
    if (b >= W.minX && b <= W.maxX && allowed & (1 << WGS_YX)) return WGS_YX;
  } else if (a >= M.minX && a <= M.maxX) {
    if (b >= M.minY && b <= M.maxY && allowed & (1 << MERC_XY)) return MERC_XY;
  } else if (a >= M.minY && a <= M.maxY) {
    if (b >= M.minX && b <= M.maxX && allowed & (1 << MERC_YX)) return MERC_YX;
  }
  if (allowed & (1 << SVY21)) {
    const x = svy21XY ? a : b;
    const y = svy21XY ? b : a;
    if (x >= S.minX && x <= S.maxX && y >= S.minY && y <= S.maxY) return SVY21;
  }
  return -1;
}

/**
 * How far (a, b) read as `reading` lies from Singapore's centre, in extent widths: pairs that need
 * not be the intended ones (an id next to a coordinate) sit off-centre, so the smaller total wins.
 */
function distanceFromCentre(a: number, b: number, reading: number, svy21XY: boolean): number {
  let x: number;
  let y: number;
  let e = S;
  if (reading === WGS_XY || reading === WGS_YX) e = W;
  else if (reading === MERC_XY || reading === MERC_YX) e = M;
  if (reading === WGS_XY || reading === MERC_XY || (reading === SVY21 && svy21XY)) {
    x = a;
    y = b;
  } else {
    x = b;
    y = a;
  }
  const dx = (x - e.centreX) / (e.maxX - e.minX);
  const dy = (y - e.centreY) / (e.maxY - e.minY);
  return Math.sqrt(dx * dx + dy * dy);
}

/** The outcome of `choosePairs`, reused between calls. `first[k]` is the index of the k-th pair's first number. */
export const chosen = { reading: -1, count: 0, first: new Int32Array(256) };

// Scratch for one run: the reading of each edge (numbers i, i+1) and the dynamic programme's table.
let edgeReading = new Int8Array(256);
let edgeDistance = new Float64Array(256);
let bestCount = new Int32Array(257);
let bestDistance = new Float64Array(257);
let took = new Uint8Array(257);

function reserve(edges: number): void {
  if (edges < edgeReading.length) return;
  let size = edgeReading.length;
  while (size <= edges) size *= 2;
  edgeReading = new Int8Array(size);
  edgeDistance = new Float64Array(size);
  bestCount = new Int32Array(size + 1);
  bestDistance = new Float64Array(size + 1);
  took = new Uint8Array(size + 1);
  chosen.first = new Int32Array(size);
}

/**
 * The run `values[start..end)` read the way that yields the most pairs, and among equals the pairs
 * nearest Singapore's centre. Pairs are neighbours and never share a number; one reading (system and
 * order) holds for the whole run, which is what makes `LINESTRING (103.8 1.3, 103.9 1.31)` two
 * longitude/latitude pairs rather than the single latitude/longitude pair (1.3, 103.9) in its middle.
 * Linear in the run's length: one pass per reading that occurs in it.
 */
export function choosePairs(values: Float64Array, start: number, end: number, allowed: number, svy21XY: boolean): void {
  const edges = end - start - 1;
  if (edges === 1) {
    // Most runs are a lone pair: "lat, lon", [lon, lat], a WKT point.
    const r = readingOf(values[start]!, values[start + 1]!, allowed, svy21XY);
    chosen.reading = r;
    chosen.count = r >= 0 ? 1 : 0;
    chosen.first[0] = start;
    return;
  }
  reserve(edges);
  let present = 0;
  let neighbours = false;
  let previous = -1;
  for (let k = 0; k < edges; k++) {
    const a = values[start + k]!;
    const b = values[start + k + 1]!;
    const r = readingOf(a, b, allowed, svy21XY);
    edgeReading[k] = r;
    if (r >= 0) {
      present |= 1 << r;
      if (r === previous) neighbours = true;
    }
    previous = r;
  }
  chosen.count = 0;
  chosen.reading = -1;
  if (present === 0) return;

  if ((present & (present - 1)) === 0 && !neighbours) {
    // The usual case (one pair per run, or a CSV row): one reading, and no two fitting edges share a
    // number, so every fitting edge is a pair.
    chosen.reading = 31 - Math.clz32(present);
    const first = chosen.first;
    let count = 0;
    for (let k = 0; k < edges; k++) if (edgeReading[k]! >= 0) first[count++] = start + k;
    chosen.count = count;
    return;
  }

  // Pairs compete: rank them by plausibility too.
  for (let k = 0; k < edges; k++) {
    const r = edgeReading[k]!;
    if (r >= 0) edgeDistance[k] = distanceFromCentre(values[start + k]!, values[start + k + 1]!, r, svy21XY);
  }
  let winner = -1;
  let winnerCount = -1;
  let winnerDistance = Infinity;
  for (let r = 0; r < READING_COUNT; r++) {
    if (!(present & (1 << r))) continue;
    run(r, edges);
    const count = bestCount[edges + 1]!;
    const distance = bestDistance[edges + 1]!;
    if (count > winnerCount || (count === winnerCount && distance < winnerDistance)) {
      winner = r;
      winnerCount = count;
      winnerDistance = distance;
    }
  }
  run(winner, edges);
  // Walk the table back from the end, then put the pairs in text order.
  const first = chosen.first;
  let count = 0;
  for (let t = edges + 1; t >= 2; ) {
    if (took[t]) {
      first[count++] = start + t - 2;
      t -= 2;
    } else {
      t -= 1;
    }
  }
  first.subarray(0, count).reverse();
  chosen.reading = winner;
  chosen.count = count;
}

/** best…[t]: the best pairing of the run's first t numbers under one reading. */
function run(reading: number, edges: number): void {
  bestCount[0] = 0;
  bestDistance[0] = 0;
  bestCount[1] = 0;
  bestDistance[1] = 0;
  for (let t = 2; t <= edges + 1; t++) {
    let count = bestCount[t - 1]!;
    let distance = bestDistance[t - 1]!;
    let take = 0;
    if (edgeReading[t - 2] === reading) {
      const withPair = bestCount[t - 2]! + 1;
      const withDistance = bestDistance[t - 2]! + edgeDistance[t - 2]!;
      if (withPair > count || (withPair === count && withDistance < distance)) {
        count = withPair;
        distance = withDistance;
        take = 1;
      }
    }
    bestCount[t] = count;
    bestDistance[t] = distance;
    took[t] = take;
  }
}
