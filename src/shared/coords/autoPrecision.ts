// The decimals "auto" gives one converted pair, both ways of a round trip.
//
// Out (precision.ts): each value gets the decimals that resolve its source value, and one more where
// rounding would land on the neighbouring source value when converted back (metres → degrees, and Web
// Mercator → SVY21: about one value in ten, and one y in 140).
// Back: a value written with that one decimal more would come back with one decimal more too. So when
// converting the other way, a value is written with one decimal fewer if that is the text that, converted
// out again by the rule above, gives exactly the source's text. Degrees → metres → degrees stays exact,
// because a shorter value is only chosen when it converts back to the source's very text.
// The other value's rounding moves a value too (an easting written to whole metres moves the latitude by up to
// 0.1 of its last digit through SVY21's grid convergence): where that puts the nearest text at the chosen
// decimals on the wrong side, its neighbour on the other side is written if it converts back to the source's
// text, rather than a decimal more. So degrees → metres → degrees gives the degrees' own text back.
import { endsInZero, fixedValue, formatFixed, MOST_DECIMALS } from './format';
import { autoDecimals, degreesMoved, metresMoved, type PairDecimals, TRIM, UNSURE } from './precision';
import type { PairList } from './pairList';
import { CRS } from './systems';
import { transformPoint } from './transform';
import type { CrsId } from './types';

const POW10: readonly number[] = Array.from({ length: 16 }, (_, i) => Number(`1e${i}`));

/** The two counts of the last pairDecimals call (with TRIM where set): no array per pair in the hot loop. */
export const chosen = { x: 0, y: 0 };

/**
 * The values to write for the last pair pairDecimals decided (metres → degrees only): the converted x and y,
 * or, where the nearest text at the chosen decimals would not convert back to the source but its neighbour
 * does, the neighbour (see addWhereMoved).
 */
export const written2 = new Float64Array(2);

/**
 * The pair pairDecimals decides for: converted x and y, then source x and y. The caller writes them
 * here rather than passing them: a call V8 does not inline boxes each double argument, which was 6 MB
 * of garbage for 100 000 pairs. Read into locals before any call that may decide another pair.
 */
export const pair = new Float64Array(4);

/** What the rule needs to know of one direction, worked out once (the hot loop only reads it). */
export interface AutoRule {
  readonly from: CrsId;
  readonly to: CrsId;
  readonly fromDegrees: boolean;
  readonly toDegrees: boolean;
  /** Whether a value may need a decimal more: metres → degrees, Web Mercator → SVY21. */
  readonly mayAdd: boolean;
  /** Whether the other way may add one, which this way then takes off. */
  readonly takesOff: boolean;
  /** The rule of the way back, once asked for (the lookup by name costs more than the rest of a pair). */
  back?: AutoRule;
}

const rules = new Map<string, AutoRule>();

export function autoRule(from: CrsId, to: CrsId): AutoRule {
  const key = `${from}>${to}`;
  let rule = rules.get(key);
  if (rule === undefined) {
    const fromDegrees = CRS[from].unit === 'degree';
    const toDegrees = CRS[to].unit === 'degree';
    rule = {
      from,
      to,
      fromDegrees,
      toDegrees,
      mayAdd: (toDegrees && !fromDegrees) || (from === 'EPSG:3857' && to === 'EPSG:3414'),
      takesOff: (fromDegrees && !toDegrees) || (from === 'EPSG:3414' && to === 'EPSG:3857'),
    };
    rules.set(key, rule);
  }
  return rule;
}

/**
 * Chooses the decimals for the converted pair in `pair`, from its source values and their decimals (-1:
 * exponent notation). The result is in `chosen`. Small on purpose, so that V8 inlines it into the
 * writer's loop: the rare paths are other functions.
 */
export function pairDecimals(rule: AutoRule, xSource: number, ySource: number): void {
  chosen.x = autoDecimals(xSource, rule.fromDegrees, rule.toDegrees);
  chosen.y = autoDecimals(ySource, rule.fromDegrees, rule.toDegrees);
  if (rule.mayAdd) {
    written2[0] = pair[0]!;
    written2[1] = pair[1]!;
    addWhereMoved(rule, xSource, ySource);
  }
  if (rule.takesOff && xSource >= 0 && ySource >= 0 && (lastDigitMayBeZero(pair[0]!, chosen.x) || lastDigitMayBeZero(pair[1]!, chosen.y))) {
    takeOffWhereAdded(rule, xSource, ySource);
  }
}

/** A decimal more for each value that rounding would move onto the neighbouring source value. */
function addWhereMoved(rule: AutoRule, xSource: number, ySource: number): void {
  const x = pair[0]!;
  const y = pair[1]!;
  let xd = chosen.x;
  let yd = chosen.y;
  let xMoved: number;
  let yMoved: number;
  if (rule.toDegrees) {
    xMoved = degreesMoved(x, xd, rule.from as 'EPSG:3414' | 'EPSG:3857', 'x', y);
    yMoved = degreesMoved(y, yd, rule.from as 'EPSG:3414' | 'EPSG:3857', 'y', y);
  } else {
    xMoved = metresMoved(x, xd, 'x');
    yMoved = metresMoved(y, yd, 'y');
  }
  if (xMoved > 0.5 - UNSURE || yMoved > 0.5 - UNSURE) {
    const back = convertBack(rule, x, y, xd, yd);
    const addX = xMoved > 0.5 + UNSURE || (xMoved > 0.5 - UNSURE && !restores(back[0], pair[2]!, xSource));
    const addY = yMoved > 0.5 + UNSURE || (yMoved > 0.5 - UNSURE && !restores(back[1], pair[3]!, ySource));
    // The other value's rounding moves this one too (SVY21's grid convergence: a northing written to 1e-4 m
    // beside an easting written to whole metres): then the text on the value's other side, at the same
    // decimals, may be the one that converts back to the source. It is taken before a decimal more, so that
    // degrees → metres → degrees gives the degrees' own text back; it is within 0.55 of a last digit.
    if (addX && neighbourRestores(rule, 0, xd, yd, xSource, ySource, addY)) written2[0] = neighbour(x, xd);
    else if (addX) xd++;
    if (addY && neighbourRestores(rule, 1, xd, yd, xSource, ySource, false)) written2[1] = neighbour(y, yd);
    else if (addY) yd++;
  }
  chosen.x = xd;
  chosen.y = yd;
}

/**
 * pairDecimals for each of pairs [p, q) of `list`, converted to (x, y), whose numbers have `source`
 * decimals: x's counts into counts.first, y's into counts.second. A loop of its own, into which V8
 * inlines pairDecimals; called from the writer's larger loop, it stayed a call, a fifth of the writing.
 */
export function chooseDecimals(
  rule: AutoRule,
  list: PairList,
  p: number,
  q: number,
  x: Float64Array,
  y: Float64Array,
  source: PairDecimals,
  counts: PairDecimals,
): void {
  const { firstValue, secondValue, xFirst } = list;
  const { first, second } = source;
  const { first: xCounts, second: yCounts } = counts;
  for (let i = p; i < q; i++) {
    const xIsFirst = xFirst[i] === 1;
    pair[0] = x[i]!;
    pair[1] = y[i]!;
    pair[2] = xIsFirst ? firstValue[i]! : secondValue[i]!;
    pair[3] = xIsFirst ? secondValue[i]! : firstValue[i]!;
    pairDecimals(rule, xIsFirst ? first[i]! : second[i]!, xIsFirst ? second[i]! : first[i]!);
    xCounts[i] = chosen.x;
    yCounts[i] = chosen.y;
    if (rule.mayAdd) {
      x[i] = written2[0]!;
      y[i] = written2[1]!;
    }
  }
}

/** The value at `decimals` on its other side from the nearest text: the second-nearest text. */
function neighbour(value: number, decimals: number): number {
  const count = decimals >= TRIM ? decimals - TRIM : decimals;
  const step = 1 / POW10[count]!;
  const nearest = fixedValue(value, count);
  return fixedValue(value > nearest ? nearest + step : nearest - step, count);
}

/**
 * Whether, with value `axis` written as its neighbour (the other as written2 holds it, with its decimals),
 * the pair converts back to the source's texts: this value's, and the other's unless it gets a decimal more.
 */
function neighbourRestores(rule: AutoRule, axis: 0 | 1, xd: number, yd: number, xSource: number, ySource: number, otherAdded: boolean): boolean {
  if ((axis === 0 ? xd : yd) < 1 || (axis === 0 ? xSource : ySource) < 0) return false;
  const wx = axis === 0 ? neighbour(written2[0]!, xd) : fixedValue(written2[0]!, xd & ~TRIM);
  const wy = axis === 1 ? neighbour(written2[1]!, yd) : fixedValue(written2[1]!, yd & ~TRIM);
  const [bx, by] = transformPoint(rule.to, rule.from, wx, wy);
  const mine = axis === 0 ? restores(bx, pair[2]!, xSource) : restores(by, pair[3]!, ySource);
  const other = otherAdded || (axis === 0 ? restores(by, pair[3]!, ySource) : restores(bx, pair[2]!, xSource));
  return mine && other;
}

/** The pair as it will be written, converted back to the source system. */
function convertBack(rule: AutoRule, x: number, y: number, xd: number, yd: number): [number, number] {
  return transformPoint(rule.to, rule.from, fixedValue(x, xd & ~TRIM), fixedValue(y, yd & ~TRIM));
}

/**
 * Nine values in ten fail this without making any text. It is |scaled - Math.round(scaled)| < 0.06,
 * written so as to branch on nothing but the answer: a branch on which side of .5 the fraction lies
 * is a coin toss for the processor, and its mispredictions made this test a tenth of the writing.
 * Both differences are exact (Sterbenz: each subtracts numbers within a factor 2 of each other, and
 * 1 - f matters only for f ≥ 0.5), so the answer is that of the rounding for every double.
 */
function lastDigitMayBeZero(value: number, decimals: number): boolean {
  const count = decimals >= TRIM ? decimals - TRIM : decimals;
  if (count < 1) return false;
  const scaled = Math.abs(value) * POW10[count - 1]!;
  const f = scaled - Math.floor(scaled);
  return f < 0.06 || 1 - f < 0.06;
}

function takeOffWhereAdded(rule: AutoRule, xSource: number, ySource: number): void {
  const x = pair[0]!;
  const y = pair[1]!;
  const sourceX = pair[2]!;
  const sourceY = pair[3]!;
  const xd = chosen.x;
  const yd = chosen.y;
  // Files write a pair's values with the same decimals, or each as short as it goes (JSON, whose numbers
  // never end in 0). Either way a value that would end in 0 with more decimals than its partner had the
  // extra decimal, and so had both values when both would end in 0 (about one pair in a hundred). Counts
  // are as written (degrees without trailing zeros give whole metres). Only a final 0 is taken off, so no
  // reading ever moves a value; where a source's own final 0s are read as the extra decimal (both values
  // ending in 0, about one pair in ten thousand), they come back without it, the same numbers.
  const both = xd === yd && shorterFits(x, xd) && shorterFits(y, yd);
  const xShort = both || (xd > yd && shorterFits(x, xd));
  const yShort = both || (yd > xd && shorterFits(y, yd));
  if (xShort || yShort) reconverts(rule, x, y, xShort ? xd - 1 : xd, yShort ? yd - 1 : yd, sourceX, sourceY, xSource, ySource);
}

/**
 * Whether (x, y) written with these decimals converts out again, by the rule, to exactly the source's
 * text: then these counts are left in `chosen`, otherwise the counts without shortening.
 */
function reconverts(rule: AutoRule, x: number, y: number, xw: number, yw: number, sourceX: number, sourceY: number, xSource: number, ySource: number): void {
  const xd = chosen.x;
  const yd = chosen.y;
  const wx = fixedValue(x, xw);
  const wy = fixedValue(y, yw);
  const [ox, oy] = transformPoint(rule.to, rule.from, wx, wy);
  pair[0] = ox;
  pair[1] = oy;
  pair[2] = wx;
  pair[3] = wy;
  const back = (rule.back ??= autoRule(rule.to, rule.from));
  pairDecimals(back, xw, yw);
  const [bx, by] = back.mayAdd ? [written2[0]!, written2[1]!] : [ox, oy];
  const same = written(bx, chosen.x) === sourceText(sourceX, xSource) && written(by, chosen.y) === sourceText(sourceY, ySource);
  chosen.x = same ? xw : xd;
  chosen.y = same ? yw : yd;
}

/**
 * Whether the value, written with `decimals`, ends in 0: then one decimal fewer is the same number, and
 * choosing it never moves a value (the other readings of such a text differ from it in the last digit).
 */
function shorterFits(value: number, decimals: number): boolean {
  return lastDigitMayBeZero(value, decimals) && endsInZero(value, decimals >= TRIM ? decimals - TRIM : decimals);
}

/** The text a value is written as with `decimals` (trailing zeros dropped when TRIM is set). */
function written(value: number, decimals: number): string {
  if (decimals < TRIM) return formatFixed(value, decimals);
  const text = formatFixed(value, decimals - TRIM);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Whether `back`, written with the source's decimals, is the source value again. */
function restores(back: number, source: number, decimals: number): boolean {
  if (decimals < 0) return true;
  return sourceText(back, decimals) === sourceText(source, decimals);
}

/**
 * A value written with its source's decimals, for comparing with another: a file may give a number any
 * count (118 in issue 18, past the 100 toFixed accepts). Beyond 22 decimals no two doubles of Singapore's
 * extent (from 1e-6) write the same text, so comparing at 22 answers as comparing at the full count would.
 */
function sourceText(value: number, decimals: number): string {
  return formatFixed(value, Math.min(decimals, MOST_DECIMALS));
}
