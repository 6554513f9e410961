// Travel Time Matrix: origins and destinations read from real files and from plain pairs, every pair asked
// once, and the CSV written: one line per origin and destination, quoted where needed.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { matrixCsv, matrixPlaces, prepareMatrix } from '../../../src/travelTimes/matrix';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { parseCsv, readReal } from '../coords/realFixtures';

describe('Travel Time Matrix', () => {
  it('places from real files: HDB car parks named by their address (SVY21 read as WGS84), bus stops by Description', () => {
    const carparks = matrixPlaces(readReal('hdb-carpark-information.csv'));
    assert.equal(carparks.length, 300);
    assert.equal(carparks[0]!.label, 'BLK 270/271 ALBERT CENTRE BASEMENT CAR PARK');
    assert.ok(Math.abs(carparks[0]!.lat - 1.30) < 0.01 && Math.abs(carparks[0]!.lon - 103.85) < 0.01, JSON.stringify(carparks[0]));
    const stops = matrixPlaces(readReal('lta-datamall-bus-stops.json'));
    assert.deepEqual(stops[0], { label: 'Hotel Grand Pacific', lat: 1.29684825487647, lon: 103.85253591654006 });
  });

  it('a selection of rows gives only those; plain pairs are their own labels', () => {
    const text = 'name,lat,lng\nHome,1.3521,103.8198\nWork,1.2840,103.8514\n';
    assert.deepEqual(matrixPlaces(text, [{ start: text.indexOf('Work'), end: text.indexOf('Work') + 4 }]).map((p) => p.label), ['Work']);
    assert.deepEqual(matrixPlaces('1.3521, 103.8198\n1.2840 103.8514\n').map((p) => p.label), ['1.3521, 103.8198', '1.2840 103.8514']);
  });

  it('origins × destinations in order; the same trip asked once; the CSV quotes commas and says what failed', () => {
    const origins = [{ label: 'Blk 1, Home', lat: 1.3521, lon: 103.8198 }, { label: 'Work', lat: 1.284, lon: 103.8514 }];
    const destinations = [{ label: 'Work', lat: 1.284, lon: 103.8514 }, { label: 'Gym', lat: 1.3, lon: 103.8 }, { label: 'Gym again', lat: 1.3, lon: 103.8 }];
    const job = prepareMatrix(origins, destinations, { routeType: 'cycle' });
    // Work to Work is not asked; Gym and Gym again are one point.
    assert.equal(job.items.length, 5);
    assert.equal(job.pairs[3], undefined);
    assert.equal(new Set(job.items.map((i) => i.key)).size, 3);
    const answers = new Map<string, JobAnswer<Travel>>([
      [job.items[0]!.key, { ok: true, value: { minutes: 25.3, km: 8.1 } }],
      [job.items[1]!.key, { ok: false, error: 'Invalid start point' }],
    ]);
    const rows = parseCsv(matrixCsv(job, answers));
    assert.deepEqual(rows[0], ['origin', 'origin_lat', 'origin_lon', 'destination', 'destination_lat', 'destination_lon', 'cycle_minutes', 'cycle_km', 'error']);
    assert.equal(rows.length, 7);
    assert.deepEqual(rows[1], ['Blk 1, Home', '1.3521', '103.8198', 'Work', '1.284', '103.8514', '25.3', '8.1', '']);
    assert.deepEqual(rows[2]!.slice(3), ['Gym', '1.3', '103.8', '', '', 'Invalid start point']);
    assert.deepEqual(rows[3]!.slice(6), ['', '', 'Invalid start point']);
    assert.deepEqual(rows[4]!.slice(6), ['0', '0', '']);
    assert.deepEqual(rows[6]!.slice(6), ['', '', 'not asked: the job was cancelled']);
  });

  it('an empty side or a matrix too large is refused', () => {
    const one = [{ label: 'A', lat: 1.3, lon: 103.8 }];
    assert.throws(() => prepareMatrix([], one, { routeType: 'walk' }), /No origins found/);
    const many = Array.from({ length: 101 }, (_, i) => ({ label: String(i), lat: 1.3, lon: 103.8 + i / 1000 }));
    assert.throws(() => prepareMatrix(many, many, { routeType: 'walk' }), /10201 routes, more than 10000/);
  });
});
