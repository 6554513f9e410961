// The map's test hook shape, in a file of its own with no DOM or Leaflet types, so the page and both test
// harnesses (plain Chromium and the real workbench) share one definition.
import type { LatLngPair } from '../../src/shared/onemap/instructions';

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

/** What the tests and the benchmark read of a file's layer (Show on Map); positions are [lat, lng]. */
export interface DataLayerSnapshot {
  id: string;
  title: string;
  visible: boolean;
  features: number;
  /** Lines and polygons drawn (each part of a multi-geometry counts). */
  shapes: number;
  /** The points drawn on their own (not in a cluster) in and around the view, by feature index. */
  points: Array<{ feature: number; at: LatLngPair }>;
  clusters: Array<{ count: number; at: LatLngPair }>;
  highlighted: number | null;
}

/** What the tests read of Add Nearest Places' lines: each line as drawn, row's end first. */
export interface NearestSnapshot {
  id: string;
  title: string;
  visible: boolean;
  lines: Array<[LatLngPair, LatLngPair] | LatLngPair[]>;
  /** Lines stroked on the layer's canvas in its last drawing (those in and around the view). */
  stroked: number;
  /** The rows' points drawn on their own (not in a cluster), by line index. */
  points: Array<{ feature: number; at: LatLngPair }>;
  /** The open popup's text, when it is this layer's. */
  popup: string | null;
}
