// Routing many pairs against the simulator, through the client and Travel Times' reading of the answer: any
// two points on Singapore's land get a time and distance in every mode, no shorter than the straight line,
// and the same question gets the same answer (what the disk cache relies on).
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OneMapClient } from '../../../src/onemap';
import { routeItem, type Travel, travelOf } from '../../../src/travelTimes/travelRequest';
import { departureNow, oneMapDate, oneMapTime } from '../../../src/travelTimes/departure';
import { type Simulator, startSimulator } from '../../simulator';
import { clientFor } from '../onemap/simulatedClient';

/** Deterministic points spread over the main island (WGS84). */
function spread(count: number, seed: number): Array<{ lat: number; lon: number }> {
  return Array.from({ length: count }, (_, i) => ({ lat: 1.29 + (((i + seed) * 53) % 100) / 800, lon: 103.68 + (((i + seed) * 37) % 100) / 350 }));
}

function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('the simulator routes any two points in Singapore', () => {
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

  const now = departureNow(Date.UTC(2026, 10, 26, 1, 0));
  const modes = [{ routeType: 'walk' }, { routeType: 'drive' }, { routeType: 'cycle' }, { routeType: 'pt', date: oneMapDate(now.date), time: oneMapTime(now.time) }] as const;

  for (const mode of modes) {
    test(`${mode.routeType}: 40 pairs, each with minutes and km, no shorter than the straight line, the same twice`, async () => {
      const [origins, destinations] = [spread(40, 0), spread(40, 17)];
      for (let i = 0; i < origins.length; i++) {
        const { query } = routeItem(origins[i]!, destinations[i]!, mode);
        const travel: Travel = travelOf(await client.route(query));
        assert.ok('minutes' in travel, `${mode.routeType} ${i}: ${JSON.stringify(travel)}`);
        const straight = metres(query.start, query.end) / 1000;
        assert.ok(travel.km >= straight - 0.01 && travel.minutes > 0, `${mode.routeType} ${i}: ${JSON.stringify(travel)} for ${straight.toFixed(2)} km`);
        if (i < 3) assert.deepEqual(travelOf(await client.route(query)), travel);
      }
    });
  }
});
