// The user's own data on the map (Show on Map): what the host sends the page for one file, and the check the
// page runs on it. Positions are WGS84, already converted by the host; the page never sees the text, only
// what to draw and what to write beside it, and names a feature back to the host by its index.
import { isLayerColour } from '../layerPalette';
import { isArrayOf, isNumber, isRecord, isString, MAX_NAME } from './checks';

/** One drawable part of a feature. Paths and rings are flat: lat, lon, lat, lon, … */
export type Shape =
  | { kind: 'point'; lat: number; lon: number }
  | { kind: 'line'; path: number[] }
  | { kind: 'polygon'; rings: number[][] };

export interface MapFeature {
  shapes: Shape[];
  /** What the map writes beside it: a name-like property or column, else where it is in the file. */
  label: string;
  /** The other properties or columns, in the file's order, as text. */
  properties: Array<[string, string]>;
}

/** One file's features, drawn as one layer that can be hidden or removed. */
export interface DataLayer {
  id: string;
  /** The file's name. */
  title: string;
  /** A line under the title (a OneMap theme's owner and data date); absent for a file. */
  details?: string;
  /** `#rrggbb`, chosen by the host (src/dataLayers/layerColours.ts): the same file has it in every view. */
  colour: string;
  features: MapFeature[];
}

/** More than any file the host would read in one go: a bound for what a page accepts, not a goal. */
export const MAX_FEATURES = 200_000;
export const MAX_VERTICES = 2_000_000;
export const MAX_PROPERTIES = 100;
const MAX_LAYER_ID = 100;

export function isLayerId(value: unknown): value is string {
  return isString(value, MAX_LAYER_ID) && /^[\w.-]+$/.test(value);
}

/** A checked copy of a layer, or undefined. Counts vertices over the whole layer, so no message can exhaust the page. */
export function readDataLayer(value: unknown): DataLayer | undefined {
  if (!isRecord(value) || !isLayerId(value.id) || !isString(value.title, MAX_NAME) || !isLayerColour(value.colour)) return undefined;
  if (!Array.isArray(value.features) || value.features.length > MAX_FEATURES) return undefined;
  const budget = { vertices: MAX_VERTICES };
  const features: MapFeature[] = [];
  for (let i = 0; i < value.features.length; i++) {
    if (!(i in value.features)) return undefined;
    const feature = readFeature(value.features[i], budget);
    if (!feature) return undefined;
    features.push(feature);
  }
  if (value.details !== undefined && !isString(value.details, MAX_NAME)) return undefined;
  return { id: value.id, title: value.title, ...(value.details !== undefined ? { details: value.details as string } : {}), colour: value.colour, features };
}

function readFeature(value: unknown, budget: { vertices: number }): MapFeature | undefined {
  if (!isRecord(value) || !isString(value.label, MAX_NAME)) return undefined;
  if (!isArrayOf(value.properties, MAX_PROPERTIES, isProperty)) return undefined;
  if (!Array.isArray(value.shapes) || value.shapes.length === 0) return undefined;
  const shapes: Shape[] = [];
  for (let i = 0; i < value.shapes.length; i++) {
    const shape = i in value.shapes ? readShape(value.shapes[i], budget) : undefined;
    if (!shape) return undefined;
    shapes.push(shape);
  }
  const properties = (value.properties as Array<[string, string]>).map(([k, v]): [string, string] => [k, v]);
  return { shapes, label: value.label, properties };
}

function isProperty(value: unknown): boolean {
  return Array.isArray(value) && value.length === 2 && isString(value[0], MAX_NAME) && isString(value[1], MAX_NAME);
}

function readShape(value: unknown, budget: { vertices: number }): Shape | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.kind) {
    case 'point':
      if (!isNumber(value.lat, -90, 90) || !isNumber(value.lon, -180, 180)) return undefined;
      budget.vertices -= 1;
      return budget.vertices < 0 ? undefined : { kind: 'point', lat: value.lat, lon: value.lon };
    case 'line': {
      const path = readPath(value.path, 2, budget);
      return path && { kind: 'line', path };
    }
    case 'polygon': {
      if (!Array.isArray(value.rings) || value.rings.length === 0 || value.rings.length > MAX_FEATURES) return undefined;
      const rings: number[][] = [];
      for (let i = 0; i < value.rings.length; i++) {
        const ring = i in value.rings ? readPath(value.rings[i], 3, budget) : undefined;
        if (!ring) return undefined;
        rings.push(ring);
      }
      return { kind: 'polygon', rings };
    }
    default:
      return undefined;
  }
}

/** A flat lat, lon, … list of at least `least` positions, every one on the globe. */
function readPath(value: unknown, least: number, budget: { vertices: number }): number[] | undefined {
  if (!Array.isArray(value) || value.length % 2 !== 0 || value.length < 2 * least) return undefined;
  budget.vertices -= value.length / 2;
  if (budget.vertices < 0) return undefined;
  for (let i = 0; i < value.length; i += 2) {
    if (!(i in value) || !(i + 1 in value)) return undefined;
    if (!isNumber(value[i], -90, 90) || !isNumber(value[i + 1], -180, 180)) return undefined;
  }
  return value.slice() as number[];
}
