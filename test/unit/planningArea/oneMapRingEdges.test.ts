// OneMap's rings at the smallest size kept: a triangle (three corners and the closing one) is an area, and a
// point found inside it; fewer corners, or a ring whose corners round to one, are dropped.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeOneMapAreas, indexOfBundle } from '../../../src/planningArea/oneMapAreas';

test('a triangle is kept as a ring of four corners; a ring of two distinct corners is dropped', () => {
  const triangle: [number, number][] = [[103.8, 1.3], [103.9, 1.3], [103.85, 1.4], [103.8, 1.3]];
  const flat: [number, number][] = [[103.8, 1.3], [103.9, 1.3], [103.8, 1.3], [103.8000000001, 1.3]];
  const bundle = encodeOneMapAreas([{ name: 'TRI', geometry: { type: 'Polygon', coordinates: [triangle, flat] } }], () => 'EAST REGION');
  assert.equal(bundle.areas[0]!.rings.length, 1);
  assert.equal(bundle.areas[0]!.rings[0]!.length, 8);
  const placement = indexOfBundle(bundle).locate(103.85, 1.33);
  assert.deepEqual(placement, { kind: 'inside', area: 'TRI', region: 'EAST REGION' });
});

test('a point south or north of every area, or with no longitude, is outside, not an error', () => {
  const triangle: [number, number][] = [[103.8, 1.3], [103.9, 1.3], [103.85, 1.4], [103.8, 1.3]];
  const index = indexOfBundle(encodeOneMapAreas([{ name: 'TRI', geometry: { type: 'Polygon', coordinates: [triangle] } }], () => 'EAST REGION'));
  for (const [lon, lat] of [[103.85, 1.2], [103.85, 1.5], [103.85, -1.33], [Number.NaN, 1.33], [Infinity, 1.33], [103.85, Number.NaN]]) {
    assert.deepEqual(index.locate(lon!, lat!), { kind: 'outside' }, `${lon}, ${lat}`);
  }
  assert.equal(index.locate(103.85, 1.33).kind, 'inside');
});
