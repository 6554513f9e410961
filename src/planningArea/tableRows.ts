// CSV and TSV for Add Planning Area: each line under the header is a row; the new columns go after its last
// column, named in the header's style (case, delimiter, quoting). No `vscode` here.
// A quoted field holding a line break is not read as one row here: such rows are rare in coordinate tables.
import type { FoundPoints } from '../mapData/sourceFeature';
import { splitRecord } from '../mapData/tableFeatures';
import type { Insertion, PlacedRecord } from './addPlanningAreas';
import { columnNames, ColumnsThereError, nameStyle, placementValues } from './columnNames';

export interface RawRecord {
  start: number;
  end: number;
  /** The indexes of the points in it, in text order. */
  points: number[];
  /** A JSON row's object node (jsonc-parser's). */
  node?: unknown;
}

/** Each non-empty line after the first (the header), with the points that start in it. */
export function tableRecords(text: string, points: FoundPoints): { records: RawRecord[] } {
  const records: RawRecord[] = [];
  let p = 0;
  let start = text.indexOf('\n') + 1;
  if (start === 0) return { records };
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const next = newline < 0 ? text.length : newline + 1;
    let end = newline < 0 ? text.length : newline;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    const record: RawRecord = { start, end, points: [] };
    while (p < points.count && points.start[p]! < start) p++;
    while (p < points.count && points.start[p]! < end) record.points.push(p++);
    if (text.slice(start, end).trim() !== '') records.push(record);
    start = next;
  }
  return { records };
}

function delimiterOf(header: string): string {
  return header.includes('\t') ? '\t' : header.includes(',') ? ',' : ';';
}

/** A field as the file writes them: quoted when the file quotes its fields, or when the value needs it. */
function field(value: string, delimiter: string, quoted: boolean): string {
  const needs = value.includes(delimiter) || value.includes('"') || value.includes('\n');
  return quoted || needs ? `"${value.replace(/"/g, '""')}"` : value;
}

export function tableEdits(
  text: string,
  header: string,
  records: readonly PlacedRecord[],
  stemOrder: readonly string[],
  year?: number,
): { insertions: Insertion[]; columns: string[] } {
  const delimiter = delimiterOf(header);
  const bare = header.replace(/^\uFEFF/, '');
  const names = splitRecord(bare, delimiter).map((n) => n.trim());
  const columns = stemOrder.flatMap((stem) => columnNames(stem, nameStyle(names), year));
  const there = columns.find((c) => names.some((n) => n.toLowerCase() === c.toLowerCase()));
  if (there !== undefined) throw new ColumnsThereError(there);
  if (records.length === 0) return { insertions: [], columns };
  const headerQuoted = bare.startsWith('"');
  const headerEnd = header.length; // the header is the first line
  const insertions: Insertion[] = [{ offset: headerEnd, text: columns.map((c) => delimiter + field(c, delimiter, headerQuoted)).join('') }];
  for (const record of records) {
    const quoted = text.charCodeAt(record.start) === 34;
    const values = stemOrder.flatMap((stem) => {
      const placement = record.places.get(stem);
      return placement ? placementValues(placement) : ['', ''];
    });
    insertions.push({ offset: record.end, text: values.map((v) => delimiter + field(v, delimiter, quoted)).join('') });
  }
  return { insertions, columns };
}
