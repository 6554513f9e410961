// Show on Map after Add Nearest Places by route with two kinds at once: each row's line of each kind goes to that
// kind's place its route chose, with that route's metres; a cell emptied or edited by hand draws no line.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { applyInsertions } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import { nearestRouteLines } from '../../../src/travelTimes/nearestRouteLines';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { clinic, stop } from './nearestStops';

const ok = (minutes: number, km: number): JobAnswer<Travel> => ({ ok: true, value: { minutes, km } });
const find = { from: 'EPSG:3414' } as const;
const run = { routeType: 'walk' as const, kinds: [['stop'], ['clinic']] };
const near = (actual: readonly number[], x: number, y: number) => {
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
  assert.ok(Math.abs(actual[0]! - lat) <= 0.6e-7 && Math.abs(actual[1]! - lon) <= 0.6e-7, `${actual} is not (${x}, ${y})`);
};

/** The file as the run wrote it: row 1 both kinds routed, row 3 not asked, row 4 its stop routed and its clinic failed. */
function written(): string {
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';
  const job = prepareNearestTravel(text, [stop, clinic], { routeType: 'walk' }, [], find, { decimals: 0 });
  const answers = new Map<string, JobAnswer<Travel>>();
  const set = (row: number, kind: number, by: (name: string) => JobAnswer<Travel>) => {
    for (const c of [...job.planned[row]!.values()][0]![kind]!.candidates) answers.set(c.key!, by(c.name));
  };
  set(0, 0, (n) => (n === 'B' ? ok(4.5, 0.3) : ok(6, 0.45)));
  set(0, 1, (n) => (n === 'Q' ? ok(3, 0.25) : ok(7, 0.5)));
  set(3, 0, (n) => (n === 'C' ? ok(2, 0.11) : ok(3, 0.2)));
  set(3, 1, () => ({ ok: false, error: 'The server is busy' }));
  return applyInsertions(text, writeNearestTravel(text, job, answers).insertions);
}

/** Each kind's lines as [label, place, metres]. */
function lines(text: string) {
  const map = nearestRouteLines(text, run, [stop, clinic], find);
  return [0, 1].map((k) => {
    const l = map.kindLines(k, 0);
    return l.labels.map((label, i) => [label, l.names[l.nearest[i]!], l.metres[i]]);
  });
}

/** The text with row `line`'s cell `column` (by header name) set to `value`. */
function withCell(text: string, line: number, column: string, value: string): string {
  const rows = text.split('\n');
  const at = rows[0]!.split(',').indexOf(column);
  const cells = rows[line]!.split(',');
  cells[at] = value;
  rows[line] = cells.join(',');
  return rows.join('\n');
}

describe('Add Nearest Places by route on the map, two kinds', () => {
  it('each kind its own lines, to its own kind’s place, with its own route’s metres', () => {
    const text = written();
    assert.deepEqual(lines(text), [
      [
        ['1', 'B', 300],
        ['4', 'C', 110],
      ],
      [['1', 'Q', 250]],
    ]);
    const stops = nearestRouteLines(text, run, [stop, clinic], find).kindLines(0, 0);
    const clinics = nearestRouteLines(text, run, [stop, clinic], find).kindLines(1, 0);
    near(stops.coords.slice(0, 2), 30000, 30000);
    near(stops.coords.slice(2, 4), 30000, 30200);
    near(stops.coords.slice(4, 6), 29800, 30100);
    near(stops.coords.slice(6, 8), 29700, 30000);
    near(clinics.coords.slice(2, 4), 29850, 30150);
  });

  it('a route’s metres emptied, or its place renamed, or its metres not a number: no line for that kind; the minutes emptied: the line stays', () => {
    const text = written();
    assert.deepEqual(lines(withCell(text, 1, 'nearest_clinic_walk_m', '')), [[['1', 'B', 300], ['4', 'C', 110]], []]);
    assert.deepEqual(lines(withCell(text, 4, 'nearest_stop_walk', 'Z')), [[['1', 'B', 300]], [['1', 'Q', 250]]]);
    assert.deepEqual(lines(withCell(text, 4, 'nearest_stop_walk_m', 'n/a')), [[['1', 'B', 300]], [['1', 'Q', 250]]]);
    assert.deepEqual(lines(withCell(text, 1, 'nearest_stop_walk_min', '')), lines(text));
  });

  it('a row with two pairs: each pair’s line of each kind to the place its own routes chose', () => {
    const wgs = (x: number, y: number) => transformPoint('EPSG:3414', 'EPSG:4326', x, y).map((v) => v.toFixed(7)).reverse().join(',');
    const text = `trip,start_lat,start_lng,end_lat,end_lng\nhome,${wgs(30000, 30000)},${wgs(29800, 30100)}\n`;
    const job = prepareNearestTravel(text, [stop, clinic], { routeType: 'walk' }, [], {}, { decimals: 0 });
    const fastest = { start: ['B', 'Q'], end: ['C', 'P'] } as Record<string, string[]>;
    const answers = new Map<string, JobAnswer<Travel>>();
    for (const [stem, perKind] of job.planned[0]!) {
      perKind.forEach(({ candidates }, k) => candidates.forEach((c, i) => answers.set(c.key!, c.name === fastest[stem]![k] ? ok(2, 0.1 + k / 10) : ok(9, 0.5 + i / 10))));
    }
    const out = applyInsertions(text, writeNearestTravel(text, job, answers).insertions);
    const map = nearestRouteLines(out, run, [stop, clinic]);
    const each = [0, 1].map((k) => {
      const l = map.kindLines(k, 0);
      return l.labels.map((label, i) => [label, l.names[l.nearest[i]!], l.metres[i]]);
    });
    assert.deepEqual(each, [
      [
        ['home (start)', 'B', 100],
        ['home (end)', 'C', 100],
      ],
      [
        ['home (start)', 'Q', 200],
        ['home (end)', 'P', 200],
      ],
    ]);
  });

  it('a file that is no table is refused in the command’s name', () => {
    assert.throws(() => nearestRouteLines('Meet at 1.3521, 103.8198 by the gate.\n', run, [stop, clinic]), /^NotRowsError: Add Nearest Places reads/);
  });
});
