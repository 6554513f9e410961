// Times, distances and prices as the panel shows them.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatClock, formatDistance, formatDuration, formatFare, formatLatLon, formatTransfers, singaporeNow } from '../../../webview/common/format';
import { ptBus2023 } from '../samples';

test('durations read as a person says them', () => {
  assert.equal(formatDuration(0), '0 s');
  assert.equal(formatDuration(1), '1 s');
  assert.equal(formatDuration(45), '45 s');
  assert.equal(formatDuration(59), '59 s');
  assert.equal(formatDuration(60), '1 min');
  assert.equal(formatDuration(720), '12 min');
  assert.equal(formatDuration(2076), '35 min');
  assert.equal(formatDuration(3540), '59 min');
  assert.equal(formatDuration(3600), '1 h 00 min');
  assert.equal(formatDuration(3900), '1 h 05 min');
  assert.equal(formatDuration(7 * 3600 + 59 * 60), '7 h 59 min');
  assert.equal(formatDuration(-1), '');
  assert.equal(formatDuration(NaN), '');
});

test('distances are metres below a kilometre, then kilometres to one decimal', () => {
  assert.equal(formatDistance(0), '0 m');
  assert.equal(formatDistance(6), '6 m');
  assert.equal(formatDistance(447.76), '448 m');
  assert.equal(formatDistance(850), '850 m');
  assert.equal(formatDistance(999.4), '999 m');
  assert.equal(formatDistance(999.6), '1.0 km');
  assert.equal(formatDistance(3200), '3.2 km');
  assert.equal(formatDistance(7977), '8.0 km');
  assert.equal(formatDistance(45_120), '45.1 km');
  assert.equal(formatDistance(Infinity), '');
});

/** HH:MM at UTC+8, worked out from the epoch without the code under test. */
function sgClock(epochMs: number): string {
  const minutes = Math.floor((epochMs / 1000 + 8 * 3600) / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

test('clock times are Singapore wall-clock times, 24-hour', () => {
  const itinerary = ptBus2023().plan.itineraries[0];
  assert.equal(formatClock(itinerary.startTime), sgClock(itinerary.startTime));
  assert.equal(formatClock(itinerary.endTime), sgClock(itinerary.endTime));
  assert.equal(formatClock(itinerary.startTime), '10:26'); // the request asked for 10:26:00 on 11-30-2023
  assert.equal(formatClock(Date.UTC(2024, 0, 1, 16, 5)), '00:05'); // past midnight in Singapore, still the day before in UTC
  assert.equal(formatClock(Date.UTC(2024, 0, 1, 15, 59)), '23:59');
});

test('"now" in Singapore comes in the forms OneMap takes', () => {
  assert.deepEqual(singaporeNow(Date.UTC(2023, 10, 30, 2, 26, 0)), { date: '11-30-2023', time: '10:26:00' });
  assert.deepEqual(singaporeNow(Date.UTC(2023, 11, 31, 16, 0, 5)), { date: '01-01-2024', time: '00:00:05' });
  assert.deepEqual(singaporeNow(Date.UTC(2024, 1, 28, 23, 59, 59)), { date: '02-29-2024', time: '07:59:59' });
});

test('fares show as dollars and cents; no fare shows nothing', () => {
  assert.equal(formatFare('1.19'), '$1.19');
  assert.equal(formatFare('0.9'), '$0.90');
  assert.equal(formatFare('2'), '$2.00');
  assert.equal(formatFare(''), undefined);
  assert.equal(formatFare('N/A'), undefined);
  assert.equal(formatFare(undefined), undefined);
});

test('transfers and coordinates', () => {
  assert.equal(formatTransfers(0), 'No transfers');
  assert.equal(formatTransfers(1), '1 transfer');
  assert.equal(formatTransfers(2), '2 transfers');
  assert.equal(formatLatLon({ lat: 1.3039454, lon: 103.8408471 }), '1.303945, 103.840847');
});
