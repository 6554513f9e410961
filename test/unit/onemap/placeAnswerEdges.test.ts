// Search and reverse-geocode answers at their edges: a place at ±90/±180 read and one step past refused, a
// place with its latitude and longitude swapped refused (not put in the sea), 100 results taken and 101 not,
// texts up to 500 characters, counts as whole numbers, and which result is at fault named.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { readGeocodeInfo, readSearchPage } from '../../../src/onemap/placeResponses';

const result = (over: Record<string, unknown> = {}) => ({ SEARCHVAL: 'A', X: '1', Y: '2', LATITUDE: '1.3', LONGITUDE: '103.8', ...over });
const page = (results: unknown[], over: Record<string, unknown> = {}) => ({ found: results.length, totalNumPages: 1, pageNum: 1, results, ...over });
const place = (over: Record<string, unknown> = {}) => ({ BUILDINGNAME: 'B', XCOORD: '28983.78', YCOORD: '33554.5', LATITUDE: '1.3', LONGITUDE: '103.8', ...over });
const malformed = (words: string) => (error: unknown) =>
  error instanceof OneMapError &&
  error.kind === 'malformed-response' &&
  error.message === `OneMap sent an answer this extension cannot read (${words}). Try again; if it keeps happening, the service may have changed.`;

test('a result at the ends of the globe is read; one step past, or with its axes swapped, is refused by its number', () => {
  for (const [lat, lon] of [['90', '180'], ['-90', '-180'], [' 90 ', '-180'], [-90, 180]]) {
    const [read] = readSearchPage(page([result({ LATITUDE: lat, LONGITUDE: lon })])).results;
    assert.deepEqual([read!.lat, read!.lon], [Number(lat), Number(lon)]);
  }
  for (const [lat, lon] of [['90.0001', '103.8'], ['-90.0001', '103.8'], ['1.3', '180.0001'], ['1.3', '-180.0001'], ['103.8', '1.3']]) {
    assert.throws(() => readSearchPage(page([result(), result({ LATITUDE: lat, LONGITUDE: lon })])), malformed('search result 2 lacks a name or numeric coordinates'), `${lat},${lon}`);
    assert.throws(() => readGeocodeInfo({ GeocodeInfo: [place({ LATITUDE: lat, LONGITUDE: lon })] }), malformed('place 1 in the reverse-geocode answer lacks numeric coordinates'));
  }
  for (const missing of ['X', 'Y', 'LATITUDE', 'LONGITUDE']) {
    assert.throws(() => readSearchPage(page([result({ [missing]: '' })])), malformed('search result 1 lacks a name or numeric coordinates'), missing);
    assert.throws(() => readSearchPage(page([result({ [missing]: 'Infinity' })])), /search result 1/, missing);
  }
  for (const missing of ['XCOORD', 'YCOORD', 'LATITUDE', 'LONGITUDE']) {
    assert.throws(() => readGeocodeInfo({ GeocodeInfo: [place({ [missing]: '  ' })] }), /place 1 in the reverse-geocode answer/, missing);
  }
});

test('numbers as OneMap writes them (strings) or as JSON numbers; counts are whole and not negative', () => {
  const read = readSearchPage({ found: '12', totalNumPages: 2, pageNum: ' 2 ', results: [result({ X: 28983.78, Y: '33554.5' })] });
  assert.deepEqual([read.found, read.totalPages, read.page], [12, 2, 2]);
  assert.deepEqual([read.results[0]!.x, read.results[0]!.y], [28983.78, 33554.5]);
  assert.equal(readSearchPage(page([], { found: 0 })).found, 0);
  for (const count of ['1.5', -1, '', ' ', 'ten', 1.5, null]) {
    assert.throws(() => readSearchPage(page([], { found: count })), malformed('the search answer lacks found, totalNumPages, pageNum or results'), String(count));
  }
  assert.throws(() => readSearchPage({ found: 0, totalNumPages: 0, pageNum: 1, results: 'none' }), /lacks found, totalNumPages, pageNum or results/);
});

test('100 results on a page are read, 101 refused; 100 places near a point read, 101 refused', () => {
  assert.equal(readSearchPage(page(Array.from({ length: 100 }, () => result()))).results.length, 100);
  assert.throws(() => readSearchPage(page(Array.from({ length: 101 }, () => result()))), malformed('the search answer has 101 results on one page'));
  assert.equal(readGeocodeInfo({ GeocodeInfo: Array.from({ length: 100 }, () => place()) }).length, 100);
  assert.throws(() => readGeocodeInfo({ GeocodeInfo: Array.from({ length: 101 }, () => place()) }), malformed('the reverse-geocode answer lists 101 places'));
  assert.deepEqual(readGeocodeInfo({ GeocodeInfo: [] }), []);
});

test('texts are trimmed, up to 500 characters; "NIL" and blanks are no value; the address falls back to the name', () => {
  const long = 'r'.repeat(500);
  const [read] = readSearchPage(page([result({ SEARCHVAL: ' TAMPINES MALL ', ROAD_NAME: long, BUILDING: 'NIL', BLK_NO: ' ', POSTAL: '529510', ADDRESS: null })])).results;
  assert.deepEqual(read, { name: 'TAMPINES MALL', address: 'TAMPINES MALL', road: long, postalCode: '529510', lat: 1.3, lon: 103.8, x: 1, y: 2 });
  assert.throws(() => readSearchPage(page([result({ ROAD_NAME: `${long}r` })])), /search result 1 lacks a name/);
  assert.throws(() => readSearchPage(page([result({ SEARCHVAL: 'NIL' })])), /search result 1 lacks a name/);
  assert.throws(() => readSearchPage(page([result({ ADDRESS: 42 })])), /search result 1 lacks a name/);
  const [near] = readGeocodeInfo({ GeocodeInfo: [place({ BUILDINGNAME: 'NIL', BLOCK: ' 10 ', ROAD: 'TAMPINES CENTRAL 1', POSTALCODE: '' })] });
  assert.deepEqual(near, { block: '10', road: 'TAMPINES CENTRAL 1', lat: 1.3, lon: 103.8, x: 28983.78, y: 33554.5 });
  assert.throws(() => readGeocodeInfo({ GeocodeInfo: [place({ ROAD: 'x'.repeat(501) })] }), /place 1/);
  assert.throws(() => readGeocodeInfo({ GeocodeInfo: [place(), 'place'] }), /place 2 in the reverse-geocode answer/);
});

test('an answer carrying an error quotes OneMap; one without says what is missing', () => {
  assert.throws(() => readGeocodeInfo({ error: 'Invalid location.' }), malformed('the reverse-geocode answer lacks GeocodeInfo; OneMap said: Invalid location.'));
  assert.throws(() => readGeocodeInfo({ GeocodeInfo: {} }), malformed('the reverse-geocode answer lacks GeocodeInfo'));
  assert.throws(() => readSearchPage({ error: 7 }), malformed('the search answer lacks found, totalNumPages, pageNum or results'));
  assert.throws(() => readSearchPage('page'), malformed('the search answer is not an object'));
});
