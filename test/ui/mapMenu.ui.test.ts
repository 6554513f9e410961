// The route planner's map offline and its right-click menu, in the real workbench with the installed .vsix.
// Basemap tiles point at a closed port (no tile ever loads, as offline): Singapore's bundled outline is drawn.
// Right-click on the map opens VS Code's own menu with the map's entries and without Cut/Copy/Paste; each
// Copy entry puts the clicked point on the clipboard in the user's format (the converter's settings, set
// here to 6 degree decimals, 2 metre decimals and SVY21 northing first), and Route From/To Here set the
// planner's points; the side panel's map has the same menu. Screenshots of the offline map and of the menu
// (Dark Modern) are saved under .vscode-test/screenshots/.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { writePoint, pixelMetresAtZoom, type CrsId } from '../../src/shared/coords';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../host/offline';
import { onSession, startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { runCommand, waitForNotification } from '../host/workbench';
import { planningAreaIndex } from '../../src/planningArea';
import { placementLine } from '../../src/planningArea/placementLine';
import { latLngAtOffset } from '../webview/harness';

// The root tsconfig has no DOM library; these exist only inside evaluate().
declare const navigator: any;

const FORMAT = { degreeDecimals: 6, metreDecimals: 2, svy21Order: 'yx' as const };

describe('The planner map offline, and its right-click menu', { timeout: 600_000 }, () => {
  let session: Session | undefined;

  before(async () => {
    session = await startSession({
      label: 'ui-map-menu',
      ...extensionUnderTest(),
      settings: {
        ...OFFLINE_SETTINGS,
        'onemap.conversion.degreeDecimals': FORMAT.degreeDecimals,
        'onemap.conversion.metreDecimals': FORMAT.metreDecimals,
        'onemap.conversion.svy21Order': FORMAT.svy21Order,
        'workbench.colorTheme': 'Default Dark Modern',
      },
    });
    await session.page.setViewportSize({ width: 1280, height: 720 });
    const origin = new URL(session.page.url()).origin;
    await session.workbench.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await refuseInternet(session);
  });

  after(async () => {
    await session?.close();
  });

  /** Runs a test's steps; on failure saves a screenshot and names it in the error. */
  const steps = (name: string, body: (page: Page) => Promise<void>) => onSession(session, name, (shared) => body(shared.page));

  async function openPlanner(page: Page): Promise<PlannerWebview> {
    await leaveWebview(page);
    await runCommand(page, 'OneMap: Open Route Planner');
    return new PlannerWebview(page, 'panel').waitForReady();
  }

  /** Right-clicks the map `dx`, `dy` pixels off its centre; returns the point that is, worked out from the view. */
  async function rightClickMap(planner: PlannerWebview, dx: number, dy: number): Promise<{ lat: number; lon: number; zoom: number }> {
    const map = planner.frame.locator('.om-map');
    // Offline, a notice takes its room above the map when the first tile fails, and the map's centre moves by
    // half its height: aim once it is there and the map's box and view hold still from one frame to the next.
    await planner.frame.locator('.om-tile-notice').waitFor({ state: 'visible' });
    const read = async () => {
      await planner.frame.locator('body').evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
      return { box: await map.boundingBox(), view: await planner.snapshot() };
    };
    let settled = await read();
    for (let next = await read(); JSON.stringify(next) !== JSON.stringify(settled); next = await read()) settled = next;
    const { box, view: { center, zoom } } = settled;
    if (!box) throw new Error('the map is not on screen');
    // Through the locator, not the raw mouse: Playwright waits until the map stops moving (the panel may still be
    // laying out) and checks that the map is what is under the pointer, so the click cannot land on the workbench.
    await map.click({ button: 'right', position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
    const [lat, lon] = latLngAtOffset(center, zoom, dx, dy);
    return { lat, lon, zoom };
  }

  const menu = (page: Page) => page.locator('.context-view .monaco-menu');

  /** The labels of the context menu now open. */
  async function menuItems(page: Page): Promise<string[]> {
    await menu(page).locator('.action-label').first().waitFor({ state: 'visible' });
    return (await menu(page).locator('.action-item .action-label').allTextContents()).map((t) => t.trim()).filter(Boolean);
  }

  /** Picks an entry as a user does with the keyboard: the pointer over it focuses it, Enter runs it. */
  async function choose(page: Page, label: string): Promise<void> {
    const item = menu(page).locator('.action-item').filter({ hasText: label }).first();
    await item.hover();
    await menu(page).locator('.action-item.focused').filter({ hasText: label }).waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    await menu(page).waitFor({ state: 'hidden' });
  }

  /** The point the page handed to the menu: what the commands received. */
  async function markedPoint(planner: PlannerWebview): Promise<{ lat: number; lon: number; zoom: number }> {
    return JSON.parse((await planner.frame.locator('.om-map').getAttribute('data-vscode-context')) ?? 'null');
  }

  function near(a: { lat: number; lon: number; zoom: number }, b: { lat: number; lon: number }): boolean {
    const pixel = 360 / (256 * 2 ** a.zoom);
    return Math.abs(a.lat - b.lat) < pixel && Math.abs(a.lon - b.lon) < pixel;
  }

  test('offline, the map shows Singapore’s outline instead of a blank field', async () => {
    await steps('ui-map-offline', async (page) => {
      const planner = await openPlanner(page);
      await planner.frame.locator('.om-tile-notice').waitFor({ state: 'visible' });
      const drawn = await planner.frame.locator('.om-map').evaluate((map: any) => ({
        loaded: map.querySelectorAll('img.leaflet-tile-loaded').length,
        singapore: [...map.querySelectorAll('.leaflet-om-outline-pane path.om-outline-land--sgp')].filter((p: any) => (p.getAttribute('d') ?? '').length > 0).length,
        neighbours: map.querySelectorAll('.leaflet-om-outline-pane path.om-outline-land--mys, .leaflet-om-outline-pane path.om-outline-land--idn').length,
      }));
      assert.equal(drawn.loaded, 0, 'no tile loaded');
      assert.ok(drawn.singapore >= 1 && drawn.neighbours >= 1, `the outline's layers: ${JSON.stringify(drawn)}`);
      await page.mouse.move(0, 300);
      await session!.screenshot('ui-map-offline-dark');
    });
  });

  test('right-click › Copy Coordinates as WGS84, SVY21, Web Mercator: the clicked point in the user’s format', async () => {
    await steps('ui-map-copy', async (page) => {
      const planner = await openPlanner(page);
      const copies: Array<[string, CrsId, RegExp]> = [
        ['Copy Coordinates as WGS84', 'EPSG:4326', /^1\.\d{6}, 103\.\d{6}$/],
        ['Copy Coordinates as SVY21', 'EPSG:3414', /^\d{5}\.\d{2}, \d{5}\.\d{2}$/],
        ['Copy Coordinates as Web Mercator', 'EPSG:3857', /^115\d{5}\.\d{2}, 1\d{5}\.\d{2}$/],
      ];
      for (const [i, [label, to, shape]] of copies.entries()) {
        const clicked = await rightClickMap(planner, 80 - 60 * i, 40 + 30 * i);
        const items = await menuItems(page);
        assert.deepEqual(
          items.filter((item) => /From Here|To Here|Copy Coordinates|Planning Area|^(Cut|Copy|Paste)$/.test(item)),
          ['Route From Here', 'Route To Here', 'Copy Coordinates as WGS84', 'Copy Coordinates as SVY21', 'Copy Coordinates as Web Mercator', 'Which Planning Area Is This?'],
          `the map’s entries, and no Cut/Copy/Paste; the menu held: ${JSON.stringify(items)}`,
        );
        if (i === 0) await session!.screenshot('ui-map-menu-dark');
        await choose(page, label);
        const marked = await markedPoint(planner);
        assert.ok(near(marked, clicked), `the point clicked: ${JSON.stringify(marked)} vs ${JSON.stringify(clicked)}`);
        const expected = writePoint(marked, to, { ...FORMAT, pixelMetres: pixelMetresAtZoom(marked.zoom) });
        assert.match(expected, shape);
        const copied = await pollUntil(() => page.evaluate(() => navigator.clipboard.readText() as Promise<string>), (text) => text === expected, `${label} on the clipboard`);
        assert.equal(copied, expected);
        await page.locator('.part.statusbar').filter({ hasText: `Copied ${['WGS84', 'SVY21', 'Web Mercator'][i]} ${expected}` }).waitFor({ state: 'visible' });
      }
      // SVY21 northing first, as the setting says: the northing (y) of a point is its second value from Web Mercator's side.
      const marked = await markedPoint(planner);
      const [north, east] = writePoint(marked, 'EPSG:3414', { ...FORMAT, pixelMetres: 1 }).split(', ').map(Number);
      const [eastXY, northXY] = writePoint(marked, 'EPSG:3414', { ...FORMAT, svy21Order: 'xy', pixelMetres: 1 }).split(', ').map(Number);
      assert.deepEqual([north, east], [northXY, eastXY]);
    });
  });

  test('right-click › Route From Here and Route To Here set the planner’s start and end', async () => {
    await steps('ui-map-route-here', async (page) => {
      const planner = await openPlanner(page);
      await planner.frame.getByRole('button', { name: 'Clear' }).click();
      await planner.waitForSnapshot((s) => !s.markers.start && !s.markers.end, 'no points');

      const from = await rightClickMap(planner, -150, 20);
      await choose(page, 'Route From Here');
      const start = await markedPoint(planner);
      assert.ok(near(start, from));
      await planner.waitForSnapshot((s) => s.markers.start?.[0] === start.lat && s.markers.start?.[1] === start.lon && !s.markers.end, 'the start where clicked');

      const to = await rightClickMap(planner, 150, -20);
      await choose(page, 'Route To Here');
      const end = await markedPoint(planner);
      assert.ok(near(end, to));
      const shown = await planner.waitForSnapshot((s) => s.markers.end?.[0] === end.lat && s.markers.end?.[1] === end.lon, 'the end where clicked');
      assert.deepEqual(shown.markers.start, [start.lat, start.lon], 'the start stays');
    });
  });

  test('the OneMap side panel’s map offers the same menu', async () => {
    await steps('ui-map-side-panel', async (page) => {
      await leaveWebview(page);
      await page.locator('.part.activitybar').getByRole('tab', { name: /^OneMap/ }).click();
      const view = await new PlannerWebview(page, 'view').waitForReady();
      const clicked = await rightClickMap(view, 0, 0);
      assert.deepEqual(
        (await menuItems(page)).filter((item) => /From Here|To Here|Copy Coordinates|Planning Area|^(Cut|Copy|Paste)$/.test(item)),
        ['Route From Here', 'Route To Here', 'Copy Coordinates as WGS84', 'Copy Coordinates as SVY21', 'Copy Coordinates as Web Mercator', 'Which Planning Area Is This?'],
      );
      await choose(page, 'Copy Coordinates as WGS84');
      const marked = await markedPoint(view);
      assert.ok(near(marked, clicked), `the point clicked: ${JSON.stringify(marked)} vs ${JSON.stringify(clicked)}`);
      const expected = writePoint(marked, 'EPSG:4326', { ...FORMAT, pixelMetres: pixelMetresAtZoom(marked.zoom) });
      await pollUntil(() => page.evaluate(() => navigator.clipboard.readText() as Promise<string>), (text) => text === expected, 'the side panel’s point on the clipboard');
      // Which planning area: the hover's line for the clicked point, from the shipped boundaries.
      const here = await rightClickMap(view, 0, 0);
      await choose(page, 'Which Planning Area Is This?');
      const line = placementLine(planningAreaIndex().locate(here.lon, here.lat)) ?? 'Planning area: none here (the sea, or beyond Singapore)';
      assert.equal(await waitForNotification(page, /^Planning area: /), line);
      // Closed again, so that the other tests' points go to the editor panel, the one planner shown.
      await leaveWebview(page);
      await runCommand(page, 'View: Toggle Primary Side Bar Visibility');
      await page.locator('.part.sidebar').waitFor({ state: 'hidden' });
    });
  });
});
