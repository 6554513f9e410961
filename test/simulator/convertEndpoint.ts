// GET /api/common/convert/{direction}: computed with the extension's own coordinate engine (proj4 with
// OneMap's SVY21 definition, which reproduces every recorded answer), written at full double precision.
import { transformPoint } from '../../src/shared/coords';
import { MESSAGES } from './messages';
import { parseNumber } from './params';
import { recordedConversion } from './recorded';
import { errorReply, type Reply } from './reply';

type Crs = 'EPSG:4326' | 'EPSG:3414' | 'EPSG:3857';

export const CONVERSIONS: Record<string, { from: Crs; to: Crs }> = {
  '4326to3857': { from: 'EPSG:4326', to: 'EPSG:3857' },
  '4326to3414': { from: 'EPSG:4326', to: 'EPSG:3414' },
  '3414to3857': { from: 'EPSG:3414', to: 'EPSG:3857' },
  '3414to4326': { from: 'EPSG:3414', to: 'EPSG:4326' },
  '3857to3414': { from: 'EPSG:3857', to: 'EPSG:3414' },
  '3857to4326': { from: 'EPSG:3857', to: 'EPSG:4326' },
};

export function handleConvert(direction: string, query: URLSearchParams, recorded: boolean): Reply {
  const { from, to } = CONVERSIONS[direction];
  const latLonIn = from === 'EPSG:4326';
  const [firstName, secondName] = latLonIn ? ['latitude', 'longitude'] : ['X', 'Y'];
  const first = query.get(firstName);
  const second = query.get(secondName);
  if (first === null || second === null || first.trim() === '' || second.trim() === '') {
    return errorReply(400, latLonIn ? MESSAGES.latLon : MESSAGES.yx);
  }
  const a = parseNumber(first);
  const b = parseNumber(second);
  if (a === undefined || b === undefined || (latLonIn && (Math.abs(a) > 90 || Math.abs(b) > 180))) {
    return errorReply(400, latLonIn ? MESSAGES.numericLatLon : MESSAGES.numericYX);
  }

  const replay = recorded ? recordedConversion(direction, a, b) : undefined;
  if (replay) return { status: 200, body: replay };

  // The engine takes (x, y) = (easting or longitude, northing or latitude).
  const [x, y] = latLonIn ? [b, a] : [a, b];
  let result: [number, number];
  try {
    result = transformPoint(from, to, x, y);
  } catch {
    return errorReply(400, MESSAGES.noPosition);
  }
  // OneMap writes Y before X (pyonemap printed its answers in arrival order).
  const body = to === 'EPSG:4326' ? { latitude: result[1], longitude: result[0] } : { Y: result[1], X: result[0] };
  return { status: 200, body };
}
