// Which pairs of numbers are read as positions: those in a `coordinates` member (quoted, unquoted, or
// inside a JSON string) and in WKT, to the member's closing bracket and no further; a pair written latitude
// first elsewhere (a feature's centre, a bbox, a map view) is not a position and says nothing.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems } from '../../../src/diagnostics';

const found = (text: string, languageId: string) => findProblems(text, languageId).map((p) => [p.code, text.slice(p.start, p.end)]);
const polygon = (ring: string) => `{"type":"Polygon","coordinates":[[${ring}]]}`;
const RING = '[103.80,1.30],[103.81,1.30],[103.81,1.31],[103.80,1.30]';

describe('latitude-first pairs outside the positions', () => {
  it('a feature\'s centre and box written after its polygon are not positions', () => {
    const text = `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":${polygon(RING)},"properties":{"centre":[1.31,103.805],"box":[1.29,103.79,1.32,103.82]}}]}`;
    assert.deepEqual(found(text, 'geojson'), []);
  });

  it('the same pair inside the polygon\'s ring is', () => {
    const text = `{"type":"Feature","geometry":${polygon(RING.replace('[103.81,1.31]', '[1.31,103.81]'))},"properties":{}}`;
    assert.deepEqual(found(text, 'geojson'), [['latitude-first', '1.31,103.81']]);
  });

  it('a map view before or after a JavaScript object\'s coordinates is not one', () => {
    assert.deepEqual(found('const shape = { coordinates: [[103.8, 1.3], [103.81, 1.3], [1.31, 103.81]] };\nconst view = [1.31, 103.81];', 'javascript'), [['latitude-first', '1.31, 103.81']]);
    assert.deepEqual(found('[1.31, 103.81]\n{"coordinates":[[103.8,1.3],[103.81,1.3],[1.31,103.81]]}', 'json'), [['latitude-first', '1.31,103.81']]);
  });

  it('a member after the coordinates, or one merely named like them, is not read', () => {
    assert.deepEqual(found('{"coordinates":[[103.8,1.3],[103.81,1.3]],"next":[[1.31,103.81]],"coordinates2":[[1.32,103.82]]}', 'json'), []);
  });
});

describe('positions wherever a coordinates member is', () => {
  it('in a second member, after a first one that is sound', () => {
    assert.deepEqual(found('{"a":{"coordinates":[[103.8,1.3],[103.81,1.3]]},"b":{"coordinates":[[1.31,103.81],[103.82,1.32]]}}', 'json'), [['latitude-first', '1.31,103.81']]);
  });

  it('in GeoJSON kept as text inside a JSON string', () => {
    assert.deepEqual(found('{"layers":["{\\"coordinates\\": [[103.8,1.3],[103.81,1.3],[1.31,103.81]]}"]}', 'json'), [['latitude-first', '1.31,103.81']]);
  });

  it('in GeoJSON written one number a line, beside lat and lng properties', () => {
    const feature = (coordinates: number[], id: number) => ({ type: 'Feature', properties: { lat: 1.3521, lng: 103.8198, id }, geometry: { type: 'Point', coordinates } });
    const text = JSON.stringify({ type: 'FeatureCollection', features: [feature([103.8198, 1.3521], 0), feature([103.8515, 1.2839], 1), feature([1.3545, 103.9429], 2)] }, null, 2);
    assert.deepEqual(found(text, 'geojson'), [['latitude-first', '1.3545,\n          103.9429']]);
  });

  it('in WKT after GeoJSON in the same text', () => {
    const text = '{"coordinates":[[103.8198,1.3521],[103.8515,1.2839],[103.9429,1.3545],[103.7423,1.3332]]}\nid,wkt\n1,POINT (1.2839 103.8515)\n';
    assert.deepEqual(found(text, 'plaintext'), [['latitude-first', '1.2839 103.8515']]);
  });
});

describe('a position that fits no system', () => {
  const FOUR = '[103.8198,1.3521],[103.8515,1.2839],[103.9429,1.3545],[103.7423,1.3332]';

  it('last or first of its list, in GeoJSON or WKT: named', () => {
    assert.deepEqual(found(`{"coordinates":[${FOUR},[50.5,60.5]]}`, 'json'), [['outside-singapore', '50.5,60.5']]);
    assert.deepEqual(found(`{"coordinates":[[50.5,60.5],${FOUR}]}`, 'json'), [['outside-singapore', '50.5,60.5']]);
    const wkt = 'id,wkt\n1,POINT (103.8198 1.3521)\n2,POINT (103.8515 1.2839)\n3,POINT (103.9429 1.3545)\n4,POINT (103.7423 1.3332)\n5,POINT (50.5 60.5)\n';
    assert.deepEqual(found(wkt, 'csv'), [['outside-singapore', '50.5 60.5']]);
  });

  it('the first numbers of the file: still read', () => {
    assert.deepEqual(found(`[[50.5,60.5],{"coordinates":[${FOUR}]}]`, 'json'), []);
    assert.deepEqual(found(`{"coordinates":[[50.5,60.5],${FOUR}],"id":1}`, 'json'), [['outside-singapore', '50.5,60.5']]);
  });
});

describe('named pairs and positions in one table', () => {
  it('a latitude-first WKT point beside sound lat/lng columns: only the WKT is named', () => {
    const text = 'id,wkt,lat,lng\n1,POINT (103.8198 1.3521),1.3521,103.8198\n2,POINT (1.2839 103.8515),1.2839,103.8515\n3,POINT (103.9429 1.3545),1.3545,103.9429\n';
    assert.deepEqual(found(text, 'csv'), [['latitude-first', '1.2839 103.8515']]);
  });

  it('a swapped lat/lng row beside sound WKT: only that row is named', () => {
    const text = 'id,wkt,lat,lng\n1,POINT (103.8198 1.3521),1.3521,103.8198\n2,POINT (103.8515 1.2839),103.8515,1.2839\n3,POINT (103.9429 1.3545),1.3545,103.9429\n4,POINT (103.7423 1.3332),1.3332,103.7423\n';
    assert.deepEqual(found(text, 'csv'), [['swapped-values', '103.8515,1.2839']]);
  });
});
