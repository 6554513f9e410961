// Which area a point is in, near the edges of two squares that share one: a few tenths of a metre either side of
// the 0.5 m tolerance, on a horizontal edge and a vertical one (both axis orders), beyond a corner, on the shared
// edge, and points off every band or with no number. What a user reads is the area, `boundary` or `outside`.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AreaIndex, BOUNDARY_TOLERANCE_METRES } from '../../../src/planningArea/areaIndex';
import { flatRings } from '../../../src/planningArea/decode';

const square = (west: number, south: number): number[][] => [[west, south], [west + 0.02, south], [west + 0.02, south + 0.02], [west, south + 0.02], [west, south]];
const bishan = { area: 'BISHAN', region: 'CENTRAL REGION' };
const toaPayoh = { area: 'TOA PAYOH', region: 'CENTRAL REGION' };
// TOA PAYOH listed first: the boundary names its areas by name, not by the order of the file.
const index = new AreaIndex([
  { name: 'TOA PAYOH', region: 'CENTRAL REGION', rings: flatRings([square(103.84, 1.32)]) },
  { name: 'BISHAN', region: 'CENTRAL REGION', rings: flatRings([square(103.84, 1.34)]) },
]);
/** Degrees for metres, at Singapore's latitude. */
const dLat = (m: number): number => m / 110_574;
const dLon = (m: number): number => m / (111_320 * Math.cos((1.35 * Math.PI) / 180));

describe('the boundary tolerance', () => {
  it('is half a metre', () => {
    assert.equal(BOUNDARY_TOLERANCE_METRES, 0.5);
    assert.equal(index.toleranceMetres, 0.5);
  });

  it('on the north edge (horizontal): 0.4 m either side is its edge, 0.6 m inside is in it, 0.6 m out is outside', () => {
    const north = 1.36;
    assert.deepEqual(index.locate(103.85, north - dLat(0.4)), { kind: 'boundary', areas: [bishan], outside: true });
    assert.deepEqual(index.locate(103.85, north + dLat(0.4)), { kind: 'boundary', areas: [bishan], outside: true });
    assert.deepEqual(index.locate(103.85, north - dLat(0.6)), { kind: 'inside', ...bishan });
    assert.deepEqual(index.locate(103.85, north + dLat(0.6)), { kind: 'outside' });
  });

  it('on the east edge (vertical): the same, along the other axis', () => {
    const east = 103.86;
    assert.deepEqual(index.locate(east - dLon(0.4), 1.35), { kind: 'boundary', areas: [bishan], outside: true });
    assert.deepEqual(index.locate(east + dLon(0.4), 1.35), { kind: 'boundary', areas: [bishan], outside: true });
    assert.deepEqual(index.locate(east - dLon(0.6), 1.35), { kind: 'inside', ...bishan });
    assert.deepEqual(index.locate(east + dLon(0.6), 1.35), { kind: 'outside' });
  });

  it('on the west edge and the south edge of the other square, too', () => {
    assert.deepEqual(index.locate(103.84 - dLon(0.4), 1.33), { kind: 'boundary', areas: [toaPayoh], outside: true });
    assert.deepEqual(index.locate(103.84 + dLon(0.6), 1.33), { kind: 'inside', ...toaPayoh });
    assert.deepEqual(index.locate(103.85, 1.32 - dLat(0.4)), { kind: 'boundary', areas: [toaPayoh], outside: true });
    assert.deepEqual(index.locate(103.85, 1.32 - dLat(0.6)), { kind: 'outside' });
  });

  it('beyond a corner the distance is to the corner: 0.3 m out on both axes (0.42 m) is its edge, 0.4 m (0.57 m) is outside', () => {
    assert.deepEqual(index.locate(103.86 + dLon(0.3), 1.36 + dLat(0.3)), { kind: 'boundary', areas: [bishan], outside: true });
    assert.deepEqual(index.locate(103.86 + dLon(0.4), 1.36 + dLat(0.4)), { kind: 'outside' });
    assert.deepEqual(index.locate(103.84 - dLon(0.4), 1.36 + dLat(0.4)), { kind: 'outside' });
  });

  it('on the edge the two share, or 0.4 m either side of it: the boundary of both, by name; 0.6 m off: one of them', () => {
    const both = { kind: 'boundary', areas: [bishan, toaPayoh], outside: false };
    assert.deepEqual(index.locate(103.85, 1.34), both);
    assert.deepEqual(index.locate(103.85, 1.34 + dLat(0.4)), both);
    assert.deepEqual(index.locate(103.85, 1.34 - dLat(0.4)), both);
    assert.deepEqual(index.locate(103.85, 1.34 + dLat(0.6)), { kind: 'inside', ...bishan });
    assert.deepEqual(index.locate(103.85, 1.34 - dLat(0.6)), { kind: 'inside', ...toaPayoh });
  });

  it('just outside where the shared edge meets the outer one: the boundary of both areas', () => {
    assert.deepEqual(index.locate(103.86 + dLon(0.3), 1.34), { kind: 'boundary', areas: [bishan, toaPayoh], outside: false });
  });

  it('the same point asked twice, and after other points, gets the same answer', () => {
    const points: Array<[number, number]> = [[103.85, 1.35], [103.85, 1.34], [103.85, 1.33], [103.85, 1.36 + dLat(0.4)], [103.85, 1.35]];
    const first = points.map((p) => index.locate(...p));
    assert.deepEqual(points.map((p) => index.locate(...p)), first);
    assert.deepEqual(first[4], { kind: 'inside', ...bishan });
  });

  it('north or south of every band, west or east of every area, or with no number: outside', () => {
    for (const [lon, lat] of [[103.85, 1.37], [103.85, 1.31], [103.80, 1.35], [103.90, 1.35], [Number.NaN, 1.35], [103.85, Number.NaN], [Infinity, 1.35]]) {
      assert.deepEqual(index.locate(lon!, lat!), { kind: 'outside' }, `${lon} ${lat}`);
    }
  });

  it('a tolerance of 2 m reaches 1.5 m out', () => {
    const wide = new AreaIndex([{ name: 'BISHAN', region: 'CENTRAL REGION', rings: flatRings([square(103.84, 1.34)]) }], 2);
    assert.deepEqual(wide.locate(103.85, 1.36 + dLat(1.5)), { kind: 'boundary', areas: [bishan], outside: true });
    assert.deepEqual(wide.locate(103.85, 1.36 + dLat(2.5)), { kind: 'outside' });
  });
});
