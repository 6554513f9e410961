// A file that holds two systems (OneMap's exports: X/Y beside LATITUDE/LONGITUDE; a note with degrees and SVY21)
// is shown, not refused: in its degrees when it has them, else in the system met first. Any other reason the
// converter gives for reading nothing still reaches the user, in its own words.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spans } from './pointSpans';
import { findPoints } from '../../../src/mapData/findPoints';
import { CoordinateError } from '../../../src/shared/coords/errors';
import { transformPoint } from '../../../src/shared/coords';

describe('Show on Map: a text with two systems', () => {
  it("OneMap's X/Y beside LATITUDE/LONGITUDE: the degrees are drawn, once a row", () => {
    const text = 'X,Y,LATITUDE,LONGITUDE\n28837.86,31809.18,1.3039454,103.8408471\n30314.7936,31490.4942,1.30065,103.85487\n';
    const { from, points } = findPoints(text, {});
    assert.equal(from, 'EPSG:4326');
    assert.deepEqual(spans(text, points), ['1.3039454,103.8408471', '1.30065,103.85487']);
    assert.deepEqual([...points.lat], [1.3039454, 1.30065]);
    assert.deepEqual([...points.lon], [103.8408471, 103.85487]);
  });

  it('degrees after an SVY21 pair, neither named: the degrees', () => {
    const text = '28837.86, 31809.18\n1.3039454, 103.8408471';
    const { from, points } = findPoints(text, {});
    assert.deepEqual([from, spans(text, points)], ['EPSG:4326', ['1.3039454, 103.8408471']]);
  });

  it('SVY21 and Web Mercator, no degrees: the system met first, SVY21, with its own metres kept', () => {
    const text = '28837.86, 31809.18\n11559000.5, 145000.2';
    const { from, points } = findPoints(text, {});
    assert.equal(from, 'EPSG:3414');
    assert.deepEqual(spans(text, points), ['28837.86, 31809.18']);
    assert.deepEqual([points.x![0], points.y![0]], [28837.86, 31809.18]);
    const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', 28837.86, 31809.18);
    assert.deepEqual([points.lat[0], points.lon[0]], [lat, lon]);
  });

  it('Web Mercator met first, then SVY21: Web Mercator', () => {
    const text = '11559000.5, 145000.2\n28837.86, 31809.18';
    const { from, points } = findPoints(text, {});
    assert.deepEqual([from, spans(text, points)], ['EPSG:3857', ['11559000.5, 145000.2']]);
  });

  it('a system the user set is read as set, the other pairs left', () => {
    const text = '28837.86, 31809.18\n1.3039454, 103.8408471';
    const { from, points } = findPoints(text, { from: 'EPSG:3414' });
    assert.deepEqual([from, spans(text, points)], ['EPSG:3414', ['28837.86, 31809.18']]);
  });

  it('no pair at all: the converter\'s own refusal, not an empty map', () => {
    assert.throws(
      () => findPoints('just words, and 12 apples', {}),
      (error: unknown) => error instanceof CoordinateError && error.code === 'no-coordinates' && /No coordinate pairs found/.test(error.message),
    );
  });
});
