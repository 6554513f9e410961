// A GeoJSON Feature whose opening brace an edit deleted: the Features after it keep their exact text, their
// names and their places, and the break is said where it is.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const feature = (name: string, lon: number, lat: number): string => `{"type": "Feature", "properties": {"name": "${name}"}, "geometry": {"type": "Point", "coordinates": [${lon}, ${lat}]}}`;

describe("Show on Map: a Feature's opening brace deleted", () => {
  it('the Features after it keep their own text and place; the missing comma is said', () => {
    const [a, b, c, d, e] = [feature('A', 103.8, 1.3), feature('B', 103.81, 1.31), feature('C', 103.82, 1.32), feature('D', 103.83, 1.33), feature('E', 103.84, 1.34)];
    const text = `{"type": "FeatureCollection", "features": [${[a, b.slice(1), c, d.slice(1), e].join(', ')}]}`;
    const { features, skipped } = findFeatures(text);
    const named = features.filter((f) => ['A', 'C', 'E'].includes(f.label));
    assert.deepEqual(named.map((f) => [f.label, text.slice(f.start, f.end), f.shapes]), [
      ['A', a, [{ kind: 'point', lat: 1.3, lon: 103.8 }]],
      ['C', c, [{ kind: 'point', lat: 1.32, lon: 103.82 }]],
      ['E', e, [{ kind: 'point', lat: 1.34, lon: 103.84 }]],
    ]);
    assert.equal(skipped?.cause?.words, 'a comma is missing');
    assert.ok(skipped!.cause!.at > text.indexOf(b.slice(1)) && skipped!.cause!.at < text.indexOf(c), 'the error named is in the first broken Feature');
    // D, past the second break, is not shown as a bare geometry: it is said to be skipped, at its pair.
    assert.ok(!features.some((f) => text.slice(f.start, f.end).startsWith('{"type": "Point"')));
    assert.deepEqual([skipped!.count, skipped!.at, skipped!.why], [1, text.indexOf('103.83'), 'unreadable']);
  });

  it('a Feature past the break whose position has a stray letter: said skipped for its geometry, the letter named where it is', () => {
    const [a, b] = [feature('A', 103.8, 1.3), feature('B', 103.81, 1.31)];
    const c = feature('C', 103.82, 1.32).replace('1.32]', 'x]');
    const text = `{"type": "FeatureCollection", "features": [${[a, b.slice(1), c].join(', ')}]}`;
    const { features, skipped } = findFeatures(text);
    assert.ok(!features.some((f) => f.label === 'C'));
    assert.deepEqual(skipped, { count: 1, at: text.indexOf(c), why: 'geometry', cause: { at: text.indexOf('x]'), words: 'an unexpected character' } });
  });
});
