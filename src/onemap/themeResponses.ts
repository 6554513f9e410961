// Reading themesvc's answers in both recorded forms (ENDPOINTS.md, SOURCES.md): retrieveTheme's first entry is
// the theme's description, its DateTime an object {date, timezone} (2020) or an ISO string (2025); the rest are
// records whose LatLng is "lat,lng" for a point and the JSON text "[[lng,lat],…]" (lng first) for a polygon.
// An unknown query name comes back as a lone {ErrorMessage} entry or an empty list. Every value OneMap gives is
// kept as text; "null" strings are absent. No `vscode` here.
import { OneMapError } from './errors';
import { serverMessageOf } from './responseError';
import type { Theme, ThemeGeometry, ThemeRecord, ThemeSummary } from './themeTypes';

/** 166 themes in 2025; a list far longer is not this answer. */
const MAX_THEMES = 5_000;
const MAX_TEXT = 2_000;
/** The fields that say where a record is, or how OneMap draws it, rather than what it is. */
const POSITION_FIELDS = new Set(['LatLng', 'Type']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function malformed(what: string, detail: string): OneMapError {
  return new OneMapError('malformed-response', `${what} cannot be used: ${detail}.`);
}

/** A string OneMap gave, trimmed; undefined for missing, empty or "null". */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, MAX_TEXT);
  return trimmed === '' || trimmed === 'null' ? undefined : trimmed;
}

function refuseError(body: unknown, what: string): void {
  if (isRecord(body) && (typeof body.error === 'string' || typeof body.message === 'string')) {
    throw new OneMapError('bad-request', `${what}: OneMap said ${serverMessageOf(JSON.stringify(body))}.`);
  }
}

function unknownTheme(queryName: string, said?: string): OneMapError {
  const why = said ? ` (OneMap said: ${said})` : '';
  return new OneMapError('bad-request', `OneMap has no theme "${queryName}"${why}. Pick one from OneMap: Add Theme to Map….`, { field: 'queryName' });
}

function themeNamesOf(body: unknown, what: string): unknown[] {
  refuseError(body, what);
  if (!isRecord(body) || !Array.isArray(body.Theme_Names)) throw malformed(what, 'it has no Theme_Names list');
  if (body.Theme_Names.length > MAX_THEMES) throw malformed(what, `it lists ${body.Theme_Names.length} themes`);
  return body.Theme_Names;
}

/** getAllThemesInfo: every theme with a query name and a name, sorted by name; entries without them are dropped. */
export function readAllThemes(body: unknown): ThemeSummary[] {
  const themes: ThemeSummary[] = [];
  for (const entry of themeNamesOf(body, "OneMap's list of themes")) {
    if (!isRecord(entry)) continue;
    const queryName = text(entry.QUERYNAME);
    const name = text(entry.THEMENAME);
    if (!queryName || !name) continue;
    const optional = { category: text(entry.CATEGORY), owner: text(entry.THEME_OWNER), icon: text(entry.ICON), published: text(entry.PUBLISHED_DATE), expires: text(entry.EXPIRY_DATE) };
    themes.push({ queryName, name, ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) });
  }
  return themes.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function readThemeInfo(body: unknown, queryName: string): { queryName: string; name: string } {
  const entry = themeNamesOf(body, `OneMap's description of theme ${queryName}`).find((e) => isRecord(e) && text(e.QUERYNAME) === queryName) as Record<string, unknown> | undefined;
  const name = entry && text(entry.THEMENAME);
  if (!name) throw unknownTheme(queryName);
  return { queryName, name };
}

/** checkThemeStatus: whether the theme changed since the time asked about. */
export function readThemeStatus(body: unknown, queryName: string): boolean {
  refuseError(body, `Whether theme ${queryName} changed`);
  if (!isRecord(body) || typeof body.UpdatedFile !== 'boolean') throw malformed(`OneMap's status of theme ${queryName}`, 'it has no UpdatedFile true or false');
  return body.UpdatedFile;
}

/** Either DateTime form as ISO 8601: "2015-02-12T15:29:05+00:00", or {date: "2015-02-13 07:29:05.000000", timezone: "+00:00"}. */
export function readThemeDate(value: unknown): string | undefined {
  let candidate: string | undefined;
  if (typeof value === 'string') candidate = value.trim();
  else if (isRecord(value) && typeof value.date === 'string') {
    const zone = typeof value.timezone === 'string' && /^[+-]\d{2}:\d{2}$/.test(value.timezone) ? value.timezone : 'Z';
    candidate = `${value.date.trim().replace(' ', 'T').replace(/(\.\d{3})\d*$/, '$1')}${zone}`;
  }
  return candidate && !Number.isNaN(Date.parse(candidate)) ? candidate : undefined;
}

function onGlobe(lng: unknown, lat: unknown): lng is number {
  return typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** A position list [[lng,lat],…] (one ring) or [[[lng,lat],…],…] (rings), as pairs; undefined when not one. */
function ringsOf(value: unknown): Array<Array<[number, number]>> | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const rings = Array.isArray(value[0]) && Array.isArray(value[0][0]) ? value : [value];
  const read: Array<Array<[number, number]>> = [];
  for (const ring of rings) {
    if (!Array.isArray(ring) || ring.length === 0) return undefined;
    const pairs: Array<[number, number]> = [];
    for (const pair of ring) {
      if (!Array.isArray(pair) || !onGlobe(pair[0], pair[1])) return undefined;
      pairs.push([pair[0], pair[1] as number]);
    }
    read.push(pairs);
  }
  return read;
}

/**
 * A record's position. A polygon of fewer than three positions (the 2025 recording keeps one per zone) is
 * drawn as a point at its first position rather than dropped: the record is still there to read.
 */
export function readThemePosition(latLng: unknown): ThemeGeometry | undefined {
  if (typeof latLng !== 'string') return undefined;
  const value = latLng.trim();
  if (value.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
    const rings = ringsOf(parsed);
    if (!rings) return undefined;
    if (rings[0]!.length < 3) return { type: 'Point', coordinates: rings[0]![0]! };
    return { type: 'Polygon', coordinates: rings.map((ring) => closed(ring)) };
  }
  const match = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return onGlobe(lng, lat) ? { type: 'Point', coordinates: [lng, lat] } : undefined;
}

function closed(ring: Array<[number, number]>): Array<[number, number]> {
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

/** retrieveTheme: the theme's description and its records; an empty theme (FeatCount 0, no records) is not an error. */
export function readTheme(body: unknown, queryName: string): Theme {
  const what = `OneMap's theme ${queryName}`;
  refuseError(body, what);
  if (!isRecord(body) || !Array.isArray(body.SrchResults)) throw malformed(what, 'it has no SrchResults list');
  const [meta, ...entries] = body.SrchResults as unknown[];
  if (meta === undefined) throw unknownTheme(queryName);
  if (!isRecord(meta)) throw malformed(what, 'its first entry does not describe the theme');
  if (typeof meta.ErrorMessage === 'string') throw unknownTheme(queryName, text(meta.ErrorMessage));
  const name = text(meta.Theme_Name);
  if (!name) throw malformed(what, 'its first entry has no Theme_Name');
  const theme: Theme = { queryName, name, featCount: typeof meta.FeatCount === 'number' ? meta.FeatCount : entries.length, records: [], skipped: 0 };
  const category = text(meta.Category);
  const owner = text(meta.Owner);
  const dataDate = readThemeDate(meta.DateTime);
  if (category) theme.category = category;
  if (owner) theme.owner = owner;
  if (dataDate) theme.dataDate = dataDate;
  for (const entry of entries) {
    const record = isRecord(entry) ? readRecord(entry) : undefined;
    if (record) theme.records.push(record);
    else theme.skipped++;
  }
  return theme;
}

function readRecord(entry: Record<string, unknown>): ThemeRecord | undefined {
  const geometry = readThemePosition(entry.LatLng);
  if (!geometry) return undefined;
  const fields: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(entry)) {
    const shown = POSITION_FIELDS.has(key) ? undefined : text(value);
    if (shown !== undefined) fields.push([key, shown]);
  }
  return { geometry, fields };
}
