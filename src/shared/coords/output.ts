// Writes a text with its edits applied (edits.ts), changing only the characters the edits cover.
import { formatFixed, writeFixed } from './format';
import { TRIM } from './precision';
import { edits, RENAME } from './edits';

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

export function renderBytes(text: string): string | undefined {
  const n = text.length;
  // An ASCII text is copied from its own bytes (TextEncoder makes them natively), which is cheaper
  // than charCodeAt; all n characters encode to n bytes only when every one is ASCII.
  if (source.length < n) source = new Uint8Array(Math.max(n, 2 * source.length));
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
  written = writeNumber(bytes, written, edits.value[k]!, decimals);
}

/** writeFixed, then without trailing zeros when the count has TRIM. */
function writeNumber(out: Uint8Array, at: number, value: number, decimals: number): number {
  if (decimals < TRIM) return writeFixed(out, at, value, decimals);
  let end = writeFixed(out, at, value, decimals - TRIM);
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
    for (let c = last; c < start; c++) out[w++] = src[c]!;
    const decimals = counts[k]!;
    if (decimals >= 0) {
      w = writeNumber(out, w, values[k]!, decimals);
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
