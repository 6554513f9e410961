// The job context set at activation: a job started before it (or after deactivation) says so plainly; a
// spec's call reaches the client through it.
import * as assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { jobContext, setJobContext, withJobClient, type JobContext } from '../../../src/batch/jobContext';
import type { OneMapClient } from '../../../src/onemap/client';

afterEach(() => setJobContext(undefined));

test('before activation, a job says the runner is not set up', () => {
  setJobContext(undefined);
  assert.throws(() => jobContext(), /^Error: The OneMap job runner is not set up \(setJobContext is called at activation\)\.$/);
});

test('after activation, a spec\'s call is run with the context\'s client and its answer comes back', async () => {
  const client = { name: 'the client' } as unknown as OneMapClient;
  const used: OneMapClient[] = [];
  const context: JobContext = {
    useClient: async (use) => use(client),
    cache: async () => undefined,
    signIn: async () => true,
  };
  setJobContext(context);
  assert.equal(jobContext(), context);
  assert.equal(await withJobClient(async (c) => (used.push(c), 'answer')), 'answer');
  assert.deepEqual(used, [client]);
});
