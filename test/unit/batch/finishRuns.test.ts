// Reverse Geocode, Travel Times and Add Planning Area run again on a file whose columns they wrote, as a user
// meets it: Cancel → Apply → run again, OneMap's errors, a row edited during the job, a row with more cells than
// its header, rows with two pairs. On real files (HDB's car parks, SVY21, every field quoted) and the forms users
// write. What a user checks: every line as wide as its header, the values under their names, only the rows left
// asked again, and a run finished in two goes the same file as a run never stopped.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { RowTracker } from '../../../src/batch/rowTracker';
import { placeInsertions } from '../../../src/batch/rowWrite';
import { squareEdits } from '../../../src/batch/squareRows';
import { addPlanningAreas, applyInsertions, planningAreaIndex } from '../../../src/planningArea';
import { type Nearest, prepareReverseGeocode, writeReverseGeocode } from '../../../src/reverseGeocode/reverseGeocodeRows';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { prepareTravelTimes, writeTravelTimes } from '../../../src/travelTimes/travelRows';
import { parseCsv, readReal } from '../coords/realFixtures';

const CARPARKS = readReal('hdb-carpark-information.csv');
/** A place per key, the same whichever run asks: what OneMap answers for one point. */
const nearest = (key: string): Nearest => ({ building: `B ${key.length}`, address: `${key.length} ${key.includes('xy') ? 'XY' : 'LAT'} ROAD`, postalCode: String(key.length).padStart(6, '0') });

function revgeocode(text: string, answer: (key: string, i: number) => JobAnswer<Nearest> | undefined): { out: string; job: ReturnType<typeof prepareReverseGeocode> } {
  const job = prepareReverseGeocode(text, 50);
  const answers = new Map<string, JobAnswer<Nearest>>();
  job.items.forEach((item, i) => {
    const a = answer(item.key, i);
    if (a) answers.set(item.key, a);
  });
  return { out: applyInsertions(text, writeReverseGeocode(text, job, answers).insertions), job };
}

const every = (key: string): JobAnswer<Nearest> => ({ ok: true, value: nearest(key) });

function widths(text: string): Set<number> {
  return new Set(parseCsv(text).map((row) => row.length));
}

describe('Reverse Geocode run again', () => {
  const once = revgeocode(CARPARKS, every).out;

  it('HDB car parks: Cancel after 120 places → Apply → run again asks only the 180 not asked, and gives the file a run never stopped gives', () => {
    const { out: applied } = revgeocode(CARPARKS, (key, i) => (i < 120 ? every(key) : undefined));
    assert.deepEqual(widths(applied), new Set([15]), 'every row as wide as its header');
    const again = prepareReverseGeocode(applied, 50);
    assert.deepEqual([again.mode, again.items.length, again.done], ['finish', 180, 120]);
    const { out } = revgeocode(applied, every);
    assert.equal(out, once);
  });

  it('OneMap\'s errors are asked again; a row whose place was found is neither asked nor touched', () => {
    const { out: failed } = revgeocode(CARPARKS, (key, i) => (i % 3 === 0 ? { ok: false, error: 'Too many requests' } : every(key)));
    assert.equal(prepareReverseGeocode(failed, 50).items.length, 100);
    assert.equal(revgeocode(failed, every).out, once);
  });

  it('rows with two pairs: a row with a place not asked is finished (its other place comes from the disk cache), the other row left as it was', () => {
    const text = 'trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,1.2840,103.8514\nB,1.2840,103.8514,1.3000,103.8000\n';
    const first = revgeocode(text, (key, i) => (i === 3 ? undefined : every(key))).out;
    assert.match(first.split('\n')[2]!, /^B,.*,B \d+,.*,not asked,,$/);
    const again = prepareReverseGeocode(first, 50);
    assert.deepEqual(again.items.map((i) => i.key), ['revgeocode|1.28400,103.85140|buffer=50', 'revgeocode|1.30000,103.80000|buffer=50']);
    assert.equal(revgeocode(first, every).out, revgeocode(text, every).out);
  });

  it('a row with more cells than its header is listed, never written, on the first run and every run after', () => {
    const text = 'id,lat,lng\n1,1.3521,103.8198\n2,1.2840,103.8514,extra\n3,1.3000,103.8000\n';
    const first = revgeocode(text, every);
    assert.deepEqual(first.job.longer, ['line 3']);
    const lines = first.out.split('\n');
    assert.equal(lines[2], '2,1.2840,103.8514,extra');
    assert.deepEqual(lines.filter((l, i) => i !== 2 && l !== '').map((l) => l.split(',').length), [6, 6, 6]);
    const again = prepareReverseGeocode(first.out, 50);
    assert.deepEqual([again.items.length, again.longer], [0, ['line 3']]);
  });

  it('a row edited during the job gets `not asked` cells (every row as wide as its header), and run again finishes only it', () => {
    const text = 'id,lat,lng\n1,1.3521,103.8198\n2,1.2840,103.8514\n3,1.3000,103.8000\n';
    const job = prepareReverseGeocode(text, 50);
    const tracker = new RowTracker(job.rows);
    const at = text.indexOf('1.2840');
    const now = `${text.slice(0, at)}1.2850${text.slice(at + 6)}`;
    tracker.applyChange(at, 6, 6, '1.2850');
    const answers = new Map(job.items.map((item) => [item.key, every(item.key)]));
    const placed = placeInsertions(tracker, job.rows, writeReverseGeocode(text, job, answers).insertions, 'Reverse geocoding');
    const square = squareEdits(now, text, tracker, job.rows, job.shape!);
    const out = applyInsertions(now, [...placed.edits, ...square.edits]);
    assert.equal(out.split('\n')[2], '2,1.2850,103.8514,not asked,,');
    assert.deepEqual(widths(out), new Set([6]));
    const again = prepareReverseGeocode(out, 50);
    assert.deepEqual(again.items.map((i) => i.key), ['revgeocode|1.28500,103.85140|buffer=50']);
  });
});

const TRIPS = 'trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,1.2840,103.8514\nB,1.2840,103.8514,1.3521,103.8198\nC,1.3000,103.8000,1.3100,103.8100\n';

function route(text: string, answer: (key: string, i: number) => JobAnswer<Travel> | undefined): string {
  const job = prepareTravelTimes(text, { routeType: 'walk' });
  const answers = new Map<string, JobAnswer<Travel>>();
  job.items.forEach((item, i) => {
    const a = answer(item.key, i);
    if (a) answers.set(item.key, a);
  });
  return applyInsertions(text, writeTravelTimes(text, job, answers).insertions);
}

describe('Travel Times run again', () => {
  const minutes = (key: string): JobAnswer<Travel> => ({ ok: true, value: { minutes: key.length, km: key.length / 10 } });

  it('Cancel → Apply → run again: the trips not asked and those that failed are routed into walk_minutes and walk_km; the others untouched', () => {
    const first = route(TRIPS, (key, i) => (i === 0 ? minutes(key) : i === 1 ? { ok: false, error: 'Route not found' } : undefined));
    const cells = first.split('\n').slice(1, 4).map((l) => l.split(',').slice(5).join(','));
    assert.match(cells[0]!, /^\d+,\d+(\.\d+)?$/);
    assert.deepEqual(cells.slice(1), ['error: Route not found,', 'not asked,']);
    const again = prepareTravelTimes(first, { routeType: 'walk' });
    assert.deepEqual([again.plan.mode, again.items.length, again.plan.done], ['finish', 2, 1]);
    assert.equal(route(first, minutes), route(TRIPS, minutes));
    // Another mode is added beside, not refused.
    assert.equal(prepareTravelTimes(first, { routeType: 'drive' }).plan.mode, 'add');
  });

  it('a row with more cells than its header is listed and never written', () => {
    const text = `${TRIPS}D,1.3000,103.8000,1.3100,103.8100,note\n`;
    const job = prepareTravelTimes(text, { routeType: 'walk' });
    assert.deepEqual(job.plan.longer, ['line 5']);
    const out = route(text, minutes);
    assert.equal(out.split('\n')[4], 'D,1.3000,103.8000,1.3100,103.8100,note');
  });
});

describe('Add Planning Area run again', () => {
  const index = planningAreaIndex();

  it('rows added to a file that has the columns get their areas in them; the rows that had theirs are left as they are', () => {
    const done = applyInsertions('name,lat,lon\nBishan,1.3510,103.8483\n', addPlanningAreas('name,lat,lon\nBishan,1.3510,103.8483\n', index).insertions);
    const grown = `${done}Raffles,1.2840,103.8514\n`;
    const again = addPlanningAreas(grown, index);
    assert.deepEqual([again.mode, again.done], ['finish', 1]);
    assert.equal(applyInsertions(grown, again.insertions), 'name,lat,lon,planning_area,region\nBishan,1.3510,103.8483,BISHAN,CENTRAL REGION\nRaffles,1.2840,103.8514,DOWNTOWN CORE,CENTRAL REGION\n');
  });

  it('a geocoded file\'s onemap_latitude gives planning_area, not onemap_planning_area; beside a pair of the file\'s own, geocoded_planning_area', () => {
    assert.deepEqual(addPlanningAreas('name,onemap_latitude,onemap_longitude\nBishan,1.3510,103.8483\n', index).columns, ['planning_area', 'region']);
    assert.deepEqual(addPlanningAreas('name,lat,lon,onemap_latitude,onemap_longitude\nBishan,1.3510,103.8483,1.3510,103.8483\n', index).columns, [
      'planning_area',
      'region',
      'geocoded_planning_area',
      'geocoded_region',
    ]);
  });

  it('a file written by an older version (onemap_planning_area, onemap_region) is read back and finished, not refused', () => {
    const old = 'name,onemap_latitude,onemap_longitude,onemap_planning_area,onemap_region\nBishan,1.3510,103.8483,BISHAN,CENTRAL REGION\nRaffles,1.2840,103.8514\n';
    const again = addPlanningAreas(old, index);
    assert.deepEqual([again.mode, again.columns], ['finish', ['onemap_planning_area', 'onemap_region']]);
    assert.equal(applyInsertions(old, again.insertions).split('\n')[2], 'Raffles,1.2840,103.8514,DOWNTOWN CORE,CENTRAL REGION');
  });
});
