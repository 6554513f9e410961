// Shapes of OneMap's routing requests and answers, from the contract (shared/onemap-api.md), the field notes
// and the recorded responses in test/fixtures/onemap-samples. Both the host and the map page use them. Words
// chosen by the service (maneuvers, compass directions, modes) are plain strings: the service has used more
// spellings than any list we could write.

import type { NumItineraries, RoadRouteType, RouteType, TransitMode } from './params';

// ---- Routing requests ----

export interface LatLon {
  lat: number;
  lon: number;
}

export type { RoadRouteType, RouteType, TransitMode };

export interface RoadRouteRequest {
  start: LatLon;
  end: LatLon;
  routeType: RoadRouteType;
}

export interface PtRouteRequest {
  start: LatLon;
  end: LatLon;
  routeType: 'pt';
  /** MM-DD-YYYY, the date at the start point. */
  date: string;
  /** HH:MM:SS on the 24-hour clock. */
  time: string;
  mode: TransitMode;
  /** Metres; the service assumes 1000 when absent. */
  maxWalkDistance?: number;
  /** An upper bound: the service may answer fewer. */
  numItineraries?: NumItineraries;
}

export type RouteRequest = RoadRouteRequest | PtRouteRequest;

// ---- Routing answers: walk, drive, cycle ----

/**
 * One instruction: [0] maneuver word, [1] street (may be empty), [2] segment distance m, [3] "lat,lng" of the
 * maneuver point, [4] segment time s, [5] formatted distance ("56m"), [6] compass heading, [7] a second compass
 * word, [8] travel mode ("driving", "walking", "cycling"), [9] instruction text.
 */
export type RouteInstruction = [
  maneuver: string,
  street: string,
  distanceMetres: number,
  point: string,
  timeSeconds: number,
  distanceText: string,
  heading: string,
  compass: string,
  travelMode: string,
  text: string,
];

export interface RouteSummary {
  /** May be an empty string. */
  start_point: string;
  end_point: string;
  /** Seconds. */
  total_time: number;
  /** Metres. */
  total_distance: number;
}

export interface RoadRoute {
  status_message: string;
  /** Google encoded polyline, precision 5, [lat, lng] (precision 6 before 2020). */
  route_geometry: string;
  status: number;
  route_instructions: RouteInstruction[];
  route_name: string[];
  route_summary: RouteSummary;
  subtitle?: string;
  viaRoute?: string;
}

export interface RouteResponse extends RoadRoute {
  /** The shortest-distance variant ("Shortest distance"), same shape. */
  phyroute?: RoadRoute;
  alternativeroute?: RoadRoute[];
}

// ---- Routing answers: public transport (OpenTripPlanner) ----

export interface PtPlace {
  name: string;
  lon: number;
  lat: number;
  orig?: string;
  /** "NORMAL" for the trip's ends, "TRANSIT" for stops. */
  vertexType?: string;
  stopId?: string;
  stopCode?: string;
  stopIndex?: number;
  stopSequence?: number;
  /** Epoch milliseconds. */
  arrival?: number;
  /** Epoch milliseconds. */
  departure?: number;
}

export interface PtStep {
  /** Metres. */
  distance: number;
  relativeDirection: string;
  streetName: string;
  absoluteDirection: string;
  stayOn: boolean;
  area: boolean;
  bogusName: boolean;
  lon: number;
  lat: number;
  elevation: unknown[];
}

export interface PtLeg {
  /** Epoch milliseconds. */
  startTime: number;
  /** Epoch milliseconds. */
  endTime: number;
  departureDelay: number;
  arrivalDelay: number;
  realTime: boolean;
  /** Metres. */
  distance: number;
  pathway: boolean;
  /** "WALK", "BUS", "SUBWAY", … */
  mode: string;
  /** Empty on walking legs; "NS", "7 / 7B", … on transit legs. */
  route: string;
  agencyTimeZoneOffset: number;
  interlineWithPreviousLeg: boolean;
  from: PtPlace;
  to: PtPlace;
  /** Encoded polyline, precision 5; `length` is its point count. */
  legGeometry: { points: string; length: number };
  rentedBike: boolean;
  transitLeg: boolean;
  /** Seconds. */
  duration: number;
  intermediateStops: PtPlace[];
  numIntermediateStops: number;
  steps: PtStep[];
  agencyName?: string;
  agencyUrl?: string;
  agencyId?: string;
  routeId?: string;
  tripId?: string;
  serviceDate?: string;
  routeShortName?: string;
  routeLongName?: string;
  routeType?: number;
  generalizedCost?: number;
}

export interface PtItinerary {
  /** Seconds. */
  duration: number;
  /** Epoch milliseconds. */
  startTime: number;
  /** Epoch milliseconds. */
  endTime: number;
  /** Seconds. */
  walkTime: number;
  /** Seconds. */
  transitTime: number;
  /** Seconds. */
  waitingTime: number;
  /** Metres. */
  walkDistance: number;
  walkLimitExceeded: boolean;
  elevationLost: number;
  elevationGained: number;
  transfers: number;
  legs: PtLeg[];
  tooSloped: boolean;
  /** Dollars as a string, "1.19". */
  fare: string;
  generalizedCost?: number;
}

export interface PtPlan {
  /** Epoch milliseconds. */
  date?: number;
  from?: PtPlace;
  to?: PtPlace;
  itineraries: PtItinerary[];
}

export interface PtDebugOutput {
  precalculationTime: number;
  pathCalculationTime: number;
  pathTimes: number[];
  renderingTime: number;
  totalTime: number;
  timedOut: boolean;
}

export interface PtRouteResponse {
  /** Every value a string. */
  requestParameters?: Record<string, string>;
  plan: PtPlan;
  debugOutput?: PtDebugOutput;
  elevationMetadata?: { ellipsoidToGeoidDifference: number; geoidElevation: boolean };
  // Newer OpenTripPlanner versions add these.
  metadata?: unknown;
  nextPageCursor?: string;
  previousPageCursor?: string;
}
