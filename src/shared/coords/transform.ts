// The only place proj4 is called. A proj4 converter parses its definitions when created, so one per
// direction is made on first use and kept.
import proj4, { type Converter } from 'proj4';
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

// The direction of the previous call: a conversion calls transformPoint once per pair with the same
// two ids, and comparing them by identity is cheaper than looking the converter up each time.
let lastFrom: CrsId | undefined;
let lastTo: CrsId | undefined;
let lastConverter: Converter | undefined;

/**
 * (x, y) = (easting or longitude, northing or latitude) in `from`, as [x, y] in `to`.
 * Kept small on purpose, with the rare paths in other functions: V8 then inlines proj4's code into
 * the caller's loop and removes its temporary objects, which halves the cost per point.
 */
export function transformPoint(from: CrsId, to: CrsId, x: number, y: number): [number, number] {
  // x - x is 0 for finite numbers and NaN for NaN and ±Infinity.
  if (x - x !== 0 || y - y !== 0) throw notFinite(x, y);
  const converter = from === lastFrom && to === lastTo ? lastConverter : select(from, to);
  if (converter === undefined) return [x, y];
  const result = converter.forward([x, y]) as [number, number];
  if (result[0] - result[0] !== 0 || result[1] - result[1] !== 0) throw noPosition(from, to, x, y);
  return result;
}

/** The converter for a new direction, remembered for the next call; undefined when from and to are the same. */
function select(from: CrsId, to: CrsId): Converter | undefined {
  const f = indexOf(from);
  const t = indexOf(to);
  if (f < 0 || t < 0) converterFor(from, to); // throws the message for the bad id
  if (f === t) return undefined;
  lastFrom = from;
  lastTo = to;
  lastConverter = converterFor(from, to);
  return lastConverter;
}

function notFinite(x: number, y: number): CoordinateError {
  return new CoordinateError('invalid-option', `Coordinates must be finite numbers, not (${x}, ${y}).`);
}

function noPosition(from: CrsId, to: CrsId, x: number, y: number): CoordinateError {
  return new CoordinateError('outside-extent', `(${x}, ${y}) in ${describeCrs(from)} has no position in ${describeCrs(to)}.`);
}
