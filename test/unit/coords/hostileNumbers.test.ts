// Numbers no export writes but a file can hold: hundreds of decimals, exponents far past a double's range,
// long runs of leading zeros, thousands of digits. The engine reads them as numbers (what JSON.parse and
// Number() make of them) and must either convert them or refuse them with a CoordinateError: a RangeError
// from toFixed on a value with 101 decimals was the first to escape (issue 18). Fixed seed: a failure
// reproduces.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CoordinateError, convertText, type ConvertOptions, type CrsId } from '../../../src/shared/coords';

/** A pair inside Singapore's extent in each system, so that the hostile values reach writing, not only reading. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['1.3', '103.6'], ['1.30944', '103.851'], ['103.8', '1.28'], ['28837', '31809.1'], ['31809', '28837.86'], ['11559510', '145167.06'],
];

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength });

/** One value of a pair as a file might write it, from as it is to hostile. */
function hostile(value: string): fc.Arbitrary<string> {
  const [whole, fraction = ''] = value.split('.');
  return fc.oneof(
    { arbitrary: fc.constant(value), weight: 4 },
    // long decimals: the case had 118; toFixed refuses more than 100
    { arbitrary: digits(400).map((tail) => `${whole}.${fraction}${tail}`), weight: 4 },
    // the same value with its point moved into an exponent, the mantissa long or short
    { arbitrary: fc.tuple(digits(300), fc.integer({ min: 0, max: 3 })).map(([tail, shift]) => `${whole}${fraction}${tail}e-${fraction.length + tail.length + shift}`), weight: 2 },
    fc.integer({ min: 1, max: 400 }).map((zeros) => `0.${'0'.repeat(zeros)}${whole}${fraction}e${zeros + whole!.length + 1}`),
    // exponents far past a double's range, either way
    fc.tuple(fc.constantFrom('e', 'E+', 'e-', 'E-'), fc.integer({ min: 300, max: 100000 })).map(([e, exponent]) => `${value}${e}${exponent}`),
    // leading and trailing zeros, integers with many digits
    fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 200 })).map(([lead, trail]) => `${'0'.repeat(lead)}${whole}.${fraction}${'0'.repeat(trail)}`),
    digits(500),
    fc.constantFrom('1e308', '1.7976931348623157e308', '5e-324', `0.${'0'.repeat(400)}1`, `1.${'9'.repeat(120)}`, `${whole}.${'9'.repeat(150)}`),
  );
}

const signed = (value: string) => fc.tuple(fc.constantFrom('', '', '', '', '', '-', '+'), hostile(value)).map(([sign, text]) => sign + text);

/** The pair in the forms the converter reads, so each reader and writer meets the number. */
const hostileText = fc
  .constantFrom(...PAIRS)
  .chain(([a, b]) => fc.tuple(signed(a), signed(b), fc.integer({ min: 0, max: 5 })))
  .map(([a, b, form]) => {
    switch (form) {
      case 0: return `${a}, ${b}`;
      case 1: return `[${a}, ${b}]`;
      case 2: return `POINT (${a} ${b})`;
      case 3: return `{"lat": ${a}, "lng": ${b}}`;
      case 4: return `name,x,y\nA,${a},${b}\n`;
      default: return `{"type":"Point","coordinates":[${a},${b}]}`;
    }
  });

const options = fc.record({
  to: fc.constantFrom<CrsId>('EPSG:4326', 'EPSG:3414', 'EPSG:3857'),
  from: fc.constantFrom<CrsId | undefined>(undefined, undefined, 'EPSG:4326', 'EPSG:3414', 'EPSG:3857'),
  degreeDecimals: fc.constantFrom<ConvertOptions['degreeDecimals']>('auto', 'auto', 0, 9, 15),
  metreDecimals: fc.constantFrom<ConvertOptions['metreDecimals']>('auto', 'auto', 0, 3, 9),
}).map((o): ConvertOptions => (o.from === undefined || o.from === o.to ? { to: o.to, degreeDecimals: o.degreeDecimals, metreDecimals: o.metreDecimals } : { ...o, from: o.from }));

/** What leaves the engine: the converted text, or the CoordinateError's code; anything else fails the test. */
function outcome(text: string, chosen: ConvertOptions): string {
  try {
    return convertText(text, chosen).text;
  } catch (error) {
    assert.ok(error instanceof CoordinateError, `${String(error)} for ${JSON.stringify(text)} with ${JSON.stringify(chosen)}`);
    return error.code;
  }
}

describe('hostile numbers: only a result or a CoordinateError leaves the engine', () => {
  it("the issue's pair: a latitude with 118 decimals converts", () => {
    const latitude = '1.3094383070870821253675681901510303776050882520505670211982420348124570251827753288012576561976807630266245610402';
    for (const to of ['EPSG:3414', 'EPSG:3857'] as const) {
      const text = outcome(`103.6, ${latitude}`, { to });
      assert.match(text, /^\d+(\.\d+)?, \d+(\.\d+)?$/, `to ${to}`);
    }
  });

  it('a value with 101 to 2000 decimals, in every direction', () => {
    for (const count of [101, 150, 400, 2000]) {
      const tail = '1234567890'.repeat(count / 10 + 1).slice(0, count - 1);
      for (const [a, b] of [['1.3', '103.8'], ['28837', '31809'], ['11559510', '145167']]) {
        for (const to of ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'] as const) {
          outcome(`${a}${tail}, ${b}${tail}`, { to });
          outcome(`${a}, ${b}${tail}`, { to });
          outcome(`${a}${tail}, ${b}`, { to });
        }
      }
    }
  });

  it('any hostile pair, in any form, to any system (fast-check)', () => {
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(hostileText, options, (text, chosen) => {
        const result = outcome(text, chosen);
        const key = /^[a-z-]+$/.test(result) ? result : 'converted';
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }),
      { seed: 18, numRuns: 4000 },
    );
    // The hostile values must reach the writer, not only the reader's refusals.
    assert.ok((codes.get('converted') ?? 0) > 400, JSON.stringify(Object.fromEntries(codes)));
  });
});
