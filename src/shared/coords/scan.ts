// Finds the numbers in a text and how they group into runs. This is the hot loop of a conversion
// (a 100 000-line file is millions of characters), so it walks bytes with a class table and parses
// digits as it goes, instead of running regular expressions.
import { codeUnits } from './codeUnits';

/** One text's numbers, in parallel typed arrays: no object per number until a pair is chosen. */
export interface ScannedNumbers {
  count: number;
  /** Offset of the first character, the sign included. */
  start: Int32Array;
  end: Int32Array;
  value: Float64Array;
  /** Digits after the point as written; -1 with an exponent (see decimalsOf in precision.ts). */
  decimals: Int32Array;
  /**
   * How number i joins number i-1: NEW_RUN, SAME_LINE (same run, no line break between), or
   * NEXT_LINE (same run across a line break). Index 0 is always NEW_RUN.
   */
  link: Uint8Array;
}

export const NEW_RUN = 0;
export const SAME_LINE = 1;
export const NEXT_LINE = 2;

const OTHER = 0;
const DIGIT = 1;
/** Letters and `_` (and non-ASCII letters, which codeUnits turns into `a`): a number touching one is part of a word. */
const WORD = 2;
const DOT = 3;
const SIGN = 4;

const CLASS = new Uint8Array(256);
for (let c = 48; c <= 57; c++) CLASS[c] = DIGIT;
for (let c = 65; c <= 90; c++) CLASS[c] = WORD;
for (let c = 97; c <= 122; c++) CLASS[c] = WORD;
CLASS[95] = WORD; // _
CLASS[46] = DOT;
CLASS[43] = SIGN;
CLASS[45] = SIGN;

const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

// Growable buffers reused between calls: a conversion scans one text and records its pairs before it
// scans the next, so nothing outlives the next call.
let startBuf = new Int32Array(1024);
let endBuf = new Int32Array(1024);
let valueBuf = new Float64Array(1024);
let decimalsBuf = new Int32Array(1024);
let linkBuf = new Uint8Array(1024);

function grow(): void {
  const size = startBuf.length * 2;
  const s = new Int32Array(size);
  s.set(startBuf);
  startBuf = s;
  const e = new Int32Array(size);
  e.set(endBuf);
  endBuf = e;
  const v = new Float64Array(size);
  v.set(valueBuf);
  valueBuf = v;
  const d = new Int32Array(size);
  d.set(decimalsBuf);
  decimalsBuf = d;
  const l = new Uint8Array(size);
  l.set(linkBuf);
  linkBuf = l;
}

/**
 * Every number in `text` that stands on its own: `[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?`, not glued
 * to a word or to another number. Glued means the character before (before the sign) is a letter,
 * digit, `_` or `.`, or the character after is a letter, digit, `_`, a `.` before a digit, or a sign
 * before a digit. The last rule is ours: it makes `2023-11-30` and `1.3-103.8` one word rather than
 * the number 2023 (or 1.3) followed by a dash. A rejected number takes the rest of its word with it,
 * so `1.2.3`, `v2` and `x1e5` give nothing.
 *
 * The result lives in buffers that the next call overwrites.
 */
export function scanNumbers(text: string): ScannedNumbers {
  const count = scanInto(text, codeUnits(text), text.length);
  return { count, start: startBuf, end: endBuf, value: valueBuf, decimals: decimalsBuf, link: linkBuf };
}

// The loop lives apart from the object scanNumbers returns: V8 compiles the loop while it runs (OSR),
// before the code after it has ever run, and an object built there made it bail out of the compiled
// code on every call.
function scanInto(text: string, b: Uint8Array, n: number): number {
  // Module-level buffers are read into locals: V8 loads and checks a module `let` on every use.
  let starts = startBuf;
  let ends = endBuf;
  let values = valueBuf;
  let decimals = decimalsBuf;
  let links = linkBuf;
  let count = 0;
  let prevEnd = 0;
  let prevQuoted = false;
  let i = 0;
  while (i < n) {
    const c = b[i]!;
    const cls = CLASS[c]!;
    if (cls === OTHER) {
      i++;
      continue;
    }
    if (cls === WORD) {
      i = skipWord(b, i + 1, n);
      continue;
    }
    // A digit, a dot or a sign: perhaps a number.
    const start = i;
    let p = i;
    if (cls === SIGN) {
      p++;
      const d = p < n ? b[p]! : 0;
      if (!((d >= 48 && d <= 57) || (d === 46 && isDigit(b, p + 1, n)))) {
        i = p;
        continue;
      }
    } else if (cls === DOT && !isDigit(b, p + 1, n)) {
      i = p + 1;
      continue;
    }
    if (start > 0) {
      const before = CLASS[b[start - 1]!]!;
      if (before === DIGIT || before === WORD || before === DOT) {
        i = skipWord(b, p, n);
        continue;
      }
    }

    // Mantissa digits go into an integer while it stays exact (15 digits); see the value below.
    let mantissa = 0;
    let digits = 0;
    let fractionDigits = 0;
    let q = p;
    // b[n] is 0 (see codeUnits), which ends these loops at the end of the text.
    let d = b[q]! - 48;
    while (d >= 0 && d <= 9) {
      mantissa = mantissa * 10 + d;
      digits++;
      d = b[++q]! - 48;
    }
    if (d === 46 - 48) {
      d = b[++q]! - 48;
      while (d >= 0 && d <= 9) {
        mantissa = mantissa * 10 + d;
        digits++;
        fractionDigits++;
        d = b[++q]! - 48;
      }
    }
    let exponent = 0;
    let exponentDigits = 0;
    if (d === 101 - 48 || d === 69 - 48) {
      // e/E counts only with digits after it; otherwise it is a letter glued to the number.
      let r = q + 1;
      let negativeExponent = false;
      const s = b[r]!;
      if (s === 43 || s === 45) {
        negativeExponent = s === 45;
        r++;
      }
      let e = r <= n ? b[r]! - 48 : -1;
      if (e >= 0 && e <= 9) {
        while (e >= 0 && e <= 9) {
          exponent = exponent * 10 + e;
          exponentDigits++;
          e = b[++r]! - 48;
        }
        if (negativeExponent) exponent = -exponent;
        q = r;
      }
    }

    if (q < n) {
      const after = b[q]!;
      const acls = CLASS[after]!;
      if (
        acls === DIGIT ||
        acls === WORD ||
        (acls === DOT && isDigit(b, q + 1, n)) ||
        (acls === SIGN && (isDigit(b, q + 1, n) || (q + 1 < n && b[q + 1] === 46 && isDigit(b, q + 2, n))))
      ) {
        i = skipWord(b, q, n);
        continue;
      }
    }

    let value: number;
    const power = exponent - fractionDigits;
    if (digits <= 15 && exponentDigits <= 4 && power >= -22 && power <= 22) {
      // Both operands are exact doubles, so one multiplication or division rounds correctly
      // (Clinger's fast path): the same double Number() would give, at a fraction of the cost.
      value = power < 0 ? mantissa / POW10[-power]! : mantissa * POW10[power]!;
    } else {
      value = Number(text.slice(p, q));
    }
    if (c === 45) value = -value;

    // Quotes count as part of the number when the same quote closes it: "1.3", "103.8".
    const open = start > 0 ? b[start - 1]! : 0;
    const quoted = (open === 34 || open === 39) && q < n && b[q] === open;

    if (count === starts.length) {
      grow();
      starts = startBuf;
      ends = endBuf;
      values = valueBuf;
      decimals = decimalsBuf;
      links = linkBuf;
    }
    starts[count] = start;
    ends[count] = q;
    values[count] = value;
    decimals[count] = exponentDigits > 0 ? -1 : fractionDigits;
    links[count] = count === 0 ? NEW_RUN : gapLink(b, prevQuoted ? prevEnd + 1 : prevEnd, quoted ? start - 1 : start);
    count++;
    prevEnd = q;
    prevQuoted = quoted;
    i = q;
  }
  return count;
}

function isDigit(b: Uint8Array, i: number, n: number): boolean {
  if (i >= n) return false;
  const c = b[i]!;
  return c >= 48 && c <= 57;
}

/** Past the word that starts before `i`: letters, digits, `_` and dots. */
function skipWord(b: Uint8Array, i: number, n: number): number {
  while (i < n) {
    const cls = CLASS[b[i]!]!;
    if (cls !== DIGIT && cls !== WORD && cls !== DOT) break;
    i++;
  }
  return i;
}

/**
 * Two numbers belong to one run when only whitespace and at most one `,` or `;` lie between them
 * (quotes around either number having been stepped over by the caller). Line breaks are allowed,
 * for pretty-printed JSON, but recorded: see `runs.ts`.
 */
function gapLink(b: Uint8Array, from: number, to: number): number {
  if (from > to) return NEW_RUN; // `"1.3"103.8"`: one quote cannot close one number and open the next
  let separators = 0;
  let lineBreak = false;
  for (let j = from; j < to; j++) {
    const c = b[j]!;
    if (c === 32 || c === 9 || c === 11 || c === 12) continue;
    if (c === 10 || c === 13) {
      lineBreak = true;
    } else if (c === 44 || c === 59) {
      if (++separators > 1) return NEW_RUN;
    } else {
      return NEW_RUN;
    }
  }
  return lineBreak ? NEXT_LINE : SAME_LINE;
}

/**
 * Removes from `scan` the numbers starting at the offsets in `taken` (ascending): values that named
 * coordinates claim. The number after a removed one starts a new run, so that the numbers on either
 * side of a named value never pair with each other; with `rowsAreRecords`, every line starts a new run.
 */
export function dropTaken(scan: ScannedNumbers, taken: readonly number[], rowsAreRecords: boolean): void {
  const { start, end, value, decimals, link } = scan;
  let w = 0;
  let t = 0;
  let broken = false;
  for (let i = 0; i < scan.count; i++) {
    const s = start[i]!;
    while (t < taken.length && taken[t]! < s) t++;
    if (t < taken.length && taken[t] === s) {
      broken = true;
      continue;
    }
    start[w] = s;
    end[w] = end[i]!;
    value[w] = value[i]!;
    decimals[w] = decimals[i]!;
    link[w] = broken || w === 0 || (rowsAreRecords && link[i] === NEXT_LINE) ? NEW_RUN : link[i]!;
    broken = false;
    w++;
  }
  scan.count = w;
}
