// Where a table job's columns go: after every row's last (the first run), or, when the header already names them
// all (a run stopped by Cancel, rows edited meanwhile, OneMap's errors), into those columns of the rows the job
// has not finished, and nowhere else. A row with more cells than its header is never written: its values would
// stand under other columns' names. No `vscode` here.
import { splitRecord } from '../mapData/tableFeatures';
import { type ColumnWriter, nameStyle, type NameStyle } from './columnNames';
import { cellSpans, cellValue, type CellSpan } from './tableCells';
import type { PlacedRecord } from './rowTypes';

export interface TableLayout {
  /** 'add': the columns are new; 'finish': the header has them, at `at`. */
  mode: 'add' | 'finish';
  /** The columns' names: to add, or as the header writes them. */
  columns: string[];
  /** Their indexes in the header (finish). */
  at: number[];
  /** The header's cells before the job. */
  width: number;
  delimiter: string;
  /** The header quotes its names. */
  quoted: boolean;
}

const STYLES: NameStyle[] = ['snake', 'upper', 'camel', 'pascal'];

export function headerNames(header: string, delimiter: string): string[] {
  return splitRecord(header.replace(/^\uFEFF/, ''), delimiter).map((n) => n.trim());
}

/**
 * The layout for `writer`'s columns under `header`. Throws the writer's refusal when the header has some of
 * them but not all (another run's columns, or a column of the user's by that name).
 */
export function tableLayout<T>(header: string, delimiter: string, stemOrder: readonly string[], writer: ColumnWriter<T>): TableLayout {
  const names = headerNames(header, delimiter);
  const lower = names.map((n) => n.toLowerCase());
  const quoted = header.replace(/^\uFEFF/, '').startsWith('"');
  const style = nameStyle(names);
  const columns = writer.names(stemOrder, style);
  // Written before, in any style, or under the names an older version wrote.
  const candidates = [...[style, ...STYLES].map((s) => writer.names(stemOrder, s)), ...(writer.formerNames?.(stemOrder, style) ?? [])];
  for (const wanted of writer.finishes === false ? [] : candidates) {
    const at = wanted.map((n) => lower.indexOf(n.toLowerCase()));
    if (wanted.length > 0 && at.every((i) => i >= 0)) return { mode: 'finish', columns: at.map((i) => names[i]!), at, width: names.length, delimiter, quoted };
  }
  const there = columns.find((c) => lower.includes(c.toLowerCase()));
  if (there !== undefined) throw writer.there(there);
  return { mode: 'add', columns, at: [], width: names.length, delimiter, quoted };
}

export interface SortedRecords<T> {
  /** The records the job writes: every one that fits (add), the ones not finished (finish). */
  write: PlacedRecord<T>[];
  /** Rows with more cells than the header: listed, never written. */
  longer: PlacedRecord<T>[];
  /** Rows finished by an earlier run, left as they are. */
  done: number;
}

/** The record's cells; undefined past its last one. */
export function recordCells(text: string, record: { start: number; end: number }, layout: TableLayout): { spans: CellSpan[]; cells: (string | undefined)[] } {
  const spans = cellSpans(text, record.start, record.end, layout.delimiter);
  return { spans, cells: layout.at.map((i) => (spans[i] ? cellValue(text, spans[i]) : undefined)) };
}

/** Which records the job writes, which it must leave as they are, and how many an earlier run finished. */
export function sortRecords<T, P>(text: string, layout: TableLayout, records: readonly PlacedRecord<T>[], writer: ColumnWriter<P>, stemOrder: readonly string[]): SortedRecords<T> {
  const sorted: SortedRecords<T> = { write: [], longer: [], done: 0 };
  for (const record of records) {
    const { spans, cells } = recordCells(text, record, layout);
    // A row reaching into the columns without filling them had more cells than the header before the first run.
    const partial = layout.mode === 'finish' && spans.length > Math.min(...layout.at) && spans.length < layout.width;
    if (spans.length > layout.width || partial) sorted.longer.push(record);
    else if (layout.mode === 'add' || (writer.left ?? anyLeft)(cells, record.places as ReadonlyMap<string, unknown>, stemOrder)) sorted.write.push(record);
    else sorted.done++;
  }
  return sorted;
}

/** By default a row is left when any of its cells is missing, says `not asked`, or holds an error. */
function anyLeft(cells: readonly (string | undefined)[]): boolean {
  return cells.some((c) => c === undefined || c === 'not asked' || c.startsWith('error:'));
}

/**
 * What a row the job never asked about gets, so that it ends as wide as the header: the header's width after
 * the job, and the values of the job's columns for such a row (`not asked` where its status goes). A row typed
 * or edited during the job is given these when the result is written (see src/batch/squareRows.ts).
 */
export interface RowShape {
  delimiter: string;
  width: number;
  /** By column index; the other cells are empty. */
  cells: Map<number, string>;
}

export function rowShape(layout: TableLayout, notAsked: ReadonlyArray<string | number | undefined>): RowShape {
  const at = layout.mode === 'add' ? layout.columns.map((_, i) => layout.width + i) : layout.at;
  const cells = new Map(at.map((index, i) => [index, String(notAsked[i] ?? '')] as [number, string]));
  return { delimiter: layout.delimiter, width: layout.mode === 'add' ? layout.width + layout.columns.length : layout.width, cells };
}
