// A file's rows with their places, read a number of rows at a time, so that a command can show how far it has
// read and stop between steps (a 1 000 000-row table takes seconds to read). A table is read in stretches of
// whole records, each scanned with its header line before it: in a table whose columns name the pairs, the
// scanner keeps every row's numbers to that row, so a stretch reads as it reads in the whole file. Whenever a
// stretch could read otherwise (no named pair in it, another system than the stretch before, anything the
// scanner refuses), the reader starts again and reads the whole text in one pass, as it did before: any steps
// give what one pass gives. A JSON file's array of rows is read a stretch of objects at a time (JsonSteps), on
// the same terms. No `vscode` here.
import { tableHeader } from '../shared/coords/named';
import { planPairs } from '../shared/coords/plan';
import type { CrsId } from '../shared/coords/types';
import { findPoints, pointsOf, type FindOptions } from '../mapData/findPoints';
import { jsonOpen, jsonTree } from '../mapData/jsonTree';
import type { FoundPoints } from '../mapData/sourceFeature';
import type { Span } from '../mapData/spans';
import type { Node } from 'jsonc-parser';
import { jsonRecords } from './jsonRows';
import { JsonSteps, type JsonStretch } from './jsonSteps';
import { PairStems, sharedNamedList } from './pairStems';
import { NotRowsError } from './notRowsError';
import { NO_PLACES, OnePlace } from './onePlace';
import { PointList } from './pointList';
import type { PlacedRecord } from './rowTypes';
import { delimiterOf, RecordReader, type RawRecord, tableRecords } from './tableRows';
import type { TableLayout } from './tableLayout';

export { NotRowsError };

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
  /** A JSON file's array of rows, read in steps (undefined for a JSON file of another shape: one pass). */
  private json?: JsonSteps;
  private rowsRead = 0;

  constructor(
    private readonly text: string,
    spans: readonly Span[] = [],
    private readonly options: FindOptions = {},
    private readonly command = 'Add Planning Area',
  ) {
    this.meets = (r) => spans.length === 0 || spans.some((s) => r.start <= s.end && s.start <= r.end);
    // A JSON file is read as JSON (its tree wins over a first line that reads as a header, as in one pass).
    const open = jsonOpen(text);
    if (open >= 0) {
      this.json = JsonSteps.open(text, open, options);
      return;
    }
    const headerEnd = text.indexOf('\n');
    const header = headerEnd < 0 ? undefined : tableHeader(text);
    if (header !== undefined) {
      for (let at = text.indexOf('\n', headerEnd + 1); at >= 0; at = text.indexOf('\n', at + 1)) this.lines++;
      if (!text.endsWith('\n')) this.lines++;
      this.table = { next: headerEnd + 1, head: text.slice(0, headerEnd + 1), reader: new RecordReader(text, delimiterOf(text.slice(0, headerEnd))), points: new PointList(), header };
    }
  }

  /** About how many rows the text has: a table's lines under its header, a JSON array's objects (0 when read in one piece). */
  get estimate(): number {
    return this.table ? this.lines : (this.json?.estimate ?? 0);
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
    if (this.json) return this.jsonStep(count);
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

  /** About `count` more objects of a JSON file's array of rows. */
  private jsonStep(count: number): void {
    const json = this.json!;
    // The whole array at once: the one pass itself, as readPlaceRows reads.
    if (json.elements === 0 && count === Infinity) return this.onePass();
    const stretch: JsonStretch | undefined = json.step(count);
    if (!stretch) {
      this.json = undefined;
      return this.onePass();
    }
    const { records, pointless, stems, points, first } = stretch;
    for (const record of records) this.keep(record, stems, (p) => points.start[p]!, first, true);
    for (const record of pointless) this.keep(record, stems, (p) => p, first, true);
    this.rowsRead = json.elements;
    if (!json.finished) return;
    const { stemOrder, records: kept, withoutCoordinates } = this;
    this.read = { points: json.points.result(), from: json.system, records: kept, stemOrder, withoutCoordinates, root: json.root, header: undefined };
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
    // One place (most rows) is kept as a OnePlace; a Map is made only when a second stem comes.
    let one: OnePlace<number> | undefined;
    let more: Map<string, number> | undefined;
    for (const p of record.points) {
      const stem = stems.at(startOf(p)) ?? '';
      if (one?.has(stem) || more?.has(stem)) continue;
      if (!this.stemOrder.includes(stem)) this.stemOrder.push(stem);
      if (!one) one = new OnePlace(stem, p + first);
      else (more ??= new Map(one)).set(stem, p + first);
    }
    const places = more ?? one ?? NO_PLACES;
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
    const root = jsonTree(text);
    const header = root ? undefined : tableHeader(text);
    if (!root && !header) throw new NotRowsError(`${this.command} reads a CSV or TSV file with a header, or a JSON array of objects.`);
    const found = root ? jsonRecords(root, points) : tableRecords(text, points);
    for (const record of found.records) this.keep(record, stems, (p) => points.start[p]!, 0, root !== undefined);
    this.read = { points, from, records: this.records, stemOrder: this.stemOrder, withoutCoordinates: this.withoutCoordinates, root, header };
    this.rowsRead = Math.max(this.estimate, root ? found.records.length : this.lines);
  }
}
