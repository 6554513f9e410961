// The planning-areas layer's messages at their edges: every field of the layer's state and of a population
// answer wrong on its own refuses the message; the counts of areas and of vertices take their last allowed
// value and refuse the next; an error from OneMap reaches the popup in its words; and what is read is a fresh
// copy, never the arrays that arrived.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseHostMessage, parseWebviewMessage } from '../../../src/shared/protocol/parse';
import { DEFAULT_POPULATION_QUERY, POPULATION_YEARS } from '../../../src/shared/protocol/planningAreas';

const ring = [1.3, 103.8, 1.31, 103.8, 1.31, 103.81];
const area = { name: 'BEDOK', region: 'East Region', label: [1.32, 103.93], rings: [ring] };
const withAreas = (areas: unknown) => parseHostMessage({ type: 'planningAreas', shown: true, areas });
const table = { title: 'Age groups', columns: ['Male', 'Total'], rows: [{ label: '0–4', values: ['1', '2'] }] };
const population = (view: unknown) => parseHostMessage({ type: 'population', requestId: 1, view });

test('the popup starts on age groups of 2020', () => {
  assert.equal(DEFAULT_POPULATION_QUERY, 'getPopulationAgeGroup');
  assert.deepEqual([...POPULATION_YEARS], [2020, 2015, 2010, 2000]);
});

test('up to 200 areas are read; 201 refuse the layer', () => {
  assert.equal((withAreas(new Array(200).fill(area)) as { areas: unknown[] }).areas.length, 200);
  assert.equal(withAreas(new Array(201).fill(area)), undefined);
  assert.equal(withAreas(''), undefined, 'areas as text');
});

test('500 000 vertices in all are read; one more refuses the layer', () => {
  const ringOf = (vertices: number) => Array.from({ length: 2 * vertices }, (_, i) => (i % 2 === 0 ? 1.3 : 103.8));
  const most = withAreas([{ ...area, rings: [ringOf(250_000), ringOf(250_000)] }]) as { areas: Array<{ rings: number[][] }> };
  assert.equal(most.areas[0]!.rings[1]!.length, 500_000);
  assert.equal(withAreas([{ ...area, rings: [ringOf(250_000), ringOf(250_001)] }]), undefined);
});

test('a label of three numbers or off the globe on either axis, or a ring of an odd count, refuses the layer', () => {
  assert.ok(withAreas([area]));
  for (const bad of [{ label: [1.32, 103.93, 0] }, { label: [91, 103.93] }, { label: [1.32, 181] }, { label: [1.32, -181] }, { rings: [[...ring, 1.3]] }, { region: 7 }]) {
    assert.equal(withAreas([{ ...area, ...bad }]), undefined, JSON.stringify(bad));
  }
});

test('what is read is a copy: the arrays that arrived can change without changing the layer', () => {
  const sent = [{ ...area, rings: [[...ring]] }];
  const read = withAreas(sent) as { areas: Array<{ rings: number[][] }> };
  sent[0]!.rings[0]![0] = 0;
  assert.equal(read.areas[0]!.rings[0]![0], 1.3);
  const columns = ['Male', 'Total'];
  const values = ['1', '2'];
  const answer = population({ kind: 'table', table: { ...table, columns, rows: [{ label: '0–4', values }] } }) as { view: { table: typeof table } };
  columns[0] = 'x';
  values[0] = 'x';
  assert.deepEqual(answer.view.table, table);
});

test('a state whose shown is not true or false is refused', () => {
  assert.equal(parseHostMessage({ type: 'planningAreas', shown: 'yes' }), undefined);
  assert.equal(parseHostMessage({ type: 'planningAreas' }), undefined);
});

test("OneMap's error reaches the popup in its words; blank words or none refuse it", () => {
  const error = { kind: 'error', message: 'OneMap did not answer: 503 Service Unavailable.' };
  assert.deepEqual(population(error), { type: 'population', requestId: 1, view: error });
  assert.equal(population({ kind: 'error', message: ' ' }), undefined);
  assert.equal(population({ kind: 'error' }), undefined);
  assert.equal(population({ kind: 'chart' }), undefined);
});

test('a table with one part wrong is refused: not a record, a title or a column not text, a row not a record or unlabelled, an empty note not text', () => {
  assert.ok(population({ kind: 'table', table }));
  for (const bad of ['Age groups', { ...table, title: 3 }, { ...table, columns: 'Male' }, { ...table, columns: [1, 2] }, { ...table, rows: ['0–4'] }, { ...table, rows: [{ label: 4, values: ['1', '2'] }] }, { ...table, empty: false }]) {
    assert.equal(population({ kind: 'table', table: bad }), undefined, JSON.stringify(bad));
  }
  assert.deepEqual(population({ kind: 'table', table: { ...table, empty: 'No data for that year' } }), { type: 'population', requestId: 1, view: { kind: 'table', table: { ...table, empty: 'No data for that year' } } });
});

test('a question about a blank area is refused', () => {
  const ask = { type: 'askPopulation', requestId: 3, area: 'BEDOK', year: 2020, query: 'getPopulationAgeGroup' };
  assert.deepEqual(parseWebviewMessage(ask), ask);
  assert.equal(parseWebviewMessage({ ...ask, area: '   ' }), undefined);
  for (const year of [1990, 2100]) assert.deepEqual(parseWebviewMessage({ ...ask, year }), { ...ask, year });
  for (const year of [1989, 2101]) assert.equal(parseWebviewMessage({ ...ask, year }), undefined, String(year));
});
