// What the pacer tells about each call it lets through (its number, when it was queued and started, how many
// went ahead of it), how many wait of each kind, and a rate setting that is no usable number.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { harness } from './pacerHarness';

test('each grant is numbered from 1, with when it was queued, when it started and how many went ahead of it', () => {
  const { clock, pacer, grants } = harness();
  for (let i = 0; i < 3; i++) void pacer.acquire('batch');
  clock.runUntil(150);
  void pacer.acquire('interactive');
  void pacer.acquire('interactive');
  assert.deepEqual([pacer.waiting(), pacer.waiting('interactive'), pacer.waiting('batch')], [3, 2, 1]);
  clock.runUntil(1000);
  assert.deepEqual(
    grants.map((g) => [g.index, g.priority, g.queuedAt, g.startedAt, g.overtakenBy]),
    [
      [1, 'batch', 0, 0, 0],
      [2, 'batch', 0, 100, 0],
      [3, 'interactive', 150, 200, 0],
      // The first interactive call went ahead of the second, queued in the same millisecond.
      [4, 'interactive', 150, 300, 1],
      // Queued after the first call had started, it saw three go first: its batch neighbour and the two
      // interactive calls.
      [5, 'batch', 0, 400, 3],
    ],
  );
  assert.deepEqual([pacer.waiting(), pacer.hasTimer], [0, false]);
});

for (const rate of [0, -5, Number.NaN, Infinity]) {
  test(`a rate of ${rate} a minute is read as 1 a minute, not as no pace or an endless wait`, () => {
    const { clock, pacer, starts } = harness({ requestsPerMinute: rate });
    assert.equal(pacer.requestsPerMinute, 1);
    assert.equal(pacer.intervalMs, 60_000);
    void pacer.acquire('batch');
    void pacer.acquire('batch');
    clock.runUntil(60_000);
    assert.deepEqual(starts(), [0, 60_000]);
  });
}

test('a rate changed to no usable number is 1 a minute; changed back, the next slot follows it', () => {
  const { pacer } = harness();
  pacer.setRequestsPerMinute(0);
  assert.equal(pacer.requestsPerMinute, 1);
  pacer.setRequestsPerMinute(120);
  assert.deepEqual([pacer.requestsPerMinute, pacer.intervalMs], [120, 500]);
});

test('with the default headroom no window holds more starts than halfway between the even pace and the rate', () => {
  // 600 a minute in a 1 s window is 10; 5 % under it, 9.5; halfway, 9.75: nine starts at most in any second.
  const { clock, pacer, starts } = harness({ headroom: undefined, windowMs: 1000 });
  for (let i = 0; i < 30; i++) void pacer.acquire('batch');
  clock.runUntil(10_000, 40);
  const at = starts();
  assert.equal(at.length, 30);
  for (let i = 0; i + 9 < at.length; i++) assert.ok(at[i + 9]! - at[i]! >= 1000, `starts ${i + 1} to ${i + 10} within ${at[i + 9]! - at[i]!} ms`);
});
