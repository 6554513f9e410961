// The token's life at its edges: a refused token leaves the store at once (a reload must not send it again),
// a sign-in's token is kept over an older stored one, a token is used up to the millisecond before renewal, and
// a cancelled renewal is the caller's even while the old token still works.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { TokenManager } from '../../../src/onemap/tokenManager';
import type { TokenResponse } from '../../../src/onemap/types';
import { MemoryStore } from './simulatedClient';

const START = Date.UTC(2026, 10, 28);
const HOUR = 3_600_000;
const answer = (token: string, expiresAt: number): TokenResponse => ({ access_token: token, expiry_timestamp: String(expiresAt / 1000) }) as TokenResponse;

test('a token OneMap refused is gone from the store before the next call, so a reload does not send it again', async () => {
  const store = new MemoryStore({ token: 'refused', expiresAt: START + 72 * HOUR });
  const tokens = new TokenManager({ fetchToken: async () => answer('fresh', START + 72 * HOUR), store, now: () => START });
  assert.equal(await tokens.get(), 'refused');
  tokens.invalidate('refused');
  await Promise.resolve();
  assert.equal(store.saved, undefined);
  assert.equal(tokens.expiresAt, undefined);
  tokens.invalidate('some other token');
  assert.equal(await tokens.get(), 'fresh');
  assert.deepEqual(store.saved, { token: 'fresh', expiresAt: START + 72 * HOUR });
});

test('a token from signing in is kept over the one the store held, in memory and in the store', async () => {
  const store = new MemoryStore({ token: 'old', expiresAt: START + HOUR });
  const tokens = new TokenManager({ fetchToken: async () => assert.fail('no token request after signing in'), store, now: () => START });
  const kept = await tokens.accept(answer('signed-in', START + 72 * HOUR));
  assert.deepEqual(kept, { token: 'signed-in', expiresAt: START + 72 * HOUR });
  assert.equal(await tokens.get(), 'signed-in');
  assert.deepEqual(store.saved, kept);
  assert.equal(tokens.expiresAt, START + 72 * HOUR);
  await assert.rejects(tokens.accept({ expiry_timestamp: '1' } as TokenResponse), (error: OneMapError) => error.kind === 'malformed-response');
  assert.equal(await tokens.get(), 'signed-in', 'a broken answer leaves the kept token');
});

test('a token is used up to the millisecond before its renewal time; on it, a new one is fetched', async () => {
  let now = START;
  let fetched = 0;
  const tokens = new TokenManager({
    fetchToken: async () => answer(`tok-${++fetched}`, now + 10 * HOUR),
    now: () => now,
    renewBeforeMs: HOUR,
  });
  assert.equal(await tokens.get(), 'tok-1');
  now = START + 9 * HOUR - 1;
  assert.equal(await tokens.get(), 'tok-1');
  now = START + 9 * HOUR;
  assert.equal(await tokens.get(), 'tok-2');
  assert.equal(fetched, 2);
});

test('a renewal that fails is hidden only while the old token works, and never when it was cancelled', async () => {
  let now = START;
  let failure: unknown;
  const tokens = new TokenManager({
    fetchToken: async () => {
      if (failure) throw failure;
      return answer('tok', START + 10 * HOUR);
    },
    now: () => now,
    renewBeforeMs: HOUR,
  });
  assert.equal(await tokens.get(), 'tok');
  now = START + 10 * HOUR - 1;
  failure = new OneMapError('network', 'Could not reach OneMap.');
  assert.equal(await tokens.get(), 'tok', 'the old token still has a millisecond');
  failure = new OneMapError('cancelled', 'The OneMap request was cancelled.');
  await assert.rejects(tokens.get(), (error: OneMapError) => error.kind === 'cancelled');
  failure = new Error('offline');
  assert.equal(await tokens.get(), 'tok', 'any other failure is hidden the same way');
  now = START + 10 * HOUR;
  await assert.rejects(tokens.get(), /offline/);
});

test('a caller whose signal was aborted before asking gets a cancellation and starts no request', async () => {
  let fetched = 0;
  const tokens = new TokenManager({ fetchToken: async () => answer(`tok-${++fetched}`, START + HOUR), now: () => START, renewBeforeMs: 0 });
  const controller = new AbortController();
  controller.abort('the hover went away');
  await assert.rejects(tokens.get(controller.signal), (error: OneMapError) => error.kind === 'cancelled');
  assert.equal(fetched, 0);
});
