// A planning area's population popup on a map zoomed all the way out, at the side view's widths, a half-width
// panel and wide ones: the map then cannot pan (Singapore fills its bounds), so a popup opened under the
// top-right stack stayed there, its × under the layer list and its table picker under the basemap select.
// Here the popup must meet no control, its × must be what a click meets and close it, and so must its
// Year and table pickers. Pictures in .vscode-test/artifacts/zoomed-out-popups/.
import * as assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { LAYER_PALETTE } from '../../../src/shared/layerPalette';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import { repoRoot } from '../../unit/repoRoot';
import { clickMapAt, pageFixture } from '../flows';
import { pixelOffset, type MapPage } from '../harness';
import { AREAS, places, settled, TABLE, theme, THEMES } from './layoutCells';
import { closeButtonHit, popupAtRest, popupControlsHit, popupCovered } from './popupChecks';

declare const window: any;

const ARTIFACTS = path.join(repoRoot, '.vscode-test', 'artifacts', 'zoomed-out-popups');
const fixture = pageFixture({ lang: 'en-US' });
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await fixture.setUp();
});
afterEach(() => fixture.closePages());
after(() => fixture.tearDown());

const BEDOK = AREAS.find((area) => area.name === 'BEDOK')!;

/** Zooms out with the map's − button, as a user does, until it is disabled. */
async function zoomAllTheWayOut(page: MapPage): Promise<void> {
  const out = page.page.locator('.leaflet-control-zoom-out');
  while (!(await out.getAttribute('class'))!.includes('leaflet-disabled')) {
    const { zoom } = await page.snapshot();
    await out.click();
    await page.waitForSnapshot((snapshot) => snapshot.zoom < zoom, 'a step out');
  }
}

/**
 * Pans with the arrow keys, as a user does, until `at` is in sight on the map and no control lies over it (the
 * side view zoomed out shows only Singapore's middle); where the map can pan no further and the open layer list
 * still covers it (a narrow map), the user folds the list.
 */
async function bringIntoSight(page: MapPage, at: readonly [number, number]): Promise<void> {
  const map = page.page.locator('.om-map');
  await map.scrollIntoViewIfNeeded();
  await map.focus();
  const toggle = page.page.locator('.om-layer-toggle');
  let last = '';
  for (let presses = 0; presses < 40; presses++) {
    const { center, zoom } = await page.snapshot();
    const box = await page.mapBox();
    const [dx, dy] = pixelOffset(center, zoom, [at[0], at[1]]);
    const [x, y] = [box.x + box.width / 2 + dx, box.y + box.height / 2 + dy];
    const clear = await page.page.evaluate(([px, py]) => {
      const hit = window.document.elementFromPoint(px, py);
      return Boolean(hit?.closest('.om-map')) && !hit.closest('.leaflet-control, .leaflet-popup');
    }, [x, y]);
    const inside = x > box.x + 40 && x < box.x + box.width - 40 && y > box.y + 40 && y < box.y + box.height - 40;
    if (clear && inside) return;
    const where = `${Math.round(x)},${Math.round(y)}`;
    if (where === last) {
      if (!((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true')) break;
      await toggle.click();
      await map.focus();
      last = '';
      continue;
    }
    last = where;
    // Towards the middle of the map's lower half, away from the top-right stack.
    const [tx, ty] = [box.x + box.width / 2, box.y + box.height * 0.7];
    const key = Math.abs(x - tx) > Math.abs(y - ty) ? (x > tx ? 'ArrowRight' : 'ArrowLeft') : y > ty ? 'ArrowDown' : 'ArrowUp';
    await page.page.keyboard.press(key);
    await page.waitForSnapshot(() => true, 'a still map');
  }
  await page.page.screenshot({ path: path.join(ARTIFACTS, 'never-in-sight.png') });
  throw new Error(`${JSON.stringify(at)} never came into sight clear of the map's controls`);
}

// The side view's widths, a half-width panel (600) and wide ones; tall and short.
const CELLS = [[260, 700], [320, 700], [400, 700], [600, 700], [900, 700], [1400, 700], [600, 500], [1400, 500], [2400, 1000]] as const;

/** Several files on as well (each its own row and colour): the layer list at its tallest, as a user with a few files open has it. */
const FILES: DataLayer[] = LAYER_PALETTE.slice(1, 6).map((colour, i) => ({ ...places, id: `file-${i + 2}`, title: `bus-stops-part-${i + 2}.csv`, colour }));

/** Opens Bedok's popup zoomed all the way out with `layers` on, and returns what a user would find wrong with it. */
async function bedokPopupFailures(page: MapPage, shot: string, layers: DataLayer[], more?: (page: MapPage) => Promise<string | undefined>): Promise<string[]> {
  await page.init({ tileUrlTemplate: page.server.tileTemplate('missing'), account: { signedIn: true } });
  await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
  for (const layer of layers) await page.send({ type: 'showLayer', layer, fit: false });
  await page.send({ type: 'planningAreas', shown: true, areas: AREAS });
  await page.page.locator('.om-attribution-areas:not([hidden])').waitFor();
  await zoomAllTheWayOut(page);
  // On a small map the list folds: it is opened, as a user who keeps it in sight would.
  const toggle = page.page.locator('.om-layer-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await settled(page);

  await bringIntoSight(page, BEDOK.label);
  const from = page.posted.length;
  await clickMapAt(page, BEDOK.label);
  const ask = await page.waitForPosted((m): m is Extract<WebviewToHost, { type: 'askPopulation' }> => m.type === 'askPopulation', from);
  assert.equal(ask.area, 'BEDOK');
  await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'table', table: TABLE } });
  await page.page.locator('.om-population-table').waitFor();
  await popupAtRest(page, "Bedok's popup");
  await page.page.screenshot({ path: path.join(ARTIFACTS, `${shot}.png`), fullPage: true });

  const failures = [await popupCovered(page), ...(await popupControlsHit(page)), await more?.(page)].filter((failure): failure is string => failure !== undefined);
  const { x, y, problem } = await closeButtonHit(page);
  if (problem) return [...failures, problem];
  if (failures.length > 0) return failures;
  await page.page.mouse.click(x, y);
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' });
  return [];
}

for (const [width, height] of CELLS) {
  const size = `${width}x${height}`;
  test(`${size}, zoomed all the way out: Bedok's population popup meets no control; its ×, Year and table pickers are what a click meets`, async () => {
    const page = await fixture.open({ viewport: { width, height }, locale: 'en-US' });
    const failures = await bedokPopupFailures(page, size, [places, theme]);
    assert.deepEqual(failures, [], `${size}: ${failures.length} failures:\n${failures.join('\n')}`);
  });
}

/** Not cramped: the popup shows its rows (the table's first ones too), 150 px of them, or all when fewer. */
async function roomy(page: MapPage): Promise<string | undefined> {
  const { shown, whole } = await page.page.locator('.leaflet-popup-content').evaluate((content: any) => ({ shown: content.clientHeight, whole: content.scrollHeight }));
  return shown >= Math.min(whole, 150) ? undefined : `the popup shows ${shown} px of its ${whole} px of rows (cramped: under 150 px)`;
}

// A half-width panel (600×700) with six files, a theme and the planning areas on: the list is tall and the
// basemap select sits below it, where Bedok's popup opened cramped under them. Both themes, each a page of its own.
for (const colours of THEMES) {
  test(`600x700 ${colours}, six files, a theme and the planning areas on, zoomed all the way out: Bedok's popup meets no control, its × and pickers are hit`, async () => {
    const page = await fixture.open({ viewport: { width: 600, height: 700 }, locale: 'en-US' });
    await page.setTheme(colours);
    const failures = await bedokPopupFailures(page, `600x700-${colours}-several-layers`, [places, ...FILES, theme], roomy);
    assert.deepEqual(failures, [], `600x700 ${colours}: ${failures.length} failures:\n${failures.join('\n')}`);
  });
}
