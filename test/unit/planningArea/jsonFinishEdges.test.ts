// A run that finishes JSON objects, at its edges: an empty object gets every field it lacks, comma-separated;
// a value the writer leaves undefined is not written; the edits of several objects come in their order; and
// an object's sort uses the writer's own rule, told the text is JSON.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Node } from 'jsonc-parser';
import { jsonTree } from '../../../src/mapData/jsonTree';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { styled, type ColumnWriter } from '../../../src/planningArea/columnNames';
import { fieldEdits, jsonFinishEdits, sortJsonRecords } from '../../../src/planningArea/jsonFinish';
import type { PlacedRecord } from '../../../src/planningArea/rowTypes';

const objects = (text: string): Node[] => jsonTree(text)!.children!;
const records = (text: string, places: Array<string | undefined>): PlacedRecord<string>[] =>
  objects(text).map((node, i) => ({ start: node.offset, end: node.offset + node.length, places: new Map(places[i] === undefined ? [] : [['', places[i]!]]), node }));

const writer: ColumnWriter<string> = {
  names: (_stems, style) => [styled(['planning', 'area'], style), styled(['region'], style)],
  values: (places) => [places.get(''), places.get('') === undefined ? undefined : 'EAST REGION'],
  there: (name) => new Error(`there: ${name}`),
};

test('an empty object gets every field it lacks, separated by commas', () => {
  const text = '[{}]';
  const [object] = objects(text);
  const edits = fieldEdits(text, object!, ['planning_area', 'region'], ['"BEDOK"', '"EAST REGION"']);
  assert.equal(applyInsertions(text, edits), '[{"planning_area": "BEDOK", "region": "EAST REGION"}]');
});

test('each object gets its own values, in order; a value left undefined leaves its field as it is', () => {
  const text = '[{"lat": 1.3, "planning_area": "not asked", "region": "not asked"}, {"lat": 1.4, "planning_area": "not asked", "region": "x"}]';
  const { insertions, columns } = jsonFinishEdits(text, records(text, ['BEDOK', undefined]), ['planning_area', 'region'], [''], writer);
  assert.deepEqual(columns, ['planning_area', 'region']);
  assert.equal(applyInsertions(text, insertions), '[{"lat": 1.3, "planning_area": "BEDOK", "region": "EAST REGION"}, {"lat": 1.4, "planning_area": "not asked", "region": "x"}]');
  assert.deepEqual(insertions.map((e) => e.offset), [...insertions.map((e) => e.offset)].sort((a, b) => a - b));
});

test("the writer's own rule decides which objects are left, and is told the text is JSON", () => {
  const text = '[{"planning_area": "BEDOK", "region": "EAST"}, {"planning_area": "", "region": ""}]';
  const forms: unknown[] = [];
  const own: ColumnWriter<string> = { ...writer, left: (cells, _places, _stems, form) => (forms.push(form), cells[0] === '') };
  const sorted = sortJsonRecords(['planning_area', 'region'], records(text, ['a', 'b']), own as ColumnWriter<unknown>, ['']);
  assert.equal(sorted.write.length, 1);
  assert.equal(sorted.done, 1);
  assert.deepEqual(forms, ['json', 'json']);
});
