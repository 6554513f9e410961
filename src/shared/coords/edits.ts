// The edits of one text, in parallel arrays reused between calls: where, which number (or name), how many
// decimals. render.ts fills them in text order; output.ts writes the text they describe.
import { CoordinateError } from './errors';

/** Marks an edit that writes a new name (renames[value]) instead of a number. */
export const RENAME = -2;

class EditList {
  start = new Int32Array(1024);
  end = new Int32Array(1024);
  value = new Float64Array(1024);
  decimals = new Int32Array(1024);
  count = 0;
  renames: string[] = [];

  reserve(more: number): void {
    if (this.count + more <= this.start.length) return;
    let size = this.start.length * 2;
    while (size < this.count + more) size *= 2;
    const int = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a.subarray(0, this.count));
      return b;
    };
    this.start = int(this.start);
    this.end = int(this.end);
    this.decimals = int(this.decimals);
    const v = new Float64Array(size);
    v.set(this.value.subarray(0, this.count));
    this.value = v;
  }
}

export const edits = new EditList();

/**
 * The numbers' edits [0, numbers) are in text order; the few renames after them are put in place with
 * one merge, not a sort of every edit (a table renames its header once and converts 100 000 rows).
 */
export function mergeRenames(numbers: number): void {
  const extra: number[] = [];
  for (let k = numbers; k < edits.count; k++) extra.push(k);
  extra.sort((a, b) => edits.start[a]! - edits.start[b]!);
  const order = new Int32Array(edits.count);
  let i = 0;
  let j = 0;
  for (let k = 0; k < edits.count; k++) {
    order[k] = j < extra.length && (i >= numbers || edits.start[extra[j]!]! < edits.start[i]!) ? extra[j++]! : i++;
  }
  permute(order);
}

function permute(order: Int32Array | number[]): void {
  const n = edits.count;
  const s = new Int32Array(n);
  const e = new Int32Array(n);
  const v = new Float64Array(n);
  const d = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const from = order[k]!;
    s[k] = edits.start[from]!;
    e[k] = edits.end[from]!;
    v[k] = edits.value[from]!;
    d[k] = edits.decimals[from]!;
  }
  edits.start.set(s);
  edits.end.set(e);
  edits.value.set(v);
  edits.decimals.set(d);
}

/** Puts the edits in text order (named values and names come after the plain pairs), once per text. */
export function sortEdits(text: string): void {
  const order = Array.from({ length: edits.count }, (_, k) => k);
  order.sort((a, b) => edits.start[a]! - edits.start[b]!);
  permute(order);
  for (let k = 0; k < edits.count; k++) {
    if ((k > 0 && edits.start[k]! < edits.end[k - 1]!) || edits.end[k]! > text.length) {
      throw new CoordinateError('invalid-option', 'The plan does not belong to these texts: its pairs overlap or run past the end.');
    }
  }
}
