// Precision that follows the input ("auto"): each converted value gets enough decimals to resolve its
// source value's own precision, and no more, so that converting back restores the source's digits.
//
// A degree at Singapore is about 110 600 m of latitude and 111 300 m of longitude (Web Mercator's
// metres are within 0.03 % of SVY21's). So d decimals of degrees are resolved by d − 5 decimals of
// metres (a metre step is 0.9 of a degree step, under half of it after rounding: back to d decimals
// always restores the source), and m decimals of metres are written as m + 5 decimals of degrees.
// The two offsets must be the same for a round trip to return the same number of digits; 10^5 is
// just under a degree's length in metres, so degrees → metres → degrees is exact, while metres →
// degrees → metres restores the last digit about 9 times in 10 (a degree step of the same count is
// 1.1 metre steps); the other tenth get a decimal more, which the way back takes off where it can
// (autoPrecision.ts). No fixed count can do both: see README.
// Metres ↔ metres (SVY21 ↔ Web Mercator) keep their count.

/** Decimals of the number text[start, end): digits after the point; -1 when it has an exponent. */
export function decimalsOf(text: string, start: number, end: number): number {
  let point = -1;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c === 46) point = k;
    else if (c === 101 || c === 69) return -1; // e, E
  }
  return point < 0 ? 0 : end - point - 1;
}

/**
 * Two counts a pair, by pair index: the decimals of its first and second numbers as decimalsOf counts
 * them, or (render.ts) the decimals chosen for its x and y. The scanner counts the former as it reads
 * the numbers and plan.ts keeps them beside its pairs, so that writing with "auto" does not read every
 * number of the text again (that was a tenth of a conversion's time).
 */
export class PairDecimals {
  first = new Int32Array(1024);
  second = new Int32Array(1024);

  /** Room for pairs 0 to length - 1, keeping those already set. */
  reserve(length: number): void {
    if (length <= this.first.length) return;
    let size = this.first.length * 2;
    while (size < length) size *= 2;
    const first = new Int32Array(size);
    first.set(this.first);
    this.first = first;
    const second = new Int32Array(size);
    second.set(this.second);
    this.second = second;
  }
}

/** Set on an output count: trailing zeros (and a bare point) are dropped after writing. */
export const TRIM = 64;

const DEGREE_OFFSET = 5;
/** A double at 104° holds 14 decimals; more would print digits that are not there. */
const MAX_DEGREE = 14;
const MAX_METRE = 9;

/**
 * The decimals to write a value converted from a source value with `source` decimals (-1: written
 * with an exponent, precision unknown), possibly with TRIM set.
 */
export function autoDecimals(source: number, fromDegrees: boolean, toDegrees: boolean): number {
  if (source < 0) return toDegrees ? 10 : 5;
  if (fromDegrees === toDegrees) return Math.min(source, toDegrees ? MAX_DEGREE : MAX_METRE);
  if (toDegrees) {
    // Whole metres come from degrees with up to 5 decimals (or are the user's own): the degrees then
    // lose their trailing zeros, so "1.35" comes back as "1.35", not "1.35000".
    const d = Math.min(source + DEGREE_OFFSET, MAX_DEGREE);
    return source === 0 ? d | TRIM : d;
  }
  return Math.min(Math.max(source - DEGREE_OFFSET, 0), MAX_METRE);
}

const POW10: readonly number[] = Array.from({ length: 16 }, (_, i) => Number(`1e${i}`));

/** Web Mercator metres per degree of longitude over 10^5: the sphere's equator, a · π / 180 · 1e-5. */
const MERCATOR_STEP = 1.1131949079;
/** SVY21 northing per degree of latitude over 10^5 (the WGS84 meridian near 1.35° N). */
const SVY21_NORTHING_STEP = 1.1057466;
/**
 * How far, in steps of the source's metres, rounding `degrees` (converted from metres) to `decimals`
 * (from autoDecimals) moves it: above half a step, converting back would land on the neighbouring
 * metre value, so the degrees get one decimal more (about one value in ten); that keeps the value.
 * `latitude` is the converted point's, which sets the metres per degree.
 */
export function degreesMoved(degrees: number, decimals: number, from: 'EPSG:3414' | 'EPSG:3857', axis: 'x' | 'y', latitude: number): number {
  const count = decimals >= TRIM ? decimals - TRIM : decimals;
  if (count >= MAX_DEGREE) return 0;
  const scaled = Math.abs(degrees) * POW10[count]!;
  const off = Math.abs(scaled - Math.round(scaled));
  const cos = Math.cos((latitude * Math.PI) / 180);
  if (from === 'EPSG:3857') return off * (axis === 'x' ? MERCATOR_STEP : MERCATOR_STEP / cos);
  return off * (axis === 'x' ? MERCATOR_STEP * cos : SVY21_NORTHING_STEP);
}

/**
 * The estimates above leave out SVY21's grid convergence (up to 1.2e-4 rad, which carries one value's
 * rounding into the other) and the scale's small changes over Singapore; within this much of half a
 * step, the converted value is converted back to decide (a few values in ten thousand).
 */
export const UNSURE = 3e-4;

/**
 * As degreesMoved, for SVY21 metres converted from Web Mercator (same decimals). Web Mercator's x is
 * up to 1.00033 of SVY21's easting at Singapore's latitudes, and its y up to 1.0071 of SVY21's northing
 * (Web Mercator puts the sphere's y on the ellipsoid's latitudes, which stretches it by 1 / (1 − e²)): so
 * about one northing in 140 gets a decimal more. The other way (SVY21 → Web Mercator) needs none.
 */
export function metresMoved(metres: number, decimals: number, axis: 'x' | 'y'): number {
  if (decimals >= MAX_METRE) return 0;
  const scaled = Math.abs(metres) * POW10[decimals]!;
  return Math.abs(scaled - Math.round(scaled)) * (axis === 'x' ? 1.00033 : 1.0071);
}
