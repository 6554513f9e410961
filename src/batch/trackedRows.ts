// The rows a table job tracks while OneMap answers, and which row each insertion belongs to: the runner
// skips a row the user edited meanwhile (and refuses the write when the header was), so each insertion must
// name its row. No `vscode` here.
import type { TrackedRow } from './rowTracker';
import type { RowInsertion } from './rowWrite';
import type { Insertion, PlaceRows } from '../planningArea/addPlanningAreas';

export type { RowInsertion };

/**
 * What Reverse Geocode and Travel Times write in their first cell for a table's row without coordinates, as
 * Geocode Addresses says `nothing to search` for a row without an address: the row keeps the header's cells.
 */
export const NO_COORDINATES = 'no coordinates';

/** The table's header first (it takes the new names), then each row read, labelled by its line. */
export function trackedRows(text: string, read: PlaceRows): TrackedRow[] {
  const spans = read.header !== undefined ? [{ start: 0, end: read.header.length }, ...read.records] : read.records;
  const rows: TrackedRow[] = [];
  let line = 1;
  let at = 0;
  for (const { start, end } of spans) {
    for (let i = text.indexOf('\n', at); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
    at = start;
    const header = read.header !== undefined && start === 0;
    rows.push(header ? { start, end, label: 'the header', header } : { start, end, label: `line ${line}` });
  }
  return rows;
}

/**
 * Each insertion with the row it falls in (the last row starting at or before it; rows are in text order);
 * `notAsked` names the rows (by index) whose cells only say they were not asked; `outcomes`, what each row's
 * values say (one word a place), for the summary; `nothingToAsk`, rows that hold nothing to ask (no coordinates,
 * one place of a trip): written for the table's shape, neither done nor left.
 */
export function insertionsByRow(
  insertions: readonly Insertion[],
  rows: readonly TrackedRow[],
  notAsked: ReadonlySet<number> = new Set(),
  outcomes: ReadonlyMap<number, string[]> = new Map(),
  nothingToAsk: ReadonlySet<number> = new Set(),
): RowInsertion[] {
  return insertions.map(({ offset, text, length }) => {
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (rows[mid]!.start <= offset) lo = mid;
      else hi = mid - 1;
    }
    const replaced = length ? { length } : {};
    const said = outcomes.has(lo) ? { outcomes: outcomes.get(lo)! } : {};
    if (nothingToAsk.has(lo)) return { row: lo, offset, text, ...replaced, notAsked: true, nothingToAsk: true };
    return notAsked.has(lo) ? { row: lo, offset, text, ...replaced, notAsked: true } : { row: lo, offset, text, ...replaced, ...said };
  });
}

/** "line 12" for each span, by the line its start is on; spans in text order. */
export function lineLabels(text: string, spans: ReadonlyArray<{ start: number }>): string[] {
  let line = 1;
  let at = 0;
  return spans.map(({ start }) => {
    for (let i = text.indexOf('\n', at); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
    at = Math.max(at, start);
    return `line ${line}`;
  });
}
