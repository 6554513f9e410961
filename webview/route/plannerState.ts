// The planner's state as the page starts it, and when two points are one place.
import type { LatLon } from '../../src/shared/onemap/types';
import type { MapState } from '../../src/shared/protocol/messages';

export function defaultState(): MapState {
  return { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto' };
}

/** Start and end this close are one place: OneMap would answer a "0 s, 0 m" walk and fares for standing still. */
export const SAME_PLACE_METRES = 1.5;

/** Whether two points are within SAME_PLACE_METRES of each other (haversine on a 6371 km sphere). */
export function samePlace(a: LatLon, b: LatLon): boolean {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))) <= SAME_PLACE_METRES;
}
