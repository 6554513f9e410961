// The coordinate engine (proj4), the OneMap client (undici), the route export (gpx-builder), Show on Map's
// file reader (jsonc-parser) and the planning areas (URA's boundaries) are bundles of their own, dist/coords.js,
// dist/onemap.js, dist/export.js, dist/mapdata.js and dist/planningarea.js, required the first time a command needs them, so that activation loads none of them.
import * as path from 'node:path';
import type * as Coords from '../shared/coords';
import type * as OneMap from '../onemap';
import type * as Export from '../export';
import type * as MapData from '../mapData';
import type * as PlanningArea from '../planningArea';
import type * as Nearest from '../nearest';

const loaded = new Map<string, unknown>();

/** Also used by a feature that owns its bundle's loader (src/diagnostics/host/loadDiagnostics.ts, src/commands/jobEngines.ts). */
export function loadBundle<T>(file: string): T {
  // A computed path keeps esbuild from inlining the bundle into the activation bundle; import() would make
  // every caller async for a bundle that loads in milliseconds.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (!loaded.has(file)) loaded.set(file, require(path.join(__dirname, file)));
  return loaded.get(file) as T;
}

export const loadCoords = (): typeof Coords => loadBundle('coords.js');
export const loadOneMap = (): typeof OneMap => loadBundle('onemap.js');
export const loadExport = (): typeof Export => loadBundle('export.js');
export const loadMapData = (): typeof MapData => loadBundle('mapdata.js');
export const loadPlanningArea = (): typeof PlanningArea => loadBundle('planningarea.js');
/** Add Nearest Places' engine (dist/nearest.js): the kd-tree, the shipped stations, rows read and written. */
export const loadNearest = (): typeof Nearest => loadBundle('nearest.js');
