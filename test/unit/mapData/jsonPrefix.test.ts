// What may stand before a file's JSON and still leave it read as GeoJSON: a JavaScript name with `$` and
// digits, and, when the file's own first brace was deleted, the root's first members with any kind of value
// (string, negative number, true), on lines of their own.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const feature = (name: string, lon: number): string => `{"type": "Feature", "properties": {"name": "${name}"}, "geometry": {"type": "Point", "coordinates": [${lon}, 1.3]}}`;
const labels = (text: string): string[] => findFeatures(text).features.map((f) => f.label);

describe('Show on Map: what stands before the JSON', () => {
  it('a JavaScript variable named with $ and digits', () => {
    assert.deepEqual(labels(`var $layer_1 = {"type": "FeatureCollection", "features": [${feature('Bedok', 103.93)}]};`), ['Bedok']);
  });

  it("the root's first brace deleted, its first members a string, a negative number and true: still the Features", () => {
    const text = ` "type": "FeatureCollection", "count": -2, "ok": true, "features": [${feature('Bedok', 103.93)}, ${feature('Tampines', 103.94)}]}`;
    assert.deepEqual(labels(text), ['Bedok', 'Tampines']);
  });

  it('the same with each member on its own line', () => {
    assert.deepEqual(labels(`\n"type":"FeatureCollection",\n"features": [${feature('Bedok', 103.93)}]}`), ['Bedok']);
  });

  it('a string that runs over a line before the JSON is not a member: the pair is a place of its own', () => {
    assert.deepEqual(labels(`"name": "a\nb", "features": [${feature('Bedok', 103.93)}]}`), ['Line 2']);
  });
});
