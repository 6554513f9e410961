// A file's places with the keyboard alone: the layer list's ‹ › buttons step through them (the canvas points
// take no focus), each brought into view with its popup open and said in a live region; cluster bubbles are
// buttons named by their count, and Enter on one zooms in.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer, MapFeature } from '../../../src/shared/protocol/dataLayers';
import { pageFixture } from '../flows';
import { pixelOffset } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const point = (lat: number, lon: number, label: string): MapFeature => ({ shapes: [{ kind: 'point', lat, lon }], label, properties: [['kind', 'test']] });
const places: DataLayer = {
  id: 'file-1',
  title: 'places.csv',
  colour: '#079307',
  features: [
    point(1.2966, 103.852, 'City Hall'),
    point(1.4043, 103.9025, 'Punggol'),
    { shapes: [{ kind: 'polygon', rings: [[1.33, 103.7, 1.33, 103.75, 1.36, 103.75, 1.33, 103.7]] }], label: 'Jurong block', properties: [] },
  ],
};

test('Tab to the layer list and Enter on › and ‹ steps through the file’s places: in view, popup open, said', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'showLayer', layer: places, fit: true });
  await page.flush();
  const said = page.page.locator('.om-layer-list [role="status"]');
  await page.page.getByRole('checkbox', { name: 'Show places.csv' }).focus();
  await page.page.keyboard.press('Tab');
  await page.page.keyboard.press('Tab');
  assert.equal(await page.page.evaluate(() => (globalThis as any).document.activeElement.getAttribute('aria-label')), 'Next place in places.csv', 'Tab reaches ‹ then ›');
  const expected = ['City Hall', 'Punggol', 'Jurong block'];
  for (const [i, label] of expected.entries()) {
    await page.page.keyboard.press('Enter');
    assert.equal(await said.textContent(), `places.csv, place ${i + 1} of 3: ${label}`);
    assert.equal(await page.page.locator('.leaflet-popup .om-feature-popup strong').textContent(), label);
    const s = await page.waitForSnapshot(() => true, 'a still map');
    const box = await page.mapBox();
    const shape = places.features[i]!.shapes[0]!;
    const at: [number, number] = shape.kind === 'point' ? [shape.lat, shape.lon] : [1.345, 103.725];
    const [dx, dy] = pixelOffset(s.center, s.zoom, at);
    assert.ok(Math.abs(dx) < box.width / 2 && Math.abs(dy) < box.height / 2, `${label} is in view`);
    if (shape.kind === 'point') assert.ok(s.zoom >= 17, `${label} drawn on its own, zoom ${s.zoom}`);
  }
  await page.page.keyboard.press('Enter');
  assert.equal(await said.textContent(), 'places.csv, place 1 of 3: City Hall', 'after the last, the first again');
  await page.page.keyboard.press('Shift+Tab');
  await page.page.keyboard.press('Enter');
  assert.equal(await said.textContent(), 'places.csv, place 3 of 3: Jurong block', '‹ goes back, past the first to the last');
  assert.deepEqual((await page.snapshot()).markers, { start: null, end: null }, 'no route point set');
  await page.page.getByRole('checkbox', { name: 'Show places.csv' }).focus();
  await page.page.keyboard.press('Space');
  assert.equal(await page.page.getByRole('button', { name: 'Next place in places.csv' }).isDisabled(), true, 'a hidden file has no places to step to');
});

test('cluster bubbles are buttons named by their count; Enter on one zooms in', async () => {
  const page = await pages.open();
  await page.init();
  const features = Array.from({ length: 400 }, (_, i) => point(1.3 + (i % 20) * 0.002, 103.8 + Math.floor(i / 20) * 0.002, `P${i}`));
  await page.send({ type: 'showLayer', layer: { id: 'file-2', title: 'many.csv', colour: '#7f66f7', features }, fit: true });
  await page.flush();
  const [layer] = await page.layers();
  const biggest = [...layer!.clusters].sort((a, b) => b.count - a.count)[0]!;
  const bubble = page.page.getByRole('button', { name: `${biggest.count.toLocaleString('en-SG')} places, zoom in`, exact: true }).first();
  const before = (await page.snapshot()).zoom;
  await bubble.focus();
  await page.page.keyboard.press('Enter');
  await page.waitForSnapshot((s) => s.zoom > before, 'a closer zoom');
  assert.equal(await page.page.evaluate(() => (globalThis as any).document.activeElement.classList.contains('om-map')), true, 'the focus stays on the map');
  assert.deepEqual((await page.snapshot()).markers, { start: null, end: null }, 'no route point set');
});
