// Add Nearest Places' answer on the map: one layer a kind, a thin line from each row's place to its nearest
// place. It travels as flat lists (four numbers a line, one name a distinct nearest place), not an object a
// line: 100 000 rows make one message the page checks in a few milliseconds. Checked whole on arrival.
import { isLayerColour } from '../layerPalette';
import { isRecord, isString, MAX_NAME, type Rec } from './checks';
import { isLayerId, MAX_FEATURES } from './dataLayers';

export interface NearestLayer {
  id: string;
  /** The file's name and what was looked for: `hdb.csv: nearest MRT/LRT station`. */
  title: string;
  colour: string;
  /** Line i: the row's place then its nearest place, WGS84: lat, lon, lat, lon at 4i…4i+3. */
  coords: number[];
  /** Line i's row as the user knows it (its name or address column, else its line number). */
  labels: string[];
  /** The nearest places' names, each once. */
  names: string[];
  /** Line i's nearest place: an index in `names`. */
  nearest: number[];
  /** Line i's straight-line distance in metres, as written in the file (rounded as the file has it). */
  metres: number[];
  /** Why some lines, or all, are not drawn (after a window reload: the file is gone, its columns removed). */
  note?: string;
}

export type NearestToPage =
  /** Draw (or redraw) a kind's lines; `fit`: move the view to them. Taken off with `removeLayer`. */
  { type: 'showNearest'; layer: NearestLayer; fit: boolean };

/** A note is a sentence or two. */
const MAX_NOTE = 500;

/** Two places a row (a trip) gives two lines: the bound is twice the layers'. */
export const MAX_LINES = 2 * MAX_FEATURES;

export function readNearestToPage(data: Rec): NearestToPage | undefined {
  if (data.type !== 'showNearest' || typeof data.fit !== 'boolean') return undefined;
  const layer = readNearestLayer(data.layer);
  return layer && { type: 'showNearest', layer, fit: data.fit };
}

function readNearestLayer(value: unknown): NearestLayer | undefined {
  if (!isRecord(value) || !isLayerId(value.id) || !isString(value.title, MAX_NAME) || !isLayerColour(value.colour)) return undefined;
  if (value.note !== undefined && !isString(value.note, MAX_NOTE)) return undefined;
  const { coords, labels, names, nearest, metres } = value;
  if (!isStrings(labels, MAX_LINES) || !isStrings(names, MAX_LINES)) return undefined;
  const lines = labels.length;
  if (!isLineCoords(coords, lines) || !Array.isArray(nearest) || nearest.length !== lines || !Array.isArray(metres) || metres.length !== lines) return undefined;
  for (let i = 0; i < lines; i++) {
    const n: unknown = nearest[i];
    const m: unknown = metres[i];
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) >= names.length) return undefined;
    if (typeof m !== 'number' || !Number.isFinite(m) || m < 0) return undefined;
  }
  const layer: NearestLayer = { id: value.id, title: value.title, colour: value.colour, coords, labels, names, nearest: nearest as number[], metres: metres as number[] };
  if (value.note !== undefined) layer.note = value.note;
  return layer;
}

function isStrings(value: unknown, max: number): value is string[] {
  if (!Array.isArray(value) || value.length > max) return false;
  for (let i = 0; i < value.length; i++) if (!isString(value[i], MAX_NAME)) return false;
  return true;
}

/** Four numbers a line, each pair a lat, lon on the globe. */
function isLineCoords(value: unknown, lines: number): value is number[] {
  if (!Array.isArray(value) || value.length !== 4 * lines) return false;
  for (let i = 0; i < value.length; i += 2) {
    const lat: unknown = value[i];
    const lon: unknown = value[i + 1];
    if (typeof lat !== 'number' || !(lat >= -90 && lat <= 90) || typeof lon !== 'number' || !(lon >= -180 && lon <= 180)) return false;
  }
  return true;
}
