// Reading one named value: a bare number after a key, or a whole field or quoted string that is a number.
import type { NumberToken } from '../types';

/** A value that is there but blank (`""`, an empty CSV field): it takes its name's place but pairs with nothing. */
export const EMPTY = 'empty';

export type ValueRead = NumberToken | typeof EMPTY | undefined;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * End of the number `[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?` starting at `i`, or -1. Nothing about what
 * follows: the callers decide what may end a value.
 */
export function numberEnd(text: string, i: number, limit: number): number {
  let p = i;
  let c = p < limit ? text.charCodeAt(p) : 0;
  if (c === 43 || c === 45) c = ++p < limit ? text.charCodeAt(p) : 0;
  let digits = 0;
  while (isDigit(c)) {
    digits++;
    c = ++p < limit ? text.charCodeAt(p) : 0;
  }
  if (c === 46) {
    c = ++p < limit ? text.charCodeAt(p) : 0;
    while (isDigit(c)) {
      digits++;
      c = ++p < limit ? text.charCodeAt(p) : 0;
    }
  }
  if (digits === 0) return -1;
  if (c === 101 || c === 69) {
    let q = p + 1;
    let e = q < limit ? text.charCodeAt(q) : 0;
    if (e === 43 || e === 45) e = ++q < limit ? text.charCodeAt(q) : 0;
    if (isDigit(e)) {
      while (isDigit(e)) e = ++q < limit ? text.charCodeAt(q) : 0;
      p = q;
    }
  }
  return p;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** The number that is all of `text[start, end)` but for spaces around it; EMPTY when only spaces. */
export function numberFilling(text: string, start: number, end: number): ValueRead {
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  if (start === end) return EMPTY;
  const stop = numberEnd(text, start, end);
  if (stop !== end) return undefined;
  return token(text, start, end);
}

const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

/** The number `text[start, end)`, which numberEnd has accepted. */
export function token(text: string, start: number, end: number): NumberToken {
  return { start, end, value: valueOf(text, start, end) };
}

/**
 * Plain decimals of up to 15 digits are computed here: both operands of the one division are exact
 * doubles, so it rounds as Number() does (Clinger's fast path) without making a string for each value.
 */
function valueOf(text: string, start: number, end: number): number {
  let i = start;
  const sign = text.charCodeAt(i);
  if (sign === 43 || sign === 45) i++;
  let mantissa = 0;
  let digits = 0;
  let fraction = -1;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      fraction = 0;
      continue;
    }
    if (c < 48 || c > 57) return Number(text.slice(start, end)); // an exponent
    mantissa = mantissa * 10 + (c - 48);
    digits++;
    if (fraction >= 0) fraction++;
  }
  if (digits > 15) return Number(text.slice(start, end));
  const value = fraction > 0 ? mantissa / POW10[fraction]! : mantissa;
  return sign === 45 ? -value : value;
}
