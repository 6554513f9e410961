// The planning-areas messages as the page and the host check them: the shipped areas pass whole; what is
// malformed, too large or of another shape is refused; a table's text stays text.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { POPULATION_QUERIES as CLIENT_QUERIES } from '../../../src/onemap/populationRequests';
import { planningAreaIndex, shippedAreas } from '../../../src/planningArea';
import { parseHostMessage, parseWebviewMessage } from '../../../src/shared/protocol/parse';
import { POPULATION_QUERIES } from '../../../src/shared/protocol/planningAreas';

const AREAS = areaOutlines(shippedAreas());

test('the shipped areas cross whole: 55 areas, every ring, regions in title case', () => {
  const message = parseHostMessage({ type: 'planningAreas', shown: true, areas: AREAS });
  assert.ok(message?.type === 'planningAreas');
  assert.equal(message.areas?.length, 55);
  assert.deepEqual(message.areas, AREAS);
  assert.equal(AREAS.find((a) => a.name === 'BEDOK')?.region, 'East Region');
  assert.deepEqual(parseHostMessage({ type: 'planningAreas', shown: false }), { type: 'planningAreas', shown: false });
});
test("the popup's questions: a known table, a year, an area name; anything else is refused", () => {
  const ask = { type: 'askPopulation', requestId: 3, area: 'BEDOK', year: 2020, query: 'getPopulationAgeGroup' };
  assert.deepEqual(parseWebviewMessage(ask), ask);
  for (const bad of [{ query: 'getEverything' }, { year: 2020.5 }, { year: '2020' }, { area: '' }, { area: 'x'.repeat(101) }, { requestId: -1 }]) {
    assert.equal(parseWebviewMessage({ ...ask, ...bad }), undefined, JSON.stringify(bad));
  }
  assert.deepEqual(parseWebviewMessage({ type: 'showPlanningAreas', shown: true, extra: 1 }), { type: 'showPlanningAreas', shown: true });
  assert.equal(parseWebviewMessage({ type: 'showPlanningAreas', shown: 'yes' }), undefined);
});

test("the page's list of tables is the client's", () => {
  assert.deepEqual([...POPULATION_QUERIES].sort(), [...CLIENT_QUERIES].sort());
});

test('areas that are not areas are refused: a ring of two points, a position off the globe, a label that is no position, too many vertices', () => {
  const [first] = AREAS;
  const withArea = (area: object) => parseHostMessage({ type: 'planningAreas', shown: true, areas: [{ ...first, ...area }] });
  assert.ok(withArea({}));
  assert.equal(withArea({ rings: [[1.3, 103.8, 1.31, 103.8]] }), undefined);
  assert.equal(withArea({ rings: [[1.3, 103.8, 1.31, 103.8, 91, 103.8]] }), undefined);
  assert.equal(withArea({ rings: [] }), undefined);
  assert.equal(withArea({ label: [1.3, 'x'] }), undefined);
  assert.equal(withArea({ name: 7 }), undefined);
  const huge = new Array(1_100_000).fill(0).map((_, i) => (i % 2 === 0 ? 1.3 : 103.8));
  assert.equal(withArea({ rings: [huge] }), undefined);
  assert.equal(parseHostMessage({ type: 'planningAreas', shown: true, areas: 'all' }), undefined);
});

test('a population answer: a table of text, as wide as its columns; signed out; an error with words', () => {
  const table = { title: 'Age groups', columns: ['Male', 'Total'], rows: [{ label: '0–4', values: ['<b>1</b>', '2'] }] };
  assert.deepEqual(parseHostMessage({ type: 'population', requestId: 1, view: { kind: 'table', table } }), { type: 'population', requestId: 1, view: { kind: 'table', table } });
  const empty = { title: 'Age groups', columns: [], rows: [], empty: 'No data for that year' };
  assert.deepEqual(parseHostMessage({ type: 'population', requestId: 1, view: { kind: 'table', table: empty } }), { type: 'population', requestId: 1, view: { kind: 'table', table: empty } });
  assert.equal(parseHostMessage({ type: 'population', requestId: 1, view: { kind: 'table', table: { ...table, rows: [{ label: 'x', values: ['1'] }] } } }), undefined, 'a row narrower than the columns');
  assert.equal(parseHostMessage({ type: 'population', requestId: 1, view: { kind: 'table', table: { ...table, rows: [{ label: 'x', values: [1, 2] }] } } }), undefined, 'numbers, not text');
  assert.deepEqual(parseHostMessage({ type: 'population', requestId: 1, view: { kind: 'signed-out', token: 'x' } }), { type: 'population', requestId: 1, view: { kind: 'signed-out' } });
  assert.equal(parseHostMessage({ type: 'population', requestId: 1, view: { kind: 'error', message: ' ' } }), undefined);
});

test("every area's label point is inside its own area", () => {
  const index = planningAreaIndex();
  for (const area of AREAS) {
    const found = index.locate(area.label[1], area.label[0]);
    assert.ok(found.kind === 'inside' && found.area === area.name, `${area.name}: ${JSON.stringify(found)}`);
  }
});

test("a Master Plan year: the page may pick 2019, 2014, 2008 or 1998; the host's state names the year drawn, the year asked, the account and a note", () => {
  for (const year of [2019, 2014, 2008, 1998]) assert.deepEqual(parseWebviewMessage({ type: 'showPlanningAreas', shown: true, year }), { type: 'showPlanningAreas', shown: true, year });
  for (const year of [2023, 2020, '2014', 2014.5, null]) assert.equal(parseWebviewMessage({ type: 'showPlanningAreas', shown: true, year }), undefined, String(year));
  const state = { type: 'planningAreas', shown: true, year: 2014, signedIn: true, asking: 2008, note: "OneMap's answer for 2008 has no usable boundaries" };
  assert.deepEqual(parseHostMessage(state), state);
  assert.deepEqual(parseHostMessage({ type: 'planningAreas', shown: true, year: 1998, areas: AREAS.slice(0, 2) }), { type: 'planningAreas', shown: true, year: 1998, areas: AREAS.slice(0, 2) });
  // OneMap sends no region: an area 2019 does not name crosses with none.
  const unknown = { ...AREAS[0]!, name: 'SOMEWHERE NEW', region: '' };
  assert.deepEqual(parseHostMessage({ type: 'planningAreas', shown: true, year: 2014, areas: [unknown] }), { type: 'planningAreas', shown: true, year: 2014, areas: [unknown] });
  for (const bad of [{ year: 2020 }, { asking: '2014' }, { signedIn: 'no' }, { note: '' }, { note: ' ' }, { note: 'x'.repeat(5000) }, { note: 3 }]) {
    assert.equal(parseHostMessage({ type: 'planningAreas', shown: true, ...bad }), undefined, JSON.stringify(bad));
  }
});
