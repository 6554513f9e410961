// Writes converted pairs back into the texts, changing only the characters of the converted numbers.
import { CoordinateError } from './errors';
import { formatFixed, writeFixed } from './format';
import { renamedKey } from './named';
import { AUTO, checkCrs, checkDecimals, checkInput, checkOrder, type Decimals } from './options';
import { NAMED, PairList, X_FIRST } from './pairList';
import { quote } from './plan';
import { autoDecimals, decimalsOf, degreesMoved, metresMoved, TRIM, UNSURE } from './precision';
import { transformPoint } from './transform';
import { CRS, describeCrs } from './systems';
import type { AxisOrder, ConversionPlan, CrsId, FoundPair, NumberToken } from './types';

export function renderConversion(
  texts: readonly string[],
  plan: ConversionPlan,
  to: CrsId,
  converted: ReadonlyArray<readonly [x: number, y: number]>,
  options?: RenderOptions,
): string[] {
  checkInput(texts, plan);
  if (!Array.isArray(plan.pairs) || !Array.isArray(converted)) {
    throw new CoordinateError('invalid-option', 'renderConversion needs a plan from planConversion and one result per pair.');
  }
  checkCrs(to, 'target');
  const from = checkCrs(plan.from, 'source');
  const settings = renderSettings(options);
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
  return renderPairs(texts, list, x, y, from, to, settings);
}

/** What renderConversion takes from the user's settings; every field has a default. */
export interface RenderOptions {
  degreeDecimals?: number | 'auto';
  metreDecimals?: number | 'auto';
  svy21Order?: AxisOrder;
  rename?: boolean;
}

export interface RenderSettings {
  decimals: Decimals;
  svy21XY: boolean;
  rename: boolean;
}

/** Options checked before any work is done, so that a bad setting never costs a transform. */
export function renderSettings(options: RenderOptions | undefined): RenderSettings {
  return {
    decimals: checkDecimals(options),
    svy21XY: checkOrder(options?.svy21Order) === 'xy',
    rename: options?.rename !== false,
  };
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

/** A plan from elsewhere must fit the texts: pairs grouped by text in order, each number inside its text. */
function checkPlacement(texts: readonly string[], list: PairList): void {
  let textIndex = -1;
  for (let i = 0; i < list.count; i++) {
    const t = list.textIndex[i]!;
    if (t !== textIndex) {
      if (t < textIndex || texts[t] === undefined) {
        throw new CoordinateError('invalid-option', 'The plan does not belong to these texts: its pairs must be in text order.');
      }
      textIndex = t;
    }
    const length = texts[t]!.length;
    if (
      list.firstEnd[i]! <= list.firstStart[i]! ||
      list.secondEnd[i]! <= list.secondStart[i]! ||
      list.firstEnd[i]! > length ||
      list.secondEnd[i]! > length ||
      (list.syntax[i] !== NAMED && list.secondStart[i]! < list.firstEnd[i]!)
    ) {
      throw new CoordinateError('invalid-option', 'The plan does not belong to these texts: its pairs overlap or run past the end.');
    }
  }
}

/**
 * Whether pair p's converted x is written in its first slot. Named values stay under their names.
 * Otherwise the rule is that what we write we read back the same: SVY21, whose axes share a range, in
 * the order SVY21 is read (svy21Order); degrees and Web Mercator, whose values show their axis, in
 * the source's order, except from SVY21: degrees latitude first as people write them, unless the
 * syntax puts x first (GeoJSON, WKT); Web Mercator in the SVY21 pair's order.
 */
function writesXFirst(syntax: number, xFirst: boolean, from: CrsId, to: CrsId, svy21XY: boolean): boolean {
  if (syntax === NAMED) return xFirst;
  if (to === 'EPSG:3414') return svy21XY;
  if (from === 'EPSG:3414') return syntax === X_FIRST || (to === 'EPSG:3857' && xFirst);
  return xFirst;
}

/** Marks an edit that writes a new name (renames[value]) instead of a number. */
const RENAME = -2;

// The edits of one text, in parallel arrays reused between calls: where, which number, how many decimals.
let editStart = new Int32Array(1024);
let editEnd = new Int32Array(1024);
let editValue = new Float64Array(1024);
let editDecimals = new Int32Array(1024);
let editCount = 0;
let renames: string[] = [];

function reserveEdits(more: number): void {
  if (editCount + more <= editStart.length) return;
  let size = editStart.length * 2;
  while (size < editCount + more) size *= 2;
  const int = (a: Int32Array) => {
    const b = new Int32Array(size);
    b.set(a.subarray(0, editCount));
    return b;
  };
  editStart = int(editStart);
  editEnd = int(editEnd);
  editDecimals = int(editDecimals);
  const v = new Float64Array(size);
  v.set(editValue.subarray(0, editCount));
  editValue = v;
}

/**
 * The edits for pairs [p, q) of one text: two numbers a pair and the renamed names, in text order.
 * Throws when two edits overlap (a plan that does not fit the text).
 */
function buildEdits(
  text: string,
  list: PairList,
  p: number,
  q: number,
  x: Float64Array,
  y: Float64Array,
  from: CrsId,
  to: CrsId,
  settings: RenderSettings,
): void {
  editCount = 0;
  renames = [];
  reserveEdits(2 * (q - p));
  const toDegrees = CRS[to].unit === 'degree';
  const fromDegrees = CRS[from].unit === 'degree';
  const fixed = toDegrees ? settings.decimals.degree : settings.decimals.metre;
  const { firstStart, firstEnd, secondStart, secondEnd, xFirst, syntax } = list;
  const svy21XY = settings.svy21XY;
  let sorted = true;
  let last = -1;
  for (let i = p; i < q; i++) {
    const sourceXFirst = xFirst[i] === 1;
    const writeX = writesXFirst(syntax[i]!, sourceXFirst, from, to, svy21XY);
    let xDecimals = fixed;
    let yDecimals = fixed;
    if (fixed === AUTO) {
      const first = decimalsOf(text, firstStart[i]!, firstEnd[i]!);
      const second = decimalsOf(text, secondStart[i]!, secondEnd[i]!);
      xDecimals = autoDecimals(sourceXFirst ? first : second, fromDegrees, toDegrees);
      yDecimals = autoDecimals(sourceXFirst ? second : first, fromDegrees, toDegrees);
      let xMoved = 0;
      let yMoved = 0;
      if (toDegrees && from !== 'EPSG:4326') {
        xMoved = degreesMoved(x[i]!, xDecimals, from, 'x', y[i]!);
        yMoved = degreesMoved(y[i]!, yDecimals, from, 'y', y[i]!);
      } else if (from === 'EPSG:3857' && to === 'EPSG:3414') {
        xMoved = metresMoved(x[i]!, xDecimals, 'x');
        yMoved = metresMoved(y[i]!, yDecimals, 'y');
      }
      if (xMoved > 0.5 - UNSURE || yMoved > 0.5 - UNSURE) {
        const sourceX = sourceXFirst ? list.firstValue[i]! : list.secondValue[i]!;
        const sourceY = sourceXFirst ? list.secondValue[i]! : list.firstValue[i]!;
        const back = convertBack(from, to, x[i]!, y[i]!, xDecimals, yDecimals);
        if (xMoved > 0.5 + UNSURE || (xMoved > 0.5 - UNSURE && !restores(back[0], sourceX, sourceXFirst ? first : second))) xDecimals++;
        if (yMoved > 0.5 + UNSURE || (yMoved > 0.5 - UNSURE && !restores(back[1], sourceY, sourceXFirst ? second : first))) yDecimals++;
      }
    }
    const k = editCount;
    editStart[k] = firstStart[i]!;
    editEnd[k] = firstEnd[i]!;
    editValue[k] = writeX ? x[i]! : y[i]!;
    editDecimals[k] = writeX ? xDecimals : yDecimals;
    editStart[k + 1] = secondStart[i]!;
    editEnd[k + 1] = secondEnd[i]!;
    editValue[k + 1] = writeX ? y[i]! : x[i]!;
    editDecimals[k + 1] = writeX ? yDecimals : xDecimals;
    if (firstStart[i]! < last || secondStart[i]! < firstEnd[i]!) sorted = false;
    last = secondEnd[i]!;
    editCount = k + 2;
  }
  const numbers = editCount;
  if (settings.rename) addRenames(text, list, p, q, toDegrees ? 'degrees' : 'metres');
  if (!sorted) sortEdits(text);
  else if (editCount > numbers) mergeRenames(numbers);
}

/**
 * The numbers' edits [0, numbers) are in text order; the few renames after them are put in place with
 * one merge, not a sort of every edit (a table renames its header once and converts 100 000 rows).
 */
function mergeRenames(numbers: number): void {
  const extra: number[] = [];
  for (let k = numbers; k < editCount; k++) extra.push(k);
  extra.sort((a, b) => editStart[a]! - editStart[b]!);
  const order = new Int32Array(editCount);
  let i = 0;
  let j = 0;
  for (let k = 0; k < editCount; k++) {
    order[k] = j < extra.length && (i >= numbers || editStart[extra[j]!]! < editStart[i]!) ? extra[j++]! : i++;
  }
  permute(order);
}

function permute(order: Int32Array | number[]): void {
  const n = editCount;
  const s = new Int32Array(n);
  const e = new Int32Array(n);
  const v = new Float64Array(n);
  const d = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const from = order[k]!;
    s[k] = editStart[from]!;
    e[k] = editEnd[from]!;
    v[k] = editValue[from]!;
    d[k] = editDecimals[from]!;
  }
  editStart.set(s);
  editEnd.set(e);
  editValue.set(v);
  editDecimals.set(d);
}

/** The converted pair as it will be written, converted back to the source system. */
function convertBack(from: CrsId, to: CrsId, x: number, y: number, xDecimals: number, yDecimals: number): [number, number] {
  const written = (v: number, d: number) => Number(formatFixed(v, d >= TRIM ? d - TRIM : d));
  return transformPoint(to, from, written(x, xDecimals), written(y, yDecimals));
}

/** Whether `back`, written with the source's decimals, is the source value again. */
function restores(back: number, source: number, decimals: number): boolean {
  if (decimals < 0) return true;
  return formatFixed(back, decimals) === formatFixed(source, decimals);
}

function addRenames(text: string, list: PairList, p: number, q: number, target: 'degrees' | 'metres'): void {
  for (const named of list.names) {
    if (named.index < p || named.index >= q) continue;
    for (const axis of ['x', 'y'] as const) {
      const name = named[axis];
      if (!name || text.slice(name.start, name.end) !== name.text) continue;
      const renamed = renamedKey(name.text, target, axis);
      if (renamed === undefined || renamed === name.text) continue;
      reserveEdits(1);
      editStart[editCount] = name.start;
      editEnd[editCount] = name.end;
      editValue[editCount] = renames.length;
      editDecimals[editCount] = RENAME;
      editCount++;
      renames.push(renamed);
    }
  }
}

/** Puts the edits in text order (named values and names come after the plain pairs), once per text. */
function sortEdits(text: string): void {
  const order = Array.from({ length: editCount }, (_, k) => k);
  order.sort((a, b) => editStart[a]! - editStart[b]!);
  permute(order);
  for (let k = 0; k < editCount; k++) {
    if ((k > 0 && editStart[k]! < editEnd[k - 1]!) || editEnd[k]! > text.length) {
      throw new CoordinateError('invalid-option', 'The plan does not belong to these texts: its pairs overlap or run past the end.');
    }
  }
}

/**
 * The texts with pair i's numbers replaced by (x[i], y[i]) in `to`, written in the order the rule
 * above gives, with as many decimals as the settings (or the source values, "auto") ask.
 */
export function renderPairs(
  texts: readonly string[],
  list: PairList,
  x: Float64Array,
  y: Float64Array,
  from: CrsId,
  to: CrsId,
  settings: RenderSettings,
): string[] {
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
    buildEdits(text, list, p, q, x, y, from, to, settings);
    const asciiNames = renames.every((r) => !/[^\x00-\x7f]/.test(r));
    out[textIndex] = (asciiNames ? renderBytes(text) : undefined) ?? renderSlices(text);
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

function renderBytes(text: string): string | undefined {
  const n = text.length;
  // An ASCII text is copied from its own bytes (TextEncoder makes them natively), which is cheaper
  // than charCodeAt; all n characters encode to n bytes only when every one is ASCII.
  if (source.length < n) source = new Uint8Array(Math.max(n, 2 * source.length));
  const encoded = encoder.encodeInto(text, source.subarray(0, n));
  written = 0;
  if (encoded.read === n && encoded.written === n) {
    const last = renderAscii(editCount);
    reserve(n - last);
    bytes.set(source.subarray(last, n), written);
    written += n - last;
    return decodeAscii(bytes, written);
  }
  wellFormed = undefined;
  let last = 0;
  for (let k = 0; k < editCount; k++) {
    if (!copy(text, last, editStart[k]!)) return undefined;
    writeEdit(k);
    last = editEnd[k]!;
  }
  if (!copy(text, last, n)) return undefined;
  return decoder.decode(bytes.subarray(0, written));
}

/** Writes edit k at `written`: a number, or a new name (ASCII, checked by the caller). */
function writeEdit(k: number): void {
  const decimals = editDecimals[k]!;
  if (decimals === RENAME) {
    const name = renames[editValue[k]!]!;
    reserve(name.length);
    for (let c = 0; c < name.length; c++) bytes[written++] = name.charCodeAt(c);
    return;
  }
  reserve(NUMBER_ROOM);
  written = writeNumber(bytes, written, editValue[k]!, decimals);
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
  const starts = editStart;
  const ends = editEnd;
  const values = editValue;
  const counts = editDecimals;
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
function renderSlices(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (let k = 0; k < editCount; k++) {
    parts.push(text.slice(last, editStart[k]));
    const decimals = editDecimals[k]!;
    if (decimals === RENAME) parts.push(renames[editValue[k]!]!);
    else if (decimals < TRIM) parts.push(formatFixed(editValue[k]!, decimals));
    else parts.push(formatFixed(editValue[k]!, decimals - TRIM).replace(/0+$/, '').replace(/\.$/, ''));
    last = editEnd[k]!;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
