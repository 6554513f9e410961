// Travel Times on trips (rows with an origin and a destination) and what a route answer gives: the
// questions made (keys, what is sent) and the text written back from answers given here.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { readPtRoute, readRoadRoute } from '../../../src/onemap/responses';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { routeItem, type Travel, travelOf } from '../../../src/travelTimes/travelRequest';
import { prepareTravelTimes, writeTravelTimes } from '../../../src/travelTimes/travelRows';
import { transformPoint } from '../../../src/shared/coords/transform';
import { repoRoot } from '../repoRoot';

const sample = (name: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples', name), 'utf8'));
const TRIPS = 'trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,1.2840,103.8514\nB,1.2840,103.8514,1.3521,103.8198\n';

function answered(keys: readonly string[], value: (i: number) => JobAnswer<Travel>): Map<string, JobAnswer<Travel>> {
  return new Map(keys.map((key, i) => [key, value(i)]));
}

describe('Travel Times: questions', () => {
  it('a trip row is one route from its first place to its second, rounded to 5 decimals as the key says', () => {
    const job = prepareTravelTimes(TRIPS, { routeType: 'walk' });
    assert.deepEqual(job.items[0], {
      key: 'route|walk|1.35210,103.81980|1.28400,103.85140',
      query: { start: { lat: 1.3521, lon: 103.8198 }, end: { lat: 1.284, lon: 103.8514 }, routeType: 'walk' },
    });
    assert.equal(job.items[1]!.key, 'route|walk|1.28400,103.85140|1.35210,103.81980');
  });

  it('public transport: transit mode, date and time in the key and the query; one itinerary asked', () => {
    const item = routeItem({ lat: 1.3521, lon: 103.8198 }, { lat: 1.284, lon: 103.8514 }, { routeType: 'pt', date: '11-26-2026', time: '08:30:00', transitMode: 'BUS' });
    assert.equal(item.key, 'route|pt|BUS|1.35210,103.81980|1.28400,103.85140|11-26-2026|08:30:00');
    assert.deepEqual(item.query, { start: { lat: 1.3521, lon: 103.8198 }, end: { lat: 1.284, lon: 103.8514 }, routeType: 'pt', date: '11-26-2026', time: '08:30:00', mode: 'BUS', numItineraries: 1 });
  });

  it('SVY21 trips, the destination written northing first, are asked in WGS84', () => {
    const job = prepareTravelTimes('id,start_easting,start_northing,end_northing,end_easting\n1,28837.86,31809.18,29000,30000\n', { routeType: 'drive' });
    const [fromLon, fromLat] = transformPoint('EPSG:3414', 'EPSG:4326', 28837.86, 31809.18);
    const [toLon, toLat] = transformPoint('EPSG:3414', 'EPSG:4326', 30000, 29000);
    const r = (v: number): string => v.toFixed(5);
    assert.equal(job.items[0]!.key, `route|drive|${r(fromLat)},${r(fromLon)}|${r(toLat)},${r(toLon)}`);
    assert.equal(r(fromLat), '1.30395');
  });

  it('a trip from a point to itself is 0 min and 0 km, not asked', () => {
    const source = 'trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,1.352100001,103.8198\n';
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    assert.equal(job.items.length, 0);
    assert.equal(applyInsertions(source, writeTravelTimes(source, job, new Map()).insertions).split('\n')[1], 'A,1.3521,103.8198,1.352100001,103.8198,0,0');
  });

  it('rows with one place are left out and counted; a file without trips is refused', () => {
    const job = prepareTravelTimes('trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,,\nB,1.2840,103.8514,1.3521,103.8198\n', { routeType: 'cycle' });
    assert.equal(job.items.length, 1);
    assert.equal(job.onePlace, 1);
    assert.throws(() => prepareTravelTimes('id,lat,lng\n1,1.3521,103.8198\n', { routeType: 'walk' }), /No row holds an origin and a destination/);
  });
});

describe('Travel Times: writing', () => {
  it('CSV: walk_minutes and walk_km after the last column; an error and no route in their rows', () => {
    const job = prepareTravelTimes(TRIPS + 'C,1.3000,103.8000,1.3100,103.8100\n', { routeType: 'walk' });
    const answers = answered(job.items.map((i) => i.key), (i) =>
      i === 0 ? { ok: true, value: { minutes: 92.5, km: 9.87 } } : i === 1 ? { ok: false, error: 'Route not found, please check.' } : { ok: true, value: { none: 'no public-transport route' } },
    );
    const result = writeTravelTimes(TRIPS, job, answers);
    assert.deepEqual(applyInsertions(TRIPS, result.insertions).split('\n').slice(0, 3), [
      'trip,start_lat,start_lng,end_lat,end_lng,walk_minutes,walk_km',
      'A,1.3521,103.8198,1.2840,103.8514,92.5,9.87',
      'B,1.2840,103.8514,1.3521,103.8198,"error: Route not found, please check.",',
    ]);
    assert.deepEqual(result.trips, { routed: 1, none: 1, errors: 1, notReached: 0 });
  });

  it('JSON objects: numbers as numbers, names in the objects\' style (camelCase, multi-line)', () => {
    const source = '[\n  {\n    "tripId": "T1",\n    "startLat": 1.3521,\n    "startLng": 103.8198,\n    "endLat": 1.284,\n    "endLng": 103.8514\n  }\n]\n';
    const job = prepareTravelTimes(source, { routeType: 'pt', date: '11-26-2026', time: '08:30:00' });
    const text = applyInsertions(source, writeTravelTimes(source, job, answered([job.items[0]!.key], () => ({ ok: true, value: { minutes: 34.6, km: 6.32 } }))).insertions);
    assert.match(text, /"endLng": 103\.8514,\n {4}"ptMinutes": 34\.6,\n {4}"ptKm": 6\.32\n {2}\}/);
    assert.deepEqual(JSON.parse(text)[0].ptMinutes, 34.6);
  });

  it('after Cancel, rows not reached say `not asked` (the table stays square); run twice with the same mode, nothing is left', () => {
    const job = prepareTravelTimes(TRIPS, { routeType: 'drive' });
    const result = writeTravelTimes(TRIPS, job, answered([job.items[1]!.key], () => ({ ok: true, value: { minutes: 10, km: 5 } })));
    const text = applyInsertions(TRIPS, result.insertions);
    assert.deepEqual(text.split('\n').slice(1, 3), ['A,1.3521,103.8198,1.2840,103.8514,not asked,', 'B,1.2840,103.8514,1.3521,103.8198,10,5']);
    assert.deepEqual(result.insertions.map((i) => i.notAsked === true), [false, true, false]);
    assert.equal(result.trips.notReached, 1);
    const full = applyInsertions(TRIPS, writeTravelTimes(TRIPS, job, answered(job.items.map((i) => i.key), () => ({ ok: true, value: { minutes: 1, km: 1 } }))).insertions);
    const again = prepareTravelTimes(full, { routeType: 'drive' });
    assert.deepEqual([again.plan.mode, again.items.length, again.plan.done], ['finish', 0, 2]);
    assert.throws(() => prepareTravelTimes('trip,start_lat,start_lng,end_lat,end_lng,drive_km\nA,1.3521,103.8198,1.2840,103.8514,3\n', { routeType: 'drive' }), /already has drive_km: remove or rename it, then run Travel Times again/);
    assert.equal(prepareTravelTimes(full, { routeType: 'walk' }).items.length, 2);
  });
});

describe('Travel Times: every row keeps the header\'s count of cells', () => {
  it('a row with one place gets empty cells, not counted as done', () => {
    const source = `${TRIPS}C,1.3000,103.8000,,\n`;
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    const result = writeTravelTimes(source, job, answered(job.items.map((i) => i.key), () => ({ ok: true, value: { minutes: 1, km: 2 } })));
    assert.equal(applyInsertions(source, result.insertions).split('\n')[3], 'C,1.3000,103.8000,,,,');
    assert.deepEqual(result.insertions.map((i) => i.notAsked === true), [false, false, false, true]);
    assert.deepEqual(result.trips, { routed: 2, none: 0, errors: 0, notReached: 0 });
  });
});

describe('Travel Times: what a route answer gives', () => {
  it('walk, drive, cycle: the summary\'s total time in minutes and distance in km', () => {
    assert.deepEqual(travelOf(readRoadRoute(sample('route_drive_ahzhezhe_snapshot_2025.json'))), { minutes: 0, km: 0.01 });
    const road = readRoadRoute({ route_geometry: '', route_instructions: [], route_summary: { total_time: 1234, total_distance: 5678 } });
    assert.deepEqual(travelOf(road), { minutes: 20.6, km: 5.68 });
  });

  it('public transport: the first itinerary\'s duration, and its walking and riding legs\' distance together', () => {
    // 2 076 s; legs WALK 447.76 m + BUS 5 093.64 m + WALK 777.58 m.
    assert.deepEqual(travelOf(readPtRoute(sample('route_pt_bus_paulhjwu_2023-11-30.json'))), { minutes: 34.6, km: 6.32 });
    assert.deepEqual(travelOf(readPtRoute({ plan: { itineraries: [] } })), { none: 'no public-transport route' });
  });
});
