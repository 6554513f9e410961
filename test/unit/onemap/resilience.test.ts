// What the client does when OneMap is slow, limited, broken or unreachable, and when the user cancels.
import * as assert from 'node:assert/strict';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { type OneMapError } from '../../../src/onemap';
import { simulatorFixture, statuses } from './simulatedClient';

const POINT = { latitude: 1.3, longitude: 103.8 };

// The simulator's clock, moved by the client's (fake) sleep: a Retry-After is waited out without waiting.
let clock = Date.now();
const fixture = simulatorFixture({ now: () => clock }, (sim) => sim.setRateLimit(undefined));
const make = fixture.make.bind(fixture);

/** Waits (boundedly) until the simulator has noticed the client hang up on the GET. */
async function settled(): Promise<void> {
  for (let i = 0; i < 100 && statuses(fixture.sim).length === 0; i++) await delay(20);
}

function kind(expected: string, check?: (error: OneMapError) => void): (error: OneMapError) => boolean {
  return (error) => {
    assert.equal(error.kind, expected, error.message);
    check?.(error);
    return true;
  };
}

test('a 429 is waited out for exactly its Retry-After, then the call succeeds', async () => {
  const waits: number[] = [];
  const { client } = make({
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  fixture.sim.setRateLimit({ max: 1, windowMs: 5000 });
  await client.convert('4326to3414', POINT);
  clock += 2000;
  const result = await client.convert('4326to3414', POINT);
  assert.ok(Number.isFinite(result.X));
  assert.deepEqual(waits, [3000], 'Retry-After: 3');
  assert.deepEqual(statuses(fixture.sim), [200, 429, 200]);
});

test('a 429 asking for longer than the cap fails at once, saying when to come back', async () => {
  const { client, waits } = make({ retry: { maxRetryAfterMs: 10_000 } });
  fixture.sim.setRateLimit({ max: 1, windowMs: 45_000 });
  await client.convert('4326to3414', POINT);
  await assert.rejects(
    client.convert('4326to3414', POINT),
    kind('rate-limit', (error) => {
      assert.equal(error.retryAfterMs, 45_000);
      assert.match(error.message, /Try again in 45 s\./);
    }),
  );
  assert.deepEqual(waits, []);
  assert.deepEqual(statuses(fixture.sim), [200, 429]);
});

test('a 42 s Retry-After: a batch call waits it out in full; a route or a search asked by hand says when to try again', async () => {
  const waits: number[] = [];
  const { client } = make({
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  fixture.sim.setRateLimit({ max: 1, windowMs: 42_000 });
  await client.convert('4326to3414', POINT);
  const answered = await client.convert('4326to3414', POINT, { priority: 'batch' });
  assert.ok(Number.isFinite(answered.X));
  assert.deepEqual(waits, [42_000], 'the whole Retry-After, not 30 s of it');
  await assert.rejects(client.convert('4326to3414', POINT), kind('rate-limit', (error) => assert.match(error.message, /Try again in 42 s\./)));
  assert.deepEqual(waits, [42_000], 'the interactive call did not wait');
  assert.deepEqual(statuses(fixture.sim), [200, 429, 200, 429]);
});

test('repeated 429s stop after the allowed number of retries', async () => {
  const { client, waits } = make({ retry: { rateLimitRetries: 2 } });
  fixture.sim.setRateLimit({ max: 0, windowMs: 1000 });
  await assert.rejects(client.convert('4326to3414', POINT), kind('rate-limit'));
  assert.deepEqual(waits, [1000, 1000]);
  assert.deepEqual(statuses(fixture.sim), [429, 429, 429]);
});

test('a 500 is retried with growing backoff, then surfaces as server with OneMap’s words', async () => {
  const { client, waits } = make({ retry: { retries: 2, baseDelayMs: 100 } });
  fixture.sim.setFaults({ serverError: 'always', target: 'get' });
  await assert.rejects(
    client.convert('4326to3414', POINT),
    kind('server', (error) => {
      assert.equal(error.status, 500);
      assert.equal(error.serverMessage, 'Internal Server Error');
      assert.match(error.message, /Try again later/);
    }),
  );
  assert.deepEqual(statuses(fixture.sim), [500, 500, 500]);
  assert.equal(waits.length, 2);
  assert.ok(waits[1] > waits[0], `backoff grows: ${waits}`);
});

test('a single 500 is retried and the call succeeds', async () => {
  const { client } = make();
  fixture.sim.setFaults({ serverError: 1, target: 'get' });
  await client.convert('4326to3414', POINT);
  assert.deepEqual(statuses(fixture.sim), [500, 200]);
});

test('a dropped connection on a GET is retried', async () => {
  const { client } = make();
  fixture.sim.setFaults({ dropConnection: 1, target: 'get' });
  await client.route({ start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'cycle' });
  assert.deepEqual(statuses(fixture.sim), [0, 200]);
});

test('a GET that keeps failing to connect gives up after the bounded retries as network', async () => {
  const { client } = make({ retry: { retries: 2 } });
  fixture.sim.setFaults({ dropConnection: 'always', target: 'get' });
  await assert.rejects(client.convert('4326to3414', POINT), kind('network', (e) => assert.match(e.message, /Could not reach OneMap/)));
  assert.deepEqual(statuses(fixture.sim), [0, 0, 0]);
});

test('the token POST is not retried after a dropped connection', async () => {
  const { client } = make();
  fixture.sim.setFaults({ dropConnection: 1 });
  await assert.rejects(client.convert('4326to3414', POINT), kind('network'));
  assert.equal(fixture.sim.stats.tokenRequests, 1);
  assert.deepEqual(statuses(fixture.sim), [], 'no GET without a token');
});

test('the token POST is not retried after a 500', async () => {
  const { client } = make();
  fixture.sim.setFaults({ serverError: 'always' });
  await assert.rejects(client.fetchToken('demo@onemap.test', 'onemap-demo'), kind('server'));
  assert.equal(fixture.sim.stats.tokenRequests, 1);
});

test('a truncated body is malformed-response, not retried', async () => {
  const { client } = make();
  fixture.sim.setFaults({ malformedBody: 1, target: 'get' });
  await assert.rejects(client.convert('4326to3414', POINT), kind('malformed-response', (e) => assert.match(e.message, /cannot read/)));
  assert.deepEqual(statuses(fixture.sim), [200]);
});

test('a token answer without the fields the contract promises is malformed-response', async () => {
  const { client } = make();
  fixture.sim.setFaults({ malformedBody: 1 });
  await assert.rejects(client.fetchToken('demo@onemap.test', 'onemap-demo'), kind('malformed-response'));
});

test('headers slower than the headers timeout: timeout, not retried', async () => {
  const { client } = make({ timeouts: { headersMs: 150 } });
  fixture.sim.setFaults({ latencyMs: 5000, target: 'get' });
  await assert.rejects(
    client.convert('4326to3414', POINT),
    kind('timeout', (error) => {
      assert.equal(error.timeoutPhase, 'headers');
      assert.match(error.message, /took too long to start answering/);
    }),
  );
  await settled();
  assert.deepEqual(statuses(fixture.sim), [0], 'asked once, and left without an answer');
});

test('a body that stalls past the body timeout: timeout', async () => {
  const { client } = make({ timeouts: { bodyMs: 150 } });
  fixture.sim.setFaults({ bodyStallMs: 5000, target: 'get' });
  await assert.rejects(client.convert('4326to3414', POINT), kind('timeout', (e) => assert.equal(e.timeoutPhase, 'body')));
});

test('a server that accepts TCP but never completes the TLS handshake: connect timeout', async () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { client } = make({ baseUrl: `https://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeouts: { connectMs: 150 } });
  try {
    await assert.rejects(
      client.fetchToken('demo@onemap.test', 'onemap-demo'),
      kind('timeout', (error) => {
        assert.equal(error.timeoutPhase, 'connect');
        assert.match(error.message, /took too long to accept the connection/);
      }),
    );
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});

test('a refused connection is network, naming the address', async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const { client } = make({ baseUrl: `http://127.0.0.1:${port}` });
  await assert.rejects(
    client.fetchToken('demo@onemap.test', 'onemap-demo'),
    kind('network', (error) => assert.match(error.message, new RegExp(`127\\.0\\.0\\.1:${port} \\(connection refused\\)`))),
  );
});

test('aborting mid-request cancels it: the simulator sees the client leave before any answer', async () => {
  const { client } = make();
  await client.convert('4326to3414', POINT);
  fixture.sim.reset();
  fixture.sim.setFaults({ latencyMs: 10_000, target: 'get' });
  const controller = new AbortController();
  const pending = client.convert('4326to3414', POINT, { signal: controller.signal });
  // Long enough for the GET to reach the simulator, which then holds it for ten seconds.
  await delay(300);
  controller.abort();
  await assert.rejects(pending, kind('cancelled', (e) => assert.match(e.message, /cancelled/)));
  await settled();
  assert.deepEqual(statuses(fixture.sim), [0], 'one GET, abandoned without an answer');
});

test('aborting during a retry wait cancels the wait', async () => {
  const controller = new AbortController();
  const { client } = make({ sleep: undefined, retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 } });
  fixture.sim.setFaults({ serverError: 'always', target: 'get' });
  const pending = client.convert('4326to3414', POINT, { signal: controller.signal });
  while (!fixture.sim.stats.requests.some((r) => r.method === 'GET')) await delay(10);
  controller.abort();
  await assert.rejects(pending, kind('cancelled'));
  assert.deepEqual(statuses(fixture.sim), [500]);
});

test('an already-aborted signal sends nothing', async () => {
  const { client } = make();
  await assert.rejects(client.convert('4326to3414', POINT, { signal: AbortSignal.abort() }), kind('cancelled'));
  assert.deepEqual(fixture.sim.stats.requests, []);
});
