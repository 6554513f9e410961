// What Add Nearest Places writes into a JSON file it read a stretch of objects at a time: byte for byte the
// file one pass would write, each object's fields after its last member in its own style, one field per
// place: an object with two pairs in either key order, rows nested in each element, pretty-printed or not.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyInsertions, type PlaceRows, readPlaceRows, writeColumns } from '../../../src/planningArea/addPlanningAreas';
import type { ColumnWriter } from '../../../src/planningArea/columnNames';
import { inSteps } from './steppedRead';

/** A field a place (`start_at`, or `at` for a pair without a stem) holding the place's degrees as read. */
const writer = (read: PlaceRows): ColumnWriter<number> => ({
  names: (stems) => stems.map((stem) => (stem ? `${stem}_at` : 'at')),
  values: (places, stems) => stems.map((stem) => {
    const p = places.get(stem);
    return p === undefined ? undefined : `${read.points.lat[p]} ${read.points.lon[p]}`;
  }),
  there: (name) => new Error(`${name} is there`),
});

/** The file as written after reading it in steps of `size`, checked against the one pass's writing. */
function written(text: string, size: number): string {
  const { read, done } = inSteps(text, [size]);
  assert.ok(done.length > 1, 'read a stretch at a time');
  const out = applyInsertions(text, writeColumns(text, read, read.records, writer(read)).insertions);
  const once = readPlaceRows(text);
  assert.equal(out, applyInsertions(text, writeColumns(text, once, once.records, writer(once)).insertions), `steps of ${size}`);
  return out;
}

test('trips with two pairs, start first or end first, keys in either order: each end\'s field holds its own place', () => {
  const text = [
    '[{"id": 1, "start_lat": 1.301, "start_lng": 103.801, "end_lat": 1.351, "end_lng": 103.901},',
    ' {"id": 2, "end_lng": 103.902, "end_lat": 1.352, "start_lng": 103.802, "start_lat": 1.302},',
    ' {"id": 3, "start_lng": 103.803, "start_lat": 1.303},',
    ' {"id": 4, "note": "no trip"}]',
  ].join('\n');
  const expected = [
    '[{"id": 1, "start_lat": 1.301, "start_lng": 103.801, "end_lat": 1.351, "end_lng": 103.901, "start_at": "1.301 103.801", "end_at": "1.351 103.901"},',
    ' {"id": 2, "end_lng": 103.902, "end_lat": 1.352, "start_lng": 103.802, "start_lat": 1.302, "start_at": "1.302 103.802", "end_at": "1.352 103.902"},',
    ' {"id": 3, "start_lng": 103.803, "start_lat": 1.303, "start_at": "1.303 103.803"},',
    ' {"id": 4, "note": "no trip"}]',
  ].join('\n');
  for (const size of [1, 2, 3]) assert.equal(written(text, size), expected, `steps of ${size}`);
});

test('rows nested in each element, pretty-printed: each station gets its field on a line of its own, indented as its members', () => {
  const text = JSON.stringify([
    { line: 'EW', stations: [{ name: 'Bedok', Latitude: 1.324, Longitude: 103.93 }, { name: 'Planned' }] },
    { line: 'CC', stations: [{ name: 'Bishan', Latitude: 1.351, Longitude: 103.8483 }] },
  ], null, 2);
  const out = written(text, 1);
  assert.equal(out, text.replace('"Longitude": 103.93', '"Longitude": 103.93,\n        "at": "1.324 103.93"').replace('"Longitude": 103.8483', '"Longitude": 103.8483,\n        "at": "1.351 103.8483"'));
  assert.deepEqual(JSON.parse(out)[0].stations[1], { name: 'Planned' });
});

test('a FeatureCollection read in steps: each point\'s properties get the field, the geometry none', () => {
  const features = [0, 1, 2].map((i) => ({ type: 'Feature', properties: { name: `EXIT ${i}` }, geometry: { type: 'Point', coordinates: [103.85 + i / 1000, 1.29 + i / 1000] } }));
  const text = JSON.stringify({ type: 'FeatureCollection', features });
  const out = JSON.parse(written(text, 2)) as { features: Array<{ properties: Record<string, string>; geometry: unknown }> };
  assert.deepEqual(out.features.map((f) => f.properties), features.map((f) => ({ ...f.properties, at: `${f.geometry.coordinates[1]} ${f.geometry.coordinates[0]}` })));
  assert.deepEqual(out.features.map((f) => f.geometry), features.map((f) => f.geometry));
});
