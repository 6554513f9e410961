// The pacer after OneMap's 429, on a fake clock: Retry-After waited in full up to its cap, the pace climbing back
// with time and successes, and the calls someone waits on refused at once when the pause is long.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError } from '../../../src/onemap/errors';
import { harness } from './pacerHarness';

test('after a 429 the calls already in the window do not hold the next one back beyond Retry-After', () => {
  const { clock, pacer, starts } = harness({ windowMs: 1000 });
  for (let i = 0; i < 10; i++) void pacer.acquire('batch');
  clock.runUntil(950);
  pacer.rateLimited(0);
  void pacer.acquire('interactive');
  clock.runUntil(2000);
  // Ten calls in the last second, at 600 a minute; halved, the next waits one slot at 300 a minute (200 ms).
  assert.deepEqual(starts().slice(9), [900, 1150]);
});

test('a 42 s Retry-After is waited in full: nothing starts a millisecond before it, the next call starts on it', () => {
  const { clock, pacer, starts } = harness();
  void pacer.acquire('batch');
  pacer.rateLimited(42_000);
  void pacer.acquire('batch');
  void pacer.acquire('batch');
  clock.runUntil(41_999);
  assert.deepEqual(starts(), [0]);
  assert.equal(pacer.waiting(), 2);
  clock.runUntil(42_000);
  assert.deepEqual(starts(), [0, 42_000]);
});

test('a Retry-After of up to five minutes stops every call that long; a longer one stops them five minutes', () => {
  const { clock, pacer, starts } = harness();
  pacer.rateLimited(300_000);
  void pacer.acquire('batch');
  clock.runUntil(299_999);
  assert.deepEqual(starts(), []);
  clock.runUntil(300_000);
  assert.deepEqual(starts(), [300_000]);
  pacer.rateLimited(3_600_000);
  void pacer.acquire('batch');
  clock.runUntil(600_000);
  assert.deepEqual(starts(), [300_000, 600_000]);
});

/** Two 429s a second apart at 600 a minute: the pace halved twice, to 150, with a second's pause after. */
function episode() {
  const h = harness();
  h.pacer.rateLimited(0);
  h.clock.runUntil(h.pacer.intervalMs);
  h.pacer.rateLimited(1000);
  assert.equal(h.pacer.requestsPerMinute, 150);
  return { ...h, ended: h.clock.time + 1000 };
}

/** Starts a three-call job at `at`; the gaps between its starts. */
function jobAt(h: ReturnType<typeof episode>, at: number): number[] {
  h.clock.runUntil(at);
  const before = h.grants.length;
  for (let i = 0; i < 3; i++) void h.pacer.acquire('batch');
  h.clock.runUntil(at + 10_000);
  const job = h.starts().slice(before);
  return job.slice(1).map((t, i) => t - job[i]);
}

test('a job right after a 429 episode starts at the lowered pace', () => {
  const h = episode();
  const gaps = jobAt(h, h.ended);
  assert.equal(gaps[0], 400, '150 a minute when the pause ends');
  assert.ok(gaps[1] < 400 && gaps[1] > 100, `climbing back, not yet the configured rate: ${gaps[1]} ms`);
});

test('a job after a quiet minute starts at the configured rate, however low the 429s had brought the pace', () => {
  const h = episode();
  const gaps = jobAt(h, h.ended + 60_000);
  assert.deepEqual(gaps, [100, 100]);
  const floor = harness({ minRequestsPerMinute: 6 });
  for (let i = 0; i < 10; i++) {
    floor.pacer.rateLimited(0);
    floor.clock.runUntil(floor.clock.time + floor.pacer.intervalMs);
  }
  assert.equal(floor.pacer.requestsPerMinute, 6);
  // From 6 to 600 at 600 a minute per minute: 59.4 s after the last pause ended.
  floor.clock.runUntil(floor.clock.time + 59_399);
  assert.ok(floor.pacer.requestsPerMinute < 600, `${floor.pacer.requestsPerMinute} a minute 1 ms early`);
  floor.clock.runUntil(floor.clock.time + 1);
  assert.equal(floor.pacer.requestsPerMinute, 600);
});

test('the pace climbs back with time only once the pause is over, and successes add to the climb', () => {
  const { clock, pacer } = harness();
  pacer.rateLimited(30_000);
  clock.runUntil(30_000);
  assert.equal(pacer.requestsPerMinute, 300, 'no climb while OneMap asked for quiet');
  clock.runUntil(36_000);
  assert.equal(pacer.requestsPerMinute, 360, 'a tenth of the configured rate every 6 s of a 60 s window');
  for (let i = 0; i < 20; i++) pacer.succeeded();
  assert.equal(pacer.requestsPerMinute, 420);
  clock.runUntil(42_000);
  assert.equal(pacer.requestsPerMinute, 480);
});

test('a route or a search asked during a pause of over 30 s is refused at once, saying when; a batch call waits it out', async () => {
  const { clock, pacer, starts } = harness();
  pacer.rateLimited(42_000);
  clock.runUntil(1000);
  await assert.rejects(pacer.acquire('interactive'), (error: unknown) => {
    assert.ok(isOneMapError(error, 'rate-limit'));
    assert.equal(error.retryAfterMs, 41_000);
    assert.match(error.message, /Try again in 41 s\./);
    return true;
  });
  void pacer.acquire('batch');
  clock.runUntil(12_000);
  // 30 s left, to the millisecond: waited for, as before the pause was allowed to be longer.
  const atEdge = pacer.acquire('interactive');
  clock.runUntil(43_000);
  await atEdge;
  assert.deepEqual(starts(), [42_000, 42_000 + 200]);
  assert.equal(pacer.waiting(), 0);
});

test('interactive calls already waiting when a long Retry-After arrives are refused; batch calls keep their place', async () => {
  const { clock, pacer, starts } = harness();
  for (let i = 0; i < 3; i++) void pacer.acquire('batch');
  const route = pacer.acquire('interactive');
  pacer.rateLimited(30_001);
  await assert.rejects(route, (error: unknown) => isOneMapError(error, 'rate-limit') && error.retryAfterMs === 30_001);
  assert.equal(pacer.waiting('batch'), 2);
  clock.runUntil(40_000);
  assert.deepEqual(starts(), [0, 30_001, 30_201]);
});
