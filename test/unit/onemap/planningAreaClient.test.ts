// The client's planning-area and population calls against the simulator playing each recorded variant:
// what a caller gets, or the message it shows, through the real authorised GET (token, pacer, retries).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError } from '../../../src/onemap';
import { simulatorFixture } from './simulatedClient';

const fixture = simulatorFixture({ rateLimit: 'off' });

test('current answers: 55 areas of 2014, the area at a point, the names, and a population table', async () => {
  const { client } = fixture.make();
  const set = await client.getAllPlanningarea(2014);
  assert.equal(set.areas.length, 55);
  assert.equal((await client.getPlanningarea(1.351, 103.8483, 2019))?.name, 'BISHAN');
  assert.equal(await client.getPlanningarea(1.2, 104.2, 2019), undefined);
  assert.equal((await client.getPlanningareaNames(2019)).length, 55);
  const tenancy = await client.getPopulation('getTenancy', 'BEDOK', 2020);
  assert.equal(tenancy.kind, 'data');
  assert.deepEqual(await client.getPopulation('getTenancy', 'BEDOK', 2018), { kind: 'no-data' });
  const query = fixture.sim.stats.requests.find((r) => r.path.endsWith('/getPlanningarea'))!.query;
  assert.equal(query, '?latitude=1.351&longitude=103.8483&year=2019');
});

test('the collapsed answer is refused with the message a user reads, for the whole set and for a point', async () => {
  fixture.sim.setPlanningAreas('collapsed');
  const { client } = fixture.make();
  await assert.rejects(client.getAllPlanningarea(2019), (e) => isOneMapError(e, 'malformed-response') && /^OneMap's answer for 2019 has no usable boundaries: every point lies near \(103\.58/.test(e.message));
  await assert.rejects(client.getPlanningarea(1.3039454, 103.8408471, 2020), /no usable boundaries/);
});

test('the quote-stripped answers are read back: OTHERS skipped, all 55 areas repaired, NEWTON at the recorded point', async () => {
  fixture.sim.setPlanningAreas('unquoted');
  const { client } = fixture.make();
  const set = await client.getAllPlanningarea(2008);
  assert.deepEqual(set.skipped, ['OTHERS']);
  assert.equal(set.repaired.length, 55);
  assert.equal((await client.getPlanningarea(1.3039454, 103.8408471, 2020))?.name, 'NEWTON');
  assert.equal((await client.getPlanningareaNames(2020))[0]!.name, 'SIMPANG');
});

test('a year outside the Master Plans is no areas, not an error; a year that is no year is refused before sending', async () => {
  const { client } = fixture.make();
  assert.deepEqual((await client.getAllPlanningarea(2015)).areas, []);
  const before = fixture.sim.stats.requests.length;
  await assert.rejects(client.getAllPlanningarea(14), (e) => isOneMapError(e, 'invalid-request') && e.field === 'year');
  assert.equal(fixture.sim.stats.requests.length, before);
});
