// The object scanner (named/objects.ts) at the edges of what people paste: comparisons that look like
// assignments, keys with dashes, dots, underscores and accents, values that are not numbers, apostrophes in
// prose, escaped quotes in HTML inside JSON, colons in arrays, and objects cut by the selection or left open.
// Each case lists the pairs a user would expect found, as the text slices the offsets point at.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { forgetNames } from '../../../../src/shared/coords/named/names';
import { pairsFound as pairs } from './support';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

function cases(title: string, table: Array<[text: string, found: string[]]>): void {
  describe(title, () => {
    for (const [text, found] of table) it(text, () => assert.deepEqual(pairs(text), found));
  });
}

cases('key=value, and what only looks like it', [
  ['lat=1.3521&lng=103.8198', ['keyValue: lng=103.8198 lat=1.3521 (degrees)']],
  ['lat = 1.3521; lng\t=\t103.8198;', ['keyValue: lng=103.8198 lat=1.3521 (degrees)']],
  ['if (lat == 1.3521 && lng == 103.8198) {}', []],
  ['lat != 1.3521 || lng != 103.8198', []],
  ['lat <= 1.3521 && lng <= 103.8198', []],
  ['lat >= 1.3521 && lng >= 103.8198', []],
  ['lat=>1.3521; lng=>103.8198', []],
  ['lat==1.3521; lng==103.8198', []],
  ['=1.3521 lng=103.8198', []],
]);

cases('keys as code and markup write them', [
  ['data-lat="1.3521" data-lng="103.8198"', ['keyValue: data-lng=103.8198 data-lat=1.3521 (degrees)']],
  ['marker.lat = 1.3521; marker.lng = 103.8198;', ['keyValue: marker.lng=103.8198 marker.lat=1.3521 (degrees)']],
  ['$lat: 1.3521; $lng: 103.8198;', ['object: $lng=103.8198 $lat=1.3521 (degrees)']],
  ['_lat: 1.3521, _lng: 103.8198', ['object: _lng=103.8198 _lat=1.3521 (degrees)']],
  ['ülat: 1.3521, ülng: 103.8198', ['object: ülng=103.8198 ülat=1.3521 (degrees)']],
  ['{"lat" : 1.3521, "lng"\t: 103.8198}', ['object: lng=103.8198 lat=1.3521 (degrees)']],
]);

cases('values that are not coordinates', [
  ['{"lat": "", "lng": 103.8198}', []],
  ['{"lat": null, "lng": 103.8198}', []],
  ['{"lat": 1.3521, "lng": ""}', []],
  ['{"lat": 0, "lng": 103.8198}', []],
  ['{"lat": 1.3521, "lng": 0.0}', []],
  ['lat: 1.3521abc, lng: 103.8198', []],
  ['lat: 1.35.21, lng: 103.8198', []],
  ['{"lat": "1.3521, "lng": 103.8198}', []],
  ['{"lat": "1.3521", "lng": "103.8198"}', ['object: lng=103.8198 lat=1.3521 (degrees)']],
  ["{'lat': ' 1.3521 ', 'lng': '103.8198'}", ['object: lng=103.8198 lat=1.3521 (degrees)']],
]);

cases('strings, apostrophes and escaped quotes', [
  ["it's at lat: 1.3521, lng: 103.8198", ['object: lng=103.8198 lat=1.3521 (degrees)']],
  ['"<div data-lat=\\"1.3521\\" data-lng=\\"103.8198\\">"', ['keyValue: data-lng=103.8198 data-lat=1.3521 (degrees)']],
  ['"<div data-lat=\\"1.3521 data-lng=\\"103.8198\\">"', []],
  ['{"url": "https://example.sg/map?lat=1.3521&lng=103.8198", "name": "x=1"}', ['keyValue: lng=103.8198 lat=1.3521 (degrees)']],
  ['{"note": "a = b", "lat": 1.3521, "lng": 103.8198}', ['object: lng=103.8198 lat=1.3521 (degrees)']],
]);

cases('brackets', [
  ['[lat: 1.3521, lng: 103.8198]', []],
  ['{"a": [1, {"lat": 1.3521, "lng": 103.8198}]}', ['object: lng=103.8198 lat=1.3521 (degrees)']],
  ['{"lat": 1.3521, "a": [1, 2}, "lng": 103.8198}', []],
  ['{"lat": 1.3521, "lng": 103.8198, "a": [1, 2}, {"lat": 1.36, "lng": 103.9}', ['object: lng=103.8198 lat=1.3521 (degrees)', 'object: lng=103.9 lat=1.36 (degrees)']],
  ['"lat": 1.3521, "lng": 103.8198}, {"lat": 1.36, "lng": 103.9}', ['object: lng=103.8198 lat=1.3521 (degrees)', 'object: lng=103.9 lat=1.36 (degrees)']],
  ['[{"lat": 1.3521, "lng": 103.8198', ['object: lng=103.8198 lat=1.3521 (degrees)']],
  ['{"a": {"lat": 1.36, "lng": 103.9}, "lat": 1.3521, "lng": 103.8198', ['object: lng=103.9 lat=1.36 (degrees)', 'object: lng=103.8198 lat=1.3521 (degrees)']],
]);

describe('key names', () => {
  it('a key of 64 characters is read, of 65 is not, after a colon or before an equals sign', () => {
    const long = 'a'.repeat(61);
    assert.deepEqual(pairs(`${long}_lat: 1.3521, ${long}_lng: 103.8198`), [], '65 characters');
    assert.deepEqual(pairs(`${long}_lat=1.3521&${long}_lng=103.8198`), [], '65 characters');
    const ok = 'a'.repeat(60);
    assert.deepEqual(pairs(`${ok}_lat: 1.3521, ${ok}_lng: 103.8198`), [`object: ${ok}_lng=103.8198 ${ok}_lat=1.3521 (degrees)`]);
    assert.deepEqual(pairs(`${ok}_lat=1.3521&${ok}_lng=103.8198`), [`keyValue: ${ok}_lng=103.8198 ${ok}_lat=1.3521 (degrees)`]);
  });
});
