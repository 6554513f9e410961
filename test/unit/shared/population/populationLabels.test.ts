// The population popup's words, checked one by one: each of the 19 tables' titles, each abbreviation OneMap
// writes spelled out (one real category a word), and the order a person reads a table in: ages and incomes
// by number, "below" first, others then totals last, and Male, Female, Total whatever case or order came.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { POPULATION_QUERIES } from '../../../../src/shared/population/populationQueries';
import { categoryLabel, NO_DATA_TEXT, populationTable, type PopulationInput } from '../../../../src/shared/population/populationTable';

const TITLES: Record<(typeof POPULATION_QUERIES)[number], string> = {
  getPopulationAgeGroup: 'Age groups',
  getEconomicStatus: 'Economic status',
  getEducationAttending: 'Education attending',
  getEthnicGroup: 'Ethnic group',
  getHouseholdMonthlyIncomeWork: 'Household monthly income from work',
  getHouseholdSize: 'Household size',
  getHouseholdStructure: 'Household structure',
  getIncomeFromWork: 'Monthly income from work',
  getIndustry: 'Industry',
  getLanguageLiterate: 'Languages literate in',
  getMaritalStatus: 'Marital status',
  getModeOfTransportSchool: 'Transport to school',
  getModeOfTransportWork: 'Transport to work',
  getOccupation: 'Occupation',
  getReligion: 'Religion',
  getSpokenAtHome: 'Language spoken at home',
  getTenancy: 'Tenancy',
  getTypeOfDwellingHousehold: 'Type of dwelling (households)',
  getTypeOfDwellingPop: 'Type of dwelling (people)',
};

test('each of the 19 tables has its own title, as the popup shows it', () => {
  assert.deepEqual([...POPULATION_QUERIES].sort(), Object.keys(TITLES).sort());
  for (const query of POPULATION_QUERIES) assert.equal(populationTable(query, { kind: 'no-data' }).title, TITLES[query], query);
  assert.equal(populationTable('getSomethingNew', { kind: 'no-data' }).title, 'Something new', 'a table OneMap adds later is titled from its name');
  assert.equal(populationTable('getHdbFlatType', { kind: 'no-data' }).title, 'HDB flat type');
  assert.equal(populationTable('budgetTarget', { kind: 'no-data' }).title, 'Budget target', 'only a leading "get" is dropped');
  assert.equal(populationTable('getTenancy', { kind: 'no-data' }).empty, 'No data for that year');
});

test("every abbreviation OneMap writes reads as a word, in a category OneMap sends", () => {
  const labels: Array<[string, string]> = [
    ['hdb_3_room_flats', 'HDB 3 room flats'],
    ['mrt_lrt_and_bus', 'MRT LRT and bus'],
    ['taxi_pvt_hire_car_only', 'Taxi private hire car only'],
    ['chn_dlt_mand', 'Chinese dialect Mandarin'],
    ['eng_mly', 'English Malay'],
    ['tml_eng', 'Tamil English'],
    ['eng_oth_ind_lang', 'English other Indian language'],
    ['other_comm_social_personal', 'Other community social personal'],
    ['admin_support_services', 'Administrative support services'],
    ['prof_qualification_diploma', 'Professional qualification diploma'],
    ['tfn_1to2_gen', 'Two family nuclei, 1 to 2 generation(s)'],
    ['ofn_3_more_gen', 'One family nucleus, 3 or more generation(s)'],
    ['three_more_fam_nucleus', 'Three or more family nucleus'],
    ['other_combi_mrt_or_bus', 'Other combination of MRT or bus'],
    ['l1_chi', 'One language: Chinese'],
    ['l2_eng_mal', 'Two languages: English Malay'],
    ['l3_eng_mal_tam', 'Three languages: English Malay Tamil'],
    ['l1_non_off', 'One language: non-official'],
    ['indian', 'Indian'],
    ['catholic_christian', 'Catholic Christian'],
    ['other_christians', 'Other Christians'],
    ['no_literate', 'Not literate'],
    ['person1', '1 person'],
    ['person2', '2 persons'],
    ['person_more_8', '8 or more persons'],
    ['age_0_4', '0–4'],
    ['age_85_over', '85 and over'],
    ['sgd_1000_to_1999', 'S$1,000–S$1,999'],
    ['sgd_1000_1999', 'S$1,000–S$1,999'],
    ['sgd_20000_over', 'S$20,000 and over'],
    ['below_sgd_1000', 'Below S$1,000'],
    ['total', 'Total'],
  ];
  for (const [key, label] of labels) assert.equal(categoryLabel(key), label, key);
  // Whole words only: "lrt" inside another word, or a pattern with text around it, is left as it came.
  assert.equal(categoryLabel('x_age_5_9'), 'X age 5 9');
  assert.equal(categoryLabel('age_5_9_x'), 'Age 5 9 x');
  assert.equal(categoryLabel('person1_x'), 'Person1 x');
  for (const [key, label] of [
    ['x_age_85_over', 'X age 85 over'], ['age_85_over_x', 'Age 85 over x'], ['x_sgd_1000_1999', 'X sgd 1000 1999'], ['sgd_1000_1999_x', 'Sgd 1000 1999 x'],
    ['x_sgd_1000_over', 'X sgd 1000 over'], ['sgd_1000_over_x', 'Sgd 1000 over x'], ['x_below_sgd_1000', 'X below sgd 1000'], ['below_sgd_1000_x', 'Below sgd 1000 x'],
    ['xperson2', 'Xperson2'], ['x_person_more_8', 'X person more 8'], ['person_more_8_x', 'Person more 8 x'], ['person_more_10', '10 or more persons'],
    ['ofn_10_more_gen', 'One family nucleus, 10 or more generation(s)'],
  ]) {
    assert.equal(categoryLabel(key!), label, key);
  }
});

const one = (counts: Array<[string, number | null]>): PopulationInput => ({ kind: 'data', rows: [{ counts }] });

test('ages and incomes in numeric order whatever order came, "below" first, others then totals last', () => {
  const t = populationTable('getIncomeFromWork', one([['total', 9], ['others', 1], ['sgd_10000_over', 2], ['total_employed', 8], ['sgd_2000_to_2999', 3], ['below_sgd_1000', 4], ['sgd_1000_to_1999', 5]]));
  assert.deepEqual(t.rows.map((r) => r.label), ['Below S$1,000', 'S$1,000–S$1,999', 'S$2,000–S$2,999', 'S$10,000 and over', 'Others', 'Total employed', 'Total']);
  const ages = populationTable('getPopulationAgeGroup', one([['age_10_14', 1], ['age_5_9', 2], ['age_0_4', 3], ['age_100_over', 4]]));
  assert.deepEqual(ages.rows.map((r) => r.label), ['0–4', '5–9', '10–14', '100 and over']);
  const persons = populationTable('getHouseholdSize', one([['person_more_8', 1], ['person10', 2], ['person2', 3]]));
  assert.deepEqual(persons.rows.map((r) => r.label), ['2 persons', '10 persons', '8 or more persons']);
});

test('named categories keep OneMap\'s order, between the numbered ones and the others', () => {
  const t = populationTable('getReligion', one([['other_religions', 1], ['taoism', 2], ['buddhism', 3], ['age_5_9', 4], ['no_religion', 5]]));
  assert.deepEqual(t.rows.map((r) => r.label), ['5–9', 'Taoism', 'Buddhism', 'No religion', 'Other religions']);
  const named = ['taoism', 'buddhism', 'islam', 'hinduism', 'sikhism', 'christianity', 'catholic', 'jainism', 'zoroastrianism', 'judaism', 'bahai', 'shinto', 'no_religion'];
  const many = populationTable('getReligion', one([['others', 0], ...named.map((key, i): [string, number] => [key, i + 1]), ['village_3', 99]]));
  assert.deepEqual(many.rows.map((r) => r.label), [...named.map((key) => categoryLabel(key)), 'Village 3', 'Others'], "OneMap's order, whatever letters or digits a name holds");
});

test('columns Male, Female, Total whatever the case or order OneMap sent; another gender after them', () => {
  const input: PopulationInput = {
    kind: 'data',
    rows: [
      { gender: 'Unknown', counts: [['age_0_4', 1]] },
      { gender: 'TOTAL', counts: [['age_0_4', 30]] },
      { gender: 'female', counts: [['age_0_4', 14]] },
      { gender: 'Male', counts: [['age_0_4', 16]] },
    ],
  };
  const t = populationTable('getPopulationAgeGroup', input);
  assert.deepEqual(t.columns, ['Male', 'female', 'TOTAL', 'Unknown']);
  assert.deepEqual(t.rows, [{ label: '0–4', values: ['16', '14', '30', '1'] }]);
});

test('a count missing for one gender shows a dash; a category no one counted is left out; all uncounted is "No data"', () => {
  const input: PopulationInput = {
    kind: 'data',
    rows: [
      { gender: 'Male', counts: [['age_0_4', 1234], ['age_5_9', null]] },
      { gender: 'Female', counts: [['age_0_4', null], ['age_5_9', null]] },
    ],
  };
  assert.deepEqual(populationTable('getPopulationAgeGroup', input).rows, [{ label: '0–4', values: ['1,234', '–'] }]);
  const partial: PopulationInput = { kind: 'data', rows: [{ gender: 'Male', counts: [['age_0_4', 5], ['age_5_9', 6]] }, { gender: 'Female', counts: [['age_5_9', 7]] }] };
  assert.deepEqual(populationTable('getPopulationAgeGroup', partial).rows, [{ label: '0–4', values: ['5', '–'] }, { label: '5–9', values: ['6', '7'] }], 'a category one gender lacks');
  assert.deepEqual(populationTable('getTenancy', one([['owner', null]])), { title: 'Tenancy', columns: [], rows: [], empty: NO_DATA_TEXT });
});

test('a single row with a gender, or rows not all gendered, is one Count column from the first row', () => {
  assert.deepEqual(populationTable('getTenancy', { kind: 'data', rows: [{ gender: 'Total', counts: [['owner', 5]] }] }).columns, ['Count']);
  const mixed: PopulationInput = { kind: 'data', rows: [{ counts: [['owner', 5]] }, { gender: 'Male', counts: [['owner', 2]] }] };
  assert.deepEqual(populationTable('getTenancy', mixed), { title: 'Tenancy', columns: ['Count'], rows: [{ label: 'Owner', values: ['5'] }] });
});
