// The object of a stop's coordinates at its edges: a true/false or a list beside its numbers still leaves the
// stop the place; a file that is one such object, with nothing around it, is that object.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const read = (text: string): Array<[string, string]> => findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end)]);

describe('Show on Map: the object of a pair beside other values', () => {
  for (const extra of ['"exact": true', '"exact": false', '"error": [5, 10]', '"note": null']) {
    it(`${extra} beside the numbers: the stop is the place, named by its name`, () => {
      const text = `[{"name": "A", "coordinates": {"lat": 1.3, "long": 103.8, ${extra}}}]`;
      assert.deepEqual(read(text), [['A', text.slice(1, -1)]]);
    });
  }

  it('a file that is one object of numbers: that object, the whole text, named by its line', () => {
    const text = '{"lat": 1.3, "lng": 103.8}';
    const { features, skipped } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end), f.properties]), [['Line 1', text, [['lat', '1.3'], ['lng', '103.8']]]]);
    assert.equal(skipped, undefined);
  });
});
