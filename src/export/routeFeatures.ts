// A planned route as GeoJSON features: the path, then each step (walk, drive, cycle) or each leg (public
// transport) with its instruction, time and distance. GPX and WKT are written from these, so the three
// exports always agree.
import { decodeRouteGeometry } from '../shared/onemap/geometry';
import { readInstruction, roadVariantsOf, type LatLngPair } from '../shared/onemap/instructions';
import type { PtLeg, PtRouteResponse, RouteResponse } from '../shared/onemap/types';
import type { RoutePlan } from '../shared/protocol/messages';

export type Position = [lon: number, lat: number];

export interface PathFeature {
  type: 'Feature';
  geometry: { type: 'LineString'; coordinates: Position[] };
  properties: {
    kind: 'route';
    routeType: RoutePlan['routeType'];
    /** The variant ("Recommended route") or itinerary ("Itinerary 1") exported. */
    name: string;
    from: string;
    to: string;
    time_s: number;
    distance_m: number;
    /** Public transport only: when the trip starts and ends (ISO 8601, Singapore time). */
    departs?: string;
    arrives?: string;
    fare?: string;
  };
}

export interface StepFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: Position };
  properties: { kind: 'step'; index: number; instruction: string; street: string; time_s?: number; distance_m?: number };
}

export interface LegFeature {
  type: 'Feature';
  geometry: { type: 'LineString'; coordinates: Position[] };
  properties: {
    kind: 'leg';
    index: number;
    instruction: string;
    mode: string;
    /** The line or bus service; empty on walks. */
    line: string;
    from: string;
    to: string;
    departs: string;
    arrives: string;
    time_s: number;
    distance_m: number;
  };
}

export interface RouteFeatureCollection {
  type: 'FeatureCollection';
  features: [PathFeature, ...(StepFeature | LegFeature)[]];
}

/** The route the user sees: `selected` is the variant (walk, drive, cycle) or the itinerary (public transport). */
export function routeFeatures(plan: RoutePlan, answer: RouteResponse | PtRouteResponse, selected: number): RouteFeatureCollection {
  return plan.routeType === 'pt'
    ? ptFeatures(plan, answer as PtRouteResponse, selected)
    : roadFeatures(plan, answer as RouteResponse, selected);
}

function roadFeatures(plan: RoutePlan, answer: RouteResponse, selected: number): RouteFeatureCollection {
  const variants = roadVariantsOf(answer);
  const variant = variants[selected] ?? variants[0]!;
  const path = decodeRouteGeometry(variant.route.route_geometry);
  const summary = variant.route.route_summary;
  const steps: StepFeature[] = [];
  variant.route.route_instructions.forEach((instruction, index) => {
    const read = readInstruction(instruction as readonly unknown[], path);
    if (!read.point) return;
    const properties: StepFeature['properties'] = { kind: 'step', index: index + 1, instruction: read.text, street: read.street };
    if (read.timeSeconds !== undefined) properties.time_s = read.timeSeconds;
    if (read.distanceMetres !== undefined) properties.distance_m = read.distanceMetres;
    steps.push({ type: 'Feature', geometry: { type: 'Point', coordinates: position(read.point) }, properties });
  });
  const pathFeature: PathFeature = {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: path.map(position) },
    properties: {
      kind: 'route',
      routeType: plan.routeType,
      name: variant.label,
      from: summary.start_point || describe(plan.start),
      to: summary.end_point || describe(plan.end),
      time_s: summary.total_time,
      distance_m: summary.total_distance,
    },
  };
  return { type: 'FeatureCollection', features: [pathFeature, ...steps] };
}

function ptFeatures(plan: RoutePlan, answer: PtRouteResponse, selected: number): RouteFeatureCollection {
  const itineraries = answer.plan.itineraries;
  const itinerary = itineraries[selected] ?? itineraries[0];
  if (!itinerary) throw new Error('OneMap found no public-transport itinerary to export.');
  const legs = itinerary.legs.map((leg, index) => legFeature(leg, index));
  const first = itinerary.legs[0];
  const last = itinerary.legs.at(-1);
  const pathFeature: PathFeature = {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: legs.flatMap((leg) => leg.geometry.coordinates) },
    properties: {
      kind: 'route',
      routeType: 'pt',
      name: `Itinerary ${itineraries.indexOf(itinerary) + 1}`,
      from: first?.from.name || describe(plan.start),
      to: last?.to.name || describe(plan.end),
      time_s: itinerary.duration,
      distance_m: Math.round(itinerary.legs.reduce((sum, leg) => sum + leg.distance, 0)),
      departs: singaporeTime(itinerary.startTime),
      arrives: singaporeTime(itinerary.endTime),
      fare: itinerary.fare,
    },
  };
  return { type: 'FeatureCollection', features: [pathFeature, ...legs] };
}

function legFeature(leg: PtLeg, index: number): LegFeature {
  const line = leg.transitLeg ? leg.routeShortName || leg.route : '';
  return {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: decodeRouteGeometry(leg.legGeometry.points).map(position) },
    properties: {
      kind: 'leg',
      index: index + 1,
      instruction: leg.transitLeg ? `${modeName(leg.mode)} ${line} from ${leg.from.name} to ${leg.to.name}` : `Walk to ${leg.to.name}`,
      mode: leg.mode,
      line,
      from: leg.from.name,
      to: leg.to.name,
      departs: singaporeTime(leg.startTime),
      arrives: singaporeTime(leg.endTime),
      time_s: leg.duration,
      distance_m: leg.distance,
    },
  };
}

function modeName(mode: string): string {
  switch (mode) {
    case 'BUS':
      return 'Bus';
    case 'SUBWAY':
      return 'MRT';
    case 'TRAM':
      return 'LRT';
    default:
      return mode.charAt(0) + mode.slice(1).toLowerCase();
  }
}

function position([lat, lng]: LatLngPair): Position {
  return [lng, lat];
}

function describe(point: { lat: number; lon: number }): string {
  return `${point.lat}, ${point.lon}`;
}

/** Epoch ms → "2023-11-30T08:15:00+08:00": Singapore has kept UTC+8 without daylight saving since 1982. */
export function singaporeTime(epochMs: number): string {
  return `${new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}
