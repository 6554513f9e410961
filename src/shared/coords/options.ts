// Options arrive from settings and from other code, so each is checked before any work is done.
import { CoordinateError } from './errors';
import { isCrsId } from './systems';
import type { AxisOrder, CrsId } from './types';

/** The texts and options as given by untyped callers: a list of strings, and an options object. */
export function checkInput(texts: unknown, options: unknown): void {
  if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) {
    throw new CoordinateError('invalid-option', 'The texts to convert must be a list of strings.');
  }
  if (typeof options !== 'object' || options === null) {
    throw new CoordinateError('invalid-option', 'Conversion options are missing.');
  }
}

export function checkCrs(value: unknown, role: 'source' | 'target'): CrsId {
  if (!isCrsId(value)) {
    throw new CoordinateError(
      'invalid-option',
      `The ${role} system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not ${describeValue(value)}.`,
    );
  }
  return value;
}

export function checkOrder(value: unknown): AxisOrder {
  if (value === undefined) return 'xy';
  if (value !== 'xy' && value !== 'yx') {
    throw new CoordinateError('invalid-option', `The SVY21 axis order must be "xy" or "yx", not ${describeValue(value)}.`);
  }
  return value;
}

/** Decimals to write; AUTO (-1) follows each input value's own precision (precision.ts). */
export interface Decimals {
  degree: number;
  metre: number;
}

export const AUTO = -1;

/** Degrees up to 15 decimals (beyond a double's precision at 104°), metres up to 9 (a nanometre), or 'auto'. */
export function checkDecimals(
  options: { degreeDecimals?: number | 'auto'; metreDecimals?: number | 'auto' } | undefined,
): Decimals {
  return {
    degree: checkCount(options?.degreeDecimals, 15, 'Degree decimals'),
    metre: checkCount(options?.metreDecimals, 9, 'Metre decimals'),
  };
}

function checkCount(value: unknown, max: number, what: string): number {
  if (value === undefined || value === 'auto') return AUTO;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new CoordinateError(
      'invalid-option',
      `${what} must be "auto" or a whole number from 0 to ${max}, not ${describeValue(value)}.`,
    );
  }
  return value;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'nothing';
  return String(value);
}
