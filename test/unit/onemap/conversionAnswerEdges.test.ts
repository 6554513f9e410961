// Conversion answers at their edges: numbers as JSON numbers or as the strings OneMap's other services write,
// a blank, a word or an infinity refused rather than read as 0 or NaN, the fields each direction answers with
// named when one is missing, OneMap quoted when its 200 carries an error, and an empty or cut-off body told
// apart.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { parseJson, readConversion } from '../../../src/onemap/responses';

const malformed = (words: string) => (error: unknown) =>
  error instanceof OneMapError &&
  error.kind === 'malformed-response' &&
  error.message === `OneMap sent an answer this extension cannot read (${words}). Try again; if it keeps happening, the service may have changed.`;

test('numbers are read as JSON numbers or as strings with spaces around them, in each direction\'s fields', () => {
  assert.deepEqual(readConversion('4326to3414', { X: 28983.78, Y: 33554.5 }), { X: 28983.78, Y: 33554.5 });
  assert.deepEqual(readConversion('4326to3414', { X: ' 28983.78', Y: '33554.5 ' }), { X: 28983.78, Y: 33554.5 });
  assert.deepEqual(readConversion('3414to4326', { latitude: '1.3', longitude: 103.8 }), { latitude: 1.3, longitude: 103.8 });
  assert.deepEqual(readConversion('3857to4326', { latitude: '0', longitude: '-0.5', X: 'not read' }), { latitude: 0, longitude: -0.5 });
});

test('a blank, a word, an infinity or a missing number is refused, naming the fields that direction answers with', () => {
  for (const bad of ['', '   ', 'NIL', 'Infinity', '1.3.4', Infinity, NaN, null, true, undefined]) {
    assert.throws(() => readConversion('4326to3414', { X: 28983.78, Y: bad }), malformed('the conversion answer lacks X or Y'), String(bad));
    assert.throws(() => readConversion('4326to3414', { X: bad, Y: 33554.5 }), malformed('the conversion answer lacks X or Y'), String(bad));
    assert.throws(() => readConversion('3414to4326', { latitude: bad, longitude: 103.8 }), malformed('the conversion answer lacks latitude or longitude'), String(bad));
  }
  assert.throws(() => readConversion('3414to4326', { X: 1, Y: 2 }), malformed('the conversion answer lacks latitude or longitude'), 'X and Y are not a latitude');
});

test('an answer that is no object is refused as such, null and a list too', () => {
  for (const body of [null, [], [1.3, 103.8], '1.3,103.8', 42]) {
    assert.throws(() => readConversion('3414to4326', body), malformed('the conversion answer is not an object'), JSON.stringify(body));
  }
});

test('a 200 carrying an error quotes OneMap; one without an error quotes nothing', () => {
  assert.throws(
    () => readConversion('4326to3414', { error: 'Please input both latitude and longitude coordinates.' }),
    malformed('the conversion answer lacks X or Y; OneMap said: Please input both latitude and longitude coordinates.'),
  );
  assert.throws(() => readConversion('4326to3414', { message: 'no X here', Z: 1 }), malformed('the conversion answer lacks X or Y'));
  assert.throws(() => readConversion('4326to3414', { error: 42 }), malformed('the conversion answer lacks X or Y'));
});

test('an empty body and a cut-off one are told apart', () => {
  for (const text of ['', '  \r\n']) assert.throws(() => parseJson(text), malformed('an empty body'), JSON.stringify(text));
  for (const text of ['{"X": 28983.7', '<html>', 'null,']) assert.throws(() => parseJson(text), malformed('the body is not complete JSON'), text);
  assert.deepEqual(parseJson(' {"X": 1} '), { X: 1 });
});
