// The planning-areas layer (Master Plan 2019 offline, other Master Plans from OneMap) and its population popup:
// what the host sends the page and what the page asks, with their checks. The page never calls OneMap: it asks the host for an area's
// table, and the host answers with the table as text (src/shared/population/populationTable.ts), never a token.
import { POPULATION_QUERIES, type PopulationQuery } from '../population/populationQueries';
import type { PopulationTable } from '../population/populationTable';
import { isArrayOf, isId, isName, isNumber, isOneOf, isRecord, isString, MAX_MESSAGE, MAX_NAME } from './checks';

export { POPULATION_QUERIES, type PopulationQuery };

/** One area as the map draws it: rings flat lat, lon, lat, lon…; `label` is a point inside it for its name. */
export interface AreaOutline {
  name: string;
  region: string;
  label: [lat: number, lon: number];
  rings: number[][];
}

/** What the popup shows for an area, a year and a table. */
export type PopulationView = { kind: 'table'; table: PopulationTable } | { kind: 'signed-out' } | { kind: 'error'; message: string };

/** The years OneMap's population figures are asked for, newest first: the census and household-survey years. */
export const POPULATION_YEARS = [2020, 2015, 2010, 2000] as const;
export const DEFAULT_POPULATION_YEAR = 2020;
export const DEFAULT_POPULATION_QUERY: PopulationQuery = 'getPopulationAgeGroup';

/** The Master Plans the layer offers, as OneMap documents getAllPlanningarea's years: 2019 ships with the extension. */
export const PLAN_YEARS = [2019, 2014, 2008, 1998] as const;
export type PlanYear = (typeof PLAN_YEARS)[number];
export const SHIPPED_PLAN_YEAR: PlanYear = 2019;

export type AreaLayerToHost =
  /**
   * The user turned the layer on or off, or picked a Master Plan (the layer list): the host remembers both and
   * tells every view; another year than 2019 is fetched by the host.
   */
  | { type: 'showPlanningAreas'; shown: boolean; year?: PlanYear }
  /** The popup wants a table; answered by `population` with this id. */
  | { type: 'askPopulation'; requestId: number; area: string; year: number; query: PopulationQuery };

/** The layer's state; without `areas`, the page keeps the outlines it drew (a note, the account, a question under way). */
export interface PlanningAreasState {
  type: 'planningAreas';
  shown: boolean;
  areas?: AreaOutline[];
  /** The Master Plan of the outlines drawn (or sent in `areas`); 2019 when absent. */
  year?: PlanYear;
  /** False: the layer list offers to sign in for the other years. Absent: not said. */
  signedIn?: boolean;
  /** A year the host is fetching now: the outlines drawn stay until it arrives. */
  asking?: PlanYear;
  /** Why the year picked is not drawn, in OneMap's own words (a refusal, a collapsed answer, not signed in). */
  note?: string;
}

export type AreaLayerToPage =
  /** Whether the layer is on; the areas come with it when it is (the page keeps none while it is off). */
  | PlanningAreasState
  | { type: 'population'; requestId: number; view: PopulationView };

/** URA's 55 areas; a bound, not a count. */
const MAX_AREAS = 200;
const MAX_AREA_VERTICES = 500_000;
const MAX_ROWS = 200;
const MAX_COLUMNS = 10;

export function isPlanYear(value: unknown): value is PlanYear {
  return typeof value === 'number' && (PLAN_YEARS as readonly number[]).includes(value);
}

export function isPopulationYear(value: unknown): value is number {
  return Number.isInteger(value) && isNumber(value, 1990, 2100);
}

export function readAreaLayerToHost(data: Record<string, unknown>): AreaLayerToHost | undefined {
  switch (data.type) {
    case 'showPlanningAreas': {
      if (typeof data.shown !== 'boolean') return undefined;
      if (data.year === undefined) return { type: 'showPlanningAreas', shown: data.shown };
      return isPlanYear(data.year) ? { type: 'showPlanningAreas', shown: data.shown, year: data.year } : undefined;
    }
    case 'askPopulation': {
      const { requestId, area, year, query } = data;
      if (!isId(requestId) || !isString(area, 100) || area.trim() === '' || !isPopulationYear(year) || !isOneOf(query, POPULATION_QUERIES)) return undefined;
      return { type: 'askPopulation', requestId, area, year, query };
    }
    default:
      return undefined;
  }
}

export function readAreaLayerToPage(data: Record<string, unknown>): AreaLayerToPage | undefined {
  switch (data.type) {
    case 'planningAreas':
      return readState(data);
    case 'population': {
      const view = readPopulationView(data.view);
      return isId(data.requestId) && view ? { type: 'population', requestId: data.requestId, view } : undefined;
    }
    default:
      return undefined;
  }
}

function readState(data: Record<string, unknown>): PlanningAreasState | undefined {
  const { shown, areas, year, signedIn, asking, note } = data;
  if (typeof shown !== 'boolean') return undefined;
  if (year !== undefined && !isPlanYear(year)) return undefined;
  if (signedIn !== undefined && typeof signedIn !== 'boolean') return undefined;
  if (asking !== undefined && !isPlanYear(asking)) return undefined;
  if (note !== undefined && (!isString(note, MAX_MESSAGE) || note.trim() === '')) return undefined;
  const state: PlanningAreasState = { type: 'planningAreas', shown };
  if (areas !== undefined) {
    const read = readOutlines(areas);
    if (!read) return undefined;
    state.areas = read;
  }
  if (year !== undefined) state.year = year;
  if (signedIn !== undefined) state.signedIn = signedIn;
  if (asking !== undefined) state.asking = asking;
  if (note !== undefined) state.note = note;
  return state;
}

function readOutlines(value: unknown): AreaOutline[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_AREAS) return undefined;
  let budget = MAX_AREA_VERTICES;
  const areas: AreaOutline[] = [];
  for (let i = 0; i < value.length; i++) {
    const area: unknown = value[i];
    if (!isRecord(area) || !isName(area.name) || !isName(area.region) || !Array.isArray(area.label) || !Array.isArray(area.rings)) return undefined;
    const [lat, lon] = area.label as unknown[];
    if (area.label.length !== 2 || !isNumber(lat, -90, 90) || !isNumber(lon, -180, 180) || area.rings.length === 0) return undefined;
    const rings: number[][] = [];
    for (let r = 0; r < area.rings.length; r++) {
      const ring: unknown = area.rings[r];
      if (!Array.isArray(ring) || ring.length < 6 || ring.length % 2 !== 0) return undefined;
      budget -= ring.length / 2;
      if (budget < 0) return undefined;
      for (let k = 0; k < ring.length; k += 2) if (!isNumber(ring[k], -90, 90) || !isNumber(ring[k + 1], -180, 180)) return undefined;
      rings.push((ring as number[]).slice());
    }
    areas.push({ name: area.name, region: area.region, label: [lat, lon], rings });
  }
  return areas;
}

function readPopulationView(value: unknown): PopulationView | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.kind) {
    case 'signed-out':
      return { kind: 'signed-out' };
    case 'error':
      return isString(value.message, MAX_MESSAGE) && value.message.trim() !== '' ? { kind: 'error', message: value.message } : undefined;
    case 'table': {
      const table = readTable(value.table);
      return table && { kind: 'table', table };
    }
    default:
      return undefined;
  }
}

function readTable(value: unknown): PopulationTable | undefined {
  if (!isRecord(value) || !isName(value.title) || !isArrayOf(value.columns, MAX_COLUMNS, isName)) return undefined;
  const width = value.columns.length;
  const isRow = (row: unknown): boolean => isRecord(row) && isName(row.label) && isArrayOf(row.values, MAX_COLUMNS, isName) && row.values.length === width;
  if (!isArrayOf(value.rows, MAX_ROWS, isRow)) return undefined;
  const table: PopulationTable = {
    title: value.title,
    columns: (value.columns as string[]).slice(),
    rows: (value.rows as Array<{ label: string; values: string[] }>).map((row) => ({ label: row.label, values: row.values.slice() })),
  };
  if (value.empty !== undefined) {
    if (!isString(value.empty, MAX_NAME)) return undefined;
    table.empty = value.empty;
  }
  return table;
}
