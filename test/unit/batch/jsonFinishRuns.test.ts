// Reverse Geocode, Travel Times and Add Planning Area run again on a JSON array they wrote into, as a user meets
// it: Cancel half way, Apply, run again; OneMap's errors; objects added since. On LTA's real bus stops
// (tab-indented, PascalCase keys, one key a line). What a user checks: every object finished, no field moved or
// repeated, only the questions left asked again, and the file read back the same as a run never stopped.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { addPlanningAreas, applyInsertions, planningAreaIndex } from '../../../src/planningArea';
import { type Nearest, prepareReverseGeocode, writeReverseGeocode } from '../../../src/reverseGeocode/reverseGeocodeRows';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { prepareTravelTimes, writeTravelTimes } from '../../../src/travelTimes/travelRows';
import { addressRoutes, type FoundPlace, prepareAddressTravel, searchKey, writeAddressTravel } from '../../../src/travelTimes/addressTrips';
import { readReal } from '../coords/realFixtures';

const STOPS = readReal('lta-datamall-bus-stops.json');
type Stop = { BusStopCode: string; Latitude: number; Longitude: number } & Record<string, unknown>;
const stops = (text: string): Stop[] => JSON.parse(text) as Stop[];
const keyOrder = (text: string): string[][] => (JSON.parse(text) as object[]).map((o) => Object.keys(o));

/** One job's run: the answers `answer` gives (undefined: not reached, as after Cancel), and what it asked. */
function runJob<A, J extends { items: Array<{ key: string }> }>(
  job: J,
  write: (job: J, answers: Map<string, JobAnswer<A>>) => { insertions: Array<{ offset: number; text: string; length?: number }> },
  text: string,
  answer: (key: string, i: number) => JobAnswer<A> | undefined,
): { out: string; asked: string[]; answered: string[] } {
  const answers = new Map<string, JobAnswer<A>>();
  job.items.forEach((item, i) => {
    const a = answer(item.key, i);
    if (a) answers.set(item.key, a);
  });
  return { out: applyInsertions(text, write(job, answers).insertions), asked: job.items.map((i) => i.key), answered: [...answers.keys()] };
}

const nearest = (key: string): JobAnswer<Nearest> => ({ ok: true, value: { building: `B ${key.slice(11, 18)}`, address: `${key.length} ROAD`, postalCode: key.slice(13, 19) } });

function revgeocode(text: string, answer: (key: string, i: number) => JobAnswer<Nearest> | undefined = nearest) {
  const job = prepareReverseGeocode(text, 50);
  return { job, ...runJob(job, (j, a) => writeReverseGeocode(text, j, a), text, answer) };
}

describe('Reverse Geocode run again on JSON', () => {
  const once = revgeocode(STOPS);

  it('Cancel half way → Apply → run again: only the stops not asked are asked, into their own fields; the file reads back as a run never stopped', () => {
    const half = Math.floor(once.asked.length / 2);
    const first = revgeocode(STOPS, (key, i) => (i < half ? nearest(key) : undefined));
    const notAsked = stops(first.out).filter((s) => s.NearestBuilding === 'not asked').length;
    assert.ok(notAsked > 0, 'some stops say not asked');
    const again = revgeocode(first.out);
    assert.deepEqual([again.job.mode, again.job.read.records.length, again.job.done], ['finish', notAsked, 300 - notAsked]);
    assert.deepEqual(again.asked.filter((key) => first.answered.includes(key)), [], 'no question answered before is asked again');
    assert.equal(again.out, once.out);
    assert.deepEqual(keyOrder(again.out), keyOrder(once.out));
    assert.deepEqual(Object.keys(stops(again.out)[0]!), ['BusStopCode', 'RoadName', 'Description', 'Latitude', 'Longitude', 'NearestBuilding', 'NearestAddress', 'NearestPostalCode']);
    const third = prepareReverseGeocode(again.out, 50);
    assert.deepEqual([third.mode, third.items.length, third.done], ['finish', 0, 300]);
  });

  it('OneMap\'s errors are asked again; a stop whose place was found is neither asked nor touched', () => {
    const failed = revgeocode(STOPS, (key, i) => (i % 4 === 0 ? { ok: false, error: 'Too many requests' } : nearest(key)));
    assert.ok(failed.out.includes('\t\t"NearestBuilding": "error: Too many requests",\n\t\t"NearestAddress": "",'));
    const again = revgeocode(failed.out);
    assert.deepEqual(again.asked, once.asked.filter((_, i) => i % 4 === 0));
    assert.equal(again.out, once.out);
  });
});

/** LTA's stops as walks from each stop to the next: a JSON array of trips, tab-indented as LTA writes. */
function tripsOf(text: string): string {
  const all = stops(text).slice(0, 61);
  const trips = all.slice(1).map((to, i) => ({ trip: `${all[i]!.BusStopCode}-${to.BusStopCode}`, start_lat: all[i]!.Latitude, start_lng: all[i]!.Longitude, end_lat: to.Latitude, end_lng: to.Longitude }));
  return `${JSON.stringify(trips, null, '\t')}\n`;
}

const minutes = (key: string): JobAnswer<Travel> => ({ ok: true, value: { minutes: key.length % 17, km: (key.length % 13) / 10 } });

function walk(text: string, answer: (key: string, i: number) => JobAnswer<Travel> | undefined = minutes) {
  const job = prepareTravelTimes(text, { routeType: 'walk' });
  return { job, ...runJob(job, (j, a) => writeTravelTimes(text, j, a), text, answer) };
}

describe('Travel Times run again on JSON', () => {
  const TRIPS = tripsOf(STOPS);
  const once = walk(TRIPS);

  it('Cancel half way → Apply → run again: the trips not asked and those that failed are routed into walk_minutes and walk_km; the others untouched', () => {
    const first = walk(TRIPS, (key, i) => (i < 20 ? minutes(key) : i < 25 ? { ok: false, error: 'Route not found' } : undefined));
    const trips = JSON.parse(first.out) as Array<Record<string, unknown>>;
    assert.deepEqual([trips.filter((t) => t.walk_minutes === 'not asked').length, trips.filter((t) => t.walk_minutes === 'error: Route not found').length], [35, 5]);
    const again = walk(first.out);
    assert.deepEqual([again.job.plan.mode, again.job.items.length, again.job.plan.done], ['finish', 40, 20]);
    assert.deepEqual(again.asked.filter((key) => first.answered.slice(0, 20).includes(key)), []);
    assert.equal(again.out, once.out);
    assert.deepEqual(keyOrder(again.out), keyOrder(once.out));
    // A trip with its start only gets no fields, and is not left for the next run.
    const oneEnd = again.out.replace(/\n\]\n$/, ',\n\t{\n\t\t"trip": "01012-",\n\t\t"start_lat": 1.29684825487647,\n\t\t"start_lng": 103.85253591654006\n\t}\n]\n');
    assert.notEqual(oneEnd, again.out);
    assert.deepEqual([prepareTravelTimes(oneEnd, { routeType: 'walk' }).read.records.length, walk(oneEnd).out], [0, oneEnd]);
    // Another mode is added beside, not refused.
    assert.equal(prepareTravelTimes(again.out, { routeType: 'drive' }).plan.mode, 'add');
  });
});

describe('Travel Times by address run again on JSON', () => {
  const TEXT = '[\n  {"id": 1, "fromAddress": "Raffles Place", "toAddress": "018989"},\n  {"id": 2, "fromAddress": "018989", "toAddress": "Raffles Place"}\n]\n';
  const places = new Map<string, JobAnswer<FoundPlace>>([
    [searchKey('Raffles Place'), { ok: true, value: { lat: 1.284, lon: 103.8514, address: 'RAFFLES PLACE' } }],
    [searchKey('018989'), { ok: true, value: { lat: 1.28085, lon: 103.85041, address: '12 MARINA BOULEVARD SINGAPORE 018989' } }],
  ]);
  const drive = (text: string, routed: (i: number) => boolean) => {
    const job = prepareAddressTravel(text, { routeType: 'drive' })!;
    const { items, perRecord } = addressRoutes(job, places);
    const routes = new Map<string, JobAnswer<Travel>>(items.filter((_, i) => routed(i)).map((item) => [item.key, { ok: true, value: { minutes: 3.2, km: 0.9 } }]));
    return { job, out: applyInsertions(text, writeAddressTravel(text, job, perRecord, routes).insertions) };
  };

  it('Cancel after the first trip → Apply → run again: the trip not asked is routed into its own fields', () => {
    const first = drive(TEXT, (i) => i === 0);
    assert.match(first.out, /"id": 2, .*"driveMinutes": "not asked", "driveKm": ""\}/);
    const again = drive(first.out, () => true);
    assert.deepEqual([again.job.plan.mode, again.job.read.records.length, again.job.plan.done], ['finish', 1, 1]);
    assert.equal(again.out, drive(TEXT, () => true).out);
  });
});

describe('Add Planning Area run again on JSON', () => {
  const index = planningAreaIndex();
  const once = applyInsertions(STOPS, addPlanningAreas(STOPS, index).insertions);

  it('a run on the first half of the stops, then on the whole file: the other half get their areas, the first half left as they were', () => {
    const cut = STOPS.indexOf('\t{', Math.floor(STOPS.length / 2));
    const half = applyInsertions(STOPS, addPlanningAreas(STOPS, index, [{ start: 0, end: cut - 1 }]).insertions);
    const written = stops(half).filter((s) => 'PlanningArea' in s).length;
    assert.ok(written > 100 && written < 200, `${written} of 300 written`);
    const again = addPlanningAreas(half, index);
    assert.deepEqual([again.mode, again.done, again.columns], ['finish', written, ['PlanningArea', 'Region']]);
    assert.equal(applyInsertions(half, again.insertions), once);
    assert.deepEqual(addPlanningAreas(once, index).insertions, [], 'nothing left: nothing written');
  });

  it('an object whose area was emptied is done again in its own field, where it stands', () => {
    const emptied = once.replace(/"PlanningArea": "[^"]+"/, '"PlanningArea": ""');
    const again = addPlanningAreas(emptied, index);
    assert.deepEqual([again.mode, again.done, again.insertions.length], ['finish', 299, 1]);
    assert.equal(applyInsertions(emptied, again.insertions), once);
  });
});
