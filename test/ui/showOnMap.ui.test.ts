// Show on Map in the real workbench with the installed .vsix: a GeoJSON file in SVY21 and a CSV in WGS84 drawn
// on the planner's map where their places are; a click on a place selects its text in the editor; moving the
// cursor highlights the place it is in; typing a new row redraws the CSV's layer, and only that. Each test
// passes alone and in either order. Tiles and OneMap point at a
// closed port: nothing here needs the network.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { findFeatures } from '../../src/mapData';
import { activeEditorText, focusActiveEditor, selectRange, waitForEditorText, waitForSelectionStatus } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../host/offline';
import { repoRoot } from '../host/paths';
import { onSession, startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil, webviewElement } from '../host/webview';
import { groupsShowing, openFile, runCommand, waitForNotification, waitForWorkbench } from '../host/workbench';
import type { DataLayerSnapshot } from '../../webview/map/mapSnapshot';
import { pixelOffset } from '../webview/harness';

const GEOJSON = 'ui/places-svy21.geojson';
const CSV = 'places.csv';
const read = (name: string) => readFileSync(join(repoRoot, 'test', 'workspace', name), 'utf8');

function layers(planner: PlannerWebview): Promise<DataLayerSnapshot[]> {
  return planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.layers() as DataLayerSnapshot[]);
}

function waitForLayers(planner: PlannerWebview, done: (shown: DataLayerSnapshot[]) => boolean, what: string): Promise<DataLayerSnapshot[]> {
  return pollUntil(() => layers(planner), done, `the map never showed ${what}`);
}

/**
 * Waits until the file's editor, in the first group, has the selection `pattern` describes, as its status bar
 * item shows it. A click on a place selects its text there and focuses that editor; under load VS Code's own
 * focus of the clicked webview can land after that and make the planner the active editor again, which
 * hides the item (the selection stays in the file): the first group is then focused again to read it.
 */
async function waitForFileSelection(page: Page, pattern: RegExp): Promise<string> {
  const item = page.locator('[id="status.editor.selection"]');
  return pollUntil(
    async () => {
      // The item can go between the look and the read (the planner active again): a read that finds it gone is
      // one more turn, not a 30 s wait that ends the test.
      if (await item.isVisible()) return ((await item.textContent({ timeout: 1000 }).catch(() => null)) ?? '').trim();
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      return '';
    },
    (status) => pattern.test(status),
    'the place’s text selected in the file',
    30_000,
  );
}

/** Line and column (1-based, as the status bar shows them) of an offset. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe('Show on Map (the planner map, offline)', { timeout: 600_000 }, () => {
  let session: Session | undefined;

  before(async () => {
    session = await startSession({
      label: 'ui-show-on-map',
      ...extensionUnderTest(),
      settings: OFFLINE_SETTINGS,
    });
    // Wide enough for the planner panel's side-by-side layout, where the map has the panel's full height.
    await session.page.setViewportSize({ width: 1920, height: 1000 });
    await refuseInternet(session);
  });

  after(async () => {
    await session?.close();
  });

  // Each test starts with the side bar closed: a visible OneMap side view is where Show on Map draws first, and
  // an earlier test may have left it open.
  const steps = (name: string, body: (page: Page) => Promise<void>) =>
    onSession(session, name, async (shared) => {
      await leaveWebview(shared.page);
      // VS Code offers the command only while the side bar shows.
      if (await shared.page.locator('.part.sidebar').isVisible()) await runCommand(shared.page, 'View: Close Primary Side Bar');
      await body(shared.page);
    });

  test('an SVY21 GeoJSON on the map; a click on a place selects its text; the cursor highlights its place', async () => {
    await steps('ui-show-geojson', async (page) => {
      const text = read(GEOJSON);
      const expected = findFeatures(text).features;
      await leaveWebview(page);
      await openFile(page, GEOJSON);
      await waitForEditorText(page, text);
      await runCommand(page, 'OneMap: Show on Map');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const [layer] = await waitForLayers(planner, (shown) => shown.length === 1 && shown[0]!.features === 3, 'places-svy21.geojson');
      assert.equal(layer!.title, 'places-svy21.geojson');
      assert.equal(layer!.shapes, 2, 'the line and the polygon');
      // Where the source file, in WGS84, has the Merlion (test/workspace/places.geojson): within the metre SVY21 keeps.
      const merlion = layer!.points.find((p) => p.feature === 0)!;
      assert.ok(Math.abs(merlion.at[0] - 1.2544) < 1e-5 && Math.abs(merlion.at[1] - 103.81971) < 1e-5, JSON.stringify(merlion));
      assert.equal(await planner.frame.getByRole('group', { name: 'Files on the map' }).locator('.om-layer-title').textContent(), 'places-svy21.geojson');

      // A click on the Merlion: its Feature's text is selected in the editor, which takes the focus.
      const { center, zoom } = await planner.snapshot();
      const map = planner.frame.locator('.om-map');
      const size = await map.evaluate((el: any) => [el.clientWidth, el.clientHeight] as [number, number]);
      const [dx, dy] = pixelOffset(center, zoom, merlion.at);
      await map.click({ position: { x: size[0] / 2 + dx, y: size[1] / 2 + dy } });
      const end = position(text, expected[0]!.end);
      const selected = expected[0]!.end - expected[0]!.start;
      await waitForFileSelection(page, new RegExp(`^Ln ${end.line}, Col ${end.column} \\(${selected} selected\\)$`));
      await waitForLayers(planner, (shown) => shown[0]?.highlighted === 0, 'the Merlion highlighted');
      // Its popup stays open through the pan that shows it, the selection and the highlight that answer the click.
      await planner.waitForSnapshot(() => true, 'the map still'); // with no pan or zoom animation running
      const popup = planner.frame.locator('.leaflet-popup .om-feature-popup strong');
      assert.equal(await popup.count(), 1, 'the Merlion’s popup is open');
      assert.equal(await popup.textContent(), expected[0]!.label);

      // The cursor into the line's Feature: the line is highlighted. The file's group is named, not the active
      // one: the planner may be active again (see waitForFileSelection).
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await focusActiveEditor(page);
      const into = position(text, expected[1]!.start + 10);
      await page.keyboard.press('ControlOrMeta+Home');
      for (let i = 1; i < into.line; i++) await page.keyboard.press('ArrowDown');
      await waitForLayers(planner, (shown) => shown[0]?.highlighted === 1, 'the line highlighted');
    });
  });

  test('a CSV beside it: two files listed; a row typed is drawn, and undone, is gone', async () => {
    await steps('ui-show-csv', async (page) => {
      const text = read(CSV);
      const rows = text.trimEnd().split('\n').length - 1;
      await leaveWebview(page);
      await openFile(page, CSV);
      await waitForEditorText(page, text);
      await runCommand(page, 'OneMap: Show on Map');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const before = await waitForLayers(planner, (shown) => shown.some((l) => l.title === CSV && l.features === rows), `${CSV} with ${rows} places`);
      const others = before.filter((l) => l.title !== CSV).map((l) => [l.title, l.features]);

      // Back to the file, in the group beside the planner, as a user clicks into it.
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await focusActiveEditor(page);
      await waitForEditorText(page, text);
      await page.keyboard.press('ControlOrMeta+End');
      const added = `${text.endsWith('\n') ? '' : '\n'}99,Bishan Park,1.3624,103.8447,20`;
      await page.keyboard.type(added);
      await waitForEditorText(page, text + added);
      const shown = await waitForLayers(planner, (s) => s.some((l) => l.title === CSV && l.features === rows + 1), 'the typed row');
      assert.deepEqual(shown.filter((l) => l.title !== CSV).map((l) => [l.title, l.features]), others, 'the other files stay as they were');
      // Typing may have made more than one undo stop: undo until the file is as it was.
      await pollUntil(async () => {
        await page.keyboard.press('ControlOrMeta+Z');
        return (await activeEditorText(page)) === text;
      }, (same) => same, 'the file as it was after undo');
      await waitForLayers(planner, (s) => s.some((l) => l.title === CSV && l.features === rows), 'the row gone again');

      // Each file in a colour of its own, and the same one in the side view as in the panel.
      const colours = (webview: PlannerWebview) =>
        webview.frame.locator('.om-layer-row').evaluateAll((rows: any[]) => rows.map((row) => [row.querySelector('.om-layer-title').textContent, (globalThis as any).getComputedStyle(row.querySelector('.om-layer-swatch')).backgroundColor]));
      const listed = await colours(planner);
      assert.equal(new Set(listed.map(([, colour]) => colour)).size, listed.length, `a colour each: ${JSON.stringify(listed)}`);
      // The first file taken off: a page that counted colours itself would give the next file the first colour.
      await planner.frame.locator('.om-layer-remove').first().click();
      await waitForLayers(planner, (shown) => shown.length === listed.length - 1, 'the first file removed');
      const inPanel = listed.slice(1);
      await page.locator('.part.activitybar').getByRole('tab', { name: /^OneMap/ }).click();
      const view = await new PlannerWebview(page, 'view').waitForReady();
      await waitForLayers(view, (shown) => shown.length === inPanel.length, 'the same files in the side view');
      assert.deepEqual(await colours(view), inPanel, 'the side view draws each file in the panel’s colour');
    });
  });

  test('the planner under the file in its group: Show on Map brings it beside the file, which keeps the focus', async () => {
    await steps('ui-show-beside', async (page) => {
      await leaveWebview(page);
      await runCommand(page, 'View: Close All Editor Groups');
      await page.locator('.part.editor .tab').first().waitFor({ state: 'detached' });
      await openFile(page, CSV);
      await runCommand(page, 'OneMap: Open Route Planner');
      await new PlannerWebview(page, 'panel').waitForReady();
      // The planner joins the file's group, then the file is shown on top of it: the planner is hidden.
      await leaveWebview(page);
      await runCommand(page, 'View: Move Editor into Previous Group');
      await page.locator('.part.editor .editor-group-container').nth(1).waitFor({ state: 'detached' });
      await page.locator('.part.editor .tab', { hasText: CSV }).click();
      await webviewElement(page, 'panel').waitFor({ state: 'hidden' });

      await runCommand(page, 'OneMap: Show on Map');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      await waitForLayers(planner, (shown) => shown.some((l) => l.title === CSV), CSV);
      assert.deepEqual(await groupsShowing(page), [CSV, 'Route Planner'], 'the file and the planner side by side');
      const active = page.locator('.part.editor .editor-group-container.active .tab.active .label-name');
      assert.equal((await active.textContent())?.trim(), CSV, 'the file keeps the focus');
    });
  });

  test('after "Developer: Reload Window" the files shown are on the map again, a selection as selected', async () => {
    await steps('ui-show-reload', async (page) => {
      await leaveWebview(page);
      await runCommand(page, 'View: Close All Editor Groups');
      await page.locator('.part.editor .tab').first().waitFor({ state: 'detached' });
      await openFile(page, GEOJSON);
      await runCommand(page, 'OneMap: Show on Map');
      let planner = await new PlannerWebview(page, 'panel').waitForReady();
      await waitForLayers(planner, (shown) => shown.some((l) => l.title === 'places-svy21.geojson'), 'places-svy21.geojson');
      // Two rows of the CSV, selected: the layer is those two places.
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await openFile(page, CSV);
      await waitForEditorText(page, read(CSV));
      await selectRange(page, { line: 2, column: 1 }, { line: 4, column: 1 });
      await waitForSelectionStatus(page, /\(\d+ selected\)/);
      await runCommand(page, 'OneMap: Show on Map');
      const shown = await waitForLayers(planner, (s) => s.some((l) => l.title === CSV && l.features === 2), `two rows of ${CSV}`);
      const summary = (layers: DataLayerSnapshot[]) => layers.map((l) => `${l.title}: ${l.features} places, ${l.shapes} shapes`).sort();

      const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
      await leaveWebview(page);
      await runCommand(page, 'Developer: Reload Window');
      await reloaded;
      await waitForWorkbench(page);
      planner = await new PlannerWebview(page, 'panel').waitForReady(60_000);
      const again = await waitForLayers(planner, (s) => s.length === shown.length, `${shown.length} layers after the reload`);
      assert.deepEqual(summary(again), summary(shown), 'the same files, each with the same places');
    });
  });

  test("an edit that breaks an object says a place is not on the map, and why; undone, all are back", async () => {
    await steps('ui-show-skipped', async (page) => {
      const name = 'bus-stops.json';
      const text = read(`ui/${name}`);
      await leaveWebview(page);
      await runCommand(page, 'View: Close All Editor Groups');
      await page.locator('.part.editor .tab').first().waitFor({ state: 'detached' });
      await runCommand(page, 'Notifications: Clear All Notifications');
      await openFile(page, `ui/${name}`);
      await waitForEditorText(page, text);
      await runCommand(page, 'OneMap: Show on Map');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      await waitForLayers(planner, (shown) => shown.some((l) => l.title === name && l.features === 3), `${name} with 3 stops`);

      // The first stop's closing brace (line 8, column 3) deleted: the first two stops read as one object.
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await selectRange(page, { line: 8, column: 3 }, { line: 8, column: 4 });
      await waitForSelectionStatus(page, /\(1 selected\)/);
      await page.keyboard.press('Delete');
      await waitForLayers(planner, (shown) => shown.some((l) => l.title === name && l.features === 2), 'two places once the brace is gone');
      const message = await waitForNotification(page, /is not on the map/);
      assert.equal(
        message,
        `1 place in ${name} is not on the map: at line 9, column 3 a closing brace or a property name is missing, so two objects read as one. The other 2 are.`,
      );
      await page.keyboard.press('ControlOrMeta+Z');
      await waitForEditorText(page, text);
      await waitForLayers(planner, (shown) => shown.some((l) => l.title === name && l.features === 3), 'the three stops again after undo');
    });
  });

  test('a file with nothing to show says so, and the map keeps what it drew', async () => {
    await steps('ui-show-nothing', async (page) => {
      await leaveWebview(page);
      await openFile(page, GEOJSON);
      await runCommand(page, 'OneMap: Show on Map');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const before = await waitForLayers(planner, (shown) => shown.some((l) => l.title === 'places-svy21.geojson'), 'places-svy21.geojson');
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await openFile(page, 'README.md');
      await runCommand(page, 'OneMap: Show on Map');
      const message = await waitForNotification(page, /Nothing to show on the map from README\.md/);
      assert.match(message, /No coordinate pairs found in the file/);
      // The layers themselves, not which of their points are in and around the view: the panel may lay out
      // again meanwhile and move the view (CI run u2).
      const drawn = (shown: Awaited<ReturnType<typeof layers>>) => shown.map(({ points: _points, clusters: _clusters, ...layer }) => layer);
      assert.deepEqual(drawn(await layers(planner)), drawn(before), 'what was drawn stays');
    });
  });
});
