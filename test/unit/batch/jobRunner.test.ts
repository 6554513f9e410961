// The runner without VS Code and without OneMap: each key asked once, the cache asked first and filled as
// answers come, refusals kept as that key's error (never cached), sign-in and network waits that go on, and a
// cancel that stops the calls in flight.
import * as assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { openAnswerCache } from '../../../src/batch/answerCache';
import type { JobProgress } from '../../../src/batch/jobProgress';
import { executeJob } from '../../../src/batch/jobRunner';
import { normaliseQuery, type JobItem, type JobSpec } from '../../../src/batch/jobTypes';
import { OneMapError } from '../../../src/onemap/errors';

const items = (...texts: string[]): JobItem<string>[] => texts.map((text) => ({ key: normaliseQuery(text), query: text }));

function spec(texts: string[], ask: (query: string, signal: AbortSignal) => Promise<string>, extra: Partial<JobSpec<string, string>> = {}): JobSpec<string, string> & { asked: string[] } {
  const asked: string[] = [];
  return {
    kind: 'search',
    title: 'Geocoding addresses',
    items: items(...texts),
    ask: (query, signal) => {
      asked.push(query);
      return ask(query, signal);
    },
    asked,
    ...extra,
  };
}

const cacheIn = () => openAnswerCache({ directory: mkdtempSync(join(tmpdir(), 'onemap-runner-')), baseUrl: 'http://127.0.0.1:1', maxAgeDays: 30 });

describe('job runner', () => {
  it('normaliseQuery folds case and runs of spaces, and nothing else', () => {
    assert.equal(normaliseQuery('  10 Anson\t ROAD\n'), '10 anson road');
    assert.notEqual(normaliseQuery('10 Anson Road'), normaliseQuery('10 Anson Rd'));
  });

  it('asks each distinct key once, however often and however written it appears', async () => {
    const job = spec(['10 Anson Road', '10  anson road', 'Raffles Place', '10 ANSON ROAD ', 'raffles place'], async (q) => `answer to ${normaliseQuery(q)}`);
    const outcome = await executeJob(job);
    assert.equal(job.asked.length, 2);
    assert.deepEqual(outcome, {
      answers: new Map([
        ['10 anson road', { ok: true, value: 'answer to 10 anson road' }],
        ['raffles place', { ok: true, value: 'answer to raffles place' }],
      ]),
      cancelled: false,
      asked: 2,
      fromCache: 0,
      distinct: 2,
    });
  });

  it('a second run of the same job asks nothing: every answer comes from the cache', async () => {
    const cache = await cacheIn();
    const first = spec(['a', 'b', 'c', 'a'], async (q) => q.toUpperCase());
    await executeJob(first, { cache });
    const second = spec(['a', 'b', 'c', 'a', 'd'], async (q) => q.toUpperCase());
    const outcome = await executeJob(second, { cache });
    assert.deepEqual(second.asked, ['d']);
    assert.equal(outcome.fromCache, 3);
    assert.equal(outcome.asked, 1);
    assert.deepEqual(outcome.answers.get('b'), { ok: true, value: 'B' });
  });

  it("a refusal is that key's error in the server's own words, and is never cached; `keep` can refuse an answer", async () => {
    const cache = await cacheIn();
    const job = spec(['good', 'bad', 'empty'], async (q) => {
      if (q === 'bad') throw new OneMapError('bad-request', 'OneMap refused the search.', { status: 400, serverMessage: 'Invalid searchVal' });
      return q === 'empty' ? '' : 'fine';
    }, { keep: (value) => value !== '' });
    const outcome = await executeJob(job, { cache });
    assert.deepEqual(outcome.answers.get('bad'), { ok: false, error: 'Invalid searchVal' });
    assert.equal(cache.get('search', 'good'), 'fine');
    assert.equal(cache.get('search', 'bad'), undefined);
    assert.equal(cache.get('search', 'empty'), undefined, 'keep said no');
    const again = spec(['good', 'bad', 'empty'], async (q) => q);
    await executeJob(again, { cache });
    assert.deepEqual(again.asked, ['bad', 'empty'], 'a rerun asks again what was refused or not kept');
  });

  it('reports rows done (a key asked by three rows counts three) and calls left', async () => {
    const seen: JobProgress[] = [];
    await executeJob(spec(['a', 'a', 'a', 'b'], async (q) => q), { onProgress: (p) => seen.push(p), concurrency: 1 });
    assert.deepEqual(seen.map((p) => [p.done, p.total, p.remainingCalls]), [[0, 4, 2], [3, 4, 1], [4, 4, 0]]);
  });

  it('not signed in: the job waits for sign-in, then goes on with the same key', async () => {
    let signedIn = false;
    const states: string[] = [];
    const job = spec(['a', 'b'], async (q) => {
      if (!signedIn) throw new OneMapError('not-signed-in', 'Sign in to OneMap first.');
      return q;
    });
    const outcome = await executeJob(job, {
      concurrency: 1,
      onProgress: (p) => states.push(p.state),
      signInNeeded: async (message) => {
        assert.equal(message, 'Sign in to OneMap first.');
        signedIn = true;
        return true;
      },
    });
    assert.equal(outcome.cancelled, false);
    assert.deepEqual(job.asked, ['a', 'a', 'b']);
    assert.ok(states.includes('waiting-sign-in'));
  });

  it('not signed in and the user declines: the job stops as cancelled, with what it had', async () => {
    const job = spec(['a', 'b', 'c'], async (q) => {
      if (q === 'b') throw new OneMapError('auth', 'OneMap refused the email or password.');
      return q;
    });
    const outcome = await executeJob(job, { concurrency: 1, signInNeeded: async () => false });
    assert.equal(outcome.cancelled, true);
    assert.deepEqual([...outcome.answers.keys()], ['a']);
  });

  it('the network gone: every worker waits on the same backoff, the status says so, and the job goes on', async () => {
    let failuresLeft = 6;
    const waits: number[] = [];
    const states: string[] = [];
    const job = spec(['a', 'b', 'c', 'd'], async (q) => {
      if (failuresLeft-- > 0) throw new OneMapError('network', 'Could not reach OneMap (connection refused).');
      return q;
    });
    const outcome = await executeJob(job, {
      sleep: async (ms) => {
        waits.push(ms);
      },
      onProgress: (p) => states.push(p.state),
    });
    assert.equal(outcome.cancelled, false);
    assert.equal(outcome.answers.size, 4);
    assert.ok(states.includes('waiting-network'));
    assert.ok(waits.length >= 2 && waits.length <= 6, `${waits.length} waits`);
    assert.ok(waits[1]! > waits[0]!, `backoff grows: ${waits.join(', ')}`);
  });

  it('cancel aborts the calls in flight and stops: no key after it is asked', async () => {
    const controller = new AbortController();
    const job = spec(['a', 'b', 'c', 'd', 'e', 'f'], (q, signal) =>
      q === 'c'
        ? new Promise((_, reject) => {
            signal.addEventListener('abort', () => reject(new OneMapError('cancelled', 'The OneMap request was cancelled.')));
            controller.abort();
          })
        : Promise.resolve(q),
    );
    const outcome = await executeJob(job, { signal: controller.signal, concurrency: 1 });
    assert.equal(outcome.cancelled, true);
    assert.deepEqual(job.asked, ['a', 'b', 'c']);
    assert.deepEqual([...outcome.answers.keys()], ['a', 'b']);
  });
});

describe('job runner, slow answers', () => {
  it('a question whose answer never comes in time is tried three times, then its row gets the error; the others go on', async () => {
    const waits: number[] = [];
    const job = spec(['slow', 'quick'], async (q) => {
      if (q === 'slow') throw new OneMapError('timeout', 'OneMap took too long to start answering.', { timeoutPhase: 'headers' });
      return q;
    });
    const outcome = await executeJob(job, { concurrency: 1, sleep: async (ms) => void waits.push(ms) });
    assert.deepEqual(job.asked, ['slow', 'slow', 'slow', 'quick']);
    assert.deepEqual(outcome.answers.get('slow'), { ok: false, error: 'OneMap took too long to start answering.' });
    assert.deepEqual(outcome.answers.get('quick'), { ok: true, value: 'quick' });
    assert.equal(waits.length, 2, 'a wait between tries');
  });

  it('a connection that cannot be made is the network: waited out however long, never a row error', async () => {
    let failures = 12;
    const job = spec(['a'], async (q) => {
      if (failures-- > 0) throw new OneMapError('timeout', 'OneMap took too long to accept the connection.', { timeoutPhase: 'connect' });
      return q;
    });
    const outcome = await executeJob(job, { sleep: async () => undefined });
    assert.deepEqual(outcome.answers.get('a'), { ok: true, value: 'a' });
  });
});

describe('job runner, an account refused the service', () => {
  it('the first 403 stops the job with its message: the other questions are not sent to be refused too', async () => {
    const job = spec(['a', 'b', 'c', 'd'], async (q) => {
      if (q === 'b') throw new OneMapError('forbidden', 'Your OneMap account may not use search.', { status: 403 });
      return q;
    });
    const outcome = await executeJob(job, { concurrency: 1 });
    assert.deepEqual(job.asked, ['a', 'b']);
    assert.equal(outcome.cancelled, true);
    assert.equal(outcome.stoppedBy, 'Your OneMap account may not use search.');
    assert.deepEqual([...outcome.answers.keys()], ['a']);
  });
});
