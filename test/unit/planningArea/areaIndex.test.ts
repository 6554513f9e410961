// The planning-area engine on the bundle the build ships: known places, a shared edge, a MultiPolygon's
// second part, holes, and random points checked against a brute-force test over URA's full-precision file.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { planningAreaIndex } from '../../../src/planningArea';
import { AreaIndex } from '../../../src/planningArea/areaIndex';
import type { Placement } from '../../../src/planningArea/types';
import { flatRings } from '../../../src/planningArea/decode';
import { bruteAreas, fullPrecision, inRings, metres, nearestEdgeMetres, seeded, sourceText } from './sourceAreas';

const index = planningAreaIndex();
const areaOf = (p: Placement): string => (p.kind === 'inside' ? p.area : p.kind === 'outside' ? 'outside' : `boundary: ${p.areas.map((a) => a.area).join(' / ')}`);

/**
 * A point inside `rings` (brute force) and at least 2 m from their edges, found by seeded sampling of the
 * bounding box; undefined when the rings are too small for one (islets of a few metres).
 */
function pointInside(rings: readonly Float64Array[], seed: number): [number, number] | undefined {
  const xs = rings[0]!.filter((_, i) => i % 2 === 0);
  const ys = rings[0]!.filter((_, i) => i % 2 === 1);
  const [west, east, south, north] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const random = seeded(seed);
  const own = [{ name: '', region: '', rings: [...rings] }];
  for (let tries = 0; tries < 2000; tries++) {
    const lon = west + random() * (east - west);
    const lat = south + random() * (north - south);
    if (inRings(rings, lon, lat) && nearestEdgeMetres(lon, lat, own) > 2) return [lon, lat];
  }
  return undefined;
}

describe('planning areas: known places', () => {
  const places: Array<[string, number, number, string, string]> = [
    ['Bishan MRT', 103.8483, 1.3510, 'BISHAN', 'CENTRAL REGION'],
    ['Raffles Place MRT', 103.8514, 1.2840, 'DOWNTOWN CORE', 'CENTRAL REGION'],
    ['Changi Airport Terminal 3', 103.9894, 1.3564, 'CHANGI', 'EAST REGION'],
    ['Sentosa, Resorts World', 103.8238, 1.2540, 'SOUTHERN ISLANDS', 'CENTRAL REGION'],
    ['Jurong Island', 103.6950, 1.2660, 'WESTERN ISLANDS', 'WEST REGION'],
    ['Punggol MRT', 103.9023, 1.4053, 'PUNGGOL', 'NORTH-EAST REGION'],
    ['Woodlands MRT', 103.7865, 1.4370, 'WOODLANDS', 'NORTH REGION'],
  ];
  for (const [what, lon, lat, area, region] of places) {
    it(`${what} is in ${area}, ${region}`, () => {
      assert.deepEqual(index.locate(lon, lat), { kind: 'inside', area, region });
    });
  }

  it('the sea off East Coast Park, Johor Bahru and a point with no number are outside every area', () => {
    assert.deepEqual(index.locate(103.93, 1.29), { kind: 'outside' });
    assert.deepEqual(index.locate(103.7600, 1.4640), { kind: 'outside' });
    assert.deepEqual(index.locate(Number.NaN, 1.35), { kind: 'outside' });
    assert.deepEqual(index.locate(103.85, 0), { kind: 'outside' });
  });
});

describe('planning areas: boundaries, MultiPolygons and holes', () => {
  // An edge BISHAN shares with a neighbour: the same two vertices in both areas' rings.
  const bishan = fullPrecision.find((a) => a.name === 'BISHAN')!;
  const keyOf = (x1: number, y1: number, x2: number, y2: number): string => [[x1, y1].join(), [x2, y2].join()].sort().join('|');
  const owners = new Map<string, string[]>();
  for (const area of fullPrecision) {
    for (const ring of area.rings) {
      for (let i = 0; i + 3 < ring.length; i += 2) {
        const key = keyOf(ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!);
        owners.set(key, [...(owners.get(key) ?? []), area.name]);
      }
    }
  }
  const ring = bishan.rings[0]!;
  let shared: { x1: number; y1: number; x2: number; y2: number; other: string } | undefined;
  for (let i = 0; i + 3 < ring.length && !shared; i += 2) {
    const [x1, y1, x2, y2] = [ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!];
    const length = Math.hypot((x2 - x1) / metres.lon(1), (y2 - y1) / metres.lat(1));
    const names = owners.get(keyOf(x1, y1, x2, y2))!;
    if (names.length === 2 && length > 20) shared = { x1, y1, x2, y2, other: names.find((n) => n !== 'BISHAN')! };
  }

  it('a point exactly on an edge two areas share, or 0.3 m from it, is on their boundary; 3 m either side is in one', () => {
    assert.ok(shared, 'BISHAN shares an edge of 20 m or more with a neighbour');
    const { x1, y1, x2, y2, other } = shared;
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
    const expected = { kind: 'boundary', areas: [{ area: 'BISHAN', region: 'CENTRAL REGION' }, index.areas.find((a) => a.area === other)!].sort((a, b) => a.area.localeCompare(b.area)), outside: false };
    assert.deepEqual(index.locate(mx, my), expected);
    // The edge's normal, one metre long, in degrees.
    const [ex, ey] = [(x2 - x1) / metres.lon(1), (y2 - y1) / metres.lat(1)];
    const length = Math.hypot(ex, ey);
    const [nx, ny] = [metres.lon(-ey / length), metres.lat(ex / length)];
    assert.deepEqual(index.locate(mx + 0.3 * nx, my + 0.3 * ny), expected);
    const sides = [areaOf(index.locate(mx + 3 * nx, my + 3 * ny)), areaOf(index.locate(mx - 3 * nx, my - 3 * ny))].sort();
    assert.deepEqual(sides, ['BISHAN', other].sort());
  });

  it("a point in each MultiPolygon's second part is in its area", () => {
    const features = (JSON.parse(sourceText) as { features: Array<{ properties: { PLN_AREA_N: string }; geometry: { type: string; coordinates: number[][][][] } }> }).features;
    const multi = features.filter((f) => f.geometry.type === 'MultiPolygon');
    assert.equal(multi.length, 9, 'SOURCES.md: 9 MultiPolygons');
    let tested = 0;
    for (const [m, feature] of multi.entries()) {
      const point = pointInside(flatRings(feature.geometry.coordinates[1]!), 200 + m);
      if (!point) continue; // an islet too small to hold a point 2 m from its coast
      tested++;
      assert.equal(areaOf(index.locate(...point)), feature.properties.PLN_AREA_N, `${feature.properties.PLN_AREA_N} at ${point.join(', ')}`);
    }
    assert.ok(tested >= 5, `${tested} second parts large enough to test`);
  });

  it('a point in a hole of SOUTHERN ISLANDS is not in SOUTHERN ISLANDS, and the engine says what brute force says', () => {
    const islands = fullPrecision.find((a) => a.name === 'SOUTHERN ISLANDS')!;
    const holes = islands.rings.filter((ring) => islands.rings.some((outer) => outer !== ring && inRings([outer], ring[0]!, ring[1]!)));
    assert.ok(holes.length > 0, 'SOUTHERN ISLANDS has holes');
    let tested = 0;
    for (const [h, hole] of holes.entries()) {
      const point = pointInside([hole], 100 + h);
      if (!point) continue;
      tested++;
      const found = areaOf(index.locate(...point));
      assert.notEqual(found, 'SOUTHERN ISLANDS');
      assert.equal(found, bruteAreas(...point)[0] ?? 'outside');
    }
    assert.ok(tested >= 1, `${tested} holes large enough to test`);
  });
});

describe('planning areas: random points against brute force over the full-precision file', () => {
  // Points drawn inside each area's own bounding box, so every area, and its boundaries, are met.
  const boxes = fullPrecision.map((area) => {
    const xs = area.rings.flatMap((r) => Array.from(r.filter((_, i) => i % 2 === 0)));
    const ys = area.rings.flatMap((r) => Array.from(r.filter((_, i) => i % 2 === 1)));
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  });
  const point = fc
    .tuple(fc.integer({ min: 0, max: boxes.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([a, u, v]) => [boxes[a]![0] + u * (boxes[a]![2] - boxes[a]![0]), boxes[a]![1] + v * (boxes[a]![3] - boxes[a]![1])] as const);

  it('the shipped bundle gives the area brute force gives, or says boundary only within 0.6 m of an edge', () => {
    fc.assert(
      fc.property(point, ([lon, lat]) => {
        const brute = bruteAreas(lon, lat);
        const found = index.locate(lon, lat);
        if (found.kind === 'boundary') return nearestEdgeMetres(lon, lat) < 0.6;
        if (brute.length === 0) return found.kind === 'outside';
        return brute.length === 1 && found.kind === 'inside' && found.area === brute[0];
      }),
      { numRuns: 2000, seed: 19 },
    );
  });

  it('an index of the full-precision rings agrees with brute force at every point farther than 0.5 m from an edge', () => {
    const exact = new AreaIndex(fullPrecision);
    fc.assert(
      fc.property(point, ([lon, lat]) => {
        const found = exact.locate(lon, lat);
        const near = nearestEdgeMetres(lon, lat);
        if (near <= 0.5) return found.kind === 'boundary';
        return found.kind !== 'boundary' && areaOf(found) === (bruteAreas(lon, lat)[0] ?? 'outside');
      }),
      { numRuns: 1000, seed: 7 },
    );
  });
});
