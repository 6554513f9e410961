// Public-transport answers shaped like OneMap's OpenTripPlanner ones: per itinerary a WALK leg to a stop, a
// BUS or SUBWAY leg with intermediate stops, and a WALK leg to the destination. Times are epoch milliseconds
// from the requested date and time in Singapore (UTC+8); durations are seconds; distances metres.
import * as polyline from '@mapbox/polyline';
import {
  bearing,
  compassUpper,
  densify,
  hashPoints,
  lerp,
  metresBetween,
  offset,
  pathLength,
  type Point,
  round5,
  turnWord,
} from './geo';
import { stopName, vehicleFor } from './transitNetwork';

export type TransitMode = 'TRANSIT' | 'BUS' | 'RAIL';

export interface TransitRequest {
  start: Point;
  end: Point;
  /** As sent, for requestParameters. */
  startText: string;
  endText: string;
  /** [year, month, day] */
  date: [number, number, number];
  /** [hours, minutes, seconds] */
  time: [number, number, number];
  dateText: string;
  timeText: string;
  mode: TransitMode;
  maxWalkDistance: number;
  numItineraries: number;
}

const SGT_OFFSET_MS = 8 * 3600_000;
const WALK_MPS = 1.25;
const DWELL_MS = 30_000;
// OneMap's legs hand over with a one-second gap: arrival at a stop, departure a second later.
const HANDOVER_MS = 1000;
const NEXT_DEPARTURE_MS = 6 * 60_000;

function encode(path: Point[]): { points: string; length: number } {
  return { points: polyline.encode(path.map((p) => [p.lat, p.lon] as [number, number]), 5), length: path.length };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** An L-shaped walk: along the street, then across. */
function walkPath(from: Point, to: Point): Point[] {
  return densify([from, { lat: from.lat, lon: to.lon }, to], 8);
}

function walkSteps(path: Point[], from: Point, to: Point): unknown[] {
  const corner = { lat: from.lat, lon: to.lon };
  const parts = [
    [from, corner],
    [corner, to],
  ].filter(([a, b]) => metresBetween(a, b) >= 1);
  if (parts.length === 0) parts.push([path[0], path[path.length - 1]]);
  return parts.map(([a, b], i) => ({
    distance: round3(metresBetween(a, b)),
    relativeDirection: i === 0 ? 'DEPART' : turnWord(bearing(parts[0][0], parts[0][1]), bearing(a, b)).toUpperCase(),
    streetName: 'path',
    absoluteDirection: compassUpper(bearing(a, b)),
    stayOn: false,
    area: false,
    bogusName: true,
    lon: a.lon,
    lat: a.lat,
    elevation: [],
  }));
}

function stopPlace(name: string, code: string, p: Point, arrival: number, departure: number, index: number): Record<string, unknown> {
  return {
    name,
    stopId: `FERRY:${code}`,
    stopCode: code,
    lon: p.lon,
    lat: p.lat,
    arrival,
    departure,
    stopIndex: index,
    stopSequence: index + 1,
    vertexType: 'TRANSIT',
  };
}

function walkLeg(path: Point[], from: Record<string, unknown>, to: Record<string, unknown>, startTime: number, fromPoint: Point, toPoint: Point): Record<string, unknown> {
  const distance = round3(pathLength(path));
  const duration = Math.round(distance / WALK_MPS);
  return {
    startTime,
    endTime: startTime + duration * 1000,
    departureDelay: 0,
    arrivalDelay: 0,
    realTime: false,
    distance,
    pathway: false,
    mode: 'WALK',
    route: '',
    agencyTimeZoneOffset: SGT_OFFSET_MS,
    interlineWithPreviousLeg: false,
    from,
    to,
    legGeometry: encode(path),
    rentedBike: false,
    transitLeg: false,
    duration,
    intermediateStops: [],
    steps: walkSteps(path, fromPoint, toPoint),
    // OneMap reports 1 on walking legs that list no stops; copied as seen.
    numIntermediateStops: 1,
  };
}

function itinerary(request: TransitRequest, index: number, departAt: number, hash: number): Record<string, unknown> {
  const { start, end } = request;
  const vehicle = vehicleFor(request.mode, index, hash);
  const trip = metresBetween(start, end);
  // Stops a short walk in from each end; each itinerary's line runs a block further north or south.
  const inset = trip === 0 ? 0 : Math.min(0.2, 350 / trip);
  const shift = (index - (request.numItineraries - 1) / 2) * 120;
  // Rounded like the encoded geometry, so that each stop is exactly a point of its leg's path.
  const board = round5(offset(lerp(start, end, inset), shift, 0));
  const alight = round5(offset(lerp(start, end, 1 - inset), shift, 0));

  const firstWalkPath = walkPath(start, board);
  const bend = offset(lerp(board, alight, 0.5), (index % 2 === 0 ? 1 : -1) * 0.05 * metresBetween(board, alight), 0);
  const ridePath = densify([board, bend, alight], Math.min(50, Math.max(10, Math.round(metresBetween(board, alight) / 100) + 1)));
  const lastWalkPath = walkPath(alight, end);

  // First walk.
  const origin = { name: 'Origin', lon: start.lon, lat: start.lat, departure: departAt, orig: '', vertexType: 'NORMAL' };
  const firstWalkMs = Math.round(pathLength(firstWalkPath) / WALK_MPS) * 1000;
  const boardArrival = departAt + firstWalkMs;
  const stopBase = 5 + (hash % 20);
  const [boardName, boardCode] = stopName(vehicle, hash, 0);
  const boardPlace = stopPlace(boardName, boardCode, board, boardArrival, boardArrival + HANDOVER_MS, stopBase);
  const firstWalk = walkLeg(firstWalkPath, origin, boardPlace, departAt, start, board);

  // The ride, stopping at evenly spaced points of its path.
  const rideStart = boardArrival + HANDOVER_MS;
  const rideLength = pathLength(ridePath);
  // At most one stop per inner path point, so that every stop sits on the path.
  const stopCount = Math.min(ridePath.length - 2, Math.max(1, Math.floor(rideLength / vehicle.stopSpacingM)));
  const intermediateStops: Record<string, unknown>[] = [];
  let travelled = 0;
  let dwell = 0;
  let nextStop = 1;
  for (let i = 1; i < ridePath.length - 1 && nextStop <= stopCount; i++) {
    travelled += metresBetween(ridePath[i - 1], ridePath[i]);
    if (i !== Math.round((nextStop * (ridePath.length - 1)) / (stopCount + 1))) continue;
    const arrival = rideStart + Math.round(travelled / vehicle.speed) * 1000 + dwell;
    const [name, code] = stopName(vehicle, hash, nextStop);
    intermediateStops.push(stopPlace(name, code, ridePath[i], arrival, arrival + DWELL_MS, stopBase + nextStop));
    dwell += DWELL_MS;
    nextStop++;
  }
  const rideEnd = rideStart + Math.round(rideLength / vehicle.speed) * 1000 + dwell;
  const [alightName, alightCode] = stopName(vehicle, hash, stopCount + 1);
  const alightPlace = stopPlace(alightName, alightCode, alight, rideEnd, rideEnd + HANDOVER_MS, stopBase + stopCount + 1);
  const serviceDate = request.date.map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('');
  const ride = {
    startTime: rideStart,
    endTime: rideEnd,
    departureDelay: 0,
    arrivalDelay: 0,
    realTime: false,
    distance: rideLength,
    pathway: false,
    mode: vehicle.mode,
    route: vehicle.route,
    agencyName: vehicle.agency.agencyName,
    agencyUrl: vehicle.agency.agencyUrl,
    agencyTimeZoneOffset: SGT_OFFSET_MS,
    routeType: vehicle.routeType,
    routeId: vehicle.route,
    interlineWithPreviousLeg: false,
    agencyId: vehicle.agency.agencyId,
    tripId: `${vehicle.route}-${1 + (hash % 2)}-${1000 + ((hash + index) % 9000)}`,
    serviceDate,
    from: boardPlace,
    to: alightPlace,
    legGeometry: encode(ridePath),
    routeShortName: vehicle.route,
    routeLongName: vehicle.routeLongName,
    rentedBike: false,
    transitLeg: true,
    duration: (rideEnd - rideStart) / 1000,
    intermediateStops,
    steps: [],
    numIntermediateStops: intermediateStops.length + 1,
  };

  // Last walk.
  const lastWalkStart = rideEnd + HANDOVER_MS;
  const lastWalkMs = Math.round(pathLength(lastWalkPath) / WALK_MPS) * 1000;
  const destination = { name: 'Destination', lon: end.lon, lat: end.lat, arrival: lastWalkStart + lastWalkMs, orig: '', vertexType: 'NORMAL' };
  const lastWalk = walkLeg(lastWalkPath, alightPlace, destination, lastWalkStart, alight, end);

  const endTime = lastWalkStart + lastWalkMs;
  const duration = (endTime - departAt) / 1000;
  const walkTime = (firstWalk.duration as number) + (lastWalk.duration as number);
  const walkDistance = (firstWalk.distance as number) + (lastWalk.distance as number);
  return {
    duration,
    startTime: departAt,
    endTime,
    walkTime,
    transitTime: ride.duration,
    waitingTime: duration - walkTime - ride.duration,
    walkDistance,
    walkLimitExceeded: walkDistance > request.maxWalkDistance,
    elevationLost: 0,
    elevationGained: 0,
    transfers: 0,
    legs: [firstWalk, ride, lastWalk],
    tooSloped: false,
    fare: (0.92 + 0.053 * (rideLength / 1000)).toFixed(2),
  };
}

/** Epoch ms of a date and time on Singapore's clock. */
export function singaporeTime(date: [number, number, number], time: [number, number, number]): number {
  return Date.UTC(date[0], date[1] - 1, date[2], time[0], time[1], time[2]) - SGT_OFFSET_MS;
}

export function transitRoute(request: TransitRequest): Record<string, unknown> {
  const hash = hashPoints(request.start, request.end);
  const requestedAt = singaporeTime(request.date, request.time);
  const itineraries = Array.from({ length: request.numItineraries }, (_, i) =>
    itinerary(request, i, requestedAt + i * NEXT_DEPARTURE_MS, hash),
  );
  const pathTimes = itineraries.map((_, i) => 8 + ((hash + i) % 30));
  const pathCalculationTime = pathTimes.reduce((a, b) => a + b, 0);
  const modeParameter = { TRANSIT: 'TRANSIT,WALK', BUS: 'BUS,WALK', RAIL: 'RAIL,WALK' }[request.mode];
  return {
    requestParameters: {
      date: request.dateText,
      preferredRoutes: '',
      walkReluctance: '2',
      fromPlace: request.startText,
      transferPenalty: '0',
      maxWalkDistance: String(request.maxWalkDistance),
      maxTransfers: '3',
      otherThanPreferredRoutesPenalty: '300',
      numItineraries: String(request.numItineraries),
      waitAtBeginningFactor: '0.5',
      mode: modeParameter,
      arriveBy: 'false',
      showIntermediateStops: 'true',
      toPlace: request.endText,
      time: request.timeText,
    },
    plan: {
      date: requestedAt,
      from: { name: 'Origin', lon: request.start.lon, lat: request.start.lat, orig: '', vertexType: 'NORMAL' },
      to: { name: 'Destination', lon: request.end.lon, lat: request.end.lat, orig: '', vertexType: 'NORMAL' },
      itineraries,
    },
    debugOutput: {
      precalculationTime: 4,
      pathCalculationTime,
      pathTimes,
      renderingTime: 1,
      totalTime: 4 + pathCalculationTime + 1,
      timedOut: false,
    },
    elevationMetadata: { ellipsoidToGeoidDifference: 7.4731367367564, geoidElevation: false },
  };
}
