// Geometries held in JSON strings (OneMap's planning areas) at their edges: a string that starts with a space
// or a newline, words before the object, an object with no type or a geometry it does not type as a Feature,
// coordinates that make no shape beside the object's own pair, and a position with one number in a line.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const read = (text: string) => findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end), f.shapes, f.properties]);
const POINT = JSON.stringify({ type: 'Point', coordinates: [103.93, 1.32] });

describe('Show on Map: a geometry in a JSON string', () => {
  for (const before of [' ', '\n', '\r\n  ']) {
    it(`after ${JSON.stringify(before)}: still the area's geometry, the string left out of its properties`, () => {
      const area = { pln_area_n: 'BEDOK', geojson: before + POINT };
      const text = JSON.stringify([area]);
      assert.deepEqual(read(text), [['BEDOK', JSON.stringify(area), [{ kind: 'point', lat: 1.32, lon: 103.93 }], [['pln_area_n', 'BEDOK']]]]);
    });
  }

  it('after words ("see {…}"): a note like any other, its pair the place of the object that holds it', () => {
    const place = { name: 'A', note: `see ${POINT}` };
    const text = JSON.stringify([place]);
    assert.deepEqual(read(text), [['A', JSON.stringify(place), [{ kind: 'point', lat: 1.32, lon: 103.93 }], [['name', 'A'], ['note', place.note]]]]);
  });

  it('an object with coordinates but no type: not a geometry, its string kept as a property', () => {
    const place = { name: 'A', shape: JSON.stringify({ coordinates: [103.93, 1.32] }) };
    const text = JSON.stringify([place]);
    assert.deepEqual(read(text), [['A', JSON.stringify(place), [{ kind: 'point', lat: 1.32, lon: 103.93 }], [['name', 'A'], ['shape', place.shape]]]]);
  });

  it('a geometry member in an object not typed a Feature: not read as a Feature, its string kept as a property', () => {
    const place = { name: 'A', shape: JSON.stringify({ geometry: { type: 'Point', coordinates: [103.93, 1.32] } }) };
    const text = JSON.stringify([place]);
    assert.deepEqual(read(text), [['A', JSON.stringify(place), [{ kind: 'point', lat: 1.32, lon: 103.93 }], [['name', 'A'], ['shape', place.shape]]]]);
  });

  for (const coordinates of [[], [103.93]]) {
    it(`coordinates ${JSON.stringify(coordinates)} beside the object's own lat and lng: the object is the place, at its pair`, () => {
      const place = { name: 'A', lat: 1.3, lng: 103.8, shape: JSON.stringify({ type: 'Point', coordinates }) };
      const text = JSON.stringify([place]);
      const { features, skipped } = findFeatures(text);
      assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end), f.shapes]), [['A', JSON.stringify(place), [{ kind: 'point', lat: 1.3, lon: 103.8 }]]]);
      assert.equal(skipped, undefined);
    });
  }

  it('a line whose first position has one number: drawn through the positions that read, each once', () => {
    const place = { name: 'A', shape: JSON.stringify({ type: 'LineString', coordinates: [[103.8], [103.9, 1.35], [103.95, 1.36]] }) };
    const text = JSON.stringify([place]);
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, f.shapes]), [['A', [{ kind: 'line', path: [1.35, 103.9, 1.36, 103.95] }]]]);
  });
});
