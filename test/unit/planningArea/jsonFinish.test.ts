// The JSON side of a run that finishes objects, edge by edge: which value a field holds as a run reads it back,
// which names the objects already use, and the edits that write into them (replaced where they stand, added in
// the object's own style, left alone when the same). Known values a user would check in the file.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Node } from 'jsonc-parser';
import { jsonTree } from '../../../src/mapData/jsonTree';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { type ColumnWriter, styled } from '../../../src/planningArea/columnNames';
import { fieldEdits, fieldValue, jsonFields, sortJsonRecords } from '../../../src/planningArea/jsonFinish';

/** The objects of a JSON array, as nodes. */
function objects(text: string): Node[] {
  return jsonTree(text)!.children!;
}

const writer: ColumnWriter<string> = {
  names: (_stems, style) => [styled(['nearest', 'building'], style), styled(['nearest', 'postal'], style)],
  values: (places) => [places.get('') ?? undefined, places.get('') === undefined ? undefined : '000000'],
  there: (name) => new Error(`there: ${name}`),
};

describe('a field read back', () => {
  const [object] = objects('[{"a": "text", "b": 12.50, "c": null, "d": {"x": 1}, "e": [1], "f": true}]');
  it('a string as its text, a number as written, true as "true"; null and missing as missing; an object or array as done', () => {
    assert.deepEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => fieldValue(object!, k)), ['text', '12.5', undefined, 'object', 'array', 'true', undefined]);
    assert.equal(fieldValue(object!, 'A'), 'text', 'a key in another case is the same field');
  });
});

describe('the names the objects use', () => {
  it('the first object that has them all, in its own case; none, or an object with some only: undefined', () => {
    const text = '[{"id": 1, "nearest_building": "x"}, {"id": 2, "NEAREST_BUILDING": "y", "Nearest_Postal": "1"}]';
    assert.deepEqual(jsonFields(objects(text).map((node) => ({ start: 0, end: 0, places: new Map(), node })), [''], writer), ['NEAREST_BUILDING', 'Nearest_Postal']);
    assert.equal(jsonFields(objects(text).slice(0, 1).map((node) => ({ start: 0, end: 0, places: new Map(), node })), [''], writer), undefined);
    assert.equal(jsonFields(objects(text).map((node) => ({ start: 0, end: 0, places: new Map(), node })), [''], { ...writer, finishes: false }), undefined, 'a command that never finishes');
  });

  it('objects sorted: missing, null, `not asked` and an error are left; a value is done', () => {
    const text = '[{"b": "B", "p": "1"}, {"b": null, "p": "1"}, {"b": "not asked", "p": ""}, {"b": "error: Busy", "p": ""}, {"p": "1"}, {"b": "", "p": ""}]';
    const sorted = sortJsonRecords(['b', 'p'], objects(text).map((node, i) => ({ start: i, end: i, places: new Map(), node })), writer, ['']);
    assert.deepEqual([sorted.write.map((r) => r.start), sorted.done], [[1, 2, 3, 4], 2]);
  });
});

describe('the edits into an object', () => {
  it('a field it has is replaced where it stands; one it lacks is added after its last member, one a line as the object writes them', () => {
    const text = '[\n  {\n    "id": 1,\n    "b": "not asked",\n    "note": "kept"\n  }\n]';
    const [object] = objects(text);
    const out = applyInsertions(text, fieldEdits(text, object!, ['b', 'p'], ['"HOUSE"', '"123456"']));
    assert.equal(out, '[\n  {\n    "id": 1,\n    "b": "HOUSE",\n    "note": "kept",\n    "p": "123456"\n  }\n]');
  });

  it('the same value already there is no edit; an undefined value leaves its field as it is', () => {
    const text = '[{"b": "A", "p": "not asked"}]';
    const [object] = objects(text);
    assert.deepEqual(fieldEdits(text, object!, ['b', 'p'], ['"A"', undefined]), []);
    assert.equal(applyInsertions(text, fieldEdits(text, object!, ['b', 'q'], ['"B"', '1'])), '[{"b": "B", "p": "not asked", "q": 1}]');
  });

  it('an empty object gets its fields inside its braces', () => {
    const text = '[{}]';
    const [object] = objects(text);
    assert.equal(applyInsertions(text, fieldEdits(text, object!, ['b', 'p'], ['"B"', '"1"'])), '[{"b": "B", "p": "1"}]');
  });
});
