// The AreaIndex of a Master Plan year: 2019 is shipped with the extension; another year comes from OneMap's
// getAllPlanningarea once and is then read from the disk cache (the job runner's, kind 'planningarea', kept
// for onemap.cache.maxAgeDays like every answer). No `vscode` here: the command hands in the calls.
import type { PlanningAreaSet } from '../onemap/planningAreaTypes';
import type { AreaIndex } from './areaIndex';
import { planningAreaIndex } from './bundled';
import { encodeOneMapAreas, indexOfBundle, isAreaBundle } from './oneMapAreas';

/** The year whose boundaries ship with the extension. */
export const SHIPPED_YEAR = 2019;
export const CACHE_KIND = 'planningarea';

export function cacheKey(year: number): string {
  return `all|${year}`;
}

/** The part of the job runner's AnswerCache used here. */
export interface AreaCache {
  get(kind: string, key: string): unknown;
  set(kind: string, key: string, value: unknown): void;
  flush(): Promise<void>;
}

export interface YearAreas {
  index: AreaIndex;
  /** 'shipped', 'cache' or 'onemap': where the boundaries came from. */
  source: 'shipped' | 'cache' | 'onemap';
  /** OneMap's notes on what it sent: rows without a boundary, boundaries read back. */
  skipped: string[];
  repaired: string[];
}

/** Thrown when OneMap has no boundaries for the year. */
export class NoAreasError extends Error {
  override readonly name = 'NoAreasError';
  constructor(year: number) {
    super(`OneMap has no planning areas for ${year}. Its Master Plans are of 1998, 2008, 2014 and 2019.`);
  }
}

/** The index of the year, when it is shipped or cached: nothing is asked. */
export function knownYearAreas(year: number, cache: AreaCache | undefined): YearAreas | undefined {
  if (year === SHIPPED_YEAR) return { index: planningAreaIndex(), source: 'shipped', skipped: [], repaired: [] };
  const kept = cache?.get(CACHE_KIND, cacheKey(year));
  return isAreaBundle(kept) ? { index: indexOfBundle(kept), source: 'cache', skipped: [], repaired: [] } : undefined;
}

/** Asks OneMap for the year (`fetch` is the client's getAllPlanningarea) and keeps the answer in the cache. */
export async function fetchYearAreas(year: number, fetch: (year: number) => Promise<PlanningAreaSet>, cache: AreaCache | undefined): Promise<YearAreas> {
  const set = await fetch(year);
  if (set.areas.length === 0) throw new NoAreasError(year);
  const shipped = new Map(planningAreaIndex().areas.map((a) => [a.area.toUpperCase(), a.region]));
  const bundle = encodeOneMapAreas(set.areas, (name) => shipped.get(name));
  cache?.set(CACHE_KIND, cacheKey(year), bundle);
  await cache?.flush();
  return { index: indexOfBundle(bundle), source: 'onemap', skipped: set.skipped, repaired: set.repaired };
}
