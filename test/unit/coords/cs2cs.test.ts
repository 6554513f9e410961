// PROJ's cs2cs as an independent oracle: 3000 seeded points in Singapore's extent, each of the six
// directions converted by one cs2cs run and by the engine, compared point by point.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { transformPoint, type CrsId } from '../../../src/shared/coords';
import { seededRandom } from './support';

// Explicit PROJ strings rather than EPSG codes: with codes, cs2cs reads and writes latitude first for
// EPSG:4326, and EPSG:3414's registered origin is truncated.
const PROJ: Record<CrsId, string> = {
  'EPSG:4326': '+proj=longlat +datum=WGS84 +no_defs +type=crs',
  'EPSG:3414':
    '+proj=tmerc +lat_0=1.366666666666667 +lon_0=103.8333333333333 +k=1 +x_0=28001.642 +y_0=38744.572 +ellps=WGS84 +units=m +no_defs +type=crs',
  'EPSG:3857': '+proj=webmerc +datum=WGS84 +no_defs +type=crs',
};

const COUNT = 3000;
const METRE = 1e-6;
const DEGREE = 1e-9;

function cs2cs(from: CrsId, to: CrsId, points: readonly [number, number][]): [number, number][] {
  const args = ['-f', '%.12f', ...PROJ[from].split(' '), '+to', ...PROJ[to].split(' ')];
  const run = spawnSync('cs2cs', args, { input: points.map(([x, y]) => `${x} ${y}`).join('\n') + '\n', encoding: 'utf8' });
  if (run.error) {
    assert.fail(`cs2cs could not be run (${run.error.message}). It is PROJ's command-line tool: apt-get install proj-bin`);
  }
  assert.equal(run.status, 0, `cs2cs failed: ${run.stderr}`);
  const lines = run.stdout.trim().split('\n');
  assert.equal(lines.length, points.length, 'cs2cs returned a different number of points');
  return lines.map((line) => {
    const [x, y] = line.trim().split(/\s+/).map(Number);
    assert.ok(Number.isFinite(x) && Number.isFinite(y), `cs2cs printed "${line}"`);
    return [x!, y!];
  });
}

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
