// Reverse Geocode's work on a file's text, pure (no `vscode`): every place in every row (read as Add Planning
// Area reads them) becomes one revgeocode question, keyed by its rounded point and the buffer; the answers
// become the nearest building, address and postal code after the row's last column or in its object. A table's
// row without coordinates gets `no coordinates` and empty cells, so that it keeps as many cells as the header.
import { type JobAnswer, type JobItem } from '../batch/jobTypes';
import type { TrackedRow } from '../batch/rowTracker';
import type { GeocodedPlace, GeocodePoint } from '../onemap/placeTypes';
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { type PlacedRecord, type PlaceRows, planRows, readPlaceRows, writeColumns } from '../planningArea/addPlanningAreas';
import { type ColumnWriter, ColumnsThereError, placeStem, styled } from '../planningArea/columnNames';
import { cellLeft } from '../planningArea/tableCells';
import { rowShape, type RowShape } from '../planningArea/tableLayout';
import { insertionsByRow, lineLabels, NO_COORDINATES, type RowInsertion, trackedRows } from '../batch/trackedRows';
import { transformPoint } from '../shared/coords/transform';

export const COMMAND = 'Reverse Geocode';

export interface RevgeocodeQuery {
  point: GeocodePoint;
  /** Metres around the point. */
  buffer: number;
}

/** What is kept of an answer: the nearest place's words, or null when nothing is within the buffer. */
export type Nearest = { building: string; address: string; postalCode: string } | null;

export interface RevgeocodeJob {
  read: PlaceRows;
  /** The header (for a table) and each row: what the runner watches for edits. */
  rows: TrackedRow[];
  /** One per place; the same point twice has the same key. */
  items: JobItem<RevgeocodeQuery>[];
  /** For each record, its places' keys by stem. */
  keys: Array<Map<string, string>>;
  buffer: number;
  /** 'finish': the file has the columns; only the rows not finished are asked and written, into them. */
  mode: 'add' | 'finish';
  /** Rows with more cells than the header, left as they are ("line 7"). */
  longer: string[];
  /** Rows finished by an earlier run (finish). */
  done: number;
  /** What a row typed or edited during the job is given when the result is written (tables). */
  shape?: RowShape;
}

/**
 * The question for a point: WGS84 (and Web Mercator, read as WGS84) to revgeocode at 5 decimals (1.1 m),
 * SVY21 to revgeocodexy at a tenth of a metre, in the system the file holds. What is sent is what the key says.
 */
export function revgeocodeItem(from: string, lat: number, lon: number, buffer: number): JobItem<RevgeocodeQuery> {
  if (from === 'EPSG:3414') {
    const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat).map((v) => Math.round(v * 10) / 10) as [number, number];
    return { key: `revgeocode|xy|${x.toFixed(1)},${y.toFixed(1)}|buffer=${buffer}`, query: { point: { X: x, Y: y }, buffer } };
  }
  const [la, lo] = [lat, lon].map((v) => Math.round(v * 1e5) / 1e5) as [number, number];
  return { key: `revgeocode|${la.toFixed(5)},${lo.toFixed(5)}|buffer=${buffer}`, query: { point: { lat: la, lon: lo }, buffer } };
}

/** The nearest of OneMap's places (it lists them nearest first), as written: a block and road make the address. */
export function nearestOf(places: readonly GeocodedPlace[]): Nearest {
  const first = places[0];
  if (!first) return null;
  return {
    building: first.building ?? '',
    address: [first.block, first.road].filter((part) => part !== undefined).join(' '),
    postalCode: first.postalCode ?? '',
  };
}

/** A place the job did not reach (it was cancelled): its row still gets cells, so the table keeps its shape. */
export const NOT_ASKED = 'not asked';
type Answer = JobAnswer<Nearest> | typeof NOT_ASKED | undefined;

function writer(buffer: number): ColumnWriter<Answer> {
  return {
    names: (stemOrder, style) =>
      stemOrder.flatMap((stem) => {
        const words = placeStem(stem).split('_').filter((w) => w !== '');
        return [['nearest', 'building'], ['nearest', 'address'], ['nearest', 'postal', 'code']].map((name) => styled([...words, ...name], style));
      }),
    values: (places, stemOrder) =>
      stemOrder.flatMap((stem) => {
        if (places.size === 0) return [NO_COORDINATES, '', ''];
        const answer = places.get(stem);
        if (answer === undefined) return [undefined, undefined, undefined];
        if (answer === NOT_ASKED) return [NOT_ASKED, '', ''];
        if (!answer.ok) return [`error: ${answer.error}`, '', ''];
        if (answer.value === null) return [`nothing within ${buffer} m`, '', ''];
        return [answer.value.building, answer.value.address, answer.value.postalCode];
      }),
    there: (name) => new ColumnsThereError(name, COMMAND),
    // Each place's first cell says how it went: missing, `not asked` or an error is asked again, as is an empty
    // one for a place the row holds. In JSON, a place the object does not hold has no fields to finish.
    left: (cells, places, stemOrder, form) =>
      stemOrder.some((stem, i) => (form !== 'json' || places.has(stem)) && (cellLeft(cells[3 * i]) || (cells[3 * i] === '' && places.has(stem)))),
  };
}

/** Reads the rows and makes the questions; refuses (before anything is asked) a file that has the columns already. */
export function prepareReverseGeocode(text: string, buffer: number, spans: readonly Span[] = [], options: FindOptions = {}): RevgeocodeJob {
  // Refuses a file with some of the columns; with all of them, only the rows not finished are read on.
  const read = planRows(text, readPlaceRows(text, spans, options, COMMAND), writer(buffer));
  const items: JobItem<RevgeocodeQuery>[] = [];
  const keys = read.records.map((record) => {
    const byStem = new Map<string, string>();
    for (const [stem, p] of record.places) {
      const item = revgeocodeItem(read.from, read.points.lat[p]!, read.points.lon[p]!, buffer);
      items.push(item);
      byStem.set(stem, item.key);
    }
    return byStem;
  });
  const notAsked = writer(buffer).values(new Map(read.stemOrder.map((stem) => [stem, NOT_ASKED])), read.stemOrder);
  return {
    read,
    rows: trackedRows(text, read),
    items,
    keys,
    buffer,
    mode: read.mode ?? 'add',
    longer: lineLabels(text, read.longer ?? []),
    done: read.done ?? 0,
    ...(read.layout ? { shape: rowShape(read.layout, notAsked) } : {}),
  };
}

export interface RevgeocodeResult {
  insertions: RowInsertion[];
  columns: string[];
  /** Places by outcome; `notReached` were not asked (a job cancelled). */
  places: { found: number; nothing: number; errors: number; notReached: number };
}

/**
 * The insertions for every row: after Cancel, a place not reached says `not asked` (its row is not counted as
 * done), so that every row of a table keeps as many cells as its header.
 */
export function writeReverseGeocode(text: string, job: RevgeocodeJob, answers: ReadonlyMap<string, JobAnswer<Nearest>>): RevgeocodeResult {
  const places = { found: 0, nothing: 0, errors: 0, notReached: 0 };
  const records: PlacedRecord<Answer>[] = [];
  const notAsked = new Set<number>();
  const outcomes = new Map<number, string[]>();
  const blank = new Set<number>();
  const first = job.read.header !== undefined ? 1 : 0;
  job.read.records.forEach((record, i) => {
    const got = new Map<string, Answer>();
    const said: string[] = [];
    for (const [stem, key] of job.keys[i]!) {
      const answer = answers.get(key);
      got.set(stem, answer ?? NOT_ASKED);
      const outcome = answer === undefined ? 'notReached' : !answer.ok ? 'error' : answer.value === null ? 'nothing' : 'found';
      if (answer === undefined) places.notReached++;
      else if (!answer.ok) places.errors++;
      else if (answer.value === null) places.nothing++;
      else places.found++;
      said.push(outcome);
    }
    outcomes.set(i + first, said);
    // A row without coordinates has nothing to ask: its cells keep the table square, and it is not counted as done.
    if (got.size === 0) blank.add(i + first);
    else if ([...got.values()].includes(NOT_ASKED)) notAsked.add(i + first);
    records.push({ start: record.start, end: record.end, node: record.node, places: got });
  });
  const { insertions, columns } = writeColumns(text, job.read, records, writer(job.buffer));
  return { insertions: insertionsByRow(insertions, job.rows, notAsked, outcomes, blank), columns, places };
}
