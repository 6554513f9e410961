// Export Theme: a shown theme's records as GeoJSON or CSV text, in WGS84 or SVY21, converted by the extension's
// own coordinate engine (handed in: the host loads it as a bundle of its own, tests import it). A GeoJSON in SVY21 says so in its `crs` member (RFC 7946 assumes WGS84 otherwise).
// No `vscode` here.
import type { Theme, ThemeGeometry } from '../onemap/themeTypes';

export type ThemeExportFormat = 'geojson' | 'csv';
export type ThemeExportCrs = 'EPSG:4326' | 'EPSG:3414';
/** The engine's transformPoint(from, to, x, y), x being the longitude in WGS84. */
export type Transform = (from: 'EPSG:4326', to: 'EPSG:3414', x: number, y: number) => [number, number];

function position([lng, lat]: [number, number], crs: ThemeExportCrs, transformPoint: Transform): [number, number] {
  if (crs === 'EPSG:4326') return [lng, lat];
  const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', lng, lat);
  // Millimetres: SVY21 is in metres, and more digits only repeat the source's noise.
  return [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
}

function geometryIn(geometry: ThemeGeometry, crs: ThemeExportCrs, transform: Transform): ThemeGeometry {
  return geometry.type === 'Point'
    ? { type: 'Point', coordinates: position(geometry.coordinates, crs, transform) }
    : { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map((pair) => position(pair, crs, transform))) };
}

/** One feature a line: a theme of 5 000 records stays a file an editor scrolls and a diff reads. */
export function themeGeoJson(theme: Theme, crs: ThemeExportCrs, transform: Transform): string {
  const head = {
    type: 'FeatureCollection',
    ...(crs === 'EPSG:3414' ? { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3414' } } } : {}),
    name: theme.name,
  };
  const features = theme.records.map((record) => JSON.stringify({ type: 'Feature', properties: Object.fromEntries(record.fields), geometry: geometryIn(record.geometry, crs, transform) }));
  return `${JSON.stringify(head).slice(0, -1)},"features":[\n${features.join(',\n')}\n]}\n`;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One row a record: its position (lat,lng or X,Y; a polygon's first position, its whole ring as WKT in the
 * last column), then every field any record has, in the order they first appear.
 */
export function themeCsv(theme: Theme, crs: ThemeExportCrs, transform: Transform): string {
  const columns: string[] = [];
  for (const record of theme.records) for (const [key] of record.fields) if (!columns.includes(key)) columns.push(key);
  const hasPolygons = theme.records.some((record) => record.geometry.type === 'Polygon');
  const where = crs === 'EPSG:4326' ? ['Latitude', 'Longitude'] : ['X', 'Y'];
  const header = [...where, ...columns, ...(hasPolygons ? ['WKT'] : [])];
  const rows = theme.records.map((record) => {
    const geometry = geometryIn(record.geometry, crs, transform);
    const first = geometry.type === 'Point' ? geometry.coordinates : geometry.coordinates[0]![0]!;
    const place = crs === 'EPSG:4326' ? [first[1], first[0]] : first;
    const fields = new Map(record.fields);
    const wkt = geometry.type === 'Polygon' ? `POLYGON (${geometry.coordinates.map((ring) => `(${ring.map(([x, y]) => `${x} ${y}`).join(', ')})`).join(', ')})` : '';
    return [...place.map(String), ...columns.map((key) => fields.get(key) ?? ''), ...(hasPolygons ? [wkt] : [])].map(csvCell).join(',');
  });
  return `${[header.map(csvCell).join(','), ...rows].join('\n')}\n`;
}
