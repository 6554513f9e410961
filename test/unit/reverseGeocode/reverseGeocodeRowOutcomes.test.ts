// Reverse Geocode row by row as the summary and Apply see them: found, nothing within the buffer, OneMap's error,
// not asked, no coordinates; the header (CSV) or none (JSON); and run again, a JSON object holding one pair of
// two, or a row typed in since with its cells empty.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { rowsDone } from '../../../src/batch/rowWrite';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { type Nearest, prepareReverseGeocode, type RevgeocodeJob, writeReverseGeocode } from '../../../src/reverseGeocode/reverseGeocodeRows';

const shop: Nearest = { building: 'PLAZA', address: '1 ORCHARD ROAD', postalCode: '238801' };
const found = (): JobAnswer<Nearest> => ({ ok: true, value: shop });

/** By point: 1.3521 found, 1.2840 not asked, 1.3000 OneMap's error, 1.3100 nothing within the buffer. */
function answers(job: RevgeocodeJob): Map<string, JobAnswer<Nearest>> {
  const out = new Map<string, JobAnswer<Nearest>>();
  for (const { key } of job.items) {
    if (key.includes('1.35210')) out.set(key, found());
    if (key.includes('1.30000')) out.set(key, { ok: false, error: 'Invalid token' });
    if (key.includes('1.31000')) out.set(key, { ok: true, value: null });
  }
  return out;
}

/** Each row's insertion as Apply and the summary read it, by the row's label. */
function states(text: string, job: RevgeocodeJob): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of writeReverseGeocode(text, job, answers(job)).insertions) {
    out[job.rows[i.row]!.label] = i.nothingToAsk ? 'no coordinates' : i.notAsked ? 'not asked' : (i.outcomes?.join(' ') ?? 'names');
  }
  return out;
}

describe('Reverse Geocode row by row', () => {
  it('CSV: the header first, then each line its own outcome; Apply counts the rows answered', () => {
    const text = 'id,lat,lng\n1,1.3521,103.8198\n2,,\n3,1.2840,103.8514\n4,1.3000,103.8000\n5,1.3100,103.8100\n';
    const job = prepareReverseGeocode(text, 50);
    assert.deepEqual(states(text, job), { 'the header': 'names', 'line 2': 'found', 'line 3': 'no coordinates', 'line 4': 'not asked', 'line 5': 'error', 'line 6': 'nothing' });
    assert.equal(rowsDone(job.rows, writeReverseGeocode(text, job, answers(job)).insertions), 3);
    assert.deepEqual(applyInsertions(text, writeReverseGeocode(text, job, answers(job)).insertions).split('\n').slice(1, 6), [
      '1,1.3521,103.8198,PLAZA,1 ORCHARD ROAD,238801',
      '2,,,no coordinates,,',
      '3,1.2840,103.8514,not asked,,',
      '4,1.3000,103.8000,error: Invalid token,,',
      '5,1.3100,103.8100,nothing within 50 m,,',
    ]);
  });

  it('JSON (no header): the first object is the first row; a trip of two places says both', () => {
    const json = '[\n  {"id": 1, "start_lat": 1.3521, "start_lng": 103.8198, "end_lat": 1.31, "end_lng": 103.81},\n  {"id": 2, "lat": null},\n  {"id": 3, "start_lat": 1.3, "start_lng": 103.8, "end_lat": 1.3521, "end_lng": 103.8198}\n]\n';
    const job = prepareReverseGeocode(json, 50);
    assert.deepEqual(states(json, job), { 'line 2': 'found nothing', 'line 4': 'error found' });
  });
});

describe('Reverse Geocode run again', () => {
  const json = '[\n  {"id": 1, "start_lat": 1.3521, "start_lng": 103.8198, "end_lat": 1.31, "end_lng": 103.81},\n  {"id": 2, "end_lat": 1.3, "end_lng": 103.8}\n]\n';

  it('JSON: an object with its end only gets its end’s fields; every place answered, nothing is left', () => {
    const job = prepareReverseGeocode(json, 50);
    const all = new Map(job.items.map((i) => [i.key, found()] as const));
    const out = applyInsertions(json, writeReverseGeocode(json, job, all).insertions);
    const objects = JSON.parse(out) as Array<Record<string, unknown>>;
    assert.deepEqual(Object.keys(objects[1]!), ['id', 'end_lat', 'end_lng', 'end_nearest_building', 'end_nearest_address', 'end_nearest_postal_code']);
    assert.equal(objects[1]!.end_nearest_building, 'PLAZA');
    assert.deepEqual(prepareReverseGeocode(out, 50).items, []);
  });

  it('JSON: the first object’s end not asked: that object alone is left (its places asked again: the disk cache answers the start)', () => {
    const job = prepareReverseGeocode(json, 50);
    const part = new Map(job.items.filter((i) => !i.key.includes('1.31000')).map((i) => [i.key, found()] as const));
    const again = prepareReverseGeocode(applyInsertions(json, writeReverseGeocode(json, job, part).insertions), 50);
    assert.deepEqual([again.items.map((i) => i.key), again.done], [['revgeocode|1.35210,103.81980|buffer=50', 'revgeocode|1.31000,103.81000|buffer=50'], 1]);
  });

  it('CSV: a row typed in since with its new cells empty is asked, one without coordinates gets its cells; the rows answered are not', () => {
    const text = 'id,lat,lng\n1,1.3521,103.8198\n';
    const job = prepareReverseGeocode(text, 50);
    const out = applyInsertions(text, writeReverseGeocode(text, job, new Map(job.items.map((i) => [i.key, found()] as const))).insertions);
    const again = prepareReverseGeocode(`${out}2,1.3000,103.8000,,,\n`, 50);
    assert.deepEqual(again.items.map((i) => i.key), ['revgeocode|1.30000,103.80000|buffer=50']);
    // A row typed in without coordinates nor cells: nothing to ask, but it gets its cells, the table square.
    const short = `${out}3,,\n`;
    const third = prepareReverseGeocode(short, 50);
    assert.deepEqual(applyInsertions(short, writeReverseGeocode(short, third, new Map()).insertions).split('\n')[2], '3,,,no coordinates,,');
  });
});
