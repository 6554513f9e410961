// Singapore's extent in each system, pinned at its exact edges: a point on the edge is Singapore's and
// converts, in either axis order; a step outside it is nobody's and the selection is refused as outside.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, planConversion, type AxisOrder, type CrsId } from '../../../src/shared/coords';

/** The one pair found in `text`, read from any system. */
function onlyPair(text: string, svy21Order: AxisOrder = 'xy', to: CrsId = 'EPSG:3857') {
  const plan = planConversion([text], { to, svy21Order });
  assert.equal(plan.pairs.length, 1, `one pair in ${JSON.stringify(text)}`);
  return { from: plan.from, ...plan.pairs[0]! };
}

function refusedAsOutside(text: string, svy21Order: AxisOrder = 'xy', to: CrsId = 'EPSG:4326'): void {
  assert.throws(
    () => planConversion([text], { to, svy21Order }),
    (error: unknown) => error instanceof CoordinateError && error.code === 'outside-extent',
    `${JSON.stringify(text)} is outside every extent`,
  );
}

describe('WGS84: latitude 1.1–1.5, longitude 103.5–104.5, edges included', () => {
  const corners: [lon: number, lat: number][] = [[103.5, 1.1], [103.5, 1.5], [104.5, 1.1], [104.5, 1.5]];
  for (const [lon, lat] of corners) {
    it(`(${lon}, ${lat}) longitude first and latitude first`, () => {
      assert.deepEqual(pick(onlyPair(`${lon}, ${lat}`)), { from: 'EPSG:4326', order: 'xy', x: lon, y: lat });
      assert.deepEqual(pick(onlyPair(`${lat}, ${lon}`)), { from: 'EPSG:4326', order: 'yx', x: lon, y: lat });
    });
  }
  const outside: [lon: number, lat: number][] = [[103.4999, 1.3], [104.5001, 1.3], [103.8, 1.0999], [103.8, 1.5001]];
  for (const [lon, lat] of outside) {
    it(`(${lon}, ${lat}) is a step outside, in either order`, () => {
      refusedAsOutside(`${lon}, ${lat}`);
      refusedAsOutside(`${lat}, ${lon}`);
    });
  }
});

describe('Web Mercator: x 11 500 000–11 660 000, y 120 000–175 000, edges included', () => {
  const corners: [x: number, y: number][] = [[11_500_000, 120_000], [11_500_000, 175_000], [11_660_000, 120_000], [11_660_000, 175_000]];
  for (const [x, y] of corners) {
    it(`(${x}, ${y}) x first and y first`, () => {
      assert.deepEqual(pick(onlyPair(`${x}, ${y}`, 'xy', 'EPSG:4326')), { from: 'EPSG:3857', order: 'xy', x, y });
      assert.deepEqual(pick(onlyPair(`${y}, ${x}`, 'xy', 'EPSG:4326')), { from: 'EPSG:3857', order: 'yx', x, y });
    });
  }
  const outside: [x: number, y: number][] = [[11_499_999.9, 150_000], [11_660_000.1, 150_000], [11_550_000, 119_999.9], [11_550_000, 175_000.1]];
  for (const [x, y] of outside) {
    it(`(${x}, ${y}) is a step outside, in either order`, () => {
      refusedAsOutside(`${x}, ${y}`);
      refusedAsOutside(`${y}, ${x}`);
    });
  }
});

describe('SVY21: easting 0–60 000, northing 10 000–60 000, edges included, in the order the setting says', () => {
  const corners: [x: number, y: number][] = [[0, 10_000], [0, 60_000], [60_000, 10_000], [60_000, 60_000]];
  for (const [x, y] of corners) {
    it(`(${x}, ${y}) as "x, y" and as "y, x"`, () => {
      assert.deepEqual(pick(onlyPair(`${x}, ${y}`, 'xy')), { from: 'EPSG:3414', order: 'xy', x, y });
      assert.deepEqual(pick(onlyPair(`${y}, ${x}`, 'yx')), { from: 'EPSG:3414', order: 'yx', x, y });
    });
  }
  const outside: [x: number, y: number][] = [[-0.1, 30_000], [60_000.1, 30_000], [30_000, 9_999.9], [30_000, 60_000.1]];
  for (const [x, y] of outside) {
    it(`(${x}, ${y}) is a step outside, in either order`, () => {
      refusedAsOutside(`${x}, ${y}`, 'xy', 'EPSG:3857');
      refusedAsOutside(`${y}, ${x}`, 'yx', 'EPSG:3857');
    });
  }
});

function pick(pair: { from: CrsId; order: AxisOrder; x: number; y: number }) {
  return { from: pair.from, order: pair.order, x: pair.x, y: pair.y };
}
