// CSV and TSV whose header names the columns. Fields are read as RFC 4180 has them: a quoted field may
// hold the delimiter, doubled quotes and line breaks, and is one field.
import { NameGroup } from './group';
import { numberFilling } from './numbers';
import { formCode, kindCode, type NamedPairList } from './namedPairList';
import type { NameSpan, NameKind } from './types';

interface Column {
  column: number;
  name: NameSpan;
  kind: NameKind;
}

interface ColumnPair {
  x: Column;
  y: Column;
}

export interface Header {
  delimiter: number;
  pairs: ColumnPair[];
  /** The lowest column any pair reads: a shorter row has no pair. */
  minColumn: number;
}

const TAB = 9;
const COMMA = 44;
const SEMICOLON = 59;
const QUOTE = 34;
const BOM = 0xfeff;

/**
 * What no column name holds: brackets, `=`, `<>`, or a key's colon (`'lat':`, `lat: 1`). They mark JSON,
 * code, YAML or markup, not a header. A colon inside a name (`Time (hh:mm)`) is fine.
 */
const NOT_A_NAME = /[{}[\]=<>]|["']\s*:|:\s/;

function lineEnd(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  const end = n < 0 ? text.length : n;
  return end > from && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}

export function delimiterOf(line: string): number | undefined {
  if (line.includes('\t')) return TAB;
  if (line.includes(',')) return COMMA;
  if (line.includes(';')) return SEMICOLON;
  return undefined;
}

// Field spans of the record being read, reused: a 100 000-row file must not make arrays per row.
let starts = new Int32Array(64);
let ends = new Int32Array(64);

/** Where the record readRecord read last ends (the next one starts). */
let recordEnd = 0;
/** Whether that record had text other than blanks between a closing quote and the next delimiter. */
let strayAfterQuote = false;

/**
 * Reads the record that starts at `i` into starts/ends (content spans, quotes excluded), sets
 * recordEnd, and returns the field count.
 */
function readRecord(text: string, i: number, n: number, delimiter: number): number {
  let count = 0;
  strayAfterQuote = false;
  for (;;) {
    let start = i;
    let end: number;
    if (i < n && text.charCodeAt(i) === QUOTE) {
      start = i + 1;
      let j = start;
      for (;;) {
        j = text.indexOf('"', j);
        if (j < 0) {
          j = n;
          break;
        }
        if (j + 1 < n && text.charCodeAt(j + 1) === QUOTE) j += 2;
        else break;
      }
      end = j;
      i = j + 1;
      // Anything between the closing quote and the delimiter is malformed; it is skipped, not read.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === delimiter || c === 10 || c === 13) break;
        if (c !== 32 && c !== 9) strayAfterQuote = true;
        i++;
      }
    } else {
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === delimiter || c === 10 || c === 13) break;
        i++;
      }
      end = i;
    }
    if (count === starts.length) {
      const s = new Int32Array(count * 2);
      s.set(starts);
      starts = s;
      const e = new Int32Array(count * 2);
      e.set(ends);
      ends = e;
    }
    starts[count] = start;
    ends[count] = end;
    count++;
    if (i < n && text.charCodeAt(i) === delimiter) {
      i++;
      continue;
    }
    if (i < n && text.charCodeAt(i) === 13) i++;
    if (i < n && text.charCodeAt(i) === 10) i++;
    recordEnd = i;
    return count;
  }
}

/**
 * The header line `text[0, end)` read as column names, or undefined when it is not a header that names
 * at least one pair of columns. Name offsets are into `text`.
 */
export function readHeader(text: string, end: number): Header | undefined {
  const line = text.slice(0, end);
  const delimiter = delimiterOf(line);
  if (delimiter === undefined) return undefined;
  const from = text.charCodeAt(0) === BOM ? 1 : 0;
  const count = readRecord(line, from, end, delimiter);
  // Text after a closing quote, which a row may have and is skipped there, makes no name: `"lat":1.3,"lng":103.8`
  // and `"lat"=1.3` are an object's members or attributes selected without what is around them.
  if (count < 2 || strayAfterQuote) return undefined;
  const group = new NameGroup<{ column: number; name: NameSpan }>();
  for (let column = 0; column < count; column++) {
    let start = starts[column]!;
    let stop = ends[column]!;
    while (start < stop && (line.charCodeAt(start) === 32 || line.charCodeAt(start) === 9)) start++;
    while (stop > start && (line.charCodeAt(stop - 1) === 32 || line.charCodeAt(stop - 1) === 9)) stop--;
    const name = line.slice(start, stop);
    if (name.length > 100 || NOT_A_NAME.test(name) || typeof numberFilling(line, start, stop) === 'object') return undefined;
    if (name !== '') group.add(name, { column, name: { start, end: stop, text: name } });
  }
  const pairs: ColumnPair[] = group
    .pairs()
    .map(([x, y]) => ({
      x: { column: x.item.column, name: x.item.name, kind: x.info.kind },
      y: { column: y.item.column, name: y.item.name, kind: y.info.kind },
    }))
    // In column order, so that each row's pairs come out in text order and no sort is needed.
    .sort((a, b) => Math.min(a.x.column, a.y.column) - Math.min(b.x.column, b.y.column));
  if (pairs.length === 0) return undefined;
  return { delimiter, pairs, minColumn: Math.min(...pairs.flatMap((p) => [p.x.column, p.y.column])) };
}

/** The header line of a CSV/TSV document (its first line, without the line break), if it is one. */
export function tableHeader(documentText: string): string | undefined {
  const end = lineEnd(documentText, 0);
  return readHeader(documentText, end) ? documentText.slice(0, end) : undefined;
}

/** Where the header line ends in `text`, when `text` starts with it. */
export function headerEnd(text: string): number {
  return lineEnd(text, 0);
}

/**
 * The named pairs of every row of `text` from `from` on, columns as `header` names them; names with
 * `inHeader` when the header is not in `text`. A row's pair is left out when either value is not a
 * number, or is zero.
 */
export function findTablePairs(text: string, from: number, header: Header, inHeader: boolean, out: NamedPairList): void {
  const n = text.length;
  const pairs = header.pairs;
  const form = formCode('table');
  let i = from;
  while (i < n) {
    const count = readRecord(text, i, n, header.delimiter);
    i = recordEnd;
    if (count <= header.minColumn) continue; // a blank or short line
    for (const { x: xc, y: yc } of pairs) {
      if (count <= xc.column || count <= yc.column) continue;
      const x = numberFilling(text, starts[xc.column]!, ends[xc.column]!);
      const y = numberFilling(text, starts[yc.column]!, ends[yc.column]!);
      if (typeof x !== 'object' || typeof y !== 'object') continue;
      if (x.value === 0 || y.value === 0) continue; // a placeholder: see objects.ts
      out.push(
        x.start, x.end, x.value, xc.name.start, xc.name.end, kindCode(xc.kind),
        y.start, y.end, y.value, yc.name.start, yc.name.end, kindCode(yc.kind),
        form, inHeader,
      );
    }
  }
}
