// Whether a parsed GeoJSON value is plainly sound where the map cares: known types, positions of two to four
// finite numbers (x y, z, and the m that GIS exports write: LTA's station exits carry -1.7976931348623157e+308),
// lines of two positions or more, rings of four or more that close. It answers only "nothing to look at":
// anything it does not know for sure (a bbox, a foreign member that check-geojson warns about) is left to the
// checker, which then says what is wrong and where.
const GEOMETRY_DEPTH: Record<string, number> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

/** Members that make a checker warn on an object of another kind (check-geojson's "confusing properties"). */
const CONFUSING = ['coordinates', 'geometries', 'features', 'geometry', 'properties'];

type Json = Record<string, unknown>;

export function isSoundGeoJson(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (value.type === 'FeatureCollection') return isClean(value, ['features']) && Array.isArray(value.features) && value.features.every(isSoundFeature);
  if (value.type === 'Feature') return isSoundFeature(value);
  return isSoundGeometry(value);
}

function isSoundFeature(value: unknown): boolean {
  if (!isObject(value) || value.type !== 'Feature' || !isClean(value, ['geometry', 'properties'])) return false;
  if (!('geometry' in value) || !('properties' in value)) return false;
  if (value.properties !== null && !isObject(value.properties)) return false;
  return value.geometry === null || isSoundGeometry(value.geometry);
}

function isSoundGeometry(value: unknown): boolean {
  if (!isObject(value) || typeof value.type !== 'string') return false;
  if (value.type === 'GeometryCollection') {
    return isClean(value, ['geometries']) && Array.isArray(value.geometries) && value.geometries.every(isSoundGeometry);
  }
  const depth = GEOMETRY_DEPTH[value.type];
  if (depth === undefined || !isClean(value, ['coordinates'])) return false;
  return isSoundCoordinates(value.coordinates, depth, value.type);
}

function isSoundCoordinates(value: unknown, depth: number, type: string): boolean {
  if (depth === 0) return isPosition(value);
  if (!Array.isArray(value)) return false;
  if (depth === 1) {
    if (!value.every(isPosition)) return false;
    if (type === 'LineString' || type === 'MultiLineString') return value.length >= 2;
    if (type === 'Polygon' || type === 'MultiPolygon') return value.length >= 4 && samePosition(value[0] as number[], value[value.length - 1] as number[]);
    return true;
  }
  return value.every((part) => isSoundCoordinates(part, depth - 1, type));
}

function isPosition(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 2 || value.length > 4) return false;
  for (const n of value) if (typeof n !== 'number' || !Number.isFinite(n)) return false;
  return true;
}

function samePosition(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/** No bbox (the checker validates it) and none of the members that belong to another kind of object. */
function isClean(value: Json, own: readonly string[]): boolean {
  if ('bbox' in value) return false;
  for (const name of CONFUSING) if (!own.includes(name) && name in value) return false;
  return true;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
