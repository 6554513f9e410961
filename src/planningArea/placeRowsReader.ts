// A file's rows with their places, read a number of rows at a time, so that a command can show how far it has
// read and stop between steps (a 1 000 000-row table takes seconds to read). A table is read in stretches of
// whole records, each scanned with its header line before it: in a table whose columns name the pairs, the
// scanner keeps every row's numbers to that row, so a stretch reads as it reads in the whole file. Whenever a
// stretch could read otherwise (no named pair in it, another system than the stretch before, anything the
// scanner refuses), the reader starts again and reads the whole text in one pass, as it did before: any steps
// give what one pass gives. A JSON file is one tree: it is read in one pass, at the first step. No `vscode` here.
import { type NamedPairList, scanNamedPairs, tableHeader } from '../shared/coords/named';
import { planPairs } from '../shared/coords/plan';
import type { CrsId } from '../shared/coords/types';
import { findPoints, pointsOf, type FindOptions } from '../mapData/findPoints';
import { jsonTree } from '../mapData/jsonFeatures';
import type { FoundPoints } from '../mapData/sourceFeature';
import type { Span } from '../mapData/spans';
import type { Node } from 'jsonc-parser';
import { jsonRecords } from './jsonRows';
import { PairStems } from './pairStems';
import type { PlacedRecord } from './rowTypes';
import { delimiterOf, RecordReader, type RawRecord, tableRecords } from './tableRows';
import type { TableLayout } from './tableLayout';

/** Thrown when the text is neither a table with a header nor JSON: nothing tells where a row ends. */
export class NotRowsError extends Error {
  override readonly name = 'NotRowsError';
}

/** A file's rows that hold places: each place is the index of its first pair in `points` (WGS84). */
export interface PlaceRows {
  points: FoundPoints;
  /** The system the pairs were read in. */
  from: CrsId;
  /** In text order; a table's rows without coordinates are among them, with no places. */
  records: PlacedRecord<number>[];
  /** The stems of the places, in the order they first appear: the order of the columns written. */
  stemOrder: string[];
  withoutCoordinates: number;
  /** The JSON tree, or the table's header line. */
  root?: Node;
  header?: string;
  /** A table's columns, once planRows has found them (to add, or there already: the run finishes rows). */
  layout?: TableLayout;
  /** JSON whose objects have the fields (planRows): their names as the objects write them; the run finishes objects. */
  fields?: string[];
  /** Once planRows has read the file: the columns or fields are new (add), or there already (finish). */
  mode?: 'add' | 'finish';
  /** Rows with more cells than the header: never written, listed for the user (planRows). */
  longer?: Array<{ start: number; end: number }>;
  /** Rows an earlier run finished, left as they are (planRows). */
  done?: number;
}

let namedList: NamedPairList | undefined;

/**
 * The list scanNamedPairs answers in, the same one every call; planning one text's pairs scans its named pairs
 * last, so after planPairs (or findPoints) the list holds that text's: PairStems reads them without a second
 * scan (a tenth of the reading). Taken before planning: a scan of nothing empties it.
 */
function sharedNamedList(): NamedPairList {
  return (namedList ??= scanNamedPairs(''));
}

/** Points found stretch by stretch, appended in text order (with their SVY21 metres when the file is in SVY21). */
class PointList {
  count = 0;
  private size = 0;
  private arrays: Array<Int32Array | Float64Array> = [];

  /** Appends `points` (offsets into a stretch whose text starts `shift` characters before the file's). */
  add(points: FoundPoints, shift: number): void {
    const from = [points.start, points.end, points.lat, points.lon, ...(points.x && points.y ? [points.x, points.y] : [])];
    const need = this.count + points.count;
    if (need > this.size || from.length !== this.arrays.length) {
      this.size = Math.max(need, 2 * this.size, 1024);
      this.arrays = from.map((a, i) => {
        const grown = a instanceof Int32Array ? new Int32Array(this.size) : new Float64Array(this.size);
        // Every stretch of one file is in one system (the reader checks it): the old arrays are all there.
        if (this.arrays[i]) grown.set(this.arrays[i]!.subarray(0, this.count));
        return grown;
      });
    }
    const [start, end] = this.arrays as [Int32Array, Int32Array];
    for (let i = 0, at = this.count; i < points.count; i++, at++) {
      start[at] = points.start[i]! + shift;
      end[at] = points.end[i]! + shift;
    }
    for (let k = 2; k < from.length; k++) this.arrays[k]!.set(from[k]!.subarray(0, points.count), this.count);
    this.count = need;
  }

  result(): FoundPoints {
    const n = this.count;
    const [start, end, lat, lon, x, y] = this.arrays.map((a) => a.slice(0, n));
    const points: FoundPoints = { count: n, start: start as Int32Array, end: end as Int32Array, lat: (lat ?? new Float64Array(0)) as Float64Array, lon: (lon ?? new Float64Array(0)) as Float64Array };
    return x && y ? { ...points, x: x as Float64Array, y: y as Float64Array } : points;
  }
}

/**
 * `readPlaceRows` in steps: `step(n)` reads about n more rows (lines of a table), `estimate` says about how many
 * there are, `result()` reads what is left and gives what one pass gives.
 */
export class PlaceRowsReader {
  private readonly meets: (r: { start: number; end: number }) => boolean;
  private readonly stemOrder: string[] = [];
  private readonly records: PlacedRecord<number>[] = [];
  private withoutCoordinates = 0;
  private read?: PlaceRows;
  /** A table read in stretches: where the next record starts, the header line with its line break. */
  private table?: { next: number; head: string; reader: RecordReader; points: PointList; from?: CrsId; header: string };
  private lines = 0;
  /** The JSON tree when the file is JSON (found while deciding whether it is a table). */
  private root?: Node;
  private rowsRead = 0;
  /** About how many rows the text has: a table's lines under its header (0 for JSON, read in one piece). */
  readonly estimate: number;

  constructor(
    private readonly text: string,
    spans: readonly Span[] = [],
    private readonly options: FindOptions = {},
    private readonly command = 'Add Planning Area',
  ) {
    this.meets = (r) => spans.length === 0 || spans.some((s) => r.start <= s.end && s.start <= r.end);
    const headerEnd = text.indexOf('\n');
    const header = headerEnd < 0 ? undefined : tableHeader(text);
    if (header !== undefined) {
      for (let at = text.indexOf('\n', headerEnd + 1); at >= 0; at = text.indexOf('\n', at + 1)) this.lines++;
      if (!text.endsWith('\n')) this.lines++;
      // A JSON file read as one (its tree wins over a first line that reads as a header, as in one pass).
      this.root = jsonTree(text);
      if (!this.root) this.table = { next: headerEnd + 1, head: text.slice(0, headerEnd + 1), reader: new RecordReader(text, delimiterOf(text.slice(0, headerEnd))), points: new PointList(), header };
    }
    this.estimate = this.table ? this.lines : 0;
  }

  /** Rows (lines of a table) read so far; about `estimate` at the end. */
  get done(): number {
    return this.rowsRead;
  }

  get finished(): boolean {
    return this.read !== undefined;
  }

  /** Reads about `count` more rows (all that are left when fewer). */
  step(count: number): void {
    if (this.read) return;
    const table = this.table;
    if (!table) return this.onePass();
    const { text } = this;
    const from = table.next;
    let next = from;
    let lines = 0;
    while (next < text.length && lines < count) {
      const newline = text.indexOf('\n', table.reader.end(next));
      next = newline < 0 ? text.length : newline + 1;
      lines++;
    }
    // The whole text at once: the one pass itself (no stretch to check).
    if (from === table.head.length && next === text.length) return this.onePass();
    if (!this.stretch(from, next)) return this.onePass();
    table.next = next;
    this.rowsRead += lines;
    if (next >= text.length) this.finishTable();
  }

  /** Reads what is left, and gives the rows. */
  result(): PlaceRows {
    while (!this.read) this.step(Infinity);
    return this.read;
  }

  /** The records in text[from, to) (whole records); false when the stretch may read otherwise than in the file. */
  private stretch(from: number, to: number): boolean {
    const table = this.table!;
    const { head } = table;
    const piece = head + this.text.slice(from, to);
    const named = sharedNamedList();
    let planned: ReturnType<typeof planPairs>;
    try {
      planned = planPairs([piece], { svy21Order: this.options.svy21Order, from: this.options.from, scope: 'file' });
    } catch {
      return false;
    }
    const stems = new PairStems(piece, named);
    if (!stems.table || (table.from !== undefined && planned.from !== table.from)) return false;
    const points = pointsOf(planned.from, planned.pairs);
    if (points.count > 0 && points.start[0]! < head.length) return false;
    table.from = planned.from;
    const shift = from - head.length;
    const first = table.points.count;
    table.points.add(points, shift);
    // The records as tableRecords reads them, their points' offsets in the stretch.
    const found = tableRecords(piece, points).records;
    for (const record of found) {
      record.start += shift;
      record.end += shift;
      this.keep(record, stems, (p) => points.start[p]!, first, false);
    }
    return true;
  }

  /** Keeps the record if it meets the spans; its points are `first` on in the points read (offsets: `startOf`). */
  private keep(record: RawRecord, stems: PairStems, startOf: (p: number) => number, first: number, json: boolean): void {
    if (!this.meets(record)) return;
    if (record.points.length === 0) {
      this.withoutCoordinates++;
      if (json) return;
    }
    const places = new Map<string, number>();
    for (const p of record.points) {
      const stem = stems.at(startOf(p)) ?? '';
      if (places.has(stem)) continue;
      if (!this.stemOrder.includes(stem)) this.stemOrder.push(stem);
      places.set(stem, p + first);
    }
    this.records.push({ start: record.start, end: record.end, places, node: record.node });
  }

  private finishTable(): void {
    const table = this.table!;
    const { stemOrder, records, withoutCoordinates } = this;
    this.read = { points: table.points.result(), from: table.from!, records, stemOrder, withoutCoordinates, header: table.header };
  }

  /** The whole text in one pass (what readPlaceRows always did), whatever was read before. */
  private onePass(): void {
    const { text, options } = this;
    this.records.length = 0;
    this.stemOrder.length = 0;
    this.withoutCoordinates = 0;
    const named = sharedNamedList();
    const { from, points } = findPoints(text, options);
    const stems = new PairStems(text, named);
    const root = this.root ?? jsonTree(text);
    const header = root ? undefined : tableHeader(text);
    if (!root && !header) throw new NotRowsError(`${this.command} reads a CSV or TSV file with a header, or a JSON array of objects.`);
    const found = root ? jsonRecords(root, points) : tableRecords(text, points);
    for (const record of found.records) this.keep(record, stems, (p) => points.start[p]!, 0, root !== undefined);
    this.read = { points, from, records: this.records, stemOrder: this.stemOrder, withoutCoordinates: this.withoutCoordinates, root, header };
    this.rowsRead = Math.max(this.estimate, root ? found.records.length : this.lines);
  }
}
