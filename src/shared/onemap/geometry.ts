// route_geometry and legGeometry.points are Google encoded polylines of [lat, lng]. Current answers use
// precision 5; answers from before 2020 used 6, which decoded at 5 lands ten times too far from the equator.
import * as polyline from '@mapbox/polyline';

// A little wider than OneMap's basemap bounds (SW 1.144, 103.535 / NE 1.494, 104.502).
const SINGAPORE = { south: 1.0, north: 1.6, west: 103.4, east: 104.6 };

export function isInSingapore(lat: number, lon: number): boolean {
  return lat >= SINGAPORE.south && lat <= SINGAPORE.north && lon >= SINGAPORE.west && lon <= SINGAPORE.east;
}

/** The path as [lat, lng] pairs, read at precision 5, or at 6 when 5 puts the first point outside Singapore. */
export function decodeRouteGeometry(encoded: string): [number, number][] {
  const points = polyline.decode(encoded, 5);
  if (points.length === 0 || isInSingapore(points[0][0], points[0][1])) return points;
  const older = polyline.decode(encoded, 6);
  return isInSingapore(older[0][0], older[0][1]) ? older : points;
}
