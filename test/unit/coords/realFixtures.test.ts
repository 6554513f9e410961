// Every real fixture is what SOURCES.md says it is: it parses in its own format, holds the stated number
// of rows or features, its coordinates lie in Singapore in the system its names claim, and the shapes the
// converter must keep (CRLF, quoted commas, single quotes, 3-value positions, HTML) are really there.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  csvRecords,
  htmlCell,
  kmlParks,
  kmlWaterLevelStations,
  oneMapResults,
  qgisChildcare,
  readReal,
  REAL_DIR,
  realFixtureNames,
  type FeatureCollection,
} from './realFixtures';

/** Singapore with room to spare, per system (looser than the engine's own boxes on purpose). */
const inWgs84 = (lon: number, lat: number): boolean => lon > 103.5 && lon < 104.5 && lat > 1.1 && lat < 1.5;
const inSvy21 = (x: number, y: number): boolean => x > 0 && x < 60_000 && y > 10_000 && y < 60_000;

function assertAll<T>(items: T[], ok: (item: T) => boolean, what: string): void {
  const bad = items.filter((item) => !ok(item));
  assert.equal(bad.length, 0, `${what}: ${JSON.stringify(bad.slice(0, 3))}`);
}

/** Every position of a geometry, however deeply nested. */
function positions(coordinates: unknown, into: number[][] = []): number[][] {
  const list = coordinates as unknown[];
  if (typeof list[0] === 'number') into.push(list as number[]);
  else for (const inner of list) positions(inner, into);
  return into;
}

describe('real fixtures parse as what they claim', () => {
  it('SOURCES.md names every fixture file', () => {
    const sources = readReal('SOURCES.md');
    const names = realFixtureNames();
    assert.equal(names.length, 18);
    for (const name of names) assert.ok(sources.includes(`\`${name}\``), `${name} is not described in SOURCES.md`);
  });

  for (const name of ['onemap-mrt-stations.json', 'onemap-lrt-stations.json'] as const) {
    it(`${name}: OneMap results with X, Y, LATITUDE, LONGITUDE and LONGTITUDE as strings`, () => {
      const results = oneMapResults(name);
      assert.equal(results.length, name === 'onemap-mrt-stations.json' ? 185 : 39);
      assertAll(results, (r) => [r.X, r.Y, r.LATITUDE, r.LONGITUDE, r.LONGTITUDE].every((v) => typeof v === 'string'), 'non-string value');
      assertAll(results, (r) => r.LONGTITUDE === r.LONGITUDE, 'LONGTITUDE differs from LONGITUDE');
      assertAll(results, (r) => inSvy21(Number(r.X), Number(r.Y)) && inWgs84(Number(r.LONGITUDE), Number(r.LATITUDE)), 'outside Singapore');
    });
  }

  it('onemap-planning-areas.json: OneMap planning areas, each a MultiPolygon inside a JSON string', () => {
    const text = readReal('onemap-planning-areas.json');
    assert.ok(!text.includes('\n'), 'one line');
    const results = (JSON.parse(text) as { SearchResults: { pln_area_n: string; geojson: string }[] }).SearchResults;
    assert.deepEqual(results.map((r) => r.pln_area_n), ['BEDOK', 'BUKIT TIMAH', 'BUKIT BATOK', 'BUKIT MERAH', 'CENTRAL WATER CATCHMENT']);
    assert.ok(text.includes('"geojson": "{\\"type\\":\\"MultiPolygon\\",\\"coordinates\\":[[[[103.932080145,1.305547697]'), 'escaped quotes');
    const all = results.flatMap((r) => {
      const geometry = JSON.parse(r.geojson) as { type: string; coordinates: unknown };
      assert.equal(geometry.type, 'MultiPolygon');
      return positions(geometry.coordinates);
    });
    assert.equal(all.length, 4_561);
    assertAll(all, (p) => p.length === 2 && inWgs84(p[0]!, p[1]!), 'not [lon, lat] in Singapore');
  });

  it('hdb-carpark-information.csv: 300 quoted rows, x_coord/y_coord in SVY21, addresses with commas', () => {
    const text = readReal('hdb-carpark-information.csv');
    const rows = csvRecords('hdb-carpark-information.csv');
    assert.equal(rows.length, 300);
    assert.ok(!text.includes('\r'), 'LF line endings');
    assertAll(rows, (r) => inSvy21(Number(r['x_coord']), Number(r['y_coord'])), 'x_coord/y_coord outside SVY21');
    assert.ok(rows.some((r) => r['address']!.includes(',')), 'an address with a comma');
  });

  it('hdb-carpark-information-2025.csv: 300 rows, quoted only where a comma is, some integer coordinates', () => {
    const text = readReal('hdb-carpark-information-2025.csv');
    const rows = csvRecords('hdb-carpark-information-2025.csv');
    assert.equal(rows.length, 300);
    assert.equal(text.split('\n').filter((line) => line.includes('"')).length, 3);
    assertAll(rows, (r) => inSvy21(Number(r['x_coord']), Number(r['y_coord'])), 'x_coord/y_coord outside SVY21');
    const integers = rows.filter((r) => !r['x_coord']!.includes('.') || !r['y_coord']!.includes('.'));
    assert.deepEqual(integers.map((r) => [r['car_park_no'], r['x_coord'], r['y_coord']]), [
      ['A10', '29247.03', '38962'],
      ['A34', '30042', '38931.43'],
    ]);
  });

  it('hdb-carpark-information-with-wgs84.csv: the same 300 carparks with latitude,longitude, one row with both empty', () => {
    const rows = csvRecords('hdb-carpark-information-with-wgs84.csv');
    assert.equal(rows.length, 300);
    const empty = rows.filter((r) => r['latitude'] === '' && r['longitude'] === '');
    assert.deepEqual(empty.map((r) => r['car_park_no']), ['BJ13']);
    const filled = rows.filter((r) => r['latitude'] !== '');
    assertAll(filled, (r) => inSvy21(Number(r['x_coord']), Number(r['y_coord'])) && inWgs84(Number(r['longitude']), Number(r['latitude'])), 'outside Singapore');
  });

  it('lta-carpark-locations.csv: 350 rows ending in lat,lng, HDB, LTA and URA rows', () => {
    const rows = csvRecords('lta-carpark-locations.csv');
    assert.equal(rows.length, 350);
    assertAll(rows, (r) => inWgs84(Number(r['lng']), Number(r['lat'])), 'lat/lng outside Singapore');
    assert.deepEqual([...new Set(rows.map((r) => r['Agency']))].sort(), ['HDB', 'LTA', 'URA']);
    assert.ok(rows.some((r) => r['Development']!.includes(',')), 'a quoted development name with commas');
  });

  it('lta-datamall-bus-stops.json: 300 stops, Latitude and Longitude each on its own line', () => {
    const text = readReal('lta-datamall-bus-stops.json');
    const stops = JSON.parse(text) as { Latitude: number; Longitude: number }[];
    assert.equal(stops.length, 300);
    assertAll(stops, (s) => inWgs84(s.Longitude, s.Latitude), 'outside Singapore');
    assert.equal(text.match(/^\t\t"Latitude": [\d.]+,\n\t\t"Longitude": [\d.]+\n/gm)?.length, 300);
  });

  it('sgbusdata-bus-stops-lat-long.json: 200 stops with nested lat/long, one of them with lat = long', () => {
    type Stop = { name: string; coordinates: { lat: number; long: number } };
    const stops = JSON.parse(readReal('sgbusdata-bus-stops-lat-long.json')) as Stop[];
    assert.equal(stops.length, 200);
    // As published: stop -P143 has its longitude in both fields, a "lat" that contradicts its value.
    const wrong = stops.filter((s) => !inWgs84(s.coordinates.long, s.coordinates.lat));
    assert.deepEqual(wrong, [{ name: '-P143', wab: 'true', details: 'Opp Hong Lim Cplx', coordinates: { lat: 103.8452739, long: 103.8452739 } }]);
  });

  it('qgis2leaf-childcare-tampines.js: a var holding GeoJSON, single quotes, X_ADDR/Y_ADDR, 0.000000 placeholders', () => {
    const text = readReal('qgis2leaf-childcare-tampines.js');
    assert.ok(text.startsWith('var exp_childcaretampines = {\n'));
    assert.ok(text.includes(`"color_qgis2leaf": '#68a057'`), 'single-quoted strings');
    assert.ok(text.includes('"LANDXADDRE": 0.000000, "LANDYADDRE": 0.000000'), 'zero placeholders');
    const collection = qgisChildcare();
    assert.equal(collection.features.length, 61);
    assertAll(collection.features, (f) => f.geometry.type === 'Point', 'not a Point');
    assertAll(collection.features, (f) => inSvy21(f.properties['X_ADDR'] as number, f.properties['Y_ADDR'] as number), 'X_ADDR/Y_ADDR outside SVY21');
    assertAll(collection.features, (f) => inWgs84(...(f.geometry.coordinates as [number, number])), 'geometry outside Singapore');
  });

  it('kml-parks-bukit-batok.js: CRLF, 40 points with 3 values, HTML descriptions, LANDX/LANDY strings', () => {
    const text = readReal('kml-parks-bukit-batok.js');
    assert.equal(text.split('\r\n').length, text.split('\n').length, 'every line ends in CRLF');
    const collection = kmlParks();
    assert.equal(collection.features.length, 40);
    assertAll(collection.features, (f) => (f.geometry.coordinates as number[]).length === 3, 'not 3 values');
    assertAll(collection.features, (f) => String(f.properties['description']).startsWith('<center><table>'), 'no HTML table');
    assertAll(collection.features, (f) => typeof f.properties['LANDXADDRESSPOINT'] === 'string', 'LANDX not a string');
  });

  it('kml-water-level-stations.js: CRLF, 100 points with 3 values, SVY21 X/Y only inside the HTML', () => {
    const text = readReal('kml-water-level-stations.js');
    assert.ok(text.startsWith('var geoJsonData= {\r\n'));
    assert.match(text, /\}\r\n(?:[ ]*\r\n)+[ ]+$/, 'blank lines after the closing brace, then spaces with no final newline');
    assert.equal(text.split('\r\n').length, text.split('\n').length, 'every line ends in CRLF');
    const collection = kmlWaterLevelStations();
    assert.equal(collection.features.length, 100);
    assertAll(collection.features, (f) => (f.geometry.coordinates as number[]).length === 3, 'not 3 values');
    assertAll(collection.features, (f) => Object.keys(f.properties).join() === 'Name,Description', 'other properties');
    const description = (f: (typeof collection.features)[number]): string => String(f.properties['Description']);
    assertAll(collection.features, (f) => inSvy21(Number(htmlCell(description(f), 'X')), Number(htmlCell(description(f), 'Y'))), 'X/Y outside SVY21');
  });

  it('mrtsg-known-wrong.csv: CRLF, 189 stations with X, Y, Latitude, Longitude', () => {
    const text = readReal('mrtsg-known-wrong.csv');
    assert.ok(text.startsWith('OBJECTID,STN_NAME,STN_NO,X,Y,Latitude,Longitude,COLOR\r\n'));
    const rows = csvRecords('mrtsg-known-wrong.csv');
    assert.equal(rows.length, 189);
    assertAll(rows, (r) => inSvy21(Number(r['X']), Number(r['Y'])) && inWgs84(Number(r['Longitude']), Number(r['Latitude'])), 'outside Singapore');
  });

  it('lta-mrt-station-exits.geojson: 40 exits, one a line, [lon, lat, 0.0] in Singapore, HTML tables naming them', () => {
    const text = readReal('lta-mrt-station-exits.geojson');
    assert.equal(text.split('\n').length, 48, 'five lines of head, 40 features, the close, and the final newline');
    const collection = JSON.parse(text) as FeatureCollection;
    assert.equal(collection.features.length, 40);
    assertAll(collection.features, (f) => f.geometry.type === 'Point', 'not a Point');
    const all = collection.features.map((f) => f.geometry.coordinates as number[]);
    assertAll(all, (p) => p.length === 3 && p[2] === 0 && inWgs84(p[0]!, p[1]!), 'not [lon, lat, 0] in Singapore');
    const table = (f: FeatureCollection['features'][number]) => String(f.properties['Description']);
    assertAll(collection.features, (f) => table(f).includes('<th>STATION_NA</th>') && table(f).includes('<th>EXIT_CODE</th>'), 'no station in the table');
  });

  it('large/ura-mp2019-planning-area-no-sea.geojson: 55 areas, 40 505 positions of 3 values, ~2 MB', () => {
    const name = 'large/ura-mp2019-planning-area-no-sea.geojson';
    assert.equal(statSync(join(REAL_DIR, name)).size, 1_969_654);
    const collection = JSON.parse(readReal(name)) as FeatureCollection;
    assert.equal(collection.features.length, 55);
    const all = collection.features.flatMap((f) => positions(f.geometry.coordinates));
    assert.equal(all.length, 40_505);
    assertAll(all, (p) => p.length === 3 && p[2] === 0 && inWgs84(p[0]!, p[1]!), 'not [lon, lat, 0] in Singapore');
    assert.deepEqual(new Set(collection.features.map((f) => f.geometry.type)), new Set(['Polygon', 'MultiPolygon']));
    assertAll(collection.features, (f) => String(f.properties['Description']).includes('<th>PLN_AREA_N</th>'), 'no HTML table');
  });
});
