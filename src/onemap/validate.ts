// Parameters are checked before anything is sent: a request OneMap would refuse costs a call against the
// rate limit and comes back with a less helpful message than we can give here.
import { OneMapError } from './errors';
import {
  isMaxWalkDistance,
  isNumItineraries,
  isPtDate,
  isPtTime,
  isRouteType,
  isTransitMode,
  MAX_WALK_DISTANCE,
} from '../shared/onemap/params';
import type { LatLon, RouteRequest } from '../shared/onemap/types';
import { CONVERT_DIRECTIONS, type ConvertDirection, takesLatLon } from './types';

function invalid(field: string, rule: string, value?: unknown): OneMapError {
  const got = value === undefined ? '' : ` (got ${describe(value)})`;
  return new OneMapError('invalid-request', `Invalid ${field}: ${rule}${got}.`, { field });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return typeof value;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function checkLatitude(field: string, value: unknown): void {
  if (!isFiniteNumber(value) || value < -90 || value > 90) {
    throw invalid(field, 'a latitude must be a number from -90 to 90', value);
  }
}

function checkLongitude(field: string, value: unknown): void {
  if (!isFiniteNumber(value) || value < -180 || value > 180) {
    throw invalid(field, 'a longitude must be a number from -180 to 180', value);
  }
}

function checkPoint(field: 'start' | 'end', value: unknown): void {
  if (typeof value !== 'object' || value === null) throw invalid(field, 'give it as {lat, lon}', value);
  const point = value as Partial<LatLon>;
  checkLatitude(`${field}.lat`, point.lat);
  checkLongitude(`${field}.lon`, point.lon);
}

/** Throws an 'invalid-request' OneMapError naming the first parameter that breaks the contract's rules. */
export function validateRouteRequest(request: RouteRequest): void {
  if (typeof request !== 'object' || request === null) throw invalid('route request', 'it must be an object');
  const r = request as unknown as Record<string, unknown>;
  if (!isRouteType(r.routeType)) {
    throw invalid('routeType', 'it must be one of walk, drive, pt, cycle (lowercase)', r.routeType);
  }
  checkPoint('start', r.start);
  checkPoint('end', r.end);
  if (r.routeType !== 'pt') return;

  if (!isPtDate(r.date)) {
    throw invalid('date', 'it must be a real calendar date from 1970 on, written MM-DD-YYYY', r.date);
  }
  if (!isPtTime(r.time)) {
    throw invalid('time', 'it must be HH:MM:SS on the 24-hour clock (00:00:00 to 23:59:59)', r.time);
  }
  if (!isTransitMode(r.mode)) {
    throw invalid('mode', 'it must be one of TRANSIT, BUS, RAIL (uppercase)', r.mode);
  }
  if (r.maxWalkDistance !== undefined && !isMaxWalkDistance(r.maxWalkDistance)) {
    throw invalid('maxWalkDistance', `it must be a positive number of metres, up to ${MAX_WALK_DISTANCE}`, r.maxWalkDistance);
  }
  if (r.numItineraries !== undefined && !isNumItineraries(r.numItineraries)) {
    throw invalid('numItineraries', 'it must be a whole number from 1 to 3', r.numItineraries);
  }
}

/** Throws an 'invalid-request' OneMapError unless `point` fits `direction`'s input. */
export function validateConvertInput(direction: ConvertDirection, point: unknown): void {
  if (!CONVERT_DIRECTIONS.includes(direction)) {
    throw invalid('direction', `it must be one of ${CONVERT_DIRECTIONS.join(', ')}`, direction);
  }
  if (typeof point !== 'object' || point === null) throw invalid('point', 'it must be an object', point);
  const p = point as Record<string, unknown>;
  if (takesLatLon(direction)) {
    checkLatitude('latitude', p.latitude);
    checkLongitude('longitude', p.longitude);
    return;
  }
  for (const axis of ['X', 'Y'] as const) {
    if (!isFiniteNumber(p[axis])) throw invalid(axis, 'it must be a finite number of metres', p[axis]);
  }
}

/** The password is never echoed, not even in part. */
export function validateCredentials(email: unknown, password: unknown): void {
  if (typeof email !== 'string' || email.trim() === '' || !email.includes('@')) {
    throw invalid('email', 'enter the email address registered with OneMap');
  }
  if (typeof password !== 'string' || password === '') {
    throw invalid('password', 'enter the password of the OneMap account');
  }
}
