// Reads the real Singapore data in test/fixtures/real (sources in its SOURCES.md) for the tests.
// Parsing here is independent of the engine: plain JSON, a small CSV reader and Node's vm for the
// files that wrap GeoJSON in JavaScript, so a test can compare the engine with what the file says.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { repoRoot } from './support';

export const REAL_DIR = join(repoRoot(), 'test', 'fixtures', 'real');

/** A fixture's text, exactly as stored (the tests that convert it must get these bytes back). */
export function readReal(name: string): string {
  return readFileSync(join(REAL_DIR, name), 'utf8');
}

/** Every fixture file, `large/` included, as paths relative to REAL_DIR; SOURCES.md and dotfiles are not. */
export function realFixtureNames(): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(REAL_DIR, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name === 'SOURCES.md' || entry.name.startsWith('.')) continue;
    const relative = join(entry.parentPath, entry.name).slice(REAL_DIR.length + 1);
    names.push(relative.split('\\').join('/'));
  }
  return names.sort();
}

/**
 * RFC 4180 rows: fields split on commas outside double quotes, `""` inside quotes is one quote,
 * rows end at LF or CRLF, and a final line ending does not start another row.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A CSV file as objects keyed by its header. */
export function csvRecords(name: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readReal(name));
  if (!header) throw new Error(`${name} is empty`);
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`${name}: a row has ${row.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((key, i) => [key, row[i]!]));
  });
}

/** The value of `var <variable> = {…}` in a fixture that wraps GeoJSON in JavaScript. */
export function scriptVariable(name: string, variable: string): unknown {
  return runInNewContext(`${readReal(name)}\n;${variable}`, {}, { filename: name });
}

export interface GeoJsonFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: GeoJsonFeature[];
}

/** One place given in both systems by the file itself. */
export interface OraclePoint {
  label: string;
  /** SVY21 easting, northing. */
  svy21: [number, number];
  /** WGS84 longitude, latitude. */
  wgs84: [number, number];
}

interface OneMapResult {
  SEARCHVAL: string;
  X: string;
  Y: string;
  LATITUDE: string;
  LONGITUDE: string;
  LONGTITUDE: string;
}

/** OneMap search results, flattened from the files' `{ "Possible Locations": [...] }` entries. */
export function oneMapResults(name: 'onemap-mrt-stations.json' | 'onemap-lrt-stations.json'): OneMapResult[] {
  const stations = JSON.parse(readReal(name)) as { 'Possible Locations': OneMapResult[] }[];
  return stations.flatMap((station) => station['Possible Locations']);
}

export function oneMapPoints(name: 'onemap-mrt-stations.json' | 'onemap-lrt-stations.json'): OraclePoint[] {
  return oneMapResults(name).map((r) => ({
    label: r.SEARCHVAL,
    svy21: [Number(r.X), Number(r.Y)],
    wgs84: [Number(r.LONGITUDE), Number(r.LATITUDE)],
  }));
}

/** Point features' own SVY21 properties beside their geometry. */
function featurePoints(collection: FeatureCollection, xKey: string, yKey: string, labelKey: string): OraclePoint[] {
  return collection.features.map((f) => {
    const [lon, lat] = f.geometry.coordinates as number[];
    return {
      label: String(f.properties[labelKey]),
      svy21: [Number(f.properties[xKey]), Number(f.properties[yKey])],
      wgs84: [lon!, lat!],
    };
  });
}

export function qgisChildcare(): FeatureCollection {
  return scriptVariable('qgis2leaf-childcare-tampines.js', 'exp_childcaretampines') as FeatureCollection;
}

export function kmlParks(): FeatureCollection {
  return scriptVariable('kml-parks-bukit-batok.js', 'bb_parks') as FeatureCollection;
}

export const qgisChildcarePoints = (): OraclePoint[] => featurePoints(qgisChildcare(), 'X_ADDR', 'Y_ADDR', 'NAME');
export const kmlParkPoints = (): OraclePoint[] => featurePoints(kmlParks(), 'LANDXADDRESSPOINT', 'LANDYADDRESSPOINT', 'NAME');

/** The widely copied MRT station CSV: X/Y and Latitude/Longitude that do not agree (see SOURCES.md). */
export function mrtsgPoints(): OraclePoint[] {
  return csvRecords('mrtsg-known-wrong.csv').map((r) => ({
    label: r['STN_NAME']!,
    svy21: [Number(r['X']), Number(r['Y'])],
    wgs84: [Number(r['Longitude']), Number(r['Latitude'])],
  }));
}

/** HDB carparks with latitude/longitude added by the repository's author; rows with empty cells left out. */
export function hdbWithWgs84Points(): OraclePoint[] {
  return csvRecords('hdb-carpark-information-with-wgs84.csv')
    .filter((r) => r['latitude'] !== '')
    .map((r) => ({
      label: r['car_park_no']!,
      svy21: [Number(r['x_coord']), Number(r['y_coord'])],
      wgs84: [Number(r['longitude']), Number(r['latitude'])],
    }));
}

export function kmlWaterLevelStations(): FeatureCollection {
  return scriptVariable('kml-water-level-stations.js', 'geoJsonData') as FeatureCollection;
}

/** A value from a KML-derived HTML table: `<th>KEY</th> <td>VALUE</td>`. */
export function htmlCell(description: string, key: string): string {
  const match = new RegExp(`<th>${key}</th>\\s*<td>([^<]*)</td>`).exec(description);
  if (!match) throw new Error(`no ${key} cell in ${description.slice(0, 80)}…`);
  return match[1]!;
}

/** The stations' SVY21 X and Y, which the file gives only inside each Description's HTML table. */
export function kmlWaterLevelPoints(): OraclePoint[] {
  return kmlWaterLevelStations().features.map((f) => {
    const description = String(f.properties['Description']);
    const [lon, lat] = f.geometry.coordinates as number[];
    return {
      label: htmlCell(description, 'STATION_ID'),
      svy21: [Number(htmlCell(description, 'X')), Number(htmlCell(description, 'Y'))],
      wgs84: [lon!, lat!],
    };
  });
}
