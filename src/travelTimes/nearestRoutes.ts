// Add Nearest Places with the travel time asked, pure (no `vscode`): each row's k straight-line nearest
// candidates of each kind become route questions from the row (start) to the candidate (end), asked as Travel
// Times asks them (same keys: the disk cache answers either command); the answers become the row's columns.
import type { JobAnswer, JobItem } from '../batch/jobTypes';
import type { TrackedRow } from '../batch/rowTracker';
import { insertionsByRow, type RowInsertion, trackedRows } from '../batch/trackedRows';
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { type PlaceRows, planRows, readPlaceRows, writeColumns } from '../planningArea/addPlanningAreas';
import { transformPoint } from '../shared/coords/transform';
import type { RouteRequest } from '../shared/onemap/types';
import { routeItem, type Travel, type TravelMode } from './travelRequest';
import { type RowPlan, rowPlanOf } from './travelRows';
import type { Kind, NearestOptions } from '../nearest/addNearest';
import { nearestK } from '../nearest/nearestK';
import { type NearestByRoute, nearestTravelWriter, notAskedCells, shortestRoute } from './nearestRouteColumns';

/** How many straight-line nearest places of each kind are routed for a row (README: Add Nearest Places). */
export const CANDIDATES = 3;

/** One candidate to route: its place (index and name) and its question's key (null: the row stands on it, 0 min, 0 m). */
export interface Planned {
  place: number;
  name: string;
  key: string | null;
}

export interface NearestTravelJob {
  read: PlaceRows;
  rows: TrackedRow[];
  /** Each distinct route once (a candidate shared by rows is asked once). */
  items: JobItem<RouteRequest>[];
  /** For each record, for each of its places (by stem), for each kind: the straight-line answer and the candidates. */
  planned: Array<Map<string, Array<{ straight: NearestByRoute['straight']; candidates: Planned[] }>>>;
  kinds: readonly Kind[];
  mode: TravelMode;
  options: NearestOptions;
  rowsSeen: { placed: number; places: number; withoutCoordinates: number; outside: number };
  ties: number;
  /** 'finish' when the file has these walking columns: only its rows left are read, and written into them. */
  plan: RowPlan;
}

/** Reads the rows meeting `spans` and plans every route: nothing is asked yet. */
export function prepareNearestTravel(
  text: string,
  kinds: readonly Kind[],
  mode: TravelMode,
  spans: readonly Span[] = [],
  find: FindOptions = {},
  options: NearestOptions = { decimals: 0 },
  k = CANDIDATES,
): NearestTravelJob {
  // The same kinds' writer refuses a header that has the columns (the command asked first: replace, or beside);
  // rows with more cells than the header are left out, never routed.
  const read = planRows(text, readPlaceRows(text, spans, find, 'Add Nearest Places'), nearestTravelWriter(kinds, mode.routeType, options));
  return planNearestTravel(text, read, kinds, mode, options, k);
}

/** Plans every route of the rows `read` (all of them, or those a finishing run has left): nothing is asked yet. */
export function planNearestTravel(text: string, read: PlaceRows, kinds: readonly Kind[], mode: TravelMode, options: NearestOptions, k = CANDIDATES): NearestTravelJob {
  const { points } = read;
  const rowsSeen = { placed: 0, places: 0, withoutCoordinates: read.withoutCoordinates, outside: 0 };
  const items = new Map<string, JobItem<RouteRequest>>();
  const hit = { place: -1, d2: Infinity, tied: 0 };
  let ties = 0;
  const planned = read.records.map((record) => {
    const byStem = new Map<string, Array<{ straight: NearestByRoute['straight']; candidates: Planned[] }>>();
    for (const [stem, p] of record.places) {
      const start = { lon: points.lon[p]!, lat: points.lat[p]! };
      if (options.outside?.(start.lon, start.lat)) rowsSeen.outside++;
      const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', start.lon, start.lat);
      const perKind = kinds.map((kind) => {
        const { names, x: px, y: py } = kind.index.places;
        kind.index.nearest(x, y, hit);
        if (hit.tied > 1) ties++;
        const straight = { name: names[hit.place]!, metres: Math.sqrt(hit.d2), ...(options.radius === undefined ? {} : { count: kind.index.countWithin(x, y, options.radius) }) };
        const candidates = nearestK(kind.index, x, y, k).map(({ place }): Planned => {
          const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', px[place]!, py[place]!);
          const item = routeItem(start, { lat, lon }, mode);
          // OneMap refuses a route from a point to itself: the row stands at the place, 0 min and 0 m.
          if (item.query.start.lat === item.query.end.lat && item.query.start.lon === item.query.end.lon) return { place, name: names[place]!, key: null };
          items.set(item.key, item);
          return { place, name: names[place]!, key: item.key };
        });
        return { straight, candidates };
      });
      byStem.set(stem, perKind);
      rowsSeen.places++;
    }
    if (byStem.size > 0) rowsSeen.placed++;
    return byStem;
  });
  const plan = rowPlanOf(text, read, notAskedCells(read.stemOrder, kinds, options));
  return { read, rows: trackedRows(text, read), items: [...items.values()], planned, kinds, mode, options, rowsSeen, ties, plan };
}

export interface NearestTravelResult {
  insertions: RowInsertion[];
  columns: string[];
  /** Places (a row's pair) by what their routes gave, over every kind: routed, failed (every route), not asked. */
  routes: { routed: number; failed: number; notAsked: number };
}

const ZERO: JobAnswer<Travel> = { ok: true, value: { minutes: 0, km: 0 } };

/** The rows' insertions from the answers so far: a row with any route not asked says so in its cells. */
export function writeNearestTravel(text: string, job: NearestTravelJob, answers: ReadonlyMap<string, JobAnswer<Travel>>): NearestTravelResult {
  const routes = { routed: 0, failed: 0, notAsked: 0 };
  const first = job.read.header !== undefined ? 1 : 0;
  const notAsked = new Set<number>();
  const nothing = new Set<number>();
  const outcomes = new Map<number, string[]>();
  const records = job.read.records.map((record, i) => {
    const places = new Map<string, NearestByRoute[]>();
    const said: string[] = [];
    for (const [stem, perKind] of job.planned[i]!) {
      places.set(
        stem,
        perKind.map(({ straight, candidates }) => {
          const routed = candidates.map((c) => ({ name: c.name, answer: c.key === null ? ZERO : answers.get(c.key) }));
          const outcome = shortestRoute(routed);
          const word = outcome === 'not asked' ? 'notAsked' : 'failed' in outcome ? 'failed' : 'routed';
          routes[word]++;
          said.push(word);
          return { straight, routes: routed };
        }),
      );
    }
    if (places.size === 0) nothing.add(i + first);
    else if (said.includes('notAsked')) notAsked.add(i + first);
    else outcomes.set(i + first, [said.includes('failed') ? 'error' : 'routed']);
    return { ...record, places };
  });
  const written = writeColumns(text, job.read, records, nearestTravelWriter(job.kinds, job.mode.routeType, job.options));
  return { insertions: insertionsByRow(written.insertions, job.rows, notAsked, outcomes, nothing), columns: written.columns, routes };
}
