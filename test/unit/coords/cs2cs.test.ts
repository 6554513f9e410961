// PROJ's cs2cs as an independent oracle: 3000 seeded points in Singapore's extent, each of the six
// directions converted by one cs2cs run and by the engine, compared point by point.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { transformPoint, type CrsId } from '../../../src/shared/coords';
import { cs2cs } from './cs2csOracle';
import { seededRandom } from './support';

const COUNT = 3000;
const METRE = 1e-6;
const DEGREE = 1e-9;

/** Points spread over Singapore and its islands, as WGS84 longitude/latitude. */
function wgs84Points(seed: number): [number, number][] {
  const random = seededRandom(seed);
  return Array.from({ length: COUNT }, () => [103.6 + random() * 0.45, 1.16 + random() * 0.31] as [number, number]);
}

/** The same spread in another system, via cs2cs so the inputs owe nothing to the engine. */
function pointsIn(crs: CrsId, seed: number): [number, number][] {
  const points = wgs84Points(seed);
  return crs === 'EPSG:4326' ? points : cs2cs('EPSG:4326', crs, points);
}

const DIRECTIONS: [CrsId, CrsId][] = [
  ['EPSG:4326', 'EPSG:3414'],
  ['EPSG:4326', 'EPSG:3857'],
  ['EPSG:3414', 'EPSG:4326'],
  ['EPSG:3414', 'EPSG:3857'],
  ['EPSG:3857', 'EPSG:4326'],
  ['EPSG:3857', 'EPSG:3414'],
];

describe('cs2cs agrees with the engine', () => {
  DIRECTIONS.forEach(([from, to], index) => {
    it(`${from} → ${to} on ${COUNT} points`, () => {
      const input = pointsIn(from, 1000 + index);
      const expected = cs2cs(from, to, input);
      const tolerance = to === 'EPSG:4326' ? DEGREE : METRE;
      let worst = 0;
      for (let i = 0; i < input.length; i++) {
        const [x, y] = transformPoint(from, to, input[i]![0], input[i]![1]);
        const error = Math.max(Math.abs(x - expected[i]![0]), Math.abs(y - expected[i]![1]));
        if (error > tolerance) {
          assert.fail(`point ${i} (${input[i]!.join(', ')}): engine (${x}, ${y}), cs2cs (${expected[i]!.join(', ')})`);
        }
        worst = Math.max(worst, error);
      }
      assert.ok(worst <= tolerance);
    });
  });
});
