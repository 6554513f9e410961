// Keeps the rows of a table true while the user goes on editing the document during a long job: an edit
// before a row moves it, an edit inside it (or against its edges) marks it changed, so its result is never
// written at the old offset, into what is now another row's text. Pure: fed with the numbers VS Code reports
// for each content change. One event's changes are taken in one sweep over the rows, so that the job's own
// final edit (10 000 insertions, one event) costs as little as a single change.

export interface TrackedRow {
  start: number;
  end: number;
  /** "row 12" or "line 40": how the final message names a row that was skipped. */
  label: string;
  /** A table's header line: edited during the job, it refuses the whole write (see rowWrite.ts). */
  header?: boolean;
}

/** One content change as VS Code reports it, in the text before the event. */
export interface RowChange {
  rangeOffset: number;
  rangeLength: number;
  /** The inserted text; with it, a new line typed just before or after a row moves it or leaves it alone. */
  text?: string;
  /** The inserted text's length, when `text` is not given. */
  insertedLength?: number;
}

const LINE_BREAK_AT_START = /^\r?\n/;
const LINE_BREAK_AT_END = /\r?\n$/;

interface Sorted {
  offset: number;
  end: number;
  delta: number;
  /** An insertion ending in a line break: at a row's start it moves the row, changing nothing. */
  opensLineBefore: boolean;
  /** An insertion starting with a line break: at a row's end it leaves the row as it is. */
  opensLineAfter: boolean;
  empty: boolean;
}

export class RowTracker {
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  private readonly changed: Uint8Array;
  /** Row indices by start: the sweep's order, which edits never change for the rows still tracked. */
  private readonly order: Uint32Array;

  constructor(private readonly rows: readonly TrackedRow[]) {
    this.starts = Float64Array.from(rows, (row) => row.start);
    this.ends = Float64Array.from(rows, (row) => row.end);
    this.changed = new Uint8Array(rows.length);
    this.order = Uint32Array.from(rows.keys()).sort((a, b) => rows[a].start - rows[b].start || rows[a].end - rows[b].end);
  }

  /** One content change: (rangeOffset, rangeLength, text.length), and the text when known. */
  applyChange(rangeOffset: number, rangeLength: number, insertedLength: number, insertedText?: string): void {
    this.applyChanges([{ rangeOffset, rangeLength, insertedLength, text: insertedText }]);
  }

  /** The changes of one event, as VS Code reports them: each in the text before the event, none overlapping. */
  applyChanges(changes: readonly RowChange[]): void {
    const sorted = changes.map(describe).sort((a, b) => a.offset - b.offset || a.end - b.end);
    let next = 0;
    let shift = 0;
    for (const i of this.order) {
      if (this.changed[i]) continue;
      const start = this.starts[i];
      const end = this.ends[i];
      // Every change wholly before this row moves it (and every row after it).
      while (next < sorted.length && (sorted[next].end < start || (sorted[next].opensLineBefore && sorted[next].offset === start))) {
        shift += sorted[next].delta;
        next++;
      }
      let touched = false;
      for (let c = next; c < sorted.length && sorted[c].offset <= end; c++) {
        const change = sorted[c];
        if (change.empty || (change.opensLineAfter && change.offset === end)) continue;
        touched = true;
        break;
      }
      if (touched) this.changed[i] = 1;
      else {
        this.starts[i] = start + shift;
        this.ends[i] = end + shift;
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

function describe(change: RowChange): Sorted {
  const inserted = change.text?.length ?? change.insertedLength ?? 0;
  const pureInsert = change.rangeLength === 0 && inserted > 0;
  return {
    offset: change.rangeOffset,
    end: change.rangeOffset + change.rangeLength,
    delta: inserted - change.rangeLength,
    opensLineBefore: pureInsert && change.text !== undefined && LINE_BREAK_AT_END.test(change.text),
    opensLineAfter: pureInsert && change.text !== undefined && LINE_BREAK_AT_START.test(change.text),
    empty: change.rangeLength === 0 && inserted === 0,
  };
}
