// The requests recorded from the live service are answered with the recorded bodies, so a test (or a demo)
// can compare what the client makes of them with what OneMap really sent.
import convertAhzhezhe from '../fixtures/onemap-samples/convert_ahzhezhe_snapshot_2025.json';
import convertPyonemap from '../fixtures/onemap-samples/convert_pyonemap_2023-08.json';
import driveSnapshot from '../fixtures/onemap-samples/route_drive_ahzhezhe_snapshot_2025.json';
import geocodeAhzhezhe from '../fixtures/onemap-samples/search_revgeocode_ahzhezhe_snapshot.json';
import ptBus from '../fixtures/onemap-samples/route_pt_bus_paulhjwu_2023-11-30.json';
import type { Point } from './geo';

const DIRECTIONS = ['4326to3857', '4326to3414', '3414to3857', '3414to4326', '3857to3414', '3857to4326'] as const;

/** The recorded body without the keys the fixture files add (`_source`, `_note`). */
function withoutNotes<T extends object>(body: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== '_source' && key !== '_note'));
}

interface RecordedConversion {
  direction: string;
  /** [latitude, longitude] or [X, Y], as sent. */
  input: [number, number];
  response: Record<string, unknown>;
}

export const RECORDED_CONVERSIONS: readonly RecordedConversion[] = [convertAhzhezhe, convertPyonemap].flatMap((file) =>
  DIRECTIONS.map((direction) => {
    const { request, response } = file[direction];
    const input: [number, number] =
      'latitude' in request ? [request.latitude, request.longitude] : [(request as { X: number }).X, (request as { Y: number }).Y];
    return { direction, input, response: withoutNotes(response) };
  }),
);

export function recordedConversion(direction: string, a: number, b: number): Record<string, unknown> | undefined {
  return RECORDED_CONVERSIONS.find((r) => r.direction === direction && r.input[0] === a && r.input[1] === b)?.response;
}

/** The recorded drive: start = end = 1.3039454,103.8408471. */
export const RECORDED_DRIVE = {
  start: { lat: 1.3039454, lon: 103.8408471 },
  end: { lat: 1.3039454, lon: 103.8408471 },
  body: withoutNotes(driveSnapshot),
};

/** The recorded pt BUS request (11-30-2023 10:26:00, maxWalkDistance 1000, numItineraries 3): only plan.itineraries was recorded. */
export const RECORDED_PT_BUS = {
  start: { lat: 1.31643628204351, lon: 103.784659014132 },
  end: { lat: 1.31122438238089, lon: 103.826788133417 },
  date: '11-30-2023',
  time: '10:26:00',
  mode: 'BUS',
  maxWalkDistance: 1000,
  numItineraries: 3,
  body: withoutNotes(ptBus),
};

function same(a: Point, b: Point): boolean {
  return a.lat === b.lat && a.lon === b.lon;
}

export function recordedRoad(routeType: string, start: Point, end: Point): Record<string, unknown> | undefined {
  return routeType === 'drive' && same(start, RECORDED_DRIVE.start) && same(end, RECORDED_DRIVE.end) ? RECORDED_DRIVE.body : undefined;
}

export function recordedTransit(request: {
  start: Point;
  end: Point;
  dateText: string;
  timeText: string;
  mode: string;
  maxWalkDistance: number;
  numItineraries: number;
}): Record<string, unknown> | undefined {
  const r = RECORDED_PT_BUS;
  const matches =
    same(request.start, r.start) &&
    same(request.end, r.end) &&
    request.dateText === r.date &&
    request.timeText === r.time &&
    request.mode === r.mode &&
    request.maxWalkDistance === r.maxWalkDistance &&
    request.numItineraries === r.numItineraries;
  return matches ? r.body : undefined;
}

/** The location after `location=` in a recorded request line. */
function recordedLocation(request: string): string {
  return decodeURIComponent(/location=([^&\s]+)/.exec(request)?.[1] ?? '');
}

const RECORDED_GEOCODES: ReadonlyArray<{ kind: 'latlon' | 'xy'; location: string; body: unknown }> = [
  { kind: 'latlon', request: geocodeAhzhezhe.revgeocode_request, body: geocodeAhzhezhe.revgeocode_response_both },
  { kind: 'xy', request: geocodeAhzhezhe.revgeocodexy_request, body: geocodeAhzhezhe.revgeocode_response_both },
  { kind: 'latlon', request: convertPyonemap.revgeocode.request, body: convertPyonemap.revgeocode.response },
  { kind: 'xy', request: convertPyonemap.revgeocodexy.request, body: convertPyonemap.revgeocodexy.response },
].map(({ kind, request, body }) => ({ kind: kind as 'latlon' | 'xy', location: recordedLocation(request), body }));

/** The recorded GeocodeInfo answer for exactly this location text, if one was recorded. */
export function recordedGeocode(kind: 'latlon' | 'xy', location: string): unknown {
  return RECORDED_GEOCODES.find((r) => r.kind === kind && r.location === location)?.body;
}
