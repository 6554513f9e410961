// The exact query strings of popapi and themesvc requests, and the edges where they are refused before any
// call is spent: years, latitudes and longitudes at their bounds, an area name's length, a theme's name and
// its extents (south-west then north-east).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { OneMapError } from '../../../src/onemap/errors';
import { allPlanningAreasRequest, checkYear, planningAreaAtRequest, planningAreaNamesRequest } from '../../../src/onemap/planningAreaRequests';
import { GENDERED_QUERIES, POPULATION_QUERIES, populationRequest } from '../../../src/onemap/populationRequests';
import { allThemesRequest, checkQueryName, retrieveThemeRequest, themeInfoRequest, themeStatusRequest } from '../../../src/onemap/themeRequests';

const refused = (field: string, message: string) => (error: unknown) =>
  error instanceof OneMapError && error.kind === 'invalid-request' && error.field === field && error.message === message;

test('a year from 1950 to 2100 inclusive, whole; the paths and queries of the area requests', () => {
  for (const year of [1950, 2019, 2100]) assert.equal(checkYear(year), year);
  for (const year of [1949, 2101, 2019.5, '2019', Number.NaN, undefined]) {
    assert.throws(() => checkYear(year), refused('year', 'Invalid year: it must be a whole year from 1950 to 2100.'), String(year));
  }
  assert.deepEqual(
    [allPlanningAreasRequest(2019).path, allPlanningAreasRequest(2019).query.toString()],
    ['/api/public/popapi/getAllPlanningarea', 'year=2019'],
  );
  assert.deepEqual(
    [planningAreaNamesRequest(1998).path, planningAreaNamesRequest(1998).query.toString()],
    ['/api/public/popapi/getPlanningareaNames', 'year=1998'],
  );
  assert.throws(() => planningAreaNamesRequest(1949), refused('year', 'Invalid year: it must be a whole year from 1950 to 2100.'));
});

test('the area at a point: latitude then longitude, each taken at both ends of its range and refused past them', () => {
  const at = planningAreaAtRequest(1.3521, 103.8198, 2019);
  assert.equal(at.path, '/api/public/popapi/getPlanningarea');
  assert.equal(at.query.toString(), 'latitude=1.3521&longitude=103.8198&year=2019');
  for (const [lat, lng] of [[-90, -180], [90, 180], [-90, 180], [90, -180]]) {
    assert.equal(planningAreaAtRequest(lat, lng, 2014).query.toString(), `latitude=${lat}&longitude=${lng}&year=2014`);
  }
  const badLat = refused('latitude', 'Invalid latitude: a latitude must be a number from -90 to 90.');
  const badLng = refused('longitude', 'Invalid longitude: a longitude must be a number from -180 to 180.');
  for (const lat of [-90.000001, 90.000001, Number.NaN, Infinity, '1.35']) assert.throws(() => planningAreaAtRequest(lat, 103.8, 2019), badLat, String(lat));
  for (const lng of [-180.000001, 180.000001, Number.NaN, -Infinity, '103.8']) assert.throws(() => planningAreaAtRequest(1.35, lng, 2019), badLng, String(lng));
  // A point with its axes swapped is caught on the axis that is out of range.
  assert.throws(() => planningAreaAtRequest(103.8198, 1.3521, 2019), badLat);
  assert.throws(() => planningAreaAtRequest(1.3521, 103.8198, 2101), refused('year', 'Invalid year: it must be a whole year from 1950 to 2100.'));
});

test('a population request: the area trimmed, up to 100 characters; gender only for the four tables OneMap splits', () => {
  const area = refused('planningArea', 'Invalid planningArea: name a planning area, e.g. BEDOK.');
  assert.equal(populationRequest('getTenancy', 'A'.repeat(100), 2020).query.get('planningArea'), 'A'.repeat(100));
  for (const name of ['A'.repeat(101), '   ', 42]) assert.throws(() => populationRequest('getTenancy', name, 2020), area, String(name));
  assert.deepEqual([...GENDERED_QUERIES].sort(), ['getEconomicStatus', 'getEthnicGroup', 'getMaritalStatus', 'getPopulationAgeGroup']);
  for (const query of POPULATION_QUERIES) {
    const { path, query: params } = populationRequest(query, 'BEDOK', 2020);
    assert.equal(path, `/api/public/popapi/${query}`);
    assert.equal(params.toString(), 'planningArea=BEDOK&year=2020', 'no gender unless asked');
    if (GENDERED_QUERIES.has(query)) {
      assert.equal(populationRequest(query, 'BEDOK', 2020, 'male').query.toString(), 'planningArea=BEDOK&year=2020&gender=male');
    } else {
      assert.throws(() => populationRequest(query, 'BEDOK', 2020, 'male'), refused('gender', `Invalid gender: ${query} has no figures by gender.`));
    }
  }
  for (const gender of ['Male', 'FEMALE', '', null]) {
    assert.throws(() => populationRequest('getEthnicGroup', 'BEDOK', 2020, gender), refused('gender', 'Invalid gender: it must be male or female.'), String(gender));
  }
  assert.throws(() => populationRequest('getTenancy', 'BEDOK', 1949), /Invalid year/);
  assert.throws(() => populationRequest('getWeather', 'BEDOK', 2020), refused('population query', `Invalid population query: it must be one of ${POPULATION_QUERIES.join(', ')}.`));
});

test('a theme\'s query name: letters, digits, "_" and "-", one to 100 of them, nothing else anywhere in it', () => {
  const bad = refused('queryName', 'Invalid theme: a query name is letters, digits and underscores, such as "kindergartens".');
  for (const name of ['a', 'Kindergartens_2025-v2', '9', 'x'.repeat(100)]) assert.equal(checkQueryName(name), name);
  for (const name of ['', 'x'.repeat(101), 'a b', ' kindergartens', 'kindergartens ', 'a;b', 'a&b=c', 'é', 42, undefined]) {
    assert.throws(() => checkQueryName(name), bad, String(name));
  }
  assert.equal(themeInfoRequest('kindergartens').query.toString(), 'queryName=kindergartens');
  assert.equal(themeInfoRequest('kindergartens').path, '/api/public/themesvc/getThemeInfo');
  assert.deepEqual(
    [allThemesRequest(true).path, allThemesRequest(true).query.toString(), allThemesRequest(false).query.toString()],
    ['/api/public/themesvc/getAllThemesInfo', 'moreInfo=Y', 'moreInfo=N'],
  );
  const status = themeStatusRequest('kindergartens', new Date(Date.UTC(2026, 10, 28, 23, 59, 59, 7)));
  assert.equal(status.path, '/api/public/themesvc/checkThemeStatus');
  assert.equal(status.query.toString(), `queryName=kindergartens&dateTime=${encodeURIComponent('2026-11-28T23:59:59:007Z')}`);
  assert.throws(() => themeStatusRequest('kindergartens', new Date(Number.NaN)), refused('dateTime', 'Invalid dateTime: not a date.'));
});

test('a theme\'s extents: south, west, north, east in that order; a line or a point is an extent, a flipped box is not', () => {
  const bad = refused('extents', 'Invalid extents: south, west, north and east must be numbers with south below north and west of east.');
  const extents = (south: number, west: number, north: number, east: number) =>
    retrieveThemeRequest('kindergartens', { south, west, north, east }).query.get('extents');
  assert.equal(retrieveThemeRequest('kindergartens').path, '/api/public/themesvc/retrieveTheme');
  assert.equal(retrieveThemeRequest('kindergartens').query.toString(), 'queryName=kindergartens');
  assert.equal(extents(1.2, 103.6, 1.47, 104.1), '1.2,103.6,1.47,104.1');
  assert.equal(extents(1.3, 103.8, 1.3, 103.8), '1.3,103.8,1.3,103.8');
  assert.throws(() => extents(1.47, 103.6, 1.2, 104.1), bad, 'south above north');
  assert.throws(() => extents(1.2, 104.1, 1.47, 103.6), bad, 'west east of east');
  assert.throws(() => extents(1.3000001, 103.8, 1.3, 103.8), bad);
  assert.throws(() => extents(1.3, 103.8000001, 1.3, 103.8), bad);
  for (const at of [0, 1, 2, 3]) {
    const values = [1.2, 103.6, 1.47, 104.1];
    values[at] = Number.NaN;
    assert.throws(() => extents(values[0], values[1], values[2], values[3]), bad, `NaN at ${at}`);
  }
  assert.throws(() => retrieveThemeRequest('a b', { south: 1, west: 2, north: 3, east: 4 }), /Invalid theme/);
});
