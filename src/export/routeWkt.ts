// A planned route as WKT: the path as a LINESTRING, or one line per leg (MULTILINESTRING) on public transport.
// Written by @terraformer/wkt from the same GeoJSON the other exports use.
import { geojsonToWKT } from '@terraformer/wkt';
import type { RouteFeatureCollection } from './routeFeatures';

export function routeWkt(collection: RouteFeatureCollection): string {
  const [path, ...parts] = collection.features;
  const legs = parts.filter((part) => part.properties.kind === 'leg');
  if (legs.length === 0) return geojsonToWKT(path.geometry);
  return geojsonToWKT({ type: 'MultiLineString', coordinates: legs.map((leg) => leg.geometry.coordinates as number[][]) });
}
