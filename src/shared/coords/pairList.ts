// The pairs of a plan as parallel typed arrays. convertTexts works on this form throughout: a
// 100 000-line file would otherwise cost 300 000 small objects (a pair and its two numbers), whose
// allocation and garbage collection alone took half as long as proj4's transforms. planConversion
// hands out the same pairs as FoundPair objects, and renderConversion takes them back.
import type { AxisOrder, FoundPair, HeaderName, PairName } from './types';

/** How a pair is written, which decides the order it is written back in (render.ts). */
export const PLAIN = 0;
/** A GeoJSON position or a WKT point: longitude/easting first whatever the system. */
export const X_FIRST = 1;
/** Each value under its own name: the values stay where they are. */
export const NAMED = 2;

const SYNTAX: readonly NonNullable<FoundPair['syntax']>[] = ['plain', 'x-first', 'named'];

export class PairList {
  count = 0;
  textIndex: Int32Array;
  firstStart: Int32Array;
  firstEnd: Int32Array;
  secondStart: Int32Array;
  secondEnd: Int32Array;
  firstValue: Float64Array;
  secondValue: Float64Array;
  /** 1 when the first number is the easting/longitude (order 'xy'). */
  xFirst: Uint8Array;
  /** PLAIN, X_FIRST or NAMED. */
  syntax: Uint8Array;
  /** The names of named pairs that may be renamed, by pair index; few, so not a typed array. */
  names: Array<{ index: number; x?: PairName; y?: PairName }> = [];
  /** The header's names of the pairs converted without their header line (offsets into that line). */
  headerNames: HeaderName[] = [];

  constructor(capacity = 256) {
    this.textIndex = new Int32Array(capacity);
    this.firstStart = new Int32Array(capacity);
    this.firstEnd = new Int32Array(capacity);
    this.secondStart = new Int32Array(capacity);
    this.secondEnd = new Int32Array(capacity);
    this.firstValue = new Float64Array(capacity);
    this.secondValue = new Float64Array(capacity);
    this.xFirst = new Uint8Array(capacity);
    this.syntax = new Uint8Array(capacity);
  }

  push(
    textIndex: number,
    firstStart: number,
    firstEnd: number,
    secondStart: number,
    secondEnd: number,
    a: number,
    b: number,
    xFirst: boolean,
    syntax = PLAIN,
  ): void {
    const i = this.count;
    if (i === this.textIndex.length) this.grow();
    this.textIndex[i] = textIndex;
    this.firstStart[i] = firstStart;
    this.firstEnd[i] = firstEnd;
    this.secondStart[i] = secondStart;
    this.secondEnd[i] = secondEnd;
    this.firstValue[i] = a;
    this.secondValue[i] = b;
    this.xFirst[i] = xFirst ? 1 : 0;
    this.syntax[i] = syntax;
    this.count = i + 1;
  }

  /** Room for `more` pairs beyond `count`, so that a caller may write the arrays directly. */
  reserve(more: number): void {
    while (this.count + more > this.textIndex.length) this.grow();
  }

  private grow(): void {
    const size = this.textIndex.length * 2;
    const int = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    const float = (a: Float64Array) => {
      const b = new Float64Array(size);
      b.set(a);
      return b;
    };
    this.textIndex = int(this.textIndex);
    this.firstStart = int(this.firstStart);
    this.firstEnd = int(this.firstEnd);
    this.secondStart = int(this.secondStart);
    this.secondEnd = int(this.secondEnd);
    this.firstValue = float(this.firstValue);
    this.secondValue = float(this.secondValue);
    const x = new Uint8Array(size);
    x.set(this.xFirst);
    this.xFirst = x;
    const syntax = new Uint8Array(size);
    syntax.set(this.syntax);
    this.syntax = syntax;
  }

  toPairs(): FoundPair[] {
    const pairs: FoundPair[] = new Array(this.count);
    const names = new Map(this.names.map((n) => [n.index, n]));
    for (let i = 0; i < this.count; i++) {
      const a = this.firstValue[i]!;
      const b = this.secondValue[i]!;
      const xFirst = this.xFirst[i] === 1;
      const order: AxisOrder = xFirst ? 'xy' : 'yx';
      pairs[i] = {
        textIndex: this.textIndex[i]!,
        first: { start: this.firstStart[i]!, end: this.firstEnd[i]!, value: a },
        second: { start: this.secondStart[i]!, end: this.secondEnd[i]!, value: b },
        order,
        x: xFirst ? a : b,
        y: xFirst ? b : a,
        syntax: SYNTAX[this.syntax[i]!]!,
      };
      const named = names.get(i);
      if (named) pairs[i]!.names = { ...(named.x && { x: named.x }), ...(named.y && { y: named.y }) };
    }
    return pairs;
  }

  static fromPairs(pairs: readonly FoundPair[]): PairList {
    const list = new PairList(Math.max(pairs.length, 1));
    for (const p of pairs) {
      const syntax = p.syntax === 'named' ? NAMED : p.syntax === 'x-first' ? X_FIRST : PLAIN;
      if (p.names && (p.names.x || p.names.y)) list.names.push({ index: list.count, ...p.names });
      list.push(p.textIndex, p.first.start, p.first.end, p.second.start, p.second.end, p.first.value, p.second.value, p.order === 'xy', syntax);
    }
    return list;
  }
}
