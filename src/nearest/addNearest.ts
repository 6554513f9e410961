// Add Nearest Places' work on a file's text, pure (no `vscode`): Add Planning Area's reading of rows (CSV/TSV
// rows with coordinates in any system, named or not, two places a row; JSON arrays of objects; GeoJSON points)
// and its writing of columns, with each place's nearest place of each kind in between. The text is read once;
// the rows are worked out in steps (NearestJob), so that the command can show progress and stop between them.
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { type Insertion, type PlaceRows, PlaceRowsReader, writeColumns } from '../planningArea/addPlanningAreas';
import { MapLines } from './mapLines';
import { PreparedPoints } from './preparedPoints';
import { type Answers, type ColumnOptions, type KindColumns, nearestWriter } from './nearestColumns';
import type { Hit, PlaceIndex } from './placeIndex';

/** Places prepared at a time, as the rows reach them. */
const PREPARE_BLOCK = 4096;

/** One kind to look for: its index (built once) and the words naming its columns. */
export interface Kind extends KindColumns {
  index: PlaceIndex;
}

export interface NearestOptions extends ColumnOptions {
  /** Whether a position (WGS84) is outside Singapore: counted and said, still answered. */
  outside?: (lon: number, lat: number) => boolean;
}

export interface NearestResult {
  insertions: Insertion[];
  columns: string[];
  /** Rows that got answers; `places` counts their places (a trip's row has two). */
  rows: { placed: number; places: number; withoutCoordinates: number; outside: number };
  /** Places whose nearest place of some kind was tied with another at the same distance (the first listed won). */
  ties: number;
  /** The lines from each place to its nearest of each kind, for Show on Map. */
  lines: MapLines;
}

/**
 * The rows of a text, read once (in steps, `readStep`, when the caller wants to stop between them), worked out
 * `step` by `step` (in text order), then written by `finish`. Any steps give the answer one step over all rows
 * gives: each row's answer depends on that row alone.
 */
export class NearestJob {
  private readonly reader: PlaceRowsReader;
  private prepared?: PreparedPoints;
  private state?: { read: PlaceRows; answers: Answers; rows: NearestResult['rows'] };
  private next = 0;
  private ties = 0;
  private readonly hit: Hit = { place: -1, d2: Infinity, tied: 0 };

  constructor(
    private readonly text: string,
    private readonly kinds: readonly Kind[],
    spans: readonly Span[] = [],
    find: FindOptions = {},
    private readonly options: NearestOptions = { decimals: 0, radius: 1000 },
    /**
     * What was done while the user picked (rowsAhead.ts): a reading of these same `text`, `spans` and `find`
     * begun, the job goes on from it; and its places prepared with `options.outside`, as far as they got.
     */
    ahead?: { reader: PlaceRowsReader; prepared?: PreparedPoints },
  ) {
    this.reader = ahead?.reader ?? new PlaceRowsReader(text, spans, find, 'Add Nearest Places');
    this.prepared = ahead?.prepared;
  }

  /** Reading the rows, in steps of about `count` rows (a 1 000 000-row file takes seconds): how far it got. */
  readStep(count: number): { done: number; estimate: number; finished: boolean } {
    this.reader.step(count);
    return { done: this.reader.done, estimate: this.reader.estimate, finished: this.reader.finished };
  }

  /** The rows read (what is left of the reading first). */
  private get ready(): { read: PlaceRows; answers: Answers; rows: NearestResult['rows'] } {
    if (this.state) return this.state;
    const read = this.reader.result();
    const size = read.points.count * this.kinds.length;
    const answers = { place: new Int32Array(size), d2: new Float64Array(size), count: new Int32Array(size) };
    this.state = { read, answers, rows: { placed: 0, places: 0, withoutCoordinates: read.withoutCoordinates, outside: 0 } };
    this.prepared ??= new PreparedPoints(read.points, this.options.outside);
    return this.state;
  }

  /** Rows to work out (a table's rows without coordinates among them: they get empty cells). */
  get total(): number {
    return this.ready.read.records.length;
  }

  /** Rows worked out so far. */
  get done(): number {
    return this.next;
  }

  /** Works out the next `count` rows (fewer at the end). */
  step(count: number): void {
    const state = this.ready;
    const { records } = state.read;
    const last = Math.min(records.length, this.next + count);
    for (; this.next < last; this.next++) {
      const places = records[this.next]!.places;
      // forEach with one visitor for all rows: no iterator object a row.
      places.forEach(this.visit);
      if (places.size > 0) state.rows.placed++;
    }
  }

  /** One place of a row (p: its point), against every kind. */
  private readonly visit = (p: number): void => {
    const { kinds, options, hit } = this;
    // step() made the state: no getter a place.
    const { rows, answers } = this.state!;
    // The places are prepared (metres, outside or not) a block ahead, unless that was done while the user picked.
    const prepared = this.prepared!;
    while (p >= prepared.done) prepared.step(PREPARE_BLOCK);
    if (prepared.outside[p] === 1) rows.outside++;
    const x = prepared.x[p]!;
    const y = prepared.y[p]!;
    for (let k = 0, at = p * kinds.length; k < kinds.length; k++, at++) {
      const index = kinds[k]!.index;
      index.nearest(x, y, hit);
      if (hit.tied > 1) this.ties++;
      answers.place[at] = hit.place;
      answers.d2[at] = hit.d2;
      if (options.radius !== undefined) answers.count[at] = index.countWithin(x, y, options.radius);
    }
    rows.places++;
  };

  /** The insertions that write every row's columns (the rows not yet worked out are worked out first). */
  finish(): NearestResult {
    this.step(this.total - this.next);
    const { read, answers, rows } = this.ready;
    const written = writeColumns(this.text, read, read.records, nearestWriter(this.kinds, this.options, answers));
    const lines = new MapLines(this.kinds, this.text, read, answers);
    return { ...written, insertions: rows.placed === 0 ? [] : written.insertions, rows, ties: this.ties, lines };
  }
}

/** Each place of the rows meeting `spans` (every row when empty) gets, for each kind, its nearest place. */
export function addNearestPlaces(text: string, kinds: readonly Kind[], spans: readonly Span[] = [], find: FindOptions = {}, options?: NearestOptions): NearestResult {
  return new NearestJob(text, kinds, spans, find, options).finish();
}
