// The token manager on its own, with a fake clock and a fake token endpoint.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { type OneMapError, TokenManager, type TokenResponse } from '../../../src/onemap';
import { parseExpiry } from '../../../src/onemap/tokenManager';
import { MemoryStore } from './simulatedClient';

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

/** A token endpoint issuing tok-1, tok-2, … valid for `lifetimeMs`, whose answers the test can hold back. */
function fakeEndpoint(clock: { now: number }, lifetimeMs = 3 * DAY) {
  const endpoint = {
    calls: 0,
    signals: [] as AbortSignal[],
    gate: undefined as Promise<void> | undefined,
    failWith: undefined as Error | undefined,
    fetch: async (signal: AbortSignal): Promise<TokenResponse> => {
      endpoint.calls++;
      endpoint.signals.push(signal);
      const n = endpoint.calls;
      if (endpoint.gate) await endpoint.gate;
      if (endpoint.failWith) throw endpoint.failWith;
      return { access_token: `tok-${n}`, expiry_timestamp: String(Math.floor((clock.now + lifetimeMs) / 1000)) };
    },
  };
  return endpoint;
}

function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

test('expiry_timestamp is UNIX seconds, as a string or a number', () => {
  assert.equal(parseExpiry('1701916695'), 1_701_916_695_000);
  assert.equal(parseExpiry(1502091438), 1_502_091_438_000);
  assert.equal(parseExpiry(' 1701916695 '), 1_701_916_695_000);
  for (const bad of ['', 'soon', '2023-12-07T00:00:00Z', '-5', null, undefined, {}, '1e9']) {
    assert.throws(() => parseExpiry(bad), (error: OneMapError) => error.kind === 'malformed-response', String(bad));
  }
});

test('one token serves every call for its three days; renewal comes five minutes before expiry', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, now: () => clock.now });
  const seen = new Set<string>();
  // A call every ten minutes for three days.
  for (let t = 0; t < 3 * DAY - 5 * 60_000; t += 10 * 60_000) {
    clock.now = START + t;
    seen.add(await tokens.get());
  }
  assert.equal(endpoint.calls, 1);
  clock.now = START + 3 * DAY - 5 * 60_000;
  seen.add(await tokens.get());
  assert.equal(endpoint.calls, 2);
  assert.deepEqual([...seen], ['tok-1', 'tok-2']);
});

test('a number expiry_timestamp works the same as a string one', async () => {
  const clock = { now: START };
  let calls = 0;
  const tokens = new TokenManager({
    now: () => clock.now,
    fetchToken: async () => {
      calls++;
      return { access_token: 'numeric', expiry_timestamp: Math.floor((clock.now + DAY) / 1000) };
    },
  });
  await tokens.get();
  clock.now += DAY / 2;
  await tokens.get();
  assert.equal(calls, 1);
  assert.equal(tokens.expiresAt, START + DAY);
});

test('concurrent callers share one request', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const held = gate();
  endpoint.gate = held.promise;
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, now: () => clock.now });
  const callers = Array.from({ length: 10 }, () => tokens.get());
  held.open();
  assert.deepEqual(await Promise.all(callers), Array(10).fill('tok-1'));
  assert.equal(endpoint.calls, 1);
});

test('one caller aborting does not abort the shared request for the others', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const held = gate();
  endpoint.gate = held.promise;
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, now: () => clock.now });
  const leaving = new AbortController();
  const first = tokens.get(leaving.signal);
  const second = tokens.get();
  await Promise.resolve();
  leaving.abort();
  await assert.rejects(first, (error: OneMapError) => error.kind === 'cancelled');
  assert.equal(endpoint.signals[0].aborted, false);
  held.open();
  assert.equal(await second, 'tok-1');
  assert.equal(endpoint.calls, 1);
});

test('when every caller has aborted, the shared request is abandoned', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const held = gate();
  endpoint.gate = held.promise;
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, now: () => clock.now });
  const a = new AbortController();
  const b = new AbortController();
  const calls = [tokens.get(a.signal), tokens.get(b.signal)];
  await new Promise((resolve) => setImmediate(resolve));
  a.abort();
  b.abort();
  for (const call of calls) await assert.rejects(call, (error: OneMapError) => error.kind === 'cancelled');
  assert.equal(endpoint.signals[0].aborted, true);
  held.open();
  endpoint.gate = undefined;
  assert.equal(await tokens.get(), 'tok-2', 'the next caller starts afresh');
});

test('invalidate forgets a refused token; a token already replaced is left alone', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const store = new MemoryStore();
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, store, now: () => clock.now });
  assert.equal(await tokens.get(), 'tok-1');
  tokens.invalidate('tok-1');
  assert.equal(await tokens.get(), 'tok-2');
  tokens.invalidate('tok-1');
  assert.equal(await tokens.get(), 'tok-2', 'a late 401 for the old token does not throw away the new one');
  assert.equal(endpoint.calls, 2);
  assert.equal(store.saved?.token, 'tok-2');
});

test('a stored token is used until it nears expiry; a broken store is the same as an empty one', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const store = new MemoryStore({ token: 'stored', expiresAt: START + DAY });
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, store, now: () => clock.now });
  assert.equal(await tokens.get(), 'stored');
  assert.equal(endpoint.calls, 0);

  const broken = {
    load: async () => {
      throw new Error('cannot decrypt');
    },
    save: async () => {
      throw new Error('no keyring');
    },
  };
  const fresh = new TokenManager({ fetchToken: endpoint.fetch, store: broken, now: () => clock.now });
  assert.equal(await fresh.get(), 'tok-1');
  assert.equal(await fresh.get(), 'tok-1', 'kept in memory although the store refused it');

  const odd = new TokenManager({ fetchToken: endpoint.fetch, store: new MemoryStore({ token: '', expiresAt: Number.NaN }), now: () => clock.now });
  assert.equal(await odd.get(), 'tok-2');
});

test('a failed renewal while the old token still works returns the old token; after expiry the failure surfaces', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock, DAY);
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, now: () => clock.now, renewBeforeMs: 60 * 60_000 });
  assert.equal(await tokens.get(), 'tok-1');
  endpoint.failWith = new Error('offline');
  clock.now = START + DAY - 30 * 60_000;
  assert.equal(await tokens.get(), 'tok-1');
  clock.now = START + DAY;
  await assert.rejects(tokens.get(), /offline/);
});

test('a token answer without access_token or with an unreadable expiry is malformed', async () => {
  for (const answer of [{ expiry_timestamp: '1' }, { access_token: '', expiry_timestamp: '1' }, { access_token: 'x', expiry_timestamp: 'later' }]) {
    const tokens = new TokenManager({ fetchToken: async () => answer as TokenResponse });
    await assert.rejects(tokens.get(), (error: OneMapError) => error.kind === 'malformed-response', JSON.stringify(answer));
  }
});

test('clear() signs out: the store is emptied and a request in flight cannot bring its token back', async () => {
  const clock = { now: START };
  const endpoint = fakeEndpoint(clock);
  const store = new MemoryStore();
  const tokens = new TokenManager({ fetchToken: endpoint.fetch, store, now: () => clock.now });
  await tokens.get();
  const held = gate();
  endpoint.gate = held.promise;
  tokens.invalidate('tok-1');
  const inFlight = tokens.get();
  await new Promise((resolve) => setImmediate(resolve));
  await tokens.clear();
  held.open();
  await inFlight.catch(() => undefined);
  assert.equal(store.saved, undefined);
  assert.equal(tokens.expiresAt, undefined);
});
