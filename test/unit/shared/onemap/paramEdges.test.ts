// OneMap's routing parameters at their exact edges, as both the client and the map page check them: the first
// and last day and time allowed and the next one out, a walk of just over 0 m and of exactly the most, and
// text that only looks right (a list holding the word, spaces around it, one digit short).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isMaxWalkDistance, isNumItineraries, isPtDate, isPtTime, isRouteType, isTransitMode, MAX_WALK_DISTANCE, ROAD_ROUTE_TYPES, ROUTE_TYPES, TRANSIT_MODES } from '../../../../src/shared/onemap/params';

test('the route types and transit modes are OneMap\'s words, exactly', () => {
  assert.deepEqual([...ROAD_ROUTE_TYPES], ['walk', 'drive', 'cycle']);
  assert.deepEqual([...ROUTE_TYPES], ['walk', 'drive', 'cycle', 'pt']);
  assert.deepEqual([...TRANSIT_MODES], ['TRANSIT', 'BUS', 'RAIL']);
  for (const type of ROUTE_TYPES) assert.ok(isRouteType(type));
  for (const mode of TRANSIT_MODES) assert.ok(isTransitMode(mode));
  for (const value of [['walk'], 'Walk', 'walk ', '', 'bus', ['BUS'], null]) {
    assert.equal(isRouteType(value), false, JSON.stringify(value));
    assert.equal(isTransitMode(value), false, JSON.stringify(value));
  }
});

test('dates: 01-01-1970 is the first, 02-29 only in leap years, 12-31 the last of a year', () => {
  for (const date of ['01-01-1970', '02-29-2024', '02-29-2000', '12-31-2099', '11-30-2023']) assert.ok(isPtDate(date), date);
  for (const date of ['12-31-1969', '02-29-2023', '02-29-1900', '13-01-2024', '00-10-2024', '04-31-2024', '01-00-2024', '1-01-2024', '01-01-24', ' 01-01-2024', '01-01-2024 ', '2024-01-01', '01/01/2024']) {
    assert.equal(isPtDate(date), false, date);
  }
  assert.equal(isPtDate(20240101), false);
  assert.equal(isPtDate(['11-30-2023']), false, 'a list holding a date');
});

test('times: 00:00:00 to 23:59:59; one second, minute or hour past is refused', () => {
  for (const time of ['00:00:00', '23:59:59', '09:05:07', '19:59:59']) assert.ok(isPtTime(time), time);
  for (const time of ['24:00:00', '23:60:00', '23:59:60', '9:05:07', '09:05', '09:05:07 ', 'x09:05:07', '30:00:00']) assert.equal(isPtTime(time), false, time);
  assert.equal(isPtTime(90507), false);
  assert.equal(isPtTime(['10:26:00']), false, 'a list holding a time');
});

test('itineraries: 1, 2 or 3, as numbers', () => {
  for (const n of [1, 2, 3]) assert.ok(isNumItineraries(n));
  for (const n of [0, 4, 1.5, '1', -1]) assert.equal(isNumItineraries(n), false, String(n));
});

test(`a walk: anything above 0 m up to ${MAX_WALK_DISTANCE} m`, () => {
  assert.equal(MAX_WALK_DISTANCE, 100_000);
  for (const m of [0.001, 1, 1000, 100_000]) assert.ok(isMaxWalkDistance(m), String(m));
  for (const m of [0, -0, -1, 100_000.001, Infinity, NaN, '1000']) assert.equal(isMaxWalkDistance(m), false, String(m));
});
