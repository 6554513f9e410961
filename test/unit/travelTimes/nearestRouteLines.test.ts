// Show on Map after Add Nearest Places by route: each row's line goes to the place its route chose (the shortest
// route, not the nearest in a straight line), with the route's length; rows without a route get no line.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { transformPoint } from '../../../src/shared/coords/transform';
import { applyInsertions } from '../../../src/nearest';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import { nearestReruns, prepareNearestFinish } from '../../../src/travelTimes/nearestFinish';
import { nearestRouteLines } from '../../../src/travelTimes/nearestRouteLines';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { stop, stopPlaces } from './nearestStops';

const ok = (minutes: number, km: number): JobAnswer<Travel> => ({ ok: true, value: { minutes, km } });

const wgs = (x: number, y: number): [number, number] => {
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
  return [lat, lon];
};
const near = (actual: readonly number[], wanted: readonly number[]) => actual.forEach((v, i) => assert.ok(Math.abs(v - wanted[i]!) <= 0.6e-7, `${actual} is not ${wanted}`));

describe('Add Nearest Places by route on the map', () => {
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';
  const find = { from: 'EPSG:3414' } as const;
  const job = prepareNearestTravel(text, [stop], { routeType: 'walk' }, [], find, { decimals: 0 });
  /** The lines Show on Map draws from the file the run wrote with `answers`. */
  const linesOf = (answers: Map<string, JobAnswer<Travel>>) => {
    const written = applyInsertions(text, writeNearestTravel(text, job, answers).insertions);
    return nearestRouteLines(written, { routeType: 'walk', kinds: [['stop']] }, [stop], find).kindLines(0, 0);
  };
  const keyOf = (row: number, name: string) => [...job.planned[row]!.values()][0]![0]!.candidates.find((c) => c.name === name)!.key!;

  it('the line goes from the row to the place of the shortest route, not the straight-line nearest, with the route’s metres', () => {
    const answers = new Map([
      [keyOf(0, 'A'), ok(6, 0.45)],
      [keyOf(0, 'B'), ok(4.5, 0.3)],
      [keyOf(0, 'C'), ok(5, 0.32)],
    ]);
    const lines = linesOf(answers);
    // Row 1 only: row 3 and row 4 were not asked, row 2 has no coordinates.
    assert.deepEqual(lines.labels, ['1']);
    assert.deepEqual(lines.names, ['B']);
    assert.deepEqual(lines.metres, [300]);
    near(lines.coords.slice(0, 2), wgs(30000, 30000));
    near(lines.coords.slice(2, 4), wgs(30000, 30200));
  });

  it('a row whose every route failed gets no line; a row whose nearest wins gets its line to it', () => {
    const answers = new Map<string, JobAnswer<Travel>>([
      [keyOf(0, 'A'), { ok: false, error: 'The server is busy' }],
      [keyOf(0, 'B'), { ok: true, value: { none: 'No route found' } }],
      [keyOf(0, 'C'), { ok: false, error: 'x' }],
    ]);
    for (const c of [...job.planned[3]!.values()][0]![0]!.candidates) answers.set(c.key!, c.name === 'C' ? ok(2, 0.11) : ok(3, 0.2));
    const lines = linesOf(answers);
    assert.deepEqual(lines.labels, ['4']);
    assert.deepEqual([lines.names[lines.nearest[0]!], lines.metres[0]], ['C', 110]);
    near(lines.coords.slice(2, 4), wgs(29700, 30000));
  });

  it('JSON with a count, finished in two goes: a line for every object, to the place and with the metres its fields name', () => {
    const json = '[\n  {"id": 1, "x": 30000, "y": 30000},\n  {"id": 2, "x": 35000, "y": 34990},\n  {"id": 3, "x": 29800, "y": 30100}\n]\n';
    const options = { decimals: 0, radius: 1000 };
    const first = prepareNearestTravel(json, [stop], { routeType: 'walk' }, [], find, options);
    // The first object's routes answered (the second candidate the shortest), then Cancel → Apply.
    const row1 = [...first.planned[0]!.values()][0]![0]!.candidates;
    const applied = applyInsertions(json, writeNearestTravel(json, first, new Map(row1.map((c, i) => [c.key!, ok(i === 1 ? 2 : 5, 0.1 * (i + 1))] as const))).insertions);
    const [run] = nearestReruns(applied, [], find);
    const job = prepareNearestFinish(applied, run!, [stop], { routeType: 'walk' }, [], find, options);
    const done = applyInsertions(applied, writeNearestTravel(applied, job, new Map(job.items.map((i) => [i.key, ok(3, 0.25)] as const))).insertions);
    const lines = nearestRouteLines(done, run!, [stop], find).kindLines(0, 0);
    const objects = JSON.parse(done) as Array<Record<string, string | number>>;
    assert.deepEqual(lines.labels.length, 3);
    assert.deepEqual(objects[0]!.nearest_stop_walk, 'B');
    objects.forEach((o, i) => {
      assert.equal(lines.names[lines.nearest[i]!], o.nearest_stop_walk);
      assert.equal(lines.metres[i], o.nearest_stop_walk_m);
      const p = stopPlaces.names.indexOf(String(o.nearest_stop_walk));
      near(lines.coords.slice(4 * i + 2, 4 * i + 4), wgs(stopPlaces.x[p]!, stopPlaces.y[p]!));
      near(lines.coords.slice(4 * i, 4 * i + 2), wgs(Number(o.x), Number(o.y)));
    });
  });
});
