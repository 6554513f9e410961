// Reading popapi's planning-area answers. The shapes seen (ENDPOINTS.md): `{"SearchResults": [...]}` now, a
// bare list from the retired API; entries `{geojson, pln_area_n}` where geojson is GeoJSON *text*, or null
// for OneMap's TOTAL and OTHERS rows (skipped, not an error). `{"Result": "No Data Available!"}` is no data.
// No `vscode` here.
import { OneMapError } from './errors';
import { parseGeometryText, checkGeometry, refuseCollapsed } from './planningAreaGeometry';
import type { OneMapPlanningArea, PlanningAreaName, PlanningAreaSet } from './planningAreaTypes';
import { serverMessageOf } from './responseError';

/** Rows OneMap adds to its lists that are not areas. */
const NOT_AREAS = new Set(['TOTAL', 'OTHERS']);
/** 55 areas; a list far longer is not this answer. */
const MAX_ENTRIES = 1000;
const MAX_NAME = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** OneMap's way of saying it has nothing for that year or place. */
export function isNoData(body: unknown): boolean {
  return isRecord(body) && typeof body.Result === 'string' && /no data/i.test(body.Result);
}

function refusal(what: string) {
  return (detail: string) => new OneMapError('malformed-response', `${what} cannot be used: ${detail}.`);
}

/** A 200 that carries `{"error": …}` explains itself. */
function refuseError(body: unknown, what: string): void {
  if (isRecord(body) && (typeof body.error === 'string' || typeof body.message === 'string')) {
    throw new OneMapError('bad-request', `${what}: OneMap said ${serverMessageOf(JSON.stringify(body))}.`);
  }
}

function entriesOf(body: unknown, what: string): unknown[] | undefined {
  if (isNoData(body)) return undefined;
  refuseError(body, what);
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.SearchResults) ? body.SearchResults : undefined;
  if (!list) throw refusal(what)('it is neither a list of areas nor {"SearchResults": [...]}');
  if (list.length > MAX_ENTRIES) throw refusal(what)(`it lists ${list.length} entries`);
  return list;
}

function nameOf(entry: unknown, what: string, index: number): string {
  const name = isRecord(entry) ? entry.pln_area_n : undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME) throw refusal(what)(`entry ${index + 1} has no planning-area name (pln_area_n)`);
  return name.trim();
}

function readAreas(list: readonly unknown[], year: number, what: string): PlanningAreaSet {
  const set: PlanningAreaSet = { year, areas: [], skipped: [], repaired: [] };
  list.forEach((entry, index) => {
    const name = nameOf(entry, what, index);
    const geojson = (entry as Record<string, unknown>).geojson;
    if (geojson === null || geojson === undefined || geojson === '') {
      set.skipped.push(name);
      return;
    }
    const refuse = refusal(`${what} (${name})`);
    if (typeof geojson === 'string') {
      const { geometry, repaired } = parseGeometryText(geojson, refuse);
      if (repaired) set.repaired.push(name);
      set.areas.push({ name, geometry });
    } else {
      set.areas.push({ name, geometry: checkGeometry(geojson, refuse) });
    }
  });
  refuseCollapsed(set.areas, what);
  return set;
}

/** getAllPlanningarea: every area with a boundary; none when OneMap has no data for the year. */
export function readAllPlanningAreas(body: unknown, year: number): PlanningAreaSet {
  const what = `OneMap's answer for ${year}`;
  const list = entriesOf(body, what);
  return list ? readAreas(list, year, what) : { year, areas: [], skipped: [], repaired: [] };
}

/** getPlanningarea: the area holding the point, or undefined when none does (or OneMap has no data). */
export function readPlanningAreaAt(body: unknown, year: number): OneMapPlanningArea | undefined {
  const what = `OneMap's planning area for the point in ${year}`;
  const list = entriesOf(body, what);
  if (!list) return undefined;
  return readAreas(list, year, what).areas[0];
}

/** getPlanningareaNames: the areas' ids and names, without OneMap's TOTAL and OTHERS rows. */
export function readPlanningAreaNames(body: unknown, year: number): PlanningAreaName[] {
  const what = `OneMap's planning-area names for ${year}`;
  const list = entriesOf(body, what);
  if (!list) return [];
  return list.flatMap((entry, index) => {
    const name = nameOf(entry, what, index);
    const id = (entry as Record<string, unknown>).id;
    const number = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
    if (typeof number !== 'number' || !Number.isInteger(number)) throw refusal(what)(`${name} has no whole-number id`);
    return NOT_AREAS.has(name.toUpperCase()) ? [] : [{ id: number, name }];
  });
}
