// A setting or a caller's argument out of range is refused in words that name the setting, what it may be
// and what it was, so the user can find and fix it (the message is shown as it is).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText, convertTexts, writePoint, type ConvertOptions } from '../../../src/shared/coords';

function words(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    assert.equal(error.code, 'invalid-option');
    return error.message;
  }
  assert.fail('expected a refusal');
}

const PAIR = '1.3039454, 103.8408471';

describe('options refused in words', () => {
  const cases: Array<[name: string, options: ConvertOptions, message: string]> = [
    ['metre decimals 10', { to: 'EPSG:3414', metreDecimals: 10 }, 'Metre decimals must be "auto" or a whole number from 0 to 9, not 10.'],
    ['metre decimals "3"', { to: 'EPSG:3414', metreDecimals: '3' as unknown as number }, 'Metre decimals must be "auto" or a whole number from 0 to 9, not "3".'],
    ['degree decimals -1', { to: 'EPSG:3414', degreeDecimals: -1 }, 'Degree decimals must be "auto" or a whole number from 0 to 15, not -1.'],
    ['SVY21 order "x"', { to: 'EPSG:3414', svy21Order: 'x' as 'xy' }, 'The SVY21 axis order must be "xy" or "yx", not "x".'],
    ['no target', {} as ConvertOptions, 'The target system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not nothing.'],
    ['a target that is a number', { to: 3414 as unknown as 'EPSG:3414' }, 'The target system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not 3414.'],
  ];
  for (const [name, options, message] of cases) {
    it(name, () => assert.equal(words(() => convertText(PAIR, options)), message));
  }

  it('texts that are not a list of strings, and options missing', () => {
    assert.equal(words(() => convertTexts([PAIR, 42] as unknown as string[], { to: 'EPSG:3414' })), 'The texts to convert must be a list of strings.');
    assert.equal(words(() => convertTexts([PAIR], null as unknown as ConvertOptions)), 'Conversion options are missing.');
  });

  it('"auto" written out is the default, and 1 decimal is one decimal, not "auto"', () => {
    const auto = convertText(PAIR, { to: 'EPSG:3414', degreeDecimals: 'auto', metreDecimals: 'auto' }).text;
    assert.equal(auto, convertText(PAIR, { to: 'EPSG:3414' }).text);
    assert.equal(convertText(PAIR, { to: 'EPSG:3414', metreDecimals: 1 }).text, '28837.9, 31809.2');
  });

  it('a point to copy: an unknown system and a point not finite, in words', () => {
    assert.equal(
      words(() => writePoint({ lat: 1.3, lon: 103.8 }, 'EPSG:1' as 'EPSG:4326', { pixelMetres: 1 })),
      'The target system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "EPSG:1".',
    );
    assert.equal(words(() => writePoint({ lat: 1.3, lon: Number.NaN }, 'EPSG:4326', { pixelMetres: 1 })), 'The point to write needs a finite latitude, longitude and pixel size.');
  });
});
