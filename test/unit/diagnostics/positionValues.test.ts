// A position's third and fourth values (x y z m) are never a problem: GIS exports write them, LTA's train
// station exits with an m of -1.7976931348623157e+308 on every one, and the map and the converter keep them.
// The real file (test/fixtures/real/lta-mrt-station-exits.geojson) has x y z; its DataMall twin adds the m.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems } from '../../../src/diagnostics';
import { isSoundGeoJson } from '../../../src/diagnostics/soundGeoJson';
import { readReal } from '../coords/realFixtures';

const exits = readReal('lta-mrt-station-exits.geojson');
/** The same exits as LTA DataMall's TrainStationExit writes them: x y z m, m the lowest double (no value). */
const withM = exits.replace(/, 0\.0 \]/g, ', 0.0, -1.7976931348623157e+308 ]');
const messages = (text: string) => findProblems(text, 'geojson').map((p) => `${p.code}: ${p.message}`);

describe('positions of three and four values', () => {
  it('LTA’s station exits, x y z as published: no problem', () => {
    assert.equal((exits.match(/, 0\.0 \]/g) ?? []).length, 40);
    assert.deepEqual(messages(exits), []);
  });

  it('the same exits with an m on every position: still no problem, and sound without the checker', () => {
    assert.equal((withM.match(/e\+308 \]/g) ?? []).length, 40);
    assert.equal(isSoundGeoJson(JSON.parse(withM)), true);
    assert.deepEqual(messages(withM), []);
  });

  it('a file the checker has to read (a feature’s wrong bbox) gets the bbox error only, none for the m values', () => {
    const broken = withM.replace('{ "type": "Feature", ', '{ "type": "Feature", "bbox": [103.6, 1.2, 104.1], ');
    const found = messages(broken);
    assert.deepEqual(found, ['geojson-structure: GeoJSON: A bbox must have 4 or 6 positions']);
  });

  it('the m of a polygon’s ring and of a line is no problem either; five values still are', () => {
    const ring = [[103.8, 1.3, 5, -1.7976931348623157e308], [103.81, 1.3, 5, 0], [103.81, 1.31, 5, 0], [103.8, 1.3, 5, -1.7976931348623157e308]];
    const shapes = { type: 'FeatureCollection', features: [
      { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
      { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: ring.slice(0, 2) } },
    ] };
    assert.deepEqual(messages(JSON.stringify(shapes)), []);
    const five = JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [103.8, 1.3, 5, 0, 1] } });
    assert.deepEqual(messages(five), ['geojson-structure: GeoJSON: A position should have 2 or 3 elements - found 5.']);
  });
});
