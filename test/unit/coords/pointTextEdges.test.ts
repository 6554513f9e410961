// "Copy Coordinates" at the edges of the pixel it resolves: a tenth of a metre a pixel gives one decimal
// and a hair less gives two; a metre or more a pixel (zoomed out over the island) gives whole metres, never
// the ten decimals of a number whose precision is unknown; a whole degree loses its point with its zeros.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, writePoint } from '../../../src/shared/coords';

const ORCHARD = { lat: 1.3039454, lon: 103.8408471 };

describe('writePoint at the edges of a pixel', () => {
  it('0.1 m a pixel: one decimal of a metre; 0.09 m: two', () => {
    assert.equal(writePoint(ORCHARD, 'EPSG:3414', { pixelMetres: 0.1 }), '28837.9, 31809.2');
    assert.equal(writePoint(ORCHARD, 'EPSG:3414', { pixelMetres: 0.09 }), '28837.86, 31809.18');
  });

  it('a metre a pixel, and 600 m a pixel: whole metres, and degrees to 0.00001', () => {
    for (const pixelMetres of [1, 600]) {
      assert.equal(writePoint(ORCHARD, 'EPSG:3414', { pixelMetres }), '28838, 31809');
      assert.equal(writePoint(ORCHARD, 'EPSG:3857', { pixelMetres }), '11559510, 145167');
      assert.equal(writePoint(ORCHARD, 'EPSG:4326', { pixelMetres }), '1.30395, 103.84085');
    }
  });

  it('a whole degree is written without its point', () => {
    assert.equal(writePoint({ lat: 1.3, lon: 104 }, 'EPSG:4326', { pixelMetres: 600 }), '1.3, 104');
  });

  it('fixed decimals ignore the pixel, and keep their zeros', () => {
    assert.equal(writePoint({ lat: 1.3, lon: 104 }, 'EPSG:4326', { pixelMetres: 600, degreeDecimals: 3 }), '1.300, 104.000');
  });

  it('a pixel of no size, or a point not finite, is refused', () => {
    for (const [point, pixelMetres] of [[ORCHARD, 0], [ORCHARD, -1], [{ lat: 1.3, lon: Number.POSITIVE_INFINITY }, 1], [{ lat: Number.NaN, lon: 103.8 }, 1]] as const) {
      assert.throws(() => writePoint(point, 'EPSG:4326', { pixelMetres }), (e: unknown) => e instanceof CoordinateError && e.code === 'invalid-option');
    }
  });
});
