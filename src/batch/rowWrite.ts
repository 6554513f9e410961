// Which of a table job's insertions can still be written, at the offsets of now, and how many rows a cancelled
// job has done. A row edited during the job is skipped; the header is not: data rows written without their
// column names would not say what they hold, so an edited header refuses the whole write. Pure (no `vscode`).
import type { RowTracker, TrackedRow } from './rowTracker';

export interface RowInsertion {
  /** An index into the TrackedRow list. */
  row: number;
  /** In the text as read. */
  offset: number;
  text: string;
  /** Characters of the text as read that `text` replaces (a cell rewritten by a run that finishes rows); 0 when absent. */
  length?: number;
  /** Cells for a row OneMap was not asked about (a cancelled job): written so the table stays square, never counted as done. */
  notAsked?: boolean;
  /** A row with nothing to ask (no coordinates): its cells keep the table square; it is neither done nor left. */
  nothingToAsk?: boolean;
  /** What the row's values say, one word a place (`exact`, `found`, `error`…): the summary counts the rows written. */
  outcomes?: string[];
}

/** Thrown when the header line was edited during the job: nothing is written. */
export class HeaderEditedError extends Error {
  override readonly name = 'HeaderEditedError';
  constructor(title: string) {
    super(
      `${title} wrote nothing because the header line was edited during the job: run the command again, and OneMap will not be asked again. The rows' new values would have had no column names.`,
    );
  }
}

export interface PlacedInsertions {
  /** Offsets in the text of now, in the insertions' order; `length` characters replaced. */
  edits: Array<{ offset: number; length: number; text: string }>;
  /** How many rows get text (the header and rows not asked included). */
  applied: number;
  /** Rows edited during the job, by index, in order. */
  skipped: number[];
  /** Rows that get text, by index, in order. */
  written: number[];
}

/** The insertions moved to where their rows are now; throws HeaderEditedError when a header row they write to was edited. */
export function placeInsertions(tracker: RowTracker, rows: readonly TrackedRow[], insertions: readonly RowInsertion[], title: string): PlacedInsertions {
  const skipped = new Set<number>();
  const appliedRows = new Set<number>();
  const edits: Array<{ offset: number; length: number; text: string }> = [];
  for (const insertion of insertions) {
    const at = tracker.offsetNow(insertion.row, insertion.offset);
    if (at === undefined) {
      if (rows[insertion.row]?.header === true) throw new HeaderEditedError(title);
      skipped.add(insertion.row);
      continue;
    }
    appliedRows.add(insertion.row);
    edits.push({ offset: at, length: insertion.length ?? 0, text: insertion.text });
  }
  return { edits, applied: appliedRows.size, skipped: [...skipped].sort((a, b) => a - b), written: [...appliedRows].sort((a, b) => a - b) };
}

/** The data rows with an answer among the insertions: what "Apply N rows done" counts. */
export function rowsDone(rows: readonly TrackedRow[], insertions: readonly RowInsertion[]): number {
  return new Set(insertions.filter((i) => i.notAsked !== true && rows[i.row]?.header !== true).map((i) => i.row)).size;
}
