// Add Nearest Places' Show on Map in the installed extension, offline: six HDB car parks against the shipped
// MRT/LRT stations, then the summary's Show on Map button draws a line from each car park to the station its
// columns name, and a click on a line shows the car park's address, the station and the distance the file has.
// After "Developer: Reload Window" the lines are drawn again from the file's columns; with the columns taken out
// of the file, another reload leaves the layer's entry saying why it has no line.
// ONEMAP_README_SHOTS=1 copies the screenshot (planner at half the window's width, after the reload, a car
// park's line stepped to with ›) into media/screenshots.
import * as assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shippedStations } from '../../src/nearest';
import { transformPoint } from '../../src/shared/coords/transform';
import { activeEditorText, focusActiveEditor, selectAll, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../host/offline';
import { repoRoot } from '../host/paths';
import { onSession, startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForWorkbench } from '../host/workbench';
import { bruteNearest } from '../unit/nearest/bruteForce';
import { parseCsv } from '../unit/coords/realFixtures';
import type { NearestSnapshot } from '../../webview/map/mapSnapshot';
import { pixelOffset } from '../webview/harness';

const SUMMARY = /6 rows got the nearest MRT\/LRT station, computed offline\./;

function nearest(planner: PlannerWebview): Promise<NearestSnapshot[]> {
  return planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.nearest() as NearestSnapshot[]);
}

/**
 * The summary's Show on Map: on its toast, or in the notification centre when VS Code has folded the toast away
 * (it does after a few seconds, and a loaded machine can let those pass), where a user finds it too.
 */
/** Clicks a line `along` the way from the row to its place (the middle by default), as the map shows it now. */
async function clickLine(planner: PlannerWebview, [from, to]: [number, number][], along = 0.5): Promise<void> {
  const { center, zoom } = await planner.waitForSnapshot(() => true, 'the map still');
  const map = planner.frame.locator('.om-map');
  const size = await map.evaluate((el: any) => [el.clientWidth, el.clientHeight] as [number, number]);
  const [dx, dy] = pixelOffset(center, zoom, [from![0] + along * (to![0] - from![0]), from![1] + along * (to![1] - from![1])]);
  await map.click({ position: { x: size[0] / 2 + dx, y: size[1] / 2 + dy } });
}

/** Reloads the window and waits for the planner it restores. */
async function reloadWindow(page: Page): Promise<PlannerWebview> {
  const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
  await leaveWebview(page);
  await runCommand(page, 'Developer: Reload Window');
  await reloaded;
  await waitForWorkbench(page);
  return new PlannerWebview(page, 'panel').waitForReady(60_000);
}

async function clickShowOnMap(page: Page): Promise<void> {
  const toast = page.locator('.notifications-toasts .notification-toast').filter({ hasText: SUMMARY });
  try {
    await toast.locator('.monaco-button', { hasText: 'Show on Map' }).click({ timeout: 10_000 });
  } catch {
    await runCommand(page, 'Notifications: Show Notifications');
    const entry = page.locator('.notifications-center .notification-list-item').filter({ hasText: SUMMARY }).first();
    await entry.locator('.monaco-button', { hasText: 'Show on Map' }).click({ timeout: 30_000 });
  }
}

describe('Add Nearest Places on the map (installed extension, offline)', { timeout: 600_000 }, () => {
  let session: Session | undefined;

  before(async () => {
    session = await startSession({ label: 'ui-nearest-map', ...extensionUnderTest(), settings: OFFLINE_SETTINGS });
    // The planner opens beside the file: at this width it has half the window; this height leaves its map room.
    await session.page.setViewportSize({ width: 1600, height: 1100 });
    await refuseInternet(session);
  });

  after(async () => {
    await session?.close();
  });

  test('Show on Map draws a line from each car park to the station its columns name; a click on one shows both ends and the distance', async () => {
    await onSession(session, 'ui-nearest-map', async ({ page }) => {
      await openFile(page, 'ui/hdb-carparks-6.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no'), 'six car parks');
      await runCommand(page, 'OneMap: Add Nearest Places…');
      // MRT/LRT stations are ticked already: accepted as offered.
      await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, "Don't count");
      await pickQuickPickItem(page, 'No, offline only');
      const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their stations');
      const [header, ...rows] = parseCsv(added);
      const col = (name: string) => header!.indexOf(name);
      await clickShowOnMap(page);

      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const [layer] = await pollUntil(() => nearest(planner), (layers) => layers.length === 1 && layers[0]!.lines.length === 6, 'six lines on the map');
      assert.equal(layer!.title, 'hdb-carparks-6.csv: nearest MRT/LRT station');
      assert.equal(await planner.frame.locator(`.om-layer-row[data-layer="${layer!.id}"] .om-layer-title`).textContent(), layer!.title);
      const stations = shippedStations();
      for (const [i, row] of rows.entries()) {
        const [x, y] = [Number(row[col('x_coord')]), Number(row[col('y_coord')])];
        const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
        const hit = bruteNearest(stations, x, y).place;
        assert.equal(stations.names[hit], row[col('nearest_mrt')], row[0]);
        const [sLon, sLat] = transformPoint('EPSG:3414', 'EPSG:4326', stations.x[hit]!, stations.y[hit]!);
        const [from, to] = layer!.lines[i]!;
        for (const [got, want] of [[from![0], lat], [from![1], lon], [to![0], sLat], [to![1], sLon]] as const) assert.ok(Math.abs(got - want) < 1e-6, `${row[0]}: ${got} is not ${want}`);
      }

      // A click halfway along the first car park's line.
      await clickLine(planner, layer!.lines[0]!);
      const popup = planner.frame.locator('.leaflet-popup .om-nearest-popup');
      await popup.waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await popup.locator('strong').textContent(), rows[0]![col('address')]);
      assert.deepEqual(await popup.locator('td').allTextContents(), [rows[0]![col('nearest_mrt')], `${rows[0]![col('nearest_mrt_m')]} m`]);
      assert.equal(await planner.frame.locator(`.om-layer-row[data-layer="${layer!.id}"] .om-layer-count`).textContent(), '6 lines');

      // After a window reload: the same lines, from the file's columns, and the same popup.
      const again = await reloadWindow(page);
      const [back] = await pollUntil(() => nearest(again), (layers) => layers.length === 1 && layers[0]!.lines.length === 6, 'six lines after the reload', 60_000);
      assert.equal(back!.title, layer!.title);
      assert.deepEqual(back!.lines, layer!.lines);
      const entry = again.frame.locator(`.om-layer-row[data-layer="${back!.id}"]`);
      assert.equal(await entry.locator('.om-layer-count').textContent(), '6 lines');
      assert.equal(await entry.locator('.om-layer-details').count(), 0, 'nothing to say: every line is back');
      // Stepped with › to the first Ang Mo Kio car park (the fourth row): the map fits its line, its popup open,
      // as a keyboard user gets there (a drag's inertia and a wheel's zoom were seen to land anywhere).
      const next = again.frame.getByRole('button', { name: `Next line in ${layer!.title}` });
      for (let i = 0; i < 4; i++) await next.click();
      const popupAgain = again.frame.locator('.leaflet-popup .om-nearest-popup');
      await pollUntil(() => popupAgain.locator('strong').textContent(), (text) => text === rows[3]![col('address')], "the fourth car park's popup", 30_000);
      assert.deepEqual(await popupAgain.locator('td').allTextContents(), [rows[3]![col('nearest_mrt')], `${rows[3]![col('nearest_mrt_m')]} m`]);
      const shot = await session!.screenshot('ui-nearest-on-map');
      if (process.env.ONEMAP_README_SHOTS === '1') copyFileSync(shot, join(repoRoot, 'media', 'screenshots', 'nearest-on-map.png'));

      // The columns taken out of the file (its text as before the run), and the window reloaded: no line, and why.
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await focusActiveEditor(page);
      await selectAll(page);
      await page.keyboard.insertText(shown);
      await waitForEditorText(page, shown);
      const third = await reloadWindow(page);
      const [gone] = await pollUntil(() => nearest(third), (layers) => layers.length === 1, 'the layer after the second reload', 60_000);
      assert.deepEqual(gone!.lines, []);
      const row = third.frame.locator(`.om-layer-row[data-layer="${gone!.id}"]`);
      assert.equal(await row.locator('.om-layer-count').textContent(), '0 lines');
      assert.equal(
        await row.locator('.om-layer-details').textContent(),
        'Not drawn: hdb-carparks-6.csv no longer has nearest_mrt.',
      );
    });
  });
});
