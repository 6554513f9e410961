// Where and what Geocode Addresses writes: after a table row's last column (quoted as the file quotes, the header
// named too; a row short of the header filled with empty cells first, so the values stand under their names), as members of a JSON object in its own style (separator, spacing, key quotes, a trailing comma
// kept where it was), or after a plain line, tab-separated. Resolve Ambiguous Rows rewrites one row's added
// values in the same places. No `vscode` here.
import { memberStyle } from '../planningArea/jsonRows';
import { fieldEdits } from '../planningArea/jsonFinish';
import { field } from '../planningArea/tableRows';
import { cellEdits, cellSpans } from '../planningArea/tableCells';
import { outputValues } from './outputColumns';
import type { SourceRows } from './sourceRows';
import type { Match, OutputChoice } from './types';

/** The match column of a row the job did not reach. */
export const NOT_ASKED = 'not asked';

export interface RowText {
  /** For a table, 0 is the header and data row i is i + 1 (see trackedRowsOf); otherwise row i is i. */
  row: number;
  offset: number;
  text: string;
  /** Characters of the text as read that `text` replaces (a run that finishes rows rewrites their cells). */
  length?: number;
  /** Cells for a row whose query was not answered (a cancelled job): written so the table stays square. */
  notAsked?: boolean;
  /** The row's match kind (`exact`, `not found`…): the summary counts the rows written. */
  outcomes?: string[];
}

/** The rows a job watches, in the order RowText's `row` counts: a table's header first. */
export function trackedRowsOf(source: SourceRows): { start: number; end: number; label: string; header?: boolean }[] {
  const rows = source.rows.map((r) => ({ start: r.start, end: r.end, label: r.label }));
  return source.form === 'table' ? [{ start: 0, end: source.headerEnd ?? 0, label: 'the header', header: true }, ...rows] : rows;
}

function cellText(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

function jsonValue(value: string | number | undefined): string {
  return value === undefined ? 'null' : typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** Quoted when the file quotes every field, else only where a value needs it (a delimiter, a quote, a line break). */
function tableCells(source: SourceRows, values: readonly string[]): string {
  const delimiter = source.delimiter ?? ',';
  return values.map((v) => delimiter + field(v, delimiter, source.quoted === true)).join('');
}

function jsonMembers(text: string, source: SourceRows, rowIndex: number, names: readonly string[], values: readonly (string | number | undefined)[]): { separator: string; fields: string[] } {
  const object = source.rows[rowIndex]!.node!;
  const { separator, colon, quote } = memberStyle(text, object);
  return { separator, fields: names.map((name, i) => `${quote}${name}${quote}${colon}${jsonValue(values[i])}`) };
}

/**
 * The insertions for every row. After Cancel, a row whose query was not answered gets empty values and the
 * match `not asked` (flagged, so it is not counted as done): every row keeps as many cells as the header.
 * None is written when no row was answered.
 */
export function rowInsertions(
  text: string,
  source: SourceRows,
  names: readonly string[],
  choice: OutputChoice,
  matchOf: (rowIndex: number) => Match | undefined,
  /** A file that has the columns (a run that finishes rows): a table's indexes of them; the values go into them (JSON: into the fields `names`). */
  at?: readonly number[],
): RowText[] {
  const insertions: RowText[] = [];
  const first = source.form === 'table' ? 1 : 0;
  const matches = source.rows.map((_, i) => matchOf(i));
  if (matches.every((m) => m === undefined)) return [];
  source.rows.forEach((row, i) => {
    const match = matches[i];
    const values = match ? outputValues(match, choice) : notAskedValues(choice);
    const flag = match ? { outcomes: [match.kind] } : { notAsked: true };
    if (source.form === 'table' && at) {
      const delimiter = source.delimiter ?? ',';
      const spans = cellSpans(text, row.start, row.end, delimiter);
      const byIndex = new Map(at.map((index, v) => [index, cellText(values[v])] as [number, string]));
      const quoted = source.quoted === true;
      for (const edit of cellEdits(text, spans, row.end, source.names.length, byIndex, delimiter, (v) => field(v, delimiter, quoted))) insertions.push({ row: i + first, ...edit, ...flag });
    } else if (source.form === 'table') insertions.push({ row: i + first, offset: row.end, text: tableCells(source, [...padding(source, i), ...values.map(cellText)]), ...flag });
    else if (source.form === 'lines') insertions.push({ row: i, offset: row.end, text: values.map((v) => `\t${cellText(v)}`).join(''), ...flag });
    else if (at) for (const edit of fieldEdits(text, row.node!, names, values.map(jsonValue))) insertions.push({ row: i, ...edit, ...flag });
    else {
      const members = row.node!.children ?? [];
      const last = members[members.length - 1];
      const { separator, fields } = jsonMembers(text, source, i, names, values);
      if (last) insertions.push({ row: i, offset: last.offset + last.length, text: fields.map((f) => separator + f).join(''), ...flag });
      else insertions.push({ row: i, offset: row.start + 1, text: fields.join(', '), ...flag });
    }
  });
  if (source.form === 'table' && !at) insertions.unshift({ row: 0, offset: source.headerEnd ?? 0, text: tableCells(source, names) });
  return insertions;
}

/**
 * The empty cells a table row lacks before the new ones: an export that drops trailing empty cells, or a `Total`
 * line, is shorter than the header, and the new values would stand under other columns' names.
 */
function padding(source: SourceRows, rowIndex: number): string[] {
  return new Array<string>(Math.max(0, source.names.length - source.rows[rowIndex]!.values.length)).fill('');
}

/** A row not reached: no coordinates, address or postal code, and the match `not asked`. */
function notAskedValues(choice: OutputChoice): (string | undefined)[] {
  const values: (string | undefined)[] = outputValues({ kind: 'not found' }, choice).map(() => undefined);
  values[values.length - 1] = NOT_ASKED;
  return values;
}

export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/**
 * Row `rowIndex`'s added values rewritten for `match`: in a table, from its first added column to the end of the
 * row; in JSON, from the first added member to the last. Undefined when the row lacks them.
 */
export function rewriteRow(text: string, source: SourceRows, rowIndex: number, names: readonly string[], choice: OutputChoice, match: Match): Replacement | undefined {
  const row = source.rows[rowIndex]!;
  const values = outputValues(match, choice);
  if (source.form === 'table') {
    const firstColumn = source.names.findIndex((n) => n.toLowerCase() === names[0]!.toLowerCase());
    const spans = cellSpans(text, row.start, row.end, source.delimiter ?? ',');
    const from = spans[firstColumn];
    if (firstColumn < 1 || !from) return undefined;
    const start = from.start - (source.delimiter ?? ',').length;
    return { start, end: row.end, text: tableCells(source, values.map(cellText)) };
  }
  if (source.form === 'json') {
    const members = (row.node!.children ?? []).filter((m) => names.includes(String(m.children?.[0]?.value)));
    if (members.length !== names.length) return undefined;
    const { fields } = jsonMembers(text, source, rowIndex, names, values);
    const firstMember = members[0]!;
    const lastMember = members[members.length - 1]!;
    const separators = members.slice(1).map((m, i) => text.slice(members[i]!.offset + members[i]!.length, m.offset));
    return { start: firstMember.offset, end: lastMember.offset + lastMember.length, text: fields.map((f, i) => (i === 0 ? f : separators[i - 1] + f)).join('') };
  }
  return undefined;
}
