// Every digit of a converted number written back, where the count of digits changes: just below, at and
// just above each power of ten up to 2^52, with and without decimals, and a negative value on a tie that
// only toFixed can decide. The writer counts digits with a ladder of comparisons; each rung is an edge.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endsInZero, fixedValue, formatFixed, writeFixed } from '../../../src/shared/coords/format';

/** toFixed's digits, without the sign of a negative value that rounds to zero. */
function expected(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

function written(value: number, decimals: number): string {
  const out = new Uint8Array(64);
  return String.fromCharCode(...out.subarray(0, writeFixed(out, 0, value, decimals)));
}

function check(value: number, decimals: number): void {
  const text = expected(value, decimals);
  assert.equal(formatFixed(value, decimals), text, `formatFixed(${value}, ${decimals})`);
  assert.equal(written(value, decimals), text, `writeFixed(${value}, ${decimals})`);
  assert.ok(Object.is(fixedValue(value, decimals), Number(text)), `fixedValue(${value}, ${decimals})`);
  assert.equal(endsInZero(value, decimals), text.endsWith('0'), `endsInZero(${value}, ${decimals})`);
}

describe('digits around every power of ten', () => {
  for (let k = 1; k <= 15; k++) {
    it(`10^${k} - 1, 10^${k} and 10^${k} + 1 as integers and with 1–3 decimals`, () => {
      for (const n of [10 ** k - 1, 10 ** k, 10 ** k + 1]) {
        for (let decimals = 0; decimals <= 3 && n < 2 ** 52; decimals++) {
          // n / 10^decimals written with `decimals` decimals has exactly n's digits.
          check(n / 10 ** decimals, decimals);
          check(-n / 10 ** decimals, decimals);
        }
        // The same n with its digits behind the point: 0.000…n, and n.5 rounded up.
        check(n / 10 ** (k + 2), k + 2);
        if (n < 2 ** 51) check(n + 0.75, 0);
      }
    });
  }
  it('2^52 and just below, where the fast path ends', () => {
    for (const n of [2 ** 52 - 1, 2 ** 52, 2 ** 52 + 2, 2 ** 53]) {
      check(n, 0);
      check(n / 10, 1);
    }
  });
});

describe('a negative value that only toFixed can round', () => {
  it('-5e-7 to 6 decimals is a tie on its face but below it in binary: "0.000000", no sign', () => {
    // 5e-7 is 4.99999999999999977e-7 exactly: the scaled product 0.5 is a tie only after rounding.
    assert.equal(formatFixed(-5e-7, 6), '0.000000');
    assert.equal(written(-5e-7, 6), '0.000000');
    assert.ok(Object.is(fixedValue(-5e-7, 6), 0));
    assert.equal(endsInZero(-5e-7, 6), true);
  });
  it('-5e-10 to 9 decimals is above the tie: "-0.000000001", signed', () => {
    check(-5e-10, 9);
    assert.equal(formatFixed(-5e-10, 9), '-0.000000001');
  });
});
