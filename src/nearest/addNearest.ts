// Add Nearest Places' work on a file's text, pure (no `vscode`): Add Planning Area's reading of rows (CSV/TSV
// rows with coordinates in any system, named or not, two places a row; JSON arrays of objects; GeoJSON points)
// and its writing of columns, with each place's nearest place of each kind in between.
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { type Insertion, readPlaceRows, writeColumns } from '../planningArea/addPlanningAreas';
import { transformPoint } from '../shared/coords/transform';
import { MapLines } from './mapLines';
import { type ColumnOptions, type KindColumns, type Nearest, nearestWriter } from './nearestColumns';
import type { PlaceIndex } from './placeIndex';

/** One kind to look for: its index (built once) and the words naming its columns. */
export interface Kind extends KindColumns {
  index: PlaceIndex;
}

export interface NearestOptions extends ColumnOptions {
  /** Whether a position (WGS84) is outside Singapore: counted and said, still answered. */
  outside?: (lon: number, lat: number) => boolean;
}

export interface NearestResult {
  insertions: Insertion[];
  columns: string[];
  /** Rows that got answers; `places` counts their places (a trip's row has two). */
  rows: { placed: number; places: number; withoutCoordinates: number; outside: number };
  /** Places whose nearest place of some kind was tied with another at the same distance (the first listed won). */
  ties: number;
  /** The lines from each place to its nearest of each kind, for Show on Map. */
  lines: MapLines;
}

/** Each place of the rows meeting `spans` (every row when empty) gets, for each kind, its nearest place. */
export function addNearestPlaces(
  text: string,
  kinds: readonly Kind[],
  spans: readonly Span[] = [],
  find: FindOptions = {},
  options: NearestOptions = { decimals: 0, radius: 1000 },
): NearestResult {
  const read = readPlaceRows(text, spans, find, 'Add Nearest Places');
  const { points } = read;
  const rows = { placed: 0, places: 0, withoutCoordinates: read.withoutCoordinates, outside: 0 };
  let ties = 0;
  const hit = { place: -1, d2: Infinity, tied: 0 };
  const lines = new MapLines(kinds, text, read);
  const records = read.records.map((record, r) => {
    const places = new Map<string, Nearest[]>();
    for (const [stem, p] of record.places) {
      const lon = points.lon[p]!;
      const lat = points.lat[p]!;
      if (options.outside?.(lon, lat)) rows.outside++;
      const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat);
      places.set(
        stem,
        kinds.map((kind, k) => {
          kind.index.nearest(x, y, hit);
          lines.add(r, stem, lon, lat, k, hit.place, Math.sqrt(hit.d2));
          if (hit.tied > 1) ties++;
          const answer: Nearest = { name: kind.index.places.names[hit.place]!, metres: Math.sqrt(hit.d2) };
          if (options.radius !== undefined) answer.count = kind.index.countWithin(x, y, options.radius);
          return answer;
        }),
      );
      rows.places++;
    }
    if (places.size > 0) rows.placed++;
    return { ...record, places };
  });
  const written = writeColumns(text, read, records, nearestWriter(kinds, options));
  return { ...written, insertions: rows.placed === 0 ? [] : written.insertions, rows, ties, lines };
}
