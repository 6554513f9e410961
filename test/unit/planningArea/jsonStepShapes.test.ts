// JSON files read a stretch of objects at a time (Add Nearest Places) give what one pass gives, shape by shape,
// with known counts: rows nested in each element, objects without a pair before the first that has one, SVY21
// metres across an object without a pair, an API's results between other members, a FeatureCollection whose
// members follow its features, a trailing comma, a place beside the array. The quick counterpart of the
// random files of jsonSteps.test.ts.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStretches, inSteps, steppedAsOnce } from './steppedRead';

const place = (i: number): string => `"lat": 1.3${i % 10}1, "lng": 103.8${i % 10}2`;

test('rows nested in each element: a line without stations is no row, and the station without a place is one', () => {
  const text = JSON.stringify([
    { line: 'EW', stations: [{ name: 'Bedok', lat: 1.3240, lng: 103.9300 }, { name: 'Planned' }] },
    { line: 'NS', note: 'no stations listed' },
    { line: 'CC', stations: [{ name: 'Bishan', lat: 1.3510, lng: 103.8483 }] },
  ], null, 2);
  for (const size of [1, 2]) {
    const stepped = steppedAsOnce(text, [size]);
    assertStretches(stepped, 3, size);
    // JSON keeps the objects with a place as rows, and counts the others.
    assert.deepEqual(stepped.read.records.map((r) => (r.node as { children: unknown[] }).children.length), [3, 3]);
    assert.equal(stepped.read.withoutCoordinates, 1);
  }
});

test('objects without a pair before the first that has one are rows without coordinates, a step of them alone too', () => {
  const text = `[{"id": 1}, {"id": 2},\n {"id": 3, ${place(3)}}, {"id": 4}, {"id": 5, ${place(5)}}]`;
  for (const size of [1, 2, 3]) {
    const stepped = steppedAsOnce(text, [size]);
    assertStretches(stepped, 5, size);
    assert.equal(stepped.read.withoutCoordinates, 3);
    assert.deepEqual(stepped.read.records.map((r) => text.slice(r.start, r.end).slice(0, 9)), ['{"id": 3,', '{"id": 5,']);
    assert.equal(stepped.read.from, 'EPSG:4326');
  }
});

test('SVY21 metres are kept for every point, an object without a pair read alone between them', () => {
  const text = '[{"X": 29000.5, "Y": 31000.5}, {"id": "none"}, {"X": 29100.5, "Y": 31100.5}, {"id": "none either"}]';
  const stepped = steppedAsOnce(text, [1]);
  assertStretches(stepped, 4, 1);
  const { points, from } = stepped.read;
  assert.equal(from, 'EPSG:3414');
  assert.deepEqual([...points.x!], [29000.5, 29100.5]);
  assert.deepEqual([...points.y!], [31000.5, 31100.5]);
});

test('an API\'s results after other members and before a long one: counted exactly at the end, the tree as one pass builds it', () => {
  const results = Array.from({ length: 6 }, (_, i) => `{"SEARCHVAL": "PLACE ${i}", "LATITUDE": "1.3${i}", "LONGITUDE": "103.8${i}"}`);
  const text = `{"found": 6, "totalNumPages": 1, "pageNum": 1, "results": [${results.join(', ')}], "note": "${'page one of one; '.repeat(8)}"}`;
  for (const size of [1, 4, 6]) {
    const stepped = steppedAsOnce(text, [size]);
    assertStretches(stepped, 6, size);
    assert.equal(stepped.read.root?.type, 'object');
  }
});

test('a FeatureCollection whose name and type follow its features: exactly as many rows as features at the end', () => {
  const features = Array.from({ length: 5 }, (_, i) => ({ type: 'Feature', properties: { name: `EXIT-${i}` }, geometry: { type: 'Point', coordinates: [103.8 + i / 100, 1.3 + i / 100] } }));
  const text = JSON.stringify({ features, type: 'FeatureCollection', name: 'Train station exits with a long name after them' }, null, 2);
  for (const size of [1, 2]) {
    const stepped = steppedAsOnce(text, [size]);
    assertStretches(stepped, 5, size);
    assert.deepEqual(stepped.read.records.map((r) => text.slice(r.start, r.end).replace(/\s+/g, '')), features.map((f) => JSON.stringify(f.properties)));
  }
});

test('a trailing comma: the array closes in the step that reads its last object', () => {
  const text = `[{"id": 1, ${place(1)}}, {"id": 2, ${place(2)}},\n]`;
  const stepped = steppedAsOnce(text, [2]);
  assert.deepEqual(stepped.done, [2]);
  assert.deepEqual(stepped.estimates.slice(1), [2]);
});

test('a place beside the array (a centre before the results) is a row too, as one pass reads it', () => {
  const text = `{"centre": {"name": "Town hall", ${place(0)}}, "results": [{"id": 1, ${place(1)}}, {"id": 2, ${place(2)}}, {"id": 3, ${place(3)}}]}`;
  for (const size of [1, 2]) {
    const { read } = steppedAsOnce(text, [size]);
    assert.equal(read.records.length, 4);
    assert.equal(text.slice(read.records[0]!.start, read.records[0]!.end), `{"name": "Town hall", ${place(0)}}`);
  }
});

test('an empty object among the rows, and a step larger than the array: one step reads it all', () => {
  const text = `[{"id": 1, ${place(1)}}, {}, {"id": 3, ${place(3)}}]`;
  const stepped = inSteps(text, [10]);
  assert.deepEqual(stepped.done, [3]);
  assert.equal(stepped.read.withoutCoordinates, 1);
});

test('a row holding another row before its own pair (a trip and its stop): both rows, in text order, each its own place', () => {
  const text = `[{"id": 1, "stop": {"name": "Bedok", "lat": 1.3240, "lng": 103.9300}, ${place(1)}},\n {"id": 2, ${place(2)}}]`;
  for (const size of [1, 2]) {
    const { read } = steppedAsOnce(text, [size]);
    assert.deepEqual(read.records.map((r) => [text.slice(r.start, r.start + 12), read.points.lat[[...r.places.values()][0]!]]), [
      ['{"id": 1, "s', 1.311],
      ['{"name": "Be', 1.324],
      ['{"id": 2, "l', 1.321],
    ]);
  }
});
