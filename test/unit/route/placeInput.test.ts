// A typed place is read as WGS84 or SVY21 (or Web Mercator) from its values; anything else gets a message.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePlace } from '../../../webview/route/placeInput';
import { sample } from '../samples';

test('"lat, lon" as typed, in either order', () => {
  assert.deepEqual(parsePlace('1.3039454, 103.8408471'), { ok: true, point: { lat: 1.3039454, lon: 103.8408471 }, from: 'EPSG:4326' });
  assert.deepEqual(parsePlace('  103.8408471 1.3039454 '), { ok: true, point: { lat: 1.3039454, lon: 103.8408471 }, from: 'EPSG:4326' });
});

test('SVY21 "X, Y" lands where OneMap converts it', () => {
  const recorded = sample('convert_ahzhezhe_snapshot_2025.json')['3414to4326'];
  const result = parsePlace(`${recorded.request.X}, ${recorded.request.Y}`);
  assert.ok(result.ok);
  assert.equal(result.from, 'EPSG:3414');
  assert.ok(Math.abs(result.point.lat - recorded.response.latitude) < 1e-9, String(result.point.lat));
  assert.ok(Math.abs(result.point.lon - recorded.response.longitude) < 1e-9, String(result.point.lon));
});

test('text that is not one Singapore coordinate gets a message, not a point', () => {
  for (const text of ['', 'Orchard Road', '1.3039454', '51.5072, -0.1276', '1.30, 103.84 and 1.31, 103.85', '1.3039454, 103.8408471 km']) {
    const result = parsePlace(text);
    assert.equal(result.ok, false, text);
    if (!result.ok) assert.match(result.message, /lat, lon/, text);
  }
  const london = parsePlace('51.5072, -0.1276');
  assert.ok(!london.ok && /not a place in Singapore/.test(london.message));
});
