// Travel Times run again on a file it wrote into: which rows are left (not asked, OneMap's error, an object
// without its km field, one added since) and which are not (a trip routed; in JSON, an object holding one
// place, which never gets the fields).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { prepareTravelTimes, writeTravelTimes } from '../../../src/travelTimes/travelRows';

const walk = { routeType: 'walk' } as const;
const routed: JobAnswer<Travel> = { ok: true, value: { minutes: 12, km: 0.9 } };

/** The file once the first run wrote the answers `answer` gives (undefined: not asked). */
function firstRun(text: string, answer: (i: number) => JobAnswer<Travel> | undefined): string {
  const job = prepareTravelTimes(text, walk);
  const answers = new Map<string, JobAnswer<Travel>>();
  job.items.forEach((item, i) => {
    const a = answer(i);
    if (a) answers.set(item.key, a);
  });
  return applyInsertions(text, writeTravelTimes(text, job, answers).insertions);
}

/** The trips a run again asks, by their first cell or field. */
const leftOf = (text: string, name: (record: string) => string) => {
  const job = prepareTravelTimes(text, walk);
  return job.read.records.map((r) => name(text.slice(r.start, r.end)));
};

describe('Travel Times run again: the rows left', () => {
  it('CSV: the trip not asked and the one with OneMap’s error are left; the routed ones are not', () => {
    const text = 'trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,1.2840,103.8514\nB,1.3000,103.8000,1.3100,103.8100\nC,1.2900,103.8500,1.3000,103.8600\nD,1.3200,103.8200,1.3300,103.8300\n';
    const first = firstRun(text, (i) => (i === 0 || i === 3 ? routed : i === 1 ? { ok: false, error: 'Route not found' } : undefined));
    const lines = first.split('\n');
    assert.deepEqual(lines.slice(1, 5).map((l) => l.split(',').slice(5).join(',')), ['12,0.9', 'error: Route not found,', 'not asked,', '12,0.9']);
    assert.deepEqual(leftOf(first, (r) => r.split(',')[0]!), ['B', 'C']);
    // A row typed in since with one place and no new cells: nothing to route, but it is read to get its cells.
    assert.deepEqual(leftOf(`${first}E,1.3000,103.8000,,\n`, (r) => r.split(',')[0]!), ['B', 'C', 'E']);
  });

  it('JSON: an object holding one place is never left; the trip not asked is', () => {
    const json = '[\n  {"trip": "A", "start_lat": 1.3521, "start_lng": 103.8198, "end_lat": 1.284, "end_lng": 103.8514},\n  {"trip": "B", "start_lat": 1.3, "start_lng": 103.8},\n  {"trip": "C", "start_lat": 1.3, "start_lng": 103.8, "end_lat": 1.31, "end_lng": 103.81}\n]\n';
    const first = firstRun(json, (i) => (i === 0 ? routed : undefined));
    assert.deepEqual(Object.keys((JSON.parse(first) as object[])[1]!), ['trip', 'start_lat', 'start_lng']);
    assert.deepEqual(leftOf(first, (r) => (JSON.parse(r) as { trip: string }).trip), ['C']);
    // A routed object whose walk_km field was removed since: left, asked again.
    const cut = first.replace(/,\s*"walk_km": 0\.9/, '');
    assert.notEqual(cut, first);
    assert.deepEqual(leftOf(cut, (r) => (JSON.parse(r) as { trip: string }).trip), ['A', 'C']);
    // An object added since with both places and no fields: left, asked.
    const added = first.replace(/\n\]\n$/, ',\n  {"trip": "D", "start_lat": 1.32, "start_lng": 103.82, "end_lat": 1.33, "end_lng": 103.83}\n]\n');
    assert.deepEqual(leftOf(added, (r) => (JSON.parse(r) as { trip: string }).trip), ['C', 'D']);
  });
});

describe('Travel Times: what the summary counts', () => {
  it('a trip routed, one not asked; a row with one place and a row with none count as no trip', () => {
    const text = 'trip,start_lat,start_lng,end_lat,end_lng\nA,1.3521,103.8198,1.2840,103.8514\nB,1.3000,103.8000,1.3100,103.8100\nC,1.3000,103.8000,,\nD,,,,\n';
    const job = prepareTravelTimes(text, walk);
    assert.equal(job.onePlace, 1);
    const result = writeTravelTimes(text, job, new Map([[job.items[0]!.key, routed]]));
    assert.deepEqual(result.trips, { routed: 1, none: 0, errors: 0, notReached: 1 });
    assert.deepEqual(applyInsertions(text, result.insertions).split('\n').slice(1, 5), [
      'A,1.3521,103.8198,1.2840,103.8514,12,0.9',
      'B,1.3000,103.8000,1.3100,103.8100,not asked,',
      'C,1.3000,103.8000,,,,',
      'D,,,,,no coordinates,',
    ]);
  });
});
