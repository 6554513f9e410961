// Add Nearest Places by route run again on a file whose travel columns it wrote: the run read back from the
// columns' names, the rows left (not asked, OneMap's error, edited during the job) and only those, finished into
// the columns there, so that a run finished in two goes reads back the same as a run never stopped.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import type { FindOptions } from '../../../src/mapData/findPoints';
import { applyInsertions, PlaceIndex, type Kind, type NearestOptions } from '../../../src/nearest';
import { nearestReruns, prepareNearestFinish, travelColumns } from '../../../src/travelTimes/nearestFinish';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { parseCsv, readReal } from '../coords/realFixtures';
import { stationPlaces } from '../nearest/fixturePlaces';
import { stop } from './nearestStops';

const walk = { routeType: 'walk' } as const;
const find: FindOptions = { from: 'EPSG:3414' };
/** A route's answer made from its key alone: the same question always gets the same answer, as from the cache. */
const answerOf = (key: string): JobAnswer<Travel> => {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return { ok: true, value: { minutes: 1 + (h % 40), km: (h % 3000) / 1000 } };
};

/** The first run: only `answered` of its routes answered (Cancel, then Apply), written. */
function firstRun(text: string, kinds: readonly Kind[], options: NearestOptions, answered: (key: string, i: number) => boolean = () => false, f = find) {
  const job = prepareNearestTravel(text, kinds, walk, [], f, options);
  const answers = new Map(job.items.filter((item, i) => answered(item.key, i)).map((item) => [item.key, answerOf(item.key)] as const));
  return { job, text: applyInsertions(text, writeNearestTravel(text, job, answers).insertions) };
}

/** Every route answered in one go. */
function wholeRun(text: string, kinds: readonly Kind[], options: NearestOptions, f = find): string {
  const job = prepareNearestTravel(text, kinds, walk, [], f, options);
  return applyInsertions(text, writeNearestTravel(text, job, new Map(job.items.map((i) => [i.key, answerOf(i.key)] as const))).insertions);
}

/** Run again: the run to finish, its job, and the text once every route it asks is answered. */
function finish(text: string, kinds: readonly Kind[], f = find) {
  const [run] = nearestReruns(text, [], f);
  assert.ok(run, 'a run to finish');
  const job = prepareNearestFinish(text, run, kinds, walk, [], f, { decimals: 0 });
  const answers = new Map(job.items.map((i) => [i.key, answerOf(i.key)] as const));
  return { run, job, text: applyInsertions(text, writeNearestTravel(text, job, answers).insertions) };
}

describe('Add Nearest Places run again: the run read back from its columns', () => {
  it('kinds, mode, radius and suffix, in every style, one place or two', () => {
    assert.deepEqual(travelColumns(['nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m', 'nearest_mrt_walk', 'nearest_mrt_walk_min', 'nearest_mrt_walk_m']), [
      { routeType: 'walk', kinds: [['mrt']], column: 'nearest_mrt_walk', radius: 1000 },
    ]);
    assert.deepEqual(travelColumns(['NearestMrtExit', 'NearestMrtExitM', 'NearestMrtExitCycle', 'NearestMrtExitCycleMin', 'NearestMrtExitCycleM']), [
      { routeType: 'cycle', kinds: [['mrt', 'exit']], column: 'NearestMrtExitCycle' },
    ]);
    const two = ['start', 'end'].flatMap((s) => ['mrt', 'hawker_centre'].flatMap((k) => [`${s}_nearest_${k}_2`, `${s}_nearest_${k}_m_2`, `${s}_${k}_within_500m_2`, `${s}_nearest_${k}_pt_2`, `${s}_nearest_${k}_pt_min_2`, `${s}_nearest_${k}_pt_m_2`]));
    assert.deepEqual(travelColumns(two), [{ routeType: 'pt', kinds: [['mrt'], ['hawker', 'centre']], suffix: '2', column: 'start_nearest_mrt_pt_2', radius: 500 }]);
    assert.deepEqual(travelColumns(['nearestMrtDrive2', 'nearestMrtDriveMin2', 'nearestMrtDriveM2']), [{ routeType: 'drive', kinds: [['mrt']], suffix: '2', column: 'nearestMrtDrive2' }]);
    // Straight-line columns only (an offline run): nothing to finish.
    assert.deepEqual(travelColumns(['nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m']), []);
  });
});

describe('Add Nearest Places run again: the rows left, and only those, finished in place', () => {
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';
  const options = { decimals: 0, radius: 1000 };

  it('Cancel → Apply: the rows not asked are left; finished, the file reads as a run never stopped', () => {
    // Row 1's routes answered only.
    const job = prepareNearestTravel(text, [stop], walk, [], find, options);
    const row1 = new Set([...job.planned[0]!.values()][0]![0]!.candidates.map((c) => c.key!));
    const applied = firstRun(text, [stop], options, (key) => row1.has(key)).text;
    assert.deepEqual(parseCsv(applied.trimEnd()).map((r) => r[6] === 'not asked'), [false, false, false, true, true]);
    const done = finish(applied, [stop]);
    assert.equal(done.run.left, 2);
    assert.equal(done.run.total, 4);
    assert.deepEqual(done.job.read.records.map((r) => applied.slice(r.start, r.end).split(',')[0]), ['3', '4']);
    // Only the rows left are asked: none of row 1's routes (unless a row left shares one).
    const rowsLeftKeys = new Set(done.job.planned.flatMap((m) => [...m.values()].flatMap((k) => k.flatMap((c) => c.candidates.map((p) => p.key)))));
    assert.deepEqual(new Set(done.job.items.map((i) => i.key)), rowsLeftKeys);
    assert.equal(done.text, wholeRun(text, [stop], options));
  });

  it('a row with OneMap’s error, a row edited during the job (its cells missing), a row given coordinates since, are left; a place with no route is done', () => {
    const whole = wholeRun(text, [stop], options);
    const lines = whole.split('\n');
    lines[1] = lines[1]!.replace(/,[^,]*,[^,]*,[^,]*$/, ',error: The server is busy,,');
    lines[2] = '2,35000,34990,,,,,,';
    lines[3] = '3,35000,34990';
    lines[4] = lines[4]!.replace(/,[^,]*,[^,]*,[^,]*$/, ',No route found,,');
    const edited = lines.join('\n');
    const done = finish(edited, [stop]);
    assert.deepEqual([done.run.left, done.run.total], [3, 4]);
    assert.deepEqual(done.job.read.records.map((r) => edited.slice(r.start, r.end).split(',')[0]), ['1', '2', '3']);
    const out = done.text.split('\n');
    assert.deepEqual([out[1], out[3]], [whole.split('\n')[1], whole.split('\n')[3]]);
    assert.equal(out[2], whole.split('\n')[3]!.replace(/^3/, '2'));
    assert.equal(out[4], lines[4]);
    assert.ok(parseCsv(done.text.trimEnd()).every((r) => r.length === 9), 'the table stays rectangular');
    // Everything finished: nothing left, no run offered.
    assert.deepEqual(nearestReruns(whole, [], find).map((r) => r.left), [0]);
  });

  it('the distances keep the decimals the file has; the straight-line columns are written for the rows left alike', () => {
    const applied = firstRun(text, [stop], { decimals: 1 }).text;
    assert.match(applied, /,100\.0,|,100,/);
    const done = finish(applied, [stop]);
    assert.equal(done.run.decimals, 1);
    assert.equal(done.text, wholeRun(text, [stop], { decimals: 1 }));
  });

  it('a JSON array: the objects not asked are finished in their own fields', () => {
    const json = '[\n  {"id": 1, "x": 30000, "y": 30000},\n  {"id": 2, "x": 35000, "y": 34990},\n  {"id": 3, "x": 29800, "y": 30100}\n]\n';
    const job = prepareNearestTravel(json, [stop], walk, [], find, options);
    const row1 = new Set([...job.planned[0]!.values()][0]![0]!.candidates.map((c) => c.key!));
    const applied = firstRun(json, [stop], options, (key) => row1.has(key)).text;
    assert.equal((applied.match(/"not asked"/g) ?? []).length, 2);
    const done = finish(applied, [stop]);
    assert.deepEqual([done.run.left, done.run.total], [2, 3]);
    assert.deepEqual(JSON.parse(done.text), JSON.parse(wholeRun(json, [stop], options)));
  });

  it('HDB car parks against the stations, cancelled anywhere: finished, every row as in a run never stopped; the rows done are not asked', () => {
    const stations = stationPlaces();
    const mrt: Kind = { words: ['mrt'], index: new PlaceIndex(stations) };
    const source = readReal('hdb-carpark-information.csv').split('\n').slice(0, 41).join('\n') + '\n';
    const whole = wholeRun(source, [mrt], { decimals: 0 }, {});
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 7 }), (stop, every) => {
        // The first `stop` routes answered, and after them every `every`-th (answers in flight when Cancel came).
        const applied = firstRun(source, [mrt], { decimals: 0 }, (_key, i) => i < stop || i % every === 0, {}).text;
        if (applied === whole) return;
        const done = finish(applied, [mrt], {});
        assert.equal(done.text, whole);
        const left = new Set(done.job.read.records.map((r) => r.start));
        const rows = parseCsv(applied.trimEnd()).slice(1);
        assert.equal(left.size, rows.filter((r) => r.at(-3) === 'not asked').length);
      }),
      { numRuns: 25 },
    );
  });
});
