// The map's test hook shape, in a file of its own with no DOM or Leaflet types, so the page and both test
// harnesses (plain Chromium and the real workbench) share one definition.
import type { LatLngPair } from './routeModel';

export type { LatLngPair };

/** What the tests read through window.__onemapMapDebug: positions only, nothing that changes the map. */
export interface MapSnapshot {
  center: LatLngPair;
  zoom: number;
  /** Each drawn route line (road path, or one per transit leg) as [lat, lng] points. */
  lines: LatLngPair[][];
  highlight: LatLngPair | null;
  markers: { start: LatLngPair | null; end: LatLngPair | null };
}
