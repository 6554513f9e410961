// Rows selected as a block of columns (a box selection, a cursor a row): each selection starts some fields
// into its row, so the header names its text's columns from that field on. A quote starts and ends a quoted
// field (RFC 4180's doubled quote ends and restarts it), so a delimiter inside quotes separates nothing.
import { delimiterOf as tableDelimiter } from './table';

/** The header of a table whose rows are selected from the same field on: from that field, and where it starts. */
export interface ColumnCut {
  header: string;
  /** Where the cut header starts in the whole header line. */
  offset: number;
}

/** The header's delimiter as the table reader chooses it (table.ts), as a character. */
function delimiterOf(line: string): string | undefined {
  const code = tableDelimiter(line);
  return code === undefined ? undefined : String.fromCharCode(code);
}

/** The starts of the fields of `line` (delimiters outside quotes end fields). */
function fieldStarts(line: string, delimiter: string): number[] {
  const starts = [0];
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) starts.push(i + 1);
  }
  return starts;
}

/**
 * The header for texts that start `prefixes[i]` into their rows (the row's text before the selection):
 * the header's fields from the one the texts start at. Undefined when a text starts inside a field, or the
 * texts start at different fields: then the header does not name their columns.
 */
export function columnCut(header: string, prefixes: readonly string[]): ColumnCut | undefined {
  const delimiter = delimiterOf(header);
  if (delimiter === undefined) return undefined;
  let field: number | undefined;
  for (const prefix of prefixes) {
    const starts = fieldStarts(prefix, delimiter);
    if (starts[starts.length - 1] !== prefix.length) return undefined; // inside a field, or inside quotes
    if (field !== undefined && field !== starts.length - 1) return undefined;
    field = starts.length - 1;
  }
  const offset = field === undefined ? 0 : fieldStarts(header, delimiter)[field];
  return offset === undefined ? undefined : { header: header.slice(offset), offset };
}

/**
 * The header with every column name blanked but those in `keep` (spans into the header): a table read
 * with it finds only the kept columns' pairs. Lengths and delimiters stay, so offsets still hold.
 */
export function onlyColumns(header: string, keep: ReadonlyArray<{ start: number; end: number }>): string {
  const delimiter = delimiterOf(header);
  if (delimiter === undefined) return header;
  const starts = fieldStarts(header, delimiter);
  let out = '';
  starts.forEach((start, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]! - 1 : header.length;
    const kept = keep.some((span) => span.start >= start && span.end <= end);
    out += kept ? header.slice(start, end) : ' '.repeat(end - start);
    if (k + 1 < starts.length) out += delimiter;
  });
  return out;
}
