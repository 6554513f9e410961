// The build's compact bundle (scripts/planningAreas.mjs) back into rings of degrees. No `vscode` here.
import type { AreaRings } from './types';

export interface AreaBundle {
  decimals: number;
  regions: string[];
  /** Each ring as integer steps from the previous vertex (the first from 0, 0), at `decimals`. */
  areas: Array<{ name: string; region: number; rings: number[][] }>;
}

export function decodeBundle(bundle: AreaBundle): AreaRings[] {
  const scale = 10 ** bundle.decimals;
  return bundle.areas.map((area) => ({
    name: area.name,
    region: bundle.regions[area.region]!,
    rings: area.rings.map((steps) => {
      const ring = new Float64Array(steps.length);
      let [x, y] = [0, 0];
      for (let i = 0; i < steps.length; i += 2) {
        x += steps[i]!;
        y += steps[i + 1]!;
        ring[i] = x / scale;
        ring[i + 1] = y / scale;
      }
      return ring;
    }),
  }));
}

/** Rings as GeoJSON writes them ([lon, lat] pairs) into flat arrays: the tests' full-precision areas. */
export function flatRings(rings: ReadonlyArray<ReadonlyArray<readonly number[]>>): Float64Array[] {
  return rings.map((ring) => Float64Array.from(ring.flatMap(([lon, lat]) => [lon!, lat!])));
}
