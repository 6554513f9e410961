// A planning area's boundary as OneMap sends it: GeoJSON geometry inside a *string*. Two recorded quirks
// are met here: the text with every quote stripped (`{type:MultiPolygon,coordinates:[…]}`, the retired API
// in 2020-10 to 2023-01), read back when nothing else can be meant; and boundaries whose every point
// collapsed to one spot (2023-08), which must never be drawn or used to place points. No `vscode` here.
import { OneMapError } from './errors';
import type { AreaGeometry, OneMapPlanningArea, Position } from './planningAreaTypes';

/** Far beyond URA's largest area (about 9 000 positions at 9 decimals). */
const MAX_POSITIONS = 500_000;
/** Metres per degree near the equator: the collapse test needs only a rough figure. */
const METRES_PER_DEGREE = 111_000;
/** No planning area is smaller than a few hundred metres across: one within this has collapsed. */
export const COLLAPSED_METRES = 10;

type Refusal = (what: string) => OneMapError;

/**
 * The unquoted form, and only it: the two keys, a geometry type word, and numbers in brackets. Anything
 * more (a property, a string value) could hold a comma or colon of its own, and is refused instead.
 */
const UNQUOTED = /^\{\s*type\s*:\s*(Polygon|MultiPolygon)\s*,\s*coordinates\s*:\s*([-+\d.eE,[\]\s]+?)\s*\}$/;
const UNQUOTED_REVERSED = /^\{\s*coordinates\s*:\s*([-+\d.eE,[\]\s]+?)\s*,\s*type\s*:\s*(Polygon|MultiPolygon)\s*\}$/;

/** The geometry in `text`, and whether its quotes had to be put back. */
export function parseGeometryText(text: string, refuse: Refusal): { geometry: AreaGeometry; repaired: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    const match = UNQUOTED.exec(text.trim());
    const reversed = match ? undefined : UNQUOTED_REVERSED.exec(text.trim());
    const [type, coordinates] = match ? [match[1], match[2]] : reversed ? [reversed[2], reversed[1]] : [undefined, undefined];
    if (type === undefined || coordinates === undefined) {
      throw refuse(`its boundary is not GeoJSON, and not the quote-stripped form that can be read back (it starts ${JSON.stringify(text.slice(0, 40))})`);
    }
    try {
      parsed = { type, coordinates: JSON.parse(coordinates) as unknown };
    } catch {
      throw refuse('its boundary lost its quotes and its coordinates are cut short');
    }
    return { geometry: checkGeometry(parsed, refuse), repaired: true };
  }
  return { geometry: checkGeometry(parsed, refuse), repaired: false };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Polygon or MultiPolygon of closed rings of [lon, lat] numbers; a third value (height) is dropped. */
export function checkGeometry(value: unknown, refuse: Refusal): AreaGeometry {
  if (!isRecord(value) || (value.type !== 'Polygon' && value.type !== 'MultiPolygon')) {
    throw refuse('its boundary is not a GeoJSON Polygon or MultiPolygon');
  }
  let count = 0;
  const position = (p: unknown): Position => {
    if (!Array.isArray(p) || p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      throw refuse('a position of its boundary is not a pair of numbers');
    }
    const [lon, lat] = p as number[];
    if (Math.abs(lat!) > 90 || Math.abs(lon!) > 180) throw refuse(`its boundary has a position off the globe (${lon}, ${lat})`);
    if (++count > MAX_POSITIONS) throw refuse(`its boundary has more than ${MAX_POSITIONS} positions`);
    return [lon!, lat!];
  };
  const ring = (r: unknown): Position[] => {
    if (!Array.isArray(r) || r.length < 4) throw refuse('a ring of its boundary has fewer than four positions');
    return r.map(position);
  };
  const polygon = (rings: unknown): Position[][] => {
    if (!Array.isArray(rings) || rings.length === 0) throw refuse('a polygon of its boundary has no rings');
    return rings.map(ring);
  };
  if (value.type === 'Polygon') return { type: 'Polygon', coordinates: polygon(value.coordinates) };
  if (!Array.isArray(value.coordinates) || value.coordinates.length === 0) throw refuse('its MultiPolygon has no polygons');
  return { type: 'MultiPolygon', coordinates: value.coordinates.map(polygon) };
}

/** Every position of a geometry, outer rings and holes alike. */
export function positionsOf(geometry: AreaGeometry): Position[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat(2) as Position[];
}

interface Extent {
  west: number;
  east: number;
  south: number;
  north: number;
}

function extentOf(positions: readonly Position[], into?: Extent): Extent {
  const e = into ?? { west: Infinity, east: -Infinity, south: Infinity, north: -Infinity };
  for (const [lon, lat] of positions) {
    e.west = Math.min(e.west, lon);
    e.east = Math.max(e.east, lon);
    e.south = Math.min(e.south, lat);
    e.north = Math.max(e.north, lat);
  }
  return e;
}

const collapsed = (e: Extent): boolean => Math.max(e.east - e.west, e.north - e.south) * METRES_PER_DEGREE < COLLAPSED_METRES;

/**
 * Throws when the boundaries are no boundaries: an area whose every point lies within a few metres (OneMap
 * sent all 55 near 103.58, 1.02 in 2023-08). `what` names the answer in the message ("OneMap's answer for 2019").
 */
export function refuseCollapsed(areas: readonly OneMapPlanningArea[], what: string): void {
  const whole = extentOf([]);
  const shrunk: string[] = [];
  for (const area of areas) {
    const positions = positionsOf(area.geometry);
    if (collapsed(extentOf(positions))) shrunk.push(area.name);
    extentOf(positions, whole);
  }
  if (shrunk.length === 0) return;
  if (shrunk.length === areas.length && collapsed(whole)) {
    const near = `(${((whole.west + whole.east) / 2).toFixed(5)}, ${((whole.south + whole.north) / 2).toFixed(5)})`;
    throw new OneMapError('malformed-response', `${what} has no usable boundaries: every point lies near ${near} (longitude, latitude), a data fault on OneMap's side. Try again later.`);
  }
  const named = shrunk.length > 3 ? `${shrunk.slice(0, 3).join(', ')} and ${shrunk.length - 3} more` : shrunk.join(', ');
  throw new OneMapError('malformed-response', `${what} has no usable boundaries: ${named} collapsed to a point, a data fault on OneMap's side. Try again later.`);
}
