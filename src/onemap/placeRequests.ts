// Search and reverse-geocode requests: checked before sending (a request OneMap would refuse still costs a
// call against the rate limit), then written as OneMap's query strings.
import { OneMapError } from './errors';
import { type GeocodePoint, isXYPoint } from './placeTypes';

export const SEARCH_PATH = '/api/common/elastic/search';
export const REVGEOCODE_PATH = '/api/public/revgeocode';
export const REVGEOCODE_XY_PATH = '/api/public/revgeocodexy';

/** Longer than any address; a whole pasted paragraph is not a search. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_BUFFER_M = 500;
/**
 * Search and reverse-geocode answers are a page of ten places, a few kB; a megabyte is already far beyond
 * any of them (the general cap is sized for public-transport routes). Population tables and planning-area
 * names are as small.
 */
export const MAX_PLACE_RESPONSE_BYTES = 1024 * 1024;

function invalid(field: string, rule: string): OneMapError {
  return new OneMapError('invalid-request', `Invalid ${field}: ${rule}.`, { field });
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function searchQuery(text: unknown, page: unknown = 1): URLSearchParams {
  if (typeof text !== 'string' || text.trim() === '') throw invalid('search', 'enter an address, building name or postal code');
  if (text.length > MAX_SEARCH_LENGTH) throw invalid('search', `it must be at most ${MAX_SEARCH_LENGTH} characters`);
  if (!Number.isInteger(page) || (page as number) < 1) throw invalid('page', 'it must be a whole number from 1');
  return new URLSearchParams({ searchVal: text.trim(), returnGeom: 'Y', getAddrDetails: 'Y', pageNum: String(page) });
}

/** The path and query for a point in WGS84 ({lat, lon}) or SVY21 ({X, Y}). */
export function reverseGeocodeRequest(point: GeocodePoint, buffer?: unknown): { path: string; query: URLSearchParams } {
  if (typeof point !== 'object' || point === null) throw invalid('point', 'give it as {lat, lon} or {X, Y}');
  let path: string;
  let location: string;
  if (isXYPoint(point)) {
    if (!finite(point.X) || !finite(point.Y)) throw invalid('point', 'X and Y must be finite numbers of metres');
    [path, location] = [REVGEOCODE_XY_PATH, `${point.X},${point.Y}`];
  } else {
    const { lat, lon } = point as { lat: unknown; lon: unknown };
    if (!finite(lat) || lat < -90 || lat > 90) throw invalid('lat', 'a latitude must be a number from -90 to 90');
    if (!finite(lon) || lon < -180 || lon > 180) throw invalid('lon', 'a longitude must be a number from -180 to 180');
    [path, location] = [REVGEOCODE_PATH, `${lat},${lon}`];
  }
  const query = new URLSearchParams({ location });
  if (buffer !== undefined) {
    if (!finite(buffer) || buffer < 0 || buffer > MAX_BUFFER_M) throw invalid('buffer', `it must be 0 to ${MAX_BUFFER_M} metres`);
    query.set('buffer', String(buffer));
  }
  return { path, query };
}
