// There and back: the engine's directions must be each other's inverses, in numbers and in text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, transformPoint, type CrsId } from '../../../src/shared/coords';
import { assertClose, proj4Direct, seededRandom } from './support';

const TRIPS: [CrsId, CrsId][] = [
  ['EPSG:4326', 'EPSG:3414'],
  ['EPSG:4326', 'EPSG:3857'],
  ['EPSG:3414', 'EPSG:3857'],
];

/** 500 seeded points over Singapore, in `crs`, computed by proj4 directly. */
function points(crs: CrsId, seed: number): [number, number][] {
  const random = seededRandom(seed);
  return Array.from({ length: 500 }, () => {
    const lon = 103.6 + random() * 0.45;
    const lat = 1.16 + random() * 0.31;
    return crs === 'EPSG:4326' ? [lon, lat] : proj4Direct('EPSG:4326', crs, lon, lat);
  });
}

describe('round trips through transformPoint at full precision', () => {
  TRIPS.forEach(([a, b], index) => {
    it(`${a} → ${b} → ${a}`, () => {
      // Full precision: what is left is floating-point noise, far below a micrometre or 1e-12°.
      const tolerance = a === 'EPSG:4326' ? 1e-12 : 1e-7;
      for (const [x, y] of points(a, 77 + index)) {
        const [bx, by] = transformPoint(a, b, x, y);
        const [x2, y2] = transformPoint(b, a, bx, by);
        assertClose(x2, x, tolerance, `x of (${x}, ${y})`);
        assertClose(y2, y, tolerance, `y of (${x}, ${y})`);
      }
    });
  });
});

describe('round trips through convertText', () => {
  TRIPS.forEach(([a, b], index) => {
    it(`${a} → ${b} → ${a} in text, with more decimals than the defaults`, () => {
      const decimals = { degreeDecimals: 12, metreDecimals: 7 };
      const list = points(a, 177 + index);
      // WGS84 as "lat, lon" lines, the metre systems as "X, Y" lines.
      const text = list.map(([x, y]) => (a === 'EPSG:4326' ? `${y.toFixed(12)}, ${x.toFixed(12)}` : `${x.toFixed(7)}, ${y.toFixed(7)}`)).join('\n');
      const there = convertText(text, { to: b, ...decimals });
      assert.equal(there.from, a);
      assert.equal(there.converted, list.length);
      // "lat, lon" lines become easting-first SVY21 lines, the order SVY21 is read in, and come back
      // latitude first: no setting is needed for the way back.
      const back = convertText(there.text, { to: a, ...decimals });
      assert.equal(back.from, b);
      assert.equal(back.converted, list.length);
      // Rounding there (5e-8 m or 5e-13°) and back (the same) bounds the difference.
      const tolerance = a === 'EPSG:4326' ? 1e-11 : 1e-6;
      const original = text.split('\n');
      const returned = back.text.split('\n');
      assert.equal(returned.length, original.length);
      for (let i = 0; i < original.length; i++) {
        const [p, q] = original[i]!.split(', ').map(Number);
        const [r, s] = returned[i]!.split(', ').map(Number);
        assertClose(r!, p!, tolerance, `line ${i + 1} first number ("${original[i]}" → "${returned[i]}")`);
        assertClose(s!, q!, tolerance, `line ${i + 1} second number ("${original[i]}" → "${returned[i]}")`);
      }
    });
  });

  it('default settings take "lat, lon" to SVY21 and back to the same text (issue 8)', () => {
    const text = '1.3039454, 103.8408471';
    const there = convertText(text, { to: 'EPSG:3414' });
    // Easting first, as SVY21 is read; 7 decimals of degrees (1 cm) need 2 of metres.
    assert.equal(there.text, '28837.86, 31809.18');
    const back = convertText(there.text, { to: 'EPSG:4326' });
    assert.equal(back.text, text);
  });
});
