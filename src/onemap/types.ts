// Shapes of OneMap's token and coordinate-conversion requests and answers, from the contract
// (shared/onemap-api.md). Only the host uses these; the routing shapes, which the map page reads too, are in
// src/shared/onemap/types.ts.

// ---- Token ----

export interface TokenResponse {
  access_token: string;
  /** UNIX seconds. A string in current answers, a number in older ones. */
  expiry_timestamp: string | number;
}

// ---- Coordinate conversion ----

/** WGS84 (EPSG:4326) in degrees. */
export interface LatLonPoint {
  latitude: number;
  longitude: number;
}

/** Projected metres: SVY21 (EPSG:3414) or Web Mercator (EPSG:3857). X is easting, Y northing. */
export interface XYPoint {
  X: number;
  Y: number;
}

interface ConversionShapes {
  '4326to3857': { input: LatLonPoint; output: XYPoint };
  '4326to3414': { input: LatLonPoint; output: XYPoint };
  '3414to3857': { input: XYPoint; output: XYPoint };
  '3414to4326': { input: XYPoint; output: LatLonPoint };
  '3857to3414': { input: XYPoint; output: XYPoint };
  '3857to4326': { input: XYPoint; output: LatLonPoint };
}

export type ConvertDirection = keyof ConversionShapes;
export type ConvertInput<D extends ConvertDirection> = ConversionShapes[D]['input'];
export type ConvertOutput<D extends ConvertDirection> = ConversionShapes[D]['output'];

export const CONVERT_DIRECTIONS: readonly ConvertDirection[] = [
  '4326to3857',
  '4326to3414',
  '3414to3857',
  '3414to4326',
  '3857to3414',
  '3857to4326',
];

/** Whether the direction takes latitude/longitude (else X/Y). */
export function takesLatLon(direction: ConvertDirection): boolean {
  return direction.startsWith('4326');
}

/** Whether the direction answers latitude/longitude (else X/Y). */
export function givesLatLon(direction: ConvertDirection): boolean {
  return direction.endsWith('4326');
}
