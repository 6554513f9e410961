// What a user reads when OneMap could not be reached at all: each failure undici reports by its code is named
// in plain words, each timeout says which wait ran out, and the address tried is always in the message.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { errorFromTransport } from '../../../src/onemap/transportError';

const ORIGIN = 'https://www.onemap.gov.sg';
const failure = (code: string): Error => Object.assign(new Error(`undici says ${code}`), { code });
const networkMessage = (reason: string): string =>
  `Could not reach OneMap at ${ORIGIN} (${reason}). Check your internet connection and the proxy settings (http.proxy, HTTPS_PROXY).`;

test('each network failure is named in plain words, with the address tried', () => {
  const words: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    UND_ERR_SOCKET: 'connection closed before the answer',
    ENOTFOUND: 'address not found',
    EAI_AGAIN: 'address lookup failed',
    ETIMEDOUT: 'connection timed out',
    ENETUNREACH: 'network unreachable',
    EHOSTUNREACH: 'host unreachable',
    UND_ERR_PRX_TLS: 'secure connection to the proxy failed',
  };
  for (const [code, reason] of Object.entries(words)) {
    const cause = failure(code);
    const error = errorFromTransport(cause, ORIGIN);
    assert.equal(error.kind, 'network', code);
    assert.equal(error.message, networkMessage(reason), code);
    assert.equal(error.cause, cause, `${code}: the original error is kept for the log`);
    assert.equal(error.timeoutPhase, undefined, code);
  }
});

test('each timeout says which wait ran out', () => {
  const phases = [
    ['UND_ERR_CONNECT_TIMEOUT', 'connect', 'to accept the connection'],
    ['UND_ERR_HEADERS_TIMEOUT', 'headers', 'to start answering'],
    ['UND_ERR_BODY_TIMEOUT', 'body', 'to finish answering'],
  ] as const;
  for (const [code, phase, words] of phases) {
    const error = errorFromTransport(failure(code), ORIGIN);
    assert.equal(error.kind, 'timeout', code);
    assert.equal(error.timeoutPhase, phase, code);
    assert.equal(
      error.message,
      `OneMap (${ORIGIN}) took too long ${words}. Try again; if it keeps happening, check your connection and proxy settings.`,
    );
  }
});

test('a code undici wraps in causes is found up to four levels down, not five', () => {
  const wrapped = (depth: number): unknown => {
    let error: unknown = failure('ENOTFOUND');
    for (let i = 0; i < depth; i++) error = new Error('fetch failed', { cause: error });
    return error;
  };
  assert.equal(errorFromTransport(wrapped(4), ORIGIN).message, networkMessage('address not found'));
  assert.equal(errorFromTransport(wrapped(5), ORIGIN).message, networkMessage('fetch failed'));
  const timeout = new Error('fetch failed', { cause: failure('UND_ERR_HEADERS_TIMEOUT') });
  assert.equal(errorFromTransport(timeout, ORIGIN).timeoutPhase, 'headers');
});

test('an unknown code is shown as it is; without a code, the error\'s own words; a non-error as text', () => {
  assert.equal(errorFromTransport(failure('EPROTO'), ORIGIN).message, networkMessage('EPROTO'));
  assert.equal(errorFromTransport(new Error('other side closed'), ORIGIN).message, networkMessage('other side closed'));
  assert.equal(errorFromTransport('socket hang up', ORIGIN).message, networkMessage('socket hang up'));
  assert.equal(errorFromTransport(Object.assign(new Error('numeric'), { code: 42 }), ORIGIN).message, networkMessage('numeric'));
});

test('an abort is a cancellation, whatever undici threw; a OneMapError passes through unchanged', () => {
  const controller = new AbortController();
  controller.abort('the hover went away');
  const cancelled = errorFromTransport(failure('ECONNRESET'), ORIGIN, controller.signal);
  assert.equal(cancelled.kind, 'cancelled');
  assert.equal(cancelled.message, 'The OneMap request was cancelled.');
  assert.equal(errorFromTransport(failure('ECONNRESET'), ORIGIN, new AbortController().signal).kind, 'network');
  const own = new OneMapError('malformed-response', 'too large');
  assert.equal(errorFromTransport(own, ORIGIN, controller.signal), own);
});
