// Callers sharing one token request, with a token endpoint that stops when its signal aborts, as OneMap's does
// through undici: a hover that goes away mid-request leaves the request to the route still waiting on it, a
// caller leaves nothing listening on its signal once it has its token (or its refusal), and a token answer
// OneMap garbled says which part it lacks.
import * as assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { cancelledError } from '../../../src/onemap/sleep';
import { readTokenResponse, TokenManager } from '../../../src/onemap/tokenManager';
import type { TokenResponse } from '../../../src/onemap/types';

const START = Date.UTC(2026, 10, 29);
const DAY = 86_400_000;

/** A token endpoint whose answer waits for `answer()`, and which gives up (cancelled) when its signal aborts. */
function heldEndpoint() {
  const signals: AbortSignal[] = [];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fetchToken = (signal: AbortSignal): Promise<TokenResponse> => {
    signals.push(signal);
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(cancelledError(signal.reason)), { once: true });
      void answered.then(() => resolve({ access_token: `tok-${signals.length}`, expiry_timestamp: String((START + 3 * DAY) / 1000) }));
    });
  };
  return { fetchToken, signals, answer: () => answer() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a hover that goes away while the token is fetched leaves the request to the route still waiting, which gets the token', async () => {
  const endpoint = heldEndpoint();
  const tokens = new TokenManager({ fetchToken: endpoint.fetchToken, now: () => START });
  const hover = new AbortController();
  const hovering = tokens.get(hover.signal);
  const routing = tokens.get(new AbortController().signal);
  await settle();
  assert.equal(endpoint.signals.length, 1, 'both wait on one request');
  hover.abort('the pointer moved on');
  await assert.rejects(hovering, (error: OneMapError) => error.kind === 'cancelled' && error.cause === 'the pointer moved on');
  assert.equal(endpoint.signals[0]!.aborted, false, 'the request goes on for the route');
  endpoint.answer();
  assert.equal(await routing, 'tok-1');
  assert.equal(await tokens.get(), 'tok-1', 'and the token is kept');
  assert.equal(endpoint.signals.length, 1);
});

test('once the last caller goes away the request is stopped, and the next caller starts a new one', async () => {
  const endpoint = heldEndpoint();
  const tokens = new TokenManager({ fetchToken: endpoint.fetchToken, now: () => START });
  const first = new AbortController();
  const second = new AbortController();
  const calls = [tokens.get(first.signal), tokens.get(second.signal)];
  await settle();
  first.abort();
  assert.equal(endpoint.signals[0]!.aborted, false, 'one caller still waits');
  second.abort();
  assert.equal(endpoint.signals[0]!.aborted, true);
  for (const call of calls) await assert.rejects(call, (error: OneMapError) => error.kind === 'cancelled');
  const next = tokens.get();
  await settle();
  assert.equal(endpoint.signals.length, 2);
  endpoint.answer();
  assert.equal(await next, 'tok-2');
});

test('a caller that got its token, or its refusal, leaves nothing listening on its signal', async () => {
  const endpoint = heldEndpoint();
  const tokens = new TokenManager({ fetchToken: endpoint.fetchToken, now: () => START });
  const signal = new AbortController().signal;
  const asking = tokens.get(signal);
  await settle();
  endpoint.answer();
  assert.equal(await asking, 'tok-1');
  assert.equal(getEventListeners(signal, 'abort').length, 0, 'after the token');

  const refusing = new TokenManager({ fetchToken: async () => Promise.reject(new OneMapError('auth', 'Sign in again.')), now: () => START });
  const refused = new AbortController().signal;
  await assert.rejects(refusing.get(refused), (error: OneMapError) => error.kind === 'auth');
  assert.equal(getEventListeners(refused, 'abort').length, 0, 'after the refusal');
});

test('a garbled token answer says what it lacks', () => {
  const malformed = (words: string) => (error: unknown) =>
    error instanceof OneMapError &&
    error.kind === 'malformed-response' &&
    error.message === `OneMap sent an answer this extension cannot read (${words}). Try again; if it keeps happening, the service may have changed.`;
  for (const body of [null, 'tok', 42]) assert.throws(() => readTokenResponse(body), malformed('the token answer is not an object'), String(body));
  for (const token of [undefined, '', 42]) {
    assert.throws(() => readTokenResponse({ access_token: token, expiry_timestamp: '1701916695' }), malformed('the token answer has no access_token'), String(token));
  }
  for (const expiry of [undefined, 'soon', '-5', {}]) {
    assert.throws(() => readTokenResponse({ access_token: 'tok', expiry_timestamp: expiry }), malformed('the token has no readable expiry_timestamp'), String(expiry));
  }
});
