// Query strings exactly as OneMap expects them. Numbers are written with String(), the shortest text that
// reads back as the same double, so no precision is lost on the way.
import type { LatLon, RouteRequest } from '../shared/onemap/types';
import { type ConvertDirection, type ConvertInput, takesLatLon } from './types';

export const TOKEN_PATH = '/api/auth/post/getToken';
export const ROUTE_PATH = '/api/public/routingsvc/route';

export function convertPath(direction: ConvertDirection): string {
  return `/api/common/convert/${direction}`;
}

export function convertQuery<D extends ConvertDirection>(direction: D, point: ConvertInput<D>): URLSearchParams {
  if (takesLatLon(direction)) {
    const p = point as ConvertInput<'4326to3414'>;
    return new URLSearchParams({ latitude: String(p.latitude), longitude: String(p.longitude) });
  }
  const p = point as ConvertInput<'3414to4326'>;
  return new URLSearchParams({ Y: String(p.Y), X: String(p.X) });
}

function latLon(point: LatLon): string {
  return `${point.lat},${point.lon}`;
}

/** URLSearchParams encodes the comma in start/end and the colons in time, as OneMap's examples do. */
export function routeQuery(request: RouteRequest): URLSearchParams {
  const query = new URLSearchParams({
    start: latLon(request.start),
    end: latLon(request.end),
    routeType: request.routeType,
  });
  if (request.routeType === 'pt') {
    query.set('date', request.date);
    query.set('time', request.time);
    query.set('mode', request.mode);
    if (request.maxWalkDistance !== undefined) query.set('maxWalkDistance', String(request.maxWalkDistance));
    if (request.numItineraries !== undefined) query.set('numItineraries', String(request.numItineraries));
  }
  return query;
}
