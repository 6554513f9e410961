// Named pairs as parallel typed arrays, the form the engine's own PairList has and for the same reason:
// a 100 000-row table as objects (a pair, two values, two numbers each) spent most of its time
// allocating and collecting them. findNamedPairs turns the list into objects for callers that want them.
import type { NameKind, NamedPair, NameSpan } from './types';

export const KINDS: readonly NameKind[] = ['degrees', 'metres', 'neutral'];
export const FORMS: readonly NamedPair['form'][] = ['object', 'table', 'keyValue'];

export function kindCode(kind: NameKind): number {
  return kind === 'degrees' ? 0 : kind === 'metres' ? 1 : 2;
}

export function formCode(form: NamedPair['form']): number {
  return form === 'object' ? 0 : form === 'table' ? 1 : 2;
}

/**
 * Pair i: its x value is `text[xStart[i], xEnd[i])` = xValue[i], named `nameSource[xInHeader[i]]`
 * `[xNameStart[i], xNameEnd[i])`, of kind KINDS[xKind[i]]; likewise y; written in form FORMS[form[i]].
 * A name is in the text unless its InHeader flag is 1 (then in the context's header line).
 */
export class NamedPairList {
  count = 0;
  xStart: Int32Array;
  xEnd: Int32Array;
  xValue: Float64Array;
  yStart: Int32Array;
  yEnd: Int32Array;
  yValue: Float64Array;
  xNameStart: Int32Array;
  xNameEnd: Int32Array;
  yNameStart: Int32Array;
  yNameEnd: Int32Array;
  xKind: Uint8Array;
  yKind: Uint8Array;
  form: Uint8Array;
  /** 1 when the pair's names are in the context's header rather than in the text (both or neither). */
  inHeader: Uint8Array;

  constructor(capacity = 64) {
    this.xStart = new Int32Array(capacity);
    this.xEnd = new Int32Array(capacity);
    this.xValue = new Float64Array(capacity);
    this.yStart = new Int32Array(capacity);
    this.yEnd = new Int32Array(capacity);
    this.yValue = new Float64Array(capacity);
    this.xNameStart = new Int32Array(capacity);
    this.xNameEnd = new Int32Array(capacity);
    this.yNameStart = new Int32Array(capacity);
    this.yNameEnd = new Int32Array(capacity);
    this.xKind = new Uint8Array(capacity);
    this.yKind = new Uint8Array(capacity);
    this.form = new Uint8Array(capacity);
    this.inHeader = new Uint8Array(capacity);
  }

  /** Appends a pair: for x, then y, the value's start, end and number, the name's start and end, the kind's code. */
  push(
    xStart: number, xEnd: number, xValue: number, xNameStart: number, xNameEnd: number, xKind: number,
    yStart: number, yEnd: number, yValue: number, yNameStart: number, yNameEnd: number, yKind: number,
    form: number, inHeader: boolean,
  ): void {
    const i = this.count;
    if (i === this.xStart.length) this.resize(2 * i);
    this.xStart[i] = xStart;
    this.xEnd[i] = xEnd;
    this.xValue[i] = xValue;
    this.xNameStart[i] = xNameStart;
    this.xNameEnd[i] = xNameEnd;
    this.xKind[i] = xKind;
    this.yStart[i] = yStart;
    this.yEnd[i] = yEnd;
    this.yValue[i] = yValue;
    this.yNameStart[i] = yNameStart;
    this.yNameEnd[i] = yNameEnd;
    this.yKind[i] = yKind;
    this.form[i] = form;
    this.inHeader[i] = inHeader ? 1 : 0;
    this.count = i + 1;
  }

  /** Where pair i starts: the earlier of its two values. */
  startOf(i: number): number {
    return Math.min(this.xStart[i]!, this.yStart[i]!);
  }

  /** Puts the pairs in text order (by startOf), if they are not already. */
  sortByPosition(): void {
    let sorted = true;
    for (let i = 1; i < this.count && sorted; i++) sorted = this.startOf(i - 1) <= this.startOf(i);
    if (sorted) return;
    const order = Array.from({ length: this.count }, (_, i) => i).sort((a, b) => this.startOf(a) - this.startOf(b));
    const permute = <A extends Int32Array | Float64Array | Uint8Array>(a: A): A => {
      const b = a.slice() as A;
      for (let i = 0; i < order.length; i++) b[i] = a[order[i]!]!;
      return b;
    };
    this.xStart = permute(this.xStart);
    this.xEnd = permute(this.xEnd);
    this.xValue = permute(this.xValue);
    this.yStart = permute(this.yStart);
    this.yEnd = permute(this.yEnd);
    this.yValue = permute(this.yValue);
    this.xNameStart = permute(this.xNameStart);
    this.xNameEnd = permute(this.xNameEnd);
    this.yNameStart = permute(this.yNameStart);
    this.yNameEnd = permute(this.yNameEnd);
    this.xKind = permute(this.xKind);
    this.yKind = permute(this.yKind);
    this.form = permute(this.form);
    this.inHeader = permute(this.inHeader);
  }

  /**
   * The pairs as objects. `text` is what the list was found in and `header` the context's header line;
   * pairs that share a name (a table's rows) share its NameSpan object.
   */
  toPairs(text: string, header: string | undefined): NamedPair[] {
    // A name starts where no other does, so its start identifies it within its source.
    const inText = new Map<number, NameSpan>();
    const inHeaderLine = new Map<number, NameSpan>();
    const span = (start: number, end: number, inHeader: boolean): NameSpan => {
      const spans = inHeader ? inHeaderLine : inText;
      let found = spans.get(start);
      if (found === undefined) {
        found = inHeader ? { start, end, text: (header ?? '').slice(start, end), inHeader: true } : { start, end, text: text.slice(start, end) };
        spans.set(start, found);
      }
      return found;
    };
    const pairs: NamedPair[] = new Array(this.count);
    for (let i = 0; i < this.count; i++) {
      const inHeader = this.inHeader[i] === 1;
      pairs[i] = {
        x: {
          name: span(this.xNameStart[i]!, this.xNameEnd[i]!, inHeader),
          value: { start: this.xStart[i]!, end: this.xEnd[i]!, value: this.xValue[i]! },
          axis: 'x',
          kind: KINDS[this.xKind[i]!]!,
        },
        y: {
          name: span(this.yNameStart[i]!, this.yNameEnd[i]!, inHeader),
          value: { start: this.yStart[i]!, end: this.yEnd[i]!, value: this.yValue[i]! },
          axis: 'y',
          kind: KINDS[this.yKind[i]!]!,
        },
        form: FORMS[this.form[i]!]!,
      };
    }
    return pairs;
  }

  private resize(size: number): void {
    const grow = <A extends Int32Array | Float64Array | Uint8Array>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(size);
      b.set(a);
      return b;
    };
    this.xStart = grow(this.xStart);
    this.xEnd = grow(this.xEnd);
    this.xValue = grow(this.xValue);
    this.yStart = grow(this.yStart);
    this.yEnd = grow(this.yEnd);
    this.yValue = grow(this.yValue);
    this.xNameStart = grow(this.xNameStart);
    this.xNameEnd = grow(this.xNameEnd);
    this.yNameStart = grow(this.yNameStart);
    this.yNameEnd = grow(this.yNameEnd);
    this.xKind = grow(this.xKind);
    this.yKind = grow(this.yKind);
    this.form = grow(this.form);
    this.inHeader = grow(this.inHeader);
  }
}
