// The public-transport fields are checked before anything is sent, with a message for each field at fault;
// the pickers' values leave in OneMap's formats; a far date is told apart for the page to question.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { dateConcern, oneMapDate, oneMapTime, pickerDate, type PtFormInput, validatePtForm } from '../../../webview/route/ptForm';

const good: PtFormInput = { date: '2023-11-30', time: '10:26:00', mode: 'BUS', maxWalkDistance: '1000', numItineraries: '3' };

function errorsFor(change: Partial<PtFormInput>): string[] {
  const result = validatePtForm({ ...good, ...change });
  return result.ok ? [] : Object.keys(result.errors);
}

test('valid fields give OneMap’s parameters', () => {
  assert.deepEqual(validatePtForm(good), {
    ok: true,
    value: { date: '11-30-2023', time: '10:26:00', mode: 'BUS', maxWalkDistance: 1000, numItineraries: 3 },
  });
  const trimmed = validatePtForm({ date: ' 2024-02-29 ', time: '18:05', mode: 'rail', maxWalkDistance: '250.5', numItineraries: '1' });
  assert.deepEqual(trimmed, { ok: true, value: { date: '02-29-2024', time: '18:05:00', mode: 'RAIL', maxWalkDistance: 250.5, numItineraries: 1 } });
});

test('the date is a date picker’s YYYY-MM-DD naming a real day; an empty picker is an error', () => {
  for (const date of ['11-30-2023', '30-11-2023', '2023/11/30', '2024-1-5', '', 'today']) assert.deepEqual(errorsFor({ date }), ['date'], date);
  for (const date of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '1969-12-31']) assert.deepEqual(errorsFor({ date }), ['date'], date);
  for (const date of ['2024-02-29', '2023-12-31', '2030-01-01']) assert.deepEqual(errorsFor({ date }), [], date);
});

test('the time is a time picker’s HH:MM or HH:MM:SS on the 24-hour clock, sent with whole seconds', () => {
  for (const time of ['24:00:00', '7:05:00', '10:60:00', '10:26:60', '10am', '', '10-26-00']) assert.deepEqual(errorsFor({ time }), ['time'], time);
  for (const time of ['00:00:00', '23:59:59', '07:05', '07:05:00.500']) assert.deepEqual(errorsFor({ time }), [], time);
  const sent = (time: string) => {
    const result = validatePtForm({ ...good, time });
    return result.ok ? result.value.time : undefined;
  };
  assert.equal(sent('07:05'), '07:05:00');
  assert.equal(sent('07:05:09.250'), '07:05:09');
});

test('picker values and OneMap’s formats convert both ways', () => {
  assert.equal(oneMapDate('2023-11-30'), '11-30-2023');
  assert.equal(pickerDate('11-30-2023'), '2023-11-30');
  assert.equal(pickerDate(oneMapDate('2024-02-29')), '2024-02-29');
  assert.equal(pickerDate('not a date'), '', 'an empty picker rather than a wrong day');
  assert.equal(oneMapDate('11-30-2023'), '', 'only a picker’s value is read');
  assert.equal(oneMapTime('6pm'), '');
  assert.equal(oneMapTime('18:05'), '18:05:00');
  assert.equal(oneMapTime('18:05:30'), '18:05:30');
  assert.equal(oneMapTime('18:05:30.999'), '18:05:30');
});

test('a date before today or after the same day next year is questioned; today up to a year ahead is not', () => {
  const today = '11-24-2026';
  assert.equal(dateConcern('11-23-2026', today), 'past');
  assert.equal(dateConcern('11-30-2020', today), 'past');
  assert.equal(dateConcern('12-31-2025', today), 'past');
  assert.equal(dateConcern('11-24-2026', today), undefined);
  assert.equal(dateConcern('01-01-2027', today), undefined);
  assert.equal(dateConcern('11-24-2027', today), undefined);
  assert.equal(dateConcern('11-25-2027', today), 'farFuture');
  assert.equal(dateConcern('01-01-2030', today), 'farFuture');
  // From a leap day, a year on is the end of February.
  assert.equal(dateConcern('02-28-2025', '02-29-2024'), undefined);
  assert.equal(dateConcern('03-01-2025', '02-29-2024'), 'farFuture');
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
