// The three ways to export a route, each with the language an editor shows it in.
import type { PtRouteResponse, RouteResponse } from '../shared/onemap/types';
import type { RoutePlan } from '../shared/protocol/messages';
import { routeFeatures } from './routeFeatures';
import { routeGpx } from './routeGpx';
import { routeWkt } from './routeWkt';

export const EXPORT_FORMATS = ['geojson', 'gpx', 'wkt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportedRoute {
  text: string;
  /** VS Code's language id for an untitled editor holding the text. */
  language: string;
}

export function exportRoute(format: ExportFormat, plan: RoutePlan, answer: RouteResponse | PtRouteResponse, selected: number): ExportedRoute {
  const collection = routeFeatures(plan, answer, selected);
  switch (format) {
    case 'geojson':
      return { text: `${positionsOnOneLine(JSON.stringify(collection, null, 2))}\n`, language: 'json' };
    case 'gpx':
      return { text: routeGpx(collection), language: 'xml' };
    case 'wkt':
      return { text: `${routeWkt(collection)}\n`, language: 'plaintext' };
  }
}

/**
 * Indented JSON, but each position `[lon, lat]` on one line, as GeoJSON files are usually written: a route of a
 * thousand points then reads as a thousand lines, not four thousand. Only arrays of two or three numbers are
 * joined, and a string cannot hold a line break in JSON text, so no string is changed.
 */
function positionsOnOneLine(json: string): string {
  return json.replace(/\[\n\s*(-?[\d.eE+-]+),\n\s*(-?[\d.eE+-]+)(?:,\n\s*(-?[\d.eE+-]+))?\n\s*\]/g, (_, a: string, b: string, c?: string) =>
    c === undefined ? `[${a}, ${b}]` : `[${a}, ${b}, ${c}]`,
  );
}
