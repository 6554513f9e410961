// What Travel Times asks OneMap for a trip and keeps of the answer, pure (no `vscode`). The key names the
// question exactly: mode, both ends at 5 decimals (1.1 m; the ends are sent so rounded), and for public
// transport the transit mode, date and time.
import type { JobItem } from '../batch/jobTypes';
import type { LatLon, PtRouteResponse, RouteRequest, RouteResponse, RouteType, TransitMode } from '../shared/onemap/types';

export interface TravelMode {
  routeType: RouteType;
  /** Public transport only: MM-DD-YYYY and HH:MM:SS, as OneMap takes them, and which vehicles. */
  date?: string;
  time?: string;
  transitMode?: TransitMode;
}

/** A trip's time and distance; `none` is OneMap's answer that it found no way (kept: asking again gives the same). */
export type Travel = { minutes: number; km: number } | { none: string };

function rounded(point: LatLon): LatLon {
  return { lat: Math.round(point.lat * 1e5) / 1e5, lon: Math.round(point.lon * 1e5) / 1e5 };
}

const text = (p: LatLon): string => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`;

export function routeItem(start: LatLon, end: LatLon, mode: TravelMode): JobItem<RouteRequest> {
  const [from, to] = [rounded(start), rounded(end)];
  if (mode.routeType !== 'pt') {
    return { key: `route|${mode.routeType}|${text(from)}|${text(to)}`, query: { start: from, end: to, routeType: mode.routeType } };
  }
  const transit = mode.transitMode ?? 'TRANSIT';
  const { date = '', time = '' } = mode;
  return {
    key: `route|pt|${transit}|${text(from)}|${text(to)}|${date}|${time}`,
    query: { start: from, end: to, routeType: 'pt', date, time, mode: transit, numItineraries: 1 },
  };
}

/**
 * Walk, drive, cycle: the route summary's total time and distance. Public transport: the first itinerary (the
 * one OneMap ranks best) — its duration, waits included, and the distance of all its legs, walking and riding.
 */
export function travelOf(response: RouteResponse | PtRouteResponse): Travel {
  if ('plan' in response) {
    const first = response.plan.itineraries[0];
    if (!first) return { none: 'no public-transport route' };
    const metres = first.legs.reduce((sum, leg) => sum + (Number.isFinite(leg.distance) ? leg.distance : 0), 0);
    return { minutes: minutes(first.duration), km: km(metres) };
  }
  return { minutes: minutes(response.route_summary.total_time), km: km(response.route_summary.total_distance) };
}

/** Minutes to a tenth, kilometres to ten metres: finer than either route's own accuracy. */
const minutes = (seconds: number): number => Math.round(seconds / 6) / 10;
const km = (metres: number): number => Math.round(metres / 10) / 100;
