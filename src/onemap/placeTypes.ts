// OneMap's search and reverse-geocode answers, as the rest of the extension reads them: numbers as numbers,
// OneMap's "NIL" (no block, no building) as an absent field. OneMap's own shapes, every value a string, are
// in NOTES.md and test/fixtures/onemap-samples/search_revgeocode_*.json.
import type { CallPriority } from './pacer';
import type { LatLon } from '../shared/onemap/types';
import type { XYPoint } from './types';

/** A point for reverse geocoding: WGS84 degrees, or SVY21 metres (X easting, Y northing). */
export type GeocodePoint = LatLon | XYPoint;

/** Where a place is, in both systems OneMap gives. */
export interface PlacePosition {
  lat: number;
  lon: number;
  /** SVY21 easting and northing, metres. */
  x: number;
  y: number;
}

/** One search result. */
export interface SearchResult extends PlacePosition {
  /** What matched: a building's name, or the address. */
  name: string;
  address: string;
  block?: string;
  road?: string;
  building?: string;
  postalCode?: string;
}

export interface SearchPage {
  /** Results in all pages. */
  found: number;
  totalPages: number;
  page: number;
  results: SearchResult[];
}

/** What OneMap says is at (or near) a point. */
export interface GeocodedPlace extends PlacePosition {
  building?: string;
  block?: string;
  road?: string;
  postalCode?: string;
}

export interface SearchOptions {
  /** From 1; default 1. OneMap gives 10 results a page. */
  page?: number;
  signal?: AbortSignal;
  /** Default 'interactive': a batch job says 'batch' and yields the pacer's slots to the user's own calls. */
  priority?: CallPriority;
}

export interface ReverseGeocodeOptions {
  /** Metres around the point, 0 to 500; OneMap's default when absent. */
  buffer?: number;
  signal?: AbortSignal;
  /** Default 'interactive'. */
  priority?: CallPriority;
}

export function isXYPoint(point: GeocodePoint): point is XYPoint {
  return typeof point === 'object' && point !== null && 'X' in point;
}
