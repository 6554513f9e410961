// The rows of a file as Geocode Addresses reads them: a CSV/TSV (the header names the columns), a JSON array of
// objects (its members' keys name the fields), or plain lines (one query a line). Each row keeps where it is in
// the text, for writing after it. No `vscode` here.
// A table is read by records, as Add Planning Area reads it: a quoted field holding a line break (an address
// written as on an envelope) is one row, which ends after the field's last line; blank and comment lines are none.
import type { Node } from 'jsonc-parser';
import { jsonTree } from '../mapData/jsonTree';
import { splitRecord } from '../mapData/tableFeatures';
import { delimiterOf, RecordReader } from '../planningArea/tableRows';
import { roleOf } from './queryColumns';

export interface SourceRow {
  /** Where the row is: a table's record (from its first line to its last, without the line break) or a JSON object. */
  start: number;
  end: number;
  /** By column index; undefined where the row has no such field. A table row short of the header has fewer. */
  values: (string | undefined)[];
  /** "line 40", or "the object on line 40". */
  label: string;
  /** A JSON row's object node (jsonc-parser's). */
  node?: Node;
}

export type SourceForm = 'table' | 'json' | 'lines';

export interface SourceRows {
  form: SourceForm;
  /** Column names, or field keys in order of first appearance; `line` for plain lines. */
  names: string[];
  rows: SourceRow[];
  /** A table's header line (from 0 to its end, without the line break). */
  headerEnd?: number;
  delimiter?: string;
  /** A table that quotes every field (its header does): the new fields are quoted too. */
  quoted?: boolean;
}

export interface Span {
  start: number;
  end: number;
}

function within(spans: readonly Span[], start: number, end: number): boolean {
  return spans.length === 0 || spans.some((s) => s.start < end && start < s.end) || spans.some((s) => s.start === s.end && s.start >= start && s.start <= end);
}

/** The lines of `text`: each non-empty one with its offsets and number (from 1). */
function lines(text: string): { start: number; end: number; number: number }[] {
  const found: { start: number; end: number; number: number }[] = [];
  let start = 0;
  let number = 1;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    let end = newline < 0 ? text.length : newline;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    if (text.slice(start, end).trim() !== '') found.push({ start, end, number });
    start = newline < 0 ? text.length : newline + 1;
    number++;
  }
  return found;
}

/**
 * A header that names columns: one of a query's names among them (`postal`, `street_name`), or two or more
 * split by tab, comma or semicolon of which none starts with a digit (`10 Anson Road, Singapore 079903` is
 * a line to search for, not a header).
 */
function tableHeader(text: string): string | undefined {
  const newline = text.indexOf('\n');
  const header = (newline < 0 ? text : text.slice(0, newline)).replace(/\r$/, '');
  const delimiter = delimiterOf(header);
  const names = splitRecord(header.replace(/^\uFEFF/, ''), delimiter).map((n) => n.trim());
  if (names.some((n) => roleOf(n) !== undefined)) return header;
  return header.includes(delimiter) && !names.some((n) => /^\d/.test(n)) ? header : undefined;
}

function tableRows(text: string, header: string, spans: readonly Span[]): SourceRows {
  // One column names no delimiter: the new ones are joined with a comma, CSV's own.
  const delimiter = header.includes(delimiterOf(header)) ? delimiterOf(header) : ',';
  const names = splitRecord(header.replace(/^\uFEFF/, ''), delimiter).map((n) => n.trim());
  const reader = new RecordReader(text, delimiter);
  const rows: SourceRow[] = [];
  // A row is labelled by its first line; lines are counted on from the row before, not from the top.
  let line = 1;
  let counted = 0;
  const headerBreak = text.indexOf('\n');
  for (let start = headerBreak < 0 ? text.length : headerBreak + 1; start < text.length; ) {
    const end = reader.end(start);
    const newline = text.indexOf('\n', end);
    const record = text.slice(start, end);
    if (record.trim() !== '' && within(spans, start, end)) {
      const values = splitRecord(record, delimiter);
      // A `#` line short of the header's fields is a comment (`# Source: …`), as pandas and R read them; a row
      // whose first cell is a unit number (`#01-23`) has the header's fields and is a row.
      if (!(record.trimStart().startsWith('#') && values.length < names.length)) {
        for (let i = text.indexOf('\n', counted); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
        counted = start;
        rows.push({ start, end, values, label: `line ${line}` });
      }
    }
    start = newline < 0 ? text.length : newline + 1;
  }
  return { form: 'table', names, rows, headerEnd: header.length, delimiter, quoted: header.replace(/^\uFEFF/, '').startsWith('"') };
}

/** The first array of objects, looking into the root and the objects and arrays right under it. */
function objectArray(root: Node): Node | undefined {
  const queue: Node[] = [root];
  for (let depth = 0; depth < 4 && queue.length > 0; depth++) {
    for (const node of queue.splice(0)) {
      const children = node.children ?? [];
      if (node.type === 'array' && children.length > 0 && children.every((c) => c.type === 'object')) return node;
      for (const child of children) {
        const value = child.type === 'property' ? child.children?.[1] : child;
        if (value && (value.type === 'object' || value.type === 'array')) queue.push(value);
      }
    }
  }
  return undefined;
}

function jsonRows(text: string, root: Node, spans: readonly Span[]): SourceRows | undefined {
  const array = objectArray(root);
  if (!array) return undefined;
  const names: string[] = [];
  const index = new Map<string, number>();
  const rows: SourceRow[] = [];
  // Line numbers counted on as the objects go, not from the top for each (5 200 of LTA's stops: 2 s to 0.1 s).
  let line = 1;
  let counted = 0;
  for (const object of array.children ?? []) {
    if (!within(spans, object.offset, object.offset + object.length)) continue;
    const values: (string | undefined)[] = [];
    for (const member of object.children ?? []) {
      const key = member.children?.[0]?.value;
      const value = member.children?.[1];
      if (typeof key !== 'string' || !value || !['string', 'number'].includes(value.type)) continue;
      if (!index.has(key)) index.set(key, names.push(key) - 1);
      values[index.get(key)!] = value.type === 'number' ? text.slice(value.offset, value.offset + value.length) : String(value.value);
    }
    for (let i = text.indexOf('\n', counted); i >= 0 && i < object.offset; i = text.indexOf('\n', i + 1)) line++;
    counted = object.offset;
    rows.push({ start: object.offset, end: object.offset + object.length, values, label: `the object on line ${line}`, node: object });
  }
  return { form: 'json', names, rows };
}

/** The file's rows, within the selections `spans` (the whole file when none). */
export function sourceRows(text: string, spans: readonly Span[] = []): SourceRows {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{') || /^(?:var|let|const)\s/.test(trimmed)) {
    const root = jsonTree(text);
    const found = root && jsonRows(text, root, spans);
    if (found) return found;
  }
  const header = tableHeader(text);
  if (header !== undefined) return tableRows(text, header, spans);
  const rows = lines(text)
    .filter((line) => within(spans, line.start, line.end))
    .map((line) => ({ start: line.start, end: line.end, values: [text.slice(line.start, line.end)], label: `line ${line.number}` }));
  return { form: 'lines', names: ['line'], rows };
}
