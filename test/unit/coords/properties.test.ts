// Property-based tests (fast-check, fixed seeds so a failure reproduces):
//  (a) on any text and any options, the engine returns or throws a CoordinateError, nothing else;
//  ((b) and (c), documents of noise with pairs in every format, are in noisyDocuments.test.ts.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CoordinateError, convertText, convertTexts, planConversion, renderConversion, transformPoint, type ConvertOptions, type CrsId } from '../../../src/shared/coords';

const SYSTEMS: CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];
const ERROR_CODES = ['no-coordinates', 'outside-extent', 'mixed-systems', 'same-system', 'invalid-option'];

// ---------------------------------------------------------------------------------------------
// (a) Anything in, a result or a CoordinateError out.

/** Any UTF-16 code unit, lone surrogates included: editors hold such text too. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const coordinateLike = fc.constantFrom(
  '1.3039454, 103.8408471', '103.8408471 1.3039454', '28833.0605447,31810.3242714', '11559510.2227, 145167.0696',
  '1.3', '103.8', '-1.3', '+103.84', '1e5', '1.3e0', '.5', '5.', '1.2.3', 'x1', 'EPSG:3414', '2023-11-30', '[', ']', '(', ')',
  '"', "'", ',', ';', ',,', ' ', '\n', '\t', '\r\n', '\u00A0', '\uFEFF', '\uD800', 'é', '📍', 'POINT (', 'LINESTRING Z (', '-', '+', 'e', 'E',
  '0', '60000', '10000', '1.1', '1.5', '103.5', '104.5', '11500000', '120000', 'NaN', 'Infinity', '1e309', '0.000000000000000000001',
);

const anyText = fc.oneof(
  fc.string({ unit: anyCodeUnit, maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.array(fc.oneof(coordinateLike, fc.string({ unit: anyCodeUnit, maxLength: 4 })), { maxLength: 40 }).map((parts) => parts.join('')),
);

const anyOptions = fc.record(
  {
    to: fc.constantFrom<unknown>('EPSG:4326', 'EPSG:3414', 'EPSG:3857', 'EPSG:4326', 'EPSG:3414', 'auto', undefined),
    from: fc.constantFrom<unknown>(undefined, undefined, 'EPSG:4326', 'EPSG:3414', 'EPSG:3857', 'WGS84'),
    svy21Order: fc.constantFrom<unknown>(undefined, 'xy', 'yx', 'XY'),
    degreeDecimals: fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 18 }), fc.double()),
    metreDecimals: fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 12 }), fc.double()),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<ConvertOptions>;

function returnsOrThrowsCoordinateError(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof CoordinateError)) throw error;
    assert.ok(ERROR_CODES.includes(error.code), `unknown code ${error.code}`);
    assert.ok(error.message.length > 0);
  }
}

describe('(a) any input gives a result or a CoordinateError', () => {
  it('convertText on arbitrary text and options', () => {
    fc.assert(
      fc.property(anyText, anyOptions, (text, options) => returnsOrThrowsCoordinateError(() => convertText(text, options))),
      { seed: 1, numRuns: 3000 },
    );
  });

  it('convertTexts and the two-step API on several arbitrary texts', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 4 }), anyOptions, (texts, options) => {
        returnsOrThrowsCoordinateError(() => convertTexts(texts, options));
        returnsOrThrowsCoordinateError(() => {
          const plan = planConversion(texts, options);
          const to = options.to as CrsId;
          renderConversion(texts, plan, to, plan.pairs.map((p) => transformPoint(plan.from, to, p.x, p.y)), options);
        });
      }),
      { seed: 2, numRuns: 1500 },
    );
  });

  it('a converted text is again valid input', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...SYSTEMS), (text, to) => {
        let converted: string | undefined;
        returnsOrThrowsCoordinateError(() => (converted = convertText(text, { to }).text));
        if (converted !== undefined) returnsOrThrowsCoordinateError(() => convertText(converted!, { to: to === 'EPSG:4326' ? 'EPSG:3414' : 'EPSG:4326' }));
      }),
      { seed: 3, numRuns: 1000 },
    );
  });
});
