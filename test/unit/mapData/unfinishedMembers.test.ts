// Objects caught half typed: a key with no value yet, in a place's own object or in the object of its
// coordinates. The place is still shown where its pair is, the unfinished key an empty property, and the
// missing colon said where it is.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

describe('Show on Map: a key typed without its value', () => {
  it('in the place\'s object: the place shown, the key an empty property, the missing colon said', () => {
    const text = '[{"name": "A", "lat": 1.3, "lng": 103.8, "note"}]';
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end), f.properties]), [
      ['A', text.slice(1, -1), [['name', 'A'], ['lat', '1.3'], ['lng', '103.8'], ['note', '']]],
    ]);
    const colon = text.indexOf('"note"') + '"note"'.length;
    assert.deepEqual(skipped, { count: 0, at: colon, why: 'unreadable', cause: { at: colon, words: 'a colon is missing' } });
  });

  it('in the object of its coordinates: the stop around it is still the place, named by its name', () => {
    const text = '[{"name": "A", "coordinates": {"lat": 1.3, "long": 103.8, "alt"}}]';
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['A', text.slice(1, -1)]]);
    assert.equal(skipped?.cause?.words, 'a colon is missing');
  });
});
