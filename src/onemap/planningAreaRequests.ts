// Planning-area requests: checked before sending (a request OneMap would refuse still costs a call against
// the rate limit), then written as OneMap's query strings. The current API takes latitude/longitude; the
// retired one took lat/lng (ENDPOINTS.md), which is why the recorded file names still say so.
import { OneMapError } from './errors';

export const POPAPI_PREFIX = '/api/public/popapi/';
export const ALL_PLANNING_AREAS_PATH = `${POPAPI_PREFIX}getAllPlanningarea`;
export const PLANNING_AREA_PATH = `${POPAPI_PREFIX}getPlanningarea`;
export const PLANNING_AREA_NAMES_PATH = `${POPAPI_PREFIX}getPlanningareaNames`;

/** Census and Master Plan years lie well inside this; anything else is a typing slip. */
const FIRST_YEAR = 1950;
const LAST_YEAR = 2100;

export function invalid(field: string, rule: string): OneMapError {
  return new OneMapError('invalid-request', `Invalid ${field}: ${rule}.`, { field });
}

export function checkYear(year: unknown): number {
  if (!Number.isInteger(year) || (year as number) < FIRST_YEAR || (year as number) > LAST_YEAR) {
    throw invalid('year', `it must be a whole year from ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
  return year as number;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function allPlanningAreasRequest(year: unknown): { path: string; query: URLSearchParams } {
  return { path: ALL_PLANNING_AREAS_PATH, query: new URLSearchParams({ year: String(checkYear(year)) }) };
}

export function planningAreaNamesRequest(year: unknown): { path: string; query: URLSearchParams } {
  return { path: PLANNING_AREA_NAMES_PATH, query: new URLSearchParams({ year: String(checkYear(year)) }) };
}

export function planningAreaAtRequest(lat: unknown, lng: unknown, year: unknown): { path: string; query: URLSearchParams } {
  if (!finite(lat) || lat < -90 || lat > 90) throw invalid('latitude', 'a latitude must be a number from -90 to 90');
  if (!finite(lng) || lng < -180 || lng > 180) throw invalid('longitude', 'a longitude must be a number from -180 to 180');
  const query = new URLSearchParams({ latitude: String(lat), longitude: String(lng), year: String(checkYear(year)) });
  return { path: PLANNING_AREA_PATH, query };
}
