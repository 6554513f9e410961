// The rows a table job tracks while OneMap answers, and which row each insertion belongs to: the runner
// skips a row the user edited meanwhile, so each insertion must name its row. No `vscode` here.
import type { TrackedRow } from '../batch/rowTracker';
import type { Insertion, PlaceRows } from '../planningArea/addPlanningAreas';

/** An insertion and the index of its row: runJob's RowInsertion, kept here so that no pure module imports the runner. */
export interface RowInsertion {
  row: number;
  offset: number;
  text: string;
}

/** The table's header first (it takes the new names), then each row read, labelled by its line. */
export function trackedRows(text: string, read: PlaceRows): TrackedRow[] {
  const spans = read.header !== undefined ? [{ start: 0, end: read.header.length }, ...read.records] : read.records;
  const rows: TrackedRow[] = [];
  let line = 1;
  let at = 0;
  for (const { start, end } of spans) {
    for (let i = text.indexOf('\n', at); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
    at = start;
    rows.push({ start, end, label: read.header !== undefined && start === 0 ? 'the header' : `line ${line}` });
  }
  return rows;
}

/** Each insertion with the row it falls in (the last row starting at or before it; rows are in text order). */
export function insertionsByRow(insertions: readonly Insertion[], rows: readonly TrackedRow[]): RowInsertion[] {
  return insertions.map(({ offset, text }) => {
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (rows[mid]!.start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { row: lo, offset, text };
  });
}
