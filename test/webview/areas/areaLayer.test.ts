// URA's planning areas on the map: a built-in entry of the layer list, off until ticked; names on the map from
// zoom 13, the credit in the attribution while shown; a click on an area opens its popup, which asks the host
// for a population table (never OneMap) and shows it as text, "No data for that year", or a sign-in button.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { shippedAreas } from '../../../src/planningArea/bundled';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import type { AreaOutline } from '../../../src/shared/protocol/planningAreas';
import { clickMapAt, pageFixture } from '../flows';
import type { MapPage } from '../harness';

// The root tsconfig has no DOM library; this exists only inside evaluate().
declare const document: any;
declare const getComputedStyle: any;
const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const AREAS = areaOutlines(shippedAreas());
const BEDOK = AREAS.find((a) => a.name === 'BEDOK')!;
const VIEW_BEDOK = { center: { lat: BEDOK.label[0], lon: BEDOK.label[1] }, zoom: 13 };
type Ask = Extract<WebviewToHost, { type: 'askPopulation' }>;
const isAsk = (m: WebviewToHost): m is Ask => m.type === 'askPopulation';

async function openAt(view: { center: { lat: number; lon: number }; zoom: number }, theme: 'light' | 'dark' = 'light'): Promise<MapPage> {
  const page = await pages.open({ theme, savedState: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto', view } });
  await page.init();
  await page.flush();
  return page;
}

async function showAreas(page: MapPage, areas: AreaOutline[] = AREAS): Promise<void> {
  await page.send({ type: 'planningAreas', shown: true, areas });
  await page.flush();
}


test('the layer list offers Planning areas, off until ticked; ticking it asks the host, which sends the areas', async () => {
  const page = await openAt(VIEW_BEDOK);
  const box = page.page.getByRole('checkbox', { name: 'Show Planning areas' });
  assert.equal(await box.isChecked(), false);
  assert.equal(await page.page.locator('.om-area-label').count(), 0, 'no names while off');
  await box.check();
  await page.waitForPosted((m) => m.type === 'showPlanningAreas' && m.shown);
  await showAreas(page);
  assert.equal(await box.isChecked(), true);
  await box.uncheck();
  await page.waitForPosted((m) => m.type === 'showPlanningAreas' && !m.shown);
  // Leaflet fades a tooltip out before it takes it away.
  await page.page.waitForFunction(() => document.querySelectorAll('.om-area-label').length === 0);
});

test('names show from zoom 13, each inside its area; below, none (only the hovered area says its name); the credit shows while the layer does', async () => {
  const page = await openAt(VIEW_BEDOK);
  const credit = page.page.locator('.om-attribution');
  assert.doesNotMatch(await credit.innerText(), /Planning areas/);
  await showAreas(page);
  assert.match(await credit.innerText(), /Planning areas: URA Master Plan 2019 via data\.gov\.sg, Singapore Open Data Licence/);
  assert.equal(await page.page.locator('.om-area-label').count(), AREAS.length);
  const shown = await page.page.locator('.om-area-label').evaluateAll((labels) =>
    labels.filter((l) => getComputedStyle(l).visibility === 'visible').map((l) => ({ name: l.textContent, box: l.getBoundingClientRect().toJSON() })),
  );
  const names = shown.map((l: { name: string }) => l.name);
  assert.ok(names.includes('BEDOK') && names.includes('TAMPINES'), `names at zoom 13: ${names.join(', ')}`);
  const overlaps = (a: any, b: any) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
  const clashes = shown.flatMap((a: any, i: number) => shown.slice(i + 1).filter((b: any) => overlaps(a.box, b.box)).map((b: any) => `${a.name} / ${b.name}`));
  assert.deepEqual(clashes, [], 'no name is written over another');
  const page2 = await openAt({ center: VIEW_BEDOK.center, zoom: 11 });
  await showAreas(page2);
  assert.equal(await page2.page.locator('.om-area-label').count(), 0);
  await page.send({ type: 'planningAreas', shown: false });
  await page.flush();
  assert.doesNotMatch(await credit.innerText(), /Planning areas/);
  await page.page.waitForFunction(() => document.querySelectorAll('.om-area-label').length === 0);
});

test('clicking Bedok opens its popup and asks for its age groups in 2020; the table shows as text; another year with none says so', async () => {
  const page = await openAt(VIEW_BEDOK);
  await showAreas(page);
  const from = page.posted.length;
  await clickMapAt(page, BEDOK.label);
  const ask = await page.waitForPosted(isAsk, from);
  assert.deepEqual({ area: ask.area, year: ask.year, query: ask.query }, { area: 'BEDOK', year: 2020, query: 'getPopulationAgeGroup' });
  assert.ok(!page.posted.slice(from).some((m) => m.type === 'planRoute' || m.type === 'stateChanged'), 'a click on an area sets no route point');
  const popup = page.page.locator('.om-area-popup');
  assert.equal(await popup.locator('.om-area-name').innerText(), 'BEDOK');
  assert.match(await popup.locator('.om-area-region').innerText(), /East Region/);
  const table = { title: 'Age groups', columns: ['Male', 'Female', 'Total'], rows: [{ label: '0–4', values: ['<b>4,250</b>', '4,010', '8,260'] }, { label: 'Total', values: ['131,290', '138,430', '269,720'] }] };
  await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'table', table } });
  await page.flush();
  const cells = await popup.locator('table tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
  assert.deepEqual(cells, [['Age groups', 'Male', 'Female', 'Total'], ['0–4', '<b>4,250</b>', '4,010', '8,260'], ['Total', '131,290', '138,430', '269,720']]);
  await popup.getByRole('combobox', { name: 'Year' }).selectOption('2015');
  const second = await page.waitForPosted(isAsk, page.posted.indexOf(ask) + 1);
  assert.deepEqual([second.area, second.year, second.query], ['BEDOK', 2015, 'getPopulationAgeGroup']);
  await page.send({ type: 'population', requestId: second.requestId, view: { kind: 'table', table: { title: 'Age groups', columns: [], rows: [], empty: 'No data for that year' } } });
  await page.flush();
  assert.equal(await popup.locator('.om-population-body').innerText(), 'No data for that year');
  // An answer to the older question, arriving late, is not shown over the newer one.
  await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'error', message: 'stale' } });
  await page.flush();
  assert.equal(await popup.locator('.om-population-body').innerText(), 'No data for that year');
  await popup.getByRole('combobox', { name: 'Population table' }).selectOption({ label: 'Type of dwelling (households)' });
  const third = await page.waitForPosted(isAsk, page.posted.indexOf(second) + 1);
  assert.deepEqual([third.year, third.query], [2015, 'getTypeOfDwellingHousehold']);
  assert.deepEqual(page.invalidPosts, []);
});

test('signed out, the popup says to sign in, and its button asks the host to', async () => {
  const page = await openAt(VIEW_BEDOK);
  await showAreas(page);
  await clickMapAt(page, BEDOK.label);
  const ask = await page.waitForPosted(isAsk);
  await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'signed-out' } });
  await page.flush();
  const popup = page.page.locator('.om-area-popup');
  assert.match(await popup.innerText(), /Sign in to see its population\./);
  const from = page.posted.length;
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForPosted((m) => m.type === 'signIn', from);
});
