// The oracle for the planning-area tests: URA's file itself at full precision (data/, where the build reads
// it), read here on its own, and a brute-force point-in-polygon over all
// its rings, with no index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatRings } from '../../../src/planningArea/decode';
import type { AreaRings } from '../../../src/planningArea/types';
import { repoRoot } from '../repoRoot';

const dataDir = join(repoRoot, 'data');
export const sourceText = readFileSync(join(dataDir, 'ura-mp2019-planning-area-no-sea.geojson'), 'utf8');

interface SourceFeature {
  properties: { PLN_AREA_N: string; REGION_N: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] };
}

/** Each area's rings, [lon, lat] pairs as the file has them, outer rings and holes alike. */
export const sourceAreas = (JSON.parse(sourceText) as { features: SourceFeature[] }).features.map((f) => ({
  name: f.properties.PLN_AREA_N,
  region: f.properties.REGION_N,
  rings: (f.geometry.type === 'Polygon' ? [f.geometry.coordinates as number[][][]] : (f.geometry.coordinates as number[][][][])).flat() as Array<Array<[number, number]>>,
}));
export const fullPrecision: AreaRings[] = sourceAreas.map((a) => ({ name: a.name, region: a.region, rings: flatRings(a.rings) }));

const M_LAT = 110_574;
const M_LON = 111_320 * Math.cos((1.35 * Math.PI) / 180);

/** Whether an odd number of `rings` hold the point (the even-odd rule: outer rings and holes). */
export function inRings(rings: readonly Float64Array[], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0; i + 3 < ring.length; i += 2) {
      const [x1, y1, x2, y2] = [ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!];
      if (y1 > lat !== y2 > lat && x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1) > lon) inside = !inside;
    }
  }
  return inside;
}

/** The names of the areas holding the point, by brute force over every area. */
export function bruteAreas(lon: number, lat: number, areas: readonly AreaRings[] = fullPrecision): string[] {
  return areas.filter((a) => inRings(a.rings, lon, lat)).map((a) => a.name);
}

/** The distance in metres from the point to the nearest edge of any area. */
export function nearestEdgeMetres(lon: number, lat: number, areas: readonly AreaRings[] = fullPrecision): number {
  let best = Infinity;
  for (const area of areas) {
    for (const ring of area.rings) {
      for (let i = 0; i + 3 < ring.length; i += 2) {
        const ax = (ring[i + 2]! - ring[i]!) * M_LON;
        const ay = (ring[i + 3]! - ring[i + 1]!) * M_LAT;
        const px = (lon - ring[i]!) * M_LON;
        const py = (lat - ring[i + 1]!) * M_LAT;
        const length = ax * ax + ay * ay;
        const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * ax + py * ay) / length));
        best = Math.min(best, Math.hypot(px - t * ax, py - t * ay));
      }
    }
  }
  return best;
}

/** A seeded generator (mulberry32), so a failure names a point that can be found again. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Metres as degrees of longitude and latitude at Singapore. */
export const metres = { lon: (m: number): number => m / M_LON, lat: (m: number): number => m / M_LAT };
