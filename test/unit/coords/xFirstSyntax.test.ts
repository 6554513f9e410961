// SVY21 converted to degrees is written latitude first, as people write it, except in a syntax that puts x
// first whatever the system: a GeoJSON position (also pretty-printed with Windows line ends and tabs) and a
// point of any WKT geometry. Written latitude first there, the file would read back as another place. Point C of formats.test.ts: SVY21 28833.0605447, 31810.3242714 → 103.8408040, 1.3039558.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { convertText, type ConvertOptions } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const TO_WGS84: ConvertOptions = { from: 'EPSG:3414', to: 'EPSG:4326', svy21Order: 'xy', degreeDecimals: 7 };
const E = '28833.0605447';
const N = '31810.3242714';
const LON = '103.8408040';
const LAT = '1.3039558';

describe('SVY21 to degrees in a syntax that puts x first', () => {
  const cases: Array<[name: string, input: string, output: string]> = [
    ['GeoJSON position, CRLF and tabs before it', `[\r\n\t${E},\r\n\t${N}\r\n]`, `[\r\n\t${LON},\r\n\t${LAT}\r\n]`],
    ['GeoJSON position, tab after the bracket', `[\t${E}, ${N}]`, `[\t${LON}, ${LAT}]`],
    ['GeoJSON position, CR alone before it', `[\r${E}, ${N}]`, `[\r${LON}, ${LAT}]`],
    ['WKT POINT, a tab between the numbers', `POINT (${E}\t${N})`, `POINT (${LON}\t${LAT})`],
    ['WKT MULTIPOINT', `MULTIPOINT ((${E} ${N}))`, `MULTIPOINT ((${LON} ${LAT}))`],
    ['WKT POINT M', `POINT M (${E} ${N} 7)`, `POINT M (${LON} ${LAT} 7)`],
    ['WKT POINT ZM', `POINT ZM (${E} ${N} 15 7)`, `POINT ZM (${LON} ${LAT} 15 7)`],
    ['WKT in lower case, no space', `point(${E} ${N})`, `point(${LON} ${LAT})`],
    ['WKT LINESTRING: every point', `LINESTRING (${E} ${N}, ${E} ${N})`, `LINESTRING (${LON} ${LAT}, ${LON} ${LAT})`],
    ['a plain pair after a WKT geometry: latitude first again', `POINT (${E} ${N}) then ${E}, ${N}`, `POINT (${LON} ${LAT}) then ${LAT}, ${LON}`],
  ];
  for (const [name, input, output] of cases) {
    it(name, () => assert.equal(convertText(input, TO_WGS84).text, output));
  }

  it('a comma between the numbers inside WKT brackets makes a plain pair: latitude first', () => {
    assert.equal(convertText(`POINT (${E}, ${N})`, TO_WGS84).text, `POINT (${LAT}, ${LON})`);
  });

  it('brackets after a word that is no WKT keyword make a plain pair', () => {
    assert.equal(convertText(`POINTS (${E} ${N})`, TO_WGS84).text, `POINTS (${LAT} ${LON})`);
  });

  it('a plain pair before a GeoJSON position stays latitude first', () => {
    assert.equal(convertText(`${E} ${N} [${E}, ${N}]`, TO_WGS84).text, `${LAT} ${LON} [${LON}, ${LAT}]`);
  });
});
