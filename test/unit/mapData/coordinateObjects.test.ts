// Which object is the place when a file names its pair in an object of its own (sgbusdata's stops:
// `"coordinates": {"lat": …, "long": …}`): the object around it, named by its fields; an inner object with
// words of its own, or one in an array, is the place itself.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { repoRoot } from '../repoRoot';

const read = (text: string): Array<[string, string]> => findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end)]);

describe('Show on Map: a pair in an object of its own', () => {
  it("sgbusdata's first two stops (real file): each stop one place, named by its name, its coordinates a property", () => {
    const stops = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/real/sgbusdata-bus-stops-lat-long.json'), 'utf8')) as unknown[];
    const text = JSON.stringify(stops.slice(0, 2), null, '\t');
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, f.shapes]), [
      ['-P110', [{ kind: 'point', lat: 1.359868, lon: 103.965681 }]],
      ['-P112', [{ kind: 'point', lat: 1.29452091230981, lon: 103.85402155505173 }]],
    ]);
    assert.equal(skipped, undefined);
    assert.deepEqual(features[0]!.properties.map(([key]) => key), ['name', 'wab', 'details', 'coordinates']);
    assert.equal(JSON.stringify(JSON.parse(text.slice(features[1]!.start, features[1]!.end))), JSON.stringify(stops[1]));
  });

  it('numbers written as strings, an exponent among them, still leave the stop the place', () => {
    const text = '[{"name": "A", "coordinates": {"lat": "1.3", "long": "103.8e0"}}]';
    assert.deepEqual(read(text), [['A', text.slice(1, -1)]]);
  });

  it('an inner object with a word of its own is the place, named by it', () => {
    const text = '[{"name": "A", "coordinates": {"lat": 1.3, "long": 103.8, "source": "GPS"}}]';
    assert.deepEqual(read(text), [['GPS', '{"lat": 1.3, "long": 103.8, "source": "GPS"}']]);
  });

  it('an object of numbers only, in an array or at the top: that object, named by its line', () => {
    assert.deepEqual(read('[{"lat": 1.3, "lng": 103.8}]'), [['Line 1', '{"lat": 1.3, "lng": 103.8}']]);
    assert.deepEqual(read('{"name": "A", "at": [\n{"lat": 1.3, "lng": 103.8}]}'), [['Line 2', '{"lat": 1.3, "lng": 103.8}']]);
  });
});
