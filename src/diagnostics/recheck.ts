// Checking a file again after an edit. A FeatureCollection is collected and its structure checked feature by
// feature, each result kept under the feature's text: after an edit only the features whose text changed
// are read again, the others' coordinates and issues are moved to where their feature now starts. The
// judging against the whole file (checkCoordinates) runs over every coordinate again, which is cheap.
// Anything else is checked whole each time.
import { collectCoordinates, type Coordinate } from './collect';
import { checkCoordinates } from './checks';
import { featureSpans } from './featureSpans';
import { checkGeoJsonStructure } from './geojsonStructure';
import type { Problem } from './types';

interface FeatureResult {
  /** Where the feature started when these offsets were last right. */
  at: number;
  coordinates: Coordinate[];
  structure: Problem[];
}

/** What one check leaves for the next: the results of each feature, by its text. */
export class Recheck {
  private features = new Map<string, FeatureResult>();
  /** Features read again (not found by their text) in the last check: the measure of incremental work. */
  lastRead = 0;

  check(text: string, isGeoJson: boolean): Problem[] {
    const split = isGeoJson ? featureSpans(text) : undefined;
    if (!split) {
      this.features.clear();
      const structure = isGeoJson ? checkGeoJsonStructure(text) : [];
      return merge(structure, checkCoordinates(text, collectCoordinates(text)));
    }
    const next = new Map<string, FeatureResult>();
    const coordinates: Coordinate[] = [];
    const structure: Problem[] = [];
    // The collection without its features: its own members' structure.
    const removed = split.close - split.open - 2;
    for (const p of checkGeoJsonStructure(text.slice(0, split.open + 1) + text.slice(split.close - 1))) {
      const shift = (o: number) => (o > split.open ? o + removed : o);
      structure.push({ ...p, start: shift(p.start), end: shift(p.end) });
    }
    this.lastRead = 0;
    const { spans } = split;
    for (let k = 0; k < spans.length; k += 2) {
      const start = spans[k]!;
      const source = text.slice(start, spans[k + 1]!);
      let result = next.has(source) ? undefined : this.features.get(source);
      if (result) moveTo(result, start);
      else {
        this.lastRead++;
        result = readFeature(source, start);
      }
      next.set(source, result);
      for (const c of result.coordinates) coordinates.push(c);
      for (const p of result.structure) structure.push(p);
    }
    this.features = next;
    return merge(structure, checkCoordinates(text, coordinates));
  }
}

function readFeature(source: string, at: number): FeatureResult {
  const result: FeatureResult = { at: 0, coordinates: collectCoordinates(source), structure: checkGeoJsonStructure(source) };
  moveTo(result, at);
  return result;
}

/** Moves a feature's offsets to where it starts now (in place: the results belong to this Recheck alone). */
function moveTo(result: FeatureResult, at: number): void {
  const d = at - result.at;
  if (d === 0) return;
  for (const c of result.coordinates) {
    c.x = { ...c.x, start: c.x.start + d, end: c.x.end + d };
    c.y = { ...c.y, start: c.y.start + d, end: c.y.end + d };
    if (c.names) {
      const { x, y, kind } = c.names;
      c.names = { x: { ...x, start: x.start + d, end: x.end + d }, y: { ...y, start: y.start + d, end: y.end + d }, kind };
    }
  }
  for (const p of result.structure) {
    p.start += d;
    p.end += d;
  }
  result.at = at;
}

function merge(structure: Problem[], coordinates: Problem[]): Problem[] {
  return structure.length === 0 ? coordinates : [...structure, ...coordinates].sort((a, b) => a.start - b.start);
}
