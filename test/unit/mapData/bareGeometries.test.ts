// GeoJSON geometries standing alone (no Feature around them) are places of their own, every type of them, and
// the words Show on Map gives for each syntax error jsonc-parser reports in a broken file.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { SkippedCounter } from '../../../src/mapData/skippedPlaces';

const RING = '[[103.8, 1.3], [103.9, 1.3], [103.9, 1.35], [103.8, 1.3]]';
const BARE: Array<[string, string, string[]]> = [
  ['Point', '[103.85, 1.29]', ['point']],
  ['MultiPoint', '[[103.85, 1.29], [103.86, 1.3]]', ['point', 'point']],
  ['LineString', '[[103.8, 1.3], [103.9, 1.35]]', ['line']],
  ['MultiLineString', '[[[103.8, 1.3], [103.9, 1.35]]]', ['line']],
  ['Polygon', `[${RING}]`, ['polygon']],
  ['MultiPolygon', `[[${RING}], [${RING}]]`, ['polygon', 'polygon']],
];

describe('Show on Map: geometries with no Feature around them', () => {
  for (const [type, coordinates, kinds] of BARE) {
    it(`a bare ${type} is one place, named by its line, with no properties`, () => {
      const text = `[\n{"type": "${type}", "coordinates": ${coordinates}}\n]`;
      const { features, skipped } = findFeatures(text);
      assert.deepEqual(features.map((f) => [f.label, f.properties, f.shapes.map((s) => s.kind), text.slice(f.start, f.end)]), [['Line 2', [], kinds, text.split('\n')[1]]]);
      assert.equal(skipped, undefined);
    });
  }

  it('a bare GeometryCollection is one place holding its members', () => {
    const text = `{"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [103.85, 1.29]}, {"type": "Polygon", "coordinates": [${RING}]}]}`;
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, f.shapes.map((s) => s.kind), f.end - f.start]), [['Line 1', ['point', 'polygon'], text.length]]);
  });
});

describe("Show on Map: a broken file's error in words", () => {
  const WORDS: Array<[number, string]> = [
    [1, 'an unexpected character'],
    [2, 'a number that cannot be read'],
    [3, 'a closing brace or a property name is missing'],
    [4, 'a value is missing'],
    [5, 'a colon is missing'],
    [6, 'a comma is missing'],
    [7, 'a closing brace is missing'],
    [8, 'a closing bracket is missing'],
    [9, 'there is text after the end'],
    [12, 'a string is not closed'],
    [16, 'an unexpected character'],
    [10, 'the JSON is broken'],
  ];
  for (const [code, words] of WORDS) {
    it(`error ${code}: "${words}"`, () => {
      const error = { error: code, offset: 12, length: 1 };
      assert.deepEqual(new SkippedCounter().result([error], error), { count: 0, at: 12, why: 'unreadable', cause: { at: 12, words } });
      const skipped = new SkippedCounter();
      skipped.skip('unreadable', 20);
      assert.deepEqual(skipped.result([error]), { count: 1, at: 20, why: 'unreadable', cause: { at: 12, words } });
    });
  }
});
