// The checks on OneMap's route answers as they cross between host and page. Answers are kept as OneMap sent
// them (the app reads them again after a reload), so they are checked, not copied. The checks cover what the
// app reads; the rest of OneMap's fields pass through unchecked.
import type { PtRouteResponse, RouteResponse, RouteType } from '../onemap/types';
import { isArrayOf, isName, isNumber, isRecord, isString, optional } from './checks';
import type { RouteAnswer } from './messages';

/** A 10 000-point path is about 60 000 characters; OneMap's longest drives are well under this. */
const MAX_GEOMETRY = 2_000_000;
const MAX_INSTRUCTIONS = 20_000;
const MAX_ALTERNATIVES = 10;
const MAX_ITINERARIES = 10;
const MAX_LEGS = 200;
const MAX_STOPS = 1000;

function isRoadRoute(value: unknown, nested: boolean): value is RouteResponse {
  if (!isRecord(value)) return false;
  const summary = value.route_summary;
  const ok =
    isString(value.route_geometry, MAX_GEOMETRY) &&
    isArrayOf(value.route_instructions, MAX_INSTRUCTIONS, isInstruction) &&
    isRecord(summary) &&
    isNumber(summary.total_time, 0) &&
    isNumber(summary.total_distance, 0) &&
    optional(summary.start_point, isName) &&
    optional(summary.end_point, isName) &&
    optional(value.subtitle, isName) &&
    optional(value.status_message, isName);
  if (!ok) return false;
  if (nested) return value.phyroute === undefined && value.alternativeroute === undefined;
  const alternatives = value.alternativeroute;
  return (
    (value.phyroute === undefined || isRoadRoute(value.phyroute, true)) &&
    (alternatives === undefined ||
      isArrayOf(alternatives, MAX_ALTERNATIVES, (a) => isRoadRoute(a, true)))
  );
}

// Positions and types moved between formats (the pre-2020 one has 11 items, numbers where strings are now):
// any short array of short strings and numbers is accepted, and the app reads each item by its type.
function isInstruction(value: unknown): boolean {
  return isArrayOf(value, 16, (item) => item === null || isName(item) || isNumber(item) || typeof item === 'boolean');
}

function isPlace(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.lat, -90, 90) &&
    isNumber(value.lon, -180, 180) &&
    optional(value.name, isName) &&
    optional(value.arrival, isNumber) &&
    optional(value.departure, isNumber)
  );
}

function isLeg(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const geometry = value.legGeometry;
  return (
    isName(value.mode) &&
    isNumber(value.startTime) &&
    isNumber(value.endTime) &&
    isPlace(value.from) &&
    isPlace(value.to) &&
    isRecord(geometry) &&
    isString(geometry.points, MAX_GEOMETRY) &&
    optional(value.route, isName) &&
    optional(value.routeShortName, isName) &&
    optional(value.routeLongName, isName) &&
    optional(value.routeId, isName) &&
    optional(value.distance, isNumber) &&
    optional(value.duration, isNumber) &&
    optional(value.numIntermediateStops, (n): n is number => isNumber(n, 0, MAX_STOPS)) &&
    optional(value.transitLeg, (b): b is boolean => typeof b === 'boolean')
  );
}

function isItinerary(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.duration, 0) &&
    isNumber(value.startTime) &&
    isNumber(value.endTime) &&
    isArrayOf(value.legs, MAX_LEGS, isLeg) &&
    optional(value.walkTime, isNumber) &&
    optional(value.transfers, isNumber) &&
    optional(value.fare, isName)
  );
}

function isPtRoute(value: unknown): value is PtRouteResponse {
  if (!isRecord(value) || !isRecord(value.plan)) return false;
  const itineraries = value.plan.itineraries;
  return isArrayOf(itineraries, MAX_ITINERARIES, isItinerary);
}

/** A response fits its plan: road answers for walk, drive and cycle; OpenTripPlanner answers for pt. */
export function isRouteAnswer(routeType: RouteType, value: unknown): value is RouteAnswer {
  return routeType === 'pt' ? isPtRoute(value) : isRoadRoute(value, false);
}
