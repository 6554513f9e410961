// The pacer every OneMap call waits in, on a fake clock: when each call is let through, and what is left
// armed afterwards.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError } from '../../../src/onemap/errors';
import { harness } from './pacerHarness';

test('calls queued together start evenly spaced at the configured rate, the first at once', () => {
  const { clock, pacer, starts } = harness();
  for (let i = 0; i < 5; i++) void pacer.acquire('batch');
  assert.deepEqual(starts(), [0]);
  clock.runUntil(1000);
  assert.deepEqual(starts(), [0, 100, 200, 300, 400]);
});

test('headroom: by default calls are spaced a little under the configured rate', () => {
  const { pacer } = harness({ headroom: undefined, requestsPerMinute: 250 });
  // 250 a minute is 240 ms apart; 5 % under it, 252.6 ms.
  assert.ok(Math.abs(pacer.intervalMs - 60_000 / (250 * 0.95)) < 1e-9);
});

test('a timer that fires late does not lower the rate, and never lets two calls start closer than half a slot', () => {
  const { clock, pacer, starts } = harness();
  for (let i = 0; i < 11; i++) void pacer.acquire('batch');
  clock.runUntil(2000, 30);
  const at = starts();
  assert.equal(at.length, 11);
  assert.equal(at[10], 1030, `10 slots in 1 s, only the last timer's lateness added: ${at.join(', ')}`);
  for (let i = 1; i < at.length; i++) assert.ok(at[i] - at[i - 1] >= 50, `gap ${i}: ${at[i] - at[i - 1]} ms`);
});

test('after a quiet spell the next call starts at once, and the one after a full slot later', () => {
  const { clock, pacer, starts } = harness();
  void pacer.acquire('batch');
  clock.runUntil(5000);
  void pacer.acquire('batch');
  void pacer.acquire('batch');
  clock.runUntil(6000);
  assert.deepEqual(starts(), [0, 5000, 5100]);
});

test('an interactive call takes the next slot ahead of every waiting batch call', () => {
  const { clock, pacer, grants } = harness();
  for (let i = 0; i < 10; i++) void pacer.acquire('batch');
  clock.runUntil(250);
  void pacer.acquire('interactive');
  clock.runUntil(2000);
  const interactive = grants.find((g) => g.priority === 'interactive')!;
  assert.equal(interactive.startedAt, 300, 'the next slot after it was queued');
  assert.equal(interactive.overtakenBy, 0, 'no batch call went before it');
  assert.equal(grants.length, 11);
  assert.deepEqual(
    grants.map((g) => g.startedAt),
    Array.from({ length: 11 }, (_, i) => i * 100),
    'the batch goes on in the slots after it, the spacing unchanged',
  );
});

test('a 429 stops every call until Retry-After, then the pace is halved', () => {
  const { clock, pacer, starts } = harness();
  for (let i = 0; i < 4; i++) void pacer.acquire('batch');
  clock.runUntil(50);
  pacer.rateLimited(2000);
  assert.equal(pacer.requestsPerMinute, 300);
  void pacer.acquire('interactive');
  clock.runUntil(3000);
  // The first at 0; nothing from 50 until 2050; then 200 ms apart, a little less as the pace climbs back.
  const at = starts();
  assert.deepEqual(at.slice(0, 3), [0, 2050, 2250]);
  for (let i = 3; i < at.length; i++) assert.ok(at[i] - at[i - 1] > 195 && at[i] - at[i - 1] < 200, `gap ${i}: ${at[i] - at[i - 1]} ms`);
});

test('429s from calls already in flight extend the pause but halve the pace only once', () => {
  const { clock, pacer } = harness();
  pacer.rateLimited(1000);
  clock.runUntil(10);
  pacer.rateLimited(3000);
  assert.equal(pacer.requestsPerMinute, 300);
  void pacer.acquire('batch');
  clock.runUntil(3009);
  assert.equal(pacer.waiting(), 1, 'still paused 2999 ms after the second 429');
  clock.runUntil(3010);
  assert.equal(pacer.waiting(), 0);
});

test('a 429 without Retry-After waits one slot at the lowered pace; a Retry-After beyond the cap waits the cap', () => {
  const { clock, pacer, starts } = harness({ maxPauseMs: 5000 });
  pacer.rateLimited(undefined);
  void pacer.acquire('batch');
  clock.runUntil(10_000);
  assert.deepEqual(starts(), [200]);
  pacer.rateLimited(3_600_000);
  void pacer.acquire('batch');
  clock.runUntil(20_000);
  assert.deepEqual(starts(), [200, 15_000]);
});

test('the pace climbs back a tenth of the configured rate every 20 answered calls, never above it', () => {
  const { pacer } = harness();
  pacer.rateLimited(0);
  pacer.rateLimited(0);
  assert.equal(pacer.requestsPerMinute, 300);
  for (let i = 0; i < 19; i++) pacer.succeeded();
  assert.equal(pacer.requestsPerMinute, 300, 'not after 19');
  pacer.succeeded();
  assert.equal(pacer.requestsPerMinute, 360);
  for (let i = 0; i < 200; i++) pacer.succeeded();
  assert.equal(pacer.requestsPerMinute, 600);
});

test('the pace never drops below its floor, however many 429s', () => {
  const { clock, pacer } = harness({ minRequestsPerMinute: 60 });
  for (let i = 0; i < 20; i++) {
    pacer.rateLimited(0);
    // The next 429 comes as the pause ends, before any time to climb back.
    clock.runUntil(clock.time + pacer.intervalMs);
  }
  assert.equal(pacer.requestsPerMinute, 60);
});

test('a cancelled wait rejects at once as cancelled, gives its slot to the next call, and leaves no timer', async () => {
  const { clock, pacer, starts } = harness();
  void pacer.acquire('batch');
  const controller = new AbortController();
  const cancelled = pacer.acquire('batch', controller.signal);
  const after = pacer.acquire('batch');
  controller.abort();
  await assert.rejects(cancelled, (error: unknown) => isOneMapError(error, 'cancelled'));
  clock.runUntil(1000);
  await after;
  assert.deepEqual(starts(), [0, 100]);
  assert.equal(clock.timers.size, 0);

  const alone = new AbortController();
  const waiting = pacer.acquire('interactive', alone.signal);
  assert.equal(pacer.hasTimer, false, 'the slot was free: no wait, no timer');
  await waiting;
  const last = new AbortController();
  const queued = pacer.acquire('batch', last.signal);
  assert.equal(clock.timers.size, 1);
  last.abort();
  await assert.rejects(queued);
  assert.equal(clock.timers.size, 0, 'nothing left waiting, nothing left armed');
  assert.equal(pacer.hasTimer, false);
});

test('an already aborted signal is refused without queueing', async () => {
  const { pacer, grants } = harness();
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(pacer.acquire('interactive', controller.signal), (error: unknown) => isOneMapError(error, 'cancelled'));
  assert.equal(grants.length, 0);
  assert.equal(pacer.waiting(), 0);
});

test('dispose rejects every waiting call, disarms the timer and refuses later calls', async () => {
  const { clock, pacer } = harness();
  void pacer.acquire('batch');
  const waiting = [pacer.acquire('batch'), pacer.acquire('interactive')];
  assert.equal(clock.timers.size, 1);
  pacer.dispose();
  for (const call of waiting) await assert.rejects(call, (error: unknown) => isOneMapError(error, 'cancelled'));
  assert.equal(clock.timers.size, 0);
  await assert.rejects(pacer.acquire('interactive'));
});

test('a new configured rate applies to the next slot; a pace lowered by a 429 stays lowered', () => {
  const { clock, pacer, starts } = harness();
  for (let i = 0; i < 3; i++) void pacer.acquire('batch');
  pacer.setRequestsPerMinute(1200);
  clock.runUntil(1000);
  // The slot after the first was set at 600 a minute; then 50 ms apart.
  assert.deepEqual(starts(), [0, 100, 150]);
  pacer.rateLimited(0);
  assert.equal(pacer.requestsPerMinute, 600);
  pacer.setRequestsPerMinute(2400);
  assert.equal(pacer.requestsPerMinute, 600);
  pacer.setRequestsPerMinute(300);
  assert.equal(pacer.requestsPerMinute, 300);
});

test('after a stall the calls that waited through it catch up, half a slot apart, never more in a window than the rate', () => {
  const { clock, pacer, starts } = harness({ windowMs: 1000 });
  for (let i = 0; i < 40; i++) void pacer.acquire('batch');
  // The event loop is blocked from 0 to 650 ms: the timer for 100 fires at 650.
  clock.runUntil(650, 550);
  clock.runUntil(10_000);
  const at = starts();
  assert.deepEqual(at.slice(0, 5), [0, 650, 700, 750, 800], 'catching up half a slot apart');
  // The grid's 40th slot is at 3900; restarting the grid after the stall would put it at 4450. The window lets
  // the catching up go no faster than 10 in any second, which puts it at 4050.
  assert.ok(at[39] <= 4050, `the 40th call started at ${at[39]} ms`);
  for (let i = 1; i < at.length; i++) assert.ok(at[i] - at[i - 1] >= 50, `gap ${i}: ${at[i] - at[i - 1]} ms`);
  for (const from of at) {
    const inWindow = at.filter((t) => t >= from && t < from + 1000).length;
    assert.ok(inWindow <= 10, `${inWindow} calls in the second from ${from} ms`);
  }
});
