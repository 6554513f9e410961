// The build's bundle: how many decimals keep every answer right. Points near a real edge are the hardest a
// rounded boundary can get wrong: brute force over the full-precision file says where each is, and how far
// from the nearest edge. The answer must be the area beyond 0.6 m and "boundary" within 0.4 m (the 0.5 m
// tolerance, give or take the 0.08 m a vertex moves at 6 decimals).
import * as assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { AreaIndex } from '../../../src/planningArea/areaIndex';
import { decodeBundle } from '../../../src/planningArea/decode';
import { bruteAreas, fullPrecision, metres, nearestEdgeMetres, seeded, sourceAreas } from './sourceAreas';

/** Points `from`–`to` metres off the middle of random edges, with the areas brute force puts them in. */
function pointsNearEdges(count: number, from: number, to: number, seed: number): Array<{ lon: number; lat: number; area: string; near: number }> {
  const random = seeded(seed);
  const edges: number[][] = [];
  for (const area of fullPrecision) for (const ring of area.rings) for (let i = 0; i + 3 < ring.length; i += 2) edges.push([ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!]);
  const points = [];
  while (points.length < count) {
    const [x1, y1, x2, y2] = edges[Math.floor(random() * edges.length)]!;
    const [ex, ey] = [(x2! - x1!) / metres.lon(1), (y2! - y1!) / metres.lat(1)];
    const length = Math.hypot(ex, ey);
    if (length < 5) continue; // the middle of a short edge is near its neighbours too
    const d = (from + random() * (to - from)) * (random() < 0.5 ? -1 : 1);
    const lon = (x1! + x2!) / 2 + metres.lon((-ey / length) * d);
    const lat = (y1! + y2!) / 2 + metres.lat((ex / length) * d);
    const inside = bruteAreas(lon, lat);
    const near = nearestEdgeMetres(lon, lat);
    if (inside.length <= 1 && (near < 0.4 || near > 0.6)) points.push({ lon, lat, area: near < 0.4 ? 'boundary' : (inside[0] ?? 'outside'), near });
  }
  return points;
}

type Build = typeof import('../../../scripts/planningAreas.mjs', { with: { 'resolution-mode': 'import' } });
let build: Build;

function wrongAnswers(decimals: number, points: ReturnType<typeof pointsNearEdges>): number {
  const index = new AreaIndex(decodeBundle(build.deriveBundle(sourceAreas, decimals)));
  return points.filter(({ lon, lat, area }) => {
    const found = index.locate(lon, lat);
    return (found.kind === 'inside' ? found.area : found.kind) !== area;
  }).length;
}

describe('planning areas: the bundle', () => {
  before(async () => {
    build = await import('../../../scripts/planningAreas.mjs');
  });
  const near = pointsNearEdges(3000, 0, 1.5, 5);

  it(`at 6 decimals, each of 3 000 points up to 1.5 m from an edge is where the full-precision file puts it`, () => {
    assert.equal(build.DECIMALS, 6);
    assert.equal(wrongAnswers(6, near), 0);
  });

  it('at 5 decimals (1.1 m) some of the same points are wrong: 6 is the fewest that keeps them right', () => {
    assert.ok(wrongAnswers(5, near) > 0);
  });

  it('keeps all 55 areas with their regions, and every ring closed', () => {
    const areas = decodeBundle(build.deriveBundle(sourceAreas));
    assert.equal(areas.length, 55);
    assert.equal(new Set(areas.map((a) => a.region)).size, 5);
    for (const area of areas) for (const ring of area.rings) assert.deepEqual([ring[0], ring[1]], [ring[ring.length - 2], ring[ring.length - 1]], area.name);
  });
});
