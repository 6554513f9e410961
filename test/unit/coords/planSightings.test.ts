// What a plan tells about named pairs and WKT beside plain ones: the mixed-systems refusal quotes each
// system's first pair as written, from its first value to its last, named pairs too; a whole-document table
// notes no header names (only rows without their header do) and names each column once; WKT ends where its
// brackets close, so a plain pair right after it, between two geometries or before one is written as plain.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText, planConversion, renamedHeader, type ConvertOptions } from '../../../src/shared/coords';

function refusal(run: () => unknown): CoordinateError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    return error;
  }
  assert.fail('expected a refusal');
}

describe('mixed systems with named pairs', () => {
  it('a named pair written y first is quoted from its first value to its last', () => {
    const text = '1.3039454, 103.8408471 {"Northing": 31810.32, "Easting": 28833.06}';
    const error = refusal(() => convertText(text, { to: 'EPSG:3857' }));
    assert.equal(error.code, 'mixed-systems');
    assert.equal(
      error.message,
      'The selection mixes EPSG:4326 (WGS84) and EPSG:3414 (SVY21) coordinates: "1.3039454, 103.8408471" is EPSG:4326 (WGS84) but ' +
        '"31810.32, "Easting": 28833.06" is EPSG:3414 (SVY21). Choose the system to convert from.',
    );
    assert.deepEqual(error.location, { textIndex: 0, start: 36, end: 65 });
  });

  it('two named pairs, one a system: both quoted, x first or y first', () => {
    const text = '{"lat": 1.3039454, "lng": 103.8408471} {"Northing": 31810.32, "Easting": 28833.06}';
    const error = refusal(() => convertText(text, { to: 'EPSG:3857' }));
    assert.match(error.message, /coordinates: "1\.3039454, "lng": 103\.8408471" is EPSG:4326 \(WGS84\) but "31810\.32, "Easting": 28833\.06" is EPSG:3414/);
    assert.deepEqual(error.systems, ['EPSG:4326', 'EPSG:3414']);
  });
});

describe('header names in a plan', () => {
  it('a table with its header line: the rows rename it themselves, the plan notes nothing, each column named once', () => {
    const plan = planConversion(['lat,lng\n1.3,103.8\n1.4,103.9'], {});
    assert.equal(plan.headerNames, undefined);
    assert.deepEqual(plan.pairs[0]!.names, { x: { start: 4, end: 7, text: 'lng' }, y: { start: 0, end: 3, text: 'lat' } });
    assert.equal(plan.pairs[1]!.names, undefined);
  });

  it('a header that is not a string (an untyped caller) is no header', () => {
    assert.equal(convertText('1,1.3521,103.8198', { to: 'EPSG:3414', header: 42 as unknown as string }).text, '1,26496,37134');
  });

  it('an unknown target system is named as the target', () => {
    const error = refusal(() => planConversion(['1.3, 103.8'], { to: 'EPSG:1' as 'EPSG:4326' }));
    assert.equal(error.message, 'The target system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "EPSG:1".');
    const plan = planConversion(['1,1.3521,103.8198'], { header: 'id,lat,lng' });
    const renaming = refusal(() => renamedHeader('id,lat,lng', plan, 'EPSG:1' as 'EPSG:4326'));
    assert.equal(renaming.message, 'The target system must be one of EPSG:4326, EPSG:3414 or EPSG:3857, not "EPSG:1".');
  });
});

describe('where WKT ends', () => {
  const E = '28833.0605447';
  const N = '31810.3242714';
  const P = '103.8408040 1.3039558';
  const Q = '1.3039558 103.8408040';
  const options: ConvertOptions = { from: 'EPSG:3414', to: 'EPSG:4326', degreeDecimals: 7 };
  const cases: Array<[name: string, input: string, output: string]> = [
    ['a pair right after the closing bracket', `POINT (${E} ${N})${E} ${N}`, `POINT (${P})${Q}`],
    ['a pair before a geometry', `${E} ${N} POINT (${E} ${N})`, `${Q} POINT (${P})`],
    ['pairs between and after two geometries', `POINT (${E} ${N}) ${E} ${N} POINT (${E} ${N}) ${E} ${N}`, `POINT (${P}) ${Q} POINT (${P}) ${Q}`],
    ['a polygon with a hole, then a pair', `POLYGON ((${E} ${N}, ${E} ${N}), (${E} ${N})) then ${E} ${N}`, `POLYGON ((${P}, ${P}), (${P})) then ${Q}`],
  ];
  for (const [name, input, output] of cases) {
    it(name, () => assert.equal(convertText(input, options).text, output));
  }
});
