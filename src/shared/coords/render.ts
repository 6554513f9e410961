// Writes converted pairs back into the texts, changing only the characters of the converted numbers.
import { CoordinateError } from './errors';
import { edits, mergeRenames, RENAME, sortEdits } from './edits';
import { renderBytes, renderPairBytes, renderSlices } from './output';
import { renamedKey } from './named';
import { AUTO, checkCrs, checkDecimals, checkInput, checkOrder, type Decimals } from './options';
import { NAMED, PairList, X_FIRST } from './pairList';
import { plannedDecimals, quote } from './plan';
import { decimalsOf, PairDecimals } from './precision';
import { autoRule, chooseDecimals } from './autoPrecision';
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
  counts: PairDecimals,
): void {
  edits.count = 0;
  edits.renames = [];
  edits.reserve(2 * (q - p));
  const toDegrees = CRS[to].unit === 'degree';
  const fixed = toDegrees ? settings.decimals.degree : settings.decimals.metre;
  const { firstStart, firstEnd, secondStart, secondEnd, xFirst, syntax } = list;
  const { first: xCounts, second: yCounts } = counts;
  const svy21XY = settings.svy21XY;
  const { start, end, value, decimals } = edits;
  let k = 0;
  let sorted = true;
  let last = -1;
  for (let i = p; i < q; i++) {
    const sourceXFirst = xFirst[i] === 1;
    const writeX = writesXFirst(syntax[i]!, sourceXFirst, from, to, svy21XY);
    let xDecimals = fixed;
    let yDecimals = fixed;
    if (fixed === AUTO) {
      xDecimals = xCounts[i]!;
      yDecimals = yCounts[i]!;
    }
    start[k] = firstStart[i]!;
    end[k] = firstEnd[i]!;
    value[k] = writeX ? x[i]! : y[i]!;
    decimals[k] = writeX ? xDecimals : yDecimals;
    start[k + 1] = secondStart[i]!;
    end[k + 1] = secondEnd[i]!;
    value[k + 1] = writeX ? y[i]! : x[i]!;
    decimals[k + 1] = writeX ? yDecimals : xDecimals;
    if (firstStart[i]! < last || secondStart[i]! < firstEnd[i]!) sorted = false;
    last = secondEnd[i]!;
    k += 2;
  }
  edits.count = k;
  const numbers = k;
  if (settings.rename) addRenames(text, list, p, q, toDegrees ? 'degrees' : 'metres');
  if (!sorted) sortEdits(text);
  else if (edits.count > numbers) mergeRenames(numbers);
}

function addRenames(text: string, list: PairList, p: number, q: number, target: 'degrees' | 'metres'): void {
  for (const named of list.names) {
    if (named.index < p || named.index >= q) continue;
    for (const axis of ['x', 'y'] as const) {
      const name = named[axis];
      if (!name || text.slice(name.start, name.end) !== name.text) continue;
      const renamed = renamedKey(name.text, target, axis);
      if (renamed === undefined || renamed === name.text) continue;
      edits.reserve(1);
      edits.start[edits.count] = name.start;
      edits.end[edits.count] = name.end;
      edits.value[edits.count] = edits.renames.length;
      edits.decimals[edits.count] = RENAME;
      edits.count++;
      edits.renames.push(renamed);
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
  const fixed = CRS[to].unit === 'degree' ? settings.decimals.degree : settings.decimals.metre;
  const auto = fixed === AUTO;
  // Whether pair i writes x first, by 2 * syntax + xFirst (the rule depends on nothing else).
  const xFirstOut = new Uint8Array(6);
  for (let k = 0; k < 6; k++) xFirstOut[k] = writesXFirst(k >> 1, (k & 1) === 1, from, to, settings.svy21XY) ? 1 : 0;
  const sourceDecimals = !auto ? readDecimalsInto : (plannedDecimals(list) ?? readDecimals(texts, list));
  // "auto": the counts chosen for each pair (x's in first, y's in second), before the edits are made.
  const counts = autoCounts;
  if (auto) counts.reserve(count);
  const textIndexes = list.textIndex;
  let p = 0;
  while (p < count) {
    const textIndex = textIndexes[p]!;
    const text = texts[textIndex]!;
    let q = p;
    while (q < count && textIndexes[q] === textIndex) {
      if (!Number.isFinite(x[q]!) || !Number.isFinite(y[q]!)) {
        const location = { textIndex, start: list.firstStart[q]!, end: list.secondEnd[q]! };
        throw new CoordinateError('outside-extent', `${quote({ text, location })} could not be converted to ${describeCrs(to)}.`, {
          location,
        });
      }
      q++;
    }
    if (auto) chooseDecimals(autoRule(from, to), list, p, q, x, y, sourceDecimals, counts);
    // Without names to rename, the pairs' numbers are the only edits: written straight from the list.
    const plain = !(settings.rename && list.names.some((named) => named.index >= p && named.index < q));
    let rendered = plain ? renderPairBytes(text, list, p, q, x, y, xFirstOut, fixed, counts.first, counts.second) : undefined;
    if (rendered === undefined) {
      buildEdits(text, list, p, q, x, y, from, to, settings, counts);
      const asciiNames = edits.renames.every((r) => !/[^\x00-\x7f]/.test(r));
      rendered = (asciiNames ? renderBytes(text) : undefined) ?? renderSlices(text);
    }
    out[textIndex] = rendered;
    p = q;
  }
  return out;
}

const readDecimalsInto = new PairDecimals();
const autoCounts = new PairDecimals();

/** The pairs' source decimals read from the texts, for a list planPairs did not make (none without "auto"). */
function readDecimals(texts: readonly string[], list: PairList): PairDecimals {
  const read = readDecimalsInto;
  read.reserve(list.count);
  for (let i = 0; i < list.count; i++) {
    const text = texts[list.textIndex[i]!]!;
    read.first[i] = decimalsOf(text, list.firstStart[i]!, list.firstEnd[i]!);
    read.second[i] = decimalsOf(text, list.secondStart[i]!, list.secondEnd[i]!);
  }
  return read;
}
