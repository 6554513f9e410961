// The runner when OneMap asks it to slow down, refuses the account, or cannot be reached, and when nobody can
// sign in: each wait is as long as asked and is shown as what it is; the server's own words reach the row.
import * as assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { openAnswerCache } from '../../../src/batch/answerCache';
import type { JobProgress, JobState } from '../../../src/batch/jobProgress';
import { defaultNetworkBackoff, executeJob } from '../../../src/batch/jobRunner';
import type { JobSpec } from '../../../src/batch/jobTypes';
import { OneMapError } from '../../../src/onemap/errors';

function job(keys: string[], ask: (query: string, signal: AbortSignal) => Promise<string>): JobSpec<string, string> {
  return { kind: 'search', title: 'Geocoding addresses', items: keys.map((key) => ({ key, query: key })), ask };
}

/** Fails the first `times` calls with `error`, then answers. */
function failing(error: unknown, times = 1) {
  let calls = 0;
  return async (query: string) => {
    calls++;
    if (calls <= times) throw error;
    return `answer ${query}`;
  };
}

describe('the runner waiting', () => {
  it('a 429 with Retry-After: the job waits exactly that long, saying OneMap asked it to slow down', async () => {
    const slept: number[] = [];
    const states: JobState[] = [];
    const outcome = await executeJob(job(['a'], failing(new OneMapError('rate-limit', 'API limit(s) exceeded.', { status: 429, retryAfterMs: 42_000 }))), {
      sleep: async (ms) => void slept.push(ms),
      onProgress: (p) => void states.push(p.state),
    });
    assert.deepEqual(slept, [42_000]);
    assert.ok(states.includes('waiting-rate'));
    assert.ok(!states.includes('waiting-network'));
    assert.deepEqual(outcome.answers.get('a'), { ok: true, value: 'answer a' });
  });

  it('a 429 without Retry-After waits the first backoff, a second', async () => {
    const slept: number[] = [];
    await executeJob(job(['a'], failing(new OneMapError('rate-limit', 'API limit(s) exceeded.', { status: 429 }))), { sleep: async (ms) => void slept.push(ms) });
    assert.deepEqual(slept, [1000]);
  });

  it('the network gone: waits grow 1 s, 2 s, 4 s and are shown as waiting for the network', async () => {
    const slept: number[] = [];
    const states: JobState[] = [];
    await executeJob(job(['a'], failing(new OneMapError('network', 'getaddrinfo ENOTFOUND'), 3)), {
      sleep: async (ms) => void slept.push(ms),
      onProgress: (p) => void states.push(p.state),
    });
    assert.deepEqual(slept, [1000, 2000, 4000]);
    assert.ok(states.includes('waiting-network'));
    assert.ok(!states.includes('waiting-rate'));
    assert.deepEqual([1, 2, 5, 6, 7, 20].map(defaultNetworkBackoff), [1000, 2000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('a real wait, cut short by Cancel: the job ends at once, the row not answered', async () => {
    const cancel = new AbortController();
    const started = performance.now();
    const outcome = await executeJob(
      job(['a'], async () => {
        setTimeout(() => cancel.abort(), 10);
        throw new OneMapError('rate-limit', 'API limit(s) exceeded.', { status: 429, retryAfterMs: 60_000 });
      }),
      { signal: cancel.signal },
    );
    assert.equal(outcome.cancelled, true);
    assert.equal(outcome.answers.size, 0);
    assert.ok(performance.now() - started < 30_000, 'not the minute asked');
  });

  it('a short real wait is waited, and the job goes on', async () => {
    const outcome = await executeJob(job(['a'], failing(new OneMapError('rate-limit', 'slow down', { retryAfterMs: 5 }))));
    assert.deepEqual(outcome.answers.get('a'), { ok: true, value: 'answer a' });
  });

  it('not signed in and nobody to ask, or the sign-in failing: the job stops, nothing more is asked', async () => {
    let asked = 0;
    const notSignedIn = async () => {
      asked++;
      throw new OneMapError('not-signed-in', 'Sign in to OneMap first.');
    };
    const alone = await executeJob(job(['a', 'b'], notSignedIn), { concurrency: 1 });
    assert.equal(alone.cancelled, true);
    assert.equal(asked, 1);
    asked = 0;
    const broken = await executeJob(job(['a', 'b'], notSignedIn), {
      concurrency: 1,
      signInNeeded: async () => {
        throw new Error('the sign-in box was closed');
      },
    });
    assert.equal(broken.cancelled, true);
    assert.equal(asked, 1);
  });

  it('a refused question keeps the server\'s own words when it has them, else the message', async () => {
    const outcome = await executeJob(
      job(['with words', 'without'], async (query) => {
        if (query === 'with words') throw new OneMapError('bad-request', 'OneMap refused the request (400).', { status: 400, serverMessage: 'Invalid searchVal' });
        throw new OneMapError('bad-request', 'OneMap refused the request (400).', { status: 400 });
      }),
    );
    assert.deepEqual(outcome.answers.get('with words'), { ok: false, error: 'Invalid searchVal' });
    assert.deepEqual(outcome.answers.get('without'), { ok: false, error: 'OneMap refused the request (400).' });
    const odd = await executeJob(job(['x'], () => Promise.reject('plain text')));
    assert.deepEqual(odd.answers.get('x'), { ok: false, error: 'plain text' });
  });

  it('Cancel while a call fails: the job stops without a network wait', async () => {
    const cancel = new AbortController();
    const states: JobState[] = [];
    const outcome = await executeJob(
      job(['a'], async () => {
        cancel.abort();
        throw new Error('socket closed');
      }),
      { signal: cancel.signal, onProgress: (p) => void states.push(p.state), sleep: async () => assert.fail('no wait after Cancel') },
    );
    assert.equal(outcome.cancelled, true);
    assert.deepEqual([...new Set(states)], ['running']);
  });

  it('answers from the cache count as done from the first report', async () => {
    const cache = await openAnswerCache({ directory: mkdtempSync(join(tmpdir(), 'onemap-runner-waits-')), baseUrl: 'http://127.0.0.1:1', maxAgeDays: 30 });
    cache.set('search', 'a', 'cached a');
    const reports: JobProgress[] = [];
    await executeJob({ ...job(['a', 'a', 'b'], async (q) => `answer ${q}`) }, { cache, onProgress: (p) => void reports.push(p) });
    assert.deepEqual([reports[0]!.done, reports[0]!.total, reports[0]!.fromCache, reports[0]!.remainingCalls], [2, 3, 1, 1]);
    assert.equal(reports.at(-1)!.done, 3);
  });
});
