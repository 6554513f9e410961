// Named degrees are converted only inside Singapore's extent, its edges included (latitude 1.1–1.5,
// longitude 103.5–104.5), and a step past any edge is left alone. x/y names holding Web Mercator stay where
// they are, whatever the SVY21 order; x/y holding a latitude first are no position. Rows of a table are
// records, but the lines of other text are not: a plain pair across two lines beside a named one converts.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CoordinateError, convertText, type ConvertOptions } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const TO_SVY21: ConvertOptions = { to: 'EPSG:3414' };

function codeOf(text: string, options: ConvertOptions): string {
  try {
    convertText(text, options);
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    return error.code;
  }
  return 'converted';
}

describe('named degrees at the edges of Singapore', () => {
  const inside: Array<[text: string, output: string]> = [
    ['{"lat": 1.1, "lng": 103.8198}', '{"north": 9258, "east": 26495}'],
    ['{"lat": 1.5, "lng": 103.8198}', '{"north": 53488, "east": 26496}'],
    ['{"lat": 1.3521, "lng": 103.5}', '{"north": 37136, "east": -9095}'],
    ['{"lat": 1.3521, "lng": 104.5}', '{"north": 37144, "east": 102196}'],
  ];
  for (const [text, output] of inside) {
    it(`on the edge: ${text}`, () => assert.equal(convertText(text, TO_SVY21).text, output));
  }
  for (const text of ['{"lat": 1.099, "lng": 103.8198}', '{"lat": 1.501, "lng": 103.8198}', '{"lat": 1.3521, "lng": 103.499}', '{"lat": 1.3521, "lng": 104.501}']) {
    it(`a step outside: ${text}`, () => assert.equal(codeOf(text, TO_SVY21), 'no-coordinates'));
  }
});

describe('x/y names', () => {
  it('holding Web Mercator: converted in place, even with SVY21 read northing first', () => {
    const options: ConvertOptions = { to: 'EPSG:3414', svy21Order: 'yx', metreDecimals: 2 };
    assert.equal(convertText('{"x": 11559510.22, "y": 145167.07}', options).text, '{"x": 28837.85, "y": 31809.18}');
  });

  it('holding a latitude under x and a longitude under y: no position', () => {
    assert.equal(codeOf('{"x": 1.3521, "y": 103.8198}', TO_SVY21), 'no-coordinates');
  });
});

describe('lines as records', () => {
  it('beside a named object, a plain pair across two lines converts', () => {
    const result = convertText('{"lat": 1.3521, "lng": 103.8198}\n1.3522,\n103.8199', TO_SVY21);
    assert.equal(result.text, '{"north": 37134, "east": 26496}\n26507,\n37145');
  });

  it('under a table header, two numbers on two lines are no pair', () => {
    const result = convertText('id,lat,lng\n1,1.3521,103.8198\n1.3522\n103.8199', TO_SVY21);
    assert.equal(result.text, 'id,north,east\n1,37134,26496\n1.3522\n103.8199');
  });
});

describe('a table longer than the buffers it starts with', () => {
  it('1 500 rows: every row converted, the last as the first', () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `${i + 1},1.3521,103.8198`).join('\n');
    const result = convertText(`id,lat,lng\n${rows}\n`, TO_SVY21);
    assert.equal(result.converted, 1500);
    const lines = result.text.trimEnd().split('\n');
    assert.equal(lines[1], '1,37134,26496');
    assert.equal(lines[1500], '1500,37134,26496');
  });
});
