// Checks on search and reverse-geocode answers. OneMap writes every value as a string; a result whose
// coordinates are not numbers, or lie outside any sense, is refused rather than handed on, so a caller can
// rely on each field it reads. Extra fields are ignored.
import { malformedResponse, serverMessageOf } from './responseError';
import type { GeocodedPlace, PlacePosition, SearchPage, SearchResult } from './placeTypes';

/** A page holds 10; anything far beyond is not OneMap's answer. */
const MAX_RESULTS = 100;
/** Longer than any address OneMap writes. */
const MAX_TEXT = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuse(body: unknown, what: string): Error {
  const words = isRecord(body) && typeof body.error === 'string' ? serverMessageOf(JSON.stringify(body)) : undefined;
  return malformedResponse(words ? `${what}; OneMap said: ${words}` : what);
}

/** A count: a whole number, sent as a number or a string. */
function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function decimal(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A text field; OneMap's "NIL" and an empty string mean there is none. */
function text(value: unknown): string | undefined | false {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_TEXT) return false;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'NIL' ? undefined : trimmed;
}

function position(lat: unknown, lon: unknown, x: unknown, y: unknown): PlacePosition | undefined {
  const p = { lat: decimal(lat), lon: decimal(lon), x: decimal(x), y: decimal(y) };
  if (p.lat === undefined || p.lon === undefined || p.x === undefined || p.y === undefined) return undefined;
  if (Math.abs(p.lat) > 90 || Math.abs(p.lon) > 180) return undefined;
  return p as PlacePosition;
}

function texts<K extends string>(record: Record<string, unknown>, keys: Record<K, string>): Record<K, string | undefined> | undefined {
  const out = {} as Record<K, string | undefined>;
  for (const [ours, theirs] of Object.entries(keys) as Array<[K, string]>) {
    const value = text(record[theirs]);
    if (value === false) return undefined;
    out[ours] = value;
  }
  return out;
}

/** Undefined fields are left out, so a result compares equal to one written by hand. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function readSearchResult(value: unknown): SearchResult | undefined {
  if (!isRecord(value)) return undefined;
  const where = position(value.LATITUDE, value.LONGITUDE, value.X, value.Y);
  const words = texts(value, {
    name: 'SEARCHVAL',
    address: 'ADDRESS',
    block: 'BLK_NO',
    road: 'ROAD_NAME',
    building: 'BUILDING',
    postalCode: 'POSTAL',
  });
  if (!where || !words || words.name === undefined) return undefined;
  return compact({ ...words, name: words.name, address: words.address ?? words.name, ...where });
}

export function readSearchPage(body: unknown): SearchPage {
  if (!isRecord(body)) throw refuse(body, 'the search answer is not an object');
  const found = count(body.found);
  const totalPages = count(body.totalNumPages);
  const page = count(body.pageNum);
  if (found === undefined || totalPages === undefined || page === undefined || !Array.isArray(body.results)) {
    throw refuse(body, 'the search answer lacks found, totalNumPages, pageNum or results');
  }
  if (body.results.length > MAX_RESULTS) throw refuse(body, `the search answer has ${body.results.length} results on one page`);
  const results = body.results.map(readSearchResult);
  const bad = results.findIndex((r) => r === undefined);
  if (bad >= 0) throw refuse(body, `search result ${bad + 1} lacks a name or numeric coordinates`);
  return { found, totalPages, page, results: results as SearchResult[] };
}

function readPlace(value: unknown): GeocodedPlace | undefined {
  if (!isRecord(value)) return undefined;
  const where = position(value.LATITUDE, value.LONGITUDE, value.XCOORD, value.YCOORD);
  const words = texts(value, { building: 'BUILDINGNAME', block: 'BLOCK', road: 'ROAD', postalCode: 'POSTALCODE' });
  if (!where || !words) return undefined;
  return compact({ ...words, ...where });
}

/** The places in a revgeocode(xy) answer, nearest first as OneMap lists them; [] when nothing is near. */
export function readGeocodeInfo(body: unknown): GeocodedPlace[] {
  if (!isRecord(body) || !Array.isArray(body.GeocodeInfo)) throw refuse(body, 'the reverse-geocode answer lacks GeocodeInfo');
  if (body.GeocodeInfo.length > MAX_RESULTS) throw refuse(body, `the reverse-geocode answer lists ${body.GeocodeInfo.length} places`);
  const places = body.GeocodeInfo.map(readPlace);
  const bad = places.findIndex((p) => p === undefined);
  if (bad >= 0) throw refuse(body, `place ${bad + 1} in the reverse-geocode answer lacks numeric coordinates`);
  return places as GeocodedPlace[];
}
