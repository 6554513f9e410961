// Routing: synthesised answers are shaped and consistent like OneMap's, recorded requests get recorded bodies,
// and every documented (and filled-in) 400 is returned with its message.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { type Simulator, startSimulator } from '../../simulator';
import { repoRoot } from '../repoRoot';
import { authorised, call, closeCalls, query, signIn } from './call';

type LatLng = [number, number];

const ROUTE = '/api/public/routingsvc/route';
const NEWTON: LatLng = [1.3138, 103.8381];
const TAMPINES: LatLng = [1.3526, 103.9447];
const CLEMENTI: LatLng = [1.3151, 103.7652];
const ORCHARD: LatLng = [1.3048, 103.8318];

function metres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** Distance from p to the segment a–b, in metres (flat approximation, fine over a few km). */
function metresToSegment(p: LatLng, a: LatLng, b: LatLng): number {
  const k = Math.cos(p[0] * (Math.PI / 180));
  const [px, py, ax, ay, bx, by] = [p[1] * k, p[0], a[1] * k, a[0], b[1] * k, b[0]];
  const dx = bx - ax;
  const dy = by - ay;
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return metres(p, [ay + t * dy, (ax + t * dx) / k]);
}

function metresToPath(p: LatLng, path: LatLng[]): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++) best = Math.min(best, metresToSegment(p, path[i - 1], path[i]));
  return best;
}

function inSingapore([lat, lon]: LatLng): boolean {
  return lat > 1.15 && lat < 1.48 && lon > 103.6 && lon < 104.1;
}

function pathLength(path: LatLng[]): number {
  return path.slice(1).reduce((sum, p, i) => sum + metres(path[i], p), 0);
}

function text(p: LatLng): string {
  return `${p[0]},${p[1]}`;
}

let sim: Simulator;
let token: string;
before(async () => {
  sim = await startSimulator();
  token = await signIn(sim);
});
after(async () => {
  await closeCalls();
  await sim.close();
});

async function route(params: Record<string, string>): Promise<{ status: number; json: any }> {
  return call(sim, `${ROUTE}${query(params)}`, { headers: authorised(token) });
}

function checkRoadRoute(body: any, start: LatLng, end: LatLng, modeWord: string): void {
  const points = polyline.decode(body.route_geometry, 5);
  assert.ok(points.length >= 10 && points.length <= 50, `${points.length} points`);
  assert.ok(metres(points[0], start) < 2, 'starts at start');
  assert.ok(metres(points[points.length - 1], end) < 2, 'ends at end');
  assert.ok(points.every(inSingapore), 'stays in Singapore');
  assert.equal(body.status, 0);
  assert.equal(body.status_message, 'Found route between points');
  assert.ok(body.route_instructions.length >= 2);
  for (const instruction of body.route_instructions) {
    assert.equal(instruction.length, 10);
    assert.deepEqual(instruction.map((v: unknown) => typeof v), [
      'string', 'string', 'number', 'string', 'number', 'string', 'string', 'string', 'string', 'string',
    ]);
    assert.equal(instruction[8], modeWord);
    assert.equal(instruction[5], `${instruction[2]}m`);
    const at = instruction[3].split(',').map(Number) as LatLng;
    assert.ok(metresToPath(at, points) < 1, `maneuver point ${instruction[3]} is on the path`);
  }
  const length = pathLength(points);
  assert.ok(Math.abs(body.route_summary.total_distance - length) <= 5, `${body.route_summary.total_distance} vs path ${length}`);
  const segmentSum = body.route_instructions.reduce((s: number, i: any[]) => s + i[2], 0);
  assert.ok(Math.abs(segmentSum - body.route_summary.total_distance) <= body.route_instructions.length);
  assert.ok(Number.isInteger(body.route_summary.total_time) && body.route_summary.total_time > 0);
  assert.equal(typeof body.route_summary.start_point, 'string');
  assert.ok(Array.isArray(body.route_name));
}

test('walk, drive and cycle routes run from start to end inside Singapore, with instructions on the path', async () => {
  for (const [routeType, word] of [['walk', 'walking'], ['drive', 'driving'], ['cycle', 'cycling']]) {
    for (const [start, end] of [[NEWTON, TAMPINES], [TAMPINES, CLEMENTI], [ORCHARD, NEWTON]]) {
      const answer = await route({ start: text(start), end: text(end), routeType });
      assert.equal(answer.status, 200);
      checkRoadRoute(answer.json, start, end, word);
    }
  }
});

test('travel time follows the mode: walking is slowest, driving fastest, over the same trip', async () => {
  const times: Record<string, number> = {};
  for (const routeType of ['walk', 'cycle', 'drive']) {
    const answer = await route({ start: text(NEWTON), end: text(TAMPINES), routeType });
    const { total_time, total_distance } = answer.json.route_summary;
    times[routeType] = total_time;
    const speed = total_distance / total_time;
    assert.ok(speed > 0.8 && speed < 25, `${routeType} at ${speed} m/s`);
  }
  assert.ok(times.walk > times.cycle && times.cycle > times.drive, JSON.stringify(times));
});

test('a drive also carries the shortest-distance variant (phyroute) of the same shape', async () => {
  const answer = await route({ start: text(CLEMENTI), end: text(ORCHARD), routeType: 'drive' });
  const { phyroute } = answer.json;
  assert.equal(phyroute.subtitle, 'Shortest distance');
  checkRoadRoute(phyroute, CLEMENTI, ORCHARD, 'driving');
  assert.ok(phyroute.route_summary.total_distance <= answer.json.route_summary.total_distance);
});

test('the recorded drive request gets the recorded body', async () => {
  const recorded = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples/route_drive_ahzhezhe_snapshot_2025.json'), 'utf8'));
  delete recorded._source;
  const answer = await route({ start: '1.3039454,103.8408471', end: '1.3039454,103.8408471', routeType: 'drive' });
  assert.deepEqual(answer.json, recorded);
});

test('the recorded pt BUS request gets the recorded body', async () => {
  const recorded = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples/route_pt_bus_paulhjwu_2023-11-30.json'), 'utf8'));
  delete recorded._source;
  const answer = await route({
    start: '1.31643628204351,103.784659014132',
    end: '1.31122438238089,103.826788133417',
    routeType: 'pt',
    date: '11-30-2023',
    time: '10:26:00',
    mode: 'BUS',
    maxWalkDistance: '1000',
    numItineraries: '3',
  });
  assert.deepEqual(answer.json, recorded);
});

test('a walk between two identical points is a zero-length route, not an error', async () => {
  const answer = await route({ start: text(ORCHARD), end: text(ORCHARD), routeType: 'walk' });
  assert.equal(answer.status, 200);
  assert.equal(answer.json.route_summary.total_distance, 0);
  const points = polyline.decode(answer.json.route_geometry, 5);
  assert.ok(points.every((p) => metres(p, ORCHARD) < 2));
});

function pt(overrides: Record<string, string> = {}): Record<string, string> {
  return { start: text(CLEMENTI), end: text(TAMPINES), routeType: 'pt', date: '03-14-2025', time: '08:30:00', mode: 'TRANSIT', ...overrides };
}

test('pt itineraries start at the requested Singapore time and their legs chain without gaps or overlaps', async () => {
  const answer = await route(pt());
  assert.equal(answer.status, 200);
  const requested = Date.UTC(2025, 2, 14, 0, 30, 0); // 08:30 in Singapore is 00:30 UTC
  const { plan, requestParameters } = answer.json;
  assert.equal(plan.date, requested);
  assert.ok(Object.values(requestParameters).every((v) => typeof v === 'string'));
  assert.equal(requestParameters.time, '08:30:00');
  assert.equal(plan.itineraries.length, 3, 'numItineraries defaults to 3');
  for (const itinerary of plan.itineraries) {
    assert.ok(itinerary.startTime >= requested && itinerary.startTime < requested + 3600_000);
    assert.equal(itinerary.legs[0].startTime, itinerary.startTime);
    assert.equal(itinerary.legs[itinerary.legs.length - 1].endTime, itinerary.endTime);
    assert.equal(itinerary.duration, (itinerary.endTime - itinerary.startTime) / 1000);
    assert.equal(itinerary.walkTime + itinerary.transitTime + itinerary.waitingTime, itinerary.duration);
    assert.ok(itinerary.waitingTime >= 0);
    assert.match(itinerary.fare, /^\d+\.\d{2}$/);
    assert.deepEqual(itinerary.legs.map((l: any) => l.mode === 'WALK'), [true, false, true]);
    for (const [i, leg] of itinerary.legs.entries()) {
      assert.equal(leg.duration, (leg.endTime - leg.startTime) / 1000, 'duration in seconds');
      if (i > 0) assert.ok(leg.startTime >= itinerary.legs[i - 1].endTime, 'legs do not overlap');
      const points = polyline.decode(leg.legGeometry.points, 5);
      assert.equal(leg.legGeometry.length, points.length);
      assert.ok(points.every(inSingapore));
      assert.ok(metres(points[0], [leg.from.lat, leg.from.lon]) < 2, 'leg geometry starts at leg.from');
      assert.ok(metres(points[points.length - 1], [leg.to.lat, leg.to.lon]) < 2, 'leg geometry ends at leg.to');
      if (leg.transitLeg) {
        assert.match(leg.from.stopId, /^FERRY:/);
        assert.match(leg.to.stopId, /^FERRY:/);
        let last = leg.from.departure;
        for (const stop of leg.intermediateStops) {
          assert.match(stop.stopId, /^FERRY:/);
          assert.ok(stop.arrival >= last && stop.departure >= stop.arrival && stop.departure <= leg.endTime);
          last = stop.departure;
          assert.ok(metresToPath([stop.lat, stop.lon], points) < 1, 'stop is on the line');
        }
        assert.equal(leg.startTime, leg.from.departure);
        assert.equal(leg.endTime, leg.to.arrival);
      } else {
        assert.deepEqual(leg.intermediateStops, []);
        assert.ok(leg.steps.length >= 1);
        assert.equal(leg.route, '');
      }
    }
  }
  const first = plan.itineraries[0].legs[0];
  assert.ok(metres([first.from.lat, first.from.lon], CLEMENTI) < 1);
});

test('pt mode BUS gives bus legs and RAIL gives SUBWAY legs on a named line', async () => {
  const bus = await route(pt({ mode: 'BUS' }));
  for (const itinerary of bus.json.plan.itineraries) assert.equal(itinerary.legs[1].mode, 'BUS');
  const rail = await route(pt({ mode: 'RAIL' }));
  for (const itinerary of rail.json.plan.itineraries) {
    const leg = itinerary.legs[1];
    assert.equal(leg.mode, 'SUBWAY');
    assert.match(leg.route, /^[A-Z]{2}$/);
    assert.match(leg.routeLongName, / LINE$/);
  }
});

test('pt numItineraries bounds the number of itineraries', async () => {
  for (const n of [1, 2, 3]) {
    const answer = await route(pt({ numItineraries: String(n) }));
    assert.equal(answer.json.plan.itineraries.length, n);
  }
});

test('pt walkLimitExceeded reflects maxWalkDistance', async () => {
  const answer = await route(pt({ maxWalkDistance: '50' }));
  for (const itinerary of answer.json.plan.itineraries) {
    assert.equal(itinerary.walkLimitExceeded, itinerary.walkDistance > 50);
  }
  assert.equal(answer.json.requestParameters.maxWalkDistance, '50');
});

test('a missing, wrong-case or unknown routeType is 400 "Please specify a route type: drive/pt/walk/cycle."', async () => {
  for (const routeType of [undefined, '', 'WALK', 'Drive', 'bus', 'car']) {
    const params: Record<string, string> = { start: text(NEWTON), end: text(ORCHARD) };
    if (routeType !== undefined) params.routeType = routeType;
    const answer = await route(params);
    assert.equal(answer.status, 400, String(routeType));
    assert.deepEqual(answer.json, { error: 'Please specify a route type: drive/pt/walk/cycle.' });
  }
});

test('walk/drive/cycle without start or end is 400 "Starting or ending location is not provided."', async () => {
  for (const routeType of ['walk', 'drive', 'cycle']) {
    for (const params of [{ end: text(ORCHARD) }, { start: text(NEWTON) }, { start: '', end: text(ORCHARD) }] as Record<string, string>[]) {
      const answer = await route({ ...params, routeType });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.json, { error: 'Starting or ending location is not provided.' });
    }
  }
});

test('pt with a missing or unreadable start or end is 400 "Please input both latitude and longitude coordinates."', async () => {
  for (const overrides of [{ start: '' }, { end: '1.30' }, { start: '1.30;103.8' }, { end: 'north,east' }, { start: '91,103.8' }] as Record<string, string>[]) {
    const answer = await route(pt(overrides));
    assert.equal(answer.status, 400, JSON.stringify(overrides));
    assert.deepEqual(answer.json, { error: 'Please input both latitude and longitude coordinates.' });
  }
});

test('pt with a badly written or impossible date is 400 "Date format should be in MM-DD-YYYY."', async () => {
  for (const date of ['', '2025-03-14', '14-03-2025', '3-14-2025', '02-30-2025', '02-29-2023', '03/14/2025']) {
    const answer = await route(pt({ date }));
    assert.equal(answer.status, 400, date);
    assert.deepEqual(answer.json, { error: 'Date format should be in MM-DD-YYYY.' });
  }
  assert.equal((await route(pt({ date: '02-29-2024' }))).status, 200, 'a leap day is a date');
});

test('pt with a time that is not HH:MM:SS on the 24-hour clock is 400 and says the format', async () => {
  for (const time of ['', '0830', '083000', '8:30:00', '24:00:00', '08:60:00', '08:30:60', '08:30', '8:30am']) {
    const answer = await route(pt({ time }));
    assert.equal(answer.status, 400, time);
    assert.deepEqual(answer.json, { error: 'Time format should be in HH:MM:SS.' });
  }
  assert.equal((await route(pt({ time: '23:59:59' }))).status, 200);
  assert.equal((await route(pt({ time: '00:00:00' }))).status, 200);
});

test('pt with a mode other than TRANSIT, BUS or RAIL (uppercase) is 400 and names them', async () => {
  for (const mode of ['', 'bus', 'Transit', 'SUBWAY', 'WALK']) {
    const answer = await route(pt({ mode }));
    assert.equal(answer.status, 400, mode);
    assert.deepEqual(answer.json, { error: 'Mode should be one of TRANSIT, BUS or RAIL.' });
  }
});

test('pt numItineraries outside 1–3 and a non-positive maxWalkDistance are 400', async () => {
  for (const numItineraries of ['0', '4', '1.5', 'two']) {
    const answer = await route(pt({ numItineraries }));
    assert.equal(answer.status, 400, numItineraries);
    assert.deepEqual(answer.json, { error: 'Number of itineraries should be between 1 and 3.' });
  }
  for (const maxWalkDistance of ['0', '-5', 'far']) {
    const answer = await route(pt({ maxWalkDistance }));
    assert.equal(answer.status, 400, maxWalkDistance);
    assert.deepEqual(answer.json, { error: 'Maximum walk distance should be a positive number of metres.' });
  }
});
