// The places and the saved planner state the protocol's tests share: a public-transport plan between two points
// of OneMap's own route samples, with every optional part of the state filled.
import type { MapState } from '../../../src/shared/protocol/messages';

export const start = { lat: 1.3164362820435, lon: 103.78465901413 };
export const end = { lat: 1.3112243823809, lon: 103.82678813342 };
export const pt = { date: '11-30-2023', time: '10:26:00', mode: 'BUS' as const, maxWalkDistance: 1000, numItineraries: 3 as const };

export const state: MapState = {
  v: 1,
  start,
  end,
  routeType: 'pt',
  pt: { mode: 'BUS', maxWalkDistance: 800, numItineraries: 2, departAt: { date: '11-30-2023', time: '10:26:00' } },
  basemap: 'Grey',
  view: { center: { lat: 1.31, lon: 103.8 }, zoom: 14 },
  route: { plan: { start, end, routeType: 'pt', pt }, selected: 0 },
};
