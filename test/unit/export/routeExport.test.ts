// Exported routes parse as what they claim to be and carry the route the user saw: OneMap's recorded answers
// go in; the GeoJSON is read with JSON.parse, the GPX with @tmcw/togeojson (a GPX reader of its own), the WKT
// with Terraformer's parser.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { gpx as gpxToGeoJson } from '@tmcw/togeojson';
import { wktToGeoJSON } from '@terraformer/wkt';
import { DOMParser } from '@xmldom/xmldom';
import { exportRoute } from '../../../src/export/routeExport';
import { singaporeTime } from '../../../src/export/routeFeatures';
import { decodeRouteGeometry } from '../../../src/shared/onemap/geometry';
import type { RoutePlan } from '../../../src/shared/protocol/messages';
import { drive2025, legacy2019, ptBus2023 } from '../samples';

const DRIVE: RoutePlan = { start: { lat: 1.304274, lon: 103.841343 }, end: { lat: 1.3043, lon: 103.8414 }, routeType: 'drive' };
const PT: RoutePlan = {
  start: { lat: 1.3196, lon: 103.9048 },
  end: { lat: 1.3049, lon: 103.8321 },
  routeType: 'pt',
  pt: { date: '11-30-2023', time: '08:00:00', mode: 'BUS' },
};

function parseGpx(text: string): any {
  return gpxToGeoJson(new DOMParser().parseFromString(text, 'text/xml') as unknown as Parameters<typeof gpxToGeoJson>[0]);
}

const lonLat = (points: [number, number][]): number[][] => points.map(([lat, lng]) => [lng, lat]);

test('a drive exports as GeoJSON: the chosen variant\'s path, then each step with its instruction, time and distance', () => {
  const answer = drive2025();
  const exported = exportRoute('geojson', DRIVE, answer, 0);
  assert.equal(exported.language, 'json');
  const collection = JSON.parse(exported.text);
  assert.equal(collection.type, 'FeatureCollection');
  const [path, ...steps] = collection.features;
  assert.deepEqual(path.geometry.coordinates, lonLat(decodeRouteGeometry(answer.route_geometry)));
  assert.deepEqual(
    { from: path.properties.from, to: path.properties.to, time_s: path.properties.time_s, distance_m: path.properties.distance_m },
    { from: 'CAVENAGH ROAD', to: 'CAVENAGH ROAD', time_s: 1, distance_m: 6 },
  );
  assert.equal(steps.length, answer.route_instructions.length);
  assert.deepEqual(steps[0].geometry.coordinates, [103.841343, 1.304274]);
  assert.ok(exported.text.includes('"coordinates": [103.841343, 1.304274]'), 'a position on one line, as GeoJSON files are written');
  assert.equal(exported.text.split('\n').filter((line) => /^\s*\[-?\d/.test(line)).length, path.geometry.coordinates.length, 'one line per position of the path');
  assert.deepEqual(
    { instruction: steps[0].properties.instruction, time_s: steps[0].properties.time_s, distance_m: steps[0].properties.distance_m },
    { instruction: 'Head North On Cavenagh Road', time_s: 1, distance_m: 6 },
  );
});

test('the variant the user chose is the one exported (OneMap\'s shortest-distance route)', () => {
  const answer = drive2025();
  const collection = JSON.parse(exportRoute('geojson', DRIVE, answer, 1).text);
  assert.deepEqual(collection.features[0].geometry.coordinates, lonLat(decodeRouteGeometry(answer.phyroute.route_geometry)));
  assert.equal(collection.features[0].properties.distance_m, answer.phyroute.route_summary.total_distance);
});

test('a pre-2020 answer exports its steps at the path points its instructions index', () => {
  const answer = legacy2019();
  const path = decodeRouteGeometry(answer.route_geometry);
  const collection = JSON.parse(exportRoute('geojson', DRIVE, answer, 0).text);
  const steps = collection.features.slice(1);
  assert.ok(steps.length > 0);
  const first = answer.route_instructions[0];
  assert.deepEqual(steps[0].geometry.coordinates, [path[first[3]]![1], path[first[3]]![0]]);
});

test('a public-transport itinerary exports every leg with its mode, line, stops and times', () => {
  const answer = ptBus2023();
  const itinerary = answer.plan.itineraries[0];
  const collection = JSON.parse(exportRoute('geojson', PT, answer, 0).text);
  const [path, ...legs] = collection.features;
  assert.deepEqual(
    legs.map((leg: any) => [leg.properties.mode, leg.properties.line, leg.properties.instruction]),
    [
      ['WALK', '', 'Walk to OPP COLD STORAGE JELITA'],
      ['BUS', itinerary.legs[1].routeShortName || '7 / 7B', `Bus ${itinerary.legs[1].routeShortName || '7 / 7B'} from OPP COLD STORAGE JELITA to DELFI ORCHARD`],
      ['WALK', '', 'Walk to Destination'],
    ],
  );
  legs.forEach((leg: any, i: number) => {
    assert.deepEqual(leg.geometry.coordinates, lonLat(decodeRouteGeometry(itinerary.legs[i].legGeometry.points)));
    assert.equal(leg.properties.departs, singaporeTime(itinerary.legs[i].startTime));
  });
  // The whole path runs from the first leg's first point to the last leg's last point.
  assert.deepEqual(path.geometry.coordinates[0], legs[0].geometry.coordinates[0]);
  assert.deepEqual(path.geometry.coordinates.at(-1), legs.at(-1).geometry.coordinates.at(-1));
  assert.deepEqual(path.geometry.coordinates, legs.flatMap((leg: any) => leg.geometry.coordinates));
  assert.equal(path.properties.fare, '1.19');
});

test('GPX: a track along the path and a waypoint per step, read back by a GPX reader', () => {
  const answer = drive2025();
  const exported = exportRoute('gpx', DRIVE, answer, 0);
  assert.equal(exported.language, 'xml');
  const read = parseGpx(exported.text);
  const tracks = read.features.filter((f: any) => f.geometry.type === 'LineString');
  const waypoints = read.features.filter((f: any) => f.geometry.type === 'Point');
  assert.equal(tracks.length, 1);
  assert.deepEqual(tracks[0].geometry.coordinates, lonLat(decodeRouteGeometry(answer.route_geometry)));
  assert.deepEqual(
    waypoints.map((w: any) => w.properties.name),
    answer.route_instructions.map((i: unknown[]) => i[9]),
  );
});

test('GPX: one track per public-transport leg, named by its instruction', () => {
  const answer = ptBus2023();
  const read = parseGpx(exportRoute('gpx', PT, answer, 0).text);
  const tracks = read.features.filter((f: any) => f.geometry.type === 'LineString');
  assert.equal(tracks.length, answer.plan.itineraries[0].legs.length);
  assert.equal(tracks[2].properties.name, 'Walk to Destination');
  assert.equal(tracks[1].properties.type, 'BUS');
});

test('GPX: OneMap\'s words with & and < survive as text, not markup', () => {
  const answer = drive2025();
  answer.route_instructions[0][9] = 'Turn <left> at A & W';
  answer.route_summary.start_point = 'Tom & Jerry <Block 5>';
  const text = exportRoute('gpx', DRIVE, answer, 0).text;
  assert.ok(!text.includes('<left>'));
  const read = parseGpx(text);
  const waypoint = read.features.find((f: any) => f.geometry.type === 'Point');
  assert.equal(waypoint.properties.name, 'Turn <left> at A & W');
});

test('WKT: the path as a LINESTRING (x y = longitude latitude), the legs as a MULTILINESTRING', () => {
  const drive = drive2025();
  const line = exportRoute('wkt', DRIVE, drive, 0).text;
  assert.match(line, /^LINESTRING \(/);
  assert.deepEqual(wktToGeoJSON(line.trim()).coordinates, lonLat(decodeRouteGeometry(drive.route_geometry)));
  const pt = ptBus2023();
  const multi = exportRoute('wkt', PT, pt, 0).text;
  assert.match(multi, /^MULTILINESTRING \(/);
  assert.equal(wktToGeoJSON(multi.trim()).coordinates.length, pt.plan.itineraries[0].legs.length);
});

test('times are written in Singapore time, UTC+8', () => {
  assert.equal(singaporeTime(Date.UTC(2023, 10, 30, 0, 15, 0)), '2023-11-30T08:15:00+08:00');
});
