// Other Master Plans than 2019 in the planning-areas layer, in the page: the layer list's picker asks the host
// for a year, shows it is asking, and the year's outlines the host sends are drawn with their names, credited to
// OneMap, and named in an area's popup; a refused answer leaves the map as it was and says why; signed out,
// the entry offers to sign in; an area popup that said to sign in asks again once the host says the user has.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { shippedAreas } from '../../../src/planningArea/bundled';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import type { PlanningAreasState } from '../../../src/shared/protocol/planningAreas';
import { repoRoot } from '../../unit/repoRoot';
import { clickMapAt, pageFixture } from '../flows';
import type { MapPage } from '../harness';

// The root tsconfig has no DOM library; this exists only inside evaluate().
declare const document: any;
const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const AREAS = areaOutlines(shippedAreas());
const BEDOK = AREAS.find((a) => a.name === 'BEDOK')!;
const MARINA_EAST = AREAS.find((a) => a.name === 'MARINA EAST')!;
/** A stand-in for another plan (no recording of OneMap's older years exists): Marina East is part of Marina South. */
const OTHER_PLAN = AREAS.filter((a) => a !== MARINA_EAST).map((a) => (a.name === 'MARINA SOUTH' ? { ...a, rings: [...a.rings, ...MARINA_EAST.rings] } : a));
const NEAR_MARINA = { center: { lat: MARINA_EAST.label[0], lon: MARINA_EAST.label[1] }, zoom: 13 };
type Ask = Extract<WebviewToHost, { type: 'askPopulation' }>;
const isAsk = (m: WebviewToHost): m is Ask => m.type === 'askPopulation';
const COLLAPSED = "OneMap's answer for 2008 has no usable boundaries: every point lies near (103.58266, 1.01626) (longitude, latitude), a data fault on OneMap's side. Try again later.";

async function openAt(view: { center: { lat: number; lon: number }; zoom: number }, theme: 'light' | 'dark' = 'light'): Promise<MapPage> {
  const page = await pages.open({ theme, savedState: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto', view } });
  await page.init();
  await page.flush();
  return page;
}

async function send(page: MapPage, state: Omit<PlanningAreasState, 'type'>): Promise<void> {
  await page.send({ type: 'planningAreas', ...state });
  await page.flush();
}

/** The names written on the map now (Leaflet fades a removed one out first: wait for the count). */
async function names(page: MapPage, count: number): Promise<string[]> {
  await page.page.waitForFunction((n: number) => document.querySelectorAll('.om-area-label').length === n, count);
  // textContent: a name that would overlap a larger area's is hidden, not gone.
  return page.page.locator('.om-area-label').evaluateAll((labels) => labels.map((l) => l.textContent as string));
}


test('picking 2014 asks the host; its outlines replace 2019 with their names, the credit and the popup say 2014', async () => {
  const page = await openAt(NEAR_MARINA);
  const picker = page.page.getByRole('combobox', { name: 'Master Plan' });
  assert.equal(await picker.isVisible(), false, 'no picker while the layer is off');
  await send(page, { shown: true, year: 2019, signedIn: true, areas: AREAS });
  assert.equal(await picker.inputValue(), '2019');
  assert.deepEqual(await picker.locator('option').allInnerTexts(), ['2019 (offline)', '2014', '2008', '1998']);
  assert.ok((await names(page, 55)).includes('MARINA EAST'));

  await picker.selectOption('2014');
  await page.waitForPosted((m) => m.type === 'showPlanningAreas' && m.shown && m.year === 2014);
  await send(page, { shown: true, year: 2019, signedIn: true, asking: 2014 });
  const note = page.page.locator('.om-area-year-note');
  assert.equal(await note.innerText(), 'Asking OneMap for 2014…');
  assert.equal((await names(page, 55)).length, 55, '2019 stays drawn while OneMap is asked');

  await send(page, { shown: true, year: 2014, signedIn: true, areas: OTHER_PLAN });
  const drawn = await names(page, 54);
  assert.ok(!drawn.includes('MARINA EAST') && drawn.includes('MARINA SOUTH'), drawn.join(', '));
  assert.equal(await picker.inputValue(), '2014');
  assert.equal(await note.isVisible(), false);
  const credit = await page.page.locator('.om-attribution').innerText();
  assert.match(credit, /Planning areas: URA Master Plan 2014 via OneMap/);
  assert.doesNotMatch(credit, /Master Plan 2019/);
  // Where Marina East was drawn, a click now opens Marina South, of 2014.
  await clickMapAt(page, MARINA_EAST.label);
  const popup = page.page.locator('.om-area-popup');
  assert.equal(await popup.locator('.om-area-name').innerText(), 'MARINA SOUTH');
  assert.equal(await popup.locator('.om-area-region').innerText(), 'Central Region · Master Plan 2014');
  assert.deepEqual(page.invalidPosts, []);
});

test("a refused answer leaves the drawn year as it was, and the entry says why in OneMap's words", async () => {
  const page = await openAt(NEAR_MARINA);
  await send(page, { shown: true, year: 2019, signedIn: true, areas: AREAS });
  const picker = page.page.getByRole('combobox', { name: 'Master Plan' });
  await picker.selectOption('2008');
  await page.waitForPosted((m) => m.type === 'showPlanningAreas' && m.year === 2008);
  await send(page, { shown: true, year: 2019, signedIn: true, asking: 2008 });
  await send(page, { shown: true, year: 2019, signedIn: true, note: COLLAPSED });
  assert.equal(await page.page.locator('.om-area-year-note').innerText(), COLLAPSED);
  assert.equal(await picker.inputValue(), '2019');
  assert.ok((await names(page, 55)).includes('MARINA EAST'));
  assert.match(await page.page.locator('.om-attribution').innerText(), /URA Master Plan 2019 via data\.gov\.sg/);
});

test('signed out, the entry says "Sign in to see other years", which asks the host to sign in; signed in, it goes', async () => {
  const page = await openAt(NEAR_MARINA);
  await send(page, { shown: true, year: 2019, signedIn: false, areas: AREAS });
  const button = page.page.getByRole('button', { name: 'Sign in to see other years' });
  assert.equal(await button.isVisible(), true);
  const from = page.posted.length;
  await button.click();
  await page.waitForPosted((m) => m.type === 'signIn', from);
  await send(page, { shown: true, year: 2019, signedIn: true });
  assert.equal(await button.isVisible(), false);
  assert.equal(await page.page.locator('.om-area-label').count(), 55, 'a state without areas keeps the ones drawn');
});

test('an area popup that said to sign in asks again when the host says the user signed in, and shows the table', async () => {
  const page = await openAt({ center: { lat: BEDOK.label[0], lon: BEDOK.label[1] }, zoom: 13 });
  await send(page, { shown: true, year: 2019, signedIn: false, areas: AREAS });
  await clickMapAt(page, BEDOK.label);
  const first = await page.waitForPosted(isAsk);
  await page.send({ type: 'population', requestId: first.requestId, view: { kind: 'signed-out' } });
  await page.flush();
  const popup = page.page.locator('.om-area-popup');
  assert.match(await popup.innerText(), /Sign in to see its population\./);
  const from = page.posted.length;
  await send(page, { shown: true, year: 2019, signedIn: true });
  const again = await page.waitForPosted(isAsk, from);
  assert.deepEqual([again.area, again.year, again.query], ['BEDOK', 2020, 'getPopulationAgeGroup']);
  const table = { title: 'Age groups', columns: ['Total'], rows: [{ label: 'Total', values: ['269,720'] }] };
  await page.send({ type: 'population', requestId: again.requestId, view: { kind: 'table', table } });
  await page.flush();
  assert.deepEqual(await popup.locator('table tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent))), [['Age groups', 'Total'], ['Total', '269,720']]);
  // Another state while the table shows asks nothing more.
  const after = page.posted.length;
  await send(page, { shown: true, year: 2019, signedIn: true });
  assert.equal(page.posted.slice(after).filter(isAsk).length, 0);
});

test('axe finds nothing wrong with the entry: its picker, a note and the sign-in link, light and dark', async () => {
  const AXE = readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  for (const theme of ['light', 'dark'] as const) {
    const page = await openAt(NEAR_MARINA, theme);
    await send(page, { shown: true, year: 2019, signedIn: false, areas: AREAS, note: 'The planning areas of 2014 come from OneMap, and you are not signed in.' });
    assert.equal(await page.page.getByRole('button', { name: 'Sign in to see other years' }).isVisible(), true);
    await page.page.evaluate(AXE);
    const found = await page.page.evaluate(async () => {
      const result = await (globalThis as any).axe.run((globalThis as any).document.querySelector('.om-layer-list'), { resultTypes: ['violations'] });
      return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(found, [], theme);
  }
});
