// The host side of the planning-areas layer with a fake account and workspace memory: the popup's view for
// OneMap's recorded answers (Bedok's age groups in 2020, "No Data Available!"), signed out, OneMap refusing;
// on and off remembered and told to every view.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import type * as vscode from 'vscode';
import { PlanningAreasLayer } from '../../../src/areas/planningAreasLayer';
import { OneMapError } from '../../../src/onemap/errors';
import { readPopulation } from '../../../src/onemap/populationResponses';
import type { PopulationQuery } from '../../../src/onemap/populationRequests';
import type { HostToWebview } from '../../../src/shared/protocol/messages';
import { sample } from '../samples';

const AGES_2020 = 'population_ahzhezhe-onemapsg_getPopulationAgeGroup-BEDOK-2020-public-2025-08.json';
const NO_DATA = 'population_ahzhezhe-onemapsg_getEconomicStatus-BEDOK-2018-privateapi-2020-05-nodata.json';

function memory(): vscode.Memento {
  const kept = new Map<string, unknown>();
  return { get: (key: string) => kept.get(key), update: async (key: string, value: unknown) => void kept.set(key, value), keys: () => [...kept.keys()] } as unknown as vscode.Memento;
}

function layer(options: { email?: string; answer?: (query: PopulationQuery, area: string, year: number) => unknown }) {
  const asked: Array<[string, string, number]> = [];
  const sent: HostToWebview[] = [];
  const client = {
    getPopulation: async (query: PopulationQuery, area: string, year: number) => {
      asked.push([query, area, year]);
      return readPopulation(options.answer!(query, area, year), query);
    },
  };
  const account = { status: async () => ({ email: options.email }), use: async (run: (c: typeof client) => unknown) => run(client) };
  const views = { broadcast: (message: HostToWebview) => sent.push(message) };
  return { areas: new PlanningAreasLayer(memory(), views, account as never), asked, sent };
}

const ask = (year: number, query: PopulationQuery = 'getPopulationAgeGroup') => ({ type: 'askPopulation' as const, requestId: 1, area: 'BEDOK', year, query });

test("Bedok's age groups in 2020: OneMap's answer as the popup's table, Male, Female and Total", async () => {
  const { areas, asked } = layer({ email: 'a@b.sg', answer: () => sample(AGES_2020) });
  const view = await areas.population(ask(2020));
  assert.deepEqual(asked, [['getPopulationAgeGroup', 'BEDOK', 2020]]);
  assert.ok(view.kind === 'table');
  assert.equal(view.table.title, 'Age groups');
  assert.deepEqual(view.table.columns, ['Male', 'Female', 'Total']);
  assert.equal(view.table.rows[0]?.label, '0–4');
  assert.equal(view.table.rows.at(-1)?.label, 'Total');
});

test('a year OneMap has nothing for says "No data for that year"', async () => {
  const { areas } = layer({ email: 'a@b.sg', answer: () => sample(NO_DATA) });
  const view = await areas.population(ask(2018, 'getEconomicStatus'));
  assert.ok(view.kind === 'table');
  assert.equal(view.table.empty, 'No data for that year');
});

test('signed out, OneMap is not asked and the popup offers to sign in; a refusal is said in its words', async () => {
  const out = layer({ answer: () => sample(AGES_2020) });
  assert.deepEqual(await out.areas.population(ask(2020)), { kind: 'signed-out' });
  assert.deepEqual(out.asked, []);
  const refused = layer({ email: 'a@b.sg', answer: () => { throw new OneMapError('forbidden', 'OneMap refused: the account may not use popapi.'); } });
  assert.deepEqual(await refused.areas.population(ask(2020)), { kind: 'error', message: 'OneMap refused: the account may not use popapi.' });
});

test('off by default; turned off, every view is told and a new page is sent nothing', async () => {
  const { areas, sent } = layer({});
  assert.equal(areas.shown, false);
  assert.deepEqual(areas.forNewPage(), []);
  await areas.setShown(false);
  assert.deepEqual(sent, [{ type: 'planningAreas', shown: false }]);
});
