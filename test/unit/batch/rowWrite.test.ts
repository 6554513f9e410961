// What a table job may still write when it ends: rows edited meanwhile are skipped and listed, but an edited
// header refuses the whole write (data rows must never be written without their column names), and "Apply N
// rows done" counts only data rows with an answer.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RowTracker, type TrackedRow } from '../../../src/batch/rowTracker';
import { HeaderEditedError, placeInsertions, rowsDone, type RowInsertion } from '../../../src/batch/rowWrite';

const TEXT = 'id,address\n1,10 Anson Road\n2,Raffles Place\n';
const ROWS: TrackedRow[] = [
  { start: 0, end: 10, label: 'the header', header: true },
  { start: 11, end: 26, label: 'line 2' },
  { start: 27, end: 42, label: 'line 3' },
];
const INSERTIONS: RowInsertion[] = [
  { row: 0, offset: 10, text: ',x' },
  { row: 1, offset: 26, text: ',1' },
  { row: 2, offset: 42, text: ',not asked', notAsked: true },
];

function edited(offset: number, length: number, inserted: string): { text: string; tracker: RowTracker } {
  const tracker = new RowTracker(ROWS);
  tracker.applyChange(offset, length, inserted.length, inserted);
  return { text: TEXT.slice(0, offset) + inserted + TEXT.slice(offset + length), tracker };
}

function write(text: string, edits: ReadonlyArray<{ offset: number; text: string }>): string {
  return [...edits].sort((a, b) => b.offset - a.offset).reduce((out, e) => out.slice(0, e.offset) + e.text + out.slice(e.offset), text);
}

describe('a table job\'s write', () => {
  it('the rows tracked are spelled as the test assumes', () => {
    assert.deepEqual(ROWS.map((r) => TEXT.slice(r.start, r.end)), ['id,address', '1,10 Anson Road', '2,Raffles Place']);
  });

  it('a line added above moves every row; all are written where they now are', () => {
    const { text, tracker } = edited(0, 0, '# list\n');
    const placed = placeInsertions(tracker, ROWS, INSERTIONS, 'Geocoding addresses');
    assert.equal(write(text, placed.edits), '# list\nid,address,x\n1,10 Anson Road,1\n2,Raffles Place,not asked\n');
    assert.deepEqual(placed.skipped, []);
  });

  it('a data row edited is skipped and named; the others are written', () => {
    const { text, tracker } = edited(TEXT.indexOf('Anson'), 5, 'Ansons');
    const placed = placeInsertions(tracker, ROWS, INSERTIONS, 'Geocoding addresses');
    assert.equal(write(text, placed.edits), 'id,address,x\n1,10 Ansons Road\n2,Raffles Place,not asked\n');
    assert.deepEqual(placed.skipped, [1]);
  });

  it('the header edited refuses the whole write, saying why and that a rerun asks nothing', () => {
    const { tracker } = edited(TEXT.indexOf('address'), 7, 'street');
    assert.throws(
      () => placeInsertions(tracker, ROWS, INSERTIONS, 'Geocoding addresses'),
      (error: unknown) => error instanceof HeaderEditedError && /^Geocoding addresses wrote nothing because the header line was edited during the job: run the command again, and OneMap will not be asked again\./.test(error.message),
    );
  });

  it('"Apply N rows done" counts data rows with an answer: not the header, not rows not asked', () => {
    assert.equal(rowsDone(ROWS, INSERTIONS), 1);
    assert.equal(rowsDone(ROWS, [INSERTIONS[0]!, INSERTIONS[2]!]), 0);
  });
});
