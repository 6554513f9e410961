// The rules for OneMap's routing parameters, written once: the client checks a request with them before
// sending it (src/onemap/validate.ts), and the protocol checks what crosses between host and page with them
// (src/shared/protocol). Each check takes anything and never throws.

export const ROAD_ROUTE_TYPES = ['walk', 'drive', 'cycle'] as const;
export const ROUTE_TYPES = [...ROAD_ROUTE_TYPES, 'pt'] as const;
export const TRANSIT_MODES = ['TRANSIT', 'BUS', 'RAIL'] as const;

export type RoadRouteType = (typeof ROAD_ROUTE_TYPES)[number];
export type RouteType = (typeof ROUTE_TYPES)[number];
export type TransitMode = (typeof TRANSIT_MODES)[number];
export type NumItineraries = 1 | 2 | 3;

/** OneMap's answers have no use for a longer walk, and a bound keeps a typo from asking for one. */
export const MAX_WALK_DISTANCE = 100_000;

const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function isRouteType(value: unknown): value is RouteType {
  return typeof value === 'string' && (ROUTE_TYPES as readonly string[]).includes(value);
}

export function isTransitMode(value: unknown): value is TransitMode {
  return typeof value === 'string' && (TRANSIT_MODES as readonly string[]).includes(value);
}

/** MM-DD-YYYY naming a day that exists (no 02-30, no 02-29 outside leap years), from 1970 on. */
export function isPtDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DATE.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** HH:MM:SS on the 24-hour clock (00:00:00 to 23:59:59). */
export function isPtTime(text: unknown): text is string {
  return typeof text === 'string' && TIME.test(text);
}

/** A whole number from 1 to 3: an upper bound, OneMap may answer fewer. */
export function isNumItineraries(value: unknown): value is NumItineraries {
  return value === 1 || value === 2 || value === 3;
}

/** Metres above 0, up to MAX_WALK_DISTANCE. */
export function isMaxWalkDistance(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_WALK_DISTANCE;
}
