// Travel Times on a file's rows, pure (no `vscode`): a row holding two places (start_lat/start_lng and
// end_lat/end_lng, or two pairs of any names) is a trip from its first to its second, one route question;
// the answer becomes two columns after the row's last (or two fields of its object): minutes and km, named
// after the mode (walk_minutes, pt_km…) so that runs with other modes add beside them. A table's row without
// coordinates says `no coordinates`, one with a single place gets empty cells: every row keeps the header's count.
import type { JobAnswer, JobItem } from '../batch/jobTypes';
import type { TrackedRow } from '../batch/rowTracker';
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { type PlacedRecord, type PlaceRows, planRows, readPlaceRows, writeColumns } from '../planningArea/addPlanningAreas';
import { type ColumnWriter, ColumnsThereError, styled } from '../planningArea/columnNames';
import { cellLeft } from '../planningArea/tableCells';
import { rowShape, type RowShape } from '../planningArea/tableLayout';
import { insertionsByRow, lineLabels, NO_COORDINATES, type RowInsertion, trackedRows } from '../batch/trackedRows';
import type { RouteRequest } from '../shared/onemap/types';
import { routeItem, type Travel, type TravelMode } from './travelRequest';

export const COMMAND = 'Travel Times';

export interface TravelJob {
  read: PlaceRows;
  rows: TrackedRow[];
  items: JobItem<RouteRequest>[];
  /** For each record, its trip's key; undefined for a row with one place or none, null when both ends are one point. */
  keys: Array<string | undefined | null>;
  mode: TravelMode;
  /** Rows with one place only: no trip, their cells left empty. */
  onePlace: number;
  /** 'finish' when the file has this mode's columns: only the rows not finished are asked and written, into them. */
  plan: RowPlan;
}

/** How a run meets a table: its columns new or there already, the rows it leaves as they are. */
export interface RowPlan {
  mode: 'add' | 'finish';
  /** Rows with more cells than the header ("line 7"). */
  longer: string[];
  /** Rows finished by an earlier run (finish). */
  done: number;
  /** What a row typed or edited during the job is given when the result is written (tables). */
  shape?: RowShape;
}

/** The plan of rows read with planRows; `notAsked` are the job's values for a row not asked. */
export function rowPlanOf(text: string, read: PlaceRows, notAsked: ReadonlyArray<string | number | undefined>): RowPlan {
  return {
    mode: read.mode ?? 'add',
    longer: lineLabels(text, read.longer ?? []),
    done: read.done ?? 0,
    ...(read.layout ? { shape: rowShape(read.layout, notAsked) } : {}),
  };
}

/** A trip's answer; undefined when it was not reached. */
export type TripAnswer = JobAnswer<Travel> | undefined;
/** A trip the job did not reach (it was cancelled): its row still gets cells, so the table keeps its shape. */
export const NOT_ASKED = 'not asked';
/**
 * What a row is written with: its trip's answer, NOT_ASKED, NO_COORDINATES for a table's row without any, or
 * undefined for a row with one place (empty cells).
 */
type Answer = TripAnswer | typeof NOT_ASKED | typeof NO_COORDINATES;
const TRIP = 'trip';

/** <mode>_minutes and <mode>_km, from the answer kept under 'trip'. */
export function travelWriter(mode: TravelMode): ColumnWriter<Answer> {
  return {
    names: (_stems, style) => [styled([mode.routeType, 'minutes'], style), styled([mode.routeType, 'km'], style)],
    values: (places) => {
      const answer = places.get(TRIP);
      if (answer === undefined) return [undefined, undefined];
      if (answer === NOT_ASKED || answer === NO_COORDINATES) return [answer, ''];
      if (!answer.ok) return [`error: ${answer.error}`, ''];
      if ('none' in answer.value) return [answer.value.none, ''];
      return [answer.value.minutes, answer.value.km];
    },
    there: (name) => new ColumnsThereError(name, COMMAND),
    // Run again: a trip not asked, or that failed, is asked again; so is a row that holds two places and no time.
    // In JSON, an object with one place never gets the fields: without them, nothing is left in it.
    left: (cells, places, _stems, form) => !(form === 'json' && places.size < 2 && cells.every((c) => c === undefined)) && (cellLeft(cells[0]) || cellLeft(cells[1]) || (cells[0] === '' && places.size >= 2)),
  };
}

/** The job's values for a row it did not ask about. */
export function notAskedTrip(mode: TravelMode): Array<string | number | undefined> {
  return travelWriter(mode).values(new Map([[TRIP, NOT_ASKED]]), []);
}

/** Thrown when no row holds two places: nothing to route. */
export class NoTripsError extends Error {
  override readonly name = 'NoTripsError';
}

export function prepareTravelTimes(text: string, mode: TravelMode, spans: readonly Span[] = [], options: FindOptions = {}): TravelJob {
  const all = readPlaceRows(text, spans, options, COMMAND);
  const read = planRows(text, all, travelWriter(mode));
  const items: JobItem<RouteRequest>[] = [];
  let onePlace = 0;
  const keys = read.records.map((record) => {
    const [origin, destination] = [...record.places.values()];
    if (destination === undefined) {
      if (origin !== undefined) onePlace++;
      return undefined;
    }
    const { lat, lon } = read.points;
    const item = routeItem({ lat: lat[origin!]!, lon: lon[origin!]! }, { lat: lat[destination]!, lon: lon[destination]! }, mode);
    // OneMap refuses a route from a point to itself: that trip is 0 min and 0 km, not asked.
    if (item.query.start.lat === item.query.end.lat && item.query.start.lon === item.query.end.lon) return null;
    items.push(item);
    return item.key;
  });
  if (all.records.every((record) => record.places.size < 2)) {
    throw new NoTripsError(
      `No row holds an origin and a destination (two coordinate pairs, such as start_lat/start_lng and end_lat/end_lng, or two address columns, such as from and to): nothing to route. For one list of places to another, run Travel Time Matrix.`,
    );
  }
  return { read, rows: trackedRows(text, read), items, keys, mode, onePlace, plan: rowPlanOf(text, read, notAskedTrip(mode)) };
}

export interface TravelResult {
  insertions: RowInsertion[];
  columns: string[];
  trips: { routed: number; none: number; errors: number; notReached: number };
}

export function writeTravelTimes(text: string, job: TravelJob, answers: ReadonlyMap<string, JobAnswer<Travel>>): TravelResult {
  const trips = { routed: 0, none: 0, errors: 0, notReached: 0 };
  const records: PlacedRecord<Answer>[] = [];
  const notAsked = new Set<number>();
  const blank = new Set<number>();
  const outcomes = new Map<number, string[]>();
  const first = job.read.header !== undefined ? 1 : 0;
  job.read.records.forEach((record, i) => {
    const key = job.keys[i];
    // A row with one place has no trip: empty cells, so that every row keeps as many cells as the header.
    const answer: Answer =
      record.places.size === 0 ? NO_COORDINATES : key === undefined ? undefined : key === null ? { ok: true, value: { minutes: 0, km: 0 } } : (answers.get(key) ?? NOT_ASKED);
    if (key === undefined) blank.add(i + first);
    else if (answer === NOT_ASKED) notAsked.add(i + first);
    else outcomes.set(i + first, [tripOutcome(answer as JobAnswer<Travel>)]);
    tally(trips, answer, key === undefined);
    records.push({ start: record.start, end: record.end, node: record.node, places: new Map([[TRIP, answer]]) });
  });
  const { insertions, columns } = writeColumns(text, job.read, records, travelWriter(job.mode));
  return { insertions: insertionsByRow(insertions, job.rows, notAsked, outcomes, blank), columns, trips };
}

/** A trip's outcome as the summary counts it: `routed`, `none` (OneMap found no route) or `error`. */
export function tripOutcome(answer: JobAnswer<Travel>): 'routed' | 'none' | 'error' {
  return !answer.ok ? 'error' : 'none' in answer.value ? 'none' : 'routed';
}

/** Counts a row's trip by outcome; a row with no trip counts nowhere. */
export function tally(trips: TravelResult['trips'], answer: Answer, noTrip = false): void {
  if (noTrip || answer === NO_COORDINATES) return;
  if (answer === NOT_ASKED || answer === undefined) trips.notReached++;
  else if (!answer.ok) trips.errors++;
  else if ('none' in answer.value) trips.none++;
  else trips.routed++;
}
