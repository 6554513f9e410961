// GET /api/public/popapi/getAllPlanningarea, getPlanningarea and getPlanningareaNames, answered from the
// recordings in the chosen variant (planningAreaRecordings.ts), quirks included. Boundaries exist only for
// the Master Plan years OneMap documents (1998, 2008, 2014, 2019) and 2020, which the recordings asked; no
// recording of 1998, 2008 or 2014 exists, so those years answer MP2019's boundaries, as 2020 did. Any other
// year, and a point in no area, get OneMap's "No Data Available!" and an empty list.
import { MESSAGES } from './messages';
import { parseNumber } from './params';
import { type AreaEntry, allAreasBody, areaEntries, namesBody, type PlanningAreaVariant, recording, RECORDED_POINT } from './planningAreaRecordings';
import { errorReply, type Reply } from './reply';

export const POPAPI_PREFIX = '/api/public/popapi/';
export const BOUNDARY_YEARS: readonly number[] = [1998, 2008, 2014, 2019, 2020];
export const NO_DATA = { Result: 'No Data Available!' };

type Rings = number[][][];
let polygons: Array<{ name: string; polygons: Rings[] }> | undefined;

/** The current boundaries as polygons of rings, parsed once. */
function currentPolygons(): Array<{ name: string; polygons: Rings[] }> {
  polygons ??= areaEntries('current').map((e) => {
    const geometry = JSON.parse(e.geojson!) as { type: string; coordinates: unknown };
    return { name: e.pln_area_n, polygons: (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Rings[] };
  });
  return polygons;
}

/** Crossing number over every ring: holes count too. */
function holds(rings: Rings, lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi! > lat !== yj! > lat && lon < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) inside = !inside;
    }
  }
  return inside;
}

/** The year parameter: absent means the current plan; otherwise four digits. */
function year(query: URLSearchParams): number | undefined | false {
  const text = query.get('year');
  if (text === null || text.trim() === '') return undefined;
  return /^\d{4}$/.test(text.trim()) ? Number(text) : false;
}

export function handleAllPlanningAreas(query: URLSearchParams, variant: PlanningAreaVariant): Reply {
  const y = year(query);
  if (y === false) return errorReply(400, MESSAGES.year);
  if (y !== undefined && !BOUNDARY_YEARS.includes(y)) return { status: 200, body: NO_DATA };
  return { status: 200, body: allAreasBody(variant) };
}

export function handlePlanningAreaNames(query: URLSearchParams, variant: PlanningAreaVariant): Reply {
  const y = year(query);
  if (y === false) return errorReply(400, MESSAGES.year);
  if (y !== undefined && !BOUNDARY_YEARS.includes(y)) return { status: 200, body: NO_DATA };
  return { status: 200, body: namesBody(variant) };
}

export function handlePlanningAreaAt(query: URLSearchParams, variant: PlanningAreaVariant): Reply {
  // The current API's names first; the retired lat/lng are still read, as the 2023-08 recording sent them.
  const lat = parseNumber(query.get('latitude') ?? query.get('lat'));
  const lon = parseNumber(query.get('longitude') ?? query.get('lng'));
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return errorReply(400, MESSAGES.latLon);
  const y = year(query);
  if (y === false) return errorReply(400, MESSAGES.year);
  if (y !== undefined && !BOUNDARY_YEARS.includes(y)) return { status: 200, body: NO_DATA };
  if (variant === 'unquoted' && lat === RECORDED_POINT.lat && lon === RECORDED_POINT.lon) return { status: 200, body: recording('pointUnquoted') };
  const found = currentPolygons().find((area) => area.polygons.some((rings) => holds(rings, lon, lat)));
  if (!found) return { status: 200, body: [] };
  const entry = areaEntries(variant).find((e: AreaEntry) => e.pln_area_n === found.name)!;
  return { status: 200, body: [{ geojson: entry.geojson, pln_area_n: entry.pln_area_n }] };
}
