// The positions Show on Map (and Add Planning Area, Add Nearest Places) read from a text: in text order even
// when the scanner gives named pairs after the plain ones, each spanning both of its values whichever comes
// first, and a file in SVY21 keeping its own easting and northing beside the degrees.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spans } from './pointSpans';
import { findPoints, firstPointFrom } from '../../../src/mapData/findPoints';
import { transformPoint } from '../../../src/shared/coords';

describe('Show on Map: the positions of a text', () => {
  it('a named pair before a plain one in a string of its object: both in text order, with their own degrees', () => {
    const text = '{"lat": 1.3, "note": "1.31, 103.81", "lng": 103.8}';
    const { from, points } = findPoints(text, {});
    assert.equal(from, 'EPSG:4326');
    assert.deepEqual(spans(text, points), ['1.3, "note": "1.31, 103.81", "lng": 103.8', '1.31, 103.81']);
    assert.deepEqual([...points.lat, ...points.lon], [1.3, 1.31, 103.8, 103.81]);
    assert.equal(points.x, undefined);
    assert.equal(points.y, undefined);
  });

  it('longitude named before latitude: the pair spans from the first value to the last', () => {
    const text = '{"lng": 103.8, "lat": 1.3}';
    const { points } = findPoints(text, {});
    assert.deepEqual([spans(text, points), points.lat[0], points.lon[0]], [['103.8, "lat": 1.3'], 1.3, 103.8]);
  });

  it('SVY21: easting and northing kept as written, in text order beside their degrees, whichever key comes first', () => {
    const text = '[{"Y": 31809.18, "name": "Blk 1 30000, 32000", "X": 28837.86}]';
    const { from, points } = findPoints(text, {});
    assert.equal(from, 'EPSG:3414');
    assert.deepEqual(spans(text, points), ['31809.18, "name": "Blk 1 30000, 32000", "X": 28837.86', '30000, 32000']);
    assert.deepEqual([...points.x!], [28837.86, 30000]);
    assert.deepEqual([...points.y!], [31809.18, 32000]);
    for (const i of [0, 1]) {
      const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', points.x![i]!, points.y![i]!);
      assert.deepEqual([points.lat[i], points.lon[i]], [lat, lon]);
    }
  });

  it('a text naming SVY21 first and degrees after: the degrees are what is shown', () => {
    const text = 'walk from 28837.86, 31809.18\nto 1.3039454, 103.8408471';
    const { from, points } = findPoints(text, {});
    assert.deepEqual([from, spans(text, points)], ['EPSG:4326', ['1.3039454, 103.8408471']]);
  });

  it('SVY21 pairs without names read in the order the user set', () => {
    const text = '31809.18, 28837.86';
    const { points } = findPoints(text, { svy21Order: 'yx' });
    assert.deepEqual([points.x![0], points.y![0]], [28837.86, 31809.18]);
  });
});

describe('Show on Map: the first position from an offset', () => {
  const text = 'a 1.30, 103.84 b 1.31, 103.85';

  it('a position starting exactly at the offset is the first; one character later, the next', () => {
    const { points } = findPoints(text, {});
    const second = text.indexOf('1.31');
    assert.deepEqual([firstPointFrom(points, 0), firstPointFrom(points, 2), firstPointFrom(points, 3)], [0, 0, 1]);
    assert.deepEqual([firstPointFrom(points, second), firstPointFrom(points, second + 1), firstPointFrom(points, text.length)], [1, 2, 2]);
  });
});
