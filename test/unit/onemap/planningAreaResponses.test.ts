// The planning-area readers on every recorded OneMap answer (test/fixtures/onemap-samples/planningarea_*),
// each quirk pinned: TOTAL/OTHERS rows without geojson skipped, the 2023-08 answer whose coordinates all
// collapsed refused with a clear message, the quote-stripped geojson read back, "No Data Available!" as none.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError, readAllPlanningAreas, readPlanningAreaAt, readPlanningAreaNames } from '../../../src/onemap';
import { sample } from '../samples';

const FILE = {
  all2024: 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2024-01.json',
  allCollapsed: 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2023-08-degenerate-coords.json',
  point2020: 'planningarea_ahzhezhe-onemapsg_getPlanningarea-lat1.3039454-lng103.8408471-year2020-privateapi-2020-05.json',
  pointUnquoted: 'planningarea_ahzhezhe-onemapsg_getPlanningarea-lat1.3039454-lng103.8408471-year2020-privateapi-2020-10-unquoted.json',
  pointCollapsed: 'planningarea_ahzhezhe-onemapsg_getPlanningarea-lat1.3039454-lng103.8408471-year2020-public-2023.json',
  namesLegacy: 'planningarea_ahzhezhe-onemapsg_getPlanningareaNames-year2020-privateapi-2020-05.json',
  namesCurrent: 'planningarea_ahzhezhe-onemapsg_getPlanningareaNames-year2020-public-2023.json',
};

/** Whether a ring-based crossing test puts the point inside the geometry (holes count). */
function holds(geometry: { type: string; coordinates: any }, lon: number, lat: number): boolean {
  const polygons: number[][][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi! > lat !== yj! > lat && lon < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) inside = !inside;
    }
  }
  return inside;
}

test('getAllPlanningarea of 2024-01: 55 areas, each a MultiPolygon in Singapore, none skipped or repaired', () => {
  const set = readAllPlanningAreas(sample(FILE.all2024), 2019);
  assert.equal(set.areas.length, 55);
  assert.deepEqual(set.skipped, []);
  assert.deepEqual(set.repaired, []);
  assert.equal(new Set(set.areas.map((a) => a.name)).size, 55);
  const bedok = set.areas.find((a) => a.name === 'BEDOK')!;
  assert.equal(bedok.geometry.type, 'MultiPolygon');
  // Bedok MRT station lies in BEDOK and in no other area.
  assert.deepEqual(set.areas.filter((a) => holds(a.geometry, 103.9299, 1.3240)).map((a) => a.name), ['BEDOK']);
});

test('getAllPlanningarea of 2023-08, every point collapsed near (103.58, 1.02): refused, saying where the points lie', () => {
  const body = sample(FILE.allCollapsed);
  assert.equal(body.SearchResults[0].pln_area_n, 'TOTAL');
  assert.equal(body.SearchResults[0].geojson, null);
  assert.throws(
    () => readAllPlanningAreas(body, 2019),
    (error) =>
      isOneMapError(error, 'malformed-response') &&
      /^OneMap's answer for 2019 has no usable boundaries: every point lies near \(103\.5826\d, 1\.0162\d\)/.test(error.message),
  );
});

test('a TOTAL row without geojson is skipped, not an error, once the areas are usable', () => {
  const body = sample(FILE.all2024);
  body.SearchResults.unshift({ geojson: null, pln_area_n: 'TOTAL' });
  const set = readAllPlanningAreas(body, 2014);
  assert.deepEqual(set.skipped, ['TOTAL']);
  assert.equal(set.areas.length, 55);
});

test('the retired bare-list form with an OTHERS row and quote-stripped geojson: OTHERS skipped, every area read back', () => {
  const current = sample(FILE.all2024).SearchResults as Array<{ geojson: string; pln_area_n: string }>;
  const legacy = [{ geojson: null, pln_area_n: 'OTHERS' }, ...current.map((e) => ({ ...e, geojson: e.geojson.replace(/"/g, '') }))];
  const set = readAllPlanningAreas(legacy, 2008);
  assert.deepEqual(set.skipped, ['OTHERS']);
  assert.equal(set.repaired.length, 55);
  assert.deepEqual(set.areas, readAllPlanningAreas(sample(FILE.all2024), 2008).areas);
});

test('getPlanningarea of 2020-05 (quoted): NEWTON, holding the point asked about', () => {
  const area = readPlanningAreaAt(sample(FILE.point2020), 2020)!;
  assert.equal(area.name, 'NEWTON');
  assert.ok(holds(area.geometry, 103.8408471, 1.3039454));
});

test('getPlanningarea of 2020-10 with its quotes stripped: read back to the same boundary shape, still NEWTON', () => {
  const body = sample(FILE.pointUnquoted);
  assert.match(body[0].geojson, /^\{type:MultiPolygon,coordinates:\[\[\[\[103\./);
  const area = readPlanningAreaAt(body, 2020)!;
  assert.equal(area.name, 'NEWTON');
  assert.equal(area.geometry.type, 'MultiPolygon');
  assert.ok(holds(area.geometry, 103.8408471, 1.3039454));
});

test('geojson text that lost its quotes and holds anything more than the two keys is refused, not guessed', () => {
  const broken = [{ pln_area_n: 'NEWTON', geojson: '{type:MultiPolygon,name:NEWTON, PARK,coordinates:[[[[103.8,1.3],[103.9,1.3],[103.9,1.4],[103.8,1.3]]]]}' }];
  assert.throws(
    () => readPlanningAreaAt(broken, 2020),
    (error) => isOneMapError(error, 'malformed-response') && /\(NEWTON\) cannot be used: its boundary is not GeoJSON, and not the quote-stripped form/.test(error.message),
  );
  const cut = [{ pln_area_n: 'NEWTON', geojson: '{type:Polygon,coordinates:[[[103.8,1.3],[103.9,1.3]' }];
  assert.throws(() => readPlanningAreaAt(cut, 2020), /not GeoJSON|cut short/);
});

test('getPlanningarea of 2023 (NEWTON with collapsed coordinates) is refused rather than placing anything', () => {
  assert.throws(
    () => readPlanningAreaAt(sample(FILE.pointCollapsed), 2020),
    (error) => isOneMapError(error, 'malformed-response') && /no usable boundaries: every point lies near \(103\.5826\d, 1\.0162\d\)/.test(error.message),
  );
});

test('getPlanningareaNames: the current list without TOTAL, the 2020-05 one without OTHERS', () => {
  const current = readPlanningAreaNames(sample(FILE.namesCurrent), 2020);
  assert.equal(current.length, 55);
  assert.ok(!current.some((n) => n.name === 'TOTAL'));
  assert.deepEqual(current.find((n) => n.name === 'BEDOK'), { id: 114, name: 'BEDOK' });
  const legacy = readPlanningAreaNames(sample(FILE.namesLegacy), 2020);
  assert.equal(legacy.length, 55);
  assert.ok(!legacy.some((n) => n.name === 'OTHERS'));
  assert.deepEqual(legacy[0], { id: 26, name: 'SIMPANG' });
});

test('"No Data Available!" is no data for every reader, not an error', () => {
  const noData = sample('population_ahzhezhe-onemapsg_getEconomicStatus-BEDOK-2018-privateapi-2020-05-nodata.json');
  assert.deepEqual(readAllPlanningAreas(noData, 1990), { year: 1990, areas: [], skipped: [], repaired: [] });
  assert.equal(readPlanningAreaAt(noData, 1990), undefined);
  assert.deepEqual(readPlanningAreaNames(noData, 1990), []);
  assert.equal(readPlanningAreaAt([], 2019), undefined);
});

test('an error body on a 200, and shapes that are no answer, are refused with a message', () => {
  assert.throws(() => readAllPlanningAreas({ error: 'Invalid year' }, 2019), (e) => isOneMapError(e, 'bad-request') && /OneMap said Invalid year/.test(e.message));
  assert.throws(() => readAllPlanningAreas({ SearchResults: 'x' }, 2019), /neither a list of areas/);
  assert.throws(() => readAllPlanningAreas([{ geojson: '{"type":"Point","coordinates":[103.8,1.3]}', pln_area_n: 'X' }], 2019), /not a GeoJSON Polygon or MultiPolygon/);
  assert.throws(() => readAllPlanningAreas([{ geojson: null }], 2019), /entry 1 has no planning-area name/);
});
