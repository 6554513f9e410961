// The public-transport fields are checked before anything is sent, with a message for each field at fault.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { type PtFormInput, validatePtForm } from '../../../webview/ptForm';

const good: PtFormInput = { date: '11-30-2023', time: '10:26:00', mode: 'BUS', maxWalkDistance: '1000', numItineraries: '3' };

function errorsFor(change: Partial<PtFormInput>): string[] {
  const result = validatePtForm({ ...good, ...change });
  return result.ok ? [] : Object.keys(result.errors);
}

test('valid fields give OneMap’s parameters', () => {
  assert.deepEqual(validatePtForm(good), {
    ok: true,
    value: { date: '11-30-2023', time: '10:26:00', mode: 'BUS', maxWalkDistance: 1000, numItineraries: 3 },
  });
  const trimmed = validatePtForm({ date: ' 02-29-2024 ', time: '18:05', mode: 'rail', maxWalkDistance: '250.5', numItineraries: '1' });
  assert.deepEqual(trimmed, { ok: true, value: { date: '02-29-2024', time: '18:05:00', mode: 'RAIL', maxWalkDistance: 250.5, numItineraries: 1 } });
});

test('the date must be MM-DD-YYYY and a real day', () => {
  for (const date of ['2023-11-30', '30-11-2023', '11/30/2023', '1-5-2024', '', 'today']) assert.deepEqual(errorsFor({ date }), ['date'], date);
  for (const date of ['02-30-2024', '02-29-2023', '13-01-2024', '00-10-2024', '04-31-2024']) assert.deepEqual(errorsFor({ date }), ['date'], date);
  for (const date of ['02-29-2024', '12-31-2023', '01-01-2030']) assert.deepEqual(errorsFor({ date }), [], date);
});

test('the time must be HH:MM:SS on the 24-hour clock', () => {
  for (const time of ['24:00:00', '7:05:00', '10:60:00', '10:26:60', '10am', '', '10-26-00']) assert.deepEqual(errorsFor({ time }), ['time'], time);
  for (const time of ['00:00:00', '23:59:59', '07:05:00']) assert.deepEqual(errorsFor({ time }), [], time);
});

test('the mode is TRANSIT, BUS or RAIL', () => {
  assert.deepEqual(errorsFor({ mode: 'FERRY' }), ['mode']);
  assert.deepEqual(errorsFor({ mode: '' }), ['mode']);
  assert.deepEqual(errorsFor({ mode: 'TRANSIT' }), []);
});

test('the walk distance is a positive number of metres', () => {
  for (const maxWalkDistance of ['0', '-100', 'abc', '', '1e3', '100001', '10 m']) {
    assert.deepEqual(errorsFor({ maxWalkDistance }), ['maxWalkDistance'], maxWalkDistance);
  }
  assert.deepEqual(errorsFor({ maxWalkDistance: '1' }), []);
});

test('1 to 3 itineraries', () => {
  for (const numItineraries of ['0', '4', '1.5', '', 'three']) assert.deepEqual(errorsFor({ numItineraries }), ['numItineraries'], numItineraries);
  for (const numItineraries of ['1', '2', '3']) assert.deepEqual(errorsFor({ numItineraries }), []);
});

test('every bad field is reported at once, each with its own message', () => {
  const result = validatePtForm({ date: 'x', time: 'y', mode: 'z', maxWalkDistance: '-1', numItineraries: '9' });
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.deepEqual(Object.keys(result.errors).sort(), ['date', 'maxWalkDistance', 'mode', 'numItineraries', 'time']);
  assert.equal(new Set(Object.values(result.errors)).size, 5);
});
