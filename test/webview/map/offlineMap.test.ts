// A map that is never blank: with no basemap tiles at all, Singapore's outline (bundled with the page) shows
// the coast and islands in the theme's colours, under where the tiles go. And the map's right-click: the page
// marks the clicked point for VS Code's own context menu, and leaves the event for VS Code to handle.
import * as assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { repoRoot } from '../../unit/repoRoot';
import { pageFixture } from '../flows';
import { latLngAtOffset, type MapPage } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const shots = path.join(repoRoot, '.vscode-test', 'screenshots');

interface OutlineSeen {
  land: number;
  singapore: number;
  /** Singapore's drawn land that falls inside the map's box, in square pixels. */
  singaporeOnScreen: number;
  landFill: string;
  water: string;
  paneZ: number;
  tilePaneZ: number;
}

/** What the page shows of the outline: its paths, where they are, their colours, and the panes' order. */
function outlineSeen(page: MapPage): Promise<OutlineSeen> {
  return page.page.locator('.om-map').evaluate((map: any) => {
    const view = map.getBoundingClientRect();
    const land = [...map.querySelectorAll('.leaflet-om-outline-pane path.om-outline-land')] as any[];
    const singapore = land.filter((p) => p.classList.contains('om-outline-land--sgp'));
    const style = (element: any) => (globalThis as any).getComputedStyle(element);
    let onScreen = 0;
    for (const p of singapore) {
      const box = p.getBoundingClientRect();
      const w = Math.min(box.right, view.right) - Math.max(box.left, view.left);
      const h = Math.min(box.bottom, view.bottom) - Math.max(box.top, view.top);
      if (w > 0 && h > 0 && p.getAttribute('d')) onScreen += w * h;
    }
    return {
      land: land.filter((p) => (p.getAttribute('d') ?? '').length > 0).length,
      singapore: singapore.length,
      singaporeOnScreen: onScreen,
      landFill: singapore[0] ? style(singapore[0]).fill : '',
      water: style(map).backgroundColor,
      paneZ: Number(style(map.querySelector('.leaflet-om-outline-pane')).zIndex),
      tilePaneZ: Number(style(map.querySelector('.leaflet-tile-pane')).zIndex),
    };
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`no tiles (${theme} theme): Singapore's outline is drawn in the theme's colours, under the tiles`, async () => {
    const page = await pages.open({ theme });
    await page.init({ tileUrlTemplate: page.server.tileTemplate('missing') });
    await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
    assert.equal(await page.page.locator('img.leaflet-tile-loaded').count(), 0, 'not one tile loaded');
    const seen = await outlineSeen(page);
    assert.ok(seen.land >= 3, `land drawn: ${JSON.stringify(seen)}`);
    assert.ok(seen.singapore >= 1 && seen.singaporeOnScreen > 10_000, `Singapore is on screen: ${JSON.stringify(seen)}`);
    // Land is the editor's background (Light Modern #ffffff, Dark Modern #1f1f1f); water is tinted off it.
    assert.equal(seen.landFill, theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(31, 31, 31)');
    assert.notEqual(seen.water, seen.landFill, 'water and land differ');
    assert.ok(seen.paneZ < seen.tilePaneZ, 'the outline sits under the tiles, which cover it once they load');
    mkdirSync(shots, { recursive: true });
    await page.page.screenshot({ path: path.join(shots, `webview-offline-${theme}.png`) });
  });
}

test('right-click on the map marks the clicked point for VS Code’s menu, and leaves the event to VS Code', async () => {
  const page = await pages.open();
  await page.init({ tileUrlTemplate: page.server.tileTemplate('missing') });
  // The notice that tiles are missing takes its room above the map when the first tile fails: measured
  // before it, the map's centre is no longer where the click is aimed (CI run s3).
  await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
  // Two frames: the map's resize observer has told Leaflet the new size by then.
  await page.page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
  // VS Code's webview listens on the window and ignores an event already handled by the page.
  await page.page.evaluate(() => {
    (globalThis as any).addEventListener('contextmenu', (e: any) => ((globalThis as any).__menuPrevented = e.defaultPrevented));
  });
  const box = await page.mapBox();
  const { center, zoom } = await page.waitForSnapshot(() => true, 'the map at rest');
  const [dx, dy] = [120, -60];
  await page.page.locator('.om-map').click({ button: 'right', position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
  const context = JSON.parse((await page.page.locator('.om-map').getAttribute('data-vscode-context')) ?? 'null');
  const [lat, lon] = latLngAtOffset(center, zoom, dx, dy);
  const pixel = 360 / (256 * 2 ** zoom); // a pixel in degrees of longitude, more than one of latitude here
  assert.equal(context.webviewSection, 'map');
  assert.equal(context.preventDefaultContextMenuItems, true, 'no Cut/Copy/Paste on the map');
  assert.equal(context.zoom, zoom);
  assert.ok(Math.abs(context.lat - lat) < pixel && Math.abs(context.lon - lon) < pixel, `${JSON.stringify(context)} is the point clicked, ${lat}, ${lon}`);
  assert.equal(await page.page.evaluate(() => (globalThis as any).__menuPrevented), false, 'VS Code gets the event');

  // Elsewhere on the page (the form), the map's entries do not apply.
  const form = page.page.locator('form.om-form');
  assert.equal(await form.evaluate((f: any) => f.closest('[data-vscode-context]')), null);
});
