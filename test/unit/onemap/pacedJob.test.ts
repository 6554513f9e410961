// The pacer with the real client against the simulator over HTTP, the simulator enforcing the same rate:
// a 2 000-call job runs with no 429, a route asked mid-job goes ahead of it, and a service stricter than the
// setting slows the pacer down instead of failing the job. How near the rate the job runs is wall-clock time,
// which a loaded machine stretches: `npm run bench` prints it (test/bench/pacing.bench.ts); the even spacing
// itself is tested on a fake clock (pacer.test.ts).
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { convertPointsWithOneMap, OneMapClient, Pacer } from '../../../src/onemap';
import { DEMO_USER, startSimulator, type Simulator } from '../../simulator';
import { runPacedJob } from './pacedJob';

let sim: Simulator;
before(async () => {
  sim = await startSimulator();
});
after(() => sim.close());

// 120 calls a second: 2 000 calls in about 18 s at the pacer's 95 %.
const TEST_RATE = 7200;

test('a 2 000-call job at the simulator\'s own rate gets no 429; a route asked mid-job goes before every batch call waiting', async () => {
  const result = await runPacedJob(sim, { calls: 2000, requestsPerMinute: TEST_RATE, routeAfter: 1000 });
  console.log(
    `${result.calls} calls in ${result.seconds.toFixed(1)} s: ${Math.round(result.rateReached)} a minute under way ` +
      `(${((result.rateReached / TEST_RATE) * 100).toFixed(1)} % of ${TEST_RATE}), ${result.rateLimited} × 429; ` +
      `route: overtaken by ${result.route?.overtakenBy}, waited ${result.route?.waitedMs.toFixed(1)} ms for a slot ` +
      `(spacing ${result.intervalMs.toFixed(2)} ms)`,
  );
  assert.equal(result.rateLimited, 0, 'no call was refused');
  assert.ok(result.route, 'the route was asked and answered');
  assert.ok(result.route.steps > 0, 'the route has its steps');
  // By the pacer's own queue, not the clock: no batch call went before it.
  assert.equal(result.route.overtakenBy, 0);
});

test('a service stricter than the setting: 429s lower the pace, Retry-After is waited out, and the job completes', async () => {
  sim.reset();
  // The setting says 6 000 a minute; the service takes 20 a second (1 200 a minute).
  sim.setRateLimit({ max: 20, windowMs: 1000 });
  const pacer = new Pacer({ requestsPerMinute: 6000 });
  const client = new OneMapClient({
    baseUrl: sim.url,
    credentials: async () => ({ email: DEMO_USER.email, password: DEMO_USER.password }),
    pacer,
  });
  try {
    const points = Array.from({ length: 80 }, (_, i): [number, number] => [103.7 + i / 1000, 1.3]);
    const result = await convertPointsWithOneMap(client, 'EPSG:4326', 'EPSG:3414', points);
    assert.equal(result.length, points.length);
    const statuses = sim.stats.requests.filter((request) => request.method === 'GET').map((request) => request.status);
    const refused = statuses.filter((status) => status === 429).length;
    assert.ok(refused > 0, 'the service refused some calls');
    assert.equal(statuses.filter((status) => status === 200).length, points.length);
    console.log(`${refused} × 429 for ${points.length} calls; the pace ended at ${pacer.requestsPerMinute} a minute`);
    // Halved to 1 500 at least, then climbing back a tenth of the setting every 20 answers.
    assert.ok(pacer.requestsPerMinute < 6000 * 0.5, `the pace is still ${pacer.requestsPerMinute} a minute`);
    // Each refusal halves the pace once, with a pause: a handful of bursts, not a 429 for every call.
    assert.ok(refused <= 16, `${refused} refusals for ${points.length} calls`);
  } finally {
    pacer.dispose();
    await client.close();
    sim.setRateLimit(undefined);
  }
});
