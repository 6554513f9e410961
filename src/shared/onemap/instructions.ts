// What one OneMap road-route instruction says, read from either shape the service has used. The map page
// lists these as steps and the host exports them; both read them here.
import type { RoadRoute, RouteResponse } from './types';

export type LatLngPair = [number, number];

export interface Instruction {
  text: string;
  street: string;
  /** Metres, when the answer gives a number. */
  distanceMetres?: number;
  /** OneMap's own words for the distance ("56m"), possibly empty. */
  distanceText: string;
  /** Seconds, when the answer gives a number. */
  timeSeconds?: number;
  /** Where the maneuver happens, when the answer says. */
  point?: LatLngPair;
}

export interface RoadVariant {
  label: string;
  route: RoadRoute;
}

/** The answer's variants, the main route first: the route, OneMap's shortest-distance `phyroute`, any `alternativeroute`. */
export function roadVariantsOf(response: RouteResponse): RoadVariant[] {
  const variants: RoadVariant[] = [{ label: nonEmpty(response.subtitle) ?? 'Recommended route', route: response }];
  if (response.phyroute) variants.push({ label: nonEmpty(response.phyroute.subtitle) ?? 'Shortest distance', route: response.phyroute });
  response.alternativeroute?.forEach((route, i) => variants.push({ label: nonEmpty(route.subtitle) ?? `Alternative ${i + 1}`, route }));
  return variants;
}

/**
 * Current answers: [9] text, [1] street, [2] metres, [3] "lat,lng", [4] seconds, [5] "56m". Answers from before
 * 2020 had 11 items with an OSRM turn code in [0], an index into the path in [3] and compass words in [6] and
 * [9]; for those the text is written from the code.
 */
export function readInstruction(instruction: readonly unknown[], path: readonly LatLngPair[]): Instruction {
  const street = text(instruction[1]);
  const read: Instruction = { text: '', street, distanceText: text(instruction[5]) };
  if (isFiniteNumber(instruction[2])) read.distanceMetres = instruction[2];
  if (isFiniteNumber(instruction[4])) read.timeSeconds = instruction[4];
  const at = instruction[3];
  if (typeof at === 'number') {
    read.text = legacyText(text(instruction[0]), street, text(instruction[6]));
    const point = Number.isInteger(at) ? path[at] : undefined;
    if (point) read.point = [point[0], point[1]];
    return read;
  }
  read.text = text(instruction[9]);
  const point = parsePoint(at);
  if (point) read.point = point;
  return read;
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

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
