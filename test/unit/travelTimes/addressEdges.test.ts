// Travel Times on addresses at their edges: every word that names an end, headers as spreadsheets write them
// (tabs, semicolons, CRLF, a BOM, spaces around names), JSON arrays as they come (a selection, numbers, values
// that are not text), searches a Cancel left unanswered, and which row each written cell belongs to.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import type { SearchResult } from '../../../src/onemap/placeTypes';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { addressColumns, addressRoutes, type FoundPlace, placeOf, prepareAddressTravel, searchKey, writeAddressTravel } from '../../../src/travelTimes/addressTrips';
import type { Travel } from '../../../src/travelTimes/travelRequest';

const found = (lat: number): JobAnswer<FoundPlace> => ({ ok: true, value: { lat, lon: 103.85, address: `PLACE ${lat}` } });
const WALK = { routeType: 'walk' } as const;

describe('Travel Times on addresses: which columns are the ends', () => {
  it('every end word and every place word, in any style; the destination may come first', () => {
    assert.deepEqual(addressColumns(['Source Location', 'Dest Building']), { origin: 0, destination: 1 });
    assert.deepEqual(addressColumns(['start_addr', 'end_postcode']), { origin: 0, destination: 1 });
    assert.deepEqual(addressColumns(['from place', 'to name']), { origin: 0, destination: 1 });
    assert.deepEqual(addressColumns(['origin code', 'destination postal']), { origin: 0, destination: 1 });
    assert.deepEqual(addressColumns(['to', 'from']), { origin: 1, destination: 0 });
    assert.deepEqual(addressColumns(['From -- Address', 'To__Address']), { origin: 0, destination: 1 });
  });

  it('a name with two end words, or only one end among the names, is not a trip', () => {
    assert.deepEqual(addressColumns(['from to', 'from', 'to']), { origin: 1, destination: 2 });
    assert.equal(addressColumns(['from', 'address']), undefined);
    assert.equal(addressColumns(['address', 'to']), undefined);
  });
});

describe('Travel Times on addresses: tables as spreadsheets write them', () => {
  for (const [name, delimiter] of [['tab', '\t'], ['semicolon', ';']] as const) {
    it(`${name}-separated: the cells are split on it`, () => {
      const job = prepareAddressTravel(`from${delimiter}to\nRaffles Place, 1${delimiter}018989\n`, WALK)!;
      assert.deepEqual(job.trips, [['Raffles Place, 1', '018989']]);
    });
  }

  it('a BOM, spaces around names and CRLF: the names as written, the columns written before each CR', () => {
    const source = '\uFEFF from , to \r\nRaffles Place,018989\r\n';
    const job = prepareAddressTravel(source, WALK)!;
    assert.deepEqual(job.names, ['from', 'to']);
    const places = new Map([[searchKey('Raffles Place'), found(1.284)], [searchKey('018989'), found(1.28)]]);
    const { items, perRecord } = addressRoutes(job, places);
    const written = writeAddressTravel(source, job, perRecord, new Map([[items[0]!.key, { ok: true, value: { minutes: 7, km: 0.5 } }]]));
    assert.equal(applyInsertions(source, written.insertions), '\uFEFF from , to ,walk_minutes,walk_km\r\nRaffles Place,018989,7,0.5\r\n');
    assert.deepEqual(written.insertions.map((i) => [i.row, i.outcomes]), [[0, undefined], [1, ['routed']]]);
  });

  it('a row with fewer cells than its header: the missing address is an empty cell, said in its row', () => {
    const source = 'from,to\nRaffles Place\n';
    const job = prepareAddressTravel(source, WALK)!;
    assert.deepEqual(job.trips, [['Raffles Place', '']]);
    assert.deepEqual(addressRoutes(job, new Map([[searchKey('Raffles Place'), found(1.284)]])).perRecord, [{ ok: true, value: { none: 'no address' } }]);
  });

  it('a header alone, or a header-only file without a newline, has no trips', () => {
    assert.equal(prepareAddressTravel('from,to\n', WALK), undefined);
    assert.equal(prepareAddressTravel('from,to', WALK), undefined);
  });

  it('a selection: only the rows it touches, the row it ends at included', () => {
    const source = 'from,to\nA,018989\nB,018989\nC,018989\n';
    const b = source.indexOf('B');
    assert.deepEqual(prepareAddressTravel(source, WALK, [{ start: b, end: b + 1 }])!.trips, [['B', '018989']]);
    // From the end of A's row (its last character) to the start of C's: all three rows are touched.
    assert.deepEqual(prepareAddressTravel(source, WALK, [{ start: b - 1, end: source.indexOf('C') }])!.trips.map((t) => t[0]), ['A', 'B', 'C']);
    // Just past A's row to just before C's row: B alone.
    assert.deepEqual(prepareAddressTravel(source, WALK, [{ start: b, end: source.indexOf('C') - 1 }])!.trips.map((t) => t[0]), ['B']);
  });
});

describe('Travel Times on addresses: JSON arrays', () => {
  it('numbers are addresses (a postal code written as a number); other values and missing keys are empty', () => {
    const source = '[{"from": 18989, "to": " Raffles Place "}, {"from": true, "to": null}, {"to": "x"}]';
    const job = prepareAddressTravel(source, WALK)!;
    assert.deepEqual(job.trips, [['18989', 'Raffles Place'], ['', ''], ['', 'x']]);
  });

  it('the keys of the first object name the ends; values that are not objects are passed over', () => {
    const job = prepareAddressTravel('[1, "a", {"origin": "A", "destination": "B"}]', WALK)!;
    assert.deepEqual(job.names, ['origin', 'destination']);
    assert.deepEqual(job.trips, [['A', 'B']]);
  });

  it('an object, not an array, or objects without ends, is not address trips', () => {
    assert.equal(prepareAddressTravel('{"from": "A", "to": "B"}', WALK), undefined);
    assert.equal(prepareAddressTravel('[{"name": "A", "address": "B"}]', WALK), undefined);
    assert.equal(prepareAddressTravel('[]', WALK), undefined);
  });

  it('a selection of objects: only those it touches, an object it ends at included', () => {
    const source = '[\n{"from": "A", "to": "B"},\n{"from": "C", "to": "D"},\n{"from": "E", "to": "F"}\n]';
    const c = source.indexOf('{"from": "C"');
    const job = prepareAddressTravel(source, WALK, [{ start: c, end: c }])!;
    assert.deepEqual(job.trips, [['C', 'D']]);
    const end = source.indexOf('}', c) + 1;
    assert.deepEqual(prepareAddressTravel(source, WALK, [{ start: end, end }])!.trips, [['C', 'D']]);
    assert.deepEqual(prepareAddressTravel(source, WALK, [{ start: c - 2, end: c - 2 }])!.trips, [['A', 'B']]);
  });

  it('after Cancel: a trip whose search was not answered says `not asked` in its own object; the others their outcome', () => {
    const source = '[\n{"from": "A", "to": "B"},\n{"from": "C", "to": "B"},\n{"from": "A", "to": "Z"}\n]';
    const job = prepareAddressTravel(source, WALK)!;
    const places = new Map([[searchKey('A'), found(1.3)], [searchKey('B'), found(1.28)], [searchKey('Z'), { ok: false, error: 'Too many requests' } as const]]);
    const { items, perRecord } = addressRoutes(job, places);
    assert.equal(perRecord[1], undefined, 'C was not searched');
    const written = writeAddressTravel(source, job, perRecord, new Map([[items[0]!.key, { ok: true, value: { minutes: 9, km: 0.7 } } as JobAnswer<Travel>]]));
    assert.deepEqual(written.trips, { routed: 1, none: 0, errors: 1, notReached: 1 });
    assert.deepEqual(
      written.insertions.map((i) => [i.row, i.notAsked === true, i.outcomes]),
      [[0, false, ['routed']], [1, true, undefined], [2, false, ['error']]],
    );
    assert.match(applyInsertions(source, written.insertions), /\{"from": "C", "to": "B", "walk_minutes": "not asked", "walk_km": ""\},\n\{"from": "A", "to": "Z", "walk_minutes": "error: Too many requests", "walk_km": ""\}/);
  });
});

describe('Travel Times on addresses: the place kept of a search', () => {
  const result = (postalCode: string, lat: number): SearchResult => ({ name: postalCode, address: `X ${postalCode}`, postalCode, lat, lon: 103.8, x: 0, y: 0 });

  it('a postal code typed with spaces around it is still a postal code', () => {
    assert.deepEqual(placeOf(' 018989 ', [result('018988', 1.1), result('018989', 1.2)]), { lat: 1.2, lon: 103.8, address: 'X 018989' });
  });
});
