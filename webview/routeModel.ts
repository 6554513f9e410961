// What the panel shows for a walk, drive or cycle answer: its variants (the route, OneMap's shortest-distance
// `phyroute`, any `alternativeroute`), each with summary, path and steps. Pure, so Node tests can check it.
import { decodeRouteGeometry } from '../src/shared/onemap/geometry';
import type { RoadRoute, RouteResponse } from '../src/shared/onemap/types';
import { formatDistance, formatDuration } from './format';

export type LatLngPair = [number, number];

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
  const variants = [variantView(response, 'Recommended route')];
  if (response.phyroute) variants.push(variantView(response.phyroute, 'Shortest distance'));
  response.alternativeroute?.forEach((route, i) => variants.push(variantView(route, `Alternative ${i + 1}`)));
  return variants;
}

function variantView(route: RoadRoute, fallbackLabel: string): RoadVariantView {
  const points = decodeRouteGeometry(route.route_geometry);
  const summary = route.route_summary;
  return {
    label: nonEmpty(route.subtitle) ?? fallbackLabel,
    time: formatDuration(summary.total_time),
    distance: formatDistance(summary.total_distance),
    startName: text(summary.start_point),
    endName: text(summary.end_point),
    points,
    steps: route.route_instructions.map((instruction) => stepView(instruction as unknown[], points)),
  };
}

/**
 * Current answers: [9] text, [1] street, [5] "56m", [3] "lat,lng". Answers from before 2020 had 11 items
 * with an OSRM turn code in [0], an index into the path in [3] and compass words in [6] and [9]; for those
 * the text is written from the code.
 */
export function stepView(instruction: readonly unknown[], points: readonly LatLngPair[]): StepView {
  const street = text(instruction[1]);
  const distanceText = nonEmpty(instruction[5]) ?? (typeof instruction[2] === 'number' ? formatDistance(instruction[2]) : '');
  const at = instruction[3];
  if (typeof at === 'number') {
    const point = Number.isInteger(at) ? points[at] : undefined;
    const step: StepView = { text: legacyText(text(instruction[0]), street, text(instruction[6])), street, distance: distanceText };
    if (point) step.point = [point[0], point[1]];
    return step;
  }
  const step: StepView = { text: text(instruction[9]), street, distance: distanceText };
  const point = parsePoint(at);
  if (point) step.point = point;
  return step;
}

/** "1.304274,103.841343" → [lat, lng]; undefined for anything else. */
export function parsePoint(value: unknown): LatLngPair | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',');
  if (parts.length !== 2) return undefined;
  const [lat, lng] = parts.map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat!) > 90 || Math.abs(lng!) > 180) return undefined;
  return [lat!, lng!];
}

// OSRM 4's turn codes, as the pre-2020 answers wrote them ("11-2" is a roundabout's second exit).
const TURNS: Record<string, string> = {
  '0': 'Continue',
  '1': 'Go straight',
  '2': 'Turn slightly right',
  '3': 'Turn right',
  '4': 'Turn sharply right',
  '5': 'Make a U-turn',
  '6': 'Turn sharply left',
  '7': 'Turn left',
  '8': 'Turn slightly left',
  '9': 'Reach the waypoint',
  '10': 'Head',
  '11': 'Enter the roundabout',
  '12': 'Leave the roundabout',
  '13': 'Stay on the roundabout',
  '14': 'Start at the end of the street',
  '15': 'Arrive at your destination',
};

function legacyText(code: string, street: string, heading: string): string {
  const [turn, exit] = code.split('-');
  const phrase = turn !== undefined && Object.hasOwn(TURNS, turn) ? TURNS[turn]! : 'Continue';
  if (turn === '15' || turn === '9') return street ? `${phrase} on ${street}` : phrase;
  if (turn === '11' && exit) return `${phrase} and take exit ${exit}${street ? ` onto ${street}` : ''}`;
  if (turn === '10') return `${phrase}${heading ? ` ${heading}` : ''}${street ? ` on ${street}` : ''}`;
  return street ? `${phrase} onto ${street}` : phrase;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
