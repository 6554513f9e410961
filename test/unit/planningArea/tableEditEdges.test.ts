// The text a table job writes back, row by row, when tableEdits is given rows as they are: a row longer than
// its header is never written (its values would stand under other names), nothing at all is written when no
// row is given, a short row is filled before its values, and a quoted row's values are quoted as it quotes.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import type { ColumnWriter } from '../../../src/planningArea/columnNames';
import { tableEdits } from '../../../src/planningArea/tableRows';
import type { PlacedRecord } from '../../../src/planningArea/rowTypes';

/** One column, `area`, holding the place's value. */
const writer: ColumnWriter<string> = {
  names: () => ['area'],
  values: (places) => [places.get('')],
  there: (name) => new Error(`already has ${name}`),
};

/** Every row under the header, holding one place (its id's value), as the reader gives them. */
function records(text: string): PlacedRecord<string>[] {
  const out: PlacedRecord<string>[] = [];
  for (let start = text.indexOf('\n') + 1; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const row = text.slice(start, end);
    const id = row.split(',')[0]!.replace(/"/g, '');
    out.push({ start, end, places: new Map(id === '' ? [] : [['', `A${id}`]]) });
    start = end + 1;
  }
  return out;
}

function written(text: string, header = text.slice(0, text.indexOf('\n'))): string {
  return applyInsertions(text, tableEdits(text, header, records(text), [''], writer).insertions);
}

test('a row with more cells than its header is left as it is; the rows beside it are written', () => {
  const text = 'id,lat,lng\n1,1.3,103.8\n2,1.3,103.8,extra\n3,1.3,103.8';
  assert.equal(written(text), 'id,lat,lng,area\n1,1.3,103.8,A1\n2,1.3,103.8,extra\n3,1.3,103.8,A3');
});

test('a row short of the header is filled with empty cells, so its value stands under its name', () => {
  const text = 'id,lat,lng,note\n1,1.3,103.8\n2,1.3,103.8,x';
  assert.equal(written(text), 'id,lat,lng,note,area\n1,1.3,103.8,,A1\n2,1.3,103.8,x,A2');
});

test('a row that quotes its cells gets its values quoted, its empty cells too', () => {
  const text = 'id,lat,lng,note\n"1","1.3","103.8"\n2,1.3,103.8,"a,b"';
  assert.equal(written(text), 'id,lat,lng,note,area\n"1","1.3","103.8","","A1"\n2,1.3,103.8,"a,b",A2');
});

test('no rows: nothing is written, not even the header', () => {
  const text = 'id,lat,lng\n';
  const edits = tableEdits(text, 'id,lat,lng', [], [''], writer);
  assert.deepEqual(edits, { insertions: [], columns: ['area'] });
});

test('run again on a header that has the column: a longer row is still left as it is', () => {
  const text = 'id,lat,lng,area\n1,1.3,103.8,\n2,1.3,103.8,,extra\n';
  const rows = records(text.slice(0, -1));
  const out = applyInsertions(text, tableEdits(text, 'id,lat,lng,area', rows, [''], writer).insertions);
  assert.equal(out, 'id,lat,lng,area\n1,1.3,103.8,A1\n2,1.3,103.8,,extra\n');
});

test('run again: a quoted row\'s value goes in quoted', () => {
  const text = 'id,lat,lng,area\n"1","1.3","103.8",""\n';
  const rows = records(text.slice(0, -1));
  const out = applyInsertions(text, tableEdits(text, 'id,lat,lng,area', rows, [''], writer).insertions);
  assert.equal(out, 'id,lat,lng,area\n"1","1.3","103.8","A1"\n');
});

test('run again: a row with no place keeps its empty cell; a short one gets the cells it lacks', () => {
  const text = 'id,lat,lng,area,note\n,,,,\n2,1.3,103.8\n';
  const rows = records(text.slice(0, -1));
  const out = applyInsertions(text, tableEdits(text, 'id,lat,lng,area,note', rows, [''], writer).insertions);
  assert.equal(out, 'id,lat,lng,area,note\n,,,,\n2,1.3,103.8,A2,\n');
});
