// The token endpoint and the Authorization checks, every row of the contract, over real HTTP.
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signJwt } from '../../simulator/jwt';
import { DEMO_USER, RESTRICTED_USER, type Simulator, startSimulator } from '../../simulator';
import { authorised, call, closeCalls, query, signIn } from './call';

const SECRET = 'auth-test-secret';
const CONVERT = `/api/common/convert/4326to3414${query({ latitude: '1.3039454', longitude: '103.8408471' })}`;
const ROUTE = `/api/public/routingsvc/route${query({ start: '1.30,103.80', end: '1.31,103.82', routeType: 'walk' })}`;

let sim: Simulator;
before(async () => {
  sim = await startSimulator({ secret: SECRET });
});
after(async () => {
  await closeCalls();
  await sim.close();
});

function postToken(body: string): ReturnType<typeof call> {
  return call(sim, '/api/auth/post/getToken', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

test('the demo account gets a JWT whose expiry_timestamp is its exp claim, as a string of UNIX seconds, 3 days on', async () => {
  const before = Math.floor(Date.now() / 1000);
  const answer = await postToken(JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }));
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(answer.json), ['access_token', 'expiry_timestamp']);
  assert.equal(typeof answer.json.expiry_timestamp, 'string');
  const claims = JSON.parse(Buffer.from(answer.json.access_token.split('.')[1], 'base64url').toString());
  assert.equal(answer.json.expiry_timestamp, String(claims.exp));
  assert.ok(claims.exp - claims.iat >= 259_200 && claims.exp - claims.iat <= 259_201, `lifetime ${claims.exp - claims.iat}`);
  assert.ok(claims.iat >= before);
  assert.equal(claims.email, DEMO_USER.email);
});

test('a wrong password is 401 "Authentication failed…"', async () => {
  const answer = await postToken(JSON.stringify({ email: DEMO_USER.email, password: 'wrong' }));
  assert.equal(answer.status, 401);
  assert.deepEqual(answer.json, { error: 'Authentication failed, please contact admin at support@onemap.gov.sg' });
});

test('an unknown email is 404 "User is not registered in system."', async () => {
  const answer = await postToken(JSON.stringify({ email: 'nobody@onemap.test', password: 'x' }));
  assert.equal(answer.status, 404);
  assert.deepEqual(answer.json, { error: 'User is not registered in system.' });
});

test('missing, empty or malformed credentials are 404 "You have to enter a valid email address…"', async () => {
  const expected = { error: 'You have to enter a valid email address and valid password to generate a token.' };
  for (const body of [
    '{}',
    JSON.stringify({ email: DEMO_USER.email }),
    JSON.stringify({ password: 'x' }),
    JSON.stringify({ email: '', password: '' }),
    JSON.stringify({ email: DEMO_USER.email, password: '' }),
    JSON.stringify({ email: 'not-an-address', password: 'x' }),
    JSON.stringify({ email: 42, password: 'x' }),
    'email=demo@onemap.test&password=onemap-demo',
    '{"email": ',
    '',
  ]) {
    const answer = await postToken(body);
    assert.equal(answer.status, 404, body);
    assert.deepEqual(answer.json, expected, body);
  }
});

test('each token POST is counted, whatever its outcome', async () => {
  const start = sim.stats.tokenRequests;
  await postToken('{}');
  await signIn(sim);
  assert.equal(sim.stats.tokenRequests, start + 2);
});

test('the token is accepted bare and with the Bearer prefix', async () => {
  const token = await signIn(sim);
  assert.equal((await call(sim, CONVERT, { headers: { authorization: token } })).status, 200);
  assert.equal((await call(sim, CONVERT, { headers: { authorization: `Bearer ${token}` } })).status, 200);
  assert.equal((await call(sim, ROUTE, { headers: { authorization: token } })).status, 200);
});

test('no token is 400 "Please send the access token…" on conversion and routing', async () => {
  const expected = { error: 'Please send the access token in the request header as a bearer token.' };
  for (const path of [CONVERT, ROUTE]) {
    for (const headers of [{}, { authorization: '' }, { authorization: 'Bearer ' }] as Record<string, string>[]) {
      const answer = await call(sim, path, { headers });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.json, expected);
    }
  }
});

test('a forged or garbage token is 401 invalid JWS, quoting only the start of the token', async () => {
  const token = await signIn(sim);
  const [header, payload] = token.split('.');
  const forged = `${header}.${payload}.${'A'.repeat(43)}`;
  for (const bad of [forged, 'garbage-token-value', signJwt({ iat: 1, nbf: 1, exp: 9e9, user_id: 1, email: DEMO_USER.email, role: 'user', forever: false }, 'not-the-secret')]) {
    for (const path of [CONVERT, ROUTE]) {
      const answer = await call(sim, path, { headers: authorised(bad) });
      assert.equal(answer.status, 401);
      assert.match(answer.json.error, /^Invalid token: Could not decode token: The token \S+… is an invalid JWS\.$/);
      assert.ok(!answer.text.includes(bad), 'the whole token was echoed back');
      assert.ok(answer.json.error.includes(bad.slice(0, 4)), 'the token is not recognisable at all');
    }
  }
});

test('a token past its exp is 401 "Token has expired…"', async () => {
  const now = Math.floor(Date.now() / 1000);
  const expired = signJwt({ iat: now - 100, nbf: now - 100, exp: now - 1, user_id: 1, email: DEMO_USER.email, role: 'user', forever: false }, SECRET);
  for (const path of [CONVERT, ROUTE]) {
    const answer = await call(sim, path, { headers: authorised(expired) });
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.json, {
      error: 'Token has expired: Session expired. Please refresh your token (if still within refresh window) or re-login.',
    });
  }
});

test('the restricted account signs in but is 403 on every service, naming component and service', async () => {
  const token = await signIn(sim, RESTRICTED_USER);
  const route = await call(sim, ROUTE, { headers: authorised(token) });
  assert.equal(route.status, 403);
  assert.deepEqual(route.json, {
    error: "Access Forbidden. GET access to component 'routingsvc' of service 'route' is not allowed by this user's role.",
  });
  const convert = await call(sim, CONVERT, { headers: authorised(token) });
  assert.equal(convert.status, 403);
  assert.deepEqual(convert.json, {
    error: "Access Forbidden. GET access to component 'convert' of service '4326to3414' is not allowed by this user's role.",
  });
});

test('users pushed onto sim.users can sign in', async () => {
  sim.users.push({ email: 'added@onemap.test', password: 'added-pass' });
  const token = await signIn(sim, { email: 'added@onemap.test', password: 'added-pass' });
  assert.equal((await call(sim, CONVERT, { headers: authorised(token) })).status, 200);
});

test('tokens stop working when their lifetime has passed', async () => {
  // The simulator's clock is moved past the expiry instead of waited for.
  let clock = Date.now();
  const shortLived = await startSimulator({ tokenLifetimeSeconds: 1, now: () => clock });
  try {
    const answer = await call(shortLived, '/api/auth/post/getToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    const token: string = answer.json.access_token;
    const expiresAtMs = Number(answer.json.expiry_timestamp) * 1000;
    assert.equal((await call(shortLived, CONVERT, { headers: authorised(token) })).status, 200);
    clock = expiresAtMs - 1;
    assert.equal((await call(shortLived, CONVERT, { headers: authorised(token) })).status, 200, 'valid until its expiry');
    clock = expiresAtMs + 50;
    const late = await call(shortLived, CONVERT, { headers: authorised(token) });
    assert.equal(late.status, 401);
    assert.match(late.json.error, /^Token has expired/);
  } finally {
    await closeCalls();
    await shortLived.close();
  }
});

test('tokens from another simulator (another secret) are invalid here', async () => {
  const other = await startSimulator();
  let token: string;
  try {
    token = await signIn(other);
  } finally {
    await closeCalls();
    await other.close();
  }
  const answer = await call(sim, CONVERT, { headers: authorised(token) });
  assert.equal(answer.status, 401);
  assert.match(answer.json.error, /invalid JWS/);
});
