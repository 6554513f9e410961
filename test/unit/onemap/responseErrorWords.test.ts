// What a user reads for each answer OneMap refuses: OneMap's own words (from whichever field it put them in,
// cut at 300 characters, secrets removed), the kind a caller branches on, and a wait said as people say it.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeWait } from '../../../src/onemap/errors';
import { errorFromResponse, rateLimitMessage, serverMessageOf, type Endpoint } from '../../../src/onemap/responseError';

const plain = { redact: (text: string) => text };
const refusal = (status: number, body: string, endpoint: Endpoint = 'convert', retryAfterMs?: number) =>
  errorFromResponse(status, body, { ...plain, endpoint, retryAfterMs });

test('OneMap\'s words are read from error, then message, then status_message, or the text itself', () => {
  assert.equal(serverMessageOf(JSON.stringify({ error: ' Token has expired ', message: 'm', status_message: 's' })), 'Token has expired');
  assert.equal(serverMessageOf(JSON.stringify({ error: 401, message: 'Unauthorized', status_message: 's' })), 'Unauthorized');
  assert.equal(serverMessageOf(JSON.stringify({ status_message: 'No Data Available!' })), 'No Data Available!');
  assert.equal(serverMessageOf(JSON.stringify({ code: 7 })), '{"code":7}', 'an object without words is quoted whole');
  assert.equal(serverMessageOf('  <html>Bad Gateway</html>\n'), '<html>Bad Gateway</html>');
  assert.equal(serverMessageOf('null'), 'null');
  assert.equal(serverMessageOf('"quoted"'), '"quoted"');
  for (const empty of ['', '   \n', JSON.stringify({ error: '  ' })]) assert.equal(serverMessageOf(empty), undefined, JSON.stringify(empty));
});

test('a message is cut after 300 characters, never at or before them', () => {
  assert.equal(serverMessageOf('x'.repeat(300)), 'x'.repeat(300));
  assert.equal(serverMessageOf('x'.repeat(301)), `${'x'.repeat(300)}…`);
  assert.equal(serverMessageOf(JSON.stringify({ error: 'y'.repeat(301) })), `${'y'.repeat(300)}…`);
});

test('the token endpoint\'s 400, 401 and 404 are a refused sign-in; elsewhere a 401 is a refused token', () => {
  for (const status of [400, 401, 404]) {
    const error = refusal(status, JSON.stringify({ error: 'Authentication failed' }), 'token');
    assert.equal(error.kind, 'auth', String(status));
    assert.equal(error.message, 'Sign in again: OneMap refused the email and password (Authentication failed). Check both, or register at https://www.onemap.gov.sg.');
    assert.equal(error.status, status);
  }
  assert.equal(refusal(403, '', 'token').kind, 'forbidden');
  const token = refusal(401, JSON.stringify({ error: 'Token has expired' }));
  assert.deepEqual([token.kind, token.message], ['auth', 'Sign in again: OneMap did not accept the access token (Token has expired).']);
  assert.deepEqual([refusal(404, '', 'route').kind, refusal(404, '', 'route').message], ['bad-request', 'OneMap answered HTTP 404. Check the OneMap address setting.']);
});

test('each status says what to do, quoting OneMap or else the status', () => {
  const forbidden = refusal(403, JSON.stringify({ error: 'Access Forbidden' }), 'route');
  assert.deepEqual([forbidden.kind, forbidden.message], ['forbidden', 'Your OneMap account may not use this service (Access Forbidden). Sign in with an account allowed to, or ask OneMap support.']);
  assert.deepEqual([refusal(500, '').kind, refusal(500, '').message], ['server', 'OneMap could not answer (HTTP 500). Try again later.']);
  assert.deepEqual([refusal(503, 'Service Unavailable').message], ['OneMap could not answer (Service Unavailable). Try again later.']);
  const bad = refusal(400, JSON.stringify({ error: 'Date format should be in MM-DD-YYYY.' }), 'route');
  assert.deepEqual([bad.kind, bad.message, bad.serverMessage], ['bad-request', 'OneMap refused the request (Date format should be in MM-DD-YYYY.). Check the values and try again.', 'Date format should be in MM-DD-YYYY.']);
  assert.equal(refusal(400, '').message, 'OneMap refused the request (HTTP 400). Check the values and try again.');
  // 499 is the last status below the server's; anything unexplained points at the address setting.
  const odd = refusal(499, 'Client Closed Request');
  assert.deepEqual([odd.kind, odd.message], ['bad-request', 'OneMap answered HTTP 499 (Client Closed Request). Check the OneMap address setting.']);
  assert.equal(refusal(302, '').message, 'OneMap answered HTTP 302. Check the OneMap address setting.');
});

test('a 429 quotes OneMap and says when to try again; without Retry-After, a minute', () => {
  const limited = refusal(429, JSON.stringify({ error: 'API limit(s) exceeded.' }), 'search', 42_000);
  assert.deepEqual(
    [limited.kind, limited.message, limited.retryAfterMs, limited.serverMessage, limited.status],
    ['rate-limit', "OneMap's API limit was exceeded (API limit(s) exceeded.). Try again in 42 s.", 42_000, 'API limit(s) exceeded.', 429],
  );
  assert.equal(refusal(429, '').message, "OneMap's API limit was exceeded. Wait a minute and try again.");
  assert.equal(rateLimitMessage(undefined, 0), "OneMap's API limit was exceeded. Try again in 1 s.");
});

test('OneMap\'s words are scrubbed before they are quoted or kept', () => {
  const error = errorFromResponse(401, JSON.stringify({ error: 'Invalid token: s3cr3t-token is an invalid JWS.' }), {
    endpoint: 'convert',
    redact: (text) => text.replaceAll('s3cr3t-token', '[redacted]'),
  });
  assert.equal(error.serverMessage, 'Invalid token: [redacted] is an invalid JWS.');
  assert.ok(!error.message.includes('s3cr3t'), error.message);
});

test('a wait is said in seconds below 90 s, minutes below 90 min, then hours, always rounded up', () => {
  const said: Array<[number, string]> = [
    [0, '1 s'], [-5, '1 s'], [999, '1 s'], [1001, '2 s'], [89_000, '89 s'], [89_001, '2 min'], [90_000, '2 min'],
    [150_000, '3 min'], [89 * 60_000, '89 min'], [89 * 60_000 + 1, '2 h'], [90 * 60_000, '2 h'], [3 * 3_600_000 + 1, '4 h'],
  ];
  for (const [ms, words] of said) assert.equal(describeWait(ms), words, String(ms));
});
