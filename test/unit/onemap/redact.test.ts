// Secrets never reach a log line or an error message.
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { redact, type OneMapError } from '../../../src/onemap';
import { DEMO_USER, type Simulator, startSimulator } from '../../simulator';
import { rewritingDispatcher } from './rewritingDispatcher';
import { clientFor } from './simulatedClient';

// A made-up token, assembled here so that no token-shaped literal sits in the repository.
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const JWT = [part({ typ: 'JWT', alg: 'HS256' }), part({ email: 'demo@onemap.test' }), 'c2lnbmF0dXJlLXZhbHVl'].join('.');

test('redact removes known secrets, JWT-shaped strings and bearer credentials', () => {
  assert.equal(redact(`token ${JWT} sent`), 'token [redacted] sent');
  assert.equal(redact('header Authorization: Bearer abc.def-ghi'), 'header Authorization: Bearer [redacted]');
  assert.equal(redact('password is hunter22!', ['hunter22!']), 'password is [redacted]');
  assert.equal(redact('prefix eyJhbGci… in a message'), 'prefix [redacted]… in a message');
  assert.equal(redact('secret-long and secret', ['secret', 'secret-long']), '[redacted] and [redacted]');
  assert.equal(redact('a b c', ['a', undefined, '']), 'a b c', 'very short values are not treated as secrets');
  assert.equal(redact('GET /api/common/convert/4326to3414 200 12 ms'), 'GET /api/common/convert/4326to3414 200 12 ms');
  const onemapWords = 'Please send the access token in the request header as a bearer token.';
  assert.equal(redact(onemapWords), onemapWords, "OneMap's own message is not mangled");
});

let sim: Simulator;
before(async () => {
  sim = await startSimulator();
});
after(async () => {
  await sim.close();
});

test('a whole session — sign-in, conversions, routes, a refused token, errors — logs neither password nor token', async () => {
  let breakNext = false;
  const dispatcher = rewritingDispatcher((request) => {
    if (breakNext && !request.url.pathname.includes('getToken')) {
      breakNext = false;
      // OneMap quotes the token it could not decode; make it quote one that looks like a real JWT.
      request.headers.authorization = `Bearer ${JWT}`;
    }
  });
  const { client, logs, store } = clientFor(sim, { dispatcher });
  const messages: string[] = [];
  try {
    const token = await client.fetchToken(DEMO_USER.email, DEMO_USER.password);
    await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
    await client.route({ start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'drive' });
    breakNext = true;
    await client.route({ start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'walk' });
    for (const attempt of [
      () => client.fetchToken(DEMO_USER.email, 'wrong-password-123'),
      () => client.route({ start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'pt', date: '02-30-2025', time: '08:00:00', mode: 'BUS' }),
    ]) {
      await attempt().catch((error: OneMapError) => messages.push(error.message, error.serverMessage ?? ''));
    }
    assert.equal(messages.length, 4, 'both failed');

    const secrets = [DEMO_USER.password, 'wrong-password-123', token.access_token, store.saved?.token ?? '', JWT];
    assert.ok(logs.length >= 5, `${logs.length} log lines`);
    assert.ok(logs.some((line) => line.includes('invalid JWS')), 'the refused token was logged, with OneMap’s words');
    for (const line of [...logs, ...messages]) {
      for (const secret of secrets) assert.ok(!line.includes(secret), `a secret leaked into: ${line}`);
      assert.doesNotMatch(line, /eyJ[A-Za-z0-9_-]{4,}/, `something JWT-shaped leaked into: ${line}`);
    }
    assert.ok(logs.some((line) => /^debug: GET \/api\/common\/convert\/4326to3414 200 \d+ ms$/.test(line)), logs.join('\n'));
    assert.ok(logs.some((line) => /^debug: POST \/api\/auth\/post\/getToken 200 \d+ ms$/.test(line)));
    assert.ok(logs.every((line) => !line.includes('?')), 'no query strings in the log');
  } finally {
    await client.close();
    await dispatcher.close();
  }
});
