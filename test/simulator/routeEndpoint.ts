// GET /api/public/routingsvc/route: the parameters checked in the order OneMap's messages suggest, then a
// synthesised (or recorded) route.
import { MESSAGES } from './messages';
import { parseDate, parseLatLon, parseNumber, parseTime } from './params';
import { recordedRoad, recordedTransit } from './recorded';
import { errorReply, type Reply } from './reply';
import { roadRoute, type RoadMode } from './roadRoute';
import { type TransitMode, transitRoute } from './transitRoute';

const ROAD_MODES = ['walk', 'drive', 'cycle'];
const TRANSIT_MODES = ['TRANSIT', 'BUS', 'RAIL'];
const DEFAULT_MAX_WALK_M = 1000;
const DEFAULT_ITINERARIES = 3;

function blank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

export function handleRoute(query: URLSearchParams, recorded: boolean): Reply {
  const routeType = query.get('routeType');
  if (routeType === null || (!ROAD_MODES.includes(routeType) && routeType !== 'pt')) {
    return errorReply(400, MESSAGES.routeType);
  }
  const startText = query.get('start');
  const endText = query.get('end');
  const start = parseLatLon(startText);
  const end = parseLatLon(endText);

  if (routeType !== 'pt') {
    if (blank(startText) || blank(endText)) return errorReply(400, MESSAGES.startEnd);
    if (!start || !end) return errorReply(400, MESSAGES.latLon);
    const replay = recorded ? recordedRoad(routeType, start, end) : undefined;
    return { status: 200, body: replay ?? roadRoute(start, end, routeType as RoadMode) };
  }

  if (!start || !end) return errorReply(400, MESSAGES.latLon);
  const dateText = query.get('date');
  const date = parseDate(dateText);
  if (!date) return errorReply(400, MESSAGES.dateFormat);
  const timeText = query.get('time');
  const time = parseTime(timeText);
  if (!time) return errorReply(400, MESSAGES.timeFormat);
  const mode = query.get('mode');
  if (mode === null || !TRANSIT_MODES.includes(mode)) return errorReply(400, MESSAGES.mode);

  let maxWalkDistance = DEFAULT_MAX_WALK_M;
  if (query.has('maxWalkDistance')) {
    const value = parseNumber(query.get('maxWalkDistance'));
    if (value === undefined || value <= 0) return errorReply(400, MESSAGES.maxWalkDistance);
    maxWalkDistance = value;
  }
  let numItineraries = DEFAULT_ITINERARIES;
  if (query.has('numItineraries')) {
    const value = parseNumber(query.get('numItineraries'));
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > 3) {
      return errorReply(400, MESSAGES.numItineraries);
    }
    numItineraries = value;
  }

  const request = {
    start,
    end,
    startText: startText ?? '',
    endText: endText ?? '',
    date,
    time,
    dateText: dateText ?? '',
    timeText: timeText ?? '',
    mode: mode as TransitMode,
    maxWalkDistance,
    numItineraries,
  };
  const replay = recorded ? recordedTransit(request) : undefined;
  return { status: 200, body: replay ?? transitRoute(request) };
}
