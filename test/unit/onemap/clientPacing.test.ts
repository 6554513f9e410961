// How the client uses the pacer: every attempt, retries included, waits for a slot at the priority asked; a
// 429 is waited out in the pacer (which holds every call), not in a sleep of the retry loop.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError, Pacer, type Grant } from '../../../src/onemap';
import { simulatorFixture } from './simulatedClient';

const fixture = simulatorFixture({ rateLimit: 'off' });

function pacedClient() {
  const grants: Grant[] = [];
  const pacer = new Pacer({ requestsPerMinute: 60_000, onGrant: (grant) => grants.push(grant) });
  const made = fixture.make({ pacer });
  return { ...made, pacer, grants };
}

test('each call waits for a slot: interactive by default, batch when asked', async () => {
  const { client, pacer, grants } = pacedClient();
  await client.search('raffles');
  await client.reverseGeocode({ lat: 1.3039454, lon: 103.8408471 });
  await client.route({ start: { lat: 1.2966, lon: 103.8522 }, end: { lat: 1.3006, lon: 103.8559 }, routeType: 'walk' });
  await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 }, { priority: 'batch' });
  await client.search('bedok', { priority: 'batch' });
  assert.deepEqual(
    grants.map((grant) => grant.priority),
    ['interactive', 'interactive', 'interactive', 'batch', 'batch'],
  );
  assert.equal(fixture.sim.stats.requests.filter((request) => request.method === 'GET').length, 5);
  pacer.dispose();
});

test('a retry after a 500 waits for a slot of its own', async () => {
  const { client, pacer, grants } = pacedClient();
  fixture.sim.setFaults({ serverError: 1, target: 'get' });
  await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
  assert.equal(grants.length, 2);
  pacer.dispose();
});

test('a 429 lowers the pace and its Retry-After is waited in the pacer, not in the retry loop', async () => {
  const { client, pacer, grants, waits } = pacedClient();
  fixture.sim.setRateLimit({ max: 1, windowMs: 1000 });
  try {
    await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
    const second = client.convert('4326to3414', { latitude: 1.31, longitude: 103.81 });
    await second;
    assert.deepEqual(waits, [], 'the retry loop did not sleep');
    // Halved to 30 000, climbing back by 1 000 a minute for each millisecond since the pause ended.
    assert.ok(pacer.requestsPerMinute < 45_000, `the pace was halved: ${pacer.requestsPerMinute} a minute`);
    assert.equal(grants.length, 3, 'the refused call and its retry each had a slot');
    // Retry-After was "1": the retry started a second after the refusal at the earliest.
    assert.ok(grants[2].startedAt - grants[1].startedAt >= 1000 - 5, `${grants[2].startedAt - grants[1].startedAt} ms`);
  } finally {
    fixture.sim.setRateLimit(undefined);
    pacer.dispose();
  }
});

test('a call cancelled while it waits for its slot (a hover that went away) sends nothing', async () => {
  const pacer = new Pacer({ requestsPerMinute: 60 });
  const { client } = fixture.make({ pacer });
  try {
    await client.reverseGeocode({ lat: 1.3039454, lon: 103.8408471 });
    const hover = new AbortController();
    const waiting = client.reverseGeocode({ lat: 1.31, lon: 103.85 }, { signal: hover.signal });
    // Waits for the state, not for time: the call is in the pacer's queue, a second from its slot.
    while (pacer.waiting() === 0) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(pacer.hasTimer, true);
    hover.abort();
    await assert.rejects(waiting, (error: unknown) => isOneMapError(error, 'cancelled'));
    assert.equal(pacer.waiting(), 0);
    assert.equal(pacer.hasTimer, false, 'no timer left behind');
    assert.equal(fixture.sim.stats.requests.filter((request) => request.method === 'GET').length, 1);
  } finally {
    pacer.dispose();
  }
});
