// The public-transport departure: typed as Singapore's date and time, sent in OneMap's formats.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { departureNow, oneMapDate, oneMapTime } from '../../../src/travelTimes/departure';

test("today and now are Singapore's, UTC+8, also across midnight UTC", () => {
  assert.deepEqual(departureNow(Date.UTC(2026, 10, 26, 9, 21)), { date: '2026-11-26', time: '17:21' });
  assert.deepEqual(departureNow(Date.UTC(2026, 11, 31, 16, 5)), { date: '2027-01-01', time: '00:05' });
});

test("dates and times as OneMap takes them; days and times that do not exist are refused", () => {
  assert.equal(oneMapDate('2026-11-26'), '11-26-2026');
  assert.equal(oneMapDate(' 2028-2-29 '), '02-29-2028');
  assert.equal(oneMapDate('2026-02-29'), undefined);
  assert.equal(oneMapDate('26-11-2026'), undefined);
  assert.equal(oneMapTime('8:30'), '08:30:00');
  assert.equal(oneMapTime('23:59'), '23:59:00');
  assert.equal(oneMapTime('24:00'), undefined);
  assert.equal(oneMapTime('8.30'), undefined);
});
