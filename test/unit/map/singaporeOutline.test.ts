// The offline outline the page draws when tiles cannot load, derived at build time from the OSM coastline
// dataset (scripts/singaporeOutline.mjs): small enough to ship, inside its box, and made of valid land rings
// that put Singapore's land and sea where they are.
import * as assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { repoRoot } from '../repoRoot';

// The derivation is an ES module script run by esbuild.mjs; the tests are CommonJS bundles.
type Outline = typeof import('../../../scripts/singaporeOutline.mjs', { with: { 'resolution-mode': 'import' } });
let lib: Outline;
let outline: ReturnType<Outline['buildOutline']>;
before(async () => {
  lib = await import('../../../scripts/singaporeOutline.mjs');
  outline = lib.buildOutline(repoRoot);
});

type Ring = Array<[number, number]>;

/** Twice the signed area (shoelace), in square degrees. */
function area2(ring: Ring): number {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) sum += ring[i - 1]![0] * ring[i]![1] - ring[i]![0] * ring[i - 1]![1];
  return sum;
}

function insideRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** On land: inside some polygon's outer ring and none of its holes. */
function onLand(point: [number, number], country?: string): boolean {
  return outline.features
    .filter((f) => !country || f.properties.A3 === country)
    .some((f) => f.geometry.coordinates.some(([outer, ...holes]) => insideRing(point, outer!) && !holes.some((h) => insideRing(point, h))));
}

test('the layer shipped in the page is a few tens of KB', () => {
  const bytes = Buffer.byteLength(lib.outlineModule(outline));
  assert.ok(bytes > 5_000 && bytes < 40_000, `${bytes} bytes`);
});

test('it holds Singapore and the Johor and Riau coasts, nothing else', () => {
  assert.deepEqual(outline.features.map((f) => f.properties.A3).sort(), ['IDN', 'MYS', 'SGP']);
});

test('every point is inside the box, with at most 5 decimals', () => {
  const [west, south, east, north] = lib.OUTLINE_BOX;
  for (const feature of outline.features) {
    for (const point of feature.geometry.coordinates.flat(2)) {
      const [lon, lat] = point;
      assert.ok(lon >= west && lon <= east && lat >= south && lat <= north, `${feature.properties.A3} ${point}`);
      assert.ok(point.every((v) => Math.abs(v * 1e5 - Math.round(v * 1e5)) < 1e-6), `${point} has more than 5 decimals`);
    }
  }
});

test('every ring is closed, has at least 4 points, no repeated neighbours, and an area', () => {
  let rings = 0;
  for (const feature of outline.features) {
    for (const polygon of feature.geometry.coordinates) {
      for (const ring of polygon) {
        rings++;
        assert.ok(ring.length >= 4, `${feature.properties.A3}: a ring of ${ring.length} points`);
        assert.deepEqual(ring[0], ring.at(-1), 'closed');
        for (let i = 1; i < ring.length; i++) assert.notDeepEqual(ring[i], ring[i - 1], `a repeated point at ${i}`);
        assert.notEqual(area2(ring), 0, 'not collapsed to a line');
      }
    }
  }
  assert.ok(rings > 20, `${rings} rings: the islands are there`);
});

test("land and sea are where they are: Singapore's island, Sentosa, Johor Bahru, Batam; the Strait", () => {
  assert.ok(onLand([103.8408, 1.3039], 'SGP'), 'Orchard Road');
  assert.ok(onLand([103.8198, 1.3521], 'SGP'), 'the island’s centre');
  assert.ok(onLand([103.8300, 1.2500], 'SGP'), 'Sentosa');
  assert.ok(onLand([103.9630, 1.4100], 'SGP'), 'Pulau Ubin');
  assert.ok(onLand([103.7600, 1.4900], 'MYS'), 'Johor Bahru');
  assert.ok(onLand([104.0300, 1.1000], 'IDN'), 'Batam');
  assert.ok(!onLand([103.8500, 1.2000]), 'the Singapore Strait');
  assert.ok(!onLand([103.9000, 1.4300]), 'the Johor Strait off Seletar');
  assert.ok(!onLand([104.0500, 1.3300]), 'the sea off Changi');
});

test('a polygon across the box edge is cut at the edge; one outside it is dropped', () => {
  const square = (w: number, s: number, e: number, n: number): Ring => [[w, s], [e, s], [e, n], [w, n], [w, s]];
  const derived = lib.deriveOutline([
    { type: 'Feature', properties: { A3: 'AAA' }, geometry: { type: 'Polygon', coordinates: [square(-1, -1, 1, 1)] } },
    { type: 'Feature', properties: { A3: 'BBB' }, geometry: { type: 'MultiPolygon', coordinates: [[square(5, 5, 6, 6)]] } },
  ], [0, 0, 2, 2], 0.0001);
  assert.deepEqual(derived.features.map((f) => f.properties.A3), ['AAA']);
  const ring = derived.features[0]!.geometry.coordinates[0]![0]!;
  assert.ok(ring.every(([x, y]) => x >= 0 && x <= 1 && y >= 0 && y <= 1), JSON.stringify(ring));
  assert.equal(Math.abs(area2(ring)) / 2, 1, 'the quarter inside the box');
});

test('the module carries the data licence as a legal comment for the bundle’s notices', () => {
  assert.match(lib.outlineModule(outline), /^\/\*! .*OpenStreetMap contributors, ODbL 1\.0/);
});
