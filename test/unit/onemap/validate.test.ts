// Parameters are checked before sending: anything the contract forbids is refused with the field and the
// rule named, and OneMap never hears about it.
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import {
  type OneMapError,
  type PtRouteRequest,
  type RouteRequest,
  validateConvertInput,
  validateRouteRequest,
} from '../../../src/onemap';
import { isPtDate } from '../../../src/shared/onemap/params';
import { type Simulator, startSimulator } from '../../simulator';
import { clientFor } from './simulatedClient';

const BASE_PT: PtRouteRequest = {
  start: { lat: 1.3, lon: 103.8 },
  end: { lat: 1.35, lon: 103.9 },
  routeType: 'pt',
  date: '03-14-2025',
  time: '08:30:00',
  mode: 'TRANSIT',
};

function refusal(field: string, rule: RegExp): (error: OneMapError) => boolean {
  return (error) => {
    assert.equal(error.kind, 'invalid-request');
    assert.equal(error.field, field);
    assert.ok(error.message.startsWith(`Invalid ${field}: `), error.message);
    assert.match(error.message, rule);
    return true;
  };
}

test('each broken routing field is refused, naming the field and the rule', () => {
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ routeType: 'WALK' }, 'routeType', /walk, drive, pt, cycle \(lowercase\).*"WALK"/],
    [{ routeType: 'bus' }, 'routeType', /one of walk, drive, pt, cycle/],
    [{ routeType: undefined }, 'routeType', /one of/],
    [{ start: { lat: 91, lon: 103.8 } }, 'start.lat', /from -90 to 90.*91/],
    [{ start: { lat: Number.NaN, lon: 103.8 } }, 'start.lat', /latitude/],
    [{ end: { lat: 1.3, lon: 180.5 } }, 'end.lon', /from -180 to 180/],
    [{ end: { lat: 1.3, lon: Infinity } }, 'end.lon', /longitude/],
    [{ end: { lat: '1.3', lon: 103.8 } }, 'end.lat', /latitude/],
    [{ start: null }, 'start', /\{lat, lon\}/],
    [{ date: '2025-03-14' }, 'date', /MM-DD-YYYY/],
    [{ date: '02-29-2025' }, 'date', /real calendar date/],
    [{ date: '13-01-2025' }, 'date', /real calendar date/],
    [{ date: undefined }, 'date', /MM-DD-YYYY/],
    [{ time: '24:00:00' }, 'time', /HH:MM:SS on the 24-hour clock/],
    [{ time: '08:30' }, 'time', /HH:MM:SS/],
    [{ time: '083000' }, 'time', /HH:MM:SS/],
    [{ time: '8:30:00' }, 'time', /HH:MM:SS/],
    [{ time: '08:60:00' }, 'time', /HH:MM:SS/],
    [{ mode: 'bus' }, 'mode', /TRANSIT, BUS, RAIL \(uppercase\)/],
    [{ mode: 'SUBWAY' }, 'mode', /TRANSIT, BUS, RAIL/],
    [{ maxWalkDistance: 0 }, 'maxWalkDistance', /positive number of metres/],
    [{ maxWalkDistance: -1 }, 'maxWalkDistance', /positive/],
    [{ maxWalkDistance: Infinity }, 'maxWalkDistance', /positive/],
    [{ numItineraries: 0 }, 'numItineraries', /whole number from 1 to 3/],
    [{ numItineraries: 4 }, 'numItineraries', /1 to 3/],
    [{ numItineraries: 1.5 }, 'numItineraries', /whole number/],
  ];
  for (const [change, field, rule] of cases) {
    assert.throws(() => validateRouteRequest({ ...BASE_PT, ...change } as RouteRequest), refusal(field, rule), JSON.stringify(change));
  }
});

test('well-formed requests pass, at the edges too', () => {
  for (const request of [
    BASE_PT,
    { ...BASE_PT, date: '02-29-2024', time: '23:59:59', mode: 'BUS', maxWalkDistance: 0.5, numItineraries: 1 },
    { ...BASE_PT, time: '00:00:00', mode: 'RAIL', numItineraries: 3 },
    { start: { lat: -90, lon: -180 }, end: { lat: 90, lon: 180 }, routeType: 'walk' },
    { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.3, lon: 103.8 }, routeType: 'drive' },
    // The pt-only fields are ignored for the other route types.
    { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.3, lon: 103.8 }, routeType: 'cycle', date: 'whenever' },
  ]) {
    assert.doesNotThrow(() => validateRouteRequest(request as RouteRequest), JSON.stringify(request));
  }
});

test('calendar dates: exactly the days that exist, from 1970 on', () => {
  fc.assert(
    fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (date) => {
      const text = `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}-${date.getUTCFullYear()}`;
      return isPtDate(text);
    }),
  );
  for (const text of ['02-29-1900', '12-31-1969', '02-29-2100', '04-31-2025', '00-10-2025', '10-00-2025', '1-1-2025']) {
    assert.equal(isPtDate(text), false, text);
  }
  assert.equal(isPtDate('02-29-2000'), true);
  assert.equal(isPtDate('01-01-1970'), true);
});

test('conversion inputs must be finite numbers, and degrees in range', () => {
  assert.throws(() => validateConvertInput('3414to4326', { X: Number.NaN, Y: 1 }), refusal('X', /finite number/));
  assert.throws(() => validateConvertInput('3857to3414', { X: 1, Y: Infinity }), refusal('Y', /finite number/));
  assert.throws(() => validateConvertInput('3414to3857', { X: '1', Y: 2 } as never), refusal('X', /finite/));
  assert.throws(() => validateConvertInput('4326to3414', { latitude: 100, longitude: 103 }), refusal('latitude', /-90 to 90/));
  assert.throws(() => validateConvertInput('4326to3857', { latitude: 1, longitude: -181 }), refusal('longitude', /-180 to 180/));
  assert.throws(() => validateConvertInput('4326to3857', { X: 1, Y: 2 } as never), refusal('latitude', /latitude/));
  assert.throws(() => validateConvertInput('9999to4326' as never, { X: 1, Y: 2 }), refusal('direction', /4326to3857/));
  assert.doesNotThrow(() => validateConvertInput('3414to4326', { X: -1e9, Y: 0 }));
});

// ---- Nothing invalid is ever sent ----

let sim: Simulator;
before(async () => {
  sim = await startSimulator();
});
after(async () => {
  await sim.close();
});

const badLatitude = fc.oneof(
  fc.double({ min: 90, max: 1e9, minExcluded: true, noNaN: true }),
  fc.double({ min: -1e9, max: -90, maxExcluded: true, noNaN: true }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity),
);
const badLongitude = fc.oneof(
  fc.double({ min: 180, max: 1e9, minExcluded: true, noNaN: true }),
  fc.double({ min: -1e9, max: -180, maxExcluded: true, noNaN: true }),
  fc.constantFrom(Number.NaN, Infinity),
);
const badDate = fc.oneof(
  fc.string().filter((s) => !/^\d{2}-\d{2}-\d{4}$/.test(s)),
  fc.tuple(fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => `${m}-${String(d).padStart(2, '0')}-2025`),
  fc.integer({ min: 1, max: 12 }).map((m) => `${String(m).padStart(2, '0')}-32-2025`),
);
const badTime = fc.oneof(
  fc.string().filter((s) => !/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(s)),
  fc.tuple(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${h}:${String(m).padStart(2, '0')}:00`),
  fc.integer({ min: 60, max: 99 }).map((s) => `12:00:${s}`),
);

/** A valid pt request with exactly one field broken. */
const brokenRequest: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  badLatitude.map((lat) => ({ ...BASE_PT, start: { lat, lon: 103.8 } })),
  badLongitude.map((lon) => ({ ...BASE_PT, end: { lat: 1.3, lon } })),
  fc.string().filter((s) => !['walk', 'drive', 'pt', 'cycle'].includes(s)).map((routeType) => ({ ...BASE_PT, routeType })),
  badDate.map((date) => ({ ...BASE_PT, date })),
  badTime.map((time) => ({ ...BASE_PT, time })),
  fc.string().filter((s) => !['TRANSIT', 'BUS', 'RAIL'].includes(s)).map((mode) => ({ ...BASE_PT, mode })),
  fc.oneof(fc.double({ max: 0, noNaN: true }), fc.constantFrom(Number.NaN, Infinity)).map((maxWalkDistance) => ({ ...BASE_PT, maxWalkDistance })),
  fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 4 }), fc.double({ min: 1.01, max: 2.99, noNaN: true }).filter((n) => !Number.isInteger(n))).map((numItineraries) => ({ ...BASE_PT, numItineraries })),
);

test('any request with a broken field is refused before anything reaches OneMap', async () => {
  const { client } = clientFor(sim);
  try {
    await fc.assert(
      fc.asyncProperty(brokenRequest, async (request) => {
        await assert.rejects(client.route(request as unknown as RouteRequest), (error: OneMapError) => error.kind === 'invalid-request');
        return sim.stats.requests.length === 0 && sim.stats.tokenRequests === 0;
      }),
      { numRuns: 300 },
    );
    const broken = fc.oneof(
      badLatitude.map((latitude) => ['4326to3414', { latitude, longitude: 103.8 }] as const),
      fc.constantFrom(Number.NaN, Infinity, -Infinity).map((X) => ['3414to4326', { X, Y: 31000 }] as const),
    );
    await fc.assert(
      fc.asyncProperty(broken, async ([direction, point]) => {
        await assert.rejects(client.convert(direction as never, point as never), (error: OneMapError) => error.kind === 'invalid-request');
        return sim.stats.requests.length === 0;
      }),
      { numRuns: 100 },
    );
  } finally {
    await client.close();
  }
});

test('any valid request goes through: the validator is not stricter than OneMap', async () => {
  const { client } = clientFor(sim);
  const sgLat = fc.double({ min: 1.2, max: 1.47, noNaN: true });
  const sgLon = fc.double({ min: 103.6, max: 104.05, noNaN: true });
  const two = (n: number): string => String(n).padStart(2, '0');
  const request = fc.record({
    start: fc.record({ lat: sgLat, lon: sgLon }),
    end: fc.record({ lat: sgLat, lon: sgLon }),
    routeType: fc.constant('pt' as const),
    date: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map(
      (d) => `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${d.getUTCFullYear()}`,
    ),
    time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })).map(
      ([h, m, s]) => `${two(h)}:${two(m)}:${two(s)}`,
    ),
    mode: fc.constantFrom('TRANSIT' as const, 'BUS' as const, 'RAIL' as const),
    maxWalkDistance: fc.double({ min: 1, max: 5000, noNaN: true }),
    numItineraries: fc.constantFrom(1 as const, 2 as const, 3 as const),
  });
  try {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const answer = await client.route(r);
        return answer.plan.itineraries.length === r.numItineraries;
      }),
      { numRuns: 40 },
    );
  } finally {
    await client.close();
  }
});
