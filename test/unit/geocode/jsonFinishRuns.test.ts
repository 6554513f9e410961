// Geocode Addresses run again on a JSON array it wrote into, as a user meets it: Cancel half way, Apply the
// objects done, run again. On LTA's real bus stops (tab-indented, one key a line, PascalCase: the fields are OnemapLatitude…), searched for by their road and
// description and answered by the simulator's gazetteer. What a user checks: every object finished, no field
// moved or repeated, only the objects left asked again, and the file read back the same as a run never stopped.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { geocodeInsertions, geocodeRun, planGeocode, sourceRows, type Answer } from '../../../src/geocode';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { answersFor, readReal } from './support';

const STOPS = readReal('lta-datamall-bus-stops.json');
const QUERY = ['RoadName', 'Description'];

/** A run on `text` with the answers `pick` keeps; what it asks, and the file after it. */
function run(text: string, pick: (all: Map<string, Answer>) => Map<string, Answer> = (all) => all): { out: string; asked: string[]; mode: string; left: number; done: number } {
  const source = sourceRows(text);
  const first = geocodeRun(source);
  const plan = planGeocode(source, QUERY.map((name) => source.names.indexOf(name)), 'both', first);
  const answers = pick(answersFor(plan));
  return { out: applyInsertions(text, geocodeInsertions(text, plan, 'both', answers)), asked: plan.items.map((i) => i.key), mode: first.mode, left: first.rows.length, done: first.done };
}

/** Each object's keys in their order, from the text as a reader parses it. */
const keyOrder = (text: string): string[][] => (JSON.parse(text) as object[]).map((o) => Object.keys(o));

describe('Geocode Addresses run again on JSON', () => {
  const once = run(STOPS);
  const total = (JSON.parse(STOPS) as unknown[]).length;

  it('Cancel half way → Apply → run again: only the objects not asked are asked, and the file is the one a run never stopped writes', () => {
    const half = Math.floor(once.asked.length / 2);
    const cancelled = run(STOPS, (all) => new Map([...all].slice(0, half)));
    const stops = JSON.parse(cancelled.out) as Array<Record<string, unknown>>;
    const notAsked = stops.filter((s) => s.OnemapMatch === 'not asked').length;
    assert.ok(notAsked > 0 && notAsked < total, `${notAsked} not asked of ${total}`);
    const again = run(cancelled.out);
    assert.deepEqual([again.mode, again.left, again.done], ['finish', notAsked, total - notAsked]);
    const answeredFirst = new Set(once.asked.slice(0, half));
    assert.deepEqual(again.asked.filter((key) => answeredFirst.has(key)), [], 'no question the first run had answered is asked again');
    assert.equal(again.out, once.out);
    assert.deepEqual(keyOrder(again.out), keyOrder(once.out), 'every field where the first run put it');
    // All done: a third run has nothing left and writes nothing.
    const third = run(again.out);
    assert.deepEqual([third.mode, third.left, third.done, third.out], ['finish', 0, total, again.out]);
  });

  it('objects OneMap answered with an error are asked again into their own fields; the others are neither asked nor touched', () => {
    const failed = run(STOPS, (all) => new Map([...all].map(([key, answer], i): [string, Answer] => [key, i % 5 === 0 ? { ok: false, error: 'Service unavailable' } : answer])));
    assert.match(failed.out, /\t\t"OnemapLatitude": null,\n\t\t"OnemapLongitude": null,\n[^]*?"OnemapMatch": "error: Service unavailable"/);
    const again = run(failed.out);
    assert.deepEqual(again.asked, once.asked.filter((_, i) => i % 5 === 0));
    assert.equal(again.out, once.out);
  });

  it('an object added since (or skipped as edited during the job) gets the fields after its last member, in its style', () => {
    const done = run(STOPS).out;
    const added = done.replace(/\n\]\s*$/, ',\n\t{\n\t\t"BusStopCode": "99999",\n\t\t"RoadName": "Victoria St",\n\t\t"Description": "Hotel Grand Pacific"\n\t}\n]\n');
    const again = run(added);
    assert.deepEqual([again.left, again.done], [1, total]);
    const objects = JSON.parse(again.out) as Array<Record<string, unknown>>;
    const last = objects[objects.length - 1]!;
    const twin = objects[0]!;
    assert.deepEqual(Object.keys(last), ['BusStopCode', 'RoadName', 'Description', 'OnemapLatitude', 'OnemapLongitude', 'OnemapX', 'OnemapY', 'OnemapAddress', 'OnemapPostal', 'OnemapMatch']);
    assert.deepEqual([last.OnemapLatitude, last.OnemapMatch], [twin.OnemapLatitude, twin.OnemapMatch], 'the same query as the first stop: the same answer');
    assert.ok(again.out.includes('\t\t"Description": "Hotel Grand Pacific",\n\t\t"OnemapLatitude": '), 'one member a line, tab-indented');
  });

  it('an object with only some of the fields is refused before anything is asked, in words that say which', () => {
    const partial = STOPS.replace('"Longitude": 103.85253591654006', '"Longitude": 103.85253591654006,\n\t\t"OnemapMatch": "exact"');
    assert.throws(() => planGeocode(sourceRows(partial), [1], 'both', geocodeRun(sourceRows(partial))), /already has OnemapMatch/);
  });
});
