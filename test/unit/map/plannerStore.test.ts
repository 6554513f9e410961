// The host's one planner state: revisions that only grow, an answer kept beside the state and never saved
// with it, and the route a reloaded window has to fetch again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlannerStore } from '../../../src/map/plannerStore';
import type { MapState, RouteAnswer, RoutePlan } from '../../../src/shared/protocol/messages';
import { parseMapState } from '../../../src/shared/protocol/parse';
import { drive2025 } from '../samples';

const start = { lat: 1.3039454, lon: 103.8408471 };
const end = { lat: 1.31971, lon: 103.841645 };
const drive: RoutePlan = { start, end, routeType: 'drive' };
const walk: RoutePlan = { start, end, routeType: 'walk' };
const base: MapState = { v: 1, start, end, routeType: 'drive', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto' };

function fixture(initial?: MapState) {
  const saved: MapState[] = [];
  const store = new PlannerStore(initial, (state) => saved.push(structuredClone(state)));
  return { store, saved };
}

/** An answer of about `megabytes` MB: a drive whose path is that long. */
function hugeAnswer(megabytes: number): RouteAnswer {
  const answer = drive2025();
  answer.route_geometry = 'a'.repeat(megabytes * 1024 * 1024);
  return answer as RouteAnswer;
}

test('every change gets a higher revision, and the state is saved without the view', () => {
  const { store, saved } = fixture();
  assert.equal(store.shared(), undefined);
  const first = store.update({ ...base, view: { center: start, zoom: 15 } });
  const second = store.update({ ...base, routeType: 'walk' });
  assert.ok(second.revision > first.revision);
  assert.equal(store.shared()!.state.routeType, 'walk');
  assert.deepEqual(saved, [base, { ...base, routeType: 'walk' }]);
});

test('the answer goes with the state that names its plan, and is never saved', () => {
  const { store, saved } = fixture();
  const answer = hugeAnswer(2);
  assert.equal(store.answered(drive, answer), undefined, 'no state names it yet: nothing new to show');
  const shared = store.update({ ...base, route: { plan: drive, selected: 1 } });
  assert.equal(shared.answer, answer, 'a view shown this state draws this answer');

  const written = JSON.stringify(saved.at(-1));
  assert.ok(written.length < 1000, `the saved state is ${written.length} characters with a 2 MB answer`);
  assert.deepEqual(parseMapState(JSON.parse(written)), { ...base, route: { plan: drive, selected: 1 } }, 'and reads back as the plan and the choice');

  const other = store.update({ ...base, routeType: 'walk', route: { plan: walk, selected: 0 } });
  assert.equal(other.answer, undefined, 'another route: the drive answer is not offered for it');
});

test('a plan whose fields come in another order is the same plan', () => {
  const { store } = fixture();
  const pt = { date: '11-30-2025', time: '08:00:00', mode: 'BUS' as const, numItineraries: 2 as const, maxWalkDistance: 800 };
  const asked: RoutePlan = { routeType: 'pt', end, start, pt };
  const named: RoutePlan = { start, end, routeType: 'pt', pt: { mode: 'BUS', time: '08:00:00', maxWalkDistance: 800, date: '11-30-2025', numItineraries: 2 } };
  store.answered(asked, drive2025() as RouteAnswer);
  assert.ok(store.update({ ...base, routeType: 'pt', route: { plan: named, selected: 0 } }).answer);
});

test('after a reload the route is named but not answered: it is fetched, and the answer is news', () => {
  const restored: MapState = { ...base, route: { plan: drive, selected: 0 } };
  const { store } = fixture(restored);
  const before = store.shared()!;
  assert.equal(before.answer, undefined);
  assert.deepEqual(store.missingAnswer(), drive);

  const answer = drive2025() as RouteAnswer;
  const after = store.answered(drive, answer);
  assert.ok(after && after.revision > before.revision, 'every view is shown the answered route');
  assert.equal(after.answer, answer);
  assert.equal(store.missingAnswer(), undefined, 'asked once');
});

test('a state without a route needs no answer', () => {
  const { store } = fixture(base);
  assert.equal(store.missingAnswer(), undefined);
  assert.equal(store.hasState, true);
  assert.equal(fixture().store.hasState, false);
});
