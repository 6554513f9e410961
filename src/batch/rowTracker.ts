// Keeps the rows of a table true while the user goes on editing the document during a long job: an edit
// before a row moves it, an edit inside it (or against its edges) marks it changed, so its result is never
// written at the old offset, into what is now another row's text. Pure: fed with the numbers VS Code reports
// for each content change.

export interface TrackedRow {
  start: number;
  end: number;
  /** "row 12" or "line 40": how the final message names a row that was skipped. */
  label: string;
}

const LINE_BREAK_AT_START = /^\r?\n/;
const LINE_BREAK_AT_END = /\r?\n$/;

export class RowTracker {
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  private readonly changed: Uint8Array;

  constructor(private readonly rows: readonly TrackedRow[]) {
    this.starts = Float64Array.from(rows, (row) => row.start);
    this.ends = Float64Array.from(rows, (row) => row.end);
    this.changed = new Uint8Array(rows.length);
  }

  /**
   * One content change as VS Code reports it (rangeOffset, rangeLength, text.length), in the document as it is
   * before this change. Rows after it shift; rows it touches are marked changed. With the inserted text, a new
   * line typed just before or just after a row moves it or leaves it, instead of marking it changed.
   */
  applyChange(rangeOffset: number, rangeLength: number, insertedLength: number, insertedText?: string): void {
    const changeEnd = rangeOffset + rangeLength;
    const delta = insertedLength - rangeLength;
    const pureInsert = rangeLength === 0 && insertedLength > 0;
    const opensLineBefore = pureInsert && insertedText !== undefined && LINE_BREAK_AT_END.test(insertedText);
    const opensLineAfter = pureInsert && insertedText !== undefined && LINE_BREAK_AT_START.test(insertedText);
    for (let i = 0; i < this.starts.length; i++) {
      if (this.changed[i]) continue;
      const start = this.starts[i];
      const end = this.ends[i];
      if (changeEnd < start || (opensLineBefore && rangeOffset === start)) {
        this.starts[i] = start + delta;
        this.ends[i] = end + delta;
      } else if (rangeOffset > end || (opensLineAfter && rangeOffset === end)) {
        // after the row: it stays where it is
      } else if (rangeLength === 0 && insertedLength === 0) {
        // an empty change touches nothing
      } else {
        this.changed[i] = 1;
      }
    }
  }

  /** Where row i is now, or undefined when its text was edited. */
  where(i: number): { start: number; end: number } | undefined {
    if (i < 0 || i >= this.starts.length || this.changed[i]) return undefined;
    return { start: this.starts[i], end: this.ends[i] };
  }

  /** Moves an offset inside row i (as read at the start) to where it is now; undefined when the row changed. */
  offsetNow(i: number, offsetAsRead: number): number | undefined {
    const now = this.where(i);
    return now === undefined ? undefined : offsetAsRead + (now.start - this.rows[i].start);
  }

  changedLabels(): string[] {
    return this.rows.filter((_, i) => this.changed[i]).map((row) => row.label);
  }

  get changedCount(): number {
    return this.changed.reduce((n, flag) => n + flag, 0);
  }
}
