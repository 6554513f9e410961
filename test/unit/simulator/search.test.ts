// Search and reverse geocoding, seen from a plain HTTP client: OneMap's shapes (every value a string), pages,
// the recorded answers word for word, the token and the rate limit.
import * as assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import geocodeSnapshot from '../../fixtures/onemap-samples/search_revgeocode_ahzhezhe_snapshot.json';
import pyonemap from '../../fixtures/onemap-samples/convert_pyonemap_2023-08.json';
import { RESTRICTED_USER, type Simulator, startSimulator } from '../../simulator';
import { authorised, call, closeCalls, query, signIn } from './call';

const SEARCH = '/api/common/elastic/search';
const SEARCH_KEYS = ['SEARCHVAL', 'BLK_NO', 'ROAD_NAME', 'BUILDING', 'ADDRESS', 'POSTAL', 'X', 'Y', 'LATITUDE', 'LONGITUDE'];
const GEOCODE_KEYS = ['BUILDINGNAME', 'BLOCK', 'ROAD', 'POSTALCODE', 'XCOORD', 'YCOORD', 'LATITUDE', 'LONGITUDE'];

function search(searchVal: string, extra: Record<string, string> = {}): string {
  return `${SEARCH}${query({ searchVal, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1', ...extra })}`;
}

let sim: Simulator;
let token: string;
before(async () => {
  sim = await startSimulator();
  token = await signIn(sim);
});
beforeEach(() => sim.reset());
after(async () => {
  await closeCalls();
  await sim.close();
});

test('a recorded search (postal code 542226) is answered exactly as OneMap answered it', async () => {
  const answer = await call(sim, search('542226'), { headers: authorised(token) });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.json, geocodeSnapshot.search_response);
  const other = await call(sim, search('200640'), { headers: authorised(token) });
  assert.deepEqual(other.json, pyonemap.search_200640.response);
});

test('every value in a result is a string, numbers included, with OneMap\'s ten keys', async () => {
  const answer = await call(sim, search('orchard'), { headers: authorised(token) });
  assert.equal(answer.status, 200);
  assert.ok(answer.json.found >= 1);
  for (const result of answer.json.results) {
    assert.deepEqual(Object.keys(result), SEARCH_KEYS);
    for (const value of Object.values(result)) assert.equal(typeof value, 'string');
    assert.match(result.ADDRESS, /ORCHARD/);
  }
});

test('results come 10 a page; found and totalNumPages count them all; a page past the last is empty', async () => {
  const first = (await call(sim, search('MRT STATION'), { headers: authorised(token) })).json;
  assert.ok(first.found > 20, `found ${first.found}`);
  assert.equal(first.totalNumPages, Math.ceil(first.found / 10));
  assert.equal(first.results.length, 10);
  const second = (await call(sim, search('MRT STATION', { pageNum: '2' }), { headers: authorised(token) })).json;
  assert.equal(second.pageNum, 2);
  assert.notDeepEqual(second.results[0], first.results[0]);
  const past = (await call(sim, search('MRT STATION', { pageNum: String(first.totalNumPages + 1) }), { headers: authorised(token) })).json;
  assert.deepEqual(past.results, []);
  assert.equal(past.found, first.found);
});

test('nothing found is found 0 with no pages', async () => {
  const answer = await call(sim, search('NO SUCH PLACE ZZZ'), { headers: authorised(token) });
  assert.deepEqual(answer.json, { found: 0, totalNumPages: 0, pageNum: 1, results: [] });
});

test('returnGeom=N leaves out the coordinates; getAddrDetails=N the address', async () => {
  const bare = (await call(sim, search('542226', { returnGeom: 'N', getAddrDetails: 'N' }), { headers: authorised(token) })).json;
  assert.deepEqual(Object.keys(bare.results[0]), ['SEARCHVAL']);
});

test('search refuses a missing searchVal, a bad returnGeom or pageNum, with 400 and a message', async () => {
  for (const path of [`${SEARCH}${query({ returnGeom: 'Y', getAddrDetails: 'Y' })}`, search('x', { returnGeom: 'yes' }), search('x', { pageNum: '0' })]) {
    const answer = await call(sim, path, { headers: authorised(token) });
    assert.equal(answer.status, 400, path);
    assert.equal(typeof answer.json.error, 'string');
  }
});

test('search and reverse geocoding need the token (400), a valid one (401) and a role allowing them (403)', async () => {
  for (const path of [search('542226'), '/api/public/revgeocode?location=1.3039454,103.8408471', '/api/public/revgeocodexy?location=28833.0605447,31810.3242714']) {
    assert.equal((await call(sim, path)).status, 400, path);
    assert.equal((await call(sim, path, { headers: authorised('eyJhbGciOiJIUzI1NiJ9.e30.bad') })).status, 401, path);
    const restricted = await signIn(sim, RESTRICTED_USER);
    const refused = await call(sim, path, { headers: authorised(restricted) });
    assert.equal(refused.status, 403, path);
    assert.match(refused.json.error, /Access Forbidden/);
  }
});

test('the rate limit covers search and reverse geocoding', async () => {
  sim.setRateLimit({ max: 1, windowMs: 60_000 });
  assert.equal((await call(sim, search('542226'), { headers: authorised(token) })).status, 200);
  const limited = await call(sim, '/api/public/revgeocode?location=1.3039454,103.8408471', { headers: authorised(token) });
  assert.equal(limited.status, 429);
  assert.deepEqual(limited.json, { error: 'API limit(s) exceeded.' });
  assert.ok(Number(limited.headers['retry-after']) > 0);
  sim.setRateLimit(undefined);
});

test('the recorded reverse geocodes (WGS84 and SVY21) get the recorded answers', async () => {
  const cases: Array<[string, unknown]> = [
    ['/api/public/revgeocode?location=1.3039454,103.8408471', geocodeSnapshot.revgeocode_response_both],
    ['/api/public/revgeocodexy?location=28833.0605447,31810.3242714', geocodeSnapshot.revgeocode_response_both],
    ['/api/public/revgeocode?location=1.3254295,103.9005321', pyonemap.revgeocode.response],
    ['/api/public/revgeocodexy?location=24291.97788882387,31373.0117224489', pyonemap.revgeocodexy.response],
  ];
  for (const [path, body] of cases) assert.deepEqual((await call(sim, path, { headers: authorised(token) })).json, body, path);
});

test('any other point: the places within the buffer, nearest first, in GeocodeInfo\'s shape; none near is an empty list', async () => {
  // Beside Orchard MRT station (OneMap: 1.30398013…, 103.83212…).
  const near = await call(sim, '/api/public/revgeocode?location=1.3040,103.8322', { headers: authorised(token) });
  assert.equal(near.status, 200);
  const info = near.json.GeocodeInfo;
  assert.ok(info.length >= 1);
  assert.deepEqual(Object.keys(info[0]), GEOCODE_KEYS);
  assert.match(info[0].BUILDINGNAME, /ORCHARD MRT STATION/);
  for (const value of Object.values(info[0])) assert.equal(typeof value, 'string');

  const sameInSvy21 = await call(sim, `/api/public/revgeocodexy?location=${info[0].XCOORD},${info[0].YCOORD}`, { headers: authorised(token) });
  assert.equal(sameInSvy21.json.GeocodeInfo[0].BUILDINGNAME, info[0].BUILDINGNAME);

  const sea = await call(sim, '/api/public/revgeocode?location=1.2000,103.9500', { headers: authorised(token) });
  assert.deepEqual(sea.json, { GeocodeInfo: [] });
  const tight = await call(sim, '/api/public/revgeocode?location=1.3040,103.8322&buffer=0', { headers: authorised(token) });
  assert.deepEqual(tight.json, { GeocodeInfo: [] });
});

test('reverse geocoding refuses a missing or malformed location and an out-of-range buffer with 400', async () => {
  for (const path of [
    '/api/public/revgeocode',
    '/api/public/revgeocode?location=1.3',
    '/api/public/revgeocode?location=north,east',
    '/api/public/revgeocodexy?location=abc',
    '/api/public/revgeocode?location=1.3,103.8&buffer=900',
  ]) {
    const answer = await call(sim, path, { headers: authorised(token) });
    assert.equal(answer.status, 400, path);
    assert.equal(typeof answer.json.error, 'string');
  }
});
