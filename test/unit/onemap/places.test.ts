// The client's search and reverse geocoding against the simulator over HTTP, and its reading of the recorded
// answers: typed places, checked parameters, refused answers, redaction, cancellation and the size cap.
import * as assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import geocodeSnapshot from '../../fixtures/onemap-samples/search_revgeocode_ahzhezhe_snapshot.json';
import pyonemap from '../../fixtures/onemap-samples/convert_pyonemap_2023-08.json';
import {
  MAX_PLACE_RESPONSE_BYTES,
  OneMapClient,
  type OneMapError,
  readGeocodeInfo,
  readSearchPage,
} from '../../../src/onemap';
import { MemoryStore, simulatorFixture, statuses } from './simulatedClient';

const fixture = simulatorFixture();
const make = fixture.make.bind(fixture);

function kind(expected: string, more?: (error: OneMapError) => void): (error: OneMapError) => boolean {
  return (error) => {
    assert.equal(error.kind, expected, error.message);
    more?.(error);
    return true;
  };
}

const WATERSCAPE = {
  building: 'WATERSCAPE AT CAVENAGH',
  block: '65',
  road: 'CAVENAGH ROAD',
  postalCode: '229619',
  x: 28833.0605447,
  y: 31810.3242714,
  lat: 1.303955777623504,
  lon: 103.84080401483146,
};

test('search by postal code: the recorded result, with numbers as numbers and the query OneMap expects', async () => {
  const { client } = make();
  const page = await client.search('542226');
  assert.deepEqual(page, {
    found: 1,
    totalPages: 1,
    page: 1,
    results: [
      {
        name: 'COMPASSVALE VISTA',
        address: '226B COMPASSVALE WALK COMPASSVALE VISTA SINGAPORE 542226',
        block: '226B',
        road: 'COMPASSVALE WALK',
        building: 'COMPASSVALE VISTA',
        postalCode: '542226',
        x: 35343.1499079037,
        y: 41071.7320690025,
        lat: 1.38771174427547,
        lon: 103.899302425122,
      },
    ],
  });
  const get = fixture.sim.stats.requests.find((r) => r.method === 'GET');
  assert.equal(get?.path, '/api/common/elastic/search');
  assert.equal(get?.query, '?searchVal=542226&returnGeom=Y&getAddrDetails=Y&pageNum=1');
});

test('"NIL" (no building) is an absent field, and later pages are asked for by number', async () => {
  const { client } = make();
  const rowell = await client.search('200640');
  assert.equal(rowell.results[0]!.building, undefined);
  assert.equal(rowell.results[0]!.block, '640');
  const second = await client.search('MRT STATION', { page: 2 });
  assert.equal(second.page, 2);
  assert.equal(second.results.length, 10);
  assert.ok(second.totalPages >= 2);
});

test('reverse geocoding in WGS84 and in SVY21 reads the recorded answers', async () => {
  const { client } = make();
  assert.deepEqual(await client.reverseGeocode({ lat: 1.3039454, lon: 103.8408471 }), [WATERSCAPE]);
  assert.deepEqual(await client.reverseGeocode({ X: 28833.0605447, Y: 31810.3242714 }), [WATERSCAPE]);
  const ubi = await client.reverseGeocode({ lat: 1.3254295, lon: 103.9005321 });
  assert.deepEqual(ubi.map((p) => p.block), ['351', '352', '349']);
  const paths = fixture.sim.stats.requests.filter((r) => r.method === 'GET').map((r) => `${r.path}${r.query}`);
  assert.deepEqual(paths.slice(0, 2), [
    '/api/public/revgeocode?location=1.3039454%2C103.8408471',
    '/api/public/revgeocodexy?location=28833.0605447%2C31810.3242714',
  ]);
});

test('nothing near is an empty list; a buffer is sent when given', async () => {
  const { client } = make();
  assert.deepEqual(await client.reverseGeocode({ lat: 1.2, lon: 103.95 }), []);
  await client.reverseGeocode({ lat: 1.3, lon: 103.8 }, { buffer: 50 });
  assert.match(fixture.sim.stats.requests.at(-1)!.query, /buffer=50/);
});

test('bad parameters are refused before anything is sent', async () => {
  const { client } = make();
  await assert.rejects(client.search('   '), kind('invalid-request'));
  await assert.rejects(client.search('x'.repeat(201)), kind('invalid-request'));
  await assert.rejects(client.search('orchard', { page: 0 }), kind('invalid-request'));
  await assert.rejects(client.reverseGeocode({ lat: 91, lon: 103.8 }), kind('invalid-request'));
  await assert.rejects(client.reverseGeocode({ lat: Number.NaN, lon: 103.8 }), kind('invalid-request'));
  await assert.rejects(client.reverseGeocode({ X: Infinity, Y: 1 }), kind('invalid-request'));
  await assert.rejects(client.reverseGeocode({ lat: 1.3, lon: 103.8 }, { buffer: 501 }), kind('invalid-request'));
  assert.equal(fixture.sim.stats.requests.length, 0);
});

test('the rate limit reaches the caller as rate-limit with OneMap\'s words, after the retries', async () => {
  const { client } = make();
  await client.search('542226');
  fixture.sim.setRateLimit({ max: 0, windowMs: 60_000 });
  await assert.rejects(client.search('542226'), kind('rate-limit', (e) => assert.match(e.message, /API limit\(s\) exceeded/)));
  fixture.sim.setRateLimit(undefined);
});

test('cancelling a search in flight: the simulator sees the client leave before any answer', async () => {
  const { client } = make();
  await client.search('542226');
  fixture.sim.reset();
  fixture.sim.setFaults({ latencyMs: 10_000, target: 'get' });
  const controller = new AbortController();
  const pending = client.reverseGeocode({ lat: 1.3, lon: 103.8 }, { signal: controller.signal });
  await fixture.sim.whenRequests(1, 'arrived');
  controller.abort();
  await assert.rejects(pending, kind('cancelled'));
  await fixture.sim.whenRequests(1, 'ended');
  assert.deepEqual(statuses(fixture.sim), [0]);
});

test('answers that do not fit are refused as malformed, quoting OneMap when it explains itself', () => {
  const ok = { found: 1, totalNumPages: 1, pageNum: 1, results: [{ SEARCHVAL: 'A', X: '1', Y: '2', LATITUDE: '1.3', LONGITUDE: '103.8' }] };
  assert.equal(readSearchPage(ok).results[0]!.address, 'A');
  const broken: unknown[] = [
    null,
    [],
    { found: 1, totalNumPages: 1, pageNum: 1 },
    { ...ok, found: '-1' },
    { ...ok, results: [{ ...ok.results[0], LATITUDE: 'north' }] },
    { ...ok, results: [{ ...ok.results[0], LATITUDE: '95' }] },
    { ...ok, results: [{ ...ok.results[0], SEARCHVAL: 7 }] },
    { ...ok, results: Array.from({ length: 101 }, () => ok.results[0]) },
  ];
  for (const body of broken) assert.throws(() => readSearchPage(body), kind('malformed-response'), JSON.stringify(body)?.slice(0, 80));
  assert.throws(() => readSearchPage({ error: 'Something odd.' }), kind('malformed-response', (e) => assert.match(e.message, /Something odd/)));
  assert.throws(() => readGeocodeInfo({ GeocodeInfo: [{ BUILDINGNAME: 'X', XCOORD: '', YCOORD: '1', LATITUDE: '1', LONGITUDE: '1' }] }), kind('malformed-response'));
  assert.throws(() => readGeocodeInfo({}), kind('malformed-response'));
  assert.deepEqual(readGeocodeInfo(pyonemap.revgeocodexy.response)[0]!.building, 'NEW TOWN PRIMARY SCHOOL');
  assert.deepEqual(readGeocodeInfo(geocodeSnapshot.revgeocode_response_both), [WATERSCAPE]);
});

/** A one-route server: `answer` decides each response. */
async function hostile(answer: (url: string, auth: string, res: import('node:http').ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => answer(req.url ?? '', req.headers.authorization ?? '', res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function storedTokenClient(baseUrl: string, token: string, logs: string[]): OneMapClient {
  const client = new OneMapClient({
    baseUrl,
    credentials: async () => ({ email: 'demo@onemap.test', password: 'unused-password' }),
    tokenStore: new MemoryStore({ token, expiresAt: Date.now() + 3600_000 }),
    sleep: async () => undefined,
    log: (level, message) => logs.push(`${level}: ${message}`),
  });
  fixture.closeAtEnd(client);
  return client;
}

test('a server quoting the token back: the token is redacted from the error and the log', async () => {
  const token = 'not-a-jwt-but-secret-0123456789';
  const { server, url } = await hostile((_url, auth, res) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: `Bad search for ${auth}` }));
  });
  try {
    const logs: string[] = [];
    await assert.rejects(storedTokenClient(url, token, logs).search('orchard'), kind('bad-request', (e) => assert.ok(!e.message.includes(token), e.message)));
    for (const line of logs) assert.ok(!line.includes(token), line);
    assert.ok(logs.some((line) => line.includes('[redacted]')), logs.join('\n'));
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('an answer over the place cap (1 MB) is not read', async () => {
  assert.ok(MAX_PLACE_RESPONSE_BYTES <= 1024 * 1024);
  const { server, url } = await hostile((_url, _auth, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(`{"GeocodeInfo": [], "pad": "${'x'.repeat(MAX_PLACE_RESPONSE_BYTES)}"}`);
  });
  try {
    await assert.rejects(storedTokenClient(url, 'token-1234', []).reverseGeocode({ lat: 1.3, lon: 103.8 }), kind('malformed-response', (e) => assert.match(e.message, /larger than 1 MB/)));
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
