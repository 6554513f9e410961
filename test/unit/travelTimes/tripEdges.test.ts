// Travel Times on coordinate trips at their edges: ends alike on one axis only, run again on a file half
// done (which rows are asked again), rows without coordinates, JSON rows' outcomes, and the departure boxes
// refusing text around a date or time.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { oneMapDate, oneMapTime } from '../../../src/travelTimes/departure';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { notAskedTrip, prepareTravelTimes, writeTravelTimes } from '../../../src/travelTimes/travelRows';

const HEADER = 'trip,start_lat,start_lng,end_lat,end_lng';

describe('Travel Times: trips at their edges', () => {
  it('ends alike in latitude only, or in longitude only, are trips asked, in both axis orders', () => {
    const source = `${HEADER}\nA,1.3521,103.8198,1.3521,103.9\nB,1.3521,103.8198,1.4,103.8198\n`;
    assert.deepEqual(prepareTravelTimes(source, { routeType: 'walk' }).items.map((i) => i.key), [
      'route|walk|1.35210,103.81980|1.35210,103.90000',
      'route|walk|1.35210,103.81980|1.40000,103.81980',
    ]);
    const lonFirst = 'trip,start_lng,start_lat,end_lng,end_lat\nA,103.8198,1.3521,103.9,1.3521\n';
    assert.deepEqual(prepareTravelTimes(lonFirst, { routeType: 'walk' }).items.map((i) => i.key), ['route|walk|1.35210,103.81980|1.35210,103.90000']);
  });

  it('a first run adds columns; a row not asked is written `not asked` and an empty km', () => {
    const job = prepareTravelTimes(`${HEADER}\nA,1.3521,103.8198,1.284,103.8514\n`, { routeType: 'cycle' });
    assert.equal(job.plan.mode, 'add');
    assert.deepEqual(job.plan.longer, []);
    assert.deepEqual(notAskedTrip({ routeType: 'cycle' }), ['not asked', '']);
    assert.deepEqual(job.plan.shape, { delimiter: ',', width: 7, cells: new Map([[5, 'not asked'], [6, '']]) });
  });

  it('JSON rows: no longer rows, no table shape; each object\'s outcome in its own row', () => {
    const source = '[\n{"startLat": 1.3521, "startLng": 103.8198, "endLat": 1.284, "endLng": 103.8514},\n{"startLat": 1.284, "startLng": 103.8514, "endLat": 1.3521, "endLng": 103.8198},\n{"startLat": 1.3, "startLng": 103.8, "endLat": 1.31, "endLng": 103.81}\n]';
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    assert.deepEqual(job.plan.longer, []);
    assert.equal(job.plan.shape, undefined);
    const answers = new Map<string, JobAnswer<Travel>>([
      [job.items[0]!.key, { ok: true, value: { minutes: 5, km: 0.4 } }],
      [job.items[1]!.key, { ok: false, error: 'Route not found' }],
      [job.items[2]!.key, { ok: true, value: { none: 'no route' } }],
    ]);
    const result = writeTravelTimes(source, job, answers);
    assert.deepEqual(result.insertions.map((i) => [i.row, i.outcomes]), [[0, ['routed']], [1, ['error']], [2, ['none']]]);
  });

  it('run again on a half-done table: a row with two places and no time is asked again; a row with one place is not', () => {
    const source = `${HEADER},walk_minutes,walk_km\nA,1.3521,103.8198,1.284,103.8514,12,1\nB,1.3521,103.8198,1.3,103.8,,\nC,1.3521,103.8198,,,,\n`;
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    assert.equal(job.plan.mode, 'finish');
    // A is done; C, with one place, has nothing to ask: neither is left.
    assert.deepEqual([job.plan.done, job.read.records.length], [2, 1]);
    assert.deepEqual(job.items.map((i) => i.key), ['route|walk|1.35210,103.81980|1.30000,103.80000']);
    const written = applyInsertions(source, writeTravelTimes(source, job, new Map([[job.items[0]!.key, { ok: true, value: { minutes: 7, km: 0.6 } }]])).insertions);
    assert.deepEqual(written.split('\n').slice(1, 4), ['A,1.3521,103.8198,1.284,103.8514,12,1', 'B,1.3521,103.8198,1.3,103.8,7,0.6', 'C,1.3521,103.8198,,,,']);
  });

  it('a row without coordinates says so, and counts neither as an error nor as not reached; Cancel counts not reached only', () => {
    const source = `${HEADER}\nA,1.3521,103.8198,1.284,103.8514\nB,,,,\nC,1.3,103.8,1.31,103.81\n`;
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    const result = writeTravelTimes(source, job, new Map([[job.items[0]!.key, { ok: true, value: { minutes: 3, km: 0.2 } }]]));
    assert.deepEqual(result.trips, { routed: 1, none: 0, errors: 0, notReached: 1 });
    // Rows by line, the header 0 (its names): A routed, B nothing to ask, C not asked.
    assert.deepEqual(result.insertions.map((i) => [i.row, i.outcomes, i.notAsked === true]), [[0, undefined, false], [1, ['routed'], false], [2, undefined, true], [3, undefined, true]]);
    assert.deepEqual(applyInsertions(source, result.insertions).split('\n').slice(2, 4), ['B,,,,,no coordinates,', 'C,1.3,103.8,1.31,103.81,not asked,']);
  });

  it('a file without trips is refused with an error of its own kind', () => {
    assert.throws(() => prepareTravelTimes('id,lat,lng\n1,1.3521,103.8198\n', { routeType: 'walk' }), { name: 'NoTripsError' });
  });
});

describe('Travel Times: the departure boxes', () => {
  it('a date or time with other text before or after it is refused', () => {
    for (const text of ['x2026-11-26', '2026-11-26x', '2026-11-26 x']) assert.equal(oneMapDate(text), undefined, text);
    for (const text of ['x8:30', '8:30x', '8:30 x', '18:300']) assert.equal(oneMapTime(text), undefined, text);
  });

  it('a one-digit day gets its zero', () => {
    assert.equal(oneMapDate('2026-11-5'), '11-05-2026');
  });
});
