// GET /api/public/revgeocode?location=lat,lon and /api/public/revgeocodexy?location=x,y: the gazetteer's
// places within `buffer` metres of the point, nearest first, as {"GeocodeInfo": […]} (an empty list when
// nothing is near). Recorded requests get the recorded answers.
import { transformPoint } from '../../src/shared/coords';
import { metresBetween, type Point } from './geo';
import { MESSAGES } from './messages';
import { parseLatLon, parseNumber } from './params';
import { geocodeInfo, PLACES } from './places';
import { recordedGeocode } from './recorded';
import { errorReply, type Reply } from './reply';

/**
 * The recorded answer to `revgeocode?location=1.3254295,103.9005321` (no buffer sent) lists blocks up to about
 * 130 m away, so OneMap's default reaches at least that far; 150 m, rounded up to the next 10 as OneMap
 * rounds a buffer, keeps the simulator as generous.
 */
export const DEFAULT_BUFFER_M = 150;
const MAX_BUFFER_M = 500;

function parseXY(text: string | null): { x: number; y: number } | undefined {
  const parts = (text ?? '').split(',');
  if (parts.length !== 2) return undefined;
  const [x, y] = parts.map(parseNumber);
  return x === undefined || y === undefined ? undefined : { x, y };
}

export function handleRevgeocode(kind: 'latlon' | 'xy', query: URLSearchParams, recorded: boolean): Reply {
  const location = query.get('location');
  let point: Point | undefined;
  if (kind === 'latlon') {
    point = parseLatLon(location);
    if (!point) return errorReply(400, MESSAGES.location);
  } else {
    const xy = parseXY(location);
    if (!xy) return errorReply(400, MESSAGES.locationXY);
    try {
      const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', xy.x, xy.y);
      point = { lat, lon };
    } catch {
      return errorReply(400, MESSAGES.locationXY);
    }
  }
  let buffer = DEFAULT_BUFFER_M;
  if (query.has('buffer')) {
    const value = parseNumber(query.get('buffer'));
    if (value === undefined || value < 0 || value > MAX_BUFFER_M) return errorReply(400, MESSAGES.buffer);
    buffer = Math.ceil(value / 10) * 10;
  }
  const addressType = query.get('addressType') ?? 'All';
  if (addressType !== 'All' && addressType !== 'HDB') return errorReply(400, MESSAGES.addressType);
  const otherFeatures = query.get('otherFeatures') ?? 'N';
  if (otherFeatures !== 'Y' && otherFeatures !== 'N') return errorReply(400, MESSAGES.otherFeatures);

  const noOptions = !query.has('buffer') && !query.has('addressType') && !query.has('otherFeatures');
  const replay = recorded && noOptions ? recordedGeocode(kind, location ?? '') : undefined;
  if (replay) return { status: 200, body: replay };

  const here = point;
  const near = PLACES.map((place) => ({
    place,
    distance: metresBetween(here, { lat: Number(place.LATITUDE), lon: Number(place.LONGITUDE) }),
  }))
    // The gazetteer does not know which addresses are HDB's, so addressType=HDB is checked but filters nothing.
    .filter(({ distance }) => distance <= buffer)
    .sort((a, b) => a.distance - b.distance);
  return { status: 200, body: { GeocodeInfo: near.map(({ place }) => geocodeInfo(place)) } };
}
