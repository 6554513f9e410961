// A place's popup stays open until it is closed or another place's opens: through the pan that brings it into
// view, the host's answer to the click (the editor's cursor now in the place: highlightFeature), a redraw of
// the file after an edit, and a pan or zoom of the map.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { pageFixture } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

// Sentosa and Bishan, fitted into view: Bishan at the top edge, so its popup pans the map to show.
const places: DataLayer = {
  id: 'file-1',
  title: 'places.geojson',
  colour: '#079307',
  features: [
    { shapes: [{ kind: 'point', lat: 1.2494, lon: 103.8303 }], label: 'Sentosa', properties: [['kind', 'island']] },
    // Enough rows that its popup is taller than the room above the point.
    { shapes: [{ kind: 'point', lat: 1.3521, lon: 103.8198 }], label: 'Bishan', properties: Array.from({ length: 8 }, (_, i): [string, string] => [`field ${i}`, `value ${i}`]) },
  ],
};

async function clickPlace(page: MapPage, index: number): Promise<void> {
  const s = await page.waitForSnapshot(() => true, 'a still map');
  const [layer] = await page.layers();
  const at = layer!.points.find((p) => p.feature === index)!.at;
  const [dx, dy] = pixelOffset(s.center, s.zoom, at);
  const box = await page.mapBox();
  await page.page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

const popupTitle = (page: MapPage) => page.page.locator('.leaflet-popup .om-feature-popup strong');

test('a place’s popup stays open through its pan into view, the host’s answer and a redraw, until closed', async () => {
  const page = await pages.open({ viewport: { width: 700, height: 520 } });
  await page.init();
  await page.send({ type: 'showLayer', layer: places, fit: true });
  await page.flush();
  const before = await page.snapshot();
  await clickPlace(page, 1);
  await page.waitForPosted((m) => m.type === 'featureClicked' && m.index === 1);
  // What the host sends back: the editor's selection is now in the place, so it is highlighted.
  await page.send({ type: 'highlightFeature', layerId: 'file-1', index: 1 });
  await page.flush();
  const after = await page.waitForSnapshot(() => true, 'the popup’s pan ended');
  assert.notDeepEqual(after.center, before.center, 'the popup near the edge panned the map (the case that lost it)');
  assert.equal(await popupTitle(page).textContent(), 'Bishan', 'open after the pan and the host’s answer');
  await page.send({ type: 'showLayer', layer: { ...places, features: [...places.features] }, fit: false });
  await page.flush();
  assert.equal(await popupTitle(page).textContent(), 'Bishan', 'open after a redraw of the file');
  await page.page.locator('.leaflet-control-zoom-out').click();
  await page.waitForSnapshot((s) => s.zoom < after.zoom, 'zoomed out');
  assert.equal(await popupTitle(page).textContent(), 'Bishan', 'open after a zoom');
  await clickPlace(page, 0);
  await page.page.locator('.leaflet-popup', { hasText: 'Sentosa' }).waitFor();
  assert.equal(await page.page.locator('.leaflet-popup').count(), 1, 'another place’s popup replaces it');
  await page.page.getByRole('button', { name: 'Close popup' }).click();
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' }); // closed with its button, once faded out
});

test('a place’s popup closes when its file is hidden or removed', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'showLayer', layer: places, fit: true });
  await page.flush();
  await clickPlace(page, 1);
  await popupTitle(page).waitFor();
  await page.page.getByRole('checkbox', { name: 'Show places.geojson' }).uncheck();
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' }); // hidden with its file, once faded out
  await page.page.getByRole('checkbox', { name: 'Show places.geojson' }).check();
  await clickPlace(page, 1);
  await popupTitle(page).waitFor();
  await page.send({ type: 'removeLayer', layerId: 'file-1' });
  await page.flush();
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' }); // removed with its file, once faded out
});
