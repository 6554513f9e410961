// A popup left open while the map changes size (the window or the panel resized, the side view dragged
// narrower, the layout flipped): Leaflet fits a popup only as it opens, so a nearest line's popup opened on a
// wide map ran off the left edge of the narrowed one, its address and rows cut, under the basemap select. After
// each change of size the popup must lie wholly on the map, meet no control, and its × must be what a click meets.
// Pictures in .vscode-test/artifacts/popup-resize/.
import * as assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import type { NearestLayer } from '../../../src/shared/protocol/nearestLines';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import { repoRoot } from '../../unit/repoRoot';
import { clickMapAt, pageFixture } from '../flows';
import type { MapPage } from '../harness';
import { AREAS, settled, TABLE } from './layoutCells';
import { closeButtonHit, popupAtRest, popupCovered } from './popupChecks';

declare const window: any;

const ARTIFACTS = path.join(repoRoot, '.vscode-test', 'artifacts', 'popup-resize');
const fixture = pageFixture({ lang: 'en-US' });
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await fixture.setUp();
});
afterEach(() => fixture.closePages());
after(() => fixture.tearDown());

// Two HDB car parks, about where hdb-carparks-6.csv has them, and their nearest stations.
const LAYER: NearestLayer = {
  id: 'nearest-1',
  title: 'hdb-carparks-6.csv: nearest MRT/LRT station',
  colour: '#0f8f6f',
  coords: [1.30065, 103.85487, 1.29925, 103.85592, 1.37021, 103.84562, 1.37266, 103.84941],
  labels: ['BLK 270/271 ALBERT CENTRE BASEMENT CAR PARK', 'BLOCK 253 ANG MO KIO STREET 21'],
  names: ['BUGIS MRT STATION', 'MAYFLOWER MRT STATION'],
  nearest: [0, 1],
  metres: [300, 382],
};

/** What a user would find wrong with the open popup: off the map, under a control, its × not what a click meets. */
async function popupFailures(page: MapPage, shot: string): Promise<string[]> {
  await popupAtRest(page, 'the popup');
  await page.page.screenshot({ path: path.join(ARTIFACTS, `${shot}.png`) });
  const off = await page.page.evaluate(() => {
    const box = window.document.querySelector('.leaflet-popup-content-wrapper').getBoundingClientRect();
    const map = window.document.querySelector('.om-map').getBoundingClientRect();
    const inside = box.left >= map.left - 1 && box.right <= map.right + 1 && box.top >= map.top - 1 && box.bottom <= map.bottom + 1;
    return inside ? undefined : `the popup (${Math.round(box.left)}..${Math.round(box.right)}, ${Math.round(box.top)}..${Math.round(box.bottom)}) runs off the map (${Math.round(map.left)}..${Math.round(map.right)}, ${Math.round(map.top)}..${Math.round(map.bottom)})`;
  });
  const { problem } = await closeButtonHit(page);
  return [off, await popupCovered(page), problem].filter((failure): failure is string => failure !== undefined);
}

/** Resizes the page and waits until the map has taken the new size. */
async function resize(page: MapPage, width: number, height: number): Promise<void> {
  await page.page.setViewportSize({ width, height });
  await page.page.waitForFunction((w) => window.document.querySelector('.om-map').getBoundingClientRect().width <= w, width);
  await settled(page);
}

// From a wide panel to the side view's width and back; from a half-width panel to a short one.
const CHANGES = [
  [[1400, 800], [320, 700]],
  [[320, 700], [1400, 800]],
  [[900, 700], [600, 500]],
] as const;

for (const [[fromW, fromH], [toW, toH]] of CHANGES) {
  const change = `${fromW}x${fromH} to ${toW}x${toH}`;
  test(`${change}: a nearest line's popup opened before stays on the map, clear of every control, its × hit`, async () => {
    const page = await fixture.open({ viewport: { width: fromW, height: fromH }, locale: 'en-US' });
    await page.init();
    await page.send({ type: 'showNearest', layer: LAYER, fit: true });
    await page.waitForPosted((m) => m.type === 'layerDrawn' && m.layerId === LAYER.id);
    // Stepped to with ›, as a keyboard user gets there: the map fits the first line, its popup open. On a small
    // map the list is folded: the user opens it first.
    const toggle = page.page.locator('.om-layer-toggle');
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await page.page.getByRole('button', { name: `Next line in ${LAYER.title}` }).click();
    await page.page.locator('.leaflet-popup .om-nearest-popup').waitFor({ state: 'visible' });
    assert.deepEqual(await popupFailures(page, `nearest-${fromW}x${fromH}`), [], `before, at ${fromW}x${fromH}`);
    await resize(page, toW, toH);
    assert.equal(await page.page.locator('.leaflet-popup .om-nearest-popup strong').textContent(), LAYER.labels[0], 'the same popup, still open');
    const failures = await popupFailures(page, `nearest-${toW}x${toH}`);
    assert.deepEqual(failures, [], `${change}: ${failures.join('\n')}`);
  });
}

test("1400x800 to 400x700: Bedok's population popup, its table shown, stays on the map clear of every control", async () => {
  const page = await fixture.open({ viewport: { width: 1400, height: 800 }, locale: 'en-US' });
  await page.init({ tileUrlTemplate: page.server.tileTemplate('missing'), account: { signedIn: true } });
  await page.send({ type: 'planningAreas', shown: true, areas: AREAS });
  await page.page.locator('.om-attribution-areas:not([hidden])').waitFor();
  await settled(page);
  const bedok = AREAS.find((area) => area.name === 'BEDOK')!;
  const from = page.posted.length;
  await clickMapAt(page, bedok.label);
  const ask = await page.waitForPosted((m): m is Extract<WebviewToHost, { type: 'askPopulation' }> => m.type === 'askPopulation', from);
  await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'table', table: TABLE } });
  await page.page.locator('.om-population-table').waitFor();
  assert.deepEqual(await popupFailures(page, 'bedok-1400x800'), [], 'before, at 1400x800');
  await resize(page, 400, 700);
  await page.page.locator('.om-population-table').waitFor();
  const failures = await popupFailures(page, 'bedok-400x700');
  assert.deepEqual(failures, [], `1400x800 to 400x700: ${failures.join('\n')}`);
});
