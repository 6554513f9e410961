// Every error a user can meet: its code, where it points, and a message that names the problem.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText, convertTexts, planConversion, renderConversion, type ConvertOptions, type CoordinateErrorCode } from '../../../src/shared/coords';

function failure(run: () => unknown): CoordinateError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CoordinateError, `expected a CoordinateError, got ${String(error)}`);
    assert.equal(error.name, 'CoordinateError');
    return error;
  }
  assert.fail('expected the conversion to fail');
}

function expectFailure(text: string, options: ConvertOptions, code: CoordinateErrorCode): CoordinateError {
  const error = failure(() => convertText(text, options));
  assert.equal(error.code, code, error.message);
  return error;
}

describe("errors: 'no-coordinates'", () => {
  for (const text of ['', 'hello world', '42', 'just 1.3039454 alone', 'v1.2.3 x1e5 2023-11-30 EPSG:3414', '1.3039454 | 103.8408471', '1.3039454,, 103.8408471']) {
    it(JSON.stringify(text), () => {
      const error = expectFailure(text, { to: 'EPSG:3414' }, 'no-coordinates');
      assert.equal(error.message, 'No coordinate pairs found in the selection.');
      assert.equal(error.location, undefined);
    });
  }

  it('says "in the file" when the texts are the whole file', () => {
    assert.equal(failure(() => planConversion(['hello world'], { scope: 'file' })).message, 'No coordinate pairs found in the file.');
    const mixed = failure(() => planConversion(['1.3039454, 103.8408471\n28837.86, 31809.18'], { scope: 'file' }));
    assert.match(mixed.message, /^The file mixes /);
  });

  it('with no texts at all', () => {
    assert.equal(failure(() => convertTexts([], { to: 'EPSG:3414' })).code, 'no-coordinates');
  });
});

describe("errors: 'outside-extent'", () => {
  it('names the first pair and every system’s extent', () => {
    const error = expectFailure('see 1.0, 200.0 and 5, 6', { to: 'EPSG:3414' }, 'outside-extent');
    assert.deepEqual(error.location, { textIndex: 0, start: 4, end: 14 });
    assert.equal(
      error.message,
      '"1.0, 200.0" is outside Singapore in every supported system. Singapore spans WGS84 latitude 1.1–1.5 / longitude 103.5–104.5, ' +
        'SVY21 easting 0–60 000 / northing 10 000–60 000, EPSG:3857 x 11 500 000–11 660 000 / y 120 000–175 000.',
    );
  });

  it('with `from`, names that system’s extent', () => {
    const error = expectFailure('28833.0605447, 5.0', { from: 'EPSG:3414', to: 'EPSG:4326' }, 'outside-extent');
    assert.deepEqual(error.location, { textIndex: 0, start: 0, end: 18 });
    assert.equal(error.message, '"28833.0605447, 5.0" is outside Singapore in EPSG:3414 (SVY21). Singapore spans easting 0–60 000 / northing 10 000–60 000 there.');
  });

  it('with `from`, says which system the numbers look like', () => {
    const error = expectFailure('1.3039454, 103.8408471', { from: 'EPSG:3414', to: 'EPSG:3857' }, 'outside-extent');
    assert.match(error.message, /^"1\.3039454, 103\.8408471" is outside Singapore in EPSG:3414 \(SVY21\)\. It looks like/);
    assert.match(error.message, /It looks like EPSG:4326 \(WGS84\)/);
  });

  it('points into the right text of several', () => {
    const error = failure(() => convertTexts(['no numbers', 'x 7, 8'], { to: 'EPSG:4326' }));
    assert.equal(error.code, 'outside-extent');
    assert.deepEqual(error.location, { textIndex: 1, start: 2, end: 6 });
  });

  it('shortens a long offending text to one line', () => {
    const error = expectFailure('1.0,\n\n\n      2.0', { to: 'EPSG:4326' }, 'outside-extent');
    assert.match(error.message, /^"1\.0, 2\.0" is outside/);
  });
});

describe("errors: 'mixed-systems'", () => {
  it('lists the systems and points at the first pair of the second one', () => {
    const text = '1.3039454, 103.8408471\n28833.0605447, 31810.3242714\n1.319728905, 103.8421581';
    const error = expectFailure(text, { to: 'EPSG:3857' }, 'mixed-systems');
    assert.deepEqual(error.systems, ['EPSG:4326', 'EPSG:3414']);
    assert.deepEqual(error.location, { textIndex: 0, start: 23, end: 51 });
    assert.equal(
      error.message,
      'The selection mixes EPSG:4326 (WGS84) and EPSG:3414 (SVY21) coordinates: "1.3039454, 103.8408471" is EPSG:4326 (WGS84) ' +
        'but "28833.0605447, 31810.3242714" is EPSG:3414 (SVY21). Choose the system to convert from.',
    );
  });

  it('across selections, with all three systems', () => {
    const error = failure(() =>
      convertTexts(['28833.0605447, 31810.3242714', 'a 1.3039454, 103.8408471', '11559510.222714178, 145167.06962612906'], { to: 'EPSG:4326' }),
    );
    assert.equal(error.code, 'mixed-systems');
    assert.deepEqual(error.systems, ['EPSG:3414', 'EPSG:4326', 'EPSG:3857']);
    assert.deepEqual(error.location, { textIndex: 1, start: 2, end: 24 });
    assert.match(error.message, /mixes EPSG:3414 \(SVY21\), EPSG:4326 \(WGS84\) and EPSG:3857 \(Web Mercator\) coordinates/);
  });

  it('is resolved by choosing `from`', () => {
    const result = convertText('1.3039454, 103.8408471\n28833.0605447, 31810.3242714', { from: 'EPSG:4326', to: 'EPSG:3414' });
    assert.equal(result.text, '28837.86, 31809.18\n28833.0605447, 31810.3242714');
  });
});

describe("errors: 'same-system'", () => {
  it('when `from` and `to` are the same', () => {
    const error = expectFailure('1.3039454, 103.8408471', { from: 'EPSG:4326', to: 'EPSG:4326' }, 'same-system');
    assert.match(error.message, /already in EPSG:4326 \(WGS84\)/);
    assert.equal(error.location, undefined);
  });

  it('when the detected system is the target', () => {
    const error = expectFailure('x = 28833.0605447, 31810.3242714', { to: 'EPSG:3414' }, 'same-system');
    assert.equal(error.message, 'The coordinates are already in EPSG:3414 (SVY21), for example "28833.0605447, 31810.3242714".');
    assert.deepEqual(error.location, { textIndex: 0, start: 4, end: 32 });
  });
});

describe("errors: 'invalid-option'", () => {
  const bad: [string, ConvertOptions][] = [
    ['degreeDecimals 16', { to: 'EPSG:4326', degreeDecimals: 16 }],
    ['degreeDecimals -1', { to: 'EPSG:4326', degreeDecimals: -1 }],
    ['degreeDecimals 2.5', { to: 'EPSG:4326', degreeDecimals: 2.5 }],
    ['degreeDecimals NaN', { to: 'EPSG:4326', degreeDecimals: NaN }],
    ['degreeDecimals "7"', { to: 'EPSG:4326', degreeDecimals: '7' as unknown as number }],
    ['metreDecimals 10', { to: 'EPSG:3414', metreDecimals: 10 }],
    ['metreDecimals Infinity', { to: 'EPSG:3414', metreDecimals: Infinity }],
    ['svy21Order "x"', { to: 'EPSG:4326', svy21Order: 'x' as 'xy' }],
    ['from "auto"', { to: 'EPSG:4326', from: 'auto' as 'EPSG:4326' }],
    ['to "EPSG:9999"', { to: 'EPSG:9999' as 'EPSG:4326' }],
    ['no target', {} as ConvertOptions],
  ];
  for (const [name, options] of bad) {
    it(name, () => {
      // Checked before any text is looked at: even a valid pair does not get past a bad option.
      const error = expectFailure('1.3039454, 103.8408471', options, 'invalid-option');
      assert.equal(error.location, undefined);
      assert.ok(error.message.length > 20, error.message);
    });
  }

  it('says what was wrong', () => {
    assert.equal(
      expectFailure('1, 2', { to: 'EPSG:4326', degreeDecimals: 16 }, 'invalid-option').message,
      'Degree decimals must be "auto" or a whole number from 0 to 15, not 16.',
    );
    assert.equal(
      expectFailure('1, 2', { to: 'EPSG:4326', from: 'auto' as 'EPSG:4326' }, 'invalid-option').message,
      'The source system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "auto".',
    );
  });

  it('accepts the limits', () => {
    assert.equal(convertText('28833.0605447, 31810.3242714', { to: 'EPSG:4326', degreeDecimals: 15 }).converted, 1);
    assert.equal(convertText('28833.0605447, 31810.3242714', { to: 'EPSG:4326', degreeDecimals: 0 }).converted, 1);
    assert.equal(convertText('1.3039454, 103.8408471', { to: 'EPSG:3414', metreDecimals: 9 }).converted, 1);
    assert.equal(convertText('1.3039454, 103.8408471', { to: 'EPSG:3414', metreDecimals: 0 }).converted, 1);
  });

  it('rejects calls that are not what the types say (from untyped code)', () => {
    assert.equal(failure(() => convertText('1.3039454, 103.8408471', undefined as unknown as ConvertOptions)).code, 'invalid-option');
    assert.equal(failure(() => convertText(42 as unknown as string, { to: 'EPSG:3414' })).code, 'invalid-option');
    assert.equal(failure(() => convertTexts('1.3039454, 103.8408471' as unknown as string[], { to: 'EPSG:3414' })).code, 'invalid-option');
    const plan = planConversion(['1.3039454, 103.8408471'], {});
    const broken = { from: plan.from, pairs: [{ ...plan.pairs[0]!, first: { start: 'x' } }] } as unknown as typeof plan;
    assert.equal(failure(() => renderConversion(['1.3039454, 103.8408471'], broken, 'EPSG:3414', [[1, 2]])).code, 'invalid-option');
    assert.equal(failure(() => renderConversion(['1.3039454, 103.8408471'], plan, 'EPSG:3414', [null as unknown as [number, number]])).code, 'invalid-option');
  });

  it('planConversion checks its options too', () => {
    assert.equal(failure(() => planConversion(['1.3039454, 103.8408471'], { svy21Order: 'z' as 'xy' })).code, 'invalid-option');
    assert.equal(failure(() => planConversion(['1.3039454, 103.8408471'], { from: 'EPSG:4326', to: 'EPSG:4326' })).code, 'same-system');
  });
});
