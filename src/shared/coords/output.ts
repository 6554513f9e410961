// Writes a text with its edits applied (edits.ts), or with its pairs' numbers replaced straight from
// the pair list when those are the only edits, changing only the characters the edits cover.
import { formatFixed, writeFixedAt } from './format';
import { TRIM } from './precision';
import { edits, RENAME } from './edits';
import { AUTO } from './options';
import type { PairList } from './pairList';

// The output is assembled as UTF-8 in one reusable buffer and decoded once. Copying characters and
// writing digits in place costs a fraction of building a string per number and per slice between
// them and joining those (measured: about 8 ms against 50 ms for 100 000 pairs). `ignoreBOM` keeps a
// leading U+FEFF, which the decoder would otherwise swallow.
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Bytes a number can take: formatFixed writes every double in full, up to a sign, 309 integer digits,
 * a point and 22 decimals. (This was 48, and a value of 1e22 or more given to renderConversion near the
 * end of the buffer lost its last digits.)
 */
const NUMBER_ROOM = 340;

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

export function renderBytes(text: string): string | undefined {
  const n = text.length;
  // An ASCII text is copied from its own bytes (TextEncoder makes them natively), which is cheaper
  // than charCodeAt; all n characters encode to n bytes only when every one is ASCII.
  if (source.length < n + 8) source = new Uint8Array(Math.max(n + 8, 2 * source.length));
  const encoded = encoder.encodeInto(text, source.subarray(0, n));
  written = 0;
  if (encoded.read === n && encoded.written === n) {
    const last = renderAscii(edits.count);
    reserve(n - last);
    bytes.set(source.subarray(last, n), written);
    written += n - last;
    return decodeAscii(bytes, written);
  }
  wellFormed = undefined;
  let last = 0;
  for (let k = 0; k < edits.count; k++) {
    if (!copy(text, last, edits.start[k]!)) return undefined;
    writeEdit(k);
    last = edits.end[k]!;
  }
  if (!copy(text, last, n)) return undefined;
  return decoder.decode(bytes.subarray(0, written));
}

/**
 * renderBytes for a text whose only edits are the numbers of pairs [p, q) of `list`, read from the list
 * rather than from `edits`: building those cost a tenth of the writing. Pair i writes x first when
 * `xFirstOut[2 * syntax + xFirst]` is 1, with xCounts[i] and yCounts[i] decimals, or `fixed` unless it
 * is AUTO. Undefined when the text is not ASCII or the pairs are out of order: edits can do those.
 */
export function renderPairBytes(
  text: string,
  list: PairList,
  p: number,
  q: number,
  x: Float64Array,
  y: Float64Array,
  xFirstOut: Uint8Array,
  fixed: number,
  xCounts: Int32Array,
  yCounts: Int32Array,
): string | undefined {
  const n = text.length;
  if (source.length < n + 8) source = new Uint8Array(Math.max(n + 8, 2 * source.length));
  const encoded = encoder.encodeInto(text, source.subarray(0, n));
  if (encoded.read !== n || encoded.written !== n) return undefined;
  written = 0;
  const last = renderPairsAscii(list, p, q, x, y, xFirstOut, fixed, xCounts, yCounts, n);
  if (last < 0) return undefined;
  reserve(n - last);
  bytes.set(source.subarray(last, n), written);
  written += n - last;
  return decodeAscii(bytes, written);
}

/** renderAscii for renderPairBytes; -1 when a pair is out of order or past the end. */
function renderPairsAscii(
  list: PairList,
  p: number,
  q: number,
  x: Float64Array,
  y: Float64Array,
  xFirstOut: Uint8Array,
  fixed: number,
  xCounts: Int32Array,
  yCounts: Int32Array,
  n: number,
): number {
  const { firstStart, firstEnd, secondStart, secondEnd, xFirst, syntax } = list;
  const src = source;
  let out = bytes;
  let w = 0;
  let last = 0;
  for (let i = p; i < q; i++) {
    const a = firstStart[i]!;
    const aEnd = firstEnd[i]!;
    const b = secondStart[i]!;
    const bEnd = secondEnd[i]!;
    if (a < last || b < aEnd || bEnd > n) return -1;
    if (w + (a - last) + (b - aEnd) + 2 * NUMBER_ROOM > out.length) {
      written = w;
      reserve(a - last + (b - aEnd) + 2 * NUMBER_ROOM);
      out = bytes;
    }
    w = copyGap(out, w, src, last, a);
    const xd = fixed === AUTO ? xCounts[i]! : fixed;
    const yd = fixed === AUTO ? yCounts[i]! : fixed;
    const xOut = xFirstOut[2 * syntax[i]! + xFirst[i]!] === 1;
    w = writeNumber(out, w, xOut ? x : y, i, xOut ? xd : yd);
    w = copyGap(out, w, src, aEnd, b);
    w = writeNumber(out, w, xOut ? y : x, i, xOut ? yd : xd);
    last = bEnd;
  }
  written = w;
  return last;
}

/**
 * Copies src[from, to) to out at w, four bytes a step: most gaps take one, and fewer loop exits are
 * fewer mispredicted branches. The bytes copied past the gap are overwritten next (the callers leave
 * room; `source` has 8 bytes spare).
 */
function copyGap(out: Uint8Array, w: number, src: Uint8Array, from: number, to: number): number {
  for (let c = from, d = w; c < to; c += 4, d += 4) {
    out[d] = src[c]!;
    out[d + 1] = src[c + 1]!;
    out[d + 2] = src[c + 2]!;
    out[d + 3] = src[c + 3]!;
  }
  return w + (to - from);
}

/** Writes edit k at `written`: a number, or a new name (ASCII, checked by the caller). */
function writeEdit(k: number): void {
  const decimals = edits.decimals[k]!;
  if (decimals === RENAME) {
    const name = edits.renames[edits.value[k]!]!;
    reserve(name.length);
    for (let c = 0; c < name.length; c++) bytes[written++] = name.charCodeAt(c);
    return;
  }
  reserve(NUMBER_ROOM);
  written = writeNumber(bytes, written, edits.value, k, decimals);
}

/** writeFixedAt, then without trailing zeros when the count has TRIM. */
function writeNumber(out: Uint8Array, at: number, values: Float64Array, index: number, decimals: number): number {
  if (decimals < TRIM) return writeFixedAt(out, at, values, index, decimals);
  let end = writeFixedAt(out, at, values, index, decimals - TRIM);
  while (out[end - 1] === 48) end--; // 0
  if (out[end - 1] === 46) end--; // .
  return end;
}

let source = new Uint8Array(1 << 16);

/**
 * The hot path: the text's bytes are in `source`; module state is read into locals once. Returns the
 * offset where the unchanged tail begins. Nothing follows the loop: V8 compiles long loops while they
 * run, and code after one, not yet run then, made the compiled code bail out on every call.
 */
function renderAscii(count: number): number {
  const starts = edits.start;
  const ends = edits.end;
  const values = edits.value;
  const counts = edits.decimals;
  const src = source;
  let out = bytes;
  let w = 0;
  let last = 0;
  for (let k = 0; k < count; k++) {
    const start = starts[k]!;
    if (w + (start - last) + NUMBER_ROOM > out.length) {
      written = w;
      reserve(start - last + NUMBER_ROOM);
      out = bytes;
    }
    w = copyGap(out, w, src, last, start);
    const decimals = counts[k]!;
    if (decimals >= 0) {
      w = writeNumber(out, w, values, k, decimals);
    } else {
      written = w;
      writeEdit(k);
      out = bytes;
      w = written;
    }
    last = ends[k]!;
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
export function renderSlices(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (let k = 0; k < edits.count; k++) {
    parts.push(text.slice(last, edits.start[k]));
    const decimals = edits.decimals[k]!;
    if (decimals === RENAME) parts.push(edits.renames[edits.value[k]!]!);
    else if (decimals < TRIM) parts.push(formatFixed(edits.value[k]!, decimals));
    else parts.push(formatFixed(edits.value[k]!, decimals - TRIM).replace(/0+$/, '').replace(/\.$/, ''));
    last = edits.end[k]!;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
