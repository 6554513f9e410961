// Show on Map reads real Singapore files (test/fixtures/real, sources in its SOURCES.md): each place where the
// file puts it, named as the file names it, with the text it came from. The files' own second system, and the
// converter run the other way, are the oracles for the positions.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText } from '../../../src/shared/coords';
import { findFeatures, type SourceFeature } from '../../../src/mapData';
import type { Shape } from '../../../src/shared/protocol/dataLayers';
import { csvRecords, htmlCell, kmlWaterLevelStations, oneMapResults, qgisChildcare, readReal } from '../coords/realFixtures';

function vertices(shape: Shape): number[] {
  return shape.kind === 'point' ? [shape.lat, shape.lon] : shape.kind === 'line' ? shape.path : shape.rings.flat();
}

function allVertices(features: readonly SourceFeature[]): number[] {
  return features.flatMap((f) => f.shapes.flatMap(vertices));
}

/** Every position of a GeoJSON geometry as lat, lon, in file order. */
function geoJsonVertices(coordinates: unknown, into: number[] = []): number[] {
  const list = coordinates as unknown[];
  if (typeof list[0] === 'number') into.push(list[1] as number, list[0] as number);
  else for (const inner of list) geoJsonVertices(inner, into);
  return into;
}

function assertClose(actual: readonly number[], expected: readonly number[], tolerance: number, what: string): void {
  assert.equal(actual.length, expected.length, `${what}: vertex count`);
  let worst = 0;
  for (let i = 0; i < actual.length; i++) worst = Math.max(worst, Math.abs(actual[i]! - expected[i]!));
  assert.ok(worst <= tolerance, `${what}: off by ${worst}°`);
}

describe('Show on Map on real files', () => {
  const uraName = 'large/ura-mp2019-planning-area-no-sea.geojson';
  const ura = JSON.parse(readReal(uraName)) as { features: Array<{ properties: { Description: string }; geometry: { type: string; coordinates: unknown } }> };

  it('URA planning areas (GeoJSON): 55 areas named from their HTML tables, every one of the 40 505 positions where the file has it', () => {
    const text = readReal(uraName);
    const { from, features } = findFeatures(text);
    assert.equal(from, 'EPSG:4326');
    assert.deepEqual(features.map((f) => f.label), ura.features.map((f) => htmlCell(f.properties.Description, 'PLN_AREA_N')));
    assert.deepEqual(features.map((f) => f.shapes.length), ura.features.map((f) => (f.geometry.type === 'Polygon' ? 1 : (f.geometry.coordinates as unknown[]).length)));
    assert.deepEqual(allVertices(features), ura.features.flatMap((f) => geoJsonVertices(f.geometry.coordinates)));
    for (const feature of features) assert.match(text.slice(feature.start, feature.end), /^\{ "type": "Feature".*\}$/s);
    assert.ok(features[0]!.properties.some(([k, v]) => k === 'PLN_AREA_C' && v === 'BD'), 'the HTML table is read as properties');
  });

  for (const to of ['EPSG:3414', 'EPSG:3857'] as const) {
    it(`the same file converted to ${to} shows the same places, within the decimals the converter wrote`, () => {
      const converted = convertText(readReal(uraName), { to }).text;
      const { from, features } = findFeatures(converted);
      assert.equal(from, to);
      assert.equal(features.length, 55);
      assertClose(allVertices(features), ura.features.flatMap((f) => geoJsonVertices(f.geometry.coordinates)), 5e-8, to);
    });
  }

  it("OneMap's MRT search results: one place per result, at its LATITUDE/LONGITUDE, named by BUILDING", () => {
    const text = readReal('onemap-mrt-stations.json');
    const results = oneMapResults('onemap-mrt-stations.json') as unknown as Array<Record<string, string>>;
    const { features } = findFeatures(text);
    assert.equal(features.length, 185);
    assert.deepEqual(features.map((f) => f.label), results.map((r) => r['BUILDING']));
    assert.deepEqual(allVertices(features), results.flatMap((r) => [Number(r['LATITUDE']), Number(r['LONGITUDE'])]));
    for (const feature of features) assert.match(text.slice(feature.start, feature.end), /^\{[^{}]*"SEARCHVAL"[^{}]*\}$/);
  });

  it("the MRT results' SVY21 X and Y alone, as a CSV: the same places as OneMap's own LATITUDE/LONGITUDE (within 1e-9°)", () => {
    const results = oneMapResults('onemap-mrt-stations.json') as unknown as Array<Record<string, string>>;
    const csv = ['SEARCHVAL,X,Y', ...results.map((r) => `"${r['SEARCHVAL']}",${r['X']},${r['Y']}`)].join('\n');
    const { from, features } = findFeatures(csv);
    assert.equal(from, 'EPSG:3414');
    assert.deepEqual(features.map((f) => f.label), results.map((r) => r['SEARCHVAL']));
    assertClose(allVertices(features), results.flatMap((r) => [Number(r['LATITUDE']), Number(r['LONGITUDE'])]), 1e-9, 'SVY21 CSV');
  });

  it("OneMap's planning areas: the MultiPolygon inside each JSON string is drawn, named by pln_area_n", () => {
    const text = readReal('onemap-planning-areas.json');
    const areas = (JSON.parse(text) as { SearchResults: Array<{ pln_area_n: string; geojson: string }> }).SearchResults;
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => f.label), areas.map((a) => a.pln_area_n));
    assert.ok(features.every((f) => f.shapes.every((s) => s.kind === 'polygon')));
    assert.deepEqual(allVertices(features), areas.flatMap((a) => geoJsonVertices((JSON.parse(a.geojson) as { coordinates: unknown }).coordinates)));
  });

  it('HDB carparks (CSV, every field quoted, SVY21): one place per row, the row its text, the other columns its properties', () => {
    const text = readReal('hdb-carpark-information.csv');
    const records = csvRecords('hdb-carpark-information.csv');
    const { from, features } = findFeatures(text);
    assert.equal(from, 'EPSG:3414');
    assert.equal(features.length, records.length);
    assert.deepEqual(features.map((f) => f.label), records.map((r) => r['address']));
    assert.deepEqual(features[1]!.properties, Object.entries(records[1]!));
    const lines = text.split('\n');
    assert.deepEqual(features.map((f) => text.slice(f.start, f.end)), lines.slice(1, records.length + 1));
  });

  it('LTA bus stops (JSON, each key on its own line): named by Description, at Latitude/Longitude', () => {
    const stops = JSON.parse(readReal('lta-datamall-bus-stops.json')) as { value: Array<Record<string, unknown>> } | Array<Record<string, unknown>>;
    const list = Array.isArray(stops) ? stops : stops.value;
    const { features } = findFeatures(readReal('lta-datamall-bus-stops.json'));
    assert.deepEqual(features.map((f) => f.label), list.map((s) => s['Description']));
    assert.deepEqual(allVertices(features), list.flatMap((s) => [s['Latitude'] as number, s['Longitude'] as number]));
  });

  it('QGIS export (GeoJSON in JavaScript, single-quoted strings): the point geometries, not the SVY21 columns beside them', () => {
    const collection = qgisChildcare();
    const { features } = findFeatures(readReal('qgis2leaf-childcare-tampines.js'));
    // Array.from: the collection was made in another realm (node:vm), whose arrays deepEqual tells apart.
    assert.deepEqual(features.map((f) => f.label), Array.from(collection.features, (f) => String(f.properties['NAME'])));
    assert.deepEqual(allVertices(features), Array.from(collection.features, (f) => geoJsonVertices(f.geometry.coordinates)).flat());
  });

  it('KML water-level stations: named by the STATION_NAME of their HTML tables', () => {
    const collection = kmlWaterLevelStations();
    const { features } = findFeatures(readReal('kml-water-level-stations.js'));
    assert.deepEqual(features.map((f) => f.label), Array.from(collection.features, (f) => htmlCell(String(f.properties['Description']), 'STATION_NAME')));
    assert.deepEqual(allVertices(features), Array.from(collection.features, (f) => geoJsonVertices(f.geometry.coordinates)).flat());
  });
});
