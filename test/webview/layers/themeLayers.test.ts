// OneMap's themes on the map page: the Themes button asks the host for the pick, and a theme sent as a layer
// is listed with its name, owner and data date, and its records' fields read as text in the popup.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { readTheme } from '../../../src/onemap/themeResponses';
import { themeLayer } from '../../../src/themes/themeLayer';
import { repoRoot } from '../../unit/repoRoot';
import { pageFixture } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const recorded = JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples/theme_Alias3e-onemap-dart_retrieveTheme-kindergartens-fixture-excerpt.json'), 'utf8'));

test('the Themes button beside the layers asks the host for the list of themes', async () => {
  const page = await pages.open();
  await page.init();
  await page.page.getByRole('button', { name: 'Themes' }).click();
  assert.deepEqual(await page.waitForPosted((m) => m.type === 'pickTheme'), { type: 'pickTheme' });
});

test("a theme is listed with OneMap's name, owner and data date, and a record's popup reads its fields", async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'showLayer', layer: themeLayer(readTheme(recorded, 'kindergartens'), 'theme-1', '#1c7ed6'), fit: true });
  await page.flush();
  const row = page.page.getByRole('group', { name: 'Files on the map' }).locator('.om-layer-row');
  assert.equal(await row.locator('.om-layer-title').textContent(), 'Kindergartens');
  assert.equal(await row.locator('.om-layer-details').textContent(), 'MINISTRY OF EDUCATION · data of 9 Mar 2017');
  await page.page.getByRole('button', { name: 'Next place in Kindergartens' }).click();
  const popup = page.page.locator('.om-feature-popup');
  await popup.waitFor();
  const text = (await popup.textContent())?.replace(/\s+/g, ' ');
  assert.match(text ?? '', /^JHS Montessori Kindergarten ?Kindergartens ?DESCRIPTION ?Kindergartens ?ADDRESSPOSTALCODE ?248373 ?ADDRESSSTREETNAME ?491B River Valley Road/);
});
