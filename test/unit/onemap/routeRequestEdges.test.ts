// A route request is checked at both ends before it is sent: a start or an end outside the world, on the edge
// of it, or missing, for every kind of route; the message names the end and the value that is wrong.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { validateConvertInput, validateCredentials, validateRouteRequest } from '../../../src/onemap/validate';
import type { RouteRequest } from '../../../src/shared/onemap/types';

const START = { lat: 1.2966, lon: 103.7764 };
const END = { lat: 1.3521, lon: 103.8198 };
const PT = { date: '08-15-2025', time: '08:30:00', mode: 'TRANSIT' };

const refused = (field: string, message: string) => (error: unknown) => {
  assert.ok(error instanceof OneMapError, String(error));
  assert.equal(error.kind, 'invalid-request');
  assert.equal(error.field, field);
  assert.equal(error.message, message);
  return true;
};

const route = (fields: Record<string, unknown>) => fields as unknown as RouteRequest;

test('every kind of route checks its end as well as its start', () => {
  for (const routeType of ['walk', 'drive', 'cycle', 'pt']) {
    const extra = routeType === 'pt' ? PT : {};
    assert.doesNotThrow(() => validateRouteRequest(route({ routeType, start: START, end: END, ...extra })));
    assert.throws(
      () => validateRouteRequest(route({ routeType, start: START, end: { lat: 91, lon: 103.8 }, ...extra })),
      refused('end.lat', 'Invalid end.lat: a latitude must be a number from -90 to 90 (got 91).'),
      routeType,
    );
    assert.throws(
      () => validateRouteRequest(route({ routeType, start: START, end: { lat: 1.3, lon: -180.5 }, ...extra })),
      refused('end.lon', 'Invalid end.lon: a longitude must be a number from -180 to 180 (got -180.5).'),
      routeType,
    );
    assert.throws(
      () => validateRouteRequest(route({ routeType, start: { lat: -90.5, lon: 103.8 }, end: END, ...extra })),
      refused('start.lat', 'Invalid start.lat: a latitude must be a number from -90 to 90 (got -90.5).'),
      routeType,
    );
    assert.throws(
      () => validateRouteRequest(route({ routeType, start: { lat: 1.3, lon: 180.5 }, end: END, ...extra })),
      refused('start.lon', 'Invalid start.lon: a longitude must be a number from -180 to 180 (got 180.5).'),
      routeType,
    );
    assert.throws(() => validateRouteRequest(route({ routeType, start: START, ...extra })), refused('end', 'Invalid end: give it as {lat, lon}.'));
    assert.throws(() => validateRouteRequest(route({ routeType, start: null, end: END, ...extra })), refused('start', 'Invalid start: give it as {lat, lon} (got null).'));
  }
});

test('the ends of the world are points too: latitude ±90 and longitude ±180 are taken at both ends', () => {
  for (const [lat, lon] of [[90, 180], [-90, -180]] as const) {
    assert.doesNotThrow(() => validateRouteRequest(route({ routeType: 'drive', start: { lat, lon }, end: { lat, lon } })));
  }
  assert.throws(() => validateRouteRequest(route({ routeType: 'drive', start: START, end: { lat: '1.3', lon: 103.8 } })), refused('end.lat', 'Invalid end.lat: a latitude must be a number from -90 to 90 (got "1.3").'));
  assert.throws(() => validateRouteRequest(route({ routeType: 'drive', start: START, end: { lat: 1.3, lon: Number.NaN } })), refused('end.lon', 'Invalid end.lon: a longitude must be a number from -180 to 180 (got NaN).'));
});

test('the route type is one of four, lowercase; a request that is not an object is refused as such', () => {
  assert.throws(() => validateRouteRequest(route({ routeType: 'Drive', start: START, end: END })), refused('routeType', 'Invalid routeType: it must be one of walk, drive, pt, cycle (lowercase) (got "Drive").'));
  assert.throws(() => validateRouteRequest(null as unknown as RouteRequest), refused('route request', 'Invalid route request: it must be an object.'));
});

test('public transport: date, time and mode are checked; walking distance and itineraries at their edges', () => {
  const pt = (extra: Record<string, unknown>) => () => validateRouteRequest(route({ routeType: 'pt', start: START, end: END, ...PT, ...extra }));
  assert.throws(pt({ date: '2025-08-15' }), refused('date', 'Invalid date: it must be a real calendar date from 1970 on, written MM-DD-YYYY (got "2025-08-15").'));
  assert.throws(pt({ time: '24:00:00' }), refused('time', 'Invalid time: it must be HH:MM:SS on the 24-hour clock (00:00:00 to 23:59:59) (got "24:00:00").'));
  assert.throws(pt({ mode: 'transit' }), refused('mode', 'Invalid mode: it must be one of TRANSIT, BUS, RAIL (uppercase) (got "transit").'));
  assert.doesNotThrow(pt({ maxWalkDistance: 100_000, numItineraries: 3 }));
  assert.doesNotThrow(pt({ maxWalkDistance: 0.5, numItineraries: 1 }));
  assert.throws(pt({ maxWalkDistance: 100_000.5 }), refused('maxWalkDistance', 'Invalid maxWalkDistance: it must be a positive number of metres, up to 100000 (got 100000.5).'));
  assert.throws(pt({ maxWalkDistance: 0 }), refused('maxWalkDistance', 'Invalid maxWalkDistance: it must be a positive number of metres, up to 100000 (got 0).'));
  assert.throws(pt({ numItineraries: 4 }), refused('numItineraries', 'Invalid numItineraries: it must be a whole number from 1 to 3 (got 4).'));
  // Date, time and mode mean nothing to a drive: they are not checked there.
  assert.doesNotThrow(() => validateRouteRequest(route({ routeType: 'drive', start: START, end: END, date: 'soon', mode: 'car' })));
});

test('a long text in a message is cut at 40 characters', () => {
  const long = 'w'.repeat(41);
  assert.throws(() => validateRouteRequest(route({ routeType: long, start: START, end: END })), refused('routeType', `Invalid routeType: it must be one of walk, drive, pt, cycle (lowercase) (got "${'w'.repeat(40)}…").`));
  assert.throws(() => validateRouteRequest(route({ routeType: 'w'.repeat(40), start: START, end: END })), refused('routeType', `Invalid routeType: it must be one of walk, drive, pt, cycle (lowercase) (got "${'w'.repeat(40)}").`));
  assert.throws(() => validateRouteRequest(route({ routeType: true, start: START, end: END })), refused('routeType', 'Invalid routeType: it must be one of walk, drive, pt, cycle (lowercase) (got true).'));
  assert.throws(() => validateRouteRequest(route({ routeType: {}, start: START, end: END })), refused('routeType', 'Invalid routeType: it must be one of walk, drive, pt, cycle (lowercase) (got object).'));
});

test('conversion input: latitude and longitude for 4326, X and Y for the others, each edge taken', () => {
  assert.doesNotThrow(() => validateConvertInput('4326to3414', { latitude: 90, longitude: -180 }));
  assert.throws(() => validateConvertInput('4326to3414', { latitude: 90.1, longitude: 103 }), refused('latitude', 'Invalid latitude: a latitude must be a number from -90 to 90 (got 90.1).'));
  assert.throws(() => validateConvertInput('4326to3857', { latitude: 1.3, longitude: 180.1 }), refused('longitude', 'Invalid longitude: a longitude must be a number from -180 to 180 (got 180.1).'));
  assert.doesNotThrow(() => validateConvertInput('3414to4326', { X: 28983.788, Y: 33554.5861 }));
  assert.throws(() => validateConvertInput('3414to4326', { X: 28983.788 }), refused('Y', 'Invalid Y: it must be a finite number of metres.'));
  assert.throws(() => validateConvertInput('3857to4326', { X: Number.POSITIVE_INFINITY, Y: 1 }), refused('X', 'Invalid X: it must be a finite number of metres (got Infinity).'));
  assert.throws(() => validateConvertInput('4326to4326' as never, { latitude: 1, longitude: 2 }), refused('direction', 'Invalid direction: it must be one of 4326to3857, 4326to3414, 3414to3857, 3414to4326, 3857to3414, 3857to4326 (got "4326to4326").'));
  assert.throws(() => validateConvertInput('3414to3857', 'here'), refused('point', 'Invalid point: it must be an object (got "here").'));
});

test('credentials: an email with an @ and a password; the password is never echoed', () => {
  assert.doesNotThrow(() => validateCredentials('demo@onemap.test', 'x'));
  for (const email of ['', '   ', 'no-at-sign', undefined]) {
    assert.throws(() => validateCredentials(email, 'secret-pass'), refused('email', 'Invalid email: enter the email address registered with OneMap.'));
  }
  assert.throws(() => validateCredentials('demo@onemap.test', ''), refused('password', 'Invalid password: enter the password of the OneMap account.'));
  assert.throws(() => validateCredentials('demo@onemap.test', 42), refused('password', 'Invalid password: enter the password of the OneMap account.'));
});
