// What the panel shows for a public-transport answer: each itinerary with its times, walking, transfers and
// fare, and each leg with its service, stops, colour and path. Pure, so Node tests can check it.
import * as polyline from '@mapbox/polyline';
import type { PtLeg, PtPlace, PtRouteResponse } from '../../src/shared/onemap/types';
import { formatClock, formatDistance, formatDuration, formatFare, formatTransfers } from '../common/format';
import type { LatLngPair } from './routeModel';
import { legColour, mrtLineOf } from './transitColours';

export interface StopView {
  name: string;
  at: LatLngPair;
}

export interface LegView {
  /** OneMap's mode word: WALK, BUS, SUBWAY, … */
  mode: string;
  /** "Walk", "Bus", "MRT", "LRT". */
  label: string;
  /** "7 / 7B", "NS"; undefined on walking legs. */
  service?: string;
  /** "North South Line" for rail; undefined otherwise. */
  serviceName?: string;
  from: string;
  to: string;
  depart: string;
  arrive: string;
  duration: string;
  distance: string;
  /** Stops ridden, on transit legs. */
  stops?: number;
  transit: boolean;
  colour: string;
  dashed: boolean;
  points: LatLngPair[];
  /** Where a transit leg boards and alights. */
  board?: StopView;
  alight?: StopView;
}

export interface ItineraryView {
  duration: string;
  depart: string;
  arrive: string;
  walk: string;
  transfers: string;
  fare?: string;
  /** "Bus 7 / 7B", "MRT NS": the transit legs in order, for the itinerary's one-line summary. */
  rides: string[];
  legs: LegView[];
}

export function ptItineraries(response: PtRouteResponse): ItineraryView[] {
  return response.plan.itineraries.map((itinerary) => {
    const legs = itinerary.legs.map(legView);
    const view: ItineraryView = {
      duration: formatDuration(itinerary.duration),
      depart: formatClock(itinerary.startTime),
      arrive: formatClock(itinerary.endTime),
      walk: typeof itinerary.walkTime === 'number' ? `Walk ${formatDuration(itinerary.walkTime)}` : '',
      transfers: formatTransfers(itinerary.transfers ?? 0),
      rides: legs.filter((leg) => leg.transit).map((leg) => (leg.service ? `${leg.label} ${leg.service}` : leg.label)),
      legs,
    };
    const fare = formatFare(itinerary.fare);
    if (fare) view.fare = fare;
    return view;
  });
}

export function legView(leg: PtLeg): LegView {
  const mode = leg.mode.toUpperCase();
  const transit = typeof leg.transitLeg === 'boolean' ? leg.transitLeg : mode !== 'WALK';
  const line = mrtLineOf(leg);
  const view: LegView = {
    mode,
    label: modeLabel(mode, line),
    from: placeName(leg.from),
    to: placeName(leg.to),
    depart: formatClock(leg.startTime),
    arrive: formatClock(leg.endTime),
    duration: typeof leg.duration === 'number' ? formatDuration(leg.duration) : formatDuration((leg.endTime - leg.startTime) / 1000),
    distance: typeof leg.distance === 'number' ? formatDistance(leg.distance) : '',
    transit,
    colour: legColour(leg),
    dashed: mode === 'WALK',
    // OneMap writes leg paths at precision 5 in every recorded era.
    points: polyline.decode(leg.legGeometry.points, 5),
  };
  if (transit) {
    const service = nonEmpty(leg.route) ?? nonEmpty(leg.routeShortName);
    if (service) view.service = service;
    if (line && nonEmpty(leg.routeLongName)) view.serviceName = titleCase(leg.routeLongName!);
    if (typeof leg.numIntermediateStops === 'number') view.stops = leg.numIntermediateStops;
    view.board = { name: view.from, at: [leg.from.lat, leg.from.lon] };
    view.alight = { name: view.to, at: [leg.to.lat, leg.to.lon] };
  }
  return view;
}

const LRT_LINES = new Set(['BP', 'SK', 'PG', 'SE', 'SW', 'PE', 'PW']);

function modeLabel(mode: string, line: string | undefined): string {
  switch (mode) {
    case 'WALK':
      return 'Walk';
    case 'BUS':
      return 'Bus';
    case 'SUBWAY':
      return line && LRT_LINES.has(line) ? 'LRT' : 'MRT';
    case 'RAIL':
      return 'Train';
    case 'TRAM':
      return 'LRT';
    default:
      return titleCase(mode);
  }
}

/** OneMap's "Origin" and "Destination" stand for the points the user chose. */
function placeName(place: PtPlace): string {
  return typeof place.name === 'string' && place.name.trim() !== '' ? place.name : `${place.lat.toFixed(5)}, ${place.lon.toFixed(5)}`;
}

function titleCase(words: string): string {
  return words.toLowerCase().replace(/(^|\s)\S/g, (first) => first.toUpperCase());
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
