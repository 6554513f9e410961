// Route answers at their edges: a walk, drive or cycle answer needs its geometry, its instructions and a
// summary with numbers for time and distance, each one missing refused; a public-transport answer needs its
// plan's itineraries; anything that is no object is refused as such, and a 200 carrying an error quotes OneMap.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { readPtRoute, readRoadRoute } from '../../../src/onemap/responses';

const malformed = (words: string) => (error: unknown) =>
  error instanceof OneMapError &&
  error.kind === 'malformed-response' &&
  error.message === `OneMap sent an answer this extension cannot read (${words}). Try again; if it keeps happening, the service may have changed.`;

const ROAD_LACKS = 'the route answer lacks route_geometry, route_instructions or route_summary';
const PT_LACKS = 'the public-transport answer lacks plan.itineraries';
const road = (over: Record<string, unknown> = {}, summary: Record<string, unknown> = {}) => ({
  route_geometry: 'm`miGqpkyR',
  route_instructions: [],
  route_summary: { total_time: 1234, total_distance: 5678, ...summary },
  ...over,
});

test('a road route with its geometry, instructions and summary is handed on as OneMap sent it', () => {
  const answer = road({ status_message: 'Found route between points' });
  assert.equal(readRoadRoute(answer), answer);
  const pt = { plan: { itineraries: [] }, requestParameters: {} };
  assert.equal(readPtRoute(pt), pt);
});

test('a road route missing any one part, or with a time or distance that is no number, is refused', () => {
  for (const over of [{ route_geometry: undefined }, { route_geometry: 42 }, { route_instructions: undefined }, { route_instructions: 'left' }, { route_summary: undefined }, { route_summary: [] }]) {
    assert.throws(() => readRoadRoute(road(over)), malformed(ROAD_LACKS), JSON.stringify(over));
  }
  for (const summary of [{ total_time: '1234' }, { total_time: undefined }, { total_distance: '5678' }, { total_distance: null }]) {
    assert.throws(() => readRoadRoute(road({}, summary)), malformed(ROAD_LACKS), JSON.stringify(summary));
  }
});

test('a public-transport answer without a plan, or whose plan has no list of itineraries, is refused', () => {
  for (const body of [{}, { plan: null }, { plan: [] }, { plan: {} }, { plan: { itineraries: {} } }, null, [{ plan: { itineraries: [] } }]]) {
    assert.throws(() => readPtRoute(body), malformed(PT_LACKS), JSON.stringify(body));
  }
});

test('a road answer that is no object is refused as such', () => {
  for (const body of [null, [], 'route', 0]) assert.throws(() => readRoadRoute(body), malformed('the route answer is not an object'), JSON.stringify(body));
});

test('a 200 carrying an error quotes OneMap, for either kind of route', () => {
  const said = { error: 'Starting or ending location is not provided.' };
  assert.throws(() => readRoadRoute(said), malformed(`${ROAD_LACKS}; OneMap said: Starting or ending location is not provided.`));
  assert.throws(() => readPtRoute(said), malformed(`${PT_LACKS}; OneMap said: Starting or ending location is not provided.`));
  assert.throws(() => readPtRoute({ status: 'error' }), malformed(PT_LACKS));
});
