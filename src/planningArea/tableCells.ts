// A table row's cells where they stand in the text, read back and rewritten one by one: what a job run again
// on a file whose columns it wrote needs to write into those columns and nowhere else. No `vscode` here.

/** A field's offsets in the text, its quotes included. */
export interface CellSpan {
  start: number;
  end: number;
}

/**
 * The fields of the record text[start, end), split where `delimiter` stands outside quotes. A quote opens a
 * quoted field only at the field's start, as the reading of rows has it: in `5" pipe` it is a character.
 */
export function cellSpans(text: string, start: number, end: number, delimiter: string): CellSpan[] {
  const spans: CellSpan[] = [];
  let from = start;
  let quoted = false;
  for (let i = start; i <= end; i++) {
    if (i === end || (!quoted && text.startsWith(delimiter, i))) {
      spans.push({ start: from, end: i });
      from = i + delimiter.length;
      i += delimiter.length - 1;
    } else if (text[i] === '"' && quoted) {
      // A doubled quote inside a quoted field is one character of it; a single one closes the field.
      if (text[i + 1] === '"') i++;
      else quoted = false;
    } else if (text[i] === '"' && i === from) quoted = true;
  }
  return spans;
}

/** A field's value: its quotes taken off, a doubled quote read as one, spaces around it trimmed. */
export function cellValue(text: string, span: CellSpan): string {
  const raw = text.slice(span.start, span.end).trim();
  return raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
}

/**
 * Whether a cell a job wrote says the job is not done with its row: missing (the row is short of it, edited
 * during the job), `not asked` (cancelled first), or OneMap's error. Run again, the job finishes such rows.
 */
export function cellLeft(cell: string | undefined): boolean {
  return cell === undefined || cell === 'not asked' || cell.startsWith('error:');
}

/** One edit of a row: `length` characters at `offset` (0: an insertion) become `text`. */
export interface CellEdit {
  offset: number;
  length: number;
  text: string;
}

/**
 * The edits that put `values` (by column index) into a row whose fields are `spans`: a field the row has is
 * replaced where it stands (left alone when it already says the same); the fields it lacks, up to `width`, are
 * added after its last one, empty where no value is given, so that the row ends as wide as its header.
 */
export function cellEdits(
  text: string,
  spans: readonly CellSpan[],
  rowEnd: number,
  width: number,
  values: ReadonlyMap<number, string>,
  delimiter: string,
  format: (value: string) => string,
): CellEdit[] {
  const edits: CellEdit[] = [];
  for (const [index, value] of [...values].sort((a, b) => a[0] - b[0])) {
    const span = spans[index];
    if (!span) continue;
    const written = format(value);
    if (text.slice(span.start, span.end) !== written) edits.push({ offset: span.start, length: span.end - span.start, text: written });
  }
  let added = '';
  for (let index = spans.length; index < width; index++) added += delimiter + format(values.get(index) ?? '');
  if (added !== '') edits.push({ offset: rowEnd, length: 0, text: added });
  return edits;
}
