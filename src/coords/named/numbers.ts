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

export function token(text: string, start: number, end: number): NumberToken {
  return { start, end, value: Number(text.slice(start, end)) };
}

/** Whether a value is a placeholder rather than a coordinate: blank, or zero. */
export function isPlaceholder(value: ValueRead): boolean {
  return value === EMPTY || value === undefined || value.value === 0;
}
