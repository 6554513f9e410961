// Travel Times on trips written as addresses (an origin and a destination column, or field: `from`/`to`,
// `origin_address`/`destination_address`, `start_postal`/`end_postal`…), pure (no `vscode`). Each distinct
// address is one OneMap search (its first result, or the one with the postal code asked); the trips whose
// ends were both found are then routed as coordinate trips are, and written the same way.
import type { Node } from 'jsonc-parser';
import { type JobAnswer, type JobItem, normaliseQuery } from '../batch/jobTypes';
import { jsonTree } from '../mapData/jsonTree';
import type { Span } from '../mapData/spans';
import { splitRecord } from '../mapData/tableFeatures';
import type { SearchResult } from '../onemap/placeTypes';
import { type PlacedRecord, type PlaceRows, planRows, writeColumns } from '../planningArea/addPlanningAreas';
import { tableRecords } from '../planningArea/tableRows';
import { insertionsByRow, type RowInsertion, trackedRows } from '../batch/trackedRows';
import type { TrackedRow } from '../batch/rowTracker';
import type { LatLon, RouteRequest } from '../shared/onemap/types';
import { routeItem, type Travel, type TravelMode } from './travelRequest';
import { NOT_ASKED, notAskedTrip, rowPlanOf, type RowPlan, tally, travelWriter, tripOutcome, type TripAnswer } from './travelRows';

/** A place found for an address: where it is and what OneMap calls it; null when the search found nothing. */
export type FoundPlace = (LatLon & { address: string }) | null;

const ORIGIN_WORDS = new Set(['origin', 'from', 'start', 'source']);
const DESTINATION_WORDS = new Set(['destination', 'dest', 'to', 'end']);
const PLACE_WORDS = new Set(['address', 'addr', 'postal', 'postcode', 'code', 'place', 'location', 'name', 'building']);

function words(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** Which end a column or key names: one end word, and otherwise only words that say it is a place. */
function endOf(name: string): 'origin' | 'destination' | undefined {
  const all = words(name);
  const ends = all.filter((w) => ORIGIN_WORDS.has(w) || DESTINATION_WORDS.has(w));
  if (ends.length !== 1 || !all.every((w) => ends.includes(w) || PLACE_WORDS.has(w))) return undefined;
  return ORIGIN_WORDS.has(ends[0]!) ? 'origin' : 'destination';
}

/** The origin's and destination's names among `names`: the first of each. */
export function addressColumns(names: readonly string[]): { origin: number; destination: number } | undefined {
  const origin = names.findIndex((n) => endOf(n) === 'origin');
  const destination = names.findIndex((n) => endOf(n) === 'destination');
  return origin >= 0 && destination >= 0 ? { origin, destination } : undefined;
}

export interface AddressJob {
  read: PlaceRows;
  rows: TrackedRow[];
  /** The origin's and destination's column or key names. */
  names: [string, string];
  /** Each record's two addresses as written (empty when a cell is empty). */
  trips: Array<[string, string]>;
  searches: JobItem<string>[];
  mode: TravelMode;
  plan: RowPlan;
}

export function searchKey(text: string): string {
  return `place|${normaliseQuery(text)}`;
}

/** The trips of a table or JSON array whose rows name an origin and a destination; undefined when none does. */
export function prepareAddressTravel(text: string, mode: TravelMode, spans: readonly Span[] = []): AddressJob | undefined {
  const meets = (r: { start: number; end: number }): boolean => spans.length === 0 || spans.some((s) => r.start <= s.end && s.start <= r.end);
  const root = jsonTree(text);
  let read: PlaceRows;
  let trips: Array<[string, string]>;
  let names: [string, string];
  const empty = { count: 0, start: new Int32Array(0), end: new Int32Array(0), lat: new Float64Array(0), lon: new Float64Array(0) };
  if (root) {
    const objects = (root.type === 'array' ? (root.children ?? []) : []).filter((n) => n.type === 'object' && meets({ start: n.offset, end: n.offset + n.length }));
    const keys = objects[0]?.children?.map((m) => String(m.children?.[0]?.value ?? '')) ?? [];
    const columns = addressColumns(keys);
    if (!columns) return undefined;
    names = [keys[columns.origin]!, keys[columns.destination]!];
    const value = (object: Node, key: string): string => {
      const v = object.children?.find((m) => m.children?.[0]?.value === key)?.children?.[1]?.value;
      return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
    };
    trips = objects.map((o) => [value(o, names[0]), value(o, names[1])]);
    const records = objects.map((node) => ({ start: node.offset, end: node.offset + node.length, places: new Map<string, number>(), node }));
    read = { points: empty, from: 'EPSG:4326', records, stemOrder: [], withoutCoordinates: 0, root };
  } else {
    const headerEnd = text.indexOf('\n') < 0 ? text.length : text.indexOf('\n');
    const header = text.slice(0, headerEnd).replace(/\r$/, '');
    const delimiter = header.includes('\t') ? '\t' : header.includes(',') ? ',' : ';';
    const headerNames = splitRecord(header.replace(/^\uFEFF/, ''), delimiter).map((n) => n.trim());
    const columns = addressColumns(headerNames);
    if (!columns) return undefined;
    names = [headerNames[columns.origin]!, headerNames[columns.destination]!];
    const records = tableRecords(text, empty).records.filter(meets).map((r) => ({ ...r, places: new Map<string, number>() }));
    trips = records.map((r) => {
      const fields = splitRecord(text.slice(r.start, r.end), delimiter);
      return [(fields[columns.origin] ?? '').trim(), (fields[columns.destination] ?? '').trim()];
    });
    read = { points: empty, from: 'EPSG:4326', records, stemOrder: [], withoutCoordinates: 0, header };
  }
  if (trips.length === 0) return undefined;
  // Refuses a file with some of the columns; with all of them, only the rows not finished are read on.
  const tripAt = new Map(read.records.map((r, i) => [r.start, trips[i]!]));
  read = planRows(text, read, travelWriter(mode));
  trips = read.records.map((r) => tripAt.get(r.start)!);
  const searches = trips.flat().filter((t) => t !== '').map((t) => ({ key: searchKey(t), query: t }));
  return { read, rows: trackedRows(text, read), names, trips, searches, mode, plan: rowPlanOf(text, read, notAskedTrip(mode)) };
}

/** The place for an address: the result with the postal code asked when the text is one, else the first. */
export function placeOf(query: string, results: readonly SearchResult[]): FoundPlace {
  const postal = /^\d{6}$/.test(query.trim()) ? query.trim() : undefined;
  const best = (postal ? results.find((r) => r.postalCode === postal) : undefined) ?? results[0];
  return best ? { lat: best.lat, lon: best.lon, address: best.address } : null;
}

/** Each record's route, or why it has none (an address not found, a search that failed, an empty cell). */
export function addressRoutes(job: AddressJob, found: ReadonlyMap<string, JobAnswer<FoundPlace>>): { items: JobItem<RouteRequest>[]; perRecord: Array<JobItem<RouteRequest> | TripAnswer> } {
  const items: JobItem<RouteRequest>[] = [];
  const perRecord = job.trips.map(([from, to]): JobItem<RouteRequest> | TripAnswer => {
    const ends: LatLon[] = [];
    for (const text of [from, to]) {
      if (text === '') return { ok: true, value: { none: 'no address' } };
      const answer = found.get(searchKey(text));
      if (answer === undefined) return undefined;
      if (!answer.ok) return answer;
      if (answer.value === null) return { ok: true, value: { none: `not found: ${text}` } };
      ends.push(answer.value);
    }
    const item = routeItem(ends[0]!, ends[1]!, job.mode);
    items.push(item);
    return item;
  });
  return { items, perRecord };
}

export interface AddressTravelResult {
  insertions: RowInsertion[];
  columns: string[];
  trips: { routed: number; none: number; errors: number; notReached: number };
}

export function writeAddressTravel(
  text: string,
  job: AddressJob,
  perRecord: ReadonlyArray<JobItem<RouteRequest> | TripAnswer>,
  routes: ReadonlyMap<string, JobAnswer<Travel>>,
): AddressTravelResult {
  const trips = { routed: 0, none: 0, errors: 0, notReached: 0 };
  const records: PlacedRecord<TripAnswer | typeof NOT_ASKED>[] = [];
  const notAsked = new Set<number>();
  const outcomes = new Map<number, string[]>();
  const first = job.read.header !== undefined ? 1 : 0;
  job.read.records.forEach((record, i) => {
    const planned = perRecord[i];
    const answer = (planned !== undefined && 'key' in planned ? routes.get(planned.key) : planned) ?? NOT_ASKED;
    if (answer === NOT_ASKED) notAsked.add(i + first);
    else if (answer !== undefined) outcomes.set(i + first, [tripOutcome(answer)]);
    tally(trips, answer);
    records.push({ start: record.start, end: record.end, node: record.node, places: new Map([['trip', answer]]) });
  });
  const { insertions, columns } = writeColumns(text, job.read, records, travelWriter(job.mode));
  return { insertions: insertionsByRow(insertions, job.rows, notAsked, outcomes), columns, trips };
}
