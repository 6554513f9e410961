// The simulator's search over its gazetteer of real places (test/simulator/gazetteer.ts), seen from a plain
// HTTP client: thousands of places from the real files, exact postal codes (a leading zero kept), words in any
// order, "NIL" where a source has no value, every value a string, and positions taken from the files.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { transformPoint } from '../../../src/shared/coords';
import { gazetteer } from '../../simulator/gazetteer';
import { type Simulator, startSimulator } from '../../simulator';
import { repoRoot } from '../repoRoot';
import { authorised, call, closeCalls, query, signIn } from './call';

const SEARCH = '/api/common/elastic/search';

let sim: Simulator;
let token: string;
before(async () => {
  sim = await startSimulator();
  token = await signIn(sim);
});
after(async () => {
  await closeCalls();
  await sim.close();
});

async function search(searchVal: string, pageNum = '1'): Promise<any> {
  const answer = await call(sim, `${SEARCH}${query({ searchVal, returnGeom: 'Y', getAddrDetails: 'Y', pageNum })}`, { headers: authorised(token) });
  assert.equal(answer.status, 200);
  return answer.json;
}

test('the gazetteer holds at least 5 000 distinct real places, each with a position in or by Singapore', () => {
  const places = gazetteer();
  assert.ok(places.length >= 5000, `${places.length} places`);
  for (const { place } of places) {
    for (const value of Object.values(place)) assert.equal(typeof value, 'string');
    const lat = Number(place.LATITUDE);
    const lon = Number(place.LONGITUDE);
    assert.ok(lat > 1.15 && lat < 1.5 && // LTA's stops include Johor Bahru's terminals
       lon > 103.6 && lon < 104.1, `${place.SEARCHVAL} at ${lat},${lon}`);
    // X/Y and the degrees are one point: the engine's conversion agrees to a millimetre.
    const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat);
    assert.ok(Math.abs(x - Number(place.X)) < 1e-3 && Math.abs(y - Number(place.Y)) < 1e-3, `${place.SEARCHVAL}: X/Y off`);
  }
});

test('a school\'s postal code finds that school alone, at the position OneMap gave for its name', async () => {
  const answer = await search('738907');
  assert.equal(answer.found, 1);
  const [result] = answer.results;
  assert.equal(result.SEARCHVAL, 'ADMIRALTY PRIMARY SCHOOL');
  assert.equal(result.POSTAL, '738907');
  assert.equal(result.BLK_NO, '11');
  assert.equal(result.ROAD_NAME, 'WOODLANDS CIRCLE');
  // gpng/geodle's list: coordinates: [103.800304550731, 1.44298589789841].
  assert.equal(result.LATITUDE, '1.44298589789841');
  assert.equal(result.LONGITUDE, '103.800304550731');
});

test('a postal code with a leading zero is matched as the string it is', async () => {
  const answer = await search('018925');
  assert.ok(answer.found >= 1);
  assert.equal(answer.results[0].POSTAL, '018925');
  assert.equal((await search('18925')).found, 0, 'without its zero it is another code, as on OneMap');
});

test('words in any order find the same places; case does not matter', async () => {
  const a = await search('woodlands circle 11');
  const b = await search('11 Woodlands CIRCLE');
  assert.ok(a.found >= 1);
  assert.deepEqual(a, b);
  assert.ok(a.results.some((r: any) => r.POSTAL === '738907'));
});

test('a bus stop has no postal code or block: "NIL", as OneMap writes it; its position is LTA\'s', async () => {
  const stops = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/real/large/lta-datamall-bus-stops-all.json'), 'utf8'));
  const stop = stops.find((s: any) => s.Description === 'Hotel Grand Pacific');
  const answer = await search('hotel grand pacific');
  const result = answer.results.find((r: any) => r.ROAD_NAME === 'VICTORIA ST');
  assert.ok(result, JSON.stringify(answer));
  assert.equal(result.POSTAL, 'NIL');
  assert.equal(result.BLK_NO, 'NIL');
  assert.equal(Number(result.LATITUDE), stop.Latitude);
  assert.equal(Number(result.LONGITUDE), stop.Longitude);
});

test('a common name is many places, 10 a page, the last page short', async () => {
  const first = await search('blk');
  assert.ok(first.found > 100, `found ${first.found}`);
  assert.equal(first.results.length, 10);
  const last = await search('blk', String(first.totalNumPages));
  assert.equal(last.results.length, first.found - (first.totalNumPages - 1) * 10);
});
