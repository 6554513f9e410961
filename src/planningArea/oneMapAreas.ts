// Planning areas of another year, from OneMap's getAllPlanningarea, into what the engine reads: the same
// compact form as the shipped bundle (integer steps at 7 decimals, about 1 cm), which is also what the disk
// cache keeps (a third of OneMap's megabyte), and from it the same AreaIndex. OneMap sends no region: an
// area takes its region from the shipped Master Plan 2019 by name (the 55 names have not changed since
// 1998), and a name that plan does not know gets none. No `vscode` here.
import type { OneMapPlanningArea } from '../onemap/planningAreaTypes';
import { AreaIndex } from './areaIndex';
import { type AreaBundle, decodeBundle } from './decode';

const DECIMALS = 7;

/** Rings as integer steps from the previous vertex; repeated vertices (rounding makes some) dropped. */
function encodeRing(ring: ReadonlyArray<readonly [number, number]>, scale: number): number[] {
  const steps: number[] = [];
  let [px, py] = [0, 0];
  for (const [lon, lat] of ring) {
    const [x, y] = [Math.round(lon * scale), Math.round(lat * scale)];
    if (steps.length > 0 && x === px && y === py) continue;
    steps.push(x - px, y - py);
    [px, py] = [x, y];
  }
  return steps;
}

/** OneMap's areas, with each one's region looked up by name in `regionOf` ('' when unknown). */
export function encodeOneMapAreas(areas: readonly OneMapPlanningArea[], regionOf: (name: string) => string | undefined): AreaBundle {
  const scale = 10 ** DECIMALS;
  const regions: string[] = [];
  const regionIndex = (region: string): number => {
    const at = regions.indexOf(region);
    return at >= 0 ? at : regions.push(region) - 1;
  };
  return {
    decimals: DECIMALS,
    regions,
    areas: areas.map((area) => {
      const polygons = area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
      return { name: area.name, region: regionIndex(regionOf(area.name.toUpperCase()) ?? ''), rings: polygons.flat().map((ring) => encodeRing(ring, scale)).filter((steps) => steps.length >= 8) };
    }),
  };
}

/** Whether a value read back from the disk cache is a bundle this module wrote: anything else is fetched again. */
export function isAreaBundle(value: unknown): value is AreaBundle {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AreaBundle>;
  return (
    v.decimals === DECIMALS &&
    Array.isArray(v.regions) &&
    v.regions.every((r) => typeof r === 'string') &&
    Array.isArray(v.areas) &&
    v.areas.length > 0 &&
    v.areas.every(
      (a) =>
        typeof a?.name === 'string' &&
        Number.isInteger(a.region) &&
        a.region >= 0 &&
        a.region < v.regions!.length &&
        Array.isArray(a.rings) &&
        a.rings.every((ring) => Array.isArray(ring) && ring.length >= 8 && ring.length % 2 === 0 && ring.every(Number.isInteger)),
    )
  );
}

export function indexOfBundle(bundle: AreaBundle): AreaIndex {
  return new AreaIndex(decodeBundle(bundle));
}
