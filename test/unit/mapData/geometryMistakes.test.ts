// GeoJSON geometries written wrong, as hand edits and home-made exports write them: a type in lower case or
// missing, a geometry with no coordinates or no geometries, coordinates written as a string, an empty line,
// and a list of key-value entries that only names GeoJSON's keys. None of them draws a shape GeoJSON does
// not give; the valid Features beside them are shown as ever.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const RAFFLES = '{"type": "Feature", "properties": {"name": "Raffles Place"}, "geometry": {"type": "Point", "coordinates": [103.851, 1.2841]}}';
const feature = (name: string, geometry: string): string => `{"type": "Feature", "properties": {"name": "${name}"}, "geometry": ${geometry}}`;
const collection = (...features: string[]): string => `{"type": "FeatureCollection", "features": [\n${features.join(',\n')}\n]}`;
const RING = '[[103.8, 1.3], [103.9, 1.3], [103.9, 1.35], [103.8, 1.3]]';

describe('Show on Map: a geometry GeoJSON does not type', () => {
  for (const [what, geometry] of [
    ['"polygon" in lower case', `{"type": "polygon", "coordinates": [${RING}]}`],
    ['no type at all', `{"coordinates": [${RING}]}`],
  ]) {
    it(`${what}: no polygon drawn, the Feature said to be skipped for its geometry`, () => {
      const broken = feature('Park', geometry!);
      const text = collection(RAFFLES, broken);
      const { features, skipped } = findFeatures(text);
      assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end), f.shapes.map((s) => s.kind)]), [['Raffles Place', RAFFLES, ['point']]]);
      assert.deepEqual(skipped, { count: 1, at: text.indexOf(broken), why: 'geometry' });
    });
  }
});

describe('Show on Map: a geometry with nothing to draw', () => {
  for (const [what, geometry] of [
    ['a Point with no coordinates', '{"type": "Point"}'],
    ['a GeometryCollection with no geometries', '{"type": "GeometryCollection"}'],
    ['a LineString with empty coordinates', '{"type": "LineString", "coordinates": []}'],
  ]) {
    it(`${what}: not on the map and not counted, the other Feature shown`, () => {
      const text = collection(RAFFLES, feature('Nowhere', geometry!));
      const { features, skipped } = findFeatures(text);
      assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Raffles Place', RAFFLES]]);
      assert.equal(skipped, undefined);
    });
  }
});

describe('Show on Map: coordinates that are not a GeoJSON array', () => {
  it('written as a string: the geometry object is the place of the pair in it, named by its type', () => {
    const geometry = '{"type": "Point", "coordinates": "103.8, 1.3"}';
    const text = `{"type": "Feature", "properties": {"name": "A"}, "geometry": ${geometry}}`;
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end), f.properties]), [
      ['Point', geometry, [['type', 'Point'], ['coordinates', '103.8, 1.3']]],
    ]);
  });

  it("a list of key-value entries naming type and coordinates is not a geometry: its pair is a place of its own", () => {
    const text = JSON.stringify(Object.entries({ name: 'Bedok', type: 'Point', coordinates: [103.93, 1.32] }));
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end), f.properties]), [['Line 1', '103.93,1.32', [['Text', '103.93,1.32']]]]);
  });
});

describe('Show on Map: a place before a geometry that cannot be read', () => {
  it('a stop of lat and lng, then a Feature whose position has one number: the stop shown, the Feature said skipped', () => {
    const stop = '{"name": "Stop", "lat": 1.3, "lng": 103.8}';
    const broken = feature('Broken', '{"type": "Point", "coordinates": [103.8198]}');
    const text = `[${stop},\n${broken}]`;
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Stop', stop]]);
    assert.deepEqual(skipped, { count: 1, at: text.indexOf(broken), why: 'geometry' });
  });
});
