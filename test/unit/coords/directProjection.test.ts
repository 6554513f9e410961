// transformPoint calls proj4's projection functions directly (src/shared/coords/directProjection.ts)
// instead of proj4's converter. That is only allowed if every result is the converter's, bit for bit:
// these tests compare the two with Object.is in all six directions, on 100 000 seeded random points
// inside Singapore each, on points people write (a few decimals), on known points and on edge cases.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import proj4, { type Converter } from 'proj4';
import { CoordinateError, transformPoint, type CrsId } from '../../../src/shared/coords';
import { directPath, onlyProjection, projectionFor } from '../../../src/shared/coords/directProjection';
import { EXTENT } from '../../../src/shared/coords/systems';
import { directPathFor } from '../../../src/shared/coords/transform';
import { seededRandom, SVY21_DEFINITION } from './support';

const SYSTEMS: CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];
const DIRECTIONS: [CrsId, CrsId][] = SYSTEMS.flatMap((from) => SYSTEMS.filter((to) => to !== from).map((to): [CrsId, CrsId] => [from, to]));
/** The tests' own definitions (support.ts), so a changed engine copy shows up here too. */
const DEFINITION: Record<CrsId, string> = { 'EPSG:4326': 'EPSG:4326', 'EPSG:3414': SVY21_DEFINITION, 'EPSG:3857': 'EPSG:3857' };
const POINTS = 100_000;

const converters = new Map<string, Converter>();
function converter(from: CrsId, to: CrsId): Converter {
  const key = `${from}>${to}`;
  let c = converters.get(key);
  if (c === undefined) {
    c = proj4(DEFINITION[from], DEFINITION[to]);
    converters.set(key, c);
  }
  return c;
}

/** Fails unless transformPoint gives proj4's converter's exact bits, or throws where proj4 has no finite answer. */
function assertIdentical(from: CrsId, to: CrsId, x: number, y: number): void {
  const [ex, ey] = converter(from, to).forward([x, y]);
  if (!Number.isFinite(ex) || !Number.isFinite(ey)) {
    assert.throws(() => transformPoint(from, to, x, y), CoordinateError, `${from} → ${to} (${x}, ${y}): proj4 gives (${ex}, ${ey})`);
    return;
  }
  const [ax, ay] = transformPoint(from, to, x, y);
  if (!Object.is(ax, ex) || !Object.is(ay, ey)) {
    assert.fail(`${from} → ${to} (${x}, ${y}): (${ax}, ${ay}), proj4's converter gives (${ex}, ${ey})`);
  }
}

describe('direct projection: bit-identical to proj4', () => {
  it('takes the direct path in all six directions (so the comparisons below test it)', () => {
    for (const [from, to] of DIRECTIONS) assert.ok(directPathFor(from, to), `${from} → ${to} falls back to proj4's converter`);
  });

  for (const [from, to] of DIRECTIONS) {
    it(`${from} → ${to}: ${POINTS} random points inside Singapore`, () => {
      const e = EXTENT[from];
      const next = seededRandom(0x5eed ^ (SYSTEMS.indexOf(from) * 3 + SYSTEMS.indexOf(to)));
      for (let i = 0; i < POINTS; i++) {
        let x = e.minX + next() * (e.maxX - e.minX);
        let y = e.minY + next() * (e.maxY - e.minY);
        // Every other point as people write them: degrees to 7 decimals, metres to 3.
        if (i % 2 === 1) {
          const decimals = from === 'EPSG:4326' ? 7 : 3;
          x = Number(x.toFixed(decimals));
          y = Number(y.toFixed(decimals));
        }
        assertIdentical(from, to, x, y);
      }
    });
  }

  it('known points (OneMap and cs2cs, see knownPoints.test.ts) in every direction', () => {
    const known: Record<CrsId, [number, number]>[] = [
      { 'EPSG:4326': [103.8408471, 1.3039454], 'EPSG:3414': [28837.8555334731, 31809.17678148787], 'EPSG:3857': [11559510.222714178, 145167.06962612906] },
      { 'EPSG:4326': [103.8198, 1.3521], 'EPSG:3414': [26495.534871029464, 37133.86847645403], 'EPSG:3857': [11557167.270259503275, 150529.055598963896] },
      { 'EPSG:4326': [103.6357, 1.1667], 'EPSG:3414': [6005.686564663451, 16634.066346805099], 'EPSG:3857': [11536673.35200446099, 129885.426207538316] },
      { 'EPSG:4326': [104.041, 1.4043], 'EPSG:3414': [51112.143709383628, 42906.901415465953], 'EPSG:3857': [11581791.141622975469, 156341.614714932861] },
    ];
    for (const point of known) {
      for (const [from, to] of DIRECTIONS) assertIdentical(from, to, point[from][0], point[from][1]);
    }
    // And the answer is still the right one, not only proj4's.
    const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', 103.8408471, 1.3039454);
    assert.ok(Math.abs(x - 28837.8555334731) < 1e-6 && Math.abs(y - 31809.17678148787) < 1e-6, `(${x}, ${y})`);
  });

  it('edge cases: the origins, zeros, negative zero, far from Singapore, near the poles', () => {
    const values: [number, number][] = [
      [0, 0], [-0, -0], [0, -0], [103.8333333333333, 1.366666666666667], [28001.642, 38744.572],
      [180, 0], [-180, 0], [179.9999999, 84.9], [-179.9999999, -84.9], [103.8, 89.9999999], [103.8, -90], [103.8, 90],
      [1e-300, 1e-300], [5e-324, -5e-324], [20_037_508.342789244, 20_037_508.342789244], [-20_037_508.342789244, 0],
      [1e7, 1e7], [-1e7, -1e7], [1e9, 0], [0, 1e9],
    ];
    for (const [from, to] of DIRECTIONS) {
      for (const [x, y] of values) assertIdentical(from, to, x, y);
    }
  });

  it('keeps the contract: non-finite input and points with no position throw CoordinateError', () => {
    for (const [from, to] of DIRECTIONS) {
      for (const [x, y] of [[NaN, 1], [1, NaN], [Infinity, 1], [1, -Infinity]] as const) {
        assert.throws(() => transformPoint(from, to, x, y), CoordinateError);
      }
    }
    // Web Mercator has no pole (proj4's forward returns null); SVY21's inverse gives Infinity this far out.
    assert.throws(() => transformPoint('EPSG:4326', 'EPSG:3857', 103.8, 90), CoordinateError);
    assert.throws(() => transformPoint('EPSG:3414', 'EPSG:4326', 1e9, 0), CoordinateError);
    assert.deepEqual(transformPoint('EPSG:3414', 'EPSG:3414', 1, 2), [1, 2]);
  });

  it('falls back to proj4 when a definition needs more than projecting (datum shift, unit, meridian)', () => {
    const wgs84 = projectionFor('EPSG:4326');
    for (const definition of [
      '+proj=longlat +ellps=intl +towgs84=-133,-321,50,0,0,0,0 +no_defs',
      '+proj=tmerc +lat_0=0 +lon_0=0 +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +units=ft +no_defs',
      '+proj=longlat +ellps=WGS84 +pm=paris +no_defs',
    ]) {
      assert.equal(onlyProjection(wgs84, projectionFor(definition)), false, definition);
      assert.equal(directPath('EPSG:4326', definition), undefined, definition);
    }
  });
});
