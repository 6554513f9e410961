// The retry loop and Retry-After parsing on their own.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeWait, OneMapError } from '../../../src/onemap';
import { backoffDelay, withRetry } from '../../../src/onemap/retry';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../../src/onemap/retryAfter';
import { sleep } from '../../../src/onemap/sleep';

const NOW = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');

test('Retry-After in seconds or as an HTTP date', () => {
  assert.equal(parseRetryAfter('30', NOW), 30_000);
  assert.equal(parseRetryAfter(' 0 ', NOW), 0);
  assert.equal(parseRetryAfter(['5', '9'], NOW), 5000);
  assert.equal(parseRetryAfter('Wed, 21 Oct 2026 07:28:45 GMT', NOW), 45_000);
  assert.equal(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', NOW), 0, 'a date in the past means now');
  for (const bad of [undefined, '', '-5', '1.5', 'soon', '12:00']) assert.equal(parseRetryAfter(bad, NOW), undefined, String(bad));
});

test('Retry-After is clamped to a day: huge, far-future and past values read as a wait a person can use', () => {
  const day = 24 * 3600_000;
  assert.equal(MAX_RETRY_AFTER_MS, day);
  assert.equal(parseRetryAfter('99999999999999999999', NOW), day);
  assert.equal(parseRetryAfter('9'.repeat(400), NOW), day, 'a number past Number.MAX_VALUE');
  assert.equal(parseRetryAfter('86401', NOW), day);
  assert.equal(parseRetryAfter('86400', NOW), day);
  assert.equal(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', NOW), day);
  assert.equal(parseRetryAfter('Thu, 01 Jan 1970 00:00:00 GMT', NOW), 0);
  for (const negative of ['-1', '-99999999999999999999', '- 5']) assert.equal(parseRetryAfter(negative, NOW), undefined, negative);
  for (const garbage of ['Infinity', 'NaN', '1e9', '0x10', '3 hours', 'Wed, 99 Foo 2026', '\u0000']) {
    assert.equal(parseRetryAfter(garbage, NOW), undefined, garbage);
  }
  assert.equal(describeWait(parseRetryAfter('99999999999999999999', NOW)!), '24 h');
});

test('waits read as people say them, rounded up', () => {
  assert.equal(describeWait(30_000), '30 s');
  assert.equal(describeWait(1), '1 s');
  assert.equal(describeWait(89_500), '2 min');
  assert.equal(describeWait(120_000), '2 min');
  assert.equal(describeWait(3 * 3600_000), '3 h');
});

test('backoff doubles from the base, is jittered between half and all, and is capped', () => {
  const options = { baseDelayMs: 100, maxDelayMs: 1000 };
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((i) => backoffDelay(i, options, () => 0.999999)), [100, 200, 400, 800, 1000, 1000]);
  assert.deepEqual([0, 1, 2].map((i) => backoffDelay(i, options, () => 0)), [50, 100, 200]);
});

function failing(kinds: Array<OneMapError | 'ok'>): { attempt: () => Promise<string>; attempts: () => number } {
  let n = 0;
  return {
    attempts: () => n,
    attempt: async () => {
      const next = kinds[Math.min(n, kinds.length - 1)];
      n++;
      if (next === 'ok') return 'done';
      throw next;
    },
  };
}

const serverError = new OneMapError('server', 'boom', { status: 503 });
const networkError = new OneMapError('network', 'reset');
const notAllowed = new OneMapError('forbidden', 'no', { status: 403 });

test('transient failures are retried a bounded number of times', async () => {
  const waits: number[] = [];
  const deps = { sleep: async (ms: number) => void waits.push(ms), random: () => 0.5 };
  const recovering = failing([networkError, serverError, 'ok']);
  assert.equal(await withRetry(recovering.attempt, { idempotent: true, deps }), 'done');
  assert.equal(recovering.attempts(), 3);

  const hopeless = failing([serverError]);
  await assert.rejects(withRetry(hopeless.attempt, { idempotent: true, deps, options: { retries: 4 } }), serverError);
  assert.equal(hopeless.attempts(), 5);
});

test('errors that will not change are not retried, and nothing is retried when not idempotent', async () => {
  const deps = { sleep: async () => undefined };
  const forbidden = failing([notAllowed, 'ok']);
  await assert.rejects(withRetry(forbidden.attempt, { idempotent: true, deps }), notAllowed);
  assert.equal(forbidden.attempts(), 1);
  const post = failing([networkError, 'ok']);
  await assert.rejects(withRetry(post.attempt, { idempotent: false, deps }), networkError);
  assert.equal(post.attempts(), 1);
});

test('a connect timeout is retried; a headers timeout is not', async () => {
  const deps = { sleep: async () => undefined };
  const connect = failing([new OneMapError('timeout', 't', { timeoutPhase: 'connect' }), 'ok']);
  assert.equal(await withRetry(connect.attempt, { idempotent: true, deps }), 'done');
  const headers = failing([new OneMapError('timeout', 't', { timeoutPhase: 'headers' }), 'ok']);
  await assert.rejects(withRetry(headers.attempt, { idempotent: true, deps }));
  assert.equal(headers.attempts(), 1);
});

test('a 429 waits its Retry-After when within the cap and fails at once beyond it', async () => {
  const waits: number[] = [];
  const deps = { sleep: async (ms: number) => void waits.push(ms) };
  const limited = (ms: number) => new OneMapError('rate-limit', 'limit', { status: 429, retryAfterMs: ms });
  const short = failing([limited(2000), 'ok']);
  assert.equal(await withRetry(short.attempt, { idempotent: true, deps }), 'done');
  assert.deepEqual(waits, [2000]);
  const long = failing([limited(300_001), 'ok']);
  await assert.rejects(withRetry(long.attempt, { idempotent: true, deps }), (e: OneMapError) => e.retryAfterMs === 300_001);
  assert.equal(long.attempts(), 1);
  assert.deepEqual(waits, [2000]);
});

test('a 429 asking for 42 s, or for exactly five minutes, is waited in full and retried', async () => {
  const waits: number[] = [];
  const deps = { sleep: async (ms: number) => void waits.push(ms) };
  const limited = (ms: number) => new OneMapError('rate-limit', 'limit', { status: 429, retryAfterMs: ms });
  for (const ms of [42_000, 300_000]) {
    const job = failing([limited(ms), 'ok']);
    assert.equal(await withRetry(job.attempt, { idempotent: true, deps }), 'done');
    assert.equal(job.attempts(), 2);
  }
  assert.deepEqual(waits, [42_000, 300_000]);
});

test('the wait between attempts ends as soon as the signal aborts', async () => {
  const controller = new AbortController();
  const slow = failing([serverError, 'ok']);
  const pending = withRetry(slow.attempt, { idempotent: true, signal: controller.signal, options: { baseDelayMs: 3_600_000, maxDelayMs: 3_600_000 } });
  setImmediate(() => controller.abort());
  await assert.rejects(pending, (error: OneMapError) => error.kind === 'cancelled');
  assert.equal(slow.attempts(), 1);
});

test('sleep resolves after its time, rejects when aborted, and leaves no listener behind', async () => {
  const controller = new AbortController();
  await sleep(5, controller.signal);
  let listeners = 0;
  const counting = {
    aborted: false,
    addEventListener: () => listeners++,
    removeEventListener: () => listeners--,
  } as unknown as AbortSignal;
  await sleep(1, counting);
  assert.equal(listeners, 0);
  await assert.rejects(sleep(10, AbortSignal.abort()), (error: OneMapError) => error.kind === 'cancelled');
});
