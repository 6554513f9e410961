// What the panel shows for a walk, drive or cycle answer: its variants (the route, OneMap's shortest-distance
// `phyroute`, any `alternativeroute`), each with summary, path and steps. Pure, so Node tests can check it.
import { decodeRouteGeometry } from '../../src/shared/onemap/geometry';
import { type LatLngPair, readInstruction, roadVariantsOf } from '../../src/shared/onemap/instructions';
import type { RoadRoute, RouteResponse } from '../../src/shared/onemap/types';
import { formatDistance, formatDuration } from '../common/format';

export type { LatLngPair };
export { parsePoint } from '../../src/shared/onemap/instructions';

export interface StepView {
  text: string;
  street: string;
  distance: string;
  /** Where the maneuver happens, when the answer says. */
  point?: LatLngPair;
}

export interface RoadVariantView {
  label: string;
  time: string;
  distance: string;
  /** OneMap's names for the ends; either may be empty. */
  startName: string;
  endName: string;
  points: LatLngPair[];
  steps: StepView[];
}

/** The answer's variants, the main route first. */
export function roadVariants(response: RouteResponse): RoadVariantView[] {
  return roadVariantsOf(response).map(({ label, route }) => variantView(route, label));
}

function variantView(route: RoadRoute, label: string): RoadVariantView {
  const points = decodeRouteGeometry(route.route_geometry);
  const summary = route.route_summary;
  return {
    label,
    time: formatDuration(summary.total_time),
    distance: formatDistance(summary.total_distance),
    startName: text(summary.start_point),
    endName: text(summary.end_point),
    points,
    steps: route.route_instructions.map((instruction) => stepView(instruction as unknown[], points)),
  };
}

/**
 * One step as the list shows it. The distance is written from OneMap's metres like every other distance on the
 * page ("5.8 km", not OneMap's "5839m"); OneMap's own words only when it gives no number.
 */
export function stepView(instruction: readonly unknown[], points: readonly LatLngPair[]): StepView {
  const read = readInstruction(instruction, points);
  const distance = read.distanceMetres !== undefined ? formatDistance(read.distanceMetres) : read.distanceText.trim();
  const step: StepView = { text: read.text, street: read.street, distance };
  if (read.point) step.point = read.point;
  return step;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
