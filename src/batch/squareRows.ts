// A table keeps its shape whatever happens during a job: a row edited meanwhile is not written at its old
// offsets (rowWrite.ts), yet it must not stay short of the columns the header gains. When the result is
// written, each stretch of the document of now where such rows stand (between the rows still as they were),
// and each line typed where there was none, is read again; a record there short of the header's cells gets the
// ones it lacks, the job's status cell saying `not asked`, so that running the command again finishes it.
// Pure (no `vscode`).
import { fieldCount, field, RecordReader } from '../planningArea/tableRows';
import type { RowShape } from '../planningArea/tableLayout';
import type { RowTracker, TrackedRow } from './rowTracker';

export interface SquareEdit {
  offset: number;
  length: number;
  text: string;
}

/**
 * The insertions (in the text of now) that give every record edited or typed during the job `shape.width` cells.
 * `rows` are the tracked rows in text order, the header first; `before` is the text the job read.
 */
export function squareEdits(now: string, before: string, tracker: RowTracker, rows: readonly TrackedRow[], shape: RowShape): { edits: SquareEdit[]; rows: number } {
  const edits: SquareEdit[] = [];
  const reader = new RecordReader(now, shape.delimiter);
  let prev = -1;
  let changedSince = false;
  const scan = (from: number, to: number) => {
    const newline = now.indexOf('\n', from);
    for (let start = newline < 0 ? to : newline + 1; start < to; ) {
      const end = reader.end(start);
      if (end > to) return;
      const record = now.slice(start, end);
      const count = fieldCount(now, start, end, shape.delimiter);
      const comment = record.trimStart().startsWith('#') && count < shape.width;
      if (record.trim() !== '' && !comment && count < shape.width) {
        const quoted = now.charCodeAt(start) === 34;
        let text = '';
        for (let index = count; index < shape.width; index++) text += shape.delimiter + field(shape.cells.get(index) ?? '', shape.delimiter, quoted);
        edits.push({ offset: end, length: 0, text });
      }
      const next = now.indexOf('\n', end);
      start = next < 0 ? to : next + 1;
    }
  };
  for (let i = 0; i < rows.length; i++) {
    const where = tracker.where(i);
    if (!where) {
      changedSince = true;
      continue;
    }
    // Rows not tracked (outside the selection, comments) stand between some rows: a stretch is read only where
    // a row was edited, or where nothing stood before the job (a line typed there is a row).
    if (prev >= 0 && (changedSince || before.slice(rows[prev]!.end, rows[i]!.start).trim() === '')) scan(tracker.where(prev)!.end, where.start);
    prev = i;
    changedSince = false;
  }
  if (prev >= 0 && (changedSince || before.slice(rows[prev]!.end).trim() === '')) scan(tracker.where(prev)!.end, now.length);
  return { edits, rows: edits.length };
}
