// Travel Time Matrix, pure (no `vscode`): every origin (a place of one file or selection) to every destination
// (a place of another), one route question each, written as a new CSV: origin, destination, their
// coordinates, minutes, km, error.
import type { Node } from 'jsonc-parser';
import type { JobAnswer, JobItem } from '../batch/jobTypes';
import { findPoints, type FindOptions } from '../mapData/findPoints';
import { chooseLabel } from '../mapData/labels';
import { propertiesOf } from '../mapData/jsonFeatures';
import type { Span } from '../mapData/spans';
import { splitRecord } from '../mapData/tableFeatures';
import { NotRowsError, readPlaceRows } from '../planningArea/addPlanningAreas';
import type { RouteRequest } from '../shared/onemap/types';
import { routeItem, type Travel, type TravelMode } from './travelRequest';

export interface MatrixPlace {
  /** The row's name (its name, code or first words), else its coordinates. */
  label: string;
  lat: number;
  lon: number;
}

/** More routes than this would take hours at OneMap's pace: the user narrows the selection first. */
export const MAX_MATRIX_ROUTES = 10_000;

const at = (lat: number, lon: number): string => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** Each row's first place (a CSV/TSV row, a JSON object), or, in text that has no rows, each pair as written. */
export function matrixPlaces(text: string, spans: readonly Span[] = [], options: FindOptions = {}): MatrixPlace[] {
  let read: ReturnType<typeof readPlaceRows>;
  try {
    read = readPlaceRows(text, spans, options, 'Travel Time Matrix');
  } catch (error) {
    if (!(error instanceof NotRowsError)) throw error;
    const { points } = findPoints(text, options);
    const places: MatrixPlace[] = [];
    for (let i = 0; i < points.count; i++) {
      const [start, end] = [points.start[i]!, points.end[i]!];
      if (spans.length > 0 && !spans.some((s) => start < s.end && s.start < end)) continue;
      places.push({ label: text.slice(start, end), lat: points.lat[i]!, lon: points.lon[i]! });
    }
    return places;
  }
  const delimiter = read.header?.includes('\t') ? '\t' : read.header?.includes(',') ? ',' : ';';
  const names = read.header === undefined ? [] : splitRecord(read.header.replace(/^\uFEFF/, ''), delimiter).map((n) => n.trim());
  // A table's rows without coordinates are read too (their cells keep other commands' tables square): no place here.
  return read.records.filter((record) => record.places.size > 0).map((record) => {
    const p = record.places.values().next().value as number;
    const [lat, lon] = [read.points.lat[p]!, read.points.lon[p]!];
    const properties: Array<[string, string]> = record.node
      ? propertiesOf(text, record.node as Node)
      : splitRecord(text.slice(record.start, record.end), delimiter).map((value, i) => [names[i] ?? '', value]);
    return { label: chooseLabel(properties, at(lat, lon)), lat, lon };
  });
}

export interface MatrixJob {
  origins: MatrixPlace[];
  destinations: MatrixPlace[];
  mode: TravelMode;
  /** origins × destinations, origin by origin: undefined where both are the same point (not asked, 0 min). */
  pairs: Array<JobItem<RouteRequest> | undefined>;
  /** The questions: the same trip twice is asked once by the runner. */
  items: JobItem<RouteRequest>[];
}

export function prepareMatrix(origins: MatrixPlace[], destinations: MatrixPlace[], mode: TravelMode): MatrixJob {
  const count = origins.length * destinations.length;
  if (count === 0) throw new Error(`No ${origins.length === 0 ? 'origins' : 'destinations'} found: select rows or pairs with coordinates.`);
  if (count > MAX_MATRIX_ROUTES) {
    throw new Error(`${origins.length} origins × ${destinations.length} destinations is ${count} routes, more than ${MAX_MATRIX_ROUTES}: select fewer rows.`);
  }
  const pairs = origins.flatMap((o) =>
    destinations.map((d) => {
      const item = routeItem(o, d, mode);
      const { start, end } = item.query;
      return start.lat === end.lat && start.lon === end.lon ? undefined : item;
    }),
  );
  return { origins, destinations, mode, pairs, items: pairs.filter((p) => p !== undefined) };
}

function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The matrix as CSV, one line per origin and destination, in the order asked; trips not reached say so. */
export function matrixCsv(job: MatrixJob, answers: ReadonlyMap<string, JobAnswer<Travel>>): string {
  const mode = job.mode.routeType;
  const header = ['origin', 'origin_lat', 'origin_lon', 'destination', 'destination_lat', 'destination_lon', `${mode}_minutes`, `${mode}_km`, 'error'];
  const lines = [header.join(',')];
  let i = 0;
  for (const o of job.origins) {
    for (const d of job.destinations) {
      const pair = job.pairs[i++];
      const answer: JobAnswer<Travel> | undefined = pair ? answers.get(pair.key) : { ok: true, value: { minutes: 0, km: 0 } };
      const result: Array<string | number> = !answer
        ? ['', '', 'not asked: the job was cancelled']
        : !answer.ok
          ? ['', '', answer.error]
          : 'none' in answer.value
            ? ['', '', answer.value.none]
            : [answer.value.minutes, answer.value.km, ''];
      const round = (v: number): number => Math.round(v * 1e6) / 1e6;
      lines.push([o.label, round(o.lat), round(o.lon), d.label, round(d.lat), round(d.lon), ...result].map(cell).join(','));
    }
  }
  return lines.join('\n') + '\n';
}
