// Add Nearest Places reads the file's rows while the user is still in its pickers: a 100 000-row file takes
// 0.3–1.5 s to read, and after the last pick only the nearest places and the edit are then left. The reading is
// the job's own (NearestJob goes on from where it got); it is handed over only when the text, the selection and
// the coordinate settings are still those it read, else it is dropped and the job reads again.
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { PlaceRowsReader } from '../planningArea/addPlanningAreas';
import { PreparedPoints } from './preparedPoints';

/** Rows read a turn: short enough that the pickers' answers are heard between turns. */
const TURN_ROWS = 10_000;

export class RowsAhead {
  private stopped = false;
  /** A reading that threw is never handed over: the job reads again and says what it found, where it says it. */
  private failed = false;
  private reader?: PlaceRowsReader;
  private preparedPoints?: PreparedPoints;

  constructor(
    private readonly text: string,
    private readonly spans: readonly Span[],
    private readonly find: FindOptions,
    /** The outside test the job will be given, asked for once the rows are read. */
    private readonly outside?: () => (lon: number, lat: number) => boolean,
    private readonly turnRows = TURN_ROWS,
  ) {
    // Not even the reader is made now: the command goes on to its first picker at once.
    setImmediate(this.turn);
  }

  private readonly turn = (): void => {
    if (this.stopped) return;
    try {
      this.reader ??= new PlaceRowsReader(this.text, this.spans, this.find, 'Add Nearest Places');
      if (!this.reader.finished) this.reader.step(this.turnRows);
      else {
        // Then each place's metres and whether it is outside (a place is lighter work than a row's reading).
        this.preparedPoints ??= new PreparedPoints(this.reader.result().points, this.outside?.());
        this.preparedPoints.step(4 * this.turnRows);
      }
    } catch {
      this.failed = true;
      return;
    }
    if (!this.preparedPoints?.finished) setImmediate(this.turn);
  };

  /** Rows read so far (lines of a table, objects of a JSON array), and whether all are. */
  get done(): number {
    return this.reader?.done ?? 0;
  }

  get finished(): boolean {
    return this.reader?.finished === true;
  }

  /** Places prepared so far (their metres, outside or not), once every row is read. */
  get prepared(): number {
    return this.preparedPoints?.done ?? 0;
  }

  /** Every row read and every place prepared: nothing is left to do ahead. */
  get ready(): boolean {
    return this.preparedPoints?.finished === true;
  }

  /** Stops reading ahead, and gives what was read when it was read from the same rows; else undefined. */
  take(text: string, spans: readonly Span[], find: FindOptions): { reader: PlaceRowsReader; prepared?: PreparedPoints } | undefined {
    this.stop();
    const same =
      text === this.text &&
      find.from === this.find.from &&
      find.svy21Order === this.find.svy21Order &&
      spans.length === this.spans.length &&
      spans.every((s, i) => s.start === this.spans[i]!.start && s.end === this.spans[i]!.end);
    return same && !this.failed && this.reader ? { reader: this.reader, prepared: this.preparedPoints } : undefined;
  }

  /** The user left the pickers (or the job took the reading): no more turns. */
  stop(): void {
    this.stopped = true;
  }
}
