// Add Nearest Places run again: which columns of a file are taken for a run of its own to finish, and which are
// not (a user's columns named alike), read back from the names alone.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { travelColumns } from '../../../src/travelTimes/nearestFinish';

/** The six columns one kind of a run writes, with the radius's count, in snake_case. */
const snake = (kind: string, mode: string, tail = '', radius = 1000) => [`nearest_${kind}${tail}`, `nearest_${kind}_m${tail}`, `${kind}_within_${radius}m${tail}`, `nearest_${kind}_${mode}${tail}`, `nearest_${kind}_${mode}_min${tail}`, `nearest_${kind}_${mode}_m${tail}`];

describe('Add Nearest Places run again: the runs read from the names', () => {
  it('a suffix of two digits, glued on (camelCase) or apart (snake_case)', () => {
    assert.deepEqual(travelColumns(['nearestMrtWalk12', 'nearestMrtWalkMin12', 'nearestMrtWalkM12']), [{ routeType: 'walk', kinds: [['mrt']], suffix: '12', column: 'nearestMrtWalk12' }]);
    assert.deepEqual(travelColumns(snake('mrt', 'walk', '_12')), [{ routeType: 'walk', kinds: [['mrt']], suffix: '12', column: 'nearest_mrt_walk_12', radius: 1000 }]);
  });

  it('two runs side by side (walk, walk again beside it, cycle, walk again): four runs, each its own columns and radius', () => {
    const names = [...snake('mrt', 'walk'), ...snake('mrt', 'walk', '_2', 500), ...snake('mrt', 'cycle', '_3', 800), ...snake('mrt', 'walk', '_4', 200)];
    assert.deepEqual(travelColumns(names), [
      { routeType: 'walk', kinds: [['mrt']], column: 'nearest_mrt_walk', radius: 1000 },
      { routeType: 'walk', kinds: [['mrt']], suffix: '2', column: 'nearest_mrt_walk_2', radius: 500 },
      { routeType: 'cycle', kinds: [['mrt']], suffix: '3', column: 'nearest_mrt_cycle_3', radius: 800 },
      { routeType: 'walk', kinds: [['mrt']], suffix: '4', column: 'nearest_mrt_walk_4', radius: 200 },
    ]);
  });

  it('a kind of two words first: its radius is read all the same', () => {
    assert.deepEqual(travelColumns(snake('hawker_centre', 'pt', '', 300)), [{ routeType: 'pt', kinds: [['hawker', 'centre']], column: 'nearest_hawker_centre_pt', radius: 300 }]);
  });

  it('a user’s own columns named alike are no run: no kind, no mode, no `nearest`, another last word, a suffix not all digits', () => {
    for (const name of ['nearest_walk_min', 'time_to_nearest_bus_min', 'nearest_mrt_fly_min', 'bus_stop_walk_min', 'nearest_school_drive_km', 'nearest_mrt_walk_min_x2', 'nearest_mrt_walk_min_2x', 'nearestMrtWalkMin2x', 'nearest_mrt_walk_min_2x2', 'nearest_mrt_walk_1min2']) {
      assert.deepEqual(travelColumns(['id', name, 'note']), [], name);
    }
  });
});
