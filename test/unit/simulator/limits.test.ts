// The rate limit (429 + Retry-After) and every fault switch, seen from a plain HTTP client.
import * as assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { Agent, request } from 'undici';
import { type Simulator, startSimulator } from '../../simulator';
import { authorised, call, closeCalls, query, signIn } from './call';

const CONVERT = `/api/common/convert/4326to3414${query({ latitude: '1.3', longitude: '103.8' })}`;

let clock = Date.UTC(2025, 0, 1);
let sim: Simulator;
let token: string;
before(async () => {
  sim = await startSimulator({ now: () => clock });
  token = await signIn(sim);
});
beforeEach(() => sim.reset());
after(async () => {
  await closeCalls();
  await sim.close();
});

test('past max calls in the window: 429 "API limit(s) exceeded." with Retry-After until a slot frees', async () => {
  sim.setRateLimit({ max: 3, windowMs: 60_000 });
  for (let i = 0; i < 3; i++) {
    assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
    clock += 1000;
  }
  const limited = await call(sim, CONVERT, { headers: authorised(token) });
  assert.equal(limited.status, 429);
  assert.deepEqual(limited.json, { error: 'API limit(s) exceeded.' });
  // The first call was 3 s ago: its slot frees in 57 s.
  assert.equal(limited.headers['retry-after'], '57');

  clock += 56_000;
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 429);
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).headers['retry-after'], '1');
  clock += 1000;
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
  sim.setRateLimit(undefined);
});

test('the limit covers routing too, and not the token endpoint', async () => {
  sim.setRateLimit({ max: 1, windowMs: 10_000 });
  const route = `/api/public/routingsvc/route${query({ start: '1.30,103.80', end: '1.31,103.82', routeType: 'walk' })}`;
  assert.equal((await call(sim, route, { headers: authorised(token) })).status, 200);
  assert.equal((await call(sim, route, { headers: authorised(token) })).status, 429);
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 429);
  await signIn(sim);
  await signIn(sim);
  sim.setRateLimit(undefined);
});

test('reset() clears the counters, stats and faults', async () => {
  sim.setRateLimit({ max: 1, windowMs: 60_000 });
  await call(sim, CONVERT, { headers: authorised(token) });
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 429);
  sim.setFaults({ serverError: 'always' });
  sim.reset();
  assert.deepEqual(sim.stats, { tokenRequests: 0, requests: [] });
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
  sim.setRateLimit(undefined);
});

test('serverError hits the next N requests with 500 {"error": "Internal Server Error"}, then stops', async () => {
  sim.setFaults({ serverError: 2 });
  for (let i = 0; i < 2; i++) {
    const answer = await call(sim, CONVERT, { headers: authorised(token) });
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.json, { error: 'Internal Server Error' });
  }
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
});

test('malformedBody answers 200 with JSON cut short', async () => {
  sim.setFaults({ malformedBody: 1 });
  const answer = await call(sim, CONVERT, { headers: authorised(token) });
  assert.equal(answer.status, 200);
  assert.equal(answer.json, undefined, `parsed: ${answer.text}`);
  assert.ok(answer.text.startsWith('{'));
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).json !== undefined, true);
});

test('dropConnection closes the socket without an answer and records status 0', async () => {
  sim.setFaults({ dropConnection: 1 });
  await assert.rejects(call(sim, CONVERT, { headers: authorised(token) }), (error: any) => /UND_ERR_SOCKET|ECONNRESET/.test(error.code ?? error.cause?.code));
  await closeCalls();
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
  assert.deepEqual(sim.stats.requests.map((r) => r.status), [0, 200]);
});

test("faults targeted at 'get' leave the token POST alone; 'always' keeps hitting", async () => {
  sim.setFaults({ dropConnection: 'always', target: 'get' });
  await signIn(sim);
  for (let i = 0; i < 3; i++) {
    await assert.rejects(call(sim, CONVERT, { headers: authorised(token) }));
    await closeCalls();
  }
  sim.setFaults({ serverError: 1 });
  sim.setFaults({ dropConnection: 0 });
  await assert.rejects(signIn(sim), /sign-in failed: 500/);
});

test('latencyMs holds back the headers: a client with a shorter headers timeout gives up', async () => {
  sim.setFaults({ latencyMs: 5000, target: 'get' });
  const impatient = new Agent({ headersTimeout: 100 });
  try {
    await assert.rejects(
      request(`${sim.url}${CONVERT}`, { headers: authorised(token), dispatcher: impatient }),
      (error: any) => error.code === 'UND_ERR_HEADERS_TIMEOUT',
    );
  } finally {
    await impatient.close();
  }
  sim.setFaults({ latencyMs: 0 });
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
});

test('bodyStallMs sends the headers, then stalls mid-body', async () => {
  sim.setFaults({ bodyStallMs: 5000 });
  const impatient = new Agent({ bodyTimeout: 100 });
  try {
    const response = await request(`${sim.url}${CONVERT}`, { headers: authorised(token), dispatcher: impatient });
    assert.equal(response.statusCode, 200, 'headers arrived');
    await assert.rejects(response.body.text(), (error: any) => error.code === 'UND_ERR_BODY_TIMEOUT');
  } finally {
    await impatient.close();
  }
});

test('close() ends stalled exchanges instead of waiting for them', async () => {
  const stalling = await startSimulator();
  const stallToken = await signIn(stalling);
  stalling.setFaults({ latencyMs: 60_000 });
  const pending = call(stalling, CONVERT, { headers: authorised(stallToken) });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await stalling.close();
  await assert.rejects(pending);
  await closeCalls();
});

test('unknown paths are a JSON 404 and the simulator keeps serving after bad input', async () => {
  const answer = await call(sim, '/nowhere');
  assert.equal(answer.status, 404);
  assert.deepEqual(answer.json, { error: 'Not Found' });
  const huge = await call(sim, '/api/auth/post/getToken', { method: 'POST', body: 'x'.repeat(100_000) });
  assert.equal(huge.status, 413);
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
});

test('whenRequests resolves once requests have arrived, and once their exchanges have ended', async () => {
  sim.reset();
  sim.setFaults({ latencyMs: 60_000, target: 'get' });
  const controller = new AbortController();
  const pending = fetch(`${sim.url}/api/common/convert/4326to3414?latitude=1.3&longitude=103.8`, { signal: controller.signal }).catch(
    (error: Error) => error.name,
  );
  await sim.whenRequests(1, 'arrived');
  assert.equal(sim.stats.requests.length, 0, 'arrived, not yet ended');
  controller.abort();
  assert.equal(await pending, 'AbortError');
  await sim.whenRequests(1, 'ended');
  assert.deepEqual(sim.stats.requests.map((r) => r.status), [0]);
  sim.setFaults({ latencyMs: 0 });
});
