// Show on Map's reading of a file: the converter's scanner gives the positions (findPoints), and the file's
// own structure groups them into places: GeoJSON Features, WKT geometries, CSV rows, JSON objects with named
// coordinates; any other pair is a place of its own.
import { tableHeader } from '../shared/coords/named';
import type { CrsId } from '../shared/coords/types';
import type { ParseError } from 'jsonc-parser';
import { findPoints, type FindOptions } from './findPoints';
import { geoJsonFeatures, objectAround, propertiesOf } from './jsonFeatures';
import { jsonTree } from './jsonTree';
import { chooseLabel, LineIndex } from './labels';
import type { FoundPoints, SourceFeature } from './sourceFeature';
import { firstStructuralError, samePlace, SkippedCounter, type SkippedPlaces } from './skippedPlaces';
import { tableFeatures } from './tableFeatures';
import { wktFeatures } from './wktFeatures';

export type { FindOptions };

/**
 * The file's places in text order, and the positions it names that are not shown (skipped). Throws the
 * converter's CoordinateError when the text holds no pair.
 */
export function findFeatures(text: string, options: FindOptions = {}): { from: CrsId; features: SourceFeature[]; skipped?: SkippedPlaces } {
  const { from, points } = findPoints(text, options);
  const lines = new LineIndex(text);
  const errors: ParseError[] = [];
  const root = jsonTree(text, errors);
  const header = root ? undefined : tableHeader(text);
  /** Features whose geometry gives no shape: their positions are neither places nor loose. */
  const unread: Array<{ start: number; end: number }> = [];
  const structured = root
    ? geoJsonFeatures(text, root, points, lines, unread)
    : header
      ? tableFeatures(text, header, points, lines)
      : wktFeatures(text, points, lines);
  structured.sort((a, b) => a.start - b.start);
  unread.sort((a, b) => a.start - b.start);

  const features = structured.slice();
  /** Each object's offset, and its place's first position. */
  const objects = new Map<number, number>();
  const skipped = new SkippedCounter();
  for (const feature of unread) skipped.skip('geometry', feature.start, feature.start, feature.end);
  // Past a syntax error the parser may have lost the structure: a position there in no object is what is
  // left of one (a brace deleted), not a place of its own.
  const broken = firstStructuralError(errors);
  const brokenFrom = broken?.offset ?? Infinity;
  let j = 0;
  let u = 0;
  for (let p = 0; p < points.count; p++) {
    const start = points.start[p]!;
    const end = points.end[p]!;
    while (j < structured.length && structured[j]!.end <= start) j++;
    if (j < structured.length && structured[j]!.start <= start && end <= structured[j]!.end) continue;
    while (u < unread.length && unread[u]!.end <= start) u++;
    if (u < unread.length && unread[u]!.start <= start && end <= unread[u]!.end) continue;
    const object = root && objectAround(root, start, end);
    if (object) {
      // One place per object, however many pairs it names (OneMap's results carry two systems).
      const placed = objects.get(object.offset);
      if (placed !== undefined) {
        // Another place in the same object: an object read as one from two (a brace deleted) is told.
        if (!samePlace(latLon(points, placed), latLon(points, p))) skipped.skip('merged', start, object.offset);
        continue;
      }
      objects.set(object.offset, p);
      const properties = propertiesOf(text, object);
      const label = chooseLabel(properties, lines.label(object.offset));
      features.push({ ...pointAt(points, p), label, properties, start: object.offset, end: object.offset + object.length });
    } else if (root && start > brokenFrom) {
      skipped.skip('unreadable', start);
    } else {
      const label = lines.label(start);
      features.push({ ...pointAt(points, p), label, properties: [['Text', text.slice(start, end)]], start, end });
    }
  }
  features.sort((a, b) => a.start - b.start);
  const skippedPlaces = skipped.result(errors, broken);
  return skippedPlaces ? { from, features, skipped: skippedPlaces } : { from, features };
}

function latLon(points: FoundPoints, p: number): { lat: number; lon: number } {
  return { lat: points.lat[p]!, lon: points.lon[p]! };
}

function pointAt(points: FoundPoints, p: number): Pick<SourceFeature, 'shapes'> {
  return { shapes: [{ kind: 'point', lat: points.lat[p]!, lon: points.lon[p]! }] };
}

/** The innermost feature whose text holds `offset`, by index; undefined when the cursor is in none. */
export function featureAt(features: readonly SourceFeature[], offset: number): number | undefined {
  let lo = 0;
  let hi = features.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (features[mid]!.start <= offset) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && i >= lo - 8; i--) if (features[i]!.end >= offset) return i;
  return undefined;
}
