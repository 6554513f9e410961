// The columns Add Nearest Places writes when the travel time is asked: their names for each pair of a row, each
// kind, with a radius and a suffix; a row edited during the job gets `not asked` under each kind's route, the
// table square; a file that has the columns is refused by name; a kind with no place says so.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RowTracker } from '../../../src/batch/rowTracker';
import { placeInsertions } from '../../../src/batch/rowWrite';
import { squareEdits } from '../../../src/batch/squareRows';
import { applyInsertions } from '../../../src/nearest';
import { shortestRoute, travelColumnNames } from '../../../src/travelTimes/nearestRouteColumns';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import { clinic, stop } from './nearestStops';

const find = { from: 'EPSG:3414' } as const;
const walk = { routeType: 'walk' } as const;

describe('Add Nearest Places by route: the columns', () => {
  it('names for the start and end of a trip, a kind of two words, in each style, with and without a suffix', () => {
    const kind = { words: ['hawker', 'centre'] };
    assert.deepEqual(travelColumnNames('start_', kind, 'cycle', 'snake', { decimals: 0 }), ['start_nearest_hawker_centre_cycle', 'start_nearest_hawker_centre_cycle_min', 'start_nearest_hawker_centre_cycle_m']);
    assert.deepEqual(travelColumnNames('end', kind, 'pt', 'camel', { decimals: 0, suffix: '2' }), ['endNearestHawkerCentrePt2', 'endNearestHawkerCentrePtMin2', 'endNearestHawkerCentrePtM2']);
    assert.deepEqual(travelColumnNames('', { words: ['mrt'] }, 'walk', 'snake', { decimals: 0, radius: 500 }), ['nearest_mrt_walk', 'nearest_mrt_walk_min', 'nearest_mrt_walk_m']);
  });

  it('a row edited during the job: `not asked` under each kind’s route, every other new cell empty, as wide as the header', () => {
    for (const radius of [undefined, 1000]) {
      const text = 'id,x,y\n1,30000,30000\n2,29800,30100\n';
      const job = prepareNearestTravel(text, [stop, clinic], walk, [], find, { decimals: 0, ...(radius === undefined ? {} : { radius }) });
      const tracker = new RowTracker(job.rows);
      const at = text.indexOf('29800');
      const now = `${text.slice(0, at)}29810${text.slice(at + 5)}`;
      tracker.applyChange(at, 5, 5, '29810');
      const answers = new Map(job.items.map((i) => [i.key, { ok: true, value: { minutes: 4, km: 0.3 } }] as const));
      const placed = placeInsertions(tracker, job.rows, writeNearestTravel(text, job, answers).insertions, 'Routing to the nearest places');
      const out = applyInsertions(now, [...placed.edits, ...squareEdits(now, text, tracker, job.rows, job.plan.shape!).edits]).split('\n');
      const straight = radius === undefined ? ',,' : ',,,';
      assert.equal(out[2], `2,29810,30100${straight},not asked,,${straight},not asked,,`, `radius ${radius}`);
      assert.equal(out[2]!.split(',').length, out[0]!.split(',').length);
    }
  });

  it('a file that has the columns already is refused, naming the first', () => {
    const text = 'id,x,y\n1,30000,30000\n';
    const written = applyInsertions(text, writeNearestTravel(text, prepareNearestTravel(text, [stop], walk, [], find), new Map()).insertions);
    assert.throws(() => prepareNearestTravel(written, [stop], walk, [], find), {
      name: 'NearestColumnsThereError',
      message: 'The file already has nearest_stop: Add Nearest Places was run on it before. Replace those columns, or write beside them.',
    });
  });

  it('no candidate at all (a kind without places): the row says there was no place to route to', () => {
    assert.deepEqual(shortestRoute([]), { failed: 'no place to route to' });
  });
});
