// themesvc requests: the query name is checked before sending (a request OneMap would refuse still costs a
// call against the rate limit). checkThemeStatus's dateTime is written as the TypeScript client sends it
// (ENDPOINTS.md: YYYY-MM-DDTHH:mm:ss:000Z, with a colon before the milliseconds).
import { OneMapError } from './errors';

export const THEMESVC_PREFIX = '/api/public/themesvc/';
export const ALL_THEMES_PATH = `${THEMESVC_PREFIX}getAllThemesInfo`;
export const THEME_INFO_PATH = `${THEMESVC_PREFIX}getThemeInfo`;
export const THEME_STATUS_PATH = `${THEMESVC_PREFIX}checkThemeStatus`;
export const RETRIEVE_THEME_PATH = `${THEMESVC_PREFIX}retrieveTheme`;

/** OneMap's query names are lower-case words joined by underscores (166 of them in 2025). */
export function checkQueryName(queryName: unknown): string {
  if (typeof queryName !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(queryName)) {
    throw new OneMapError('invalid-request', 'Invalid theme: a query name is letters, digits and underscores, such as "kindergartens".', { field: 'queryName' });
  }
  return queryName;
}

type Request = { path: string; query: URLSearchParams };

export function allThemesRequest(moreInfo: boolean): Request {
  return { path: ALL_THEMES_PATH, query: new URLSearchParams({ moreInfo: moreInfo ? 'Y' : 'N' }) };
}

export function themeInfoRequest(queryName: unknown): Request {
  return { path: THEME_INFO_PATH, query: new URLSearchParams({ queryName: checkQueryName(queryName) }) };
}

export function themeStatusRequest(queryName: unknown, since: Date): Request {
  if (Number.isNaN(since.getTime())) throw new OneMapError('invalid-request', 'Invalid dateTime: not a date.', { field: 'dateTime' });
  const dateTime = since.toISOString().replace(/\.(\d{3})Z$/, ':$1Z');
  return { path: THEME_STATUS_PATH, query: new URLSearchParams({ queryName: checkQueryName(queryName), dateTime }) };
}

/** `extents`: south-west then north-east corner, lat,lng each, as the TypeScript client flattens them. */
export function retrieveThemeRequest(queryName: unknown, extents?: { south: number; west: number; north: number; east: number }): Request {
  const query = new URLSearchParams({ queryName: checkQueryName(queryName) });
  if (extents) {
    const { south, west, north, east } = extents;
    if (![south, west, north, east].every(Number.isFinite) || south > north || west > east) {
      throw new OneMapError('invalid-request', 'Invalid extents: south, west, north and east must be numbers with south below north and west of east.', { field: 'extents' });
    }
    query.set('extents', `${south},${west},${north},${east}`);
  }
  return { path: RETRIEVE_THEME_PATH, query };
}
