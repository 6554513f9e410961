// JSON rows at their edges: which objects are rows (a GeoJSON Point's properties; never a line's, a polygon's or
// a collection's vertices; never bare arrays of numbers), in text order with their exact spans, and the text
// written into an object in its own style: compact or spaced, one member a line, an empty object, a place missing.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseTree, type Node } from 'jsonc-parser';
import { addPlanningAreas, applyInsertions, PlaceRowsReader, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';
import { planningAreaIndex } from '../../../src/planningArea';
import type { ColumnWriter } from '../../../src/planningArea/columnNames';
import { jsonEdits, jsonRecords, memberStyle } from '../../../src/planningArea/jsonRows';
import { findPoints } from '../../../src/mapData/findPoints';

const line = (coordinates: unknown) => ({ type: 'LineString', coordinates });

test('only a Point feature is a row: LineString, MultiLineString, Polygon, MultiPolygon and GeometryCollection vertices are not', () => {
  const ring = [[103.8, 1.3], [103.81, 1.31], [103.8, 1.31], [103.8, 1.3]];
  const geometries = [
    line([[103.8, 1.3], [103.81, 1.31]]),
    { type: 'MultiLineString', coordinates: [[[103.8, 1.3], [103.81, 1.31]]] },
    { type: 'Polygon', coordinates: [ring] },
    { type: 'MultiPolygon', coordinates: [[ring]] },
    { type: 'GeometryCollection', geometries: [line([[103.8, 1.3], [103.81, 1.31]])] },
    { type: 'Point', coordinates: [103.82, 1.32] },
  ];
  for (const geometry of geometries) {
    const text = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { n: 'P' }, geometry: { type: 'Point', coordinates: [103.83, 1.33] } }, { type: 'Feature', properties: { n: geometry.type }, geometry }] });
    const read = readPlaceRows(text);
    const rows = read.records.map((r) => text.slice(r.start, r.end));
    assert.deepEqual(rows, geometry.type === 'Point' ? ['{"n":"P"}', '{"n":"Point"}'] : ['{"n":"P"}'], geometry.type);
  }
});

test('an array of bare positions holds no object: no rows', () => {
  assert.deepEqual(readPlaceRows('[[103.8, 1.3], [103.81, 1.31]]').records, []);
});

test('rows come in text order with their exact spans, the objects without a pair among them, a nested place in its row', () => {
  const text = '[{"id": 0}, {"id": 1, "place": {"lat": 1.301, "lng": 103.801}, "lat": 1.311, "lng": 103.811}, {"id": 2}]';
  const root = parseTree(text)!;
  const { points } = findPoints(text, {});
  const spans = jsonRecords(root, points).records.map((r) => [text.slice(r.start, r.end), r.points.length]);
  assert.deepEqual(spans, [
    ['{"id": 0}', 0],
    ['{"id": 1, "place": {"lat": 1.301, "lng": 103.801}, "lat": 1.311, "lng": 103.811}', 2],
    ['{"id": 2}', 0],
  ]);
});

/** The object node at `offset` of a parsed text. */
function objectAt(text: string, offset = 0): Node {
  const root = parseTree(text)!;
  const find = (node: Node): Node | undefined => (node.offset === offset && node.type === 'object' ? node : node.children?.map(find).find(Boolean));
  return find(root)!;
}

test('an object\'s member style: compact, spaced, one member a line, one member inline, empty', () => {
  assert.deepEqual(memberStyle('{"lat":1.3,"lng":103.8}', objectAt('{"lat":1.3,"lng":103.8}')), { separator: ',', colon: ':', quote: '"' });
  assert.deepEqual(memberStyle('{"lat" : 1.3, "lng" : 103.8}', objectAt('{"lat" : 1.3, "lng" : 103.8}')), { separator: ', ', colon: ' : ', quote: '"' });
  const lines = '{\n    "lat": 1.3,\n    "lng": 103.8,\n    "id": 7\n}';
  assert.deepEqual(memberStyle(lines, objectAt(lines)), { separator: ',\n    ', colon: ': ', quote: '"' });
  const one = '{\n  "id": 7\n}';
  assert.deepEqual(memberStyle(one, objectAt(one)), { separator: ',\n  ', colon: ': ', quote: '"' });
  assert.deepEqual(memberStyle('{"id":7}', objectAt('{"id":7}')), { separator: ', ', colon: ':', quote: '"' });
  assert.deepEqual(memberStyle('{}', objectAt('{}')), { separator: ', ', colon: ': ', quote: '"' });
});

/** Two columns: `area` and `code`, the second undefined when the place has no code. */
const writer: ColumnWriter<[string, string | undefined]> = {
  names: () => ['area', 'code'],
  values: (places) => places.get('') ?? [undefined, undefined],
  there: (name) => new Error(`already has ${name}`),
};

test('the text written into objects: a missing value writes no field, an empty object gets its fields inside', () => {
  const text = '[{"lat":1.3,"lng":103.8}, {"id": 2, "lat": 1.31}, { }]';
  const nodes = parseTree(text)!.children!;
  const records = [
    { start: nodes[0]!.offset, end: 0, node: nodes[0], places: new Map([['', ['BEDOK', 'BD'] as [string, string]]]) },
    { start: nodes[1]!.offset, end: 0, node: nodes[1], places: new Map([['', ['TAMPINES', undefined] as [string, undefined]]]) },
    { start: nodes[2]!.offset, end: 0, node: nodes[2], places: new Map([['', ['YISHUN', 'YS'] as [string, string]]]) },
  ];
  const edits = jsonEdits(text, records, [''], writer);
  assert.deepEqual(edits.columns, ['area', 'code']);
  assert.equal(applyInsertions(text, edits.insertions), '[{"lat":1.3,"lng":103.8,"area":"BEDOK","code":"BD"}, {"id": 2, "lat": 1.31, "area": "TAMPINES"}, {"area": "YISHUN", "code": "YS" }]');
});

test('no objects: no columns', () => {
  assert.deepEqual(jsonEdits('[]', [], [''], writer), { insertions: [], columns: [] });
});

test('a Point under another key than geometry is no row, though a properties object stands beside it', () => {
  const text = '[{"properties": {"n": "A"}, "location": {"type": "Point", "coordinates": [103.8, 1.3]}}, {"n": "B", "lat": 1.31, "lng": 103.81}]';
  assert.deepEqual(readPlaceRows(text).records.map((r) => text.slice(r.start, r.end)), ['{"n": "B", "lat": 1.31, "lng": 103.81}']);
});

test('read in steps, an object without a pair is counted when a selection touches its last character, not one before its first', () => {
  const objects = Array.from({ length: 12 }, (_, i) => (i % 4 === 1 ? `{"id":${i}}` : `{"id":${i},"lat":1.3${i % 10},"lng":103.8${i % 10}}`));
  const text = `[${objects.join(',\n')}]`;
  const at = text.indexOf('{"id":5}');
  const count = (span: { start: number; end: number }) => {
    const reader = new PlaceRowsReader(text, [span]);
    reader.step(2);
    return reader.result().withoutCoordinates;
  };
  assert.equal(count({ start: at + '{"id":5}'.length, end: at + 9 }), 1);
  assert.equal(count({ start: at - 2, end: at - 1 }), 0);
});

test('keys in single quotes or bare (JavaScript, not JSON): refused in words, the file untouched, not written into', () => {
  const index = planningAreaIndex();
  for (const [text, line] of [["[{'lat': 1.3510, 'lng': 103.8483}]", 1], ['[\n  {lat: 1.3510, lng: 103.8483}\n]\n', 2]] as const) {
    assert.throws(() => addPlanningAreas(text, index), { name: 'NotRowsError', message: new RegExp(`^Put the keys of the object on line ${line} in double quotes`) });
  }
  // Run again on a file whose other objects have their fields: the unquoted one is refused, not written into.
  const again = '[{"lat": 1.3510, "lng": 103.8483, "planning_area": "BISHAN", "region": "CENTRAL REGION"}, {\'lat\': 1.3236, \'lng\': 103.9273}]';
  assert.throws(() => addPlanningAreas(again, index), { name: 'NotRowsError', message: /^Put the keys of the object on line 1 in double quotes/ });
  const quoted = '[{"lat": 1.3510, "lng": 103.8483}, {}]';
  assert.equal(applyInsertions(quoted, addPlanningAreas(quoted, index).insertions), '[{"lat": 1.3510, "lng": 103.8483, "planning_area": "BISHAN", "region": "CENTRAL REGION"}, {}]');
});
