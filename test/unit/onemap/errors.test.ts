// Every status and message row of the contract's Errors section, as the client surfaces it: the right kind,
// OneMap's own words in serverMessage and in the message shown to the user, and advice on what to do.
// Rows for requests the client would never send (it validates first) are reached with a dispatcher that
// alters the request on its way out, as a broken proxy would.
import * as assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { Dispatcher } from 'undici';
import { type OneMapClient, type OneMapError, type OneMapErrorKind, type RouteRequest } from '../../../src/onemap';
import { RESTRICTED_USER, type Simulator, startSimulator } from '../../simulator';
import { type Outgoing, rewritingDispatcher } from './rewritingDispatcher';
import { clientFor } from './simulatedClient';

const WALK: RouteRequest = { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.31, lon: 103.82 }, routeType: 'walk' };
const PT: RouteRequest = { ...WALK, routeType: 'pt', date: '03-14-2025', time: '08:30:00', mode: 'BUS' };
const POINT = { latitude: 1.3, longitude: 103.8 };
const XY = { X: 28000, Y: 31000 };

let sim: Simulator;
let expiringSim: Simulator;
const closers: Array<() => Promise<void>> = [];
before(async () => {
  sim = await startSimulator();
  // Every token it issues is already past its exp.
  expiringSim = await startSimulator({ tokenLifetimeSeconds: -60 });
});
beforeEach(() => sim.reset());
after(async () => {
  for (const close of closers) await close();
  await Promise.all([sim.close(), expiringSim.close()]);
});

function client(options: Parameters<typeof clientFor>[1] = {}, on: Simulator = sim): OneMapClient {
  const made = clientFor(on, options);
  closers.push(() => made.client.close());
  return made.client;
}

function rewriting(rewrite: (request: Outgoing) => void): Dispatcher {
  const dispatcher = rewritingDispatcher(rewrite);
  closers.push(() => dispatcher.close());
  return dispatcher;
}

/** Only the API GETs are altered; the token POST goes through untouched. */
function onGets(change: (request: Outgoing) => void): Dispatcher {
  return rewriting((request) => {
    if (!request.url.pathname.includes('getToken')) change(request);
  });
}

async function expectError(
  promise: Promise<unknown>,
  expected: { kind: OneMapErrorKind; status: number; serverMessage: string | RegExp; advice: RegExp },
): Promise<void> {
  await assert.rejects(promise, (error: OneMapError) => {
    assert.equal(error.name, 'OneMapError');
    assert.equal(error.kind, expected.kind);
    assert.equal(error.status, expected.status);
    if (typeof expected.serverMessage === 'string') assert.equal(error.serverMessage, expected.serverMessage);
    else assert.match(error.serverMessage ?? '', expected.serverMessage);
    assert.ok(error.message.includes(error.serverMessage ?? '\u0000'), `the message quotes OneMap: ${error.message}`);
    assert.match(error.message, expected.advice);
    return true;
  });
}

const SIGN_IN_AGAIN = /^Sign in again: /;
const CHECK_VALUES = /Check the values/;

// ---- Token endpoint ----

test('token 401: wrong password → auth, "Authentication failed…"', async () => {
  await expectError(client().fetchToken('demo@onemap.test', 'wrong-password'), {
    kind: 'auth',
    status: 401,
    serverMessage: 'Authentication failed, please contact admin at support@onemap.gov.sg',
    advice: SIGN_IN_AGAIN,
  });
});

test('token 404: unknown user → auth, "User is not registered in system."', async () => {
  await expectError(client().fetchToken('stranger@onemap.test', 'whatever'), {
    kind: 'auth',
    status: 404,
    serverMessage: 'User is not registered in system.',
    advice: SIGN_IN_AGAIN,
  });
});

test('token 404: an address OneMap does not accept → auth, "You have to enter a valid email address…"', async () => {
  await expectError(client().fetchToken('demo@onemap', 'onemap-demo'), {
    kind: 'auth',
    status: 404,
    serverMessage: 'You have to enter a valid email address and valid password to generate a token.',
    advice: SIGN_IN_AGAIN,
  });
});

test('saved credentials OneMap refuses surface on the API call as auth', async () => {
  const c = client({ credentials: async () => ({ email: 'demo@onemap.test', password: 'changed-since' }) });
  await expectError(c.convert('4326to3414', POINT), {
    kind: 'auth',
    status: 401,
    serverMessage: /^Authentication failed/,
    advice: SIGN_IN_AGAIN,
  });
});

// ---- Conversion endpoints ----

const NO_TOKEN = 'Please send the access token in the request header as a bearer token.';

test('conversion 400 without a token → bad-request, "Please send the access token…"', async () => {
  const c = client({ dispatcher: onGets((r) => delete r.headers.authorization) });
  for (const direction of ['4326to3414', '3414to4326'] as const) {
    await expectError(direction === '4326to3414' ? c.convert(direction, POINT) : c.convert(direction, XY), {
      kind: 'bad-request',
      status: 400,
      serverMessage: NO_TOKEN,
      advice: CHECK_VALUES,
    });
  }
});

test('conversion 400 without latitude and longitude → bad-request, "Please input both latitude and longitude coordinates."', async () => {
  const c = client({ dispatcher: onGets((r) => r.url.searchParams.delete('longitude')) });
  for (const direction of ['4326to3857', '4326to3414'] as const) {
    await expectError(c.convert(direction, POINT), {
      kind: 'bad-request',
      status: 400,
      serverMessage: 'Please input both latitude and longitude coordinates.',
      advice: CHECK_VALUES,
    });
  }
});

test('conversion 400 without Y and X → bad-request, "Please input both Y and X coordinates."', async () => {
  const c = client({ dispatcher: onGets((r) => r.url.searchParams.delete('Y')) });
  for (const direction of ['3414to3857', '3414to4326', '3857to3414', '3857to4326'] as const) {
    await expectError(c.convert(direction, XY), {
      kind: 'bad-request',
      status: 400,
      serverMessage: 'Please input both Y and X coordinates.',
      advice: CHECK_VALUES,
    });
  }
});

const EXPIRED = 'Token has expired: Session expired. Please refresh your token (if still within refresh window) or re-login.';

test('conversion 401 expired, even after signing in again → auth, "Token has expired…"', async () => {
  await expectError(client({}, expiringSim).convert('4326to3414', POINT), {
    kind: 'auth',
    status: 401,
    serverMessage: EXPIRED,
    advice: SIGN_IN_AGAIN,
  });
});

test('conversion 401 invalid JWS, even after signing in again → auth, "Invalid token: … is an invalid JWS."', async () => {
  const c = client({ dispatcher: onGets((r) => (r.headers.authorization = 'Bearer mangled-by-a-proxy')) });
  await expectError(c.convert('4326to3414', POINT), {
    kind: 'auth',
    status: 401,
    serverMessage: /^Invalid token: Could not decode token: The token \S+ is an invalid JWS\.$/,
    advice: SIGN_IN_AGAIN,
  });
});

test('conversion 403 for a role without access → forbidden, "Access Forbidden…"', async () => {
  const c = client({ credentials: async () => RESTRICTED_USER });
  await expectError(c.convert('4326to3414', POINT), {
    kind: 'forbidden',
    status: 403,
    serverMessage: "Access Forbidden. GET access to component 'convert' of service '4326to3414' is not allowed by this user's role.",
    advice: /may not use this service/,
  });
});

test('conversion 429 → rate-limit, "API limit(s) exceeded.", saying when to try again', async () => {
  sim.setRateLimit({ max: 1, windowMs: 60_000 });
  try {
    const c = client();
    await c.convert('4326to3414', POINT);
    await expectError(c.convert('4326to3414', POINT), {
      kind: 'rate-limit',
      status: 429,
      serverMessage: 'API limit(s) exceeded.',
      advice: /^OneMap's API limit was exceeded \(API limit\(s\) exceeded\.\)\. Try again in (59|60) s\.$/,
    });
  } finally {
    sim.setRateLimit(undefined);
  }
});

// ---- Routing endpoint ----

test('routing 400 without a token → bad-request, "Please send the access token…"', async () => {
  const c = client({ dispatcher: onGets((r) => delete r.headers.authorization) });
  await expectError(c.route(WALK), { kind: 'bad-request', status: 400, serverMessage: NO_TOKEN, advice: CHECK_VALUES });
});

test('routing 400 pt without usable coordinates → bad-request, "Please input both latitude and longitude coordinates."', async () => {
  const c = client({ dispatcher: onGets((r) => r.url.searchParams.set('start', '1.3')) });
  await expectError(c.route(PT), {
    kind: 'bad-request',
    status: 400,
    serverMessage: 'Please input both latitude and longitude coordinates.',
    advice: CHECK_VALUES,
  });
});

test('routing 400 pt date format → bad-request, "Date format should be in MM-DD-YYYY."', async () => {
  const c = client({ dispatcher: onGets((r) => r.url.searchParams.set('date', '2025-03-14')) });
  await expectError(c.route(PT), {
    kind: 'bad-request',
    status: 400,
    serverMessage: 'Date format should be in MM-DD-YYYY.',
    advice: CHECK_VALUES,
  });
});

test('routing 400 walk without start or end → bad-request, "Starting or ending location is not provided."', async () => {
  const c = client({ dispatcher: onGets((r) => r.url.searchParams.delete('end')) });
  await expectError(c.route(WALK), {
    kind: 'bad-request',
    status: 400,
    serverMessage: 'Starting or ending location is not provided.',
    advice: CHECK_VALUES,
  });
});

test('routing 400 without a route type → bad-request, "Please specify a route type: drive/pt/walk/cycle."', async () => {
  const c = client({ dispatcher: onGets((r) => r.url.searchParams.delete('routeType')) });
  await expectError(c.route(WALK), {
    kind: 'bad-request',
    status: 400,
    serverMessage: 'Please specify a route type: drive/pt/walk/cycle.',
    advice: CHECK_VALUES,
  });
});

test('routing 401 expired and 401 invalid JWS → auth with OneMap’s words', async () => {
  await expectError(client({}, expiringSim).route(WALK), { kind: 'auth', status: 401, serverMessage: EXPIRED, advice: SIGN_IN_AGAIN });
  const mangled = client({ dispatcher: onGets((r) => (r.headers.authorization = 'not-a-jwt-at-all')) });
  await expectError(mangled.route(PT), { kind: 'auth', status: 401, serverMessage: /is an invalid JWS\.$/, advice: SIGN_IN_AGAIN });
});

test('routing 403 → forbidden, naming routingsvc and route', async () => {
  const c = client({ credentials: async () => RESTRICTED_USER });
  await expectError(c.route(WALK), {
    kind: 'forbidden',
    status: 403,
    serverMessage: "Access Forbidden. GET access to component 'routingsvc' of service 'route' is not allowed by this user's role.",
    advice: /Sign in with an account allowed to/,
  });
});

test('routing 429 → rate-limit with the wait', async () => {
  sim.setRateLimit({ max: 1, windowMs: 120_000 });
  try {
    const c = client();
    await c.route(WALK);
    await expectError(c.route(WALK), {
      kind: 'rate-limit',
      status: 429,
      serverMessage: 'API limit(s) exceeded.',
      advice: /Try again in 2 min\.$/,
    });
  } finally {
    sim.setRateLimit(undefined);
  }
});

test('a 401 is retried once with a fresh token, never more', async () => {
  const c = client({ dispatcher: onGets((r) => (r.headers.authorization = 'Bearer broken')) });
  await assert.rejects(c.route(WALK));
  assert.equal(sim.stats.tokenRequests, 2, 'the first token, then one renewal');
  assert.deepEqual(
    sim.stats.requests.filter((r) => r.method === 'GET').map((r) => r.status),
    [401, 401],
  );
});
