// The host–webview protocol: every well-formed message gets through unchanged, anything else is turned away,
// and no input, however odd, makes a validator throw.
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { HostToWebview, MapState, WebviewToHost } from '../../../src/shared/protocol/messages';
import { parseHostMessage, parseMapState, parseWebviewMessage } from '../../../src/shared/protocol/parse';
import { actionFor, ROUTE_ERROR_KINDS } from '../../../src/shared/protocol/routeErrors';
import { routeRequestOf } from '../../../src/shared/protocol/routePlan';
import { dart2020, drive2025, legacy2019, ptBus2023 } from '../samples';
import { end, pt, start, state } from './protocolFixtures';


const webviewMessages: WebviewToHost[] = [
  { type: 'ready' },
  { type: 'planRoute', requestId: 1, start, end, routeType: 'walk' },
  { type: 'planRoute', requestId: 1_700_000_000_001, start, end, routeType: 'drive' },
  { type: 'planRoute', requestId: 7, start, end, routeType: 'cycle' },
  { type: 'planRoute', requestId: 8, start, end, routeType: 'pt', pt },
  { type: 'planRoute', requestId: 9, start, end, routeType: 'pt', pt: { date: '02-29-2024', time: '23:59:59', mode: 'RAIL' } },
  { type: 'cancel', requestId: 8 },
  { type: 'signIn' },
  { type: 'openSettings' },
  { type: 'stateChanged', state },
  { type: 'stateChanged', state: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto' } },
];

const hostMessages: HostToWebview[] = [
  { type: 'init', tileUrlTemplate: 'https://www.onemap.gov.sg/maps/tiles/{style}/{z}/{x}/{y}.png' },
  {
    type: 'init',
    tileUrlTemplate: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png',
    logoUrl: 'http://127.0.0.1:8080/logo.png',
    account: { signedIn: true, email: 'someone@example.com' },
    shared: { revision: 4, state, answer: ptBus2023() },
  },
  { type: 'init', tileUrlTemplate: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png', shared: { revision: 0, state } },
  { type: 'state', revision: 5, state, answer: ptBus2023() },
  { type: 'state', revision: 6, state: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto' } },
  { type: 'stateSaved', revision: 7 },
  { type: 'setPoints', start },
  { type: 'setPoints', end, routeType: 'drive' },
  { type: 'setPoints', start, end },
  { type: 'routeStarted', requestId: 3 },
  { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'drive' }, response: drive2025() },
  { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'drive' }, response: dart2020('route deserialize correctly') },
  { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'drive' }, response: dart2020('driving route deserialize correctly') },
  { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'drive' }, response: legacy2019() },
  { type: 'routeResult', requestId: 4, plan: { start, end, routeType: 'pt', pt }, response: ptBus2023() },
  { type: 'routeError', requestId: 4, kind: 'auth', message: 'Sign in again: OneMap did not accept the access token (Token has expired).', status: 401, action: 'signIn' },
  { type: 'routeError', requestId: 4, kind: 'rate-limit', message: "OneMap's API limit was exceeded. Try again in 30 s.", status: 429, retryAfterSeconds: 30, action: 'wait' },
  { type: 'routeError', requestId: 4, kind: 'network', message: 'OneMap could not be reached.', action: 'retry' },
  { type: 'account', signedIn: false },
  { type: 'account', signedIn: true, email: 'someone@example.com' },
];

describe('well-formed messages', () => {
  test('every webview-to-host message is accepted unchanged', () => {
    for (const message of webviewMessages) assert.deepEqual(parseWebviewMessage(structuredClone(message)), message, message.type);
  });

  test('every host-to-webview message is accepted unchanged, each recorded OneMap answer included', () => {
    for (const message of hostMessages) assert.deepEqual(parseHostMessage(structuredClone(message)), message, message.type);
  });

  test('a message meant for the other side is not accepted', () => {
    for (const message of webviewMessages) if (message.type !== 'ready') assert.equal(parseHostMessage(message), undefined, message.type);
    for (const message of hostMessages) assert.equal(parseWebviewMessage(message), undefined, message.type);
  });

  test('fields the protocol does not know are dropped, not passed on', () => {
    const parsed = parseWebviewMessage({ type: 'cancel', requestId: 2, token: 'eyJhbGciOi' });
    assert.deepEqual(parsed, { type: 'cancel', requestId: 2 });
    const account = parseHostMessage({ type: 'account', signedIn: true, email: 'a@b.sg', accessToken: 'eyJ' });
    assert.deepEqual(account, { type: 'account', signedIn: true, email: 'a@b.sg' });
  });
});

describe('malformed messages', () => {
  const plan = { type: 'planRoute', requestId: 1, start, end, routeType: 'pt', pt };
  const rejectedWebview: [string, unknown][] = [
    ['not an object', 'planRoute'],
    ['null', null],
    ['an array', [plan]],
    ['an unknown type', { type: 'deleteEverything' }],
    ['a negative requestId', { ...plan, requestId: -1 }],
    ['a fractional requestId', { ...plan, requestId: 1.5 }],
    ['a requestId as text', { ...plan, requestId: '1' }],
    ['an unsafe requestId', { ...plan, requestId: 2 ** 53 }],
    ['a latitude past 90', { ...plan, start: { lat: 91, lon: 103 } }],
    ['a latitude as text', { ...plan, start: { lat: '1.3', lon: 103.8 } }],
    ['a NaN longitude', { ...plan, end: { lat: 1.3, lon: NaN } }],
    ['a missing end', { type: 'planRoute', requestId: 1, start, routeType: 'walk' }],
    ['an uppercase route type', { ...plan, routeType: 'WALK', pt: undefined }],
    ['pt options on a walk', { ...plan, routeType: 'walk' }],
    ['pt without options', { ...plan, pt: undefined }],
    ['a date in ISO order', { ...plan, pt: { ...pt, date: '2023-11-30' } }],
    ['a date not on the calendar', { ...plan, pt: { ...pt, date: '02-30-2024' } }],
    ['February 29 of a common year', { ...plan, pt: { ...pt, date: '02-29-2023' } }],
    ['a time past 23:59:59', { ...plan, pt: { ...pt, time: '24:00:00' } }],
    ['a time without seconds', { ...plan, pt: { ...pt, time: '10:26' } }],
    ['a lowercase transit mode', { ...plan, pt: { ...pt, mode: 'bus' } }],
    ['four itineraries', { ...plan, pt: { ...pt, numItineraries: 4 } }],
    ['zero itineraries', { ...plan, pt: { ...pt, numItineraries: 0 } }],
    ['a zero walk distance', { ...plan, pt: { ...pt, maxWalkDistance: 0 } }],
    ['a negative walk distance', { ...plan, pt: { ...pt, maxWalkDistance: -100 } }],
    ['an endless walk distance', { ...plan, pt: { ...pt, maxWalkDistance: Infinity } }],
    ['a cancel without id', { type: 'cancel' }],
    ['a state of another version', { type: 'stateChanged', state: { ...state, v: 2 } }],
    ['a state with an unknown basemap', { type: 'stateChanged', state: { ...state, basemap: 'Satellite' } }],
    ['a state with a zoom of 99', { type: 'stateChanged', state: { ...state, view: { center: start, zoom: 99 } } }],
    ['a state whose route has no plan', { type: 'stateChanged', state: { ...state, route: { selected: 0 } } }],
  ];
  for (const [what, message] of rejectedWebview) {
    test(`webview → host: ${what} is rejected`, () => assert.equal(parseWebviewMessage(message), undefined));
  }

  const result = { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'drive' }, response: drive2025() };
  const withDrive = (edit: (response: any) => void): unknown => {
    const response = drive2025();
    edit(response);
    return { ...result, response };
  };
  const withPt = (edit: (response: any) => void): unknown => {
    const response = ptBus2023();
    edit(response);
    return { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'pt', pt }, response };
  };
  const error = { type: 'routeError', requestId: 4, kind: 'rate-limit', message: 'Slow down.', retryAfterSeconds: 30, action: 'wait' };
  const rejectedHost: [string, unknown][] = [
    ['a tile template without {z}', { type: 'init', tileUrlTemplate: 'https://tiles.example/{x}/{y}.png' }],
    ['a tile template that is not http(s)', { type: 'init', tileUrlTemplate: 'javascript:alert(1)//{z}/{x}/{y}' }],
    ['a tile template with an unknown placeholder', { type: 'init', tileUrlTemplate: 'https://t.example/{z}/{x}/{y}/{token}.png' }],
    ['a tile template with a quote', { type: 'init', tileUrlTemplate: 'https://t.example/{z}/{x}/{y}".png' }],
    ['a logo that is not a URL', { type: 'init', tileUrlTemplate: 'https://t.example/{z}/{x}/{y}.png', logoUrl: 'data:image/png;base64,AA' }],
    ['an account without signedIn', { type: 'init', tileUrlTemplate: 'https://t.example/{z}/{x}/{y}.png', account: { email: 'a@b.sg' } }],
    ['an init carrying a broken state', { type: 'init', tileUrlTemplate: 'https://t.example/{z}/{x}/{y}.png', shared: { revision: 1, state: { v: 1 } } }],
    ['an init whose state has no revision', { type: 'init', tileUrlTemplate: 'https://t.example/{z}/{x}/{y}.png', shared: { state } }],
    ['a state with a negative revision', { type: 'state', revision: -1, state }],
    ['a state whose answer does not fit its route', { type: 'state', revision: 1, state, answer: drive2025() }],
    ['a state with an answer but no route', { type: 'state', revision: 1, state: { ...state, route: undefined }, answer: ptBus2023() }],
    ['a state whose answer has itineraries with a hole', { type: 'state', revision: 1, state, answer: { plan: { itineraries: [, ...ptBus2023().plan.itineraries] } } }],
    ['a stateSaved without revision', { type: 'stateSaved' }],
    ['setPoints with nothing to set', { type: 'setPoints' }],
    ['setPoints with a point as text', { type: 'setPoints', start: '1.3,103.8' }],
    ['a road answer for a pt plan', { ...result, plan: { start, end, routeType: 'pt', pt } }],
    ['a pt answer for a drive plan', { ...result, response: ptBus2023() }],
    ['a road answer without geometry', withDrive((r) => delete r.route_geometry)],
    ['a road answer with a numeric geometry', withDrive((r) => (r.route_geometry = 42))],
    ['a road answer without summary', withDrive((r) => delete r.route_summary)],
    ['a road answer with a negative total time', withDrive((r) => (r.route_summary.total_time = -1))],
    ['instructions that are not arrays', withDrive((r) => (r.route_instructions = [{ text: 'Head north' }]))],
    ['an instruction holding an object', withDrive((r) => (r.route_instructions[0][1] = { name: 'CAVENAGH ROAD' }))],
    ['a phyroute without geometry', withDrive((r) => delete r.phyroute.route_geometry)],
    ['alternatives that are not a list', withDrive((r) => (r.alternativeroute = r.phyroute))],
    ['a pt answer without itineraries', withPt((r) => delete r.plan.itineraries)],
    ['a leg without geometry', withPt((r) => delete r.plan.itineraries[0].legs[1].legGeometry)],
    ['a leg whose stop has no latitude', withPt((r) => delete r.plan.itineraries[0].legs[1].from.lat)],
    ['a leg with times as text', withPt((r) => (r.plan.itineraries[0].legs[1].startTime = '1701311561000'))],
    ['a fare as a number', withPt((r) => (r.plan.itineraries[0].fare = 1.19))],
    // Arrays with holes: every() skips a hole, so each would have passed as the list without it.
    ['instructions with a hole', withDrive((r) => delete r.route_instructions[1])],
    ['instructions with a trailing hole', withDrive((r) => (r.route_instructions.length += 1))],
    ['an instruction with a hole', withDrive((r) => delete r.route_instructions[0][2])],
    ['alternatives with a hole', withDrive((r) => (r.alternativeroute = [, r.phyroute]))],
    ['itineraries with a hole', withPt((r) => (r.plan.itineraries.length += 1))],
    ['legs with a hole', withPt((r) => delete r.plan.itineraries[0].legs[0])],
    ['an error of an unknown kind', { ...error, kind: 'teapot' }],
    ['an error with an empty message', { ...error, message: '  ' }],
    ['an error with an unknown action', { ...error, action: 'reboot' }],
    ['an error with a status of 1000', { ...error, status: 1000 }],
    ['an error with a negative wait', { ...error, retryAfterSeconds: -5 }],
    ['an error with a message too long to show', { ...error, message: 'x'.repeat(5000) }],
    ['an account with signedIn as text', { type: 'account', signedIn: 'yes' }],
  ];
  for (const [what, message] of rejectedHost) {
    test(`host → webview: ${what} is rejected`, () => assert.equal(parseHostMessage(message), undefined));
  }
});

test('a state saved before the answer was left out reads without it', () => {
  const old = { ...state, route: { ...state.route, response: ptBus2023() } };
  assert.deepEqual(parseMapState(old), state);
});

test('a point picked by name keeps the name beside it; a name without its point, or not text, is refused', () => {
  const named: MapState = { ...state, labels: { start: 'RAFFLES PLACE MRT STATION (EW14 / NS26)' } };
  assert.deepEqual(parseMapState(named), named, 'kept through the check');
  assert.deepEqual(parseWebviewMessage({ type: 'stateChanged', state: named }), { type: 'stateChanged', state: named });
  assert.deepEqual(parseMapState({ ...state, labels: { start: 'A', end: 'B' } })?.labels, { start: 'A', end: 'B' });
  const { end: _end, ...startOnly } = state;
  for (const labels of [
    { end: 'NEWTON' }, // with no end point
    { start: 42 },
    { start: '   ' },
    { start: 'x'.repeat(1001) },
    'RAFFLES',
    null,
  ]) {
    const base = labels && typeof labels === 'object' && 'end' in labels ? { ...startOnly, route: undefined } : state;
    assert.equal(parseMapState({ ...base, labels }), undefined, JSON.stringify(labels));
  }
});

describe('arbitrary input', () => {
  const junk = fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true });
  const typed = fc.record({
    type: fc.constantFrom('ready', 'planRoute', 'cancel', 'signIn', 'openSettings', 'stateChanged', 'init', 'state', 'stateSaved', 'setPoints', 'routeStarted', 'routeResult', 'routeError', 'account'),
    requestId: fc.oneof(fc.integer(), fc.double(), fc.string()),
    start: fc.oneof(fc.record({ lat: fc.double(), lon: fc.double() }), junk),
    end: fc.oneof(fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) }), junk),
    routeType: fc.oneof(fc.constantFrom('walk', 'drive', 'cycle', 'pt'), fc.string()),
    kind: fc.oneof(fc.constantFrom(...ROUTE_ERROR_KINDS), fc.string()),
    message: fc.string(),
    action: fc.constantFrom('signIn', 'retry', 'wait', 'none', 'dance'),
    signedIn: fc.oneof(fc.boolean(), junk),
    tileUrlTemplate: fc.oneof(fc.constant('https://t.example/{style}/{z}/{x}/{y}.png'), fc.string()),
  }, { requiredKeys: ['type'] });

  /** Accepted means: the answer is a message that reads back as itself, before and after a structured clone. */
  function consistent(parse: (data: unknown) => unknown, data: unknown): void {
    const parsed = parse(data);
    if (parsed === undefined) return;
    assert.deepEqual(parse(parsed), parsed);
    assert.deepEqual(parse(structuredClone(parsed)), parsed);
  }

  test('junk never throws and is rejected or accepted consistently', () => {
    fc.assert(
      fc.property(fc.oneof(junk, typed), (data) => {
        consistent(parseHostMessage, data);
        consistent(parseWebviewMessage, data);
        consistent(parseMapState, data);
      }),
      { numRuns: 3000 },
    );
  });

  test('objects whose fields throw when read are rejected, not thrown', () => {
    const trap = new Proxy({}, { get: () => { throw new Error('boom'); }, has: () => { throw new Error('boom'); } });
    assert.equal(parseHostMessage(trap), undefined);
    assert.equal(parseWebviewMessage(trap), undefined);
  });

  test('any well-formed plan is accepted as sent', () => {
    // Messages arrive structured-cloned, so with ordinary prototypes: no null-prototype records here.
    const plain = { noNullPrototype: true } as const;
    const latLon = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) }, plain);
    const two = (n: number): string => String(n).padStart(2, '0');
    const date = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
      .map((d) => `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${d.getUTCFullYear()}`);
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m, s]) => `${two(h)}:${two(m)}:${two(s)}`);
    const ptOptions = fc.record(
      {
        date,
        time,
        mode: fc.constantFrom('TRANSIT' as const, 'BUS' as const, 'RAIL' as const),
        maxWalkDistance: fc.double({ min: 1, max: 100_000, noNaN: true }),
        numItineraries: fc.constantFrom(1 as const, 2 as const, 3 as const),
      },
      { requiredKeys: ['date', 'time', 'mode'], ...plain },
    );
    const message = fc.oneof(
      fc.record({ type: fc.constant('planRoute' as const), requestId: fc.nat(), start: latLon, end: latLon, routeType: fc.constantFrom('walk' as const, 'drive' as const, 'cycle' as const) }, plain),
      fc.record({ type: fc.constant('planRoute' as const), requestId: fc.nat(), start: latLon, end: latLon, routeType: fc.constant('pt' as const), pt: ptOptions }, plain),
    );
    fc.assert(fc.property(message, (m) => assert.deepEqual(parseWebviewMessage(m), m)), { numRuns: 2000 });
  });
});

describe('helpers for the host', () => {
  test('each failure kind comes with the action that helps', () => {
    assert.equal(actionFor('auth'), 'signIn');
    assert.equal(actionFor('not-signed-in'), 'signIn');
    assert.equal(actionFor('forbidden'), 'signIn');
    assert.equal(actionFor('rate-limit'), 'wait');
    assert.equal(actionFor('network'), 'retry');
    assert.equal(actionFor('timeout'), 'retry');
    assert.equal(actionFor('server'), 'retry');
    assert.equal(actionFor('bad-request'), 'none');
    assert.equal(actionFor('invalid-request'), 'none');
  });

  test('a plan becomes the request the OneMap client takes', () => {
    assert.deepEqual(routeRequestOf({ start, end, routeType: 'cycle' }), { start, end, routeType: 'cycle' });
    assert.deepEqual(routeRequestOf({ start, end, routeType: 'pt', pt }), { start, end, routeType: 'pt', ...pt });
  });
});
