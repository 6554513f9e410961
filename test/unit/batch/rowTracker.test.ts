// RowTracker against a real string: every edit is applied to the text and reported to the tracker as VS Code
// reports it; a row the tracker still places must hold exactly its old text where it says, and a row whose
// text was touched must be reported changed. Edits at each edge of a row are the cases that matter.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { RowTracker, type TrackedRow } from '../../../src/batch/rowTracker';

const TEXT = 'id,address\n1,10 Anson Road\n2,Raffles Place\n3,1 Fusionopolis Way\n';

/** The CSV's data rows (without their line breaks), labelled as the commands label them. */
function rowsOf(text: string): TrackedRow[] {
  const rows: TrackedRow[] = [];
  let start = 0;
  text.split('\n').forEach((line, i) => {
    if (i > 0 && line !== '') rows.push({ start, end: start + line.length, label: `row ${i}` });
    start += line.length + 1;
  });
  return rows;
}

class Doc {
  readonly tracker: RowTracker;
  readonly rows: TrackedRow[];
  readonly original: string;

  constructor(public text: string) {
    this.original = text;
    this.rows = rowsOf(text);
    this.tracker = new RowTracker(this.rows);
  }

  edit(offset: number, length: number, inserted: string, withText = true): this {
    this.text = this.text.slice(0, offset) + inserted + this.text.slice(offset + length);
    this.tracker.applyChange(offset, length, inserted.length, withText ? inserted : undefined);
    return this;
  }

  /** Each row the tracker still places holds its old text there. */
  check(): void {
    this.rows.forEach((row, i) => {
      const now = this.tracker.where(i);
      if (now) assert.equal(this.text.slice(now.start, now.end), this.original.slice(row.start, row.end), `${row.label} is where the tracker says`);
    });
  }

  changed(): string[] {
    this.check();
    return this.tracker.changedLabels();
  }
}

const at = (text: string, part: string) => {
  const i = text.indexOf(part);
  assert.notEqual(i, -1);
  return i;
};

describe('RowTracker', () => {
  it('an edit before a row moves it; after it leaves it; inside marks it changed', () => {
    const doc = new Doc(TEXT);
    doc.edit(at(TEXT, 'address'), 'address'.length, 'street_address'); // the header, before every row
    assert.deepEqual(doc.changed(), []);
    doc.edit(at(doc.text, 'Raffles'), 'Raffles'.length, 'RAFFLES');
    assert.deepEqual(doc.changed(), ['row 2']);
    assert.equal(doc.tracker.where(1), undefined);
    assert.equal(doc.tracker.changedCount, 1);
  });

  it("typing at a row's very end or very start changes that row", () => {
    const end = new Doc(TEXT).edit(at(TEXT, 'Road') + 4, 0, 'x');
    assert.deepEqual(end.changed(), ['row 1']);
    const start = new Doc(TEXT).edit(at(TEXT, '2,Raffles'), 0, 'x');
    assert.deepEqual(start.changed(), ['row 2']);
  });

  it('Enter at the end of a row opens a line after it: nothing changed, the rows below move', () => {
    const doc = new Doc(TEXT).edit(at(TEXT, 'Road') + 4, 0, '\n');
    assert.deepEqual(doc.changed(), []);
    assert.equal(doc.tracker.where(1)!.start, at(TEXT, '2,Raffles') + 1);
  });

  it('a line inserted just before a row moves the row without changing it; CRLF too', () => {
    const doc = new Doc(TEXT).edit(at(TEXT, '2,Raffles'), 0, '9,Orchard Road\n');
    assert.deepEqual(doc.changed(), []);
    const crlf = new Doc(TEXT).edit(at(TEXT, '2,Raffles'), 0, '9,Orchard Road\r\n');
    assert.deepEqual(crlf.changed(), []);
  });

  it('without the inserted text, a change at an edge is taken as changing the row (never guessed harmless)', () => {
    const doc = new Doc(TEXT).edit(at(TEXT, '2,Raffles'), 0, '9,Orchard Road\n', false);
    assert.deepEqual(doc.changed(), ['row 2']);
  });

  it('deleting the line break between two rows (joining them) changes both', () => {
    const doc = new Doc(TEXT).edit(at(TEXT, 'Road') + 4, 1, '');
    assert.deepEqual(doc.changed(), ['row 1', 'row 2']);
  });

  it('deleting a whole row changes it and moves the next', () => {
    const line = '2,Raffles Place\n';
    const doc = new Doc(TEXT).edit(at(TEXT, line), line.length, '');
    assert.deepEqual(doc.changed(), ['row 2', 'row 3']);
    // The row after is touched at its start by the deletion's end: reported, not guessed.
  });

  it('a replace across two rows changes both and moves the third', () => {
    const from = at(TEXT, 'Anson');
    const doc = new Doc(TEXT).edit(from, at(TEXT, 'Place') - from, 'X');
    assert.deepEqual(doc.changed(), ['row 1', 'row 2']);
    assert.equal(doc.text.slice(doc.tracker.where(2)!.start, doc.tracker.where(2)!.end), '3,1 Fusionopolis Way');
  });

  it('offsetNow moves an offset inside a row with it', () => {
    const doc = new Doc(TEXT).edit(0, 0, 'a line at the top\n');
    const end = at(TEXT, 'Place') + 5;
    assert.equal(doc.text.slice(doc.tracker.offsetNow(1, end)! - 5, doc.tracker.offsetNow(1, end)), 'Place');
    assert.equal(new Doc(TEXT).edit(end - 1, 1, '').tracker.offsetNow(1, end), undefined);
  });

  it('any run of random edits: every row still placed holds its own old text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 6 }), fc.constantFrom('', 'x', '\n', 'ab\n', '\r\n', '9,new\n', ',')), { maxLength: 12 }),
        (edits) => {
          const doc = new Doc(TEXT);
          for (const [offset, length, inserted] of edits) {
            const from = offset % (doc.text.length + 1);
            doc.edit(from, Math.min(length, doc.text.length - from), inserted);
          }
          doc.check();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('one event of many changes (a multi-cursor edit, the job\'s own 10 000 insertions) in one sweep: the same as one by one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: TEXT.length }), { maxLength: 8 }),
        fc.array(fc.tuple(fc.nat({ max: 3 }), fc.constantFrom('', 'x', '\n', 'ab\n', '\r\n', '9,new\n', ',')), { minLength: 8, maxLength: 8 }),
        (points, shapes) => {
          // Non-overlapping ranges in the text before the event, as VS Code reports one edit's changes.
          const sorted = [...points].sort((a, b) => a - b);
          const changes = sorted.map((offset, k) => {
            const room = (sorted[k + 1] ?? TEXT.length) - offset;
            const [length, text] = shapes[k]!;
            return { rangeOffset: offset, rangeLength: Math.min(length, room), text };
          });
          const doc = new Doc(TEXT);
          for (const change of [...changes].reverse()) {
            doc.text = doc.text.slice(0, change.rangeOffset) + change.text + doc.text.slice(change.rangeOffset + change.rangeLength);
          }
          doc.tracker.applyChanges([...changes].sort(() => Math.random() - 0.5));
          doc.check();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("the job's own edit, an insertion at each of 10 000 rows' ends in one event, marks each row changed and no other", () => {
    const text = `id,address\n${Array.from({ length: 10_000 }, (_, i) => `${i},${i} Anson Road`).join('\n')}\n`;
    const doc = new Doc(text);
    const every = doc.rows.map((row) => ({ rangeOffset: row.end, rangeLength: 0, text: ',1.3,103.8' }));
    doc.tracker.applyChanges(every.filter((_, i) => i % 2 === 0));
    assert.equal(doc.tracker.changedCount, 5_000);
    assert.deepEqual(doc.tracker.changedLabels().slice(0, 3), ['row 1', 'row 3', 'row 5']);
    assert.equal(doc.tracker.offsetNow(1, doc.rows[1]!.start), doc.rows[1]!.start + ',1.3,103.8'.length);
  });
});
