// The nearest-place index against a brute-force loop: on real Singapore files (HDB car parks in SVY21, LTA's
// bus stops in WGS84) against OneMap's MRT/LRT stations, two recorded OneMap themes and 5 200 bus stops, for
// every row, with the same squared distance to the last bit (so the same whole metres), the same tie count
// and the same count within 1 000 m; then ties, the radius's exact edge and random places (fast-check).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PlaceIndex, placesFromSvy21, placesFromWgs84, type Places } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { csvRecords } from '../coords/realFixtures';
import { bruteCount, bruteNearest } from './bruteForce';
import { allBusStops, busStops, recordedThemePlaces, stationPlaces } from './fixturePlaces';

interface Row {
  label: string;
  x: number;
  y: number;
}

const hdbRows = (): Row[] => csvRecords('hdb-carpark-information.csv').map((r) => ({ label: r.car_park_no!, x: Number(r.x_coord), y: Number(r.y_coord) }));
const busStopRows = (): Row[] =>
  busStops().map((s) => {
    const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', s.Longitude, s.Latitude);
    return { label: s.BusStopCode, x, y };
  });

/** Every row's answer from the index equals the loop's: place, squared distance, ties, count within the radius. */
function assertSameAsBrute(rows: readonly Row[], places: Places, radius = 1000): void {
  const index = new PlaceIndex(places);
  for (const row of rows) {
    const expected = bruteNearest(places, row.x, row.y);
    const hit = index.nearest(row.x, row.y);
    assert.deepEqual({ ...hit }, expected, row.label);
    assert.equal(Math.round(Math.sqrt(hit.d2)), Math.round(Math.sqrt(expected.d2)), row.label);
    assert.equal(index.countWithin(row.x, row.y, radius), bruteCount(places, row.x, row.y, radius), row.label);
  }
}

describe('nearest place: the index equals brute force on real files', () => {
  it('300 HDB car parks (SVY21) against 224 OneMap MRT/LRT station results', () => {
    const rows = hdbRows();
    assert.equal(rows.length, 300);
    assertSameAsBrute(rows, stationPlaces());
  });

  it('300 LTA bus stops (WGS84) against the stations, within 1 000 m and 500 m', () => {
    assertSameAsBrute(busStopRows(), stationPlaces());
    assertSameAsBrute(busStopRows(), stationPlaces(), 500);
  });

  it('both files against two recorded OneMap themes (kindergartens, liquor control zones)', () => {
    const theme = recordedThemePlaces();
    assert.equal(theme.names.length, 4);
    assertSameAsBrute([...hdbRows(), ...busStopRows()], theme, 5000);
  });

  it('the HDB car parks against all 5 200 LTA bus stops, where a car park often has several stops within 1 000 m', () => {
    const stops = placesFromWgs84(allBusStops().map((s) => ({ name: s.Description, lon: s.Longitude, lat: s.Latitude })));
    assert.ok(stops.names.length > 5000);
    assertSameAsBrute(hdbRows(), stops);
  });

  it('a row at a station answers that station at 0 m', () => {
    const places = stationPlaces();
    const index = new PlaceIndex(places);
    const hit = index.nearest(places.x[7]!, places.y[7]!);
    assert.equal(hit.d2, 0);
    assert.equal(places.names[hit.place], places.names[7]);
  });
});

describe('nearest place: ties and the radius edge', () => {
  it('two places at the same distance: the one listed first wins, in either order, and the tie is counted', () => {
    const east = { name: 'east', x: 31000, y: 30000 };
    const west = { name: 'west', x: 29000, y: 30000 };
    for (const list of [[east, west], [west, east]]) {
      const places = placesFromSvy21(list);
      const hit = new PlaceIndex(places).nearest(30000, 30000);
      assert.equal(places.names[hit.place], list[0]!.name);
      assert.equal(hit.tied, 2);
      assert.equal(hit.d2, 1000 * 1000);
    }
  });

  it('a place at exactly 1 000 m counts as within 1 000 m; one a millimetre farther does not', () => {
    // 600² + 800² = 1 000²: exact in doubles, as is 0.001 m beyond it along an axis.
    const places = placesFromSvy21([
      { name: 'at the edge', x: 30600, y: 30800 },
      { name: 'on the axis', x: 31000, y: 30000 },
      { name: 'just beyond', x: 30000, y: 28999.999 },
    ]);
    const index = new PlaceIndex(places);
    assert.equal(index.countWithin(30000, 30000, 1000), 2);
    assert.equal(index.countWithin(30000, 30000, 1000.002), 3);
    assert.equal(index.countWithin(30000, 30000, 999.999), 0);
    assert.equal(index.nearest(30000, 30000).tied, 2);
  });

  it("places repeated across the tree's splits (20 copies of each of 40 places): every copy is seen as a tie, the first listed wins", () => {
    const list = Array.from({ length: 800 }, (_, i) => ({ name: `p${i}`, x: 20000 + ((i * 7) % 40) * 10, y: 30000 + ((i * 13) % 40) * 5 }));
    const places = placesFromSvy21(list);
    const rows = list.slice(0, 40).flatMap((p, i) => [
      { label: `at ${i}`, x: p.x, y: p.y },
      { label: `between ${i}`, x: p.x + 5, y: p.y + 2.5 },
    ]);
    assertSameAsBrute(rows, places, 10);
    assert.equal(new PlaceIndex(places).nearest(list[0]!.x, list[0]!.y).tied, 20);
  });

  it('no places: no answer, nothing within', () => {
    const index = new PlaceIndex(placesFromSvy21([]));
    assert.deepEqual({ ...index.nearest(30000, 30000) }, { place: -1, d2: Infinity, tied: 0 });
    assert.equal(index.countWithin(30000, 30000, 1000), 0);
  });
});

describe('nearest place: random places (fast-check)', () => {
  // Whole metres on a small grid make ties and points on the radius common; decimals make them rare.
  const grid = fc.record({ x: fc.integer({ min: 20000, max: 20040 }), y: fc.integer({ min: 30000, max: 30040 }) });
  const spread = fc.record({ x: fc.double({ min: 2000, max: 50000, noNaN: true }), y: fc.double({ min: 15000, max: 50000, noNaN: true }) });

  for (const [what, point] of [['on a 40 m grid (many ties)', grid], ['anywhere in Singapore', spread]] as const) {
    it(`places and rows ${what}: the index equals brute force, radius included`, () => {
      fc.assert(
        fc.property(fc.array(point, { minLength: 1, maxLength: 300 }), fc.array(point, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 30 }), (list, rows, radius) => {
          const places = placesFromSvy21(list.map((p, i) => ({ name: `p${i}`, ...p })));
          assertSameAsBrute(rows.map((r, i) => ({ label: `row ${i}`, ...r })), places, radius);
        }),
        { numRuns: 200 },
      );
    });
  }
});
