// Travel Times on trips written as addresses: which columns are the ends, the searches made (each address
// once), the place kept of a search, and the text written once the routes are answered.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import type { SearchResult } from '../../../src/onemap/placeTypes';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { addressColumns, addressRoutes, type FoundPlace, placeOf, prepareAddressTravel, searchKey, writeAddressTravel } from '../../../src/travelTimes/addressTrips';
import type { Travel } from '../../../src/travelTimes/travelRequest';

const TRIPS = 'trip,from,to\n1,"10 Anson Road, International Plaza",018989\n2,018989,"10 ANSON road,  international plaza "\n3,Nowhere Lane,018989\n4,,018989\n';
const PLACES = new Map<string, JobAnswer<FoundPlace>>([
  [searchKey('10 Anson Road, International Plaza'), { ok: true, value: { lat: 1.27623, lon: 103.84593, address: '10 ANSON ROAD INTERNATIONAL PLAZA SINGAPORE 079903' } }],
  [searchKey('018989'), { ok: true, value: { lat: 1.28085, lon: 103.85041, address: '12 MARINA BOULEVARD SINGAPORE 018989' } }],
  [searchKey('Nowhere Lane'), { ok: true, value: null }],
]);

describe('Travel Times on addresses', () => {
  it('the ends are named by one end word and place words, in any case or style', () => {
    assert.deepEqual(addressColumns(['trip', 'from', 'to']), { origin: 1, destination: 2 });
    assert.deepEqual(addressColumns(['Origin Address', 'Destination Address']), { origin: 0, destination: 1 });
    assert.deepEqual(addressColumns(['id', 'start_postal', 'end_postal_code']), { origin: 1, destination: 2 });
    assert.deepEqual(addressColumns(['fromAddress', 'toAddress']), { origin: 0, destination: 1 });
    assert.equal(addressColumns(['from_stop', 'to_stop']), undefined);
    assert.equal(addressColumns(['name', 'address']), undefined);
  });

  it('each address is one search, whatever its case and spacing; quoted cells are read whole', () => {
    const job = prepareAddressTravel(TRIPS, { routeType: 'walk' })!;
    assert.deepEqual(job.names, ['from', 'to']);
    assert.deepEqual(job.trips[0], ['10 Anson Road, International Plaza', '018989']);
    assert.equal(new Set(job.searches.map((s) => s.key)).size, 3);
    assert.equal(job.searches[0]!.key, 'place|10 anson road, international plaza');
  });

  it('a search keeps the result with the postal code asked, else the first; nothing found is null', () => {
    const result = (postalCode: string, lat: number): SearchResult => ({ name: postalCode, address: `X ${postalCode}`, postalCode, lat, lon: 103.8, x: 0, y: 0 });
    assert.deepEqual(placeOf('018989', [result('018988', 1.1), result('018989', 1.2)]), { lat: 1.2, lon: 103.8, address: 'X 018989' });
    assert.deepEqual(placeOf('marina', [result('018988', 1.1), result('018989', 1.2)]), { lat: 1.1, lon: 103.8, address: 'X 018988' });
    assert.equal(placeOf('nowhere', []), null);
  });

  it('found trips are routed; an address not found, an empty cell and a failed search are said in their rows', () => {
    const job = prepareAddressTravel(TRIPS, { routeType: 'walk' })!;
    const { items, perRecord } = addressRoutes(job, PLACES);
    assert.equal(items.length, 2);
    assert.equal(items[0]!.key, 'route|walk|1.27623,103.84593|1.28085,103.85041');
    const routes = new Map<string, JobAnswer<Travel>>(items.map((item, i) => [item.key, { ok: true, value: { minutes: 10 + i, km: 1.5 } }]));
    const text = applyInsertions(TRIPS, writeAddressTravel(TRIPS, job, perRecord, routes).insertions);
    assert.deepEqual(text.split('\n'), [
      'trip,from,to,walk_minutes,walk_km',
      '1,"10 Anson Road, International Plaza",018989,10,1.5',
      '2,018989,"10 ANSON road,  international plaza ",11,1.5',
      '3,Nowhere Lane,018989,not found: Nowhere Lane,',
      '4,,018989,no address,',
      '',
    ]);
    const failed = new Map(PLACES).set(searchKey('Nowhere Lane'), { ok: false, error: 'Too many requests' });
    const again = addressRoutes(job, failed);
    assert.deepEqual(again.perRecord[2], { ok: false, error: 'Too many requests' });
  });

  it('JSON objects: the fields of the first object name the ends; the times go in each object', () => {
    const source = '[\n  {"id": 1, "fromAddress": "Raffles Place", "toAddress": "018989"}\n]\n';
    const job = prepareAddressTravel(source, { routeType: 'drive' })!;
    assert.deepEqual(job.names, ['fromAddress', 'toAddress']);
    const places = new Map(PLACES).set(searchKey('raffles place'), { ok: true, value: { lat: 1.284, lon: 103.8514, address: 'RAFFLES PLACE' } });
    const { items, perRecord } = addressRoutes(job, places);
    const written = writeAddressTravel(source, job, perRecord, new Map([[items[0]!.key, { ok: true, value: { minutes: 3.2, km: 0.9 } }]]));
    assert.equal(applyInsertions(source, written.insertions), '[\n  {"id": 1, "fromAddress": "Raffles Place", "toAddress": "018989", "driveMinutes": 3.2, "driveKm": 0.9}\n]\n');
  });

  it('after Cancel, the trips not routed say `not asked`: every row keeps the header\'s count of cells', () => {
    const job = prepareAddressTravel(TRIPS, { routeType: 'walk' })!;
    const { items, perRecord } = addressRoutes(job, PLACES);
    const written = writeAddressTravel(TRIPS, job, perRecord, new Map([[items[0]!.key, { ok: true, value: { minutes: 10, km: 1.5 } }]]));
    assert.deepEqual(applyInsertions(TRIPS, written.insertions).split('\n').slice(1, 3), ['1,"10 Anson Road, International Plaza",018989,10,1.5', '2,018989,"10 ANSON road,  international plaza ",not asked,']);
    assert.deepEqual(written.trips, { routed: 1, none: 2, errors: 0, notReached: 1 });
    assert.deepEqual(written.insertions.map((i) => i.notAsked === true), [false, false, true, false, false]);
  });

  it('a table without ends is not address trips; run twice, it is refused', () => {
    assert.equal(prepareAddressTravel('name,address\nA,10 Anson Road\n', { routeType: 'walk' }), undefined);
    assert.throws(() => prepareAddressTravel('trip,from,to,walk_minutes\n1,a,b,3\n', { routeType: 'walk' }), /already has walk_minutes/);
  });
});
