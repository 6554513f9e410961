// A row's cells at their edges, as a job run again reads and rewrites them: a doubled quote just before a
// delimiter stays inside its field, a lone quote or a half-quoted value is read as written, spaces around a
// value are not part of it, edits come in the row's order whatever order the values were named in, and a row
// already right and already as wide as its header gets no edit at all (so no empty Undo step).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { cellEdits, cellSpans, cellValue } from '../../../src/planningArea/tableCells';
import { field } from '../../../src/planningArea/tableRows';

const values = (row: string, delimiter = ','): string[] => cellSpans(row, 0, row.length, delimiter).map((span) => cellValue(row, span));
const format = (v: string): string => field(v, ',', false);

test('a doubled quote right before a delimiter is part of its quoted field', () => {
  assert.deepEqual(values('"a"",b",c'), ['a",b', 'c']);
  assert.deepEqual(values('"5"" pipe;2""";x', ';'), ['5" pipe;2"', 'x']);
});

test('a delimiter of two characters splits where it stands', () => {
  assert.deepEqual(values('a||b||"c||d"', '||'), ['a', 'b', 'c||d']);
});

test('a lone quote, or a value quoted at one end only, is read as written; spaces around a value are not part of it', () => {
  assert.deepEqual(values('",x"'), [',x']);
  assert.deepEqual(values('a,"'), ['a', '"']);
  assert.deepEqual(values('x,"abc'), ['x', '"abc']);
  assert.deepEqual(values('abc",y'), ['abc"', 'y']);
  assert.deepEqual(values('"",  1.3  ,  "BEDOK"  '), ['', '1.3', 'BEDOK']);
});

test('edits come in the order of the row, whatever order the values were named in', () => {
  const row = 'x,not asked,not asked,not asked';
  const spans = cellSpans(row, 0, row.length, ',');
  const edits = cellEdits(row, spans, row.length, 4, new Map([[3, 'c'], [1, 'a'], [2, 'b']]), ',', format);
  assert.deepEqual(edits.map((e) => e.offset), [2, 12, 22]);
  assert.equal(applyInsertions(row, edits), 'x,a,b,c');
});

test('a row already right and as wide as its header gets no edit', () => {
  const row = 'x,BEDOK,EAST REGION';
  assert.deepEqual(cellEdits(row, cellSpans(row, 0, row.length, ','), row.length, 3, new Map([[1, 'BEDOK'], [2, 'EAST REGION']]), ',', format), []);
  assert.deepEqual(cellEdits(row, cellSpans(row, 0, row.length, ','), row.length, 2, new Map(), ',', format), [], 'a row wider than its header is left as it is');
});
