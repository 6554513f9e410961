// Whether a route's first point is in Singapore decides the precision its path is read at (5 now, 6 before
// 2020): the box's edges are in it, a hair past any edge is not, on either axis.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { decodeRouteGeometry, isInSingapore } from '../../../../src/shared/onemap/geometry';

test('the four edges of the box are inside, both axes', () => {
  for (const [lat, lon] of [[1.0, 103.4], [1.6, 104.6], [1.0, 104.6], [1.6, 103.4], [1.3, 103.8]]) assert.ok(isInSingapore(lat, lon), `${lat}, ${lon}`);
});

test('a hair past any edge is outside, and the axes are not swapped', () => {
  for (const [lat, lon] of [[0.9999, 103.8], [1.6001, 103.8], [1.3, 103.3999], [1.3, 104.6001], [103.8, 1.3]]) assert.equal(isInSingapore(lat, lon), false, `${lat}, ${lon}`);
});

test('a path encoded at precision 6 is read at 6; one at 5 at 5; one outside at either stays as read at 5', () => {
  const path: Array<[number, number]> = [[1.304274, 103.841343], [1.31, 103.85]];
  assert.deepEqual(decodeRouteGeometry(polyline.encode(path, 6)), path);
  assert.deepEqual(decodeRouteGeometry(polyline.encode(path, 5)), [[1.30427, 103.84134], [1.31, 103.85]]);
  const london: Array<[number, number]> = [[51.5, -0.12], [51.51, -0.13]];
  assert.deepEqual(decodeRouteGeometry(polyline.encode(london, 5)), london);
});
