// The client's theme calls against the simulator: what a caller gets through the real authorised GET
// (token, pacer, retries), the recorded themes and the derived ones the UI tests and the bench draw.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOneMapError } from '../../../src/onemap';
import { simulatorFixture } from './simulatedClient';

const fixture = simulatorFixture({ rateLimit: 'off' });

test('the list, a theme name, its status and its records come back through the token', async () => {
  const { client } = fixture.make();
  const list = await client.themes.getAllThemesInfo();
  assert.equal(list.length, 169);
  assert.equal(list.find((t) => t.queryName === 'kindergartens')?.owner, 'EARLY CHILDHOOD DEVELOPMENT AGENCY');
  assert.equal((await client.themes.getThemeInfo('kindergartens')).name, 'Kindergartens');
  assert.equal(await client.themes.checkThemeStatus('BUS_STOPS', new Date('2020-01-01T00:00:00Z')), true);
  assert.equal(await client.themes.checkThemeStatus('BUS_STOPS', new Date('2026-01-01T00:00:00Z')), false);
  const stops = await client.themes.retrieveTheme('BUS_STOPS');
  assert.ok(stops.records.length >= 5_000, `${stops.records.length} bus stops`);
  assert.equal(stops.featCount, stops.records.length);
  const areas = await client.themes.retrieveTheme('SIM_ZONE_AREAS');
  assert.deepEqual(areas.records.map((r) => r.geometry.type), ['Polygon', 'Polygon']);
  assert.equal((await client.themes.retrieveTheme('SIM_EMPTY')).records.length, 0);
  const sent = fixture.sim.stats.requests.find((r) => r.path.endsWith('/checkThemeStatus'))!.query;
  assert.equal(sent, '?queryName=BUS_STOPS&dateTime=2020-01-01T00%3A00%3A00%3A000Z');
});

test('an unknown query name is told as such; one that is no query name is refused before sending', async () => {
  const { client } = fixture.make();
  await assert.rejects(client.themes.retrieveTheme('no_such_theme'), (e) => isOneMapError(e, 'bad-request') && /OneMap has no theme "no_such_theme"/.test(e.message));
  const before = fixture.sim.stats.requests.length;
  await assert.rejects(client.themes.retrieveTheme('a b&c'), (e) => isOneMapError(e, 'invalid-request') && e.field === 'queryName');
  assert.equal(fixture.sim.stats.requests.length, before);
});
