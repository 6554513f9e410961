// The retry loop's exact waits and counts: each backoff as the user waits it, how many 429s are retried, a
// Retry-After of 0 taken at its word, what the log is told, and a 429 left to the pacer's queue.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { withRetry, type RetryContext } from '../../../src/onemap/retry';

const serverError = new OneMapError('server', 'OneMap could not answer (HTTP 503).', { status: 503 });
const limited = (retryAfterMs?: number) => new OneMapError('rate-limit', 'limit', { status: 429, retryAfterMs });

/** Answers from a script (the last one repeats), recording each wait and each retry the log is told of. */
function scripted(script: Array<unknown>, context: Partial<RetryContext> = {}) {
  const waits: number[] = [];
  const told: Array<[string, number, number]> = [];
  let attempts = 0;
  const run = withRetry(
    async (index) => {
      assert.equal(index, attempts, 'each attempt is told its index');
      const next = script[Math.min(attempts++, script.length - 1)];
      if (next === 'ok') return 'done';
      throw next;
    },
    {
      idempotent: true,
      deps: { sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
      onRetry: (error, attempt, delayMs) => told.push([error.kind, attempt, delayMs]),
      ...context,
    },
  );
  return { run, waits, told, attempts: () => attempts };
}

test('two failures are retried after 225 and 450 ms (300 ms doubling, jitter at its middle); a third is the user\'s', async () => {
  const recovering = scripted([serverError, serverError, 'ok']);
  assert.equal(await recovering.run, 'done');
  assert.deepEqual(recovering.waits, [225, 450]);
  assert.deepEqual(recovering.told, [['server', 1, 225], ['server', 2, 450]]);
  const hopeless = scripted([serverError]);
  await assert.rejects(hopeless.run, serverError);
  assert.equal(hopeless.attempts(), 3);
});

test('429s without Retry-After back off as failures do, twice, counted apart from other failures', async () => {
  const limitedTwice = scripted([limited(), serverError, limited(), serverError, 'ok']);
  assert.equal(await limitedTwice.run, 'done');
  assert.deepEqual(limitedTwice.waits, [225, 225, 450, 450]);
  const limitedAfterFailure = scripted([serverError, limited(), 'ok']);
  assert.equal(await limitedAfterFailure.run, 'done');
  assert.deepEqual(limitedAfterFailure.waits, [225, 225], 'the first 429 backs off from the base, whatever failed before');
  const alwaysLimited = scripted([limited()]);
  await assert.rejects(alwaysLimited.run, (error: OneMapError) => error.kind === 'rate-limit');
  assert.equal(alwaysLimited.attempts(), 3);
  const fewer = scripted([limited(1000)], { options: { rateLimitRetries: 1 } });
  await assert.rejects(fewer.run);
  assert.deepEqual([fewer.attempts(), fewer.waits], [2, [1000]]);
});

test('a Retry-After of 0 is retried at once; one at the cap waits it, one past the cap is not retried', async () => {
  const now = scripted([limited(0), 'ok']);
  assert.equal(await now.run, 'done');
  assert.deepEqual(now.waits, [0]);
  const atCap = scripted([limited(30_000), 'ok'], { options: { maxRetryAfterMs: 30_000 } });
  assert.equal(await atCap.run, 'done');
  assert.deepEqual(atCap.waits, [30_000]);
  const pastCap = scripted([limited(30_001), 'ok'], { options: { maxRetryAfterMs: 30_000 } });
  await assert.rejects(pastCap.run, (error: OneMapError) => error.retryAfterMs === 30_001);
  assert.deepEqual([pastCap.attempts(), pastCap.waits, pastCap.told], [1, [], []]);
});

test('with the pacer holding every call, a 429 is queued again at once; other failures still back off', async () => {
  const paced = scripted([limited(42_000), serverError, 'ok'], { rateLimitWaitsInPacer: true });
  assert.equal(await paced.run, 'done');
  assert.deepEqual(paced.waits, [225], 'no sleep for the 429: the pacer waits it');
  assert.deepEqual(paced.told, [['rate-limit', 1, 42_000], ['server', 2, 225]]);
});

test('anything but a OneMapError, and a cancelled signal, stop at once', async () => {
  const bug = new TypeError('not a OneMap failure');
  const thrown = scripted([bug, 'ok']);
  await assert.rejects(thrown.run, bug);
  assert.equal(thrown.attempts(), 1);
  const controller = new AbortController();
  controller.abort();
  const cancelled = scripted(['ok'], { signal: controller.signal });
  await assert.rejects(cancelled.run, (error: OneMapError) => error.kind === 'cancelled');
  assert.equal(cancelled.attempts(), 0);
});
