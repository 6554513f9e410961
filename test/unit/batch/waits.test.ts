// The runner's waits with the real client against the simulator over HTTP: the network gone (connections
// dropped past the client's own retries) is waited out and the job goes on; not signed in, the job asks for
// sign-in and goes on with the same rows once signed in; Cancel aborts the call in flight at once.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { progressText, type JobProgress } from '../../../src/batch/jobProgress';
import { executeJob } from '../../../src/batch/jobRunner';
import { normaliseQuery, type JobSpec } from '../../../src/batch/jobTypes';
import type { Credentials, OneMapClient, SearchPage } from '../../../src/onemap';
import { DEMO_USER, SEARCH_PATH } from '../../simulator';
import { simulatorFixture } from '../onemap/simulatedClient';

const STATIONS = ['Raffles Place MRT Station', 'Bishan MRT Station', 'Orchard MRT Station', 'Outram Park MRT Station'];

function searchJob(client: OneMapClient): JobSpec<string, SearchPage> {
  return {
    kind: 'search',
    title: 'Geocoding stations',
    items: STATIONS.map((text) => ({ key: normaliseQuery(text), query: text })),
    ask: (text, signal) => client.search(text, { signal, priority: 'batch' }),
  };
}

describe('job waits (against the simulator)', () => {
  const fixture = simulatorFixture();

  it('the network gone for a while: the job says it waits, tries again after a backoff, and answers every row', async () => {
    const { client } = fixture.make();
    // Each search is tried three times by the client (two retries): nine drops outlast three of its attempts' runs.
    fixture.sim.setFaults({ dropConnection: 9, target: 'get' });
    const waits: number[] = [];
    const states: string[] = [];
    const outcome = await executeJob(searchJob(client), {
      concurrency: 1,
      sleep: async (ms) => {
        waits.push(ms);
      },
      onProgress: (progress: JobProgress) => states.push(progress.state),
    });
    assert.equal(outcome.cancelled, false);
    assert.equal(outcome.answers.size, STATIONS.length);
    assert.ok([...outcome.answers.values()].every((answer) => answer.ok && answer.value.results.length > 0));
    assert.deepEqual(waits, [1000, 2000, 4000], 'three waits, each longer');
    assert.ok(states.includes('waiting-network'));
    assert.equal(states.at(-1), 'running');
  });

  it('not signed in: the job asks for sign-in once, then goes on from the row it stopped at', async () => {
    let saved: Credentials | undefined;
    const { client } = fixture.make({ credentials: async () => saved });
    let asked = 0;
    const outcome = await executeJob(searchJob(client), {
      signInNeeded: async (message) => {
        asked++;
        assert.match(message, /Sign in to OneMap first/);
        saved = { email: DEMO_USER.email, password: DEMO_USER.password };
        return true;
      },
    });
    assert.equal(asked, 1, 'one sign-in for every worker that found out');
    assert.equal(outcome.cancelled, false);
    assert.equal(outcome.answers.size, STATIONS.length);
    assert.equal(fixture.sim.stats.requests.filter((r) => r.path === SEARCH_PATH).length, STATIONS.length, 'nothing was sent before sign-in');
  });

  it('a Retry-After of ten minutes: the job says how long it waits, waits it in full, then answers every row', async () => {
    const { client } = fixture.make();
    fixture.sim.setRateLimit({ max: 1, windowMs: 10 * 60_000 });
    const waits: number[] = [];
    const said: string[] = [];
    const outcome = await executeJob(searchJob(client), {
      concurrency: 1,
      sleep: async (ms) => {
        waits.push(ms);
        fixture.sim.setRateLimit(undefined); // the ten minutes have passed
      },
      onProgress: (progress) => said.push(progressText(progress)),
    });
    assert.equal(outcome.cancelled, false);
    assert.equal(outcome.answers.size, STATIONS.length);
    assert.deepEqual(waits, [600_000], 'waited once, the whole ten minutes');
    assert.ok(said.includes('1/4 · OneMap asked to wait 10 min: waiting…'), said.join('\n'));
    assert.deepEqual(fixture.sim.stats.requests.filter((r) => r.path === SEARCH_PATH).map((r) => r.status), [200, 429, 200, 200, 200]);
  });

  it('Cancel during a long Retry-After ends the job at once, keeping the rows answered', async () => {
    const { client } = fixture.make();
    fixture.sim.setRateLimit({ max: 1, windowMs: 10 * 60_000 });
    const controller = new AbortController();
    const outcome = await executeJob(searchJob(client), {
      concurrency: 1,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.state === 'waiting-rate') controller.abort();
      },
    });
    assert.equal(outcome.cancelled, true);
    assert.equal(outcome.answers.size, 1);
    assert.deepEqual(fixture.sim.stats.requests.filter((r) => r.path === SEARCH_PATH).map((r) => r.status), [200, 429]);
  });

  it('Cancel aborts the call in flight: the job ends without waiting for its answer', async () => {
    const { client } = fixture.make();
    // Long enough that only the cancel can end the exchange within the test's time.
    fixture.sim.setFaults({ latencyMs: 60_000, target: 'get' });
    const controller = new AbortController();
    const pending = executeJob(searchJob(client), { signal: controller.signal, concurrency: 1 });
    await fixture.sim.whenRequests(2, 'arrived'); // the token, then the first search
    controller.abort();
    const outcome = await pending;
    assert.equal(outcome.cancelled, true);
    assert.equal(outcome.answers.size, 0);
    await fixture.sim.whenRequests(2, 'ended');
    assert.deepEqual(fixture.sim.stats.requests.filter((r) => r.path === SEARCH_PATH).map((r) => r.status), [0], 'the client hung up on the search');
  });
});
