// GeoJSON and JSON read at their finer points: a geometry held in a JSON string with a real \u escape before
// its coordinates, pairs written as bare arrays, and the exact text of the place after a deleted brace.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const read = (text: string) => findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end), f.shapes]);

describe('Show on Map: JSON at its finer points', () => {
  it('a geometry in a JSON string with a \\u escape before its coordinates: the line where the file has it', () => {
    const text = '[{"name": "Outer", "shape": "{\\"type\\": \\"LineString\\", \\"note\\": \\"Caf\\u00e9\\", \\"coordinates\\": [[103.8, 1.3], [103.9, 1.35]]}"}]';
    assert.deepEqual(read(text), [['Outer', text.slice(1, -1), [{ kind: 'line', path: [1.3, 103.8, 1.35, 103.9] }]]]);
  });

  it('pairs as bare arrays in a JSON array: a place each, its own text, nothing said to be skipped', () => {
    const text = '[[103.8, 1.3], [103.9, 1.35]]';
    assert.deepEqual(read(text), [
      ['Line 1', '103.8, 1.3', [{ kind: 'point', lat: 1.3, lon: 103.8 }]],
      ['Line 1', '103.9, 1.35', [{ kind: 'point', lat: 1.35, lon: 103.9 }]],
    ]);
    assert.equal(findFeatures(text).skipped, undefined);
  });

  it("an object's opening brace deleted: the places on either side keep their exact text; the break is said where it is", () => {
    const text = '[{"name": "A", "lat": 1.3, "lng": 103.8},\n "name": "B", "lat": 1.31, "lng": 103.81},\n{"name": "C", "lat": 1.32, "lng": 103.82}]';
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [
      ['A', '{"name": "A", "lat": 1.3, "lng": 103.8}'],
      ['C', '{"name": "C", "lat": 1.32, "lng": 103.82}'],
    ]);
    // The parser stops at the colon after B's first key, which it reads as an element of the array.
    const colon = text.indexOf('"name": "B"') + '"name"'.length;
    assert.deepEqual(skipped, { count: 0, at: colon, why: 'unreadable', cause: { at: colon, words: 'a comma is missing' } });
  });
});
