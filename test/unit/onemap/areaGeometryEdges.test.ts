// A planning area's boundary at its edges: positions [lon, lat] up to ±180/±90 and no further (a boundary with
// its axes swapped is refused, not drawn in the sea), rings of four positions or more, the quote-stripped text
// read back in either key order, and boundaries collapsed to under 10 m named in the refusal.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { checkGeometry, parseGeometryText, refuseCollapsed } from '../../../src/onemap/planningAreaGeometry';
import type { OneMapPlanningArea, Position } from '../../../src/onemap/planningAreaTypes';

const refuse = (what: string) => new OneMapError('malformed-response', what);
const refusedAs = (message: string) => (error: unknown) => error instanceof OneMapError && error.message === message;
const square = (lon: number, lat: number, side: number): Position[] => [[lon, lat], [lon + side, lat], [lon + side, lat + side], [lon, lat]];

test('positions are [lon, lat]: ±180 and ±90 taken, one step past refused, a third value dropped', () => {
  const edges: Position[] = [[-180, -90], [180, -90], [180, 90], [-180, -90]];
  assert.deepEqual(checkGeometry({ type: 'Polygon', coordinates: [edges] }, refuse), { type: 'Polygon', coordinates: [edges] });
  const withHeight = checkGeometry({ type: 'Polygon', coordinates: [[[103.8, 1.3, 15], [103.9, 1.3, 15], [103.9, 1.4, 15], [103.8, 1.3, 15]]] }, refuse);
  assert.deepEqual(withHeight.coordinates[0]![0], [103.8, 1.3]);
  for (const [lon, lat] of [[180.0001, 1], [-180.0001, 1], [103, 90.0001], [103, -90.0001], [1.3, 103.8]]) {
    assert.throws(
      () => checkGeometry({ type: 'Polygon', coordinates: [[[lon, lat], [103, 1], [104, 1], [lon, lat]]] }, refuse),
      refusedAs(`its boundary has a position off the globe (${lon}, ${lat})`),
    );
  }
  for (const bad of [[103], [103, '1.3'], [103, Number.NaN], [Infinity, 1], 'x']) {
    assert.throws(() => checkGeometry({ type: 'Polygon', coordinates: [[bad, [103, 1], [104, 1], [103, 1]]] }, refuse), refusedAs('a position of its boundary is not a pair of numbers'), JSON.stringify(bad));
  }
});

test('a ring has four positions or more; a polygon a ring; a MultiPolygon a polygon', () => {
  assert.equal(checkGeometry({ type: 'Polygon', coordinates: [square(103.8, 1.3, 0.01)] }, refuse).coordinates[0]!.length, 4);
  const fewer = 'a ring of its boundary has fewer than four positions';
  assert.throws(() => checkGeometry({ type: 'Polygon', coordinates: [square(103.8, 1.3, 0.01).slice(1)] }, refuse), refusedAs(fewer));
  assert.throws(() => checkGeometry({ type: 'Polygon', coordinates: ['ring'] }, refuse), refusedAs(fewer));
  for (const coordinates of [[], undefined]) {
    assert.throws(() => checkGeometry({ type: 'Polygon', coordinates }, refuse), refusedAs('a polygon of its boundary has no rings'));
    assert.throws(() => checkGeometry({ type: 'MultiPolygon', coordinates }, refuse), refusedAs('its MultiPolygon has no polygons'));
  }
  assert.throws(() => checkGeometry({ type: 'MultiPolygon', coordinates: [[]] }, refuse), refusedAs('a polygon of its boundary has no rings'));
  for (const value of [{ type: 'Point', coordinates: [103, 1] }, { type: 'polygon', coordinates: [] }, null, [], 'Polygon']) {
    assert.throws(() => checkGeometry(value, refuse), refusedAs('its boundary is not a GeoJSON Polygon or MultiPolygon'), JSON.stringify(value));
  }
  const multi = checkGeometry({ type: 'MultiPolygon', coordinates: [[square(103.8, 1.3, 0.01)], [square(103.9, 1.3, 0.01)]] }, refuse);
  assert.deepEqual(multi, { type: 'MultiPolygon', coordinates: [[square(103.8, 1.3, 0.01)], [square(103.9, 1.3, 0.01)]] });
});

test('the quote-stripped text is read back in either key order, and only that text', () => {
  const ring = JSON.stringify([square(103.8, 1.3, 0.01)]);
  const quoted = parseGeometryText(JSON.stringify({ type: 'Polygon', coordinates: JSON.parse(ring) }), refuse);
  assert.equal(quoted.repaired, false);
  const spaced = ' [ [ [103.8, 1.3], [103.81, 1.3], [103.81, 1.31], [103.8, 1.3] ] ] ';
  for (const text of [
    `{type:Polygon,coordinates:${ring}}`,
    ` { coordinates : ${ring} , type : Polygon } `,
    `{type:MultiPolygon,coordinates:[${ring}]}`,
    `{  type  :  Polygon  ,  coordinates  :  ${spaced}  }`,
    `{coordinates:${spaced},type:Polygon}`,
    `{coordinates:[${ring}],type:MultiPolygon}`,
  ]) {
    const read = parseGeometryText(text, refuse);
    assert.equal(read.repaired, true, text);
    assert.deepEqual(positionsOfFirstRing(read.geometry), square(103.8, 1.3, 0.01), text);
  }
  // The start shown is its first 40 characters.
  assert.throws(
    () => parseGeometryText('{type:Polygon,coordinates:[[[103.8,1.3],[103.9', refuse),
    refusedAs('its boundary is not GeoJSON, and not the quote-stripped form that can be read back (it starts "{type:Polygon,coordinates:[[[103.8,1.3],")'),
  );
  assert.throws(() => parseGeometryText(`{type:Polygon,coordinates:[[[103.8,1.3],[103.9]}`, refuse), refusedAs('its boundary lost its quotes and its coordinates are cut short'));
  assert.throws(() => parseGeometryText(`{type:Polygon,coordinates:${ring},name:x}`, refuse), /not GeoJSON/);
  assert.throws(() => parseGeometryText(`x{type:Polygon,coordinates:${ring}}`, refuse), /not GeoJSON/);
  assert.throws(() => parseGeometryText(`{type:Polygon,coordinates:${ring}}x`, refuse), /not GeoJSON/);
  for (const text of [`x{coordinates:${ring},type:Polygon}`, `{coordinates:${ring},type:Polygon}x`, `{coordinates:${ring},type:Point}`, `{coordinates:"${ring}",type:Polygon}`, `{type:Polygon,coordinates:"${ring}"}`]) {
    assert.throws(() => parseGeometryText(text, refuse), /not GeoJSON/, text);
  }
});

function positionsOfFirstRing(geometry: { type: string; coordinates: unknown[] }): unknown {
  return geometry.type === 'Polygon' ? geometry.coordinates[0] : (geometry.coordinates[0] as unknown[])[0];
}

const area = (name: string, lon: number, lat: number, side: number): OneMapPlanningArea => ({ name, geometry: { type: 'Polygon', coordinates: [square(lon, lat, side)] } });

test('a boundary under 10 m across has collapsed; 11 m has not; every one collapsed in one spot says where', () => {
  // 0.00009° is 9.99 m at 111 km a degree, 0.0001° 11.1 m.
  refuseCollapsed([area('BEDOK', 103.9, 1.32, 0.0001), area('NEWTON', 103.83, 1.31, 0.05)], "OneMap's answer for 2019");
  // Exactly 10 m across (at 0°, 0° the side is not rounded on its way to an extent) is still an area.
  refuseCollapsed([area('EDGE', 0, 0, 10 / 111_000)], 'X');
  const one = "OneMap's answer for 2019 has no usable boundaries: BEDOK collapsed to a point, a data fault on OneMap's side. Try again later.";
  assert.throws(() => refuseCollapsed([area('BEDOK', 103.9, 1.32, 0.00009), area('NEWTON', 103.83, 1.31, 0.05)], "OneMap's answer for 2019"), refusedAs(one));
  const spot = [area('A', 103.58, 1.02, 0), area('B', 103.58, 1.02, 0.00002)];
  assert.throws(
    () => refuseCollapsed(spot, "OneMap's answer for 2019"),
    refusedAs("OneMap's answer for 2019 has no usable boundaries: every point lies near (103.58001, 1.02001) (longitude, latitude), a data fault on OneMap's side. Try again later."),
  );
});

test('areas collapsed in different places are named, three of them and how many more', () => {
  const tiny = ['A', 'B', 'C', 'D', 'E'].map((name, i) => area(name, 103.6 + i / 10, 1.3, 0));
  assert.throws(() => refuseCollapsed(tiny.slice(0, 3), 'X'), refusedAs("X has no usable boundaries: A, B, C collapsed to a point, a data fault on OneMap's side. Try again later."));
  assert.throws(() => refuseCollapsed(tiny.slice(0, 4), 'X'), refusedAs("X has no usable boundaries: A, B, C and 1 more collapsed to a point, a data fault on OneMap's side. Try again later."));
  assert.throws(() => refuseCollapsed(tiny, 'X'), /A, B, C and 2 more collapsed/);
  refuseCollapsed([], 'X');
});
