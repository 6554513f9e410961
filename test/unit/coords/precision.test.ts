// Decimals, and how numbers are written: fixed decimals, never exponents, never "-0.000".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { convertText, planConversion, renderConversion } from '../../../src/shared/coords';
import { formatFixed, writeFixed } from '../../../src/shared/coords/format';

describe('decimals settings', () => {
  // C: SVY21 28833.0605447, 31810.3242714 is WGS84 103.84080401483146, 1.303955777623504 (OneMap).
  const cases: [name: string, options: { degreeDecimals?: number }, output: string][] = [
    // Written latitude first (from SVY21, plain text); 'auto' is covered by autoPrecision.test.ts.
    ['7', { degreeDecimals: 7 }, '1.3039558, 103.8408040'],
    ['0', { degreeDecimals: 0 }, '1, 104'],
    ['3', { degreeDecimals: 3 }, '1.304, 103.841'],
    ['9', { degreeDecimals: 9 }, '1.303955778, 103.840804015'],
  ];
  for (const [name, options, output] of cases) {
    it(`degreeDecimals ${name}`, () => {
      assert.equal(convertText('28833.0605447, 31810.3242714', { to: 'EPSG:4326', ...options }).text, output);
    });
  }

  // A: WGS84 1.3039454, 103.8408471 is SVY21 28837.8555334731, 31809.17678148787 (OneMap).
  const metres: [name: string, options: { metreDecimals?: number }, output: string][] = [
    // SVY21 is written easting first whatever the source's order.
    ['3', { metreDecimals: 3 }, '28837.856, 31809.177'],
    ['0', { metreDecimals: 0 }, '28838, 31809'],
    ['1', { metreDecimals: 1 }, '28837.9, 31809.2'],
    ['9', { metreDecimals: 9 }, '28837.855533473, 31809.176781488'],
  ];
  for (const [name, options, output] of metres) {
    it(`metreDecimals ${name}`, () => {
      assert.equal(convertText('1.3039454, 103.8408471', { to: 'EPSG:3414', ...options }).text, output);
    });
  }

  it('metreDecimals applies to Web Mercator, degreeDecimals does not', () => {
    assert.equal(convertText('1.3039454, 103.8408471', { to: 'EPSG:3857', metreDecimals: 1, degreeDecimals: 2 }).text, '145167.1, 11559510.2');
  });

  it('degreeDecimals 15 writes 15 decimals', () => {
    const text = convertText('28833.0605447, 31810.3242714', { to: 'EPSG:4326', degreeDecimals: 15 }).text;
    assert.match(text, /^1\.303955777623\d{3}, 103\.840804014831\d{3}$/);
  });
});

describe('how numbers are written (renderConversion with given results)', () => {
  const text = 'P 28833.0605447, 31810.3242714 Q';

  // Planned inside each test, not as the file loads: Stryker counts code run at load as static mutants,
  // each of which costs a fresh process and every test (see CONTRIBUTING, Mutation testing).
  function render(x: number, y: number, metreDecimals = 3): string {
    return renderConversion([text], planConversion([text], {}), 'EPSG:3857', [[x, y]], { metreDecimals })[0]!;
  }

  it('never uses exponent notation for huge values', () => {
    // 2^70 is exactly 1180591620717411303424; toFixed would write "1.1805916207174113e+21".
    assert.equal(render(1e21, 2 ** 70), 'P 1000000000000000000000.000, 1180591620717411303424.000 Q');
  });

  it('never uses exponent notation for tiny values', () => {
    assert.equal(render(1e-7, 4.2e-12, 9), 'P 0.000000100, 0.000000000 Q');
  });

  it('never writes "-0"', () => {
    assert.equal(render(-0, -0.0004), 'P 0.000, 0.000 Q');
    assert.equal(render(-0.4, -0.0005, 0), 'P 0, 0 Q');
  });

  it('keeps the sign of negative numbers', () => {
    assert.equal(render(-12.3456, -0.0006), 'P -12.346, -0.001 Q');
  });

  it('rounds half away from zero on the exact binary value, like toFixed', () => {
    // 0.125 is exact in binary (a true tie); 1.005 is really 1.00499999999999989….
    assert.equal(render(0.125, 1.005, 2), 'P 0.13, 1.00 Q');
    assert.equal(render(-0.125, 2.5, 0), 'P 0, 3 Q'); // -0.125 rounds to zero, written without a sign
  });

  it('writes the numbers where they were and nothing else', () => {
    assert.equal(render(1, 2, 0), 'P 1, 2 Q');
  });
});

describe('number formatting agrees with toFixed', () => {
  function expected(value: number, decimals: number): string {
    const text = value.toFixed(decimals);
    return /^-[0.]+$/.test(text) ? text.slice(1) : text;
  }

  function written(value: number, decimals: number): string {
    const out = new Uint8Array(64);
    const end = writeFixed(out, 0, value, decimals);
    return String.fromCharCode(...out.subarray(0, end));
  }

  it('on arbitrary doubles below 1e21', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e20, max: 1e20, noNaN: true }), fc.integer({ min: 0, max: 15 }), (value, decimals) => {
        assert.equal(formatFixed(value, decimals), expected(value, decimals));
        assert.equal(written(value, decimals), expected(value, decimals));
      }),
      { seed: 20240601, numRuns: 20000 },
    );
  });

  it('on values in Singapore’s ranges', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 12e6, noNaN: true }), fc.integer({ min: 0, max: 9 }), (value, decimals) => {
        assert.equal(written(value, decimals), expected(value, decimals));
      }),
      { seed: 7, numRuns: 20000 },
    );
  });

  it('on ties and near-ties', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: -2, max: 2 }), (k, decimals, nudge) => {
        // k + 0.5 units of the last decimal, moved by a few ulps either way.
        let value = (k + 0.5) / 10 ** decimals;
        for (let i = 0; i < Math.abs(nudge); i++) value = nudge > 0 ? nextUp(value) : -nextUp(-value);
        assert.equal(formatFixed(value, decimals), expected(value, decimals));
        assert.equal(written(value, decimals), expected(value, decimals));
      }),
      { seed: 99, numRuns: 20000 },
    );
  });
});

function nextUp(x: number): number {
  const buffer = new DataView(new ArrayBuffer(8));
  buffer.setFloat64(0, x);
  buffer.setBigInt64(0, buffer.getBigInt64(0) + (x >= 0 ? 1n : -1n));
  return buffer.getFloat64(0);
}
