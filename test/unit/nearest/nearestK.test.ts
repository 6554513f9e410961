// The k nearest places against a brute-force loop on real Singapore files (HDB car parks in SVY21, LTA's bus
// stops in WGS84) against OneMap's MRT/LRT stations and 5 200 bus stops; then ties across the tree's splits and
// random places (fast-check). The order is the documented one: nearer first, the place listed first at a tie.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { nearestK, PlaceIndex, placesFromSvy21, placesFromWgs84, squaredDistance, type Places } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { csvRecords } from '../coords/realFixtures';
import { bruteNearest } from './bruteForce';
import { allBusStops, busStops, stationPlaces } from './fixturePlaces';

/** Every place tried, sorted by squared distance and then by its index: the k first. */
function bruteK(places: Places, x: number, y: number, k: number): Array<{ place: number; d2: number }> {
  const all = Array.from(places.names, (_, place) => ({ place, d2: squaredDistance(places.x[place]!, places.y[place]!, x, y) }));
  return all.sort((a, b) => a.d2 - b.d2 || a.place - b.place).slice(0, k);
}

function assertSameAsBrute(rows: ReadonlyArray<{ x: number; y: number }>, places: Places, k: number): void {
  const index = new PlaceIndex(places);
  for (const [i, { x, y }] of rows.entries()) {
    const found = nearestK(index, x, y, k);
    assert.deepEqual(found, bruteK(places, x, y, k), `row ${i}`);
    // The first candidate is the straight-line nearest the columns name.
    if (found.length > 0) assert.equal(found[0]!.place, bruteNearest(places, x, y).place, `row ${i}`);
  }
}

const hdbRows = () => csvRecords('hdb-carpark-information.csv').map((r) => ({ x: Number(r.x_coord), y: Number(r.y_coord) }));
const stopRows = () =>
  busStops().map((s) => {
    const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', s.Longitude, s.Latitude);
    return { x, y };
  });

describe('k nearest places: the index equals brute force on real files', () => {
  it('300 HDB car parks and 300 bus stops against the MRT/LRT stations, k = 1, 3 and 10', () => {
    for (const k of [1, 3, 10]) assertSameAsBrute([...hdbRows(), ...stopRows()], stationPlaces(), k);
  });

  it('the HDB car parks against all 5 200 LTA bus stops, k = 3', () => {
    const stops = placesFromWgs84(allBusStops().map((s) => ({ name: s.Description, lon: s.Longitude, lat: s.Latitude })));
    assertSameAsBrute(hdbRows(), stops, 3);
  });

  it('fewer places than k: all of them, nearest first; none: none; k = 0: none', () => {
    const places = placesFromSvy21([
      { name: 'far', x: 32000, y: 30000 },
      { name: 'near', x: 30100, y: 30000 },
    ]);
    const index = new PlaceIndex(places);
    assert.deepEqual(nearestK(index, 30000, 30000, 3), [
      { place: 1, d2: 100 * 100 },
      { place: 0, d2: 2000 * 2000 },
    ]);
    assert.deepEqual(nearestK(new PlaceIndex(placesFromSvy21([])), 30000, 30000, 3), []);
    assert.deepEqual(nearestK(index, 30000, 30000, 0), []);
  });

  it('ties at the k-th distance: the places listed first are kept, in either axis order', () => {
    // Four places at exactly 1 000 m (north, east, south, west): k = 2 keeps the two listed first.
    const ring = [
      { name: 'n', x: 30000, y: 31000 },
      { name: 'e', x: 31000, y: 30000 },
      { name: 's', x: 30000, y: 29000 },
      { name: 'w', x: 29000, y: 30000 },
    ];
    for (const list of [ring, [...ring].reverse()]) {
      const places = placesFromSvy21(list);
      const found = nearestK(new PlaceIndex(places), 30000, 30000, 2);
      assert.deepEqual(found.map((c) => places.names[c.place]), [list[0]!.name, list[1]!.name]);
    }
  });
  it("copies across the tree's splits (20 of each of 40 places): the copies listed first are kept, far side of a split included", () => {
    const list = Array.from({ length: 800 }, (_, i) => ({ name: `p${i}`, x: 20000 + ((i * 7) % 40) * 10, y: 30000 + ((i * 13) % 40) * 5 }));
    const places = placesFromSvy21(list);
    const rows = list.slice(0, 40).flatMap((p) => [p, { x: p.x + 5, y: p.y + 2.5 }]);
    for (const k of [3, 20, 25]) assertSameAsBrute(rows, places, k);
  });
});

describe('k nearest places: random places (fast-check)', () => {
  const grid = fc.record({ x: fc.integer({ min: 20000, max: 20040 }), y: fc.integer({ min: 30000, max: 30040 }) });
  const spread = fc.record({ x: fc.double({ min: 2000, max: 50000, noNaN: true }), y: fc.double({ min: 15000, max: 50000, noNaN: true }) });
  for (const [what, point] of [['on a 40 m grid (many ties)', grid], ['anywhere in Singapore', spread]] as const) {
    it(`places and rows ${what}: equal to brute force for k from 1 to 8`, () => {
      fc.assert(
        fc.property(fc.array(point, { minLength: 1, maxLength: 300 }), fc.array(point, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 8 }), (list, rows, k) => {
          assertSameAsBrute(rows, placesFromSvy21(list.map((p, i) => ({ name: `p${i}`, ...p }))), k);
        }),
        { numRuns: 200 },
      );
    });
  }
});
