// The user's own data on the map (Show on Map) and OneMap's themes: what the host sends the page for one layer,
// and the bounds the page holds it to. Positions are WGS84, already converted by the host; the page never sees
// the text, only what to draw and what to write beside it, and names a feature back to the host by its index.
// It travels packed as one text, and is checked as it is unpacked (layerWire.ts).
import { isString } from './checks';

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
  /** `#rrggbb`, chosen by the host (src/layers/layerColours.ts): the same file has it in every view. */
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
