// WKT found by its words in any text: a keyword only as a whole word, whatever space stands before its
// parenthesis, a collection inside a collection, and a list of geometries read one after the other.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const read = (text: string): Array<[string, string, string[]]> =>
  findFeatures(text).features.map((f) => [text.slice(f.start, f.end), f.properties[0]!.join(': '), f.shapes.map((s) => s.kind)]);

describe('Show on Map: WKT by its words', () => {
  it('a word that only ends in a keyword (CHECKPOINT) is not WKT: its pair is a place of its own', () => {
    assert.deepEqual(read('CHECKPOINT (103.85 1.29)'), [['103.85 1.29', 'Text: 103.85 1.29', ['point']]]);
  });

  it('a newline or a tab between the keyword and its parenthesis, or none before Z: still the geometry', () => {
    assert.deepEqual(read('POINT\n(103.85 1.29)'), [['POINT\n(103.85 1.29)', 'Geometry: POINT', ['point']]]);
    assert.deepEqual(read('LINESTRING\t(103.8 1.3, 103.9 1.35)'), [['LINESTRING\t(103.8 1.3, 103.9 1.35)', 'Geometry: LINESTRING', ['line']]]);
    assert.deepEqual(read('POINTZ (103.85 1.29 4)'), [['POINTZ (103.85 1.29 4)', 'Geometry: POINT', ['point']]]);
  });

  it('a collection inside a collection: every member drawn, one place', () => {
    const text = 'GEOMETRYCOLLECTION (POINT (103.85 1.29), GEOMETRYCOLLECTION (LINESTRING (103.8 1.3, 103.9 1.35)))';
    assert.deepEqual(read(text), [[text, 'Geometry: GEOMETRYCOLLECTION', ['point', 'line']]]);
  });

  it('MULTIPOINT and MULTILINESTRING members of a collection (words that begin like M): every point where it is', () => {
    const text = 'GEOMETRYCOLLECTION (MULTIPOINT ((103.85 1.29), (103.86 1.3)), MULTILINESTRING ((103.8 1.3, 103.9 1.35)))';
    assert.deepEqual(findFeatures(text).features.map((f) => f.shapes), [
      [{ kind: 'point', lat: 1.29, lon: 103.85 }, { kind: 'point', lat: 1.3, lon: 103.86 }, { kind: 'line', path: [1.3, 103.8, 1.35, 103.9] }],
    ]);
  });

  it('an empty geometry before another on the line: the other is the place, from its own keyword', () => {
    assert.deepEqual(read('MULTIPOINT EMPTY, POINT (103.85 1.29)'), [['POINT (103.85 1.29)', 'Geometry: POINT', ['point']]]);
  });

  it('a CSV column of WKT in SVY21: one place a geometry, its text inside the quotes, named by its line', () => {
    const text = 'id,wkt\n1,"POINT (28837.86 31809.18)"\n2,"LINESTRING (28000 38000, 29000 39000)"\n';
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end)]), [
      ['Line 2', 'POINT (28837.86 31809.18)'],
      ['Line 3', 'LINESTRING (28000 38000, 29000 39000)'],
    ]);
  });
});
