// A row's cells where they stand, and the edits that finish a row in place: the quotes, delimiters inside quoted
// fields, a row short of the header, a cell already right. What a user checks: only the cells named change.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { cellEdits, cellLeft, cellSpans, cellValue } from '../../../src/planningArea/tableCells';
import { field } from '../../../src/planningArea/tableRows';

const values = (row: string, delimiter = ','): string[] => cellSpans(row, 0, row.length, delimiter).map((s) => cellValue(row, s));

describe('table cells', () => {
  it('quoted fields keep their delimiters and doubled quotes; a quote inside a field is a character', () => {
    assert.deepEqual(values('"a, b","say ""hi""",5" pipe,'), ['a, b', 'say "hi"', '5" pipe', '']);
    assert.deepEqual(values('a\t"b\tc"\t', '\t'), ['a', 'b\tc', '']);
    assert.deepEqual(values(''), ['']);
  });

  it('what a job left: missing, `not asked`, an error; a value, an empty cell and `no coordinates` are done', () => {
    assert.deepEqual([undefined, 'not asked', 'error: Too many requests'].map(cellLeft), [true, true, true]);
    assert.deepEqual(['', 'exact', 'no coordinates', 'not asked yet', ' error'].map(cellLeft), [false, false, false, false, false]);
  });

  it('only the named cells change; a cell already right is left; a short row gets the cells it lacks up to the header', () => {
    const row = 'x,1.3,103.8,not asked,';
    const spans = cellSpans(row, 0, row.length, ',');
    const format = (v: string) => field(v, ',', false);
    const edits = cellEdits(row, spans, row.length, 7, new Map([[3, 'exact'], [4, ''], [6, 'z']]), ',', format);
    assert.deepEqual(edits, [
      { offset: 12, length: 9, text: 'exact' },
      { offset: row.length, length: 0, text: ',,z' },
    ]);
    assert.equal(applyInsertions(row, edits), 'x,1.3,103.8,exact,,,z');
  });

  it('any row of any cells: the cells named are replaced, the others kept, and the row ends as wide as its header', () => {
    const cell = fc.string({ maxLength: 6 }).map((s) => s.trim());
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 3 }), fc.dictionary(fc.integer({ min: 0, max: 10 }).map(String), cell), (cells, extra, named) => {
        const row = cells.map((c) => field(c, ',', false)).join(',');
        const width = cells.length + extra;
        const wanted = new Map(Object.entries(named).map(([k, v]) => [Number(k), v] as [number, string]).filter(([k]) => k < width));
        const out = applyInsertions(row, cellEdits(row, cellSpans(row, 0, row.length, ','), row.length, width, wanted, ',', (v) => field(v, ',', false)));
        const read = values(out);
        assert.equal(read.length, width);
        read.forEach((v, i) => assert.equal(v, wanted.has(i) ? wanted.get(i) : (cells[i] ?? '')));
      }),
    );
  });
});
