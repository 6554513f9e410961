// Coordinate problems of a file, for the Problems panel: pure (no `vscode`), a bundle of its own
// (dist/diagnostics.js) loaded the first time a file is checked.
import { collectCoordinates } from './collect';
import { checkCoordinates } from './checks';
import { checkGeoJsonStructure } from './geojsonStructure';
import type { Problem } from './types';

export type { Fix, Problem, ProblemCode, TextEdit } from './types';
export { allEdits, applyEdits } from './edits';

/** A JSON document that is GeoJSON: its outermost object says so first (as GeoJSON writers put it). */
const GEOJSON_START = /^\s*\{\s*"type"\s*:\s*"(?:FeatureCollection|Feature|Point|MultiPoint|LineString|MultiLineString|Polygon|MultiPolygon|GeometryCollection)"/;

export function isGeoJson(text: string, languageId: string): boolean {
  return languageId === 'geojson' || (languageId === 'json' && GEOJSON_START.test(text.slice(0, 200)));
}

/** Every coordinate problem of `text`, in text order; `languageId` decides whether GeoJSON's structure is checked. */
export function findProblems(text: string, languageId: string): Problem[] {
  const structure = isGeoJson(text, languageId) ? checkGeoJsonStructure(text) : [];
  const problems = checkCoordinates(text, collectCoordinates(text));
  return structure.length === 0 ? problems : [...structure, ...problems].sort((a, b) => a.start - b.start);
}
