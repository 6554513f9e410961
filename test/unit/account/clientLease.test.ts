// A replaced OneMap client is closed, but only after the requests still using it are done.
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LeasedResource } from '../../../src/account/clientLease';
import { type Simulator, startSimulator } from '../../simulator';
import { clientFor } from '../onemap/simulatedClient';

class FakePool {
  closes = 0;
  async close(): Promise<void> {
    this.closes++;
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

test('retiring an unused client closes it at once, and only once', async () => {
  const pool = new FakePool();
  const lease = new LeasedResource(pool);
  await lease.retire();
  await lease.retire();
  assert.equal(pool.closes, 1);
  await assert.rejects(lease.use(async () => 'late'), /retired/);
});

test('retiring a client in use waits for every user, failed ones included', async () => {
  const pool = new FakePool();
  const lease = new LeasedResource(pool);
  const first = deferred();
  const second = deferred();
  const a = lease.use(() => first.promise);
  const b = lease.use(async () => {
    await second.promise;
    throw new Error('the request failed');
  });
  const retired = lease.retire();
  first.resolve();
  await a;
  assert.equal(pool.closes, 0, 'closed while a request still used it');
  second.resolve();
  await assert.rejects(b, /the request failed/);
  await retired;
  assert.equal(pool.closes, 1);
});

let sim: Simulator;
before(async () => {
  sim = await startSimulator();
});
after(async () => {
  await sim.close();
});

test('a batch keeps its client across a replacement, and the old pool is closed after the batch', async () => {
  const { client } = clientFor(sim);
  const lease = new LeasedResource(client);
  const walk = { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'walk' as const };
  let retired: Promise<void> | undefined;
  const answers = await lease.use(async (c) => {
    const first = await c.route(walk);
    // The settings change between two requests of the batch.
    retired = lease.retire();
    const second = await c.route(walk);
    return [first, second];
  });
  assert.equal(answers.length, 2);
  assert.ok(answers.every((answer) => answer.route_geometry.length > 0));
  await retired;
  assert.ok(lease.isClosed);
  await assert.rejects(client.route(walk), 'the closed pool still sent a request');
});
