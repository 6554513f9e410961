// OneMap's route answers as the page checks them before drawing, at their edges: an answer nests one level
// (the route, then its shortest-distance and alternative variants, which nest nothing), an instruction holds
// up to 16 items of text, numbers, booleans or nulls, a leg's and an itinerary's fields are of their types, and
// a check handed anything at all answers false instead of throwing.
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isRouteAnswer } from '../../../src/shared/protocol/routeAnswers';
import { drive2025, ptBus2023 } from '../samples';

/** The drive answer with `edit` applied: accepted or not, as the page reads it. */
function drive(edit: (r: any) => void): boolean {
  const response = drive2025();
  edit(response);
  return isRouteAnswer('drive', response);
}

function transit(edit: (r: any) => void): boolean {
  const response = ptBus2023();
  edit(response);
  return isRouteAnswer('pt', response);
}

describe('road answers', () => {
  test('the recorded answer and its variants pass: up to 10 alternatives, each a route of its own', () => {
    assert.ok(drive(() => {}));
    assert.ok(drive((r) => (r.alternativeroute = Array.from({ length: 10 }, () => structuredClone(r.phyroute)))));
    assert.equal(drive((r) => (r.alternativeroute = Array.from({ length: 11 }, () => structuredClone(r.phyroute)))), false);
  });

  test('a variant nests nothing: a shortest route or an alternative holding its own variants is refused', () => {
    assert.equal(drive((r) => (r.phyroute.phyroute = structuredClone(r.phyroute))), false);
    assert.equal(drive((r) => (r.phyroute.alternativeroute = [])), false);
    assert.equal(drive((r) => (r.alternativeroute = [{ ...structuredClone(r.phyroute), phyroute: structuredClone(r.phyroute) }])), false);
    assert.equal(drive((r) => (r.alternativeroute = [{ ...structuredClone(r.phyroute), alternativeroute: [] }])), false);
  });

  test('an instruction holds text, numbers, true or false and null, up to 16 items', () => {
    assert.ok(drive((r) => r.route_instructions[0].push(null, true, false)));
    assert.ok(drive((r) => (r.route_instructions[0] = new Array(16).fill('NORTH'))));
    assert.equal(drive((r) => (r.route_instructions[0] = new Array(17).fill('NORTH'))), false);
    assert.equal(drive((r) => r.route_instructions[0].push(undefined)), false);
    assert.equal(drive((r) => r.route_instructions[0].push([1])), false);
  });

  test('a summary with an end point or a subtitle that is not text is refused', () => {
    assert.equal(drive((r) => (r.route_summary.end_point = 42)), false);
    assert.equal(drive((r) => (r.route_summary.start_point = { name: 'x' })), false);
    assert.equal(drive((r) => (r.subtitle = 1)), false);
    assert.equal(drive((r) => (r.status_message = false)), false);
    assert.equal(drive((r) => (r.route_summary.total_distance = -1)), false);
  });
});

describe('public-transport answers', () => {
  test('the recorded answer passes; up to 10 itineraries', () => {
    assert.ok(transit(() => {}));
    assert.ok(transit((r) => (r.plan.itineraries = Array.from({ length: 10 }, () => structuredClone(r.plan.itineraries[0])))));
    assert.equal(transit((r) => (r.plan.itineraries = Array.from({ length: 11 }, () => structuredClone(r.plan.itineraries[0])))), false);
  });

  const wrong: Array<[string, (r: any) => void]> = [
    ['an itinerary that is a number', (r) => (r.plan.itineraries[0] = 5)],
    ['an itinerary of negative duration', (r) => (r.plan.itineraries[0].duration = -1)],
    ['an itinerary whose start time is text', (r) => (r.plan.itineraries[0].startTime = '1701311160000')],
    ['an itinerary whose end time is missing', (r) => delete r.plan.itineraries[0].endTime],
    ['a walk time as text', (r) => (r.plan.itineraries[0].walkTime = '5 min')],
    ['transfers as text', (r) => (r.plan.itineraries[0].transfers = 'none')],
    ['a leg whose transitLeg is text', (r) => (r.plan.itineraries[0].legs[1].transitLeg = 'yes')],
    ['a leg whose end time is text', (r) => (r.plan.itineraries[0].legs[1].endTime = 'later')],
    ['a leg with 1001 intermediate stops', (r) => (r.plan.itineraries[0].legs[1].numIntermediateStops = 1001)],
    ['a leg whose mode is a number', (r) => (r.plan.itineraries[0].legs[1].mode = 3)],
    ['a leg whose route is a number', (r) => (r.plan.itineraries[0].legs[1].route = 7)],
    ['a leg whose destination is null', (r) => (r.plan.itineraries[0].legs[1].to = null)],
    ['a stop off the globe', (r) => (r.plan.itineraries[0].legs[1].to.lon = 181)],
    ['a stop named with a number', (r) => (r.plan.itineraries[0].legs[1].from.name = 7)],
    ['a stop whose arrival is text', (r) => (r.plan.itineraries[0].legs[1].to.arrival = 'soon')],
    ['a plan that is a list', (r) => (r.plan = Object.assign([], { itineraries: r.plan.itineraries }))],
    ['no plan', (r) => delete r.plan],
  ];
  for (const [what, edit] of wrong) test(`${what} is refused`, () => assert.equal(transit(edit), false));

  test('a leg with its optional fields left out passes', () => {
    assert.ok(transit((r) => {
      const leg = r.plan.itineraries[0].legs[1];
      for (const key of ['route', 'routeShortName', 'routeLongName', 'routeId', 'distance', 'duration', 'numIntermediateStops', 'transitLeg']) delete leg[key];
      leg.numIntermediateStops = 1000;
    }));
  });
});

test('anything that is not an answer is refused, never thrown at', () => {
  for (const value of [null, undefined, 42, 'route', [], [drive2025()]]) {
    assert.equal(isRouteAnswer('drive', value), false, String(value));
    assert.equal(isRouteAnswer('walk', value), false, String(value));
    assert.equal(isRouteAnswer('pt', value), false, String(value));
  }
  assert.equal(isRouteAnswer('pt', { plan: null }), false);
  assert.equal(isRouteAnswer('drive', { ...drive2025(), route_summary: null }), false);
  const nullStop = ptBus2023();
  nullStop.plan.itineraries[0].legs[0].from = null;
  assert.equal(isRouteAnswer('pt', nullStop), false);
});
