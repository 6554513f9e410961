// CSV and TSV for Add Planning Area, Reverse Geocode and Travel Times: each record under the header is a row;
// the new columns go after its last column, named in the header's style (case, delimiter, quoting). No `vscode` here.
// Records are read as the converter's scanner reads them (RFC 4180): a quoted field may hold line breaks, and
// its row ends after it, so that no cell is ever written inside a field.
import type { FoundPoints } from '../mapData/sourceFeature';
import type { Insertion, PlacedRecord } from './rowTypes';
import type { ColumnWriter } from './columnNames';
import { cellEdits } from './tableCells';
import { recordCells, tableLayout, type TableLayout } from './tableLayout';

export interface RawRecord {
  start: number;
  end: number;
  /** The indexes of the points in it, in text order. */
  points: number[];
  /** A JSON row's object node (jsonc-parser's). */
  node?: unknown;
}

const QUOTE = 34;
const HASH = 35;

/**
 * Finds where records end, reading forward only: the next quote is looked up once and kept, so a file with
 * no quotes (or few) costs one pass, not one search to the end of the text per line.
 */
export class RecordReader {
  private quoteAt = -2;

  constructor(
    private readonly text: string,
    private readonly delimiter: string,
  ) {}

  /** The first quote at or after `from`, or -1. Calls must not go backwards. */
  private quote(from: number): number {
    if (this.quoteAt === -1 || this.quoteAt >= from) return this.quoteAt;
    this.quoteAt = this.text.indexOf('"', from);
    return this.quoteAt;
  }

  /**
   * Where the record starting at `start` ends (before its line break): at the first line break outside a
   * quoted field. A quote opens a field only at the field's start; elsewhere (`5" pipe`) it is a character.
   */
  end(start: number): number {
    const { text, delimiter } = this;
    let i = start;
    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        // A quoted field: to its closing quote, over doubled quotes and line breaks.
        for (i = this.quote(i + 1); i >= 0 && text.charCodeAt(i + 1) === QUOTE; i = this.quote(i + 2));
        if (i < 0) return withoutReturn(text, text.length);
        i++;
      }
      const newline = text.indexOf('\n', i);
      const stop = newline < 0 ? text.length : newline;
      let opens = -1;
      for (let q = this.quote(i); q >= 0 && q < stop; q = this.quote(q + 1)) {
        if (q > i && text.startsWith(delimiter, q - delimiter.length)) {
          opens = q;
          break;
        }
      }
      if (opens < 0) return withoutReturn(text, stop);
      i = opens;
    }
  }
}

/** A line's end at `stop` (a line break or the text's end), before its carriage return. */
function withoutReturn(text: string, stop: number): number {
  return stop > 0 && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop;
}

/**
 * Each record after the first line (the header), with the points that start in it. Blank lines are no rows,
 * nor is a line starting with `#` that holds no coordinates: a comment, as pandas and R read them.
 */
export function tableRecords(text: string, points: FoundPoints): { records: RawRecord[] } {
  const records: RawRecord[] = [];
  const headerEnd = text.indexOf('\n');
  if (headerEnd < 0) return { records };
  const reader = new RecordReader(text, delimiterOf(text.slice(0, headerEnd)));
  let p = 0;
  let start = headerEnd + 1;
  while (start < text.length) {
    const end = reader.end(start);
    const newline = text.indexOf('\n', end);
    const next = newline < 0 ? text.length : newline + 1;
    while (p < points.count && points.start[p]! < start) p++;
    const first = p;
    while (p < points.count && points.start[p]! < end) p++;
    // Sized once: an array grown by push keeps room for 16 more, a row's one or two points in 100 000 rows.
    const record: RawRecord = { start, end, points: p - first === 1 ? [first] : Array.from({ length: p - first }, (_, i) => first + i) };
    if (isRow(text, start, end, record.points.length > 0)) records.push(record);
    start = next;
  }
  return { records };
}

/**
 * Whether text[start, end) is a row: not blank, and not a comment (`#` first) unless it holds coordinates. A
 * line that starts with a plain character is answered from that character, without a copy of the line.
 */
function isRow(text: string, start: number, end: number, hasPoints: boolean): boolean {
  const first = start < end ? text.charCodeAt(start) : 0;
  if (first > 32 && first < 127) return first !== HASH || hasPoints;
  const line = text.slice(start, end).trimStart();
  return line !== '' && !(line.startsWith('#') && !hasPoints);
}

/** How many fields the record text[start, end) holds; a delimiter inside a quoted field separates none. */
export function fieldCount(text: string, start: number, end: number, delimiter: string): number {
  let count = 1;
  let i = start;
  while (i < end) {
    if (text.charCodeAt(i) === QUOTE) {
      // A quoted field: past its closing quote (doubled quotes are one character of it).
      for (i = text.indexOf('"', i + 1); i >= 0 && i < end && text.charCodeAt(i + 1) === QUOTE; i = text.indexOf('"', i + 2));
      if (i < 0 || i >= end) return count;
    }
    const next = text.indexOf(delimiter, i);
    if (next < 0 || next >= end) return count;
    count++;
    i = next + delimiter.length;
  }
  return count;
}

export function delimiterOf(header: string): string {
  return header.includes('\t') ? '\t' : header.includes(',') ? ',' : ';';
}

/** A field as the file writes them: quoted when the file quotes its fields, or when the value needs it. */
export function field(value: string, delimiter: string, quoted: boolean): string {
  const needs = value.includes(delimiter) || value.includes('"') || value.includes('\n');
  return quoted || needs ? `"${value.replace(/"/g, '""')}"` : value;
}

export function tableEdits<T>(
  text: string,
  header: string,
  records: readonly PlacedRecord<T>[],
  stemOrder: readonly string[],
  writer: ColumnWriter<T>,
  layout: TableLayout = tableLayout(header, delimiterOf(header), stemOrder, writer),
): { insertions: Insertion[]; columns: string[] } {
  const { delimiter, columns, width } = layout;
  if (layout.mode === 'finish') return { insertions: records.flatMap((record) => finishEdits(text, record, stemOrder, writer, layout)), columns };
  if (records.length === 0) return { insertions: [], columns };
  const insertions: Insertion[] = [{ offset: header.length, text: columns.map((c) => delimiter + field(c, delimiter, layout.quoted)).join('') }];
  for (const record of records) {
    const quoted = text.charCodeAt(record.start) === QUOTE;
    const count = fieldCount(text, record.start, record.end, delimiter);
    // A row with more cells than the header is never written: its values would stand under other names.
    if (count > width) continue;
    // A row short of the header's fields (an export that drops trailing empty cells, a `Total` line) is filled
    // with empty ones first, so that the new values stand under their names.
    // Joined once into a flat string: added piece by piece, a row's text would be kept until the edit as a
    // tree of a dozen pieces, and 100 000 such trees kept the garbage collector busy.
    const parts: string[] = [(delimiter + field('', delimiter, quoted)).repeat(width - count)];
    for (const v of writer.values(record.places, stemOrder)) parts.push(delimiter, field(String(v ?? ''), delimiter, quoted));
    insertions.push({ offset: record.end, text: parts.join('') });
  }
  return { insertions, columns };
}

/** A row finished in place: its values into the columns the header has for them, the cells it lacks added. */
function finishEdits<T>(text: string, record: PlacedRecord<T>, stemOrder: readonly string[], writer: ColumnWriter<T>, layout: TableLayout): Insertion[] {
  const { spans } = recordCells(text, record, layout);
  if (spans.length > layout.width) return [];
  const values = writer.values(record.places, stemOrder);
  const byIndex = new Map(layout.at.map((index, i) => [index, String(values[i] ?? '')]));
  const quoted = text.charCodeAt(record.start) === QUOTE;
  return cellEdits(text, spans, record.end, layout.width, byIndex, layout.delimiter, (v) => field(v, layout.delimiter, quoted));
}
