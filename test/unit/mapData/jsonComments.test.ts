// GeoJSON with comments around it, as a .jsonc or a .js file holds it: a comment before the JSON leaves it
// GeoJSON (one area, not a place per vertex), and a pair after it, in a comment or on a line of its own, is a
// place of its own without the file being said to be broken where nothing is.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';

const AREA = '{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "Bedok"}, "geometry": {"type": "Polygon", "coordinates": [[[103.9, 1.32], [103.95, 1.32], [103.95, 1.35], [103.9, 1.32]]]}}]}';

/** What Show on Map draws of the text: each place's kind of shape and label, and whether anything is said skipped. */
function drawn(text: string): { places: string[]; skipped: boolean } {
  const read = findFeatures(text);
  return { places: read.features.map((f) => `${f.shapes.map((s) => s.kind).join('+')}:${f.label}`), skipped: read.skipped !== undefined };
}

describe('GeoJSON with comments around it', () => {
  it('after a line comment, a block comment, or several: one area, named as its properties say', () => {
    const area = { places: ['polygon:Bedok'], skipped: false };
    assert.deepEqual(drawn(AREA), area);
    assert.deepEqual(drawn(`// Bedok, from URA's Master Plan 2019\n${AREA}`), area);
    assert.deepEqual(drawn(`/* Bedok\n   from URA */\n${AREA}\n`), area);
    assert.deepEqual(drawn(`// one\n  // two\r\n/* three */ var bedok = ${AREA};\n`), area);
  });

  it("a comment's pair before the JSON is a place of its own, and the area stays one", () => {
    const read = drawn(`// the centre: [103.92, 1.33]\n${AREA}`);
    assert.equal(read.places.length, 2);
    assert.ok(read.places.includes('polygon:Bedok'), read.places.join(', '));
    assert.equal(read.skipped, false);
  });

  it('text before the JSON that is neither a comment nor an assignment: not JSON, each pair a place', () => {
    assert.equal(drawn(`Bedok\n${AREA}`).places.length, 4);
    assert.equal(drawn(`/* unclosed\n${AREA}`).places.length, 4);
  });

  it('a pair after the JSON, in a comment or on a line of its own: a place of its own, and nothing said broken', () => {
    for (const text of [`${AREA}\n[103.92, 1.33]`, `var bedok = ${AREA}; // [103.92, 1.33]`, `var bedok = ${AREA}\n// [103.92, 1.33]\n`]) {
      const read = drawn(text);
      assert.equal(read.places.length, 2, text.slice(-30));
      assert.ok(read.places.includes('polygon:Bedok'), read.places.join(', '));
      assert.equal(read.skipped, false, text.slice(-30));
    }
  });

  it('a bracket really missing after the JSON is still said', () => {
    const read = findFeatures(`${AREA}\n[[103.92, 1.33]`);
    assert.equal(read.skipped?.why, 'unreadable');
    assert.equal(read.skipped?.cause?.words, 'a closing bracket is missing');
  });
});
