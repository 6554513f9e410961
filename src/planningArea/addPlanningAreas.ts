// Add Planning Area's work on a file's text, pure (no `vscode`): the converter's scanner finds every pair
// (any system, named or not), Show on Map's reading groups them into rows (CSV/TSV lines, JSON objects), and
// each row gets the planning area and region of its pairs, after its last column or as fields of its object.
// A row with two places (start_lat/start_lng and end_lat/end_lng) gets two pairs of columns, named after
// the pairs' own names; pairs with the same names but other systems (OneMap's X/Y and LATITUDE/LONGITUDE)
// are one place, and the first one in the row is read. A table's row without coordinates (blank cells, "NA")
// gets empty cells, so that every row keeps as many cells as the header; a JSON object without coordinates is
// left as it is (an object has no column count to keep, and a missing key says as much as an empty one).
import type { Node } from 'jsonc-parser';
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import type { AreaIndex } from './areaIndex';
import { type ColumnWriter, areaStems, columnNames, ColumnsThereError, placementValues } from './columnNames';
import { jsonEdits } from './jsonRows';
import { checkObjectWhole } from './jsonObjectWhole';
import { NotRowsError, type PlaceRows, PlaceRowsReader } from './placeRowsReader';
import { jsonFields, jsonFinishEdits, sortJsonRecords } from './jsonFinish';
import { delimiterOf, tableEdits } from './tableRows';
import { sortRecords, tableLayout } from './tableLayout';
import type { Insertion, PlacedRecord } from './rowTypes';
import type { Placement } from './types';

export type { Insertion, PlacedRecord };

export interface AddResult {
  insertions: Insertion[];
  /** The names added, in order (one pair of names per place a row holds). */
  columns: string[];
  /** How many rows got a planning area; `rows` counts their places (a trip's row has two). */
  placedRows: number;
  rows: { inside: number; boundary: number; outside: number; withoutCoordinates: number };
  /** 'finish': the file had the columns, and only the rows without their areas were written. */
  mode: 'add' | 'finish';
  /** Rows with more cells than the header, left as they are. */
  longer: Array<{ start: number; end: number }>;
  /** Rows that had their areas already (finish). */
  done: number;
}

export { NotRowsError, PlaceRowsReader, type PlaceRows };

/**
 * The rows meeting `spans` (every row when it is empty) with their places: what Add Planning Area, Reverse
 * Geocode and Travel Times read. `command` names the command in the refusal of a file without rows. In one
 * pass; PlaceRowsReader reads them in steps.
 */
export function readPlaceRows(text: string, spans: readonly Span[] = [], options: FindOptions = {}, command = 'Add Planning Area'): PlaceRows {
  return new PlaceRowsReader(text, spans, options, command).result();
}

/** The insertions that write `writer`'s columns into the rows read, in the file's own form and style. */
export function writeColumns<T>(text: string, read: PlaceRows, records: readonly PlacedRecord<T>[], writer: ColumnWriter<T>): { insertions: Insertion[]; columns: string[] } {
  if (read.root) for (const record of records) checkObjectWhole(text, record.node as Node);
  if (read.root) return read.fields ? jsonFinishEdits(text, records, read.fields, read.stemOrder, writer) : jsonEdits(text, records, read.stemOrder, writer);
  return tableEdits(text, read.header!, records, read.stemOrder, writer, read.layout);
}

/**
 * The rows a run writes. The first run: every row but those with more cells than the header. A table whose
 * header has the columns already: the rows it did not finish (`writer.left`), into those columns; a JSON array
 * an object of which has all the fields, likewise its objects. A header or objects with some of the columns
 * only are refused (`writer.there`), before anything is asked.
 */
export function planRows<T>(text: string, read: PlaceRows, writer: ColumnWriter<T>): PlaceRows {
  if (read.root) {
    const fields = jsonFields(read.records, read.stemOrder, writer as ColumnWriter<unknown>);
    if (fields) {
      const sorted = sortJsonRecords(fields, read.records, writer as ColumnWriter<unknown>, read.stemOrder);
      // Refused before anything is asked, as writeColumns below refuses it in a first run.
      for (const record of sorted.write) checkObjectWhole(text, record.node as Node);
      return { ...read, records: sorted.write, fields, mode: 'finish', longer: [], done: sorted.done };
    }
    writeColumns(text, read, read.records.map((r) => ({ ...r, places: new Map<string, T>() })), writer);
    return { ...read, mode: 'add', longer: [], done: 0 };
  }
  const layout = tableLayout(read.header!, delimiterOf(read.header!), read.stemOrder, writer);
  const sorted = sortRecords(text, layout, read.records, writer, read.stemOrder);
  return { ...read, records: sorted.write, layout, mode: layout.mode, longer: sorted.longer.map(({ start, end }) => ({ start, end })), done: sorted.done };
}

/**
 * `year` names the columns of areas other than the shipped 2019 ones (planning_area_2014). Computed offline,
 * they are not named after OneMap: Geocode Addresses' onemap_latitude gives planning_area; the names an older
 * version wrote (onemap_planning_area) are read back, so that a file that has them is finished, not refused.
 */
const areaColumns = (year?: number): ColumnWriter<Placement> => ({
  names: (stemOrder, style) => areaStems(stemOrder).flatMap((stem) => columnNames(stem, style, year)),
  values: (places, stemOrder) =>
    stemOrder.flatMap((stem) => {
      const placement = places.get(stem);
      return placement ? placementValues(placement) : [undefined, undefined];
    }),
  there: (name) => new ColumnsThereError(name),
  // Rows written before are finished; a row short of its cells, or with a place and no area, is done again.
  // In JSON, a place the object does not hold has no fields to finish.
  left: (cells, places, stemOrder, form) => stemOrder.some((stem, i) => (form !== 'json' || places.has(stem)) && (cells[2 * i] === undefined || cells[2 * i + 1] === undefined || (cells[2 * i] === '' && places.has(stem)))),
  formerNames: (stemOrder, style) => [stemOrder.flatMap((stem) => columnNames(stem, style, year))],
});

/**
 * The insertions that add planning areas to the rows meeting `spans` (every row when it is empty); `year`
 * names the columns of areas other than the shipped 2019 ones (planning_area_2014).
 */
export function addPlanningAreas(text: string, index: AreaIndex, spans: readonly Span[] = [], options: FindOptions = {}, year?: number): AddResult {
  const read = planRows(text, readPlaceRows(text, spans, options), areaColumns(year));
  const { points } = read;
  const rows = { inside: 0, boundary: 0, outside: 0, withoutCoordinates: read.withoutCoordinates };
  const records = read.records.map((record) => {
    const places = new Map<string, Placement>();
    for (const [stem, p] of record.places) {
      const placement = index.locate(points.lon[p]!, points.lat[p]!);
      rows[placement.kind]++;
      places.set(stem, placement);
    }
    return { ...record, places };
  });
  const placedRows = records.filter((r) => r.places.size > 0).length;
  const written = writeColumns(text, read, records, areaColumns(year));
  // Nothing to say in any row: the file stays as it is (the command says no row holds coordinates).
  const plan = { mode: read.mode ?? 'add', longer: read.longer ?? [], done: read.done ?? 0 } as const;
  return { ...written, insertions: placedRows === 0 ? [] : written.insertions, rows, placedRows, ...plan };
}

export interface AreaRun {
  /** The year the columns name (undefined: the shipped 2019 ones, planning_area). */
  year?: number;
  mode: 'add' | 'finish';
  /** Rows a run would write (finish: those without their areas). */
  left: number;
  /** Rows that hold coordinates or are written. */
  total: number;
  longer: Array<{ start: number; end: number }>;
  /** The file has some of this plan's columns only (or a JSON object has them): the refusal's words. */
  refused?: string;
}

/**
 * Read before the year is asked: how a run meets the file for each plan's columns (the shipped ones, and each
 * of `years`). Throws NotRowsError / the converter's CoordinateError as addPlanningAreas would, and
 * ColumnsThereError for a file with some of a plan's columns only.
 */
export function areaRuns(text: string, years: readonly number[], spans: readonly Span[] = [], options: FindOptions = {}): { runs: AreaRun[]; placed: number } {
  const read = readPlaceRows(text, spans, options);
  const placed = read.records.filter((r) => r.places.size > 0).length;
  const runs = [undefined, ...years].map((year): AreaRun => {
    let planned: PlaceRows;
    try {
      planned = planRows(text, read, areaColumns(year));
    } catch (error) {
      if (!(error instanceof ColumnsThereError)) throw error;
      return { year, mode: 'add', left: 0, total: 0, longer: [], refused: error.message };
    }
    const left = planned.mode === 'finish' ? planned.records.length : planned.records.filter((r) => r.places.size > 0).length;
    return { year, mode: planned.mode ?? 'add', left, total: left + (planned.done ?? 0), longer: planned.longer ?? [] };
  });
  return { runs, placed };
}

/** The text with the insertions made: what the editor shows after the command, for the tests. */
export function applyInsertions(text: string, insertions: readonly Insertion[]): string {
  const sorted = [...insertions].sort((a, b) => a.offset - b.offset);
  let out = '';
  let at = 0;
  for (const { offset, text: inserted, length = 0 } of sorted) {
    out += text.slice(at, offset) + inserted;
    at = offset + length;
  }
  return out + text.slice(at);
}

export { placementValues };
