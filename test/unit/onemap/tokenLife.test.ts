// The token's life seen from the simulator's side: how many token requests a session really makes.
import * as assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { OneMapClient } from '../../../src/onemap';
import { type Simulator, startSimulator } from '../../simulator';
import { clientFor, MemoryStore, statuses } from './simulatedClient';

const POINT = { latitude: 1.3, longitude: 103.8 };
const closers: Array<() => Promise<void>> = [];
after(async () => {
  for (const close of closers.reverse()) await close();
});

async function simulator(options: Parameters<typeof startSimulator>[0] = {}): Promise<Simulator> {
  const sim = await startSimulator(options);
  closers.push(() => sim.close());
  return sim;
}

function track<T extends { client: OneMapClient }>(made: T): T {
  closers.push(() => made.client.close());
  return made;
}

test('a token expiring mid-session is renewed exactly once', async () => {
  // One clock for the simulator and the client, moved past the expiry instead of waiting for it.
  let clock = Date.UTC(2025, 5, 1);
  const sim = await simulator({ tokenLifetimeSeconds: 2, now: () => clock });
  const { client, store } = track(clientFor(sim, { renewBeforeMs: 0, now: () => clock }));
  await client.convert('4326to3414', POINT);
  await client.convert('4326to3414', POINT);
  assert.equal(sim.stats.tokenRequests, 1);
  const expiresAt = store.saved?.expiresAt ?? 0;
  assert.equal(expiresAt, clock + 2000, 'the token lives as long as the simulator said');
  clock = expiresAt + 100;
  await client.convert('4326to3414', POINT);
  await client.convert('4326to3414', POINT);
  assert.equal(sim.stats.tokenRequests, 2);
  assert.deepEqual(statuses(sim), [200, 200, 200, 200], 'the expired token was never sent');
});

test('three days of hourly calls make one token request, plus one renewal just before expiry', async () => {
  let clock = Date.UTC(2025, 5, 1);
  const sim = await simulator({ now: () => clock });
  const { client } = track(clientFor(sim, { now: () => clock }));
  for (let hour = 0; hour < 72; hour++) {
    await client.convert('4326to3414', POINT);
    clock += 3600_000;
  }
  assert.equal(sim.stats.tokenRequests, 1, 'one token for 72 calls over 71 hours');
  await client.convert('4326to3414', POINT);
  assert.equal(sim.stats.tokenRequests, 2, 'renewed within five minutes of the 72nd hour');
  assert.ok(statuses(sim).every((s) => s === 200));
});

test('ten concurrent callers share one token request', async () => {
  const sim = await simulator();
  const { client } = track(clientFor(sim));
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => client.convert('4326to3414', { latitude: 1.3 + i / 1000, longitude: 103.8 })),
  );
  assert.equal(new Set(results.map((r) => r.Y)).size, 10);
  assert.equal(sim.stats.tokenRequests, 1);
  assert.equal(statuses(sim).length, 10);
});

test('a token OneMap calls expired before our clock does is replaced once and the call retried', async () => {
  let serverClock = Date.now();
  const sim = await simulator({ now: () => serverClock, tokenLifetimeSeconds: 600 });
  const { client } = track(clientFor(sim));
  await client.convert('4326to3414', POINT);
  serverClock += 700_000;
  await client.convert('4326to3414', POINT);
  assert.equal(sim.stats.tokenRequests, 2);
  assert.deepEqual(statuses(sim), [200, 401, 200]);
});

test('a garbage token left in the store is replaced on first use', async () => {
  const sim = await simulator();
  const store = new MemoryStore({ token: 'left-over-garbage', expiresAt: Date.now() + 86_400_000 });
  const { client } = track(clientFor(sim, { tokenStore: store }));
  await client.convert('4326to3414', POINT);
  assert.equal(sim.stats.tokenRequests, 1);
  assert.notEqual(store.saved?.token, 'left-over-garbage');
  assert.deepEqual(statuses(sim), [401, 200]);
});

test('an expired token in the store is not sent at all', async () => {
  const sim = await simulator();
  const store = new MemoryStore({ token: 'old', expiresAt: Date.now() - 1000 });
  const { client } = track(clientFor(sim, { tokenStore: store }));
  await client.convert('4326to3414', POINT);
  assert.deepEqual(statuses(sim), [200]);
  assert.equal(sim.stats.tokenRequests, 1);
});
