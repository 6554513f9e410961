// Travel Times by address at the edges of a file: a header with a byte-order mark and CRLF, camelCase names,
// a header alone, a selection of some rows, a JSON selection, and a postal code of exactly six digits.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SearchResult } from '../../../src/onemap/placeTypes';
import { addressColumns, placeOf, prepareAddressTravel } from '../../../src/travelTimes/addressTrips';

const walk = { routeType: 'walk' } as const;

describe('Travel Times by address: the edges of a file', () => {
  it('a header with a byte-order mark and CRLF: its names read whole', () => {
    const job = prepareAddressTravel('\uFEFFfrom,to\r\n018989,238801\r\n', walk)!;
    assert.deepEqual([job.names, job.trips], [['from', 'to'], [['018989', '238801']]]);
  });

  it('camelCase and snake_case names; a word that is no place word makes a column no end', () => {
    assert.deepEqual(addressColumns(['id', 'fromAddress', 'toPostalCode']), { origin: 1, destination: 2 });
    assert.deepEqual(addressColumns(['start__place', 'end place']), { origin: 0, destination: 1 });
    assert.equal(addressColumns(['fromDate', 'toDate']), undefined);
    assert.equal(addressColumns(['from2', 'to2']), undefined);
    assert.deepEqual(addressColumns(['_from_', ' to ']), { origin: 0, destination: 1 });
  });

  it('a header alone, without a line break: no trips', () => {
    assert.equal(prepareAddressTravel('from,to', walk), undefined);
  });

  it('a selection: only the rows it meets, in a table and in a JSON array', () => {
    const text = 'from,to\n018989,238801\n068809,179103\n119963,138588\n';
    const at = text.indexOf('068809');
    assert.deepEqual(prepareAddressTravel(text, walk, [{ start: at, end: at + 3 }])!.trips, [['068809', '179103']]);
    // Two cursors, one in each of the first and last rows: those two rows.
    const last = text.indexOf('119963');
    assert.deepEqual(prepareAddressTravel(text, walk, [{ start: 9, end: 9 }, { start: last, end: last }])!.trips, [['018989', '238801'], ['119963', '138588']]);
    const json = '[\n  {"from": "018989", "to": "238801"},\n  {"from": "068809", "to": 179103}\n]\n';
    const second = json.indexOf('{"from": "068809"');
    assert.deepEqual(prepareAddressTravel(json, walk, [{ start: second, end: second + 5 }])!.trips, [['068809', '179103']]);
  });

  it('the postal code asked is six digits exactly: seven digits, or words around it, take the first result', () => {
    const results: SearchResult[] = [
      { lat: 1.1, lon: 103.1, address: 'FIRST', postalCode: '111111' } as SearchResult,
      { lat: 1.2, lon: 103.2, address: 'ASKED', postalCode: '238801' } as SearchResult,
    ];
    assert.equal(placeOf(' 238801 ', results)!.address, 'ASKED');
    assert.equal(placeOf('2388011', results)!.address, 'FIRST');
    assert.equal(placeOf('1238801', results)!.address, 'FIRST');
    assert.equal(placeOf('238801 Orchard', results)!.address, 'FIRST');
    assert.equal(placeOf('Orchard 238801', results)!.address, 'FIRST');
  });
});
