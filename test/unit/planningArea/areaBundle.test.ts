// Another year's areas in the compact form the disk cache keeps: what is written (steps from the previous
// vertex, repeated vertices and rings too small to hold anything dropped, regions by name), and what is read
// back and trusted. A cache entry broken in any one way is fetched again, never used.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeOneMapAreas, indexOfBundle, isAreaBundle } from '../../../src/planningArea/oneMapAreas';
import { decodeBundle } from '../../../src/planningArea/decode';
import type { OneMapPlanningArea } from '../../../src/onemap/planningAreaTypes';

/** A square of 0.01° at (103.8, 1.3), closed, with its second vertex repeated as rounding can make it. */
const square: Array<[number, number]> = [[103.8, 1.3], [103.81, 1.3], [103.81, 1.3], [103.81, 1.31], [103.8, 1.31], [103.8, 1.3]];
const areas: OneMapPlanningArea[] = [
  { name: 'Bishan', geometry: { type: 'Polygon', coordinates: [square] } },
  // A MultiPolygon whose second part is a sliver of three vertices: it holds nothing and is dropped.
  { name: 'NOWHERE', geometry: { type: 'MultiPolygon', coordinates: [[square.map(([x, y]) => [x + 0.02, y] as [number, number])], [[[104, 1.4], [104.001, 1.4], [104, 1.4]]]] } },
];
const regionOf = (name: string): string | undefined => (name === 'BISHAN' ? 'CENTRAL REGION' : undefined);

describe('the compact form of OneMap areas', () => {
  it('steps at 7 decimals from the previous vertex, a repeated vertex dropped, regions looked up by the name in capitals', () => {
    const bundle = encodeOneMapAreas(areas, regionOf);
    assert.equal(bundle.decimals, 7);
    assert.deepEqual(bundle.regions, ['CENTRAL REGION', '']);
    assert.deepEqual(bundle.areas[0], { name: 'Bishan', region: 0, rings: [[1038000000, 13000000, 100000, 0, 0, 100000, -100000, 0, 0, -100000]] });
    assert.deepEqual(bundle.areas[1]!.region, 1);
    assert.equal(bundle.areas[1]!.rings.length, 1);
    assert.ok(isAreaBundle(bundle));
  });

  it('decoded, the rings are the vertices again, and the index places a point in each area', () => {
    const bundle = encodeOneMapAreas(areas, regionOf);
    const [bishan] = decodeBundle(bundle);
    assert.deepEqual([...bishan!.rings[0]!], [103.8, 1.3, 103.81, 1.3, 103.81, 1.31, 103.8, 1.31, 103.8, 1.3]);
    const index = indexOfBundle(bundle);
    assert.deepEqual(index.locate(103.805, 1.305), { kind: 'inside', area: 'Bishan', region: 'CENTRAL REGION' });
    assert.deepEqual(index.locate(103.825, 1.305), { kind: 'inside', area: 'NOWHERE', region: '' });
    assert.deepEqual(index.locate(103.815, 1.305), { kind: 'outside' });
  });

  it('a regions list shared by two areas of one region holds it once', () => {
    const bundle = encodeOneMapAreas([areas[0]!, { ...areas[0]!, name: 'bishan' }], regionOf);
    assert.deepEqual(bundle.regions, ['CENTRAL REGION']);
    assert.deepEqual(bundle.areas.map((a) => a.region), [0, 0]);
  });
});

describe('a cache entry read back', () => {
  const good = (): Record<string, unknown> & { areas: Array<Record<string, unknown>> } => ({ decimals: 7, regions: ['EAST REGION', 'WEST REGION'], areas: [{ name: 'BEDOK', region: 1, rings: [[0, 0, 1, 0, 0, 1, -1, -1]] }] });

  it('what this module writes is trusted', () => {
    assert.ok(isAreaBundle(good()));
    assert.ok(isAreaBundle(JSON.parse(JSON.stringify(encodeOneMapAreas(areas, regionOf)))));
  });

  it('anything broken in one way is not', () => {
    const broken: Array<[string, (b: ReturnType<typeof good>) => unknown]> = [
      ['null', () => null],
      ['a number', () => 7],
      ['another precision', (b) => ({ ...b, decimals: 6 })],
      ['regions not a list', (b) => ({ ...b, regions: 'EAST REGION' })],
      ['a region not text', (b) => ({ ...b, regions: ['EAST REGION', 2] })],
      ['areas not a list', (b) => ({ ...b, areas: {} })],
      ['no areas', (b) => ({ ...b, areas: [] })],
      ['an area that is null', (b) => ({ ...b, areas: [...b.areas, null] })],
      ['a name not text', (b) => ({ ...b, areas: [{ ...b.areas[0], name: 5 }] })],
      ['a region index not whole', (b) => ({ ...b, areas: [{ ...b.areas[0], region: 0.5 }] })],
      ['a region index below 0', (b) => ({ ...b, areas: [{ ...b.areas[0], region: -1 }] })],
      ['a region index past the list', (b) => ({ ...b, areas: [{ ...b.areas[0], region: 2 }] })],
      ['rings not a list', (b) => ({ ...b, areas: [{ ...b.areas[0], rings: 'x' }] })],
      ['a ring not a list', (b) => ({ ...b, areas: [{ ...b.areas[0], rings: [{}] }] })],
      ['a ring of three vertices', (b) => ({ ...b, areas: [{ ...b.areas[0], rings: [[0, 0, 1, 0, 0, 1]] }] })],
      ['a ring of an odd count', (b) => ({ ...b, areas: [{ ...b.areas[0], rings: [[0, 0, 1, 0, 0, 1, -1, -1, 0]] }] })],
      ['a step not whole', (b) => ({ ...b, areas: [{ ...b.areas[0], rings: [[0, 0, 1, 0, 0, 1.5, -1, -1]] }] })],
      ['a second area broken', (b) => ({ ...b, areas: [...b.areas, { name: 'X', region: 0, rings: [[0, 0]] }] })],
    ];
    for (const [what, breakIt] of broken) assert.equal(isAreaBundle(breakIt(good())), false, what);
  });

  it('the edges: the last region index and a ring of exactly four vertices are fine', () => {
    const b = good();
    assert.ok(isAreaBundle({ ...b, areas: [{ name: 'X', region: 1, rings: [[0, 0, 1, 0, 0, 1, -1, -1]] }, { name: 'Y', region: 0, rings: [] }] }));
  });
});
