// With directProjection.ts, the only place proj4 is called. A proj4 converter parses its definitions
// when created, so one per direction is made on first use and kept. transformPoint calls proj4's
// projection functions directly (directProjection.ts): the converter's bits without its per-point
// overhead (array and point copies, sanity and datum checks), which cost as much as the projection.
import proj4, { type Converter } from 'proj4';
import { D2R, directPath, R2D, type DirectPath, type XY } from './directProjection';
import { CoordinateError } from './errors';
import { checkCrs } from './options';
import { CRS_IDS, describeCrs, PROJ4_DEFINITION } from './systems';
import type { CrsId } from './types';

const converters: (Converter | undefined)[] = new Array(CRS_IDS.length * CRS_IDS.length);

/** 0–2, or -1 for anything else (untyped callers). */
function indexOf(id: CrsId): number {
  return id === 'EPSG:4326' ? 0 : id === 'EPSG:3414' ? 1 : id === 'EPSG:3857' ? 2 : -1;
}

/** The cached proj4 converter for one direction (exported for the benchmark, which times proj4 alone). */
export function converterFor(from: CrsId, to: CrsId): Converter {
  const key = indexOf(checkCrs(from, 'source')) * 3 + indexOf(checkCrs(to, 'target'));
  let converter = converters[key];
  if (converter === undefined) {
    converter = proj4(PROJ4_DEFINITION[from], PROJ4_DEFINITION[to]);
    converters[key] = converter;
  }
  return converter;
}

/** How transformPoint converts in one direction: proj4's projection functions, or its converter. */
interface Direction {
  readonly path: DirectPath | undefined;
  readonly converter: Converter;
}

const directions: (Direction | undefined)[] = new Array(CRS_IDS.length * CRS_IDS.length);

/** The direct path for one direction, undefined when proj4 would do more than project (exported for the tests). */
export function directPathFor(from: CrsId, to: CrsId): DirectPath | undefined {
  return directionFor(from, to).path;
}

function directionFor(from: CrsId, to: CrsId): Direction {
  const converter = converterFor(from, to); // checks the ids
  const key = indexOf(from) * 3 + indexOf(to);
  let direction = directions[key];
  if (direction === undefined) {
    direction = { path: directPath(PROJ4_DEFINITION[from], PROJ4_DEFINITION[to]), converter };
    directions[key] = direction;
  }
  return direction;
}

// The direction of the previous call: a conversion calls transformPoint once per pair with the same
// two ids, and comparing them by identity is cheaper than looking the direction up each time.
let lastFrom: CrsId | undefined;
let lastTo: CrsId | undefined;
let lastPath: DirectPath | undefined;
let lastConverter: Converter | undefined;

/** The point handed to proj4's projection functions, which change it in place; one for all calls. */
const scratch: XY = { x: 0, y: 0 };

/**
 * (x, y) = (easting or longitude, northing or latitude) in `from`, as [x, y] in `to`.
 * Kept small on purpose, with the rare paths in other functions: V8 then inlines it into the caller's
 * loop and never allocates the returned array; proj4's projection function remains one call.
 */
export function transformPoint(from: CrsId, to: CrsId, x: number, y: number): [number, number] {
  // x - x is 0 for finite numbers and NaN for NaN and ±Infinity.
  if (x - x !== 0 || y - y !== 0) throw notFinite(x, y);
  if (from !== lastFrom || to !== lastTo) select(from, to);
  const path = lastPath;
  if (path === undefined) return viaConverter(from, to, x, y);
  // What proj4's transformInternal does for these definitions, step for step (see directProjection.ts).
  let p: XY | null | undefined = scratch;
  if (path.source === null) {
    p.x = x * D2R;
    p.y = y * D2R;
  } else {
    p.x = x;
    p.y = y;
    p = path.source.inverse(p);
    if (!p) throw noPosition(from, to, x, y);
  }
  let rx: number;
  let ry: number;
  if (path.target === null) {
    rx = p.x * R2D;
    ry = p.y * R2D;
  } else {
    p = path.target.forward(p);
    if (!p) throw noPosition(from, to, x, y);
    rx = p.x;
    ry = p.y;
  }
  if (rx - rx !== 0 || ry - ry !== 0) throw noPosition(from, to, x, y);
  return [rx, ry];
}

/** Same system, or a direction proj4 must do itself (none of the three today). */
function viaConverter(from: CrsId, to: CrsId, x: number, y: number): [number, number] {
  const converter = lastConverter;
  if (converter === undefined) return [x, y];
  const result = converter.forward([x, y]) as [number, number];
  if (result[0] - result[0] !== 0 || result[1] - result[1] !== 0) throw noPosition(from, to, x, y);
  return result;
}

/** Remembers a new direction for the next calls; path and converter stay undefined when from and to are the same. */
function select(from: CrsId, to: CrsId): void {
  const f = indexOf(from);
  const t = indexOf(to);
  if (f < 0 || t < 0) converterFor(from, to); // throws the message for the bad id
  const direction = f === t ? undefined : directionFor(from, to);
  lastFrom = from;
  lastTo = to;
  lastPath = direction?.path;
  lastConverter = direction?.converter;
}

function notFinite(x: number, y: number): CoordinateError {
  return new CoordinateError('invalid-option', `Coordinates must be finite numbers, not (${x}, ${y}).`);
}

function noPosition(from: CrsId, to: CrsId, x: number, y: number): CoordinateError {
  return new CoordinateError('outside-extent', `(${x}, ${y}) in ${describeCrs(from)} has no position in ${describeCrs(to)}.`);
}
