// With the source system chosen, only its pairs convert, in both of its axis orders; the other
// systems' pairs in the same text stay as they are. formats.test.ts does this for SVY21.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText } from '../../../src/shared/coords';

const FIXED = { degreeDecimals: 7, metreDecimals: 3 } as const;
// Pair A (formats.test.ts) in each system.
const WGS = '1.3039454, 103.8408471';
const SVY = '28833.0605447, 31810.3242714';
const MERC_XY = '11559510.222714178, 145167.06962612906';
const MERC_YX = '145167.06962612906, 11559510.222714178';

describe('a chosen source converts its own pairs only', () => {
  it('Web Mercator, x first and y first, beside WGS84 and SVY21', () => {
    const result = convertText(`a ${WGS} | b ${SVY} | c ${MERC_XY} | d ${MERC_YX}`, { from: 'EPSG:3857', to: 'EPSG:4326', ...FIXED });
    assert.equal(result.text, `a ${WGS} | b ${SVY} | c 103.8408471, 1.3039454 | d 1.3039454, 103.8408471`);
    assert.equal(result.converted, 2);
    assert.equal(result.from, 'EPSG:3857');
  });
  it('WGS84, latitude first and longitude first, beside SVY21 and Web Mercator', () => {
    const result = convertText(`a ${WGS} | b ${SVY} | c ${MERC_XY} | d 103.8408471, 1.3039454`, { from: 'EPSG:4326', to: 'EPSG:3414', ...FIXED });
    assert.equal(result.text, `a 28837.856, 31809.177 | b ${SVY} | c ${MERC_XY} | d 28837.856, 31809.177`);
    assert.equal(result.converted, 2);
    assert.equal(result.from, 'EPSG:4326');
  });
});
