// The client's everyday use against the simulator: typed conversions and routes, the query OneMap receives,
// sign-in, and where the client refuses to send credentials.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { type ConvertDirection, OneMapClient, OneMapError } from '../../../src/onemap';
import { DEMO_USER } from '../../simulator';
import { withoutUserInfo } from '../../../src/onemap/baseUrl';
import { repoRoot } from '../repoRoot';
import { MemoryStore, simulatorFixture } from './simulatedClient';

const samples = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples/convert_ahzhezhe_snapshot_2025.json'), 'utf8'));

const fixture = simulatorFixture();
const make = fixture.make.bind(fixture);

test('each of the six conversions returns the recorded OneMap values with the direction’s field names', async () => {
  const { client } = make();
  for (const direction of ['4326to3857', '4326to3414', '3414to3857', '3414to4326', '3857to3414', '3857to4326'] as ConvertDirection[]) {
    const { request, response } = samples[direction];
    const result = await client.convert(direction, request);
    assert.deepEqual(result, response, direction);
  }
  assert.equal(fixture.sim.stats.tokenRequests, 1, 'one token for all six');
});

test('conversion sends its inputs at full precision', async () => {
  const { client } = make();
  await client.convert('3414to4326', { X: 28983.788791079794, Y: 33554.5098132845 });
  const sent = fixture.sim.stats.requests.find((r) => r.path === '/api/common/convert/3414to4326');
  const params = new URLSearchParams(sent?.query);
  assert.equal(params.get('X'), '28983.788791079794');
  assert.equal(params.get('Y'), '33554.5098132845');
});

test('a walk route comes back typed, and the query carries start/end as lat,lon with the comma encoded', async () => {
  const { client } = make();
  const route = await client.route({ start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'walk' });
  assert.equal(route.status, 0);
  assert.equal(route.route_instructions[0][8], 'walking');
  assert.ok(route.route_summary.total_distance > 0);
  const sent = fixture.sim.stats.requests.find((r) => r.path === '/api/public/routingsvc/route');
  assert.ok(sent?.query.includes('start=1.3%2C103.8'), sent?.query);
  assert.ok(sent?.query.includes('end=1.31%2C103.82'), sent?.query);
  assert.ok(sent?.query.includes('routeType=walk'));
});

test('a pt route sends date, time with encoded colons, mode and the optional limits, and returns itineraries', async () => {
  const { client } = make();
  const plan = await client.route({
    start: { lat: 1.3151, lon: 103.7652 },
    end: { lat: 1.3526, lon: 103.9447 },
    routeType: 'pt',
    date: '03-14-2025',
    time: '08:30:00',
    mode: 'RAIL',
    maxWalkDistance: 800,
    numItineraries: 2,
  });
  assert.equal(plan.plan.itineraries.length, 2);
  assert.equal(plan.plan.itineraries[0].legs[1].mode, 'SUBWAY');
  const query = fixture.sim.stats.requests.find((r) => r.path === '/api/public/routingsvc/route')?.query ?? '';
  assert.ok(query.includes('time=08%3A30%3A00'), query);
  assert.ok(query.includes('date=03-14-2025'));
  assert.ok(query.includes('mode=RAIL'));
  assert.ok(query.includes('maxWalkDistance=800'));
  assert.ok(query.includes('numItineraries=2'));
});

test('the recorded pt request reads back as the recorded itinerary', async () => {
  const recorded = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples/route_pt_bus_paulhjwu_2023-11-30.json'), 'utf8'));
  const { client } = make();
  const plan = await client.route({
    start: { lat: 1.31643628204351, lon: 103.784659014132 },
    end: { lat: 1.31122438238089, lon: 103.826788133417 },
    routeType: 'pt',
    date: '11-30-2023',
    time: '10:26:00',
    mode: 'BUS',
    maxWalkDistance: 1000,
    numItineraries: 3,
  });
  assert.deepEqual(plan.plan.itineraries, recorded.plan.itineraries);
  assert.equal(plan.plan.itineraries[0].fare, '1.19');
});

test('fetchToken signs in, and its token serves the next calls without another token request', async () => {
  const { client, store } = make({ credentials: async () => undefined });
  const response = await client.fetchToken(DEMO_USER.email, DEMO_USER.password);
  assert.match(String(response.expiry_timestamp), /^\d+$/);
  assert.equal(store.saved?.token, response.access_token);
  assert.equal(store.saved?.expiresAt, Number(response.expiry_timestamp) * 1000, 'expiry read as UNIX seconds');
  await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
  assert.equal(fixture.sim.stats.tokenRequests, 1);
});

test('a token saved by one client is used by the next one: no token request after a restart', async () => {
  const store = new MemoryStore();
  const first = make({ tokenStore: store });
  await first.client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
  const second = make({ tokenStore: store });
  await second.client.convert('4326to3414', { latitude: 1.31, longitude: 103.81 });
  assert.equal(fixture.sim.stats.tokenRequests, 1);
});

test('forgetToken signs out: the store is emptied and the next call fetches a new token', async () => {
  const { client, store } = make();
  await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
  await client.forgetToken();
  assert.equal(store.saved, undefined);
  await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
  assert.equal(fixture.sim.stats.tokenRequests, 2);
});

test('without saved credentials a call fails as not-signed-in and sends nothing', async () => {
  const { client } = make({ credentials: async () => undefined });
  await assert.rejects(client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 }), (error: OneMapError) => {
    assert.equal(error.kind, 'not-signed-in');
    assert.match(error.message, /Sign in/);
    return true;
  });
  assert.deepEqual(fixture.sim.stats.requests, []);
});

test('the base URL must be https, except on loopback', () => {
  const credentials = async (): Promise<undefined> => undefined;
  for (const baseUrl of ['http://www.onemap.gov.sg', 'http://10.0.0.5:8080', 'ftp://127.0.0.1', 'not a url', 'https://user:secret@www.onemap.gov.sg']) {
    assert.throws(
      () => new OneMapClient({ baseUrl, credentials }),
      (error: OneMapError) => error.kind === 'invalid-request' && /OneMap address/.test(error.message) && !error.message.includes('secret'),
      baseUrl,
    );
  }
  for (const baseUrl of ['https://www.onemap.gov.sg', 'http://127.0.0.1:8787', 'http://localhost:1', 'http://[::1]:2', 'https://example.test/onemap/']) {
    const client = new OneMapClient({ baseUrl, credentials });
    fixture.closeAtEnd(client);
  }
});

test('an unusable base URL is never echoed with its user name or password, parsable or not', () => {
  const credentials = async (): Promise<undefined> => undefined;
  const cases: [string, string][] = [
    ['https://alice:hunter2-secret@exa mple.com', 'https://…@exa mple.com'],
    ['https://alice:hunter2/secret@www.onemap.gov.sg:99999', 'https://…@www.onemap.gov.sg:99999'],
    ['alice:hunter2-secret@www.onemap.gov.sg', '…@www.onemap.gov.sg'],
    ['https://alice:hunter2-secret@www.onemap.gov.sg', 'https://www.onemap.gov.sg'],
    ['http://alice:hunter2-secret@10.0.0.5', 'http://10.0.0.5'],
  ];
  for (const [baseUrl, shown] of cases) {
    assert.throws(
      () => new OneMapClient({ baseUrl, credentials }),
      (error: OneMapError) => {
        assert.equal(error.kind, 'invalid-request');
        assert.ok(error.message.includes(JSON.stringify(shown)), `${baseUrl}: ${error.message}`);
        for (const secret of ['alice', 'hunter2']) assert.ok(!error.message.includes(secret), `${baseUrl}: ${error.message}`);
        return true;
      },
    );
  }
  assert.equal(withoutUserInfo('https://www.onemap.gov.sg/x y'), 'https://www.onemap.gov.sg/x y', 'nothing to hide: shown as typed');
});

test('a base URL with a path prefix keeps it', async () => {
  const { client } = make({ baseUrl: `${fixture.sim.url}/prefix` });
  await assert.rejects(client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 }), (error: OneMapError) => error.serverMessage === 'Not Found');
  assert.equal(fixture.sim.stats.requests[0].path, '/prefix/api/auth/post/getToken');
});
