// Writes converted pairs back into the texts, changing only the characters of the converted numbers.
import { CoordinateError } from './errors';
import { formatFixed, writeFixed } from './format';
import { checkCrs, checkDecimals, checkInput } from './options';
import { PairList } from './pairList';
import { quote } from './plan';
import { CRS, describeCrs } from './systems';
import type { ConversionPlan, CrsId, FoundPair, NumberToken } from './types';

export function renderConversion(
  texts: readonly string[],
  plan: ConversionPlan,
  to: CrsId,
  converted: ReadonlyArray<readonly [x: number, y: number]>,
  options?: { degreeDecimals?: number; metreDecimals?: number },
): string[] {
  checkInput(texts, plan);
  if (!Array.isArray(plan.pairs) || !Array.isArray(converted)) {
    throw new CoordinateError('invalid-option', 'renderConversion needs a plan from planConversion and one result per pair.');
  }
  checkCrs(to, 'target');
  const decimals = decimalsFor(to, options);
  const pairs = plan.pairs;
  if (converted.length !== pairs.length) {
    throw new CoordinateError('invalid-option', `Expected ${pairs.length} converted pairs, got ${converted.length}.`);
  }
  const x = new Float64Array(pairs.length);
  const y = new Float64Array(pairs.length);
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    const c = converted[i];
    if (!isPair(pair) || !Array.isArray(c) || typeof c[0] !== 'number' || typeof c[1] !== 'number') {
      throw new CoordinateError('invalid-option', `renderConversion: pair ${i} of the plan or of the results is malformed.`);
    }
    x[i] = c[0];
    y[i] = c[1];
  }
  const list = PairList.fromPairs(pairs);
  checkPlacement(texts, list);
  return renderPairs(texts, list, x, y, to, decimals);
}

export function decimalsFor(to: CrsId, options: { degreeDecimals?: number; metreDecimals?: number } | undefined): number {
  const setting = checkDecimals(options);
  return CRS[to].unit === 'degree' ? setting.degree : setting.metre;
}

/** A FoundPair as planConversion makes them (a plan may have been through JSON, or made by hand). */
function isPair(p: unknown): p is FoundPair {
  if (typeof p !== 'object' || p === null) return false;
  const { textIndex, first, second, order } = p as FoundPair;
  return Number.isInteger(textIndex) && isToken(first) && isToken(second) && (order === 'xy' || order === 'yx');
}

function isToken(t: unknown): boolean {
  if (typeof t !== 'object' || t === null) return false;
  const { start, end } = t as NumberToken;
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0;
}

/** A plan from elsewhere must fit the texts: pairs in text order, inside their text, not overlapping. */
function checkPlacement(texts: readonly string[], list: PairList): void {
  let textIndex = -1;
  let last = 0;
  for (let i = 0; i < list.count; i++) {
    const t = list.textIndex[i]!;
    if (t !== textIndex) {
      if (t < textIndex || texts[t] === undefined) {
        throw new CoordinateError('invalid-option', 'The plan does not belong to these texts: its pairs must be in text order.');
      }
      textIndex = t;
      last = 0;
    }
    const firstStart = list.firstStart[i]!;
    if (
      firstStart < last ||
      list.firstEnd[i]! <= firstStart ||
      list.secondStart[i]! < list.firstEnd[i]! ||
      list.secondEnd[i]! <= list.secondStart[i]! ||
      list.secondEnd[i]! > texts[t]!.length
    ) {
      throw new CoordinateError('invalid-option', 'The plan does not belong to these texts: its pairs overlap or run past the end.');
    }
    last = list.secondEnd[i]!;
  }
}

/**
 * The texts with pair i's numbers replaced by (x[i], y[i]) in `to`, each pair keeping its order:
 * a pair written x-first stays x-first.
 */
export function renderPairs(texts: readonly string[], list: PairList, x: Float64Array, y: Float64Array, to: CrsId, decimals: number): string[] {
  const out = texts.slice();
  const count = list.count;
  let p = 0;
  while (p < count) {
    const textIndex = list.textIndex[p]!;
    const text = texts[textIndex]!;
    let q = p;
    while (q < count && list.textIndex[q] === textIndex) {
      if (!Number.isFinite(x[q]!) || !Number.isFinite(y[q]!)) {
        const location = { textIndex, start: list.firstStart[q]!, end: list.secondEnd[q]! };
        throw new CoordinateError('outside-extent', `${quote({ text, location })} could not be converted to ${describeCrs(to)}.`, {
          location,
        });
      }
      q++;
    }
    out[textIndex] = renderBytes(text, list, p, q, x, y, decimals) ?? renderSlices(text, list, p, q, x, y, decimals);
    p = q;
  }
  return out;
}

// The output is assembled as UTF-8 in one reusable buffer and decoded once. Copying characters and
// writing digits in place costs a fraction of building a string per number and per slice between
// them and joining those (measured: about 8 ms against 50 ms for 100 000 pairs). `ignoreBOM` keeps a
// leading U+FEFF, which the decoder would otherwise swallow.
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bytes a number can take: sign, 22 integer digits, point, 15 decimals, with room to spare. */
const NUMBER_ROOM = 48;

let bytes = new Uint8Array(1 << 16);
let written = 0;
/** Per text: undefined until a non-ASCII character asks whether UTF-8 can carry the text. */
let wellFormed: boolean | undefined;

function reserve(more: number): void {
  if (written + more <= bytes.length) return;
  let size = bytes.length * 2;
  while (size < written + more) size *= 2;
  const grown = new Uint8Array(size);
  grown.set(bytes.subarray(0, written));
  bytes = grown;
}

/** Copies text[from..to); false when UTF-8 cannot carry the text unchanged (it has a lone surrogate). */
function copy(text: string, from: number, to: number): boolean {
  reserve(to - from);
  const out = bytes;
  let w = written;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c >= 128) {
      // Rare enough to hand the rest of the slice to the encoder.
      wellFormed ??= !LONE_SURROGATE.test(text);
      if (!wellFormed) return false;
      written = w;
      reserve(3 * (to - k));
      written += encoder.encodeInto(text.slice(k, to), bytes.subarray(written)).written;
      return true;
    }
    out[w++] = c;
  }
  written = w;
  return true;
}

function renderBytes(text: string, list: PairList, from: number, to: number, x: Float64Array, y: Float64Array, decimals: number): string | undefined {
  const n = text.length;
  // An ASCII text is copied from its own bytes (TextEncoder makes them natively), which is cheaper
  // than charCodeAt; all n characters encode to n bytes only when every one is ASCII.
  if (source.length < n) source = new Uint8Array(Math.max(n, 2 * source.length));
  const encoded = encoder.encodeInto(text, source.subarray(0, n));
  written = 0;
  if (encoded.read === n && encoded.written === n) {
    const last = renderAscii(list, from, to, x, y, decimals);
    reserve(n - last);
    bytes.set(source.subarray(last, n), written);
    written += n - last;
    return decodeAscii(bytes, written);
  }
  wellFormed = undefined;
  const { firstStart, firstEnd, secondStart, secondEnd, xFirst } = list;
  let last = 0;
  for (let p = from; p < to; p++) {
    const swap = xFirst[p] === 0;
    if (!copy(text, last, firstStart[p]!)) return undefined;
    reserve(NUMBER_ROOM);
    written = writeFixed(bytes, written, swap ? y[p]! : x[p]!, decimals);
    if (!copy(text, firstEnd[p]!, secondStart[p]!)) return undefined;
    reserve(NUMBER_ROOM);
    written = writeFixed(bytes, written, swap ? x[p]! : y[p]!, decimals);
    last = secondEnd[p]!;
  }
  if (!copy(text, last, n)) return undefined;
  return decoder.decode(bytes.subarray(0, written));
}

let source = new Uint8Array(1 << 16);

/**
 * The hot path: the text's bytes are in `source`; module state is read into locals once. Returns the
 * offset where the unchanged tail begins. Nothing follows the loop: V8 compiles long loops while they
 * run, and code after one, not yet run then, made the compiled code bail out on every call.
 */
function renderAscii(list: PairList, from: number, to: number, x: Float64Array, y: Float64Array, decimals: number): number {
  const { firstStart, firstEnd, secondStart, secondEnd, xFirst } = list;
  const src = source;
  let out = bytes;
  let w = 0;
  let last = 0;
  for (let p = from; p < to; p++) {
    const start = firstStart[p]!;
    const middle = firstEnd[p]!;
    const second = secondStart[p]!;
    if (w + (start - last) + (second - middle) + 2 * NUMBER_ROOM > out.length) {
      written = w;
      reserve(start - last + second - middle + 2 * NUMBER_ROOM);
      out = bytes;
    }
    for (let k = last; k < start; k++) out[w++] = src[k]!;
    const swap = xFirst[p] === 0;
    w = writeFixed(out, w, swap ? y[p]! : x[p]!, decimals);
    for (let k = middle; k < second; k++) out[w++] = src[k]!;
    w = writeFixed(out, w, swap ? x[p]! : y[p]!, decimals);
    last = secondEnd[p]!;
    written = w;
  }
  return last;
}

// Node's Buffer turns ASCII bytes into a string several times faster than TextDecoder, which must
// validate UTF-8; it is there in the extension host and in tests, and the decoder stands in elsewhere.
const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

function decodeAscii(data: Uint8Array, length: number): string {
  if (NodeBuffer) return NodeBuffer.from(data.buffer, data.byteOffset, length).toString('latin1');
  return decoder.decode(data.subarray(0, length));
}

/** For texts UTF-8 cannot carry unchanged: slices of the original and the new numbers, joined once. */
function renderSlices(text: string, list: PairList, from: number, to: number, x: Float64Array, y: Float64Array, decimals: number): string {
  const parts: string[] = [];
  let last = 0;
  for (let p = from; p < to; p++) {
    const swap = list.xFirst[p] === 0;
    parts.push(
      text.slice(last, list.firstStart[p]),
      formatFixed(swap ? y[p]! : x[p]!, decimals),
      text.slice(list.firstEnd[p], list.secondStart[p]),
      formatFixed(swap ? x[p]! : y[p]!, decimals),
    );
    last = list.secondEnd[p]!;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
