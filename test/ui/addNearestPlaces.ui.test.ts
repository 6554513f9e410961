// OneMap: Add Nearest Places… from the palette in the installed extension, against the OneMap simulator: the
// sample workspace's HDB car parks (SVY21) get the nearest MRT/LRT station, its distance and the stations within
// 1 000 m (the values checked against a loop over the shipped stations); run again, the command says the columns
// are there before asking anything and replaces them; one Ctrl+Z each. Then another open file's places, a
// recorded OneMap theme (kindergartens) on LTA's bus stops in JSON, and the places of a file's layer on the map
// whose file was closed.
// ONEMAP_README_SHOTS=1 copies the first screenshot into media/screenshots for the README.
import * as assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { placesFromWgs84, shippedStations } from '../../src/nearest';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { repoRoot, sampleWorkspace } from '../host/paths';
import { startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { openFile, pick, pickQuickPickItem, runCommand, shownNotification, typeIntoInputBox, waitForInputBox, waitForNotification, waitForStatusBarText } from '../host/workbench';
import { DEMO_USER, type Simulator, startSimulator } from '../simulator';
import { bruteCount, bruteNearest } from '../unit/nearest/bruteForce';
import { parseCsv } from '../unit/coords/realFixtures';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const kindRow = (page: Page, label: string) =>
  page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label.replace(/[.()]/g, '\\$&')}$`) }) });

/** The kinds offered, ticked or not, then `toggle` clicked and the choice accepted. */
async function chooseKinds(page: Page, toggle: string[]): Promise<string[]> {
  await kindRow(page, 'MRT/LRT stations').waitFor({ state: 'visible', timeout: 30_000 });
  const offered = await page.locator('.quick-input-widget .quick-input-list .monaco-list-row .label-name').allInnerTexts();
  // In a pick-many list a click on a row ticks or unticks it. A row VS Code reuses from a list with details
  // (the themes') keeps a hidden detail label: the row's own label is its first.
  for (const label of toggle) await kindRow(page, label).locator('.label-name').first().click();
  await page.keyboard.press('Enter');
  return offered;
}

/** Waits until no progress notification (one with Cancel) is on screen: VS Code fades them out after the work. */
async function progressGone(page: Page): Promise<void> {
  const progress = page.locator('.notifications-toasts .notification-toast').filter({ has: page.locator('.monaco-button', { hasText: /^Cancel$/ }) });
  await pollUntil(() => progress.count(), (n) => n === 0, 'the progress notifications gone');
}

describe('Add Nearest Places (installed extension, OneMap simulator)', { timeout: 600_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    session = await startSession({ label: 'ui-nearest', ...extensionUnderTest(), settings: { 'onemap.baseUrl': sim.url } });
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  test('HDB car parks against the shipped MRT/LRT stations: every row equals a loop over the stations; run again, replaced; Ctrl+Z twice', async () => {
    const page = session!.page;
    const original = readFileSync(join(sampleWorkspace, 'hdb-carparks.csv'), 'utf8');
    await openFile(page, 'hdb-carparks.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no,address,x_coord'), 'the car parks');
    await runCommand(page, 'OneMap: Add Nearest Places…');
    const offered = await chooseKinds(page, []);
    assert.deepEqual(offered.slice(0, 3), ['MRT/LRT stations', 'MRT/LRT station exits', 'A OneMap theme…']);
    await pickQuickPickItem(page, 'Count within 1,000 m');
    await pickQuickPickItem(page, 'No, offline only');
    const message = await waitForNotification(page, /got the nearest/);
    assert.equal(message, '300 rows got the nearest MRT/LRT station, computed offline: counted within 1,000 m.');
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their stations');
    const [header, ...rows] = parseCsv(added);
    assert.deepEqual(header, [...parseCsv(original)[0]!, 'nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m']);
    const stations = shippedStations();
    const xAt = header!.indexOf('x_coord');
    // The editor shows the rows that fit on screen; the unit tests compare all 300.
    assert.ok(rows.length >= 20, `${rows.length} rows shown`);
    for (const row of rows.filter((r) => r.length === header!.length)) {
      const [x, y] = [Number(row[xAt]), Number(row[xAt + 1])];
      const hit = bruteNearest(stations, x, y);
      assert.deepEqual(row.slice(-3), [stations.names[hit.place], String(Math.round(Math.sqrt(hit.d2))), String(bruteCount(stations, x, y, 1000))], row[0]);
    }
    await focusActiveEditor(page);
    // Wrapped, each row shows whole: its own cells and the three added after them, none scrolled out of sight.
    await runCommand(page, 'View: Toggle Word Wrap');
    await focusActiveEditor(page);
    await progressGone(page);
    const shot = await session!.screenshot('ui-nearest-mrt');
    if (process.env.ONEMAP_README_SHOTS === '1') copyFileSync(shot, join(repoRoot, 'media', 'screenshots', 'nearest-places.png'));
    await runCommand(page, 'View: Toggle Word Wrap');

    // Run again: told before any picker, then replaced with the same answers.
    await runCommand(page, 'OneMap: Add Nearest Places…');
    await waitForNotification(page, 'The file already has nearest_mrt, nearest_mrt_m, mrt_within_1000m from Add Nearest Places.');
    const toast = page.locator('.notifications-toasts .notification-toast', { hasText: 'already has nearest_mrt' });
    assert.deepEqual(await toast.locator('.monaco-button').allInnerTexts(), ['Replace Them', 'Write Beside Them']);
    await toast.locator('.monaco-button', { hasText: 'Replace Them' }).click();
    await chooseKinds(page, []);
    await pickQuickPickItem(page, 'Count within 1,000 m');
    await pickQuickPickItem(page, 'No, offline only');
    await pollUntil(() => page.locator('.notifications-toasts .notification-toast', { hasText: 'got the nearest' }).count(), (n) => n >= 1, 'the second message');
    await waitForEditorText(page, added);
    await focusActiveEditor(page);
    // The replacement writes the same text again, which VS Code may keep as no undo step of its own: Undo
    // goes back to the file as it was in one or two steps, never anywhere else.
    await page.keyboard.press('ControlOrMeta+z');
    const once = await pollUntil(() => activeEditorText(page), (text) => text === added || text === shown, 'the text after one Undo');
    if (once === added) await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, shown);
  });

  test("the places of another open file (the workspace's places.csv), no count", async () => {
    const page = session!.page;
    await openFile(page, 'places.csv');
    await pollUntil(() => activeEditorText(page), (text) => text.startsWith('id,name,lat,lon'), 'the places');
    await openFile(page, 'ui/hdb-carparks-6.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no'), 'six car parks');
    await runCommand(page, 'OneMap: Add Nearest Places…');
    await chooseKinds(page, ['MRT/LRT stations', 'Places in places.csv']);
    await pickQuickPickItem(page, "Don't count");
    await pickQuickPickItem(page, 'No, offline only');
    assert.match(await waitForNotification(page, /got the nearest place in places\.csv/), /^6 rows got the nearest place in places\.csv, computed offline\.$/);
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their places');
    const [header, ...rows] = parseCsv(added);
    assert.deepEqual(header!.slice(-2), ['nearest_places', 'nearest_places_m']);
    for (const row of rows) assert.match(row.at(-1)!, /^\d+$/);
    await focusActiveEditor(page);
    await page.keyboard.press('End');
    await progressGone(page);
    const shot = await session!.screenshot('ui-nearest-other-file');
    if (process.env.ONEMAP_README_SHOTS === '1') copyFileSync(shot, join(repoRoot, 'media', 'screenshots', 'nearest-other-file.png'));
    await page.keyboard.press('Home');
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, shown);
  });

  test('a recorded OneMap theme (kindergartens, 2020) on LTA bus stops in JSON, signed in to the simulator', async () => {
    const page = session!.page;
    await waitForStatusBarText(page, ACCOUNT_ITEM, /OneMap: /, 60_000);
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
    await openFile(page, 'ui/bus-stops.json');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.includes('"BusStopCode": "01012"'), 'the bus stops');
    await runCommand(page, 'OneMap: Add Nearest Places…');
    await chooseKinds(page, ['MRT/LRT stations', 'A OneMap theme…']);
    await pick(page, 'kindergar', 'Kindergartens');
    await pickQuickPickItem(page, 'Count within 2,000 m');
    await pickQuickPickItem(page, 'No, offline only');
    assert.equal(await shownNotification(page, /got the nearest Kindergartens/), '3 rows got the nearest Kindergartens, computed offline: counted within 2,000 m.');
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the stops with their kindergartens');
    const stops = JSON.parse(added) as Array<Record<string, unknown>>;
    // The recording holds two kindergartens: River Valley Road and Beng Wan Road; the stops are in Rochor.
    for (const stop of stops) {
      assert.deepEqual(Object.keys(stop).slice(-3), ['NearestKindergartens', 'NearestKindergartensM', 'KindergartensWithin2000m']);
      assert.equal(stop.NearestKindergartens, 'JHS Montessori Kindergarten');
      assert.equal(typeof stop.NearestKindergartensM, 'number');
    }
    await progressGone(page);
    const shot = await session!.screenshot('ui-nearest-theme');
    if (process.env.ONEMAP_README_SHOTS === '1') copyFileSync(shot, join(repoRoot, 'media', 'screenshots', 'nearest-theme.png'));
  });

  test("a file's layer on the map whose file is closed (places.csv): offered as on the map, its places as drawn", async () => {
    const page = session!.page;
    await openFile(page, 'places.csv');
    const placesText = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('id,name,lat,lon'), 'the places');
    await runCommand(page, 'OneMap: Show on Map');
    const planner = await new PlannerWebview(page, 'panel').waitForReady();
    const layers = () => planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.layers() as unknown[]);
    await pollUntil(layers, (shown) => shown.length === 1, 'places.csv on the map');
    await leaveWebview(page);
    await runCommand(page, 'View: Focus First Editor Group');
    await pollUntil(() => activeEditorText(page), (text) => text === placesText, 'places.csv in front');
    await runCommand(page, 'View: Revert and Close Editor');
    await openFile(page, 'ui/hdb-carparks-6.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no'), 'six car parks');
    await runCommand(page, 'OneMap: Add Nearest Places…');
    await kindRow(page, 'MRT/LRT stations').waitFor({ state: 'visible', timeout: 30_000 });
    const row = kindRow(page, 'Places in places.csv');
    assert.equal(await row.count(), 1, 'offered once');
    assert.match(await row.locator('.label-description').innerText(), /on the map/);
    await chooseKinds(page, ['MRT/LRT stations', 'Places in places.csv']);
    await pickQuickPickItem(page, "Don't count");
    await pickQuickPickItem(page, 'No, offline only');
    assert.match(await waitForNotification(page, /got the nearest place in places\.csv/), /^6 rows got the nearest place in places\.csv, computed offline\.$/);
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their places');
    // Each row's nearest of the layer's places, as a loop over them finds it (the car parks are in SVY21).
    const [, ...placeRows] = parseCsv(placesText.trimEnd());
    const places = placesFromWgs84(placeRows.map((p) => ({ name: p[1]!, lat: Number(p[2]), lon: Number(p[3]) })));
    const [header, ...rows] = parseCsv(added.trimEnd());
    assert.deepEqual(header!.slice(-2), ['nearest_places', 'nearest_places_m']);
    const xAt = header!.indexOf('x_coord');
    for (const r of rows) {
      const hit = bruteNearest(places, Number(r[xAt]), Number(r[xAt + 1]));
      assert.deepEqual(r.slice(-2), [places.names[hit.place], String(Math.round(Math.sqrt(hit.d2)))], r[0]);
    }
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, shown);
  });
});
