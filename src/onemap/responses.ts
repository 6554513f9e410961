// Minimal checks on successful answers: enough that callers can rely on the fields they read, without
// rejecting the extra fields OneMap adds from time to time.
import { malformedResponse, serverMessageOf } from './responseError';
import type { PtRouteResponse, RouteResponse } from '../shared/onemap/types';
import { type ConvertDirection, type ConvertOutput, givesLatLon } from './types';

/** JSON text to a value; anything else (an HTML page from a captive portal, a cut-off body) is malformed. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw malformedResponse(text.trim() === '' ? 'an empty body' : 'the body is not complete JSON', error);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 200 carrying an error message explains itself better than "field missing". */
function missing(body: unknown, what: string): Error {
  const words = isRecord(body) && typeof body.error === 'string' ? serverMessageOf(JSON.stringify(body)) : undefined;
  return malformedResponse(words ? `${what}; OneMap said: ${words}` : what);
}

// OneMap sends JSON numbers here, but its search API sends every number as a string: accept both.
function numberField(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function readConversion<D extends ConvertDirection>(direction: D, body: unknown): ConvertOutput<D> {
  if (!isRecord(body)) throw missing(body, 'the conversion answer is not an object');
  const keys = givesLatLon(direction) ? (['latitude', 'longitude'] as const) : (['X', 'Y'] as const);
  const [a, b] = keys.map((key) => numberField(body, key));
  if (a === undefined || b === undefined) throw missing(body, `the conversion answer lacks ${keys.join(' or ')}`);
  return (givesLatLon(direction) ? { latitude: a, longitude: b } : { X: a, Y: b }) as ConvertOutput<D>;
}

export function readRoadRoute(body: unknown): RouteResponse {
  if (!isRecord(body)) throw missing(body, 'the route answer is not an object');
  const summary = body.route_summary;
  if (
    typeof body.route_geometry !== 'string' ||
    !Array.isArray(body.route_instructions) ||
    !isRecord(summary) ||
    typeof summary.total_time !== 'number' ||
    typeof summary.total_distance !== 'number'
  ) {
    throw missing(body, 'the route answer lacks route_geometry, route_instructions or route_summary');
  }
  return body as unknown as RouteResponse;
}

export function readPtRoute(body: unknown): PtRouteResponse {
  if (!isRecord(body) || !isRecord(body.plan) || !Array.isArray(body.plan.itineraries)) {
    throw missing(body, 'the public-transport answer lacks plan.itineraries');
  }
  return body as unknown as PtRouteResponse;
}
