// Show on Map after Add Nearest Places by route: each row's line goes to the place its route chose (the shortest
// route, not the nearest in a straight line), with the route's length; rows without a route get no line.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { PlaceIndex, placesFromSvy21, type Kind } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { prepareNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import { nearestRouteLines } from '../../../src/travelTimes/nearestRouteLines';
import type { Travel } from '../../../src/travelTimes/travelRequest';

const ok = (minutes: number, km: number): JobAnswer<Travel> => ({ ok: true, value: { minutes, km } });
const places = placesFromSvy21([
  { name: 'A', x: 30100, y: 30000 },
  { name: 'B', x: 30000, y: 30200 },
  { name: 'C', x: 29700, y: 30000 },
  { name: 'D', x: 35000, y: 35000 },
]);
const stop: Kind = { words: ['stop'], index: new PlaceIndex(places) };
const wgs = (x: number, y: number): [number, number] => {
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
  return [lat, lon];
};
const near = (actual: readonly number[], wanted: readonly number[]) => actual.forEach((v, i) => assert.ok(Math.abs(v - wanted[i]!) <= 0.6e-7, `${actual} is not ${wanted}`));

describe('Add Nearest Places by route on the map', () => {
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';
  const job = prepareNearestTravel(text, [stop], { routeType: 'walk' }, [], { from: 'EPSG:3414' }, { decimals: 0 });
  const keyOf = (row: number, name: string) => [...job.planned[row]!.values()][0]![0]!.candidates.find((c) => c.name === name)!.key!;

  it('the line goes from the row to the place of the shortest route, not the straight-line nearest, with the route’s metres', () => {
    const answers = new Map([
      [keyOf(0, 'A'), ok(6, 0.45)],
      [keyOf(0, 'B'), ok(4.5, 0.3)],
      [keyOf(0, 'C'), ok(5, 0.32)],
    ]);
    const lines = nearestRouteLines(text, job, answers).kindLines(0, 0);
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
    const lines = nearestRouteLines(text, job, answers).kindLines(0, 0);
    assert.deepEqual(lines.labels, ['4']);
    assert.deepEqual([lines.names[lines.nearest[0]!], lines.metres[0]], ['C', 110]);
    near(lines.coords.slice(2, 4), wgs(29700, 30000));
  });
});
