// What is sent to OneMap's search and reverse geocode, pinned at the edges a user meets: a query typed with
// spaces around it, the longest query taken, page 1, the poles and the antimeridian, a buffer of 0 and 500 m.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { MAX_BUFFER_M, MAX_SEARCH_LENGTH, REVGEOCODE_PATH, REVGEOCODE_XY_PATH, reverseGeocodeRequest, searchQuery } from '../../../src/onemap/placeRequests';

const refused = (field: string, words: RegExp) => (error: unknown) =>
  error instanceof OneMapError && error.kind === 'invalid-request' && error.field === field && words.test(error.message);

test('a search query is sent trimmed, with geometry and address details, page 1 by default', () => {
  assert.equal(searchQuery('  542226 \t').toString(), 'searchVal=542226&returnGeom=Y&getAddrDetails=Y&pageNum=1');
  assert.equal(searchQuery(' Raffles Place ', 3).get('searchVal'), 'Raffles Place');
  assert.equal(searchQuery('a', 3).get('pageNum'), '3');
});

test('an empty or blank query, or one longer than 200 characters, is refused before any call', () => {
  for (const text of ['', '   ', '\t\n', undefined, 42]) {
    assert.throws(() => searchQuery(text), refused('search', /^Invalid search: enter an address, building name or postal code\.$/), String(text));
  }
  assert.equal(searchQuery('x'.repeat(MAX_SEARCH_LENGTH)).get('searchVal')?.length, 200);
  assert.throws(() => searchQuery('x'.repeat(MAX_SEARCH_LENGTH + 1)), refused('search', /at most 200 characters/));
});

test('the page is a whole number from 1', () => {
  assert.equal(searchQuery('a', 1).get('pageNum'), '1');
  for (const page of [0, -1, 1.5, '2', Number.NaN]) {
    assert.throws(() => searchQuery('a', page), refused('page', /^Invalid page: it must be a whole number from 1\.$/), String(page));
  }
});

test('reverse geocode by latitude and longitude: the location is "lat,lon", both ends of each range taken', () => {
  const { path, query } = reverseGeocodeRequest({ lat: 1.2966, lon: 103.7764 });
  assert.equal(path, REVGEOCODE_PATH);
  assert.equal(query.toString(), 'location=1.2966%2C103.7764');
  for (const [lat, lon] of [[-90, -180], [90, 180]] as const) {
    assert.equal(reverseGeocodeRequest({ lat, lon }).query.get('location'), `${lat},${lon}`);
  }
  assert.throws(() => reverseGeocodeRequest({ lat: 90.0001, lon: 103 }), refused('lat', /from -90 to 90/));
  assert.throws(() => reverseGeocodeRequest({ lat: -90.0001, lon: 103 }), refused('lat', /from -90 to 90/));
  assert.throws(() => reverseGeocodeRequest({ lat: 1.3, lon: 180.0001 }), refused('lon', /from -180 to 180/));
  assert.throws(() => reverseGeocodeRequest({ lat: 1.3, lon: -180.0001 }), refused('lon', /from -180 to 180/));
  assert.throws(() => reverseGeocodeRequest({ lat: Number.NaN, lon: 103 }), refused('lat', /latitude/));
  assert.throws(() => reverseGeocodeRequest({ lat: 1.3, lon: Number.POSITIVE_INFINITY }), refused('lon', /longitude/));
});

test('reverse geocode by SVY21: the location is "X,Y" on the XY path; non-finite metres are refused', () => {
  const { path, query } = reverseGeocodeRequest({ X: 28983.788, Y: 33554.5861 });
  assert.equal(path, REVGEOCODE_XY_PATH);
  assert.equal(query.get('location'), '28983.788,33554.5861');
  assert.throws(() => reverseGeocodeRequest({ X: Number.NaN, Y: 33554 }), refused('point', /X and Y must be finite/));
  assert.throws(() => reverseGeocodeRequest({ X: 28983, Y: Number.NEGATIVE_INFINITY }), refused('point', /X and Y must be finite/));
  for (const point of [null, 'here', 7]) {
    assert.throws(() => reverseGeocodeRequest(point as never), refused('point', /\{lat, lon\} or \{X, Y\}/));
  }
});

test('the buffer: absent means OneMap\'s default; 0 and 500 m are sent; outside that is refused', () => {
  assert.equal(reverseGeocodeRequest({ lat: 1.3, lon: 103.8 }).query.has('buffer'), false);
  assert.equal(reverseGeocodeRequest({ lat: 1.3, lon: 103.8 }, 0).query.get('buffer'), '0');
  assert.equal(reverseGeocodeRequest({ lat: 1.3, lon: 103.8 }, MAX_BUFFER_M).query.get('buffer'), '500');
  for (const buffer of [-0.1, 500.1, Number.NaN, '50']) {
    assert.throws(() => reverseGeocodeRequest({ lat: 1.3, lon: 103.8 }, buffer), refused('buffer', /^Invalid buffer: it must be 0 to 500 metres\.$/), String(buffer));
  }
});
