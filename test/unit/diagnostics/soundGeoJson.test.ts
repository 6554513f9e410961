// The quick "nothing to look at" before check-geojson: whenever it calls a file sound, the checker must find no
// error in it either (else a fault would go unreported), on the real files and on each kind of damage, and on
// random geometries. And it must call the real files sound, or the checker's cost comes back on every file.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { check } from '@placemarkio/check-geojson';
import { isSoundGeoJson } from '../../../src/diagnostics/soundGeoJson';
import { checkGeoJsonStructure } from '../../../src/diagnostics/geojsonStructure';
import { readReal } from '../coords/realFixtures';

function checkerErrors(text: string): string[] {
  try {
    check(text);
    return [];
  } catch (error) {
    const issues = (error as { issues?: { message: string; severity?: string }[] }).issues ?? [{ message: String(error) }];
    // A position's fourth value (m) is no fault here, whatever the checker says (geojsonStructure.ts).
    return issues.filter((i) => i.severity !== 'warning' && !/found 4\.$/.test(i.message)).map((i) => i.message);
  }
}

const ura = readReal('large/ura-mp2019-planning-area-no-sea.geojson');
const square = [[103.8, 1.3], [103.81, 1.3], [103.81, 1.31], [103.8, 1.3]];
const feature = (geometry: unknown, extra: Record<string, unknown> = {}) => ({ type: 'Feature', properties: { name: 'x' }, geometry, ...extra });
const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

const damaged: Record<string, string> = {
  'a position with one number': collection(feature({ type: 'Point', coordinates: [103.8] })),
  'a position with five numbers': collection(feature({ type: 'Point', coordinates: [103.8, 1.3, 0, 0, 0] })),
  'a number written as a string': collection(feature({ type: 'Point', coordinates: ['103.8', 1.3] })),
  'a ring that does not close': collection(feature({ type: 'Polygon', coordinates: [square.slice(0, 3).concat([[103.8, 1.31]])] })),
  'a ring of three positions': collection(feature({ type: 'Polygon', coordinates: [[square[0], square[1], square[0]]] })),
  'a line of one position': collection(feature({ type: 'LineString', coordinates: [[103.8, 1.3]] })),
  'a polygon one level too shallow': collection(feature({ type: 'Polygon', coordinates: square })),
  'an unknown geometry type': collection(feature({ type: 'Circle', coordinates: [103.8, 1.3] })),
  'a feature without properties': JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [103.8, 1.3] } }] }),
  'a feature without geometry member': JSON.stringify({ type: 'Feature', properties: {} }),
  'a bbox of three numbers': collection(feature({ type: 'Point', coordinates: [103.8, 1.3] }, { bbox: [1, 2, 3] })),
  'features that is not an array': JSON.stringify({ type: 'FeatureCollection', features: {} }),
  'JSON that does not parse': ura.slice(0, 5000),
};

describe('the quick soundness check before check-geojson', () => {
  it('calls the real GeoJSON sound, so the checker does not run on it', () => {
    assert.equal(isSoundGeoJson(JSON.parse(ura)), true);
    assert.deepEqual(checkGeoJsonStructure(ura), []);
  });

  for (const [name, text] of Object.entries(damaged)) {
    it(`${name}: not called sound, and the problems are the checker's own`, () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (parsed !== undefined) assert.equal(isSoundGeoJson(parsed), false);
      const expected = checkerErrors(text);
      const reported = checkGeoJsonStructure(text).filter((p) => p.severity === 'error').map((p) => p.message.replace(/^GeoJSON: /, ''));
      assert.deepEqual(reported, expected);
    });
  }

  it('random geometries: whatever it calls sound, the checker finds no error in', () => {
    const coordinate = fc.oneof(fc.double({ min: 100, max: 110, noNaN: true }), fc.constant(1.3), fc.string({ maxLength: 2 }));
    const position = fc.array(coordinate, { minLength: 0, maxLength: 5 });
    const ring = fc.array(position, { minLength: 0, maxLength: 5 }).map((r) => (r.length > 0 && Math.random() < 0.5 ? [...r, r[0]] : r));
    const geometry = fc.oneof(
      position.map((coordinates) => ({ type: 'Point', coordinates })),
      fc.array(position, { maxLength: 4 }).map((coordinates) => ({ type: 'LineString', coordinates })),
      fc.array(ring, { maxLength: 3 }).map((coordinates) => ({ type: 'Polygon', coordinates })),
      fc.array(fc.array(ring, { maxLength: 2 }), { maxLength: 2 }).map((coordinates) => ({ type: 'MultiPolygon', coordinates })),
    );
    fc.assert(
      fc.property(fc.array(geometry, { maxLength: 3 }), (geometries) => {
        const text = collection(...geometries.map((g) => feature(g)));
        if (isSoundGeoJson(JSON.parse(text))) assert.deepEqual(checkerErrors(text), [], text);
      }),
      { numRuns: 2000 },
    );
  });
});
