// Add Nearest Places' lines drawn again from the file's own columns after a window reload: the columns name each
// row's nearest place and its distance, and the places the lines ran to are kept (names and positions) with the
// columns' names. When the lines are first shown, the columns holding them are found by their values, whatever
// the run wrote (straight-line or walking columns, a suffix, two places a row). No `vscode` here.
import type { Node } from 'jsonc-parser';
import type { FindOptions } from '../mapData/findPoints';
import { type PlaceRows, readPlaceRows } from '../planningArea/addPlanningAreas';
import { cellSpans, cellValue } from '../planningArea/tableCells';
import { delimiterOf } from '../planningArea/tableRows';
import { transformPoint } from '../shared/coords/transform';
import { existingNearestColumns } from './existingColumns';
import type { KindLines } from './mapLines';
import { metresValue } from './nearestColumns';
import { lineLabel, rowLabels } from './rowLabels';

/** The columns of one place stem (`start_`, `end_`, or '' for a row's only place): its nearest's name and distance. */
export interface StemColumns {
  stem: string;
  name: string;
  /** Absent when no column holds the distances drawn: they are then worked out again on SVY21. */
  metres?: string;
}

/** The places a kind's lines ran to: each name (two places may share one) and its position, lat, lon at 2i. */
export interface KeptPlaces {
  names: string[];
  coords: number[];
}

type Cell = (record: PlaceRows['records'][number], column: string) => string | undefined;

/** The places the lines run to, each once. */
export function keptPlaces(lines: KindLines): KeptPlaces {
  const coords: number[] = new Array(2 * lines.names.length).fill(0);
  const done = new Set<number>();
  lines.nearest.forEach((n, i) => {
    if (done.has(n)) return;
    done.add(n);
    coords[2 * n] = lines.coords[4 * i + 2]!;
    coords[2 * n + 1] = lines.coords[4 * i + 3]!;
  });
  return { names: lines.names.slice(), coords };
}

/**
 * The columns of `text` that hold what `lines` shows, for each place stem: the name column whose every cell is
 * its line's place, the distance column whose every cell is its line's metres. Undefined when a stem's lines
 * match no column (the file changed since the run), or no line matches a row.
 */
export function matchColumns(text: string, find: FindOptions, lines: KindLines): StemColumns[] | undefined {
  const read = readPlaceRows(text, [], find, 'Add Nearest Places');
  const cell = cellReader(text, read);
  const candidates = existingNearestColumns(text);
  const names = new Map<string, Set<string>>();
  const metres = new Map<string, Set<string>>();
  const { points } = read;
  let line = 0;
  for (const record of read.records) {
    for (const [stem, p] of record.places) {
      // Rows outside the run's selection have no line: a line is its row's place, as the run rounded it.
      const c = lines.coords;
      if (line >= lines.labels.length || round(points.lat[p]!) !== c[4 * line] || round(points.lon[p]!) !== c[4 * line + 1]) continue;
      if (!names.has(stem)) names.set(stem, new Set(candidates));
      if (!metres.has(stem)) metres.set(stem, new Set(candidates));
      const place = lines.names[lines.nearest[line]!]!;
      for (const column of names.get(stem)!) if (cell(record, column) !== place) names.get(stem)!.delete(column);
      for (const column of metres.get(stem)!) if (Number(cell(record, column) || NaN) !== lines.metres[line]) metres.get(stem)!.delete(column);
      line++;
    }
  }
  if (line !== lines.labels.length || line === 0) return undefined;
  const taken = new Set<string>();
  const out: StemColumns[] = [];
  for (const [stem, left] of names) {
    // Two stems whose places are all alike match each other's columns too: each takes the first not taken.
    const name = [...left].find((n) => !taken.has(n)) ?? [...left][0];
    if (name === undefined) return undefined;
    taken.add(name);
    const distance = [...metres.get(stem)!].find((n) => !taken.has(n));
    if (distance !== undefined) taken.add(distance);
    out.push(distance === undefined ? { stem, name } : { stem, name, metres: distance });
  }
  return out;
}

/** Thrown when the file can no longer give the lines: its words, after the file's name, say why. */
export class LinesGoneError extends Error {
  override readonly name = 'LinesGoneError';
}

/**
 * The lines as `text`'s columns give them now: each row's place to the kept place its name column names (of two
 * places by one name, the one at the distance its row has written, else the nearer). Rows whose cell is empty (outside the run)
 * draw nothing; `unknown` counts the cells naming no kept place (edited since).
 */
export function linesFromColumns(text: string, find: FindOptions, columns: readonly StemColumns[], places: KeptPlaces, decimals: number): { lines: KindLines; unknown: number } {
  let read: PlaceRows;
  try {
    read = readPlaceRows(text, [], find, 'Add Nearest Places');
  } catch (error) {
    throw new LinesGoneError(`has no rows to draw (${error instanceof Error ? error.message : String(error)})`);
  }
  const present = new Set(existingNearestColumns(text));
  const gone = columns.map((c) => c.name).filter((n) => !present.has(n));
  if (gone.length > 0) throw new LinesGoneError(`no longer has ${gone.join(', ')}`);
  const cell = cellReader(text, read);
  const byName = new Map<string, number[]>();
  places.names.forEach((name, i) => byName.set(name, [...(byName.get(name) ?? []), i]));
  const label = rowLabels(text, read);
  const twoPlaces = read.stemOrder.length > 1;
  const out: KindLines = { coords: [], labels: [], names: [], nearest: [], metres: [] };
  const named = new Map<number, number>();
  let unknown = 0;
  for (const record of read.records) {
    if (record.places.size === 0) continue;
    let row: string | undefined;
    for (const [stem, p] of record.places) {
      const column = columns.find((c) => c.stem === stem);
      const name = column && cell(record, column.name);
      if (!column || !name) continue;
      const candidates = byName.get(name);
      if (!candidates) {
        unknown++;
        continue;
      }
      const lat = round(read.points.lat[p]!);
      const lon = round(read.points.lon[p]!);
      const distance = column.metres === undefined ? undefined : cell(record, column.metres);
      const written = distance ? Number(distance) : NaN;
      const metres = (i: number) => svy21Distance(lat, lon, places.coords[2 * i]!, places.coords[2 * i + 1]!);
      // Of two places by one name: one at the distance the row has written (to its rounding, and a few
      // centimetres for the positions kept), and of those, or of all when none is (a route's metres are no straight
      // line), the nearer. The run's nearest of all is the nearest of its name, and Show on Map after a walking-time
      // run draws the nearer too; two places within the rounding of each other are told apart by distance alone.
      const slack = 0.5 / 10 ** decimals + 0.05;
      const fits = (i: number): boolean => Number.isFinite(written) && Math.abs(metres(i) - written) <= slack;
      let best = candidates[0]!;
      for (const i of candidates) {
        if (fits(i) !== fits(best) ? fits(i) : metres(i) < metres(best)) best = i;
      }
      let n = named.get(best);
      if (n === undefined) named.set(best, (n = out.names.push(name) - 1));
      row ??= label(record);
      out.coords.push(lat, lon, places.coords[2 * best]!, places.coords[2 * best + 1]!);
      out.labels.push(lineLabel(row, stem, twoPlaces));
      out.nearest.push(n);
      out.metres.push(Number.isFinite(written) && written >= 0 ? written : metresValue(metres(best), decimals));
    }
  }
  return { lines: out, unknown };
}

const round = (value: number): number => Math.round(value * 1e7) / 1e7;

function svy21Distance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const [x1, y1] = transformPoint('EPSG:4326', 'EPSG:3414', lon1, lat1);
  const [x2, y2] = transformPoint('EPSG:4326', 'EPSG:3414', lon2, lat2);
  return Math.hypot(x2 - x1, y2 - y1);
}

/** A row's cell in a column (a table's) or member (a JSON object's, or its GeoJSON `properties`'), as text. */
function cellReader(text: string, read: PlaceRows): Cell {
  if (read.root || read.header === undefined) {
    return (record, column) => member(record.node as Node | undefined, column);
  }
  const delimiter = delimiterOf(read.header);
  const header = read.header.replace(/^\uFEFF/, '');
  const index = new Map(cellSpans(header, 0, header.length, delimiter).map((span, i) => [cellValue(header, span).trim(), i] as const));
  return (record, column) => {
    const at = index.get(column);
    if (at === undefined) return undefined;
    const span = cellSpans(text, record.start, record.end, delimiter)[at];
    return span && cellValue(text, span);
  };
}

function member(node: Node | undefined, key: string): string | undefined {
  for (const child of node?.children ?? []) {
    const [name, value] = child.children ?? [];
    if (name?.value === key && (value?.type === 'string' || value?.type === 'number')) return String(value.value);
  }
  for (const child of node?.children ?? []) {
    const [name, value] = child.children ?? [];
    if (name?.value === 'properties' && value?.type === 'object') return member(value, key);
  }
  return undefined;
}
