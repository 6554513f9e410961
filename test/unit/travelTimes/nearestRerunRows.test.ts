// Add Nearest Places by route run again, two kinds at once: a row is left when any kind of any of its places
// is (not asked, OneMap's error), done when every route was answered, "No route found" included; what the run
// offers (rows left of rows written, rows longer than the header, the distances' decimals) and its refusals.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { applyInsertions } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { nearestReruns, prepareNearestFinish } from '../../../src/travelTimes/nearestFinish';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { clinic, stop } from './nearestStops';

const ok = (minutes: number, km: number): JobAnswer<Travel> => ({ ok: true, value: { minutes, km } });
const find = { from: 'EPSG:3414' } as const;
const walk = { routeType: 'walk' } as const;
const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';

/**
 * The first run, Cancel → Apply: row 1's stops found no way (done all the same) and its clinics routed; row 3 not
 * asked; row 4's stops routed and its clinics failed.
 */
function applied(source = text): string {
  const job = prepareNearestTravel(source, [stop, clinic], walk, [], find, { decimals: 0 });
  const answers = new Map<string, JobAnswer<Travel>>();
  const set = (row: number, kind: number, by: (name: string) => JobAnswer<Travel>) => {
    for (const c of [...job.planned[row]!.values()][0]![kind]!.candidates) answers.set(c.key!, by(c.name));
  };
  set(0, 0, () => ({ ok: true, value: { none: 'No route found' } }));
  set(0, 1, (n) => (n === 'Q' ? ok(3, 0.25) : ok(7, 0.5)));
  set(3, 0, (n) => (n === 'C' ? ok(2, 0.11) : ok(3, 0.2)));
  set(3, 1, () => ({ ok: false, error: 'The server is busy' }));
  return applyInsertions(source, writeNearestTravel(source, job, answers).insertions);
}

describe('Add Nearest Places by route run again, two kinds', () => {
  it('rows 3 (not asked) and 4 (its clinics failed) are left, row 1 (no route for its stops) is done, row 2 (no coordinates) too; finished, only the rows left change', () => {
    const first = applied();
    const [run, ...more] = nearestReruns(first, [], find);
    assert.equal(more.length, 0);
    assert.deepEqual(run, { routeType: 'walk', kinds: [['stop'], ['clinic']], column: 'nearest_stop_walk', left: 2, total: 4, longer: [], decimals: 0 });
    const job = prepareNearestFinish(first, run!, [stop, clinic], walk, [], find);
    assert.deepEqual(
      job.read.records.map((r) => first.slice(r.start, r.end).split(',')[0]),
      ['3', '4'],
    );
    // Asked again, row 4's stops get the answers they had (the disk cache gives them back); the rest 5 min, 400 m.
    const again = new Map<string, JobAnswer<Travel>>();
    for (const byStem of job.planned) for (const perKind of byStem.values()) for (const { candidates } of perKind) for (const c of candidates) again.set(c.key!, c.name === 'C' ? ok(2, 0.11) : ok(5, 0.4));
    const out = applyInsertions(first, writeNearestTravel(first, job, again).insertions).split('\n');
    const before = first.split('\n');
    assert.deepEqual([out[0], out[1], out[2]], [before[0], before[1], before[2]]);
    assert.equal(out[3], '3,35000,34990,D,10,D,5,400,R,1407,R,5,400');
    assert.equal(out[4], '4,29800,30100,C,141,C,2,110,Q,71,Q,5,400');
  });

  it('a row with two pairs is left while either pair has a route left', () => {
    const wgs = (x: number, y: number) => transformPoint('EPSG:3414', 'EPSG:4326', x, y).map((v) => v.toFixed(7)).reverse().join(',');
    const trips = `trip,start_lat,start_lng,end_lat,end_lng\nhome,${wgs(30000, 30000)},${wgs(29800, 30100)}\nwork,${wgs(30010, 30000)},${wgs(29810, 30100)}\n`;
    const job = prepareNearestTravel(trips, [stop, clinic], walk, [], {}, { decimals: 0 });
    // home: every route answered; work: its start's routes only.
    const keys = (row: number, stems: string[]) => stems.flatMap((stem) => job.planned[row]!.get(stem)!.flatMap((k) => k.candidates.map((c) => c.key!)));
    const answers = new Map([...keys(0, ['start', 'end']), ...keys(1, ['start'])].map((key) => [key, ok(4, 0.3)] as const));
    const first = applyInsertions(trips, writeNearestTravel(trips, job, answers).insertions);
    assert.deepEqual(nearestReruns(first).map((r) => [r.left, r.total]), [[1, 2]]);
  });

  it('JSON: an object with one pair of two, every route answered, is done; another with a route not asked is left', () => {
    const wgs = (x: number, y: number) => transformPoint('EPSG:3414', 'EPSG:4326', x, y).map((v) => v.toFixed(7));
    const [[a, b], [c, d], [e, f]] = [wgs(30000, 30000), wgs(29800, 30100), wgs(30010, 30000)];
    const json = `[\n  {"trip": "home", "start_lng": ${a}, "start_lat": ${b}, "end_lng": ${c}, "end_lat": ${d}},\n  {"trip": "shop", "start_lng": ${e}, "start_lat": ${f}}\n]\n`;
    const job = prepareNearestTravel(json, [stop], walk, [], {}, { decimals: 0 });
    const answers = new Map(job.items.map((i) => [i.key, ok(4, 0.3)] as const));
    const whole = applyInsertions(json, writeNearestTravel(json, job, answers).insertions);
    assert.deepEqual(nearestReruns(whole).map((r) => [r.left, r.total]), [[0, 2]]);
    const endKeys = new Set(job.planned[0]!.get('end')![0]!.candidates.map((p) => p.key));
    const part = applyInsertions(json, writeNearestTravel(json, job, new Map([...answers].filter(([key]) => !endKeys.has(key)))).insertions);
    const [run] = nearestReruns(part);
    assert.deepEqual([run!.left, run!.total], [1, 2]);
    // Finished with every default (the whole file, WGS84 found by name): the first object alone is routed again.
    const again = prepareNearestFinish(part, run!, [stop], walk);
    assert.deepEqual(again.read.records.map((r) => JSON.parse(part.slice(r.start, r.end)).trip), ['home']);
  });

  it('a row typed in since without coordinates nor cells: nothing to ask, but it gets its cells, the table square', () => {
    const short = `${applied()}5,,\n`;
    const [run] = nearestReruns(short, [], find);
    const job = prepareNearestFinish(short, run!, [stop, clinic], walk, [], find);
    const out = applyInsertions(short, writeNearestTravel(short, job, new Map()).insertions).split('\n');
    assert.equal(out[5], '5,,,,,,,,,,,,');
  });

  it('a row longer than its header is named, never counted; the decimals are those of the distances written, whatever a user typed beside', () => {
    const first = applied(`${text}5,29900,30000,extra\n`);
    const [run] = nearestReruns(first, [], find);
    assert.deepEqual([run!.left, run!.total, run!.longer], [2, 4, ['line 6']]);
    const lines = first.split('\n');
    const typed = (line: number, metres: string) => (lines[line] = lines[line]!.replace(/^([^,]*,[^,]*,[^,]*,[^,]*),[^,]*/, `$1,${metres}`));
    typed(1, '100.25');
    typed(3, 'about 7.125');
    typed(4, '7.125 m');
    assert.equal(nearestReruns(lines.join('\n'), [], find)[0]!.decimals, 2);
  });

  it('refusals: no table, or the run’s columns gone; a run with some of its columns only is not offered', () => {
    const first = applied();
    const [run] = nearestReruns(first, [], find);
    assert.deepEqual(nearestReruns('Meet at 1.3521, 103.8198 by the gate.\n'), []);
    assert.throws(() => nearestReruns('Meet at 1.3521, 103.8198 by the gate.\n', [], {}, ['nearest_mrt_walk', 'nearest_mrt_walk_min', 'nearest_mrt_walk_m']), /^NotRowsError: Add Nearest Places reads/);
    assert.throws(() => prepareNearestFinish('Meet at 1.3521, 103.8198 by the gate.\n', run!, [stop, clinic], walk), /^NotRowsError: Add Nearest Places reads/);
    assert.throws(() => prepareNearestFinish(text, run!, [stop, clinic], walk, [], find), /nearest_stop_walk/);
    const cut = first.split('\n').map((l) => l.split(',').slice(0, -1).join(',')).join('\n');
    assert.deepEqual(nearestReruns(cut, [], find), []);
    // Names handed over that the file does not have: nothing to finish there.
    assert.deepEqual(nearestReruns(text, [], find, ['nearest_stop_walk', 'nearest_stop_walk_min', 'nearest_stop_walk_m']), []);
  });
});
