// Route plans as they cross between host and page: read one from what arrived, and turn one into the request
// src/onemap's client takes.
import { isMaxWalkDistance, isNumItineraries, isPtDate, isPtTime, ROUTE_TYPES, TRANSIT_MODES } from '../onemap/params';
import type { RouteRequest } from '../onemap/types';
import { isOneOf, isRecord, optional, readLatLon } from './checks';
import type { PtOptions, RoutePlan } from './messages';

function readPtOptions(value: unknown): PtOptions | undefined {
  if (!isRecord(value)) return undefined;
  const { date, time, mode, maxWalkDistance, numItineraries } = value;
  if (!isPtDate(date) || !isPtTime(time) || !isOneOf(mode, TRANSIT_MODES)) return undefined;
  if (!optional(maxWalkDistance, isMaxWalkDistance) || !optional(numItineraries, isNumItineraries)) return undefined;
  const options: PtOptions = { date, time, mode };
  if (maxWalkDistance !== undefined) options.maxWalkDistance = maxWalkDistance;
  if (numItineraries !== undefined) options.numItineraries = numItineraries;
  return options;
}

/** A plan whose `pt` options are present exactly when its routeType is 'pt', or undefined. */
export function readRoutePlan(value: unknown): RoutePlan | undefined {
  if (!isRecord(value)) return undefined;
  const start = readLatLon(value.start);
  const end = readLatLon(value.end);
  const routeType = value.routeType;
  if (!start || !end || !isOneOf(routeType, ROUTE_TYPES)) return undefined;
  if (routeType !== 'pt') return value.pt === undefined ? { start, end, routeType } : undefined;
  const pt = readPtOptions(value.pt);
  return pt ? { start, end, routeType, pt } : undefined;
}

/** The OneMap request a plan stands for, in the shape src/onemap's client takes. */
export function routeRequestOf(plan: RoutePlan): RouteRequest {
  const { start, end } = plan;
  if (plan.routeType !== 'pt') return { start, end, routeType: plan.routeType };
  return { start, end, routeType: 'pt', ...plan.pt };
}
