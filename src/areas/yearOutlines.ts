// The outlines of another Master Plan than the shipped 2019 for the map: read from the disk cache Add Planning
// Area fills (the same compact bundle, under the same key), or asked of OneMap's getAllPlanningarea once and
// kept there. OneMap's faults are the client's to refuse (the collapsed 2023 answer) or mend (geojson text
// without its quotes, TOTAL and OTHERS rows without a boundary). No `vscode` here.
import type * as PlanningArea from '../planningArea';
import type { PlanningAreaSet } from '../onemap/planningAreaTypes';
import { type AreaBundle, decodeBundle } from '../planningArea/decode';
import type { AreaCache } from '../planningArea/yearAreas';
import type { AreaOutline } from '../shared/protocol/planningAreas';
import { areaOutlines } from './areaOutlines';

/** Add Planning Area's engine (dist/planningarea.js), loaded by the caller. */
export type PlanningAreaModule = Pick<typeof PlanningArea, 'CACHE_KIND' | 'cacheKey' | 'isAreaBundle' | 'encodeOneMapAreas' | 'NoAreasError' | 'shippedAreas'>;

/** The year's outlines when the disk holds them: nothing is asked. */
export function keptYearOutlines(planningArea: PlanningAreaModule, year: number, cache: AreaCache | undefined): AreaOutline[] | undefined {
  const { CACHE_KIND, cacheKey, isAreaBundle } = planningArea;
  const kept = cache?.get(CACHE_KIND, cacheKey(year));
  return isAreaBundle(kept) ? outlinesOf(kept) : undefined;
}

/** Asks OneMap for the year (`fetch` is the client's getAllPlanningarea) and keeps the answer on disk. */
export async function fetchYearOutlines(
  planningArea: PlanningAreaModule,
  year: number,
  fetch: (year: number) => Promise<PlanningAreaSet>,
  cache: AreaCache | undefined,
): Promise<AreaOutline[]> {
  const set = await fetch(year);
  if (set.areas.length === 0) throw new planningArea.NoAreasError(year);
  // OneMap sends no region: each area takes Master Plan 2019's by name, as Add Planning Area's columns do.
  const regions = new Map(planningArea.shippedAreas().map((area) => [area.name.toUpperCase(), area.region]));
  const bundle = planningArea.encodeOneMapAreas(set.areas, (name) => regions.get(name));
  cache?.set(planningArea.CACHE_KIND, planningArea.cacheKey(year), bundle);
  await cache?.flush();
  return outlinesOf(bundle);
}

function outlinesOf(bundle: AreaBundle): AreaOutline[] {
  return areaOutlines(decodeBundle(bundle));
}
