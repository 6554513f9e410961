// "Outside Singapore" for Add Nearest Places' summary, answered from a grid of cells before the planning-area
// index: it must say exactly what the index says, for real places, on the cells' own lines and corners, at the
// grid's outer edge, and a boundary's tolerance away from the areas' edges.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { outsideTest } from '../../../src/nearest';
import { BOUNDARY_TOLERANCE_METRES, planningAreaIndex, shippedAreas } from '../../../src/planningArea';
import { allBusStops } from './fixturePlaces';

const areas = shippedAreas();
const index = planningAreaIndex();
const truth = (lon: number, lat: number): boolean => index.locate(lon, lat).kind === 'outside';
const test = outsideTest(areas, (lon, lat) => index.locate(lon, lat));

/** The (lon, lat) where the grid and the index disagree, among `points`. */
function disagreements(points: Iterable<[number, number]>): Array<[number, number]> {
  const wrong: Array<[number, number]> = [];
  for (const [lon, lat] of points) if (test(lon, lat) !== truth(lon, lat)) wrong.push([lon, lat]);
  return wrong;
}

let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
for (const area of areas) {
  for (const ring of area.rings) {
    for (let i = 0; i < ring.length; i += 2) [west, east, south, north] = [Math.min(west, ring[i]!), Math.max(east, ring[i]!), Math.min(south, ring[i + 1]!), Math.max(north, ring[i + 1]!)];
  }
}
const DEGREES_PER_METRE = 1 / 110_574;

describe('outsideTest', () => {
  it('says what the planning-area index says for all 5 000 LTA bus stops, and counts the same outside', () => {
    const stops = allBusStops().map((s): [number, number] => [s.Longitude, s.Latitude]);
    assert.deepEqual(disagreements(stops), []);
    assert.equal(stops.filter(([lon, lat]) => test(lon, lat)).length, stops.filter(([lon, lat]) => truth(lon, lat)).length);
  });

  it('agrees on a lattice of half cells over the areas and beyond (cell lines, corners and middles, the outer edge)', () => {
    // The grid starts 0.0001° beyond the westmost and southmost vertex, in cells of 0.002°: steps of 0.001°
    // from there land on every cell line and every cell's middle.
    const points: Array<[number, number]> = [];
    for (let lon = west - 0.0001 - 0.003; lon <= east + 0.004; lon += 0.001) {
      for (let lat = south - 0.0001 - 0.003; lat <= north + 0.004; lat += 0.001) points.push([lon, lat]);
    }
    assert.ok(points.length > 40_000);
    assert.deepEqual(disagreements(points), []);
    // Both sides of the grid's outer edge, and the edge itself.
    const edges: Array<[number, number]> = [west - 0.0001, east + 0.0001].flatMap((lon) => [-1e-12, 0, 1e-12].map((d): [number, number] => [lon + d, 1.35]));
    assert.deepEqual(disagreements(edges), []);
  });

  it('agrees at the boundary tolerance around the areas\' vertices, just inside and just beyond it, in every direction', () => {
    const points: Array<[number, number]> = [];
    const metres = [0, BOUNDARY_TOLERANCE_METRES * 0.99, BOUNDARY_TOLERANCE_METRES * 1.01, 5, 11, 12, 50];
    for (const area of areas) {
      const ring = area.rings[0]!;
      for (let i = 0; i < ring.length; i += 2 * 37) {
        for (const m of metres) {
          const d = m * DEGREES_PER_METRE;
          points.push([ring[i]! + d, ring[i + 1]!], [ring[i]! - d, ring[i + 1]!], [ring[i]!, ring[i + 1]! + d], [ring[i]!, ring[i + 1]! - d]);
        }
      }
    }
    assert.deepEqual(disagreements(points), []);
  });

  it('agrees on any point around Singapore, and says a point that is not a number is outside (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: west - 0.05, max: east + 0.05, noNaN: true }), fc.double({ min: south - 0.05, max: north + 0.05, noNaN: true }), (lon, lat) => {
        assert.equal(test(lon, lat), truth(lon, lat));
      }),
      { numRuns: 5000 },
    );
    assert.equal(test(Number.NaN, 1.35), true);
    assert.equal(test(103.8, Number.NaN), true);
  });
});
