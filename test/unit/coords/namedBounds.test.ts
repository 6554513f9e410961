// Where a name's promise ends: a degree name holds at most ±180 (longitude) or ±90 (latitude), a latitude
// name over Singapore's longitudes (103.5–104.5, edges included) holds a longitude, and a metre name never
// holds degrees, in either order. One point under two names (OneMap's X/Y beside its converted pair) is
// converted once, within a metre; farther apart, both are points.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CoordinateError, convertText, type ConvertOptions } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const TO_SVY21: ConvertOptions = { to: 'EPSG:3414', metreDecimals: 2 };
const TO_WGS84: ConvertOptions = { to: 'EPSG:4326', degreeDecimals: 7 };

function refusal(text: string, options: ConvertOptions): CoordinateError {
  try {
    convertText(text, options);
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    return error;
  }
  assert.fail('expected the conversion to be refused');
}

describe('a degree name at the edge of what degrees can hold', () => {
  const contradicted: Array<[text: string, message: string]> = [
    ['{"lng": 180.001, "lat": 1.3521}', '"lng" is named for degrees but holds 180.001, which is metres:'],
    ['{"lng": -180.001, "lat": 1.3521}', '"lng" is named for degrees but holds -180.001, which is metres:'],
    ['{"lng": 103.8198, "lat": 90.001}', '"lat" is named for degrees but holds 90.001, which is metres:'],
    ['{"lng": 103.8198, "lat": -90.001}', '"lat" is named for degrees but holds -90.001, which is metres:'],
    ['{"lng": 103.8198, "lat": 103.5}', '"lat" is named for degrees but holds 103.5, which is a longitude:'],
    ['{"lng": 103.8198, "lat": 104.5}', '"lat" is named for degrees but holds 104.5, which is a longitude:'],
    ['{"lng": 103.8198, "lat": 103.499}', '"lat" is named for degrees but holds 103.499, which is metres:'],
    ['{"lng": 103.8198, "lat": 104.501}', '"lat" is named for degrees but holds 104.501, which is metres:'],
  ];
  for (const [text, message] of contradicted) {
    it(text, () => {
      const error = refusal(text, TO_SVY21);
      assert.equal(error.code, 'name-contradicts-value');
      assert.ok(error.message.startsWith(message), error.message);
    });
  }

  it('a longitude of 180 or a latitude of 90 is degrees, only not in Singapore', () => {
    assert.equal(refusal('{"lng": 180, "lat": 1.3521}', TO_SVY21).code, 'no-coordinates');
    assert.equal(refusal('{"lng": 103.8198, "lat": 90}', TO_SVY21).code, 'no-coordinates');
  });
});

describe('a metre name holding degrees, either axis order', () => {
  for (const text of ['{"easting": 103.8198, "northing": 1.3521}', '{"easting": 1.3521, "northing": 103.8198}']) {
    it(text, () => {
      const error = refusal(text, TO_WGS84);
      assert.equal(error.code, 'name-contradicts-value');
      assert.match(error.message, /^"easting" is named for metres but holds 1?\d*\.\d+, which is degrees:/);
    });
  }
});

describe('one point under two names in one record', () => {
  it('x/y first, the named pair a metre away: only the named pair converts', () => {
    const result = convertText('{"X": 28833.5, "Y": 31810.5, "EASTING": 28834.5, "NORTHING": 31810.5}', TO_WGS84);
    assert.equal(result.text, '{"X": 28833.5, "Y": 31810.5, "LONGITUDE": 103.8408169, "LATITUDE": 1.3039574}');
  });

  it('x/y after the named pair: only the named pair converts', () => {
    const result = convertText('{"EASTING": 28834.5, "NORTHING": 31810.5, "X": 28833.5, "Y": 31810.5}', TO_WGS84);
    assert.equal(result.text, '{"LONGITUDE": 103.8408169, "LATITUDE": 1.3039574, "X": 28833.5, "Y": 31810.5}');
  });

  it('more than a metre apart they are two points, and both convert', () => {
    const result = convertText('{"X": 28833.5, "Y": 31810.5, "EASTING": 28834.6, "NORTHING": 31810.5}', TO_WGS84);
    assert.equal(result.converted, 2);
    assert.doesNotMatch(result.text, /28833\.5/);
  });

  it('in degrees, within 0.00001° they are one point', () => {
    const one = convertText('{"LONGITUDE": 103.8198, "LATITUDE": 1.3521, "X": 103.8198, "Y": 1.352105}', TO_SVY21);
    assert.equal(one.converted, 1);
    assert.match(one.text, /"X": 103\.8198, "Y": 1\.352105\}$/);
    assert.equal(convertText('{"LONGITUDE": 103.8198, "LATITUDE": 1.3521, "X": 103.8198, "Y": 1.35212}', TO_SVY21).converted, 2);
  });
});
