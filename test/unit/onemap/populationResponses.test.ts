// The population reader on every recorded popapi answer (test/fixtures/onemap-samples/population_*): the 19
// tables of BEDOK in 2020 and 2018, "No Data Available!" as no data, null counts kept as not counted.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError, POPULATION_QUERIES, readPopulation, type PopulationQuery } from '../../../src/onemap';
import { populationRequest } from '../../../src/onemap/populationRequests';
import { sample } from '../samples';

const ALL_2020 = 'population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2020-public-2025-08.json';
const ALL_2018 = 'population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2018-privateapi-2020-05.json';

test('the recordings hold exactly the 19 queries the client knows', () => {
  // The recordings list them alphabetically; the client's list puts the popup's default first.
  const known = [...POPULATION_QUERIES].sort();
  assert.deepEqual(Object.keys(sample(ALL_2020)).map((k) => k.replace(/ 1$/, '')), known);
  assert.deepEqual(Object.keys(sample(ALL_2018)).map((k) => k.replace(/ 1$/, '')), known);
});

test('BEDOK 2020: all 19 answers are data, rows of Bedok in 2020 with whole counts or null', () => {
  const all = sample(ALL_2020);
  for (const query of POPULATION_QUERIES) {
    const answer = readPopulation(all[`${query} 1`], query);
    assert.equal(answer.kind, 'data', query);
    if (answer.kind !== 'data') continue;
    for (const row of answer.rows) {
      assert.equal(row.planningArea, 'Bedok');
      assert.equal(row.year, 2020);
      assert.ok(row.counts.length > 2, query);
      assert.ok(row.counts.every(([, n]) => n === null || Number.isInteger(n)), query);
      assert.ok(!row.counts.some(([key]) => key === 'gender' || key === 'planning_area' || key === 'year'));
    }
  }
});

test('BEDOK 2020 age groups: Female, Male and Total rows; Total the sum of the two within the tens OneMap rounds to', () => {
  const answer = readPopulation(sample('population_ahzhezhe-onemapsg_getPopulationAgeGroup-BEDOK-2020-public-2025-08.json'), 'getPopulationAgeGroup');
  assert.equal(answer.kind, 'data');
  if (answer.kind !== 'data') return;
  assert.deepEqual(answer.rows.map((r) => r.gender), ['Female', 'Male', 'Total']);
  const total = (i: number) => new Map(answer.rows[i]!.counts).get('total')!;
  assert.equal(total(0), 142790);
  assert.equal(total(2), 276990);
  assert.ok(Math.abs(total(0) + total(1) - total(2)) <= 10);
});

test('a count OneMap did not take in 2020 (hotels_restaurants) is null, not zero and not an error', () => {
  const answer = readPopulation(sample(ALL_2020)['getIndustry 1'], 'getIndustry');
  assert.equal(answer.kind, 'data');
  if (answer.kind !== 'data') return;
  const counts = new Map(answer.rows[0]!.counts);
  assert.equal(counts.get('hotels_restaurants'), null);
  assert.equal(typeof counts.get('manufacturing'), 'number');
});

test('BEDOK 2018: "No Data Available!" for 17 queries is no data; age groups (Male, Female, Total) and dwellings are data', () => {
  const all = sample(ALL_2018);
  const kinds = Object.fromEntries(POPULATION_QUERIES.map((q: PopulationQuery) => [q, readPopulation(all[`${q} 1`], q).kind]));
  const data = Object.entries(kinds).filter(([, kind]) => kind === 'data').map(([q]) => q);
  assert.deepEqual(data, ['getPopulationAgeGroup', 'getTypeOfDwellingPop']);
  const ages = readPopulation(all['getPopulationAgeGroup 1'], 'getPopulationAgeGroup');
  assert.deepEqual(ages.kind === 'data' && ages.rows.map((r) => [r.gender, r.year]), [['Male', 2018], ['Female', 2018], ['Total', 2018]]);
  const alone = sample('population_ahzhezhe-onemapsg_getEconomicStatus-BEDOK-2018-privateapi-2020-05-nodata.json');
  assert.deepEqual(readPopulation(alone, 'getEconomicStatus'), { kind: 'no-data' });
});

test('an answer that is no table is refused with the query named; an error body quotes OneMap', () => {
  assert.throws(() => readPopulation({ rows: [] }, 'getTenancy'), (e) => isOneMapError(e, 'malformed-response') && /getTenancy answer cannot be used/.test(e.message));
  assert.throws(() => readPopulation([{ planning_area: 'Bedok', year: 2020, owner: -3 }], 'getTenancy'), /owner in row 1 is not a count/);
  assert.throws(() => readPopulation({ error: 'Invalid planning area' }, 'getTenancy'), (e) => isOneMapError(e, 'bad-request') && /Invalid planning area/.test(e.message));
});

test('requests are checked before sending: the query, the area, the year, and gender only where OneMap has it', () => {
  assert.equal(populationRequest('getTenancy', ' bedok ', 2020).query.toString(), 'planningArea=bedok&year=2020');
  assert.equal(populationRequest('getPopulationAgeGroup', 'BEDOK', 2020, 'female').path, '/api/public/popapi/getPopulationAgeGroup');
  assert.throws(() => populationRequest('getWeather', 'BEDOK', 2020), /Invalid population query/);
  assert.throws(() => populationRequest('getTenancy', '', 2020), /Invalid planningArea/);
  assert.throws(() => populationRequest('getTenancy', 'BEDOK', 20), /Invalid year/);
  assert.throws(() => populationRequest('getTenancy', 'BEDOK', 2020, 'female'), /getTenancy has no figures by gender/);
});
