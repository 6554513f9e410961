// Reverse geocoding against the simulator, through the client and Reverse Geocode's reading of the answer: a
// gazetteer place is its own nearest at any buffer, WGS84 and SVY21 questions agree, the buffer decides what
// is near, and the sea has nothing within it.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OneMapClient } from '../../../src/onemap';
import { nearestOf, revgeocodeItem } from '../../../src/reverseGeocode/reverseGeocodeRows';
import { type Simulator, startSimulator } from '../../simulator';
import { PLACES } from '../../simulator/places';
import { clientFor } from '../onemap/simulatedClient';

describe("the simulator's revgeocode as Reverse Geocode asks it", () => {
  let sim: Simulator;
  let client: OneMapClient;
  before(async () => {
    sim = await startSimulator({ rateLimit: 'off' });
    client = clientFor(sim).client;
  });
  after(async () => {
    await client.close();
    await sim.close();
  });

  const ask = async (item: ReturnType<typeof revgeocodeItem>) => nearestOf(await client.reverseGeocode(item.query.point, { buffer: item.query.buffer }));

  test('20 gazetteer places: each the nearest to its own point, asked in WGS84 and in SVY21', async () => {
    const places = PLACES.filter((_, i) => i % Math.max(1, Math.floor(PLACES.length / 20)) === 0).slice(0, 20);
    for (const place of places) {
      const [lat, lon] = [Number(place.LATITUDE), Number(place.LONGITUDE)];
      const wgs84 = await ask(revgeocodeItem('EPSG:4326', lat, lon, 10));
      const svy21 = await ask(revgeocodeItem('EPSG:3414', lat, lon, 10));
      assert.ok(wgs84, place.SEARCHVAL);
      assert.equal(wgs84.postalCode, place.POSTAL === 'NIL' ? '' : place.POSTAL, place.SEARCHVAL);
      assert.deepEqual(svy21, wgs84, place.SEARCHVAL);
    }
  });

  test('the buffer decides: 120 m off a place, nothing within 50 m, the place within 200 m; the sea has nothing', async () => {
    const m = (a: { LATITUDE: string; LONGITUDE: string }, lat: number, lon: number): number =>
      Math.hypot((Number(a.LATITUDE) - lat) * 110_600, (Number(a.LONGITUDE) - lon) * 111_300);
    // A place with no other within 300 m, and a point 120 m east of it.
    const place = PLACES.find((p) => PLACES.every((q) => q === p || m(q, Number(p.LATITUDE), Number(p.LONGITUDE)) > 300))!;
    const [lat, lon] = [Number(place.LATITUDE), Number(place.LONGITUDE) + 120 / 111_300];
    assert.equal(await ask(revgeocodeItem('EPSG:4326', lat, lon, 50)), null);
    assert.equal((await ask(revgeocodeItem('EPSG:4326', lat, lon, 200)))?.postalCode, place.POSTAL === 'NIL' ? '' : place.POSTAL);
    assert.equal(await ask(revgeocodeItem('EPSG:4326', 1.2, 103.95, 500)), null);
  });
});
