// PointList: the points of a file read a stretch at a time, each stretch's offsets moved to the file's, its
// degrees (and SVY21 metres) kept in order, whatever the number of points (past the first 1 024 too).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PointList } from '../../../src/planningArea/pointList';
import type { FoundPoints } from '../../../src/mapData/sourceFeature';

/** `n` points of a stretch: point i at offsets [10 i, 10 i + 5), degrees from `base`, SVY21 metres when asked. */
function stretch(n: number, base: number, svy21 = false): FoundPoints {
  const points: FoundPoints = {
    count: n,
    start: Int32Array.from({ length: n }, (_, i) => 10 * i),
    end: Int32Array.from({ length: n }, (_, i) => 10 * i + 5),
    lat: Float64Array.from({ length: n }, (_, i) => 1.3 + (base + i) / 1e6),
    lon: Float64Array.from({ length: n }, (_, i) => 103.8 + (base + i) / 1e6),
  };
  return svy21 ? { ...points, x: Float64Array.from({ length: n }, (_, i) => 29000 + base + i), y: Float64Array.from({ length: n }, (_, i) => 31000 + base + i) } : points;
}

test('two stretches: offsets moved by each one\'s shift, degrees in order, no metres for a WGS84 file', () => {
  const list = new PointList();
  list.add(stretch(2, 0), 100);
  list.add(stretch(3, 2), 500);
  assert.equal(list.count, 5);
  const all = list.result();
  assert.equal(all.count, 5);
  assert.deepEqual([...all.start], [100, 110, 500, 510, 520]);
  assert.deepEqual([...all.end], [105, 115, 505, 515, 525]);
  assert.deepEqual([...all.lat].map((v) => Math.round((v - 1.3) * 1e6)), [0, 1, 2, 3, 4]);
  assert.deepEqual([...all.lon].map((v) => Math.round((v - 103.8) * 1e6)), [0, 1, 2, 3, 4]);
  assert.deepEqual(Object.keys(all).sort(), ['count', 'end', 'lat', 'lon', 'start']);
});

test('an SVY21 file keeps its metres beside the degrees, stretch after stretch', () => {
  const list = new PointList();
  list.add(stretch(2, 0, true), 0);
  list.add(stretch(1, 2, true), 40);
  const all = list.result();
  assert.deepEqual([...all.x!], [29000, 29001, 29002]);
  assert.deepEqual([...all.y!], [31000, 31001, 31002]);
  assert.deepEqual([...all.start], [0, 10, 40]);
});

test('past 1 024 points, and after a stretch of none: every point kept, the result exactly as long', () => {
  const list = new PointList();
  list.add(stretch(0, 0), 0);
  assert.equal(list.result().count, 0);
  assert.equal(list.result().lat.length, 0);
  list.add(stretch(1000, 0), 0);
  list.add(stretch(100, 1000), 20000);
  list.add(stretch(2000, 1100), 40000);
  const all = list.result();
  assert.equal(all.count, 3100);
  assert.equal(all.start.length, 3100);
  assert.equal(all.lat.length, 3100);
  assert.equal(all.start[999], 9990);
  assert.equal(all.start[1000], 20000);
  assert.equal(all.start[3099], 40000 + 19990);
  assert.deepEqual([0, 999, 1000, 1099, 1100, 3099].map((i) => Math.round((all.lat[i]! - 1.3) * 1e6)), [0, 999, 1000, 1099, 1100, 3099]);
});

test('the result is a copy: points added after it do not change it', () => {
  const list = new PointList();
  list.add(stretch(2, 0), 0);
  const first = list.result();
  list.add(stretch(1, 2), 100);
  assert.deepEqual([...first.start], [0, 10]);
  assert.equal(list.result().count, 3);
});

test('a stretch that more than doubles the points read so far: every point kept', () => {
  const list = new PointList();
  list.add(stretch(1000, 0), 0);
  list.add(stretch(3000, 1000), 10000);
  const all = list.result();
  assert.equal(all.count, 4000);
  assert.equal(all.start[3999], 10000 + 29990);
  assert.equal(Math.round((all.lon[3999]! - 103.8) * 1e6), 3999);
});
