// popapi in the simulator, seen from a plain HTTP client: the recorded planning-area and population answers
// word for word in each variant, the token and the 403 as for every service, "No Data Available!" elsewhere.
import * as assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { RESTRICTED_USER, type Simulator, startSimulator } from '../../simulator';
import { sample } from '../samples';
import { authorised, call, closeCalls, query, signIn } from './call';

const POPAPI = '/api/public/popapi/';
const NO_DATA = { Result: 'No Data Available!' };
let sim: Simulator;
let token: string;
before(async () => {
  sim = await startSimulator();
  token = await signIn(sim);
});
beforeEach(() => sim.reset());
after(async () => {
  await closeCalls();
  await sim.close();
});

const get = (name: string, params: Record<string, string>) => call(sim, `${POPAPI}${name}${query(params)}`, { headers: authorised(token) });

test('getAllPlanningarea answers the 2024-01 recording for the Master Plan years, "No Data Available!" for others', async () => {
  const recorded = sample('planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2024-01.json');
  for (const year of ['2019', '2014', '2008', '2020']) {
    const answer = await get('getAllPlanningarea', { year });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.json, recorded, year);
  }
  assert.deepEqual((await get('getAllPlanningarea', { year: '2015' })).json, NO_DATA);
  assert.equal((await get('getAllPlanningarea', { year: 'latest' })).status, 400);
});

test('the collapsed variant answers the 2023-08 recording with its TOTAL row; reset() brings back the current one', async () => {
  sim.setPlanningAreas('collapsed');
  const answer = await get('getAllPlanningarea', { year: '2014' });
  assert.deepEqual(answer.json, sample('planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2023-08-degenerate-coords.json'));
  const point = await get('getPlanningarea', { latitude: '1.3039454', longitude: '103.8408471', year: '2020' });
  assert.equal(point.json[0].pln_area_n, 'NEWTON');
  assert.match(point.json[0].geojson, /^\{"type":"MultiPolygon","coordinates":\[\[\[\[103\.5826/);
  sim.reset();
  assert.equal((await get('getAllPlanningarea', { year: '2014' })).json.SearchResults.length, 55);
});

test("a test's own answer for a year: getAllPlanningarea gives it for that year only, behind the token as ever, until reset()", async () => {
  const standIn = { SearchResults: [{ geojson: '{"type":"Polygon","coordinates":[[[103.8,1.3],[103.81,1.3],[103.81,1.31],[103.8,1.3]]]}', pln_area_n: 'STAND-IN' }] };
  sim.setYearAnswer(2014, standIn);
  assert.deepEqual((await get('getAllPlanningarea', { year: '2014' })).json, standIn);
  assert.equal((await get('getAllPlanningarea', { year: '2008' })).json.SearchResults.length, 55);
  const unsigned = await call(sim, `${POPAPI}getAllPlanningarea?year=2014`);
  assert.equal(unsigned.status, (await call(sim, `${POPAPI}getAllPlanningarea?year=2008`)).status);
  assert.notEqual(unsigned.status, 200);
  sim.reset();
  assert.equal((await get('getAllPlanningarea', { year: '2014' })).json.SearchResults.length, 55);
});

test('the unquoted variant: the recorded 2020-10 point answer word for word, a bare list led by OTHERS, the 2020-05 names', async () => {
  sim.setPlanningAreas('unquoted');
  const point = await get('getPlanningarea', { latitude: '1.3039454', longitude: '103.8408471', year: '2020' });
  assert.deepEqual(point.json, sample('planningarea_ahzhezhe-onemapsg_getPlanningarea-lat1.3039454-lng103.8408471-year2020-privateapi-2020-10-unquoted.json'));
  const all = (await get('getAllPlanningarea', { year: '2014' })).json;
  assert.ok(Array.isArray(all));
  assert.deepEqual(all[0], { geojson: null, pln_area_n: 'OTHERS' });
  assert.ok(all.slice(1).every((e: { geojson: string }) => e.geojson.startsWith('{type:MultiPolygon,coordinates:')));
  assert.deepEqual((await get('getPlanningareaNames', { year: '2020' })).json, sample('planningarea_ahzhezhe-onemapsg_getPlanningareaNames-year2020-privateapi-2020-05.json'));
});

test('getPlanningarea finds the area holding any point (latitude/longitude, or the retired lat/lng); [] at sea', async () => {
  const bishan = await get('getPlanningarea', { latitude: '1.3510', longitude: '103.8483', year: '2019' });
  assert.deepEqual(bishan.json.map((e: { pln_area_n: string }) => e.pln_area_n), ['BISHAN']);
  const old = await get('getPlanningarea', { lat: '1.2840', lng: '103.8514', year: '2019' });
  assert.equal(old.json[0].pln_area_n, 'DOWNTOWN CORE');
  assert.deepEqual((await get('getPlanningarea', { latitude: '1.20', longitude: '104.2', year: '2019' })).json, []);
  assert.equal((await get('getPlanningarea', { latitude: 'north', longitude: '103.8', year: '2019' })).status, 400);
});

test('getPlanningareaNames answers the 2023 recording (with TOTAL)', async () => {
  assert.deepEqual((await get('getPlanningareaNames', { year: '2019' })).json, sample('planningarea_ahzhezhe-onemapsg_getPlanningareaNames-year2020-public-2023.json'));
});

test('population: BEDOK in 2020 and 2018 as recorded (any case), by gender where rows have one, No Data elsewhere', async () => {
  const all2020 = sample('population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2020-public-2025-08.json');
  assert.deepEqual((await get('getTenancy', { planningArea: 'bedok', year: '2020' })).json, all2020['getTenancy 1']);
  const female = (await get('getPopulationAgeGroup', { planningArea: 'BEDOK', year: '2020', gender: 'female' })).json;
  assert.deepEqual(female, [all2020['getPopulationAgeGroup 1'][0]]);
  const all2018 = sample('population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2018-privateapi-2020-05.json');
  assert.deepEqual((await get('getEconomicStatus', { planningArea: 'BEDOK', year: '2018' })).json, NO_DATA);
  assert.deepEqual((await get('getTypeOfDwellingPop', { planningArea: 'BEDOK', year: '2018' })).json, all2018['getTypeOfDwellingPop 1']);
  assert.deepEqual((await get('getTenancy', { planningArea: 'TAMPINES', year: '2020' })).json, NO_DATA);
  assert.equal((await get('getTenancy', { year: '2020' })).status, 400);
  assert.equal((await call(sim, `${POPAPI}getWeather${query({ planningArea: 'BEDOK', year: '2020' })}`, { headers: authorised(token) })).status, 404);
});

test('popapi needs the token as every service does, and a restricted role gets 403 naming popapi', async () => {
  const none = await call(sim, `${POPAPI}getPlanningareaNames${query({ year: '2019' })}`);
  assert.equal(none.status, 400);
  const restricted = await signIn(sim, RESTRICTED_USER);
  const refused = await call(sim, `${POPAPI}getTenancy${query({ planningArea: 'BEDOK', year: '2020' })}`, { headers: authorised(restricted) });
  assert.equal(refused.status, 403);
  assert.match(refused.json.error, /component 'popapi' of service 'getTenancy'/);
});
