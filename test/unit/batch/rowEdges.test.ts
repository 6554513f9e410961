// Rows tracked while the user types during a job, at their edges: text typed at a row's very end or start
// (with and without a line break), a replacement that ends in a line break, a change that changes nothing,
// rows handed over in any order; and what is written: edited rows named in order, rows done counted once.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RateMeter, progressText, type JobProgress } from '../../../src/batch/jobProgress';
import { RowTracker, type TrackedRow } from '../../../src/batch/rowTracker';
import { HeaderEditedError, placeInsertions, rowsDone } from '../../../src/batch/rowWrite';

// "id,name\n1,a\n2,b\n": the header 0–7, row 1 8–11, row 2 12–15.
const ROWS: TrackedRow[] = [
  { start: 0, end: 7, label: 'header', header: true },
  { start: 8, end: 11, label: 'row 1' },
  { start: 12, end: 15, label: 'row 2' },
];

describe('a row and the text typed against its edges', () => {
  it('text typed right after a row\'s last character is in the row; a new line typed there is not', () => {
    const typed = new RowTracker(ROWS);
    typed.applyChange(11, 0, 1, 'x');
    assert.deepEqual(typed.changedLabels(), ['row 1']);
    const newLine = new RowTracker(ROWS);
    newLine.applyChange(11, 0, 3, '\nzz');
    assert.deepEqual(newLine.changedLabels(), []);
    assert.deepEqual(newLine.where(1), { start: 8, end: 11 });
    assert.deepEqual(newLine.where(2), { start: 15, end: 18 });
  });

  it('at a row\'s start, a line typed with its line break moves the row; text with a line break inside changes it', () => {
    const line = new RowTracker(ROWS);
    line.applyChange(12, 0, 4, '0,z\n');
    assert.deepEqual(line.changedLabels(), []);
    assert.deepEqual(line.where(2), { start: 16, end: 19 });
    const inside = new RowTracker(ROWS);
    inside.applyChange(12, 0, 3, 'x\ny');
    assert.deepEqual(inside.changedLabels(), ['row 2']);
    const atEnd = new RowTracker(ROWS);
    atEnd.applyChange(11, 0, 3, 'x\ny');
    assert.deepEqual(atEnd.changedLabels(), ['row 1']);
  });

  it('a replacement is an edit even when its text begins or ends with a line break', () => {
    const start = new RowTracker(ROWS);
    start.applyChange(12, 1, 2, 'x\n');
    assert.deepEqual(start.changedLabels(), ['row 2']);
    const end = new RowTracker(ROWS);
    // The row's last character replaced by a line break and more: row 1 changed.
    end.applyChange(10, 1, 3, '\nab');
    assert.deepEqual(end.changedLabels(), ['row 1']);
  });

  it('a change that removes and inserts nothing changes nothing, even inside a row', () => {
    const tracker = new RowTracker(ROWS);
    tracker.applyChange(9, 0, 0, '');
    tracker.applyChanges([{ rangeOffset: 13, rangeLength: 0 }]);
    assert.equal(tracker.changedCount, 0);
    assert.deepEqual(tracker.where(2), { start: 12, end: 15 });
  });

  it('rows handed over in any order move together with an edit above them', () => {
    const reversed = [ROWS[2]!, ROWS[1]!, { start: 0, end: 7, label: 'header' }];
    const tracker = new RowTracker(reversed);
    tracker.applyChange(0, 0, 5, 'abc\n\n');
    assert.deepEqual(tracker.changedLabels(), []);
    assert.deepEqual([tracker.where(0), tracker.where(1), tracker.where(2)], [{ start: 17, end: 20 }, { start: 13, end: 16 }, { start: 5, end: 12 }]);
  });

  it('a row the tracker does not hold is nowhere', () => {
    const tracker = new RowTracker(ROWS);
    assert.equal(tracker.where(-1), undefined);
    assert.equal(tracker.where(3), undefined);
    assert.equal(tracker.offsetNow(3, 12), undefined);
    assert.equal(tracker.offsetNow(1, 11), 11);
  });
});

describe('what is written at the end of a job', () => {
  it('rows edited during the job are listed in row order, whatever the order of the insertions', () => {
    const rows: TrackedRow[] = Array.from({ length: 12 }, (_, i) => ({ start: i * 10, end: i * 10 + 5, label: `row ${i}` }));
    const tracker = new RowTracker(rows);
    tracker.applyChange(101, 1, 1, 'x');
    tracker.applyChange(21, 1, 1, 'y');
    const insertions = [10, 2, 5].map((row) => ({ row, offset: row * 10 + 5, text: ',v' }));
    const placed = placeInsertions(tracker, rows, insertions, 'Geocode Addresses');
    assert.deepEqual(placed.skipped, [2, 10]);
    assert.equal(placed.applied, 1);
    assert.deepEqual(placed.edits, [{ offset: 55, length: 0, text: ',v' }]);
  });

  it('an insertion for a row outside the list is skipped, not a crash', () => {
    const tracker = new RowTracker(ROWS);
    const placed = placeInsertions(tracker, ROWS, [{ row: 7, offset: 0, text: 'x' }], 'Travel Times');
    assert.deepEqual(placed.skipped, [7]);
  });

  it('an edited header refuses the write with a message that says what to do', () => {
    const tracker = new RowTracker(ROWS);
    tracker.applyChange(2, 1, 1, 'X');
    assert.throws(
      () => placeInsertions(tracker, ROWS, [{ row: 0, offset: 7, text: ',lat' }], 'Geocode Addresses'),
      (error: unknown) => error instanceof HeaderEditedError && error.name === 'HeaderEditedError' && error.message.startsWith('Geocode Addresses wrote nothing because the header line was edited during the job: run the command again'),
    );
  });

  it('rows done: each data row with an answer once; the header and rows not asked are not done', () => {
    const insertions = [
      { row: 0, offset: 7, text: ',lat' },
      { row: 1, offset: 11, text: ',1.3' },
      { row: 1, offset: 11, text: ',103.8' },
      { row: 2, offset: 15, text: ',,', notAsked: true },
    ];
    assert.equal(rowsDone(ROWS, insertions), 1);
    assert.equal(rowsDone(ROWS, [...insertions, { row: 2, offset: 15, text: ',1.2' }]), 2);
  });
});

describe('the progress line', () => {
  const base: JobProgress = { done: 10, total: 100, asked: 10, remainingCalls: 90, fromCache: 0, distinct: 100, state: 'running' };
  it('a rate of 0 a minute is "starting", never a division by zero', () => {
    assert.equal(progressText({ ...base, ratePerMinute: 0 }), '10/100 · starting');
    assert.equal(progressText({ ...base, ratePerMinute: 90 }), '10/100 · 90 a minute · about 1 min left');
    assert.equal(progressText({ ...base, state: 'waiting-rate' }), '10/100 · OneMap asked to slow down: waiting…');
  });

  it('the rate follows the last minute of answers only', () => {
    const meter = new RateMeter();
    for (const at of [0, 1000, 2000, 3000, 70_000, 70_100, 71_000, 72_000]) meter.record(at);
    // The four answers of the last minute: three intervals in two seconds.
    assert.equal(meter.perMinute(), 90);
  });
});
