// The converter's own scanner is the source of positions: whatever Convert Coordinates reads (plain pairs,
// GeoJSON positions, WKT, CSV columns, named keys, in any of the three systems), Show on Map draws.
import { CoordinateError } from '../shared/coords/errors';
import { planPairs } from '../shared/coords/plan';
import { transformPoint } from '../shared/coords/transform';
import type { AxisOrder, CrsId } from '../shared/coords/types';
import type { FoundPoints } from './sourceFeature';

export interface FindOptions {
  svy21Order?: AxisOrder;
  /** The system the user set (`onemap.conversion.sourceSystem`), else detected. */
  from?: CrsId;
}

/**
 * Every pair in `text`, as WGS84. A file that holds two systems for the same points (OneMap's exports: X/Y
 * and LATITUDE/LONGITUDE) shows its degrees: both are the same places, and the degrees need no conversion.
 */
export function findPoints(text: string, options: FindOptions): { from: CrsId; points: FoundPoints } {
  let planned: ReturnType<typeof planPairs>;
  try {
    planned = planPairs([text], { svy21Order: options.svy21Order, from: options.from, scope: 'file' });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'CoordinateError' && (error as CoordinateError).code === 'mixed-systems')) throw error;
    const systems = (error as CoordinateError).systems ?? [];
    const from = systems.includes('EPSG:4326') ? 'EPSG:4326' : systems[0];
    planned = planPairs([text], { svy21Order: options.svy21Order, from, scope: 'file' });
  }
  return { from: planned.from, points: pointsOf(planned.from, planned.pairs) };
}

/** The planned pairs as WGS84 points, in text order. */
export function pointsOf(from: CrsId, pairs: ReturnType<typeof planPairs>['pairs']): FoundPoints {
  const count = pairs.count;
  const points: FoundPoints = {
    count,
    start: new Int32Array(count),
    end: new Int32Array(count),
    lat: new Float64Array(count),
    lon: new Float64Array(count),
  };
  const svy21 = from === 'EPSG:3414' ? { x: new Float64Array(count), y: new Float64Array(count) } : undefined;
  if (svy21) Object.assign(points, svy21);
  for (let i = 0; i < count; i++) {
    const a = pairs.firstValue[i]!;
    const b = pairs.secondValue[i]!;
    const xFirst = pairs.xFirst[i] === 1;
    const [lon, lat] = transformPoint(from, 'EPSG:4326', xFirst ? a : b, xFirst ? b : a);
    points.start[i] = Math.min(pairs.firstStart[i]!, pairs.secondStart[i]!);
    points.end[i] = Math.max(pairs.firstEnd[i]!, pairs.secondEnd[i]!);
    points.lat[i] = lat;
    points.lon[i] = lon;
    if (svy21) {
      svy21.x[i] = xFirst ? a : b;
      svy21.y[i] = xFirst ? b : a;
    }
  }
  return inTextOrder(points);
}

/** Named pairs can come out of the scanner after a plain pair that follows them: the lookups need text order. */
function inTextOrder(points: FoundPoints): FoundPoints {
  let sorted = true;
  for (let i = 1; i < points.count && sorted; i++) sorted = points.start[i - 1]! <= points.start[i]!;
  if (sorted) return points;
  const order = Array.from({ length: points.count }, (_, i) => i).sort((a, b) => points.start[a]! - points.start[b]!);
  return {
    count: points.count,
    start: Int32Array.from(order, (i) => points.start[i]!),
    end: Int32Array.from(order, (i) => points.end[i]!),
    lat: Float64Array.from(order, (i) => points.lat[i]!),
    lon: Float64Array.from(order, (i) => points.lon[i]!),
    ...(points.x && points.y && { x: Float64Array.from(order, (i) => points.x![i]!), y: Float64Array.from(order, (i) => points.y![i]!) }),
  };
}

/** The index of the first point whose span starts at or after `offset` (points are in text order). */
export function firstPointFrom(points: FoundPoints, offset: number): number {
  let lo = 0;
  let hi = points.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points.start[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
