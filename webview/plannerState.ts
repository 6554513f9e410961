// The planner's state as the page keeps it, and the keys that compare two states.
import type { LatLon } from '../src/shared/onemap/types';
import type { MapState } from '../src/shared/protocol/messages';

export function defaultState(): MapState {
  return { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto' };
}

/** The state without its centre and zoom: each view keeps its own, since the panel and the side view differ in size. */
export function withoutView(state: MapState): string {
  return JSON.stringify({ ...state, view: undefined });
}

/** Which endpoints a route was planned for: a re-plan between the same two points keeps the view. */
export function endpointsKey(plan: { start: LatLon; end: LatLon }): string {
  return `${plan.start.lat},${plan.start.lon};${plan.end.lat},${plan.end.lon}`;
}
