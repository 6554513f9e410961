// Replacing Add Nearest Places' columns while OneMap answers: the job reads and writes the text without the old
// columns, but tracks and edits the document as it is. Each row's edit becomes one replacement of the whole
// row (old cells out, new ones in), at the row's offsets in the document: still one edit, one Undo. No `vscode`.
import type { TrackedRow } from '../batch/rowTracker';
import type { RowInsertion } from '../batch/trackedRows';
import { applyInsertions } from '../planningArea/addPlanningAreas';
import type { Cut } from '../nearest/existingColumns';

/** Offsets of the text without the cuts, taken back to the text with them. */
function backMapper(cuts: readonly Cut[]): { start: (s: number) => number; end: (s: number) => number } {
  // Where each cut stood in the cut text, and how much was cut up to and including it.
  const at: number[] = [];
  const upTo: number[] = [];
  let removed = 0;
  for (const cut of cuts) {
    at.push(cut.start - removed);
    removed += cut.end - cut.start;
    upTo.push(removed);
  }
  /** How much was cut at positions before s (strictly) or up to s (inclusive). */
  const shift = (s: number, inclusive: boolean): number => {
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid]! < s || (inclusive && at[mid] === s)) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : upTo[lo - 1]!;
  };
  // A row starts after the cuts before it; it ends after a cut at its very end (its last cell's).
  return { start: (s) => s + shift(s, false), end: (s) => s + shift(s, true) };
}

/**
 * The rows (read in `cutText`) at their offsets in the document, and each row's insertions as one replacement
 * of the row there. Rows with no insertion keep theirs out: they are left as they are.
 */
export function replacedRows(cutText: string, cuts: readonly Cut[], rows: readonly TrackedRow[], insertions: readonly RowInsertion[]): { rows: TrackedRow[]; insertions: RowInsertion[] } {
  const back = backMapper(cuts);
  const byRow = new Map<number, RowInsertion[]>();
  for (const insertion of insertions) byRow.set(insertion.row, [...(byRow.get(insertion.row) ?? []), insertion]);
  const mapped = rows.map((row) => ({ ...row, start: back.start(row.start), end: back.end(row.end) }));
  const replaced = [...byRow].map(([index, own]): RowInsertion => {
    const row = rows[index]!;
    const text = applyInsertions(cutText.slice(row.start, row.end), own.map((i) => ({ ...i, offset: i.offset - row.start })));
    const { notAsked, nothingToAsk, outcomes } = own[0]!;
    return { row: index, offset: mapped[index]!.start, length: mapped[index]!.end - mapped[index]!.start, text, ...(notAsked ? { notAsked } : {}), ...(nothingToAsk ? { nothingToAsk } : {}), ...(outcomes ? { outcomes } : {}) };
  });
  return { rows: mapped, insertions: replaced };
}
