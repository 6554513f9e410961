// Planning areas from the installed .vsix, against the OneMap simulator: the hover says which planning area a
// pair is in (offline, signed out); Show Planning Areas draws them on the planner's map with the layer list's
// entry ticked and the credit in the attribution; a click on Bedok opens its popup, which says to sign in,
// signs in from its button and then, without another click, reads the table the simulator gives for 2020 (the host asks: the page never calls OneMap), and a year the simulator has nothing
// for says "No data for that year". Then the layer list's Master Plan picker: 2014 is asked of the simulator
// (given a stand-in plan, as no recording of 2014 exists), drawn instead of 2019 and credited to OneMap, and is
// back after a window reload, read from disk.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { areaOutlines } from '../../src/areas/areaOutlines';
import { readPopulation } from '../../src/onemap/populationResponses';
import { shippedAreas } from '../../src/planningArea/bundled';
import { populationTable } from '../../src/shared/population/populationTable';
import { waitForEditorText, hoverWord } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../host/offline';
import { onSession, startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { openFile, runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText, waitForWorkbench } from '../host/workbench';
import { DEMO_USER, type Simulator, startSimulator } from '../simulator';
import { JOINED, planningAreaStandIn } from '../simulator/planningAreaStandIn';
import { authorised, call, signIn as simToken } from '../unit/simulator/call';
import { pixelOffset } from '../webview/harness';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const BEDOK = areaOutlines(shippedAreas()).find((a) => a.name === 'BEDOK')!;
const MARINA_EAST = areaOutlines(shippedAreas()).find((a) => a.name === JOINED.gone)!;

/** Clicks the map at a point once it holds still (the offline notice, a popup's pan), as a user aims. */
async function clickMapAt(planner: PlannerWebview, at: readonly [number, number]): Promise<void> {
  const map = planner.frame.locator('.om-map');
  const read = async () => {
    await planner.frame.locator('body').evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
    return { box: await map.boundingBox(), view: await planner.snapshot() };
  };
  let settled = await read();
  for (let next = await read(); JSON.stringify(next) !== JSON.stringify(settled); next = await read()) settled = next;
  const [dx, dy] = pixelOffset(settled.view.center, settled.view.zoom, [at[0], at[1]]);
  const box = settled.box!;
  assert.ok(Math.abs(dx) < box.width / 2 - 40 && Math.abs(dy) < box.height / 2 - 40, `the point is in view: ${JSON.stringify({ at, dx, dy, box })}`);
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

/** The credit line under the map. */
const credit = (planner: PlannerWebview) => planner.frame.locator('.om-attribution').innerText();
const askedForYears = (sim: Simulator) => sim.stats.requests.filter((r) => r.path === '/api/public/popapi/getAllPlanningarea').map((r) => r.query);

/** Hovers the pair's longitude and returns the hover's text once it holds `expected`. */
const hoverPair = (page: Page, expected: RegExp) => hoverWord(page, '103.8408471', expected);

describe('Planning areas on the map and in the hover (against the OneMap simulator)', { timeout: 600_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    session = await startSession({ label: 'ui-planning-areas', ...extensionUnderTest(), settings: { ...OFFLINE_SETTINGS, 'onemap.baseUrl': sim.url } });
    await session.page.setViewportSize({ width: 1440, height: 900 });
    await refuseInternet(session);
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  const steps = (name: string, body: (page: Page) => Promise<void>) => onSession(session, name, (shared) => body(shared.page));

  test("the hover over a pair names its planning area and region, offline, signed out", async () => {
    await steps('ui-planning-areas-hover', async (page) => {
      await openFile(page, 'ui/hover.txt');
      await waitForEditorText(page, 'Waterscape at Cavenagh: 1.3039454, 103.8408471\n');
      // The extension activates after start-up has finished; its account item shows it is ready to answer a hover.
      await waitForStatusBarText(page, ACCOUNT_ITEM, 'OneMap: signed out', 60_000);
      const text = await hoverPair(page, /Planning area/);
      assert.match(text, /Planning area: NEWTON \(Central Region\)/);
      await page.mouse.move(0, 0);
    });
  });

  test("Show Planning Areas signed out; Bedok's popup says to sign in, its button signs in, and Bedok's population for 2020 shows without another click; a year without data", async () => {
    await steps('ui-planning-areas-map', async (page) => {
      await leaveWebview(page);
      // The planner alone in the window: wide enough to show the whole island beside its form.
      await runCommand(page, 'View: Close All Editors');
      await runCommand(page, 'View: Close Primary Side Bar');
      await runCommand(page, 'OneMap: Show Planning Areas');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const entry = planner.frame.getByRole('checkbox', { name: 'Show Planning areas' });
      await pollUntil(() => entry.isChecked(), (checked) => checked, 'the layer list entry ticked');
      await pollUntil(() => planner.frame.locator('.om-attribution').innerText(), (text) => /Planning areas: URA Master Plan 2019 via data\.gov\.sg, Singapore Open Data Licence/.test(text), 'the credit');

      // Aim at Bedok's label point once the map holds still (the offline notice takes its room above it first).
      const map = planner.frame.locator('.om-map');
      await planner.frame.locator('.om-tile-notice').waitFor({ state: 'visible' });
      const read = async () => {
        await planner.frame.locator('body').evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
        return { box: await map.boundingBox(), view: await planner.snapshot() };
      };
      let settled = await read();
      for (let next = await read(); JSON.stringify(next) !== JSON.stringify(settled); next = await read()) settled = next;
      const [dx, dy] = pixelOffset(settled.view.center, settled.view.zoom, BEDOK.label);
      const box = settled.box!;
      assert.ok(Math.abs(dx) < box.width / 2 - 40 && Math.abs(dy) < box.height / 2 - 40, `Bedok is in view: ${JSON.stringify({ dx, dy, box })}`);
      await map.click({ position: { x: settled.box!.width / 2 + dx, y: settled.box!.height / 2 + dy } });

      const popup = planner.frame.locator('.om-area-popup');
      assert.equal(await popup.locator('.om-area-name').innerText(), 'BEDOK');
      await pollUntil(() => popup.locator('.om-population-body').innerText(), (text) => text.includes('Sign in to see its population.'), 'the popup signed out');
      const otherYears = planner.frame.getByRole('button', { name: 'Sign in to see other years' });
      assert.equal(await otherYears.isVisible(), true);
      await popup.getByRole('button', { name: 'Sign in' }).click();
      await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
      await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
      await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
      const token = await simToken(sim);
      const answer = await call(sim, '/api/public/popapi/getPopulationAgeGroup?planningArea=BEDOK&year=2020', { headers: authorised(token) });
      const expected = populationTable('getPopulationAgeGroup', readPopulation(answer.json, 'getPopulationAgeGroup'));
      const cells = popup.locator('table tr');
      const rows = await pollUntil(
        () => cells.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? ''))),
        (read) => read.length > 1,
        "Bedok's age groups",
      );
      assert.deepEqual(rows, [[expected.title, ...expected.columns], ...expected.rows.map((r) => [r.label, ...r.values])]);
      await pollUntil(() => otherYears.isVisible(), (visible) => !visible, 'the entry signed in');
      assert.ok(sim.stats.requests.some((r) => r.path === '/api/public/popapi/getPopulationAgeGroup' && r.query.includes('year=2020')));
      await session!.screenshot('ui-planning-areas-bedok');

      await popup.getByRole('combobox', { name: 'Year' }).selectOption('2015');
      await pollUntil(() => popup.locator('.om-population-body').innerText(), (text) => text === 'No data for that year', 'the message for 2015');
    });
  });

  test('Master Plan 2014 from the layer list: asked of OneMap once, drawn instead of 2019 and credited to OneMap; back from disk after a reload', async () => {
    await steps('ui-planning-areas-years', async (page) => {
      // The simulator's stand-in 2014: Marina East is part of Marina South.
      sim.setYearAnswer(2014, planningAreaStandIn());
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const popup = planner.frame.locator('.om-area-popup');
      const close = planner.frame.locator('.leaflet-popup-close-button');
      await close.click();
      await clickMapAt(planner, MARINA_EAST.label);
      assert.equal(await popup.locator('.om-area-name').innerText(), 'MARINA EAST');
      assert.equal(await popup.locator('.om-area-region').innerText(), 'Central Region · Master Plan 2019');
      await close.click();

      const picker = planner.frame.getByRole('combobox', { name: 'Master Plan' });
      assert.equal(await picker.inputValue(), '2019');
      await picker.selectOption('2014');
      await pollUntil(() => credit(planner), (text) => /Planning areas: URA Master Plan 2014 via OneMap/.test(text), 'the credit of 2014');
      assert.deepEqual(askedForYears(sim), ['?year=2014']);
      await clickMapAt(planner, MARINA_EAST.label);
      assert.equal(await popup.locator('.om-area-name').innerText(), 'MARINA SOUTH');
      assert.equal(await popup.locator('.om-area-region').innerText(), 'Central Region · Master Plan 2014');
      await session!.screenshot('ui-planning-areas-2014');
      await close.click();

      const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
      await leaveWebview(page);
      await runCommand(page, 'Developer: Reload Window');
      await reloaded;
      await waitForWorkbench(page);
      await runCommand(page, 'OneMap: Open Route Planner');
      const again = await new PlannerWebview(page, 'panel').waitForReady(60_000);
      await pollUntil(() => credit(again), (text) => /Planning areas: URA Master Plan 2014 via OneMap/.test(text), 'the credit of 2014 after the reload');
      assert.equal(await again.frame.getByRole('combobox', { name: 'Master Plan' }).inputValue(), '2014');
      assert.deepEqual(askedForYears(sim), ['?year=2014'], 'read from disk, not asked again');
    });
  });
});
