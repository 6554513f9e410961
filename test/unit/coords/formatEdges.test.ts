// The digits written back at the edges of formatFixed and its fast relatives: values that are not
// numbers, negatives (a negative easting is outside Singapore but a user may still convert it with the
// source system chosen), zero at the most decimals, and integers too large for toFixed's digits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endsInZero, fixedValue, formatFixed, MOST_DECIMALS, writeFixed } from '../../../src/shared/coords/format';

function written(value: number, decimals: number): string {
  const out = new Uint8Array(400);
  return String.fromCharCode(...out.subarray(0, writeFixed(out, 0, value, decimals)));
}

describe('formatFixed at its edges', () => {
  it('NaN and the infinities are written as JavaScript writes them', () => {
    assert.equal(formatFixed(Number.NaN, 3), 'NaN');
    assert.equal(formatFixed(Number.POSITIVE_INFINITY, 3), 'Infinity');
    assert.equal(formatFixed(Number.NEGATIVE_INFINITY, 3), '-Infinity');
  });
  it('zero with the most decimals', () => {
    assert.equal(formatFixed(0, MOST_DECIMALS), `0.${'0'.repeat(MOST_DECIMALS)}`);
    assert.equal(formatFixed(1, MOST_DECIMALS), `1.${'0'.repeat(MOST_DECIMALS)}`);
  });
  it('a negative value that rounds to zero has no sign', () => {
    assert.equal(formatFixed(-0.0001, 1), '0.0');
    assert.equal(formatFixed(-0.4, 0), '0');
    assert.equal(written(-0.0001, 1), '0.0');
  });
  it('negative values keep their sign and digits, as toFixed writes them', () => {
    for (const [value, decimals] of [[-1.25, 1], [-28837.8555, 3], [-103.8408471, 7], [-12.5, 0], [-0.05, 1]] as const) {
      assert.equal(formatFixed(value, decimals), value.toFixed(decimals), `${value} to ${decimals}`);
      assert.equal(written(value, decimals), value.toFixed(decimals), `${value} to ${decimals} (bytes)`);
      assert.equal(fixedValue(value, decimals), Number(value.toFixed(decimals)), `${value} to ${decimals} (value)`);
      assert.equal(endsInZero(value, decimals), value.toFixed(decimals).endsWith('0'), `${value} to ${decimals} (last digit)`);
    }
  });
  it('integers of 1e21 and more are written in full, with or without decimals', () => {
    assert.equal(formatFixed(1e21, 0), '1000000000000000000000');
    assert.equal(formatFixed(1e21, 2), '1000000000000000000000.00');
    assert.equal(formatFixed(-1e21, 0), '-1000000000000000000000');
  });
});
