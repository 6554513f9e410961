// The population popup's table from OneMap's recorded answers (BEDOK 2020 and 2018): labels a person reads,
// categories in numeric order, Male/Female/Total columns whatever order OneMap sent, uncounted rows left
// out, and "No data for that year" for OneMap's "No Data Available!".
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { POPULATION_QUERIES, readPopulation } from '../../../../src/onemap';
import { categoryLabel, NO_DATA_TEXT, populationTable } from '../../../../src/shared/population/populationTable';
import { sample } from '../../samples';

const all2020 = sample('population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2020-public-2025-08.json');
const all2018 = sample('population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2018-privateapi-2020-05.json');
const table = (all: any, query: (typeof POPULATION_QUERIES)[number]) => populationTable(query, readPopulation(all[`${query} 1`], query));

test('age groups of 2020: Male, Female, Total columns (OneMap sent Female first), ages in numeric order, Total last', () => {
  const t = table(all2020, 'getPopulationAgeGroup');
  assert.equal(t.title, 'Age groups');
  assert.deepEqual(t.columns, ['Male', 'Female', 'Total']);
  assert.deepEqual(t.rows.slice(0, 3).map((r) => r.label), ['0–4', '5–9', '10–14']);
  assert.deepEqual(t.rows.at(-2)!.label, '85 and over');
  assert.deepEqual(t.rows.at(-1), { label: 'Total', values: ['134,210', '142,790', '276,990'] });
  assert.equal(t.empty, undefined);
});

test('the same columns from the 2018 answer, which had Male first', () => {
  assert.deepEqual(table(all2018, 'getPopulationAgeGroup').columns, ['Male', 'Female', 'Total']);
});

test('a table of one row has one Count column; money bands read as S$ ranges, "below" first', () => {
  const t = table(all2020, 'getHouseholdMonthlyIncomeWork');
  assert.deepEqual(t.columns, ['Count']);
  assert.equal(t.rows[0]!.label, 'Below S$1,000');
  assert.ok(t.rows.some((r) => r.label === 'S$1,000–S$1,999'));
  assert.ok(t.rows.some((r) => r.label === 'S$20,000 and over'));
  assert.equal(t.rows.at(-1)!.label, 'Total');
});

test('categories OneMap did not count in 2020 (hotels_restaurants: null) are left out, not shown as 0', () => {
  const t = table(all2020, 'getIndustry');
  assert.ok(!t.rows.some((r) => r.label === 'Hotels restaurants'));
  assert.ok(t.rows.some((r) => r.label === 'Manufacturing'));
  assert.ok(t.rows.every((r) => r.values.every((v) => /^\d{1,3}(,\d{3})*$/.test(v))));
});

test('"No Data Available!" and an empty list are "No data for that year", titled all the same', () => {
  const t = table(all2018, 'getEconomicStatus');
  assert.deepEqual(t, { title: 'Economic status', columns: [], rows: [], empty: NO_DATA_TEXT });
  assert.equal(populationTable('getTenancy', { kind: 'data', rows: [] }).empty, NO_DATA_TEXT);
});

test('every one of the 19 recorded tables of 2020 has a title of its own and rows with a value per column', () => {
  const titles = new Set<string>();
  for (const query of POPULATION_QUERIES) {
    const t = table(all2020, query);
    titles.add(t.title);
    assert.ok(t.rows.length > 1, query);
    assert.ok(t.rows.every((r) => r.values.length === t.columns.length && r.label.trim() !== ''), query);
  }
  assert.equal(titles.size, 19);
});

test('labels: persons, dwellings and OneMap\'s abbreviations', () => {
  assert.equal(categoryLabel('person1'), '1 person');
  assert.equal(categoryLabel('person_more_8'), '8 or more persons');
  assert.equal(categoryLabel('hdb_3_room_flats'), 'HDB 3 room flats');
  assert.equal(categoryLabel('mrt_lrt_only'), 'MRT LRT only');
});
