// popapi's population queries: one path each, all taking a planning area and a year (ENDPOINTS.md); four
// also take a gender. Checked before sending, as every request is. No `vscode` here.
import { POPULATION_QUERIES, type PopulationQuery } from '../shared/population/populationQueries';
import { checkYear, invalid, POPAPI_PREFIX } from './planningAreaRequests';

export { POPULATION_QUERIES, type PopulationQuery };
export type Gender = 'male' | 'female';

/** Per the R client, only these take `gender`; the others answer one row for everyone. */
export const GENDERED_QUERIES: ReadonlySet<PopulationQuery> = new Set(['getEconomicStatus', 'getEthnicGroup', 'getMaritalStatus', 'getPopulationAgeGroup']);

const MAX_AREA_NAME = 100;

export function isPopulationQuery(value: unknown): value is PopulationQuery {
  return typeof value === 'string' && (POPULATION_QUERIES as readonly string[]).includes(value);
}

export function populationRequest(query: unknown, planningArea: unknown, year: unknown, gender?: unknown): { path: string; query: URLSearchParams } {
  if (!isPopulationQuery(query)) throw invalid('population query', `it must be one of ${POPULATION_QUERIES.join(', ')}`);
  if (typeof planningArea !== 'string' || planningArea.trim() === '' || planningArea.length > MAX_AREA_NAME) {
    throw invalid('planningArea', 'name a planning area, e.g. BEDOK');
  }
  const params = new URLSearchParams({ planningArea: planningArea.trim(), year: String(checkYear(year)) });
  if (gender !== undefined) {
    if (gender !== 'male' && gender !== 'female') throw invalid('gender', 'it must be male or female');
    if (!GENDERED_QUERIES.has(query)) throw invalid('gender', `${query} has no figures by gender`);
    params.set('gender', gender);
  }
  return { path: `${POPAPI_PREFIX}${query}`, query: params };
}
