// Add Nearest Places by route, row by row as the summary and Apply see them: two kinds at once, each row's cells
// going to its own kind's place; a row without coordinates left empty and the table square; a row not reached
// `not asked`; a row whose every route of one kind failed keeps OneMap's words; the header (CSV) or none (JSON).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { rowsDone } from '../../../src/batch/rowWrite';
import { applyInsertions } from '../../../src/nearest';
import { type NearestTravelJob, prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { clinic, stop } from './nearestStops';

const ok = (minutes: number, km: number): JobAnswer<Travel> => ({ ok: true, value: { minutes, km } });
const busy: JobAnswer<Travel> = { ok: false, error: 'The server is busy' };
const find = { from: 'EPSG:3414' } as const;
const walk = { routeType: 'walk' } as const;

/** Answers for record `row`, kind `kind`: each candidate by its name. */
function answer(job: NearestTravelJob, answers: Map<string, JobAnswer<Travel>>, row: number, kind: number, by: (name: string) => JobAnswer<Travel>): void {
  for (const c of [...job.planned[row]!.values()][0]![kind]!.candidates) answers.set(c.key!, by(c.name));
}

/**
 * Row 1 routed both kinds (the quicker, not the nearer, wins); row 3 not reached; row 4 (record `fourth`: a JSON
 * object without coordinates is no record) its stops routed, its clinic routes all failed.
 */
function answered(job: NearestTravelJob, fourth = 3): Map<string, JobAnswer<Travel>> {
  const answers = new Map<string, JobAnswer<Travel>>();
  answer(job, answers, 0, 0, (n) => (n === 'A' ? ok(6, 0.45) : n === 'B' ? ok(4.5, 0.3) : ok(5, 0.32)));
  answer(job, answers, 0, 1, (n) => (n === 'P' ? ok(7, 0.5) : n === 'Q' ? ok(3, 0.25) : ok(40, 3)));
  answer(job, answers, fourth, 0, (n) => (n === 'C' ? ok(2, 0.11) : ok(3, 0.2)));
  answer(job, answers, fourth, 1, () => busy);
  return answers;
}

/** What each row's insertion tells Apply and the summary, by the row's label. */
function states(job: NearestTravelJob, text: string, answers: Map<string, JobAnswer<Travel>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of writeNearestTravel(text, job, answers).insertions) {
    out[job.rows[i.row]!.label] = i.nothingToAsk ? 'nothing' : i.notAsked ? 'not asked' : (i.outcomes?.join(' ') ?? 'names');
  }
  return out;
}

describe('Add Nearest Places by route: two kinds, row by row', () => {
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';

  it('CSV: each kind its own columns and its own shortest route; no coordinates, not asked and failed rows as a user reads them', () => {
    const job = prepareNearestTravel(text, [stop, clinic], walk, [], find, { decimals: 0 });
    const written = writeNearestTravel(text, job, answered(job));
    assert.deepEqual(applyInsertions(text, written.insertions).split('\n'), [
      'id,x,y,nearest_stop,nearest_stop_m,nearest_stop_walk,nearest_stop_walk_min,nearest_stop_walk_m,nearest_clinic,nearest_clinic_m,nearest_clinic_walk,nearest_clinic_walk_min,nearest_clinic_walk_m',
      '1,30000,30000,A,100,B,4.5,300,P,100,Q,3,250',
      '2,,,,,,,,,,,,',
      '3,35000,34990,D,10,not asked,,,R,1407,not asked,,',
      '4,29800,30100,C,141,C,2,110,Q,71,error: The server is busy,,',
      '',
    ]);
    // Places by kind: row 1 twice routed, row 3 twice not asked, row 4 once routed and once failed.
    assert.deepEqual(written.routes, { routed: 3, failed: 1, notAsked: 2 });
  });

  it('CSV: the header is the first row, each line its own outcome; Apply counts the routed and the failed rows, not the others', () => {
    const job = prepareNearestTravel(text, [stop, clinic], walk, [], find, { decimals: 0 });
    assert.deepEqual(states(job, text, answered(job)), { 'the header': 'names', 'line 2': 'routed', 'line 3': 'nothing', 'line 4': 'not asked', 'line 5': 'error' });
    assert.equal(rowsDone(job.rows, writeNearestTravel(text, job, answered(job)).insertions), 2);
    // Nothing answered yet: every row with coordinates is left, none done.
    assert.deepEqual(states(job, text, new Map()), { 'the header': 'names', 'line 2': 'not asked', 'line 3': 'nothing', 'line 4': 'not asked', 'line 5': 'not asked' });
  });

  it('JSON (no header): the first object is the first row; an object without coordinates is left as it is', () => {
    const json = '[\n  {"id": 1, "x": 30000, "y": 30000},\n  {"id": 2, "x": null, "y": null},\n  {"id": 3, "x": 35000, "y": 34990},\n  {"id": 4, "x": 29800, "y": 30100}\n]\n';
    const job = prepareNearestTravel(json, [stop, clinic], walk, [], find, { decimals: 0 });
    assert.deepEqual(states(job, json, answered(job, 2)), { 'line 2': 'routed', 'line 4': 'not asked', 'line 5': 'error' });
    assert.equal(rowsDone(job.rows, writeNearestTravel(json, job, answered(job, 2)).insertions), 2);
    const objects = JSON.parse(applyInsertions(json, writeNearestTravel(json, job, answered(job, 2)).insertions)) as Array<Record<string, unknown>>;
    assert.deepEqual(
      objects.map((o) => [o.nearest_stop_walk, o.nearest_clinic_walk]),
      [['B', 'Q'], [undefined, undefined], ['not asked', 'not asked'], ['C', 'error: The server is busy']],
    );
  });
});
