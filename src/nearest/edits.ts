// How Add Nearest Places' answer becomes one edit, and what the columns written beside earlier ones are called.
// No `vscode` here.
import type { Insertion } from '../planningArea/rowTypes';

/** The shortest stretch of `before` whose replacement by `text` gives `after`: one edit, however many rows. */
export function changedStretch(before: string, after: string): { start: number; end: number; text: string } {
  let start = 0;
  const limit = Math.min(before.length, after.length);
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < limit - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

/**
 * The stretch from the first insertion to the end of the last, and its text with every insertion made: the edit
 * that gives `text` with `insertions` made, without building the whole new text and comparing it with the old.
 */
export function insertionsStretch(text: string, insertions: readonly Insertion[]): { start: number; end: number; text: string } {
  let sorted = true;
  for (let i = 1; i < insertions.length && sorted; i++) sorted = insertions[i - 1]!.offset <= insertions[i]!.offset;
  const list = sorted ? insertions : [...insertions].sort((a, b) => a.offset - b.offset);
  if (list.length === 0) return { start: 0, end: 0, text: '' };
  const start = list[0]!.offset;
  const pieces: string[] = [];
  let at = start;
  for (const { offset, text: inserted, length = 0 } of list) {
    pieces.push(text.slice(at, offset), inserted);
    at = offset + length;
  }
  return { start, end: at, text: pieces.join('') };
}

/** The suffix of columns written beside `existing` ones: `2`, or one more than the highest already there. */
export function besideSuffix(existing: readonly string[]): string {
  // mrt_within_1000m ends in a radius, not a suffix; mrt_within_1000m_2 and nearestMrtM2 end in one.
  const numbers = existing.map((n) => Number(/(\d+)$/.exec(n.replace(/\d+m$/i, ''))?.[1] ?? 1));
  return String(Math.max(1, ...numbers) + 1);
}
