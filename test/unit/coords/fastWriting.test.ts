// The faster writing of converted numbers gives the very bytes of the slower code it replaced: writeFixed
// against its previous version (kept here as the oracle), the shortcuts against the texts they avoid,
// and the decimals the scanner counts against those read from the text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { endsInZero, fixedValue, formatFixed, writeFixed } from '../../../src/shared/coords/format';
import { planConversion, renderConversion } from '../../../src/shared/coords';
import { planPairs, plannedDecimals } from '../../../src/shared/coords/plan';
import { decimalsOf } from '../../../src/shared/coords/precision';

const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

/** writeFixed as it was: the integer part and the fraction split by a division by 10^decimals. */
function oldWriteFixed(value: number, decimals: number): string {
  const negative = value < 0;
  const abs = negative ? -value : value;
  const scaled = abs * POW10[decimals]!;
  let n = -1;
  if (scaled < 2 ** 52) {
    const whole = Math.floor(scaled);
    const fraction = scaled - whole;
    if (!(Math.abs(fraction - 0.5) <= scaled * 2.3e-16)) n = fraction > 0.5 ? whole + 1 : whole;
  }
  if (n < 0) return formatFixed(value, decimals);
  const sign = negative && n !== 0 ? '-' : '';
  if (decimals === 0) return sign + String(n);
  const scale = POW10[decimals]!;
  let integer = Math.floor(n / scale);
  let fraction = n - integer * scale;
  if (fraction < 0) {
    integer -= 1;
    fraction += scale;
  } else if (fraction >= scale) {
    integer += 1;
    fraction -= scale;
  }
  return `${sign}${integer}.${String(fraction).padStart(decimals, '0')}`;
}

function written(value: number, decimals: number): string {
  const out = new Uint8Array(400).fill(33);
  const end = writeFixed(out, 3, value, decimals);
  // Nothing is written outside [3, end).
  assert.ok(out.subarray(0, 3).every((b) => b === 33) && out.subarray(end).every((b) => b === 33));
  return String.fromCharCode(...out.subarray(3, end));
}

/** Doubles of every size, and values in the systems' ranges, where the digits fit an int32 or not. */
const values = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.double({ min: 0, max: 12e6, noNaN: true }),
  fc.double({ min: 103, max: 105, noNaN: true }),
  fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
  fc.integer({ min: -3e9, max: 3e9 }).chain((k) => fc.integer({ min: 0, max: 14 }).map((d) => k / 10 ** d)),
);

describe('fast number writing matches the code it replaced', () => {
  it('writeFixed on random doubles and 0–14 decimals', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 14 }), (value, decimals) => {
        assert.equal(written(value, decimals), oldWriteFixed(value, decimals));
      }),
      { seed: 4242, numRuns: 50_000 },
    );
  });

  it('writeFixed around powers of ten and int32 limits', () => {
    for (let decimals = 0; decimals <= 14; decimals++) {
      for (const n of [0, 1, 9, 10, 99, 100, 9999, 10000, 99999, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32, 1e15, 2 ** 52 - 1]) {
        for (const value of [n / 10 ** decimals, -n / 10 ** decimals, (n + 0.4) / 10 ** decimals, (n + 0.6) / 10 ** decimals]) {
          assert.equal(written(value, decimals), oldWriteFixed(value, decimals), `${value} with ${decimals}`);
        }
      }
    }
  });

  it('endsInZero is whether formatFixed ends in 0', () => {
    fc.assert(
      fc.property(fc.oneof(values, fc.constantFrom(0, -0, 1e21, -1e21, 1e300)), fc.integer({ min: 0, max: 14 }), (value, decimals) => {
        assert.equal(endsInZero(value, decimals), formatFixed(value, decimals).endsWith('0'));
      }),
      { seed: 77, numRuns: 20_000 },
    );
  });

  it('fixedValue is Number(formatFixed(…))', () => {
    fc.assert(
      fc.property(fc.oneof(values, fc.constantFrom(0, -0, -1e-9, 1e21, -1e21)), fc.integer({ min: 0, max: 14 }), (value, decimals) => {
        assert.ok(Object.is(fixedValue(value, decimals), Number(formatFixed(value, decimals))));
      }),
      { seed: 78, numRuns: 50_000 },
    );
  });

  it('the last-digit test is |s - Math.round(s)| < 0.06 (the identity autoPrecision.ts relies on)', () => {
    const nearInteger = (s: number) => {
      const f = s - Math.floor(s);
      return f < 0.06 || 1 - f < 0.06;
    };
    const nonNegative = fc.oneof(
      fc.double({ min: 0, noNaN: true }),
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.integer({ min: 0, max: 1e9 }).chain((k) => fc.constantFrom(k + 0.06, k + 0.94, k + 0.5, k + 0.05999999999999999, k + 0.9400000000000001)),
    );
    fc.assert(
      fc.property(nonNegative, (s) => {
        assert.equal(nearInteger(s), Math.abs(s - Math.round(s)) < 0.06);
      }),
      { seed: 79, numRuns: 100_000 },
    );
  });
});

describe('room for long numbers', () => {
  it('a value of 1e300 is written in full wherever it falls in the output buffer', () => {
    const number = formatFixed(1e300, 2);
    // The reused output buffer doubles from 64 KiB when a text needs it: for each size it may have, the
    // number is placed from 300 bytes before its end onwards, and its 313 characters must all arrive.
    for (let size = 2 ** 16; size <= 2 ** 19; size *= 2) {
      for (let room = 300; room >= 20; room -= 20) {
        const text = 'x'.repeat(size - room) + ' 1.3, 103.8';
        const plan = planConversion([text], {});
        const [written] = renderConversion([text], plan, 'EPSG:3414', [[1e300, 5]], { metreDecimals: 2 });
        assert.equal(written, `${'x'.repeat(size - room)} ${number}, 5.00`);
      }
    }
  });
});

describe('decimals counted by the scanner', () => {
  /** A number from `prefix` as people write it: more digits, signs, exponents, a bare point, quotes. */
  const number = (prefix: string) =>
    fc.tuple(fc.constantFrom('', '', '', '+', '-'), fc.nat(12), fc.integer({ min: 0, max: 9999999 }), fc.nat(19)).map(([sign, decimals, fraction, form]) => {
      const digits = String(fraction).padStart(decimals, '0').slice(0, decimals);
      const plain = prefix.includes('.') ? prefix + digits : decimals === 0 ? prefix : `${prefix}.${digits}`;
      if (form === 0) return `${sign}${plain}${['e0', 'E+0', 'e-0'][decimals % 3]}`;
      if (form === 1) return `${sign}.${digits || '5'}`;
      if (form === 2) return prefix.includes('.') ? `${sign}${prefix}` : `${sign}${prefix}.`;
      if (form === 3) return `"${sign}${plain}"`;
      return `${sign}${plain}`;
    });
  /** Lines of one system's pairs, in either order, with a named pair or a WKT point among them. */
  const text = fc.constantFrom(['103.8', '1.3'], ['28000', '31000'], ['11560000', '150000']).chain(([x, y]) => {
    const line = fc
      .tuple(number(x!), fc.constantFrom(', ', ',', ' ', '; ', '\t'), number(y!), fc.boolean())
      .map(([a, gap, b, swap]) => (swap ? `${b}${gap}${a}` : `${a}${gap}${b}`));
    const named = fc.tuple(number(x!), number(y!)).map(([a, b]) => (x === '103.8' ? `{"lng": ${a}, "lat": ${b}}` : `{"x": ${a}, "y": ${b}}`));
    const wkt = fc.tuple(number(x!), number(y!)).map(([a, b]) => `POINT (${a} ${b})`);
    return fc.array(fc.oneof({ weight: 6, arbitrary: line }, named, wkt), { minLength: 1, maxLength: 12 });
  });

  it('are the decimals decimalsOf reads from the text', () => {
    let withPairs = 0;
    fc.assert(
      fc.property(text, (lines) => {
        const source = lines.join('\n');
        let planned;
        try {
          planned = planPairs([source], {});
        } catch {
          return; // nothing to convert, or systems mixed: no plan to compare
        }
        const { pairs } = planned;
        if (pairs.count > 0) withPairs++;
        const counted = plannedDecimals(pairs)!;
        for (let i = 0; i < pairs.count; i++) {
          assert.equal(counted.first[i], decimalsOf(source, pairs.firstStart[i]!, pairs.firstEnd[i]!));
          assert.equal(counted.second[i], decimalsOf(source, pairs.secondStart[i]!, pairs.secondEnd[i]!));
        }
      }),
      { seed: 80, numRuns: 3000 },
    );
    // Most texts must have pairs, or this would compare nothing.
    assert.ok(withPairs > 2000, `only ${withPairs} texts had pairs`);
  });
});
