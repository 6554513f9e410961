// Coordinate problems of a file, for the Problems panel: pure (no `vscode`), a bundle of its own
// (dist/diagnostics.js) loaded the first time a file is checked.
import { Recheck } from './recheck';
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
  return new Recheck().check(text, isGeoJson(text, languageId));
}

/** Checks one document again and again: after an edit, only what the edit changed is read again (recheck.ts). */
export class ProblemChecker {
  private readonly recheck = new Recheck();
  check(text: string, languageId: string): Problem[] {
    return this.recheck.check(text, isGeoJson(text, languageId));
  }
  /** Features read again by the last check (a FeatureCollection's), for the benchmark. */
  get lastRead(): number {
    return this.recheck.lastRead;
  }
}
