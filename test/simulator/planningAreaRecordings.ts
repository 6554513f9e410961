// OneMap's recorded planning-area answers (test/fixtures/onemap-samples/planningarea_*), read from disk on
// first use: two of them are a megabyte each, too much to bundle into every test file that starts the
// simulator. Nothing here is invented: the variants are the recordings, and the quote-stripped getAll
// answer is the current one with its quotes stripped exactly as the recorded getPlanningarea answer was.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from '../unit/repoRoot';

/**
 * Which recorded OneMap the simulator plays:
 * - 'current': the 2024-01 answer (55 areas, MP2019 boundaries), names of 2023 (with TOTAL);
 * - 'collapsed': the 2023-08 answer led by a TOTAL row without geojson, every coordinate near (103.58, 1.02);
 * - 'unquoted': the retired API of 2020-10: bare lists, an OTHERS row without geojson, geojson text with its
 *   quotes stripped, and the names of 2020-05 (with OTHERS).
 */
export type PlanningAreaVariant = 'current' | 'collapsed' | 'unquoted';
export const PLANNING_AREA_VARIANTS: readonly PlanningAreaVariant[] = ['current', 'collapsed', 'unquoted'];

export interface AreaEntry {
  geojson: string | null;
  pln_area_n: string;
}

const FILES = {
  current: 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2024-01.json',
  collapsed: 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2023-08-degenerate-coords.json',
  pointUnquoted: 'planningarea_ahzhezhe-onemapsg_getPlanningarea-lat1.3039454-lng103.8408471-year2020-privateapi-2020-10-unquoted.json',
  namesCurrent: 'planningarea_ahzhezhe-onemapsg_getPlanningareaNames-year2020-public-2023.json',
  namesLegacy: 'planningarea_ahzhezhe-onemapsg_getPlanningareaNames-year2020-privateapi-2020-05.json',
} as const;

/** The point every getPlanningarea recording asked about (NEWTON). */
export const RECORDED_POINT = { lat: 1.3039454, lon: 103.8408471 };

const cache = new Map<string, unknown>();

export function recording(file: keyof typeof FILES): unknown {
  if (!cache.has(file)) {
    cache.set(file, JSON.parse(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'onemap-samples', FILES[file]), 'utf8')));
  }
  return cache.get(file);
}

/** What getAllPlanningarea answers in the variant: the recorded body itself, or its legacy form. */
export function allAreasBody(variant: PlanningAreaVariant): unknown {
  if (variant === 'collapsed') return recording('collapsed');
  const { SearchResults } = recording('current') as { SearchResults: AreaEntry[] };
  if (variant === 'current') return { SearchResults };
  return [{ geojson: null, pln_area_n: 'OTHERS' }, ...SearchResults.map((e) => ({ ...e, geojson: e.geojson?.replace(/"/g, '') ?? null }))];
}

/** The entries with a boundary, for finding the area holding a point. */
export function areaEntries(variant: PlanningAreaVariant): AreaEntry[] {
  const body = allAreasBody(variant);
  const list = (Array.isArray(body) ? body : (body as { SearchResults: AreaEntry[] }).SearchResults) as AreaEntry[];
  return list.filter((e) => e.geojson !== null);
}

export function namesBody(variant: PlanningAreaVariant): unknown {
  return recording(variant === 'unquoted' ? 'namesLegacy' : 'namesCurrent');
}
