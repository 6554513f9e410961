// Add Nearest Places' lines on the map page: each drawn between the row's place and its nearest place, listed
// with the files, and a click on a line or on a row's point opens a popup with both ends and the distance, as
// text (a row's label or a place's name holding markup shows the markup's characters, never an element).
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { NearestLayer } from '../../../src/shared/protocol/nearestLines';
import type { NearestSnapshot } from '../../../webview/map/mapSnapshot';
import { pageFixture } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

declare const document: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const MARKUP = '<img src=x onerror="document.title=1">BLK 101';
// Three rows far apart, each a few kilometres from its place: the lines' middles are clear of the points.
const layer: NearestLayer = {
  id: 'nearest-1',
  title: 'hdb.csv: nearest MRT/LRT station',
  colour: '#7f66f7',
  coords: [1.3521, 103.8198, 1.3804, 103.8457, 1.3496, 103.9568, 1.3804, 103.8457, 1.3329, 103.7436, 1.3051, 103.7751],
  labels: [MARKUP, 'BLK 2 TAMPINES', 'BLK 3 JURONG'],
  names: ['<b>ANG MO KIO</b> MRT STATION', 'CLEMENTI MRT STATION'],
  nearest: [0, 0, 1],
  metres: [4_215, 15_880, 4_650.5],
};

const nearest = (page: MapPage): Promise<NearestSnapshot[]> => page.page.evaluate(() => (globalThis as any).__onemapMapDebug.nearest());
const popup = (page: MapPage) => page.page.locator('.leaflet-popup .om-nearest-popup');

async function clickAt(page: MapPage, at: [number, number]): Promise<void> {
  const s = await page.waitForSnapshot(() => true, 'a still map');
  const [dx, dy] = pixelOffset(s.center, s.zoom, at);
  const box = await page.mapBox();
  await page.page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

async function shown(page: MapPage): Promise<void> {
  await page.init();
  await page.send({ type: 'showNearest', layer, fit: true });
  await page.flush();
  await page.waitForPosted((m) => m.type === 'layerDrawn' && m.layerId === 'nearest-1');
}

test('each line is drawn from the row’s place to its nearest place, listed with a × and fitted into view', async () => {
  const page = await pages.open({ viewport: { width: 900, height: 640 } });
  await shown(page);
  const [drawn] = await nearest(page);
  assert.deepEqual(drawn!.lines, [
    [[1.3521, 103.8198], [1.3804, 103.8457]],
    [[1.3496, 103.9568], [1.3804, 103.8457]],
    [[1.3329, 103.7436], [1.3051, 103.7751]],
  ]);
  assert.deepEqual(drawn!.points.map((p) => p.feature).sort(), [0, 1, 2], 'every row’s point drawn on its own');
  const s = await page.snapshot();
  assert.ok(s.center[1] > 103.74 && s.center[1] < 103.96 && s.zoom >= 10, `fitted: ${JSON.stringify(s)}`);
  const row = page.page.locator('.om-layer-row[data-layer="nearest-1"]');
  assert.equal(await row.locator('.om-layer-title').textContent(), 'hdb.csv: nearest MRT/LRT station');
  await page.page.getByRole('button', { name: 'Remove hdb.csv: nearest MRT/LRT station from the map' }).click();
  assert.deepEqual(await page.waitForPosted((m) => m.type === 'layerRemoved'), { type: 'layerRemoved', layerId: 'nearest-1' });
  assert.deepEqual(await nearest(page), []);
});

/** The most opaque pixel of the lines' canvas within 2 px of `at` on the map (moved `down` px): [r, g, b, alpha]. */
async function linePixel(page: MapPage, at: [number, number], down = 0): Promise<number[]> {
  const s = await page.waitForSnapshot(() => true, 'a still map');
  const [dx, dy] = pixelOffset(s.center, s.zoom, at);
  const box = await page.mapBox();
  return page.page.evaluate(
    ({ x, y }) => {
      const canvas = document.querySelector('.om-line-canvas');
      const rect = canvas.getBoundingClientRect();
      const ratio = canvas.width / rect.width;
      const cx = Math.round((x - rect.left) * ratio);
      const cy = Math.round((y - rect.top) * ratio);
      const data = canvas.getContext('2d')!.getImageData(cx - 2, cy - 2, 5, 5).data;
      let best: number[] = [0, 0, 0, 0];
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > best[3]!) best = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      return best;
    },
    { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy + down },
  );
}

test('the lines are painted in the layer’s colour where they run, and again where a zoom has moved them', async () => {
  const page = await pages.open({ viewport: { width: 900, height: 640 } });
  await shown(page);
  const jurong: [number, number] = [(1.3329 + 1.3051) / 2, (103.7436 + 103.7751) / 2];
  const painted = async (at: [number, number]) => {
    const [r, g, b, a] = await linePixel(page, at);
    // #7f66f7 at three quarters' opacity, its edge smoothed: the colour's hue, clearly seen.
    assert.ok(a! > 120 && b! > g! && b! > r! && r! > g!, `the line's colour at ${at}: ${[r, g, b, a]}`);
  };
  await painted(jurong);
  // Half a kilometre off the line nothing is painted.
  assert.equal((await linePixel(page, [jurong[0] + 0.005, jurong[1] + 0.005]))[3], 0);
  const [before] = await nearest(page);
  assert.equal(before!.stroked, 3, 'every line stroked');
  assert.equal(await page.page.locator('.om-layer-row[data-layer="nearest-1"] .om-layer-count').textContent(), '3 lines');
  // Zoomed in on Jurong's line: a quarter of the way along is now far from where it was, and painted there,
  // drawn again at its own width (a canvas only scaled would show it eight times as wide or more).
  const box = await page.mapBox();
  const s = await page.waitForSnapshot(() => true, 'a still map');
  const [dx, dy] = pixelOffset(s.center, s.zoom, jurong);
  await page.page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  while ((await page.snapshot()).zoom < s.zoom + 3) {
    const zoom = (await page.snapshot()).zoom;
    await page.page.mouse.wheel(0, -60);
    await page.waitForSnapshot((z) => z.zoom > zoom, 'zoomed in');
  }
  const quarter: [number, number] = [(3 * 1.3329 + 1.3051) / 4, (3 * 103.7436 + 103.7751) / 4];
  await painted(quarter);
  // Six pixels under the line (some four across it, a 5-pixel square sampled): clear.
  assert.equal((await linePixel(page, quarter, 6))[3], 0, 'the line keeps its width');
  const [after] = await nearest(page);
  assert.ok(after!.stroked >= 1 && after!.stroked <= 3, `the lines in view stroked: ${after!.stroked}`);
});

test('a layer the host could not draw again says why in its entry, with no line', async () => {
  const page = await pages.open({ viewport: { width: 300, height: 640 } });
  await page.init();
  const note = 'Not drawn: hdb-carparks-6.csv no longer has nearest_mrt.';
  await page.send({ type: 'showNearest', layer: { ...layer, coords: [], labels: [], nearest: [], metres: [], note }, fit: false });
  await page.flush();
  await page.waitForPosted((m) => m.type === 'layerDrawn' && m.layerId === 'nearest-1');
  const row = page.page.locator('.om-layer-row[data-layer="nearest-1"]');
  // At this width the list is a button: opened, the entry says it.
  const toggle = page.page.locator('.om-layer-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await row.waitFor({ state: 'visible' });
  assert.equal(await row.locator('.om-layer-count').textContent(), '0 lines');
  assert.equal(await row.locator('.om-layer-details').textContent(), note);
  assert.ok(await row.locator('.om-layer-details').isVisible());
  // In the side view's width the note wraps inside the entry: nothing runs past the list's edge.
  assert.ok(await row.evaluate((el: any) => el.scrollWidth <= el.clientWidth), 'the entry fits its width');
  assert.ok(await row.locator('.om-layer-details').evaluate((el: any) => el.scrollHeight <= el.clientHeight), 'the note is not cut short');
  if (process.env.ONEMAP_SHOT) await page.page.screenshot({ path: process.env.ONEMAP_SHOT });
  const [drawn] = await nearest(page);
  assert.deepEqual(drawn!.lines, []);
});

test('a click on a line shows the row, its nearest place and the distance as the file has it, markup as text', async () => {
  const page = await pages.open({ viewport: { width: 900, height: 640 } });
  await shown(page);
  // The middle of Jurong's line, then of Bishan's (whose label and place hold markup).
  await clickAt(page, [(1.3329 + 1.3051) / 2, (103.7436 + 103.7751) / 2]);
  await popup(page).waitFor();
  assert.equal((await popup(page).textContent())?.replace(/\s+/g, ' '), 'BLK 3 JURONGhdb.csv: nearest MRT/LRT stationNearestCLEMENTI MRT STATIONDistance4650.5 m');
  // Closed first: the open popup may cover the next line's middle.
  await page.page.getByRole('button', { name: 'Close popup' }).click();
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' });
  await clickAt(page, [(1.3521 + 1.3804) / 2, (103.8198 + 103.8457) / 2]);
  await popup(page).filter({ hasText: 'BLK 101' }).waitFor();
  assert.equal(await popup(page).locator('strong').textContent(), MARKUP);
  assert.equal(await popup(page).locator('td').first().textContent(), '<b>ANG MO KIO</b> MRT STATION');
  assert.equal(await popup(page).locator('td').nth(1).textContent(), '4215 m');
  assert.equal(await popup(page).locator('img, b').count(), 0, 'nothing from the file became an element');
  assert.equal(await page.page.title(), await page.page.evaluate(() => (globalThis as any).document.title));
  assert.notEqual(await page.page.title(), '1', 'no handler of the markup ran');
  const [drawn] = await nearest(page);
  assert.match(drawn!.popup ?? '', /BLK 101/);
});

test('a click on a row’s point opens its line’s popup; the layer list’s › steps through the lines', async () => {
  const page = await pages.open({ viewport: { width: 900, height: 640 } });
  await shown(page);
  await clickAt(page, [1.3496, 103.9568]);
  await popup(page).filter({ hasText: 'BLK 2 TAMPINES' }).waitFor();
  assert.match((await popup(page).textContent()) ?? '', /15880 m/);
  await page.page.getByRole('button', { name: 'Next line in hdb.csv: nearest MRT/LRT station' }).click();
  await popup(page).filter({ hasText: 'BLK 101' }).waitFor();
  const said = page.page.locator('.om-layer-list [role="status"]');
  assert.equal(await said.textContent(), `hdb.csv: nearest MRT/LRT station, line 1 of 3: ${MARKUP} to <b>ANG MO KIO</b> MRT STATION`);
  await page.page.getByRole('checkbox', { name: 'Show hdb.csv: nearest MRT/LRT station' }).uncheck();
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' });
  const [hidden] = await nearest(page);
  assert.deepEqual([hidden!.visible, hidden!.lines.length], [false, 0]);
});

test('a layer whose lists are out of step is not drawn at all', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'showNearest', layer: { ...layer, nearest: [0, 0, 2] }, fit: true });
  await page.flush();
  assert.deepEqual(await nearest(page), []);
});
