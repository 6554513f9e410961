// Public-transport answers become itineraries and legs with Singapore times, services, stops and colours.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { legView, ptItineraries } from '../../../webview/route/ptModel';
import { BUS_COLOUR, WALK_COLOUR } from '../../../webview/route/transitColours';
import { dart2020, ptBus2023 } from '../samples';

/** HH:MM at UTC+8 from epoch milliseconds, worked out without the code under test. */
function sgClock(epochMs: number): string {
  const minutes = Math.floor((epochMs / 1000 + 8 * 3600) / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

test('the 2023 bus answer: one itinerary with its times, walking, transfers and fare', () => {
  const response = ptBus2023();
  const raw = response.plan.itineraries[0];
  const [itinerary, ...others] = ptItineraries(response);
  assert.equal(others.length, 0);
  assert.equal(itinerary!.duration, '35 min');
  assert.equal(itinerary!.depart, sgClock(raw.startTime));
  assert.equal(itinerary!.arrive, sgClock(raw.endTime));
  assert.equal(itinerary!.walk, 'Walk 17 min');
  assert.equal(itinerary!.transfers, 'No transfers');
  assert.equal(itinerary!.fare, '$1.19');
  assert.deepEqual(itinerary!.rides, ['Bus 7 / 7B']);
});

test('its legs: walk, bus 7, walk, each with places, times, stops, colour and path', () => {
  const response = ptBus2023();
  const raw = response.plan.itineraries[0].legs;
  const legs = ptItineraries(response)[0]!.legs;
  assert.deepEqual(legs.map((l) => [l.label, l.service, l.from, l.to]), [
    ['Walk', undefined, 'Origin', 'OPP COLD STORAGE JELITA'],
    ['Bus', '7 / 7B', 'OPP COLD STORAGE JELITA', 'DELFI ORCHARD'],
    ['Walk', undefined, 'DELFI ORCHARD', 'Destination'],
  ]);
  legs.forEach((leg, i) => {
    assert.equal(leg.depart, sgClock(raw[i].startTime));
    assert.equal(leg.arrive, sgClock(raw[i].endTime));
    assert.deepEqual(leg.points, polyline.decode(raw[i].legGeometry.points, 5));
    assert.equal(leg.points.length, raw[i].legGeometry.length);
  });
  assert.equal(legs[1]!.stops, 12);
  assert.equal(legs[0]!.stops, undefined);
  assert.deepEqual([legs[0]!.colour, legs[1]!.colour], [WALK_COLOUR, BUS_COLOUR]);
  assert.deepEqual(legs.map((l) => l.dashed), [true, false, true]);
  assert.deepEqual(legs[1]!.board, { name: 'OPP COLD STORAGE JELITA', at: [1.31826975603, 103.785588437] });
  assert.deepEqual(legs[1]!.alight, { name: 'DELFI ORCHARD', at: [1.30701353263, 103.828355073] });
  assert.equal(legs[0]!.board, undefined);
  assert.equal(legs[0]!.distance, '448 m');
  assert.equal(legs[1]!.duration, '18 min');
});

test('an MRT leg is named by its line, in the line colour', () => {
  const leg = legView(dart2020('SUBWAY leg deserialize correctly'));
  assert.equal(leg.label, 'MRT');
  assert.equal(leg.service, 'NS');
  assert.equal(leg.serviceName, 'North South Line');
  assert.equal(leg.colour, '#d42e12');
  assert.equal(leg.from, 'NOVENA MRT STATION');
});

test('an answer with no itineraries has nothing to list', () => {
  assert.deepEqual(ptItineraries({ plan: { itineraries: [] } }), []);
});
