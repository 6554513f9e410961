// A file's places on the map (Show on Map): drawn where they are, listed with the file's name, clustered when
// there are thousands, named and described as text, clicked to tell the host which one, highlighted, hidden
// and removed; a click on a place is never a click on the map, which sets a route point.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer, MapFeature } from '../../../src/shared/protocol/dataLayers';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import { clickMapAt, pageFixture } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

declare const window: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const point = (lat: number, lon: number, label: string, properties: Array<[string, string]> = []): MapFeature => ({ shapes: [{ kind: 'point', lat, lon }], label, properties });
const places: DataLayer = {
  id: 'file-1',
  title: 'places.csv',
  colour: '#079307',
  features: [
    point(1.2966, 103.852, '<img src=x onerror="document.body.dataset.hacked=1">City Hall', [['address', '<b>3 St Andrew\'s Rd</b>']]),
    point(1.3521, 103.8198, 'Bishan'),
    point(1.4043, 103.9025, 'Punggol'),
    { shapes: [{ kind: 'polygon', rings: [[1.33, 103.7, 1.33, 103.75, 1.36, 103.75, 1.33, 103.7]] }], label: 'Jurong block', properties: [] },
  ],
};

async function showPlaces(layer: DataLayer = places, fit = true): Promise<MapPage> {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'showLayer', layer, fit });
  await page.flush();
  return page;
}


type Clicked = Extract<WebviewToHost, { type: 'featureClicked' }>;

test('a file is drawn where its places are, fitted into view and listed with its name and count', async () => {
  const page = await showPlaces();
  const [layer] = await page.layers();
  assert.equal(layer?.title, 'places.csv');
  assert.equal(layer?.features, 4);
  assert.equal(layer?.shapes, 1, 'the polygon');
  assert.deepEqual(layer?.points.map((p) => p.feature).sort(), [0, 1, 2], 'the three points, each on its own at this zoom');
  const { center, zoom } = await page.snapshot();
  const box = await page.mapBox();
  for (const p of layer!.points) {
    const [dx, dy] = pixelOffset(center, zoom, p.at);
    assert.ok(Math.abs(dx) < box.width / 2 && Math.abs(dy) < box.height / 2, `place ${p.feature} is in view`);
  }
  const row = page.page.getByRole('group', { name: 'Files on the map' }).locator('.om-layer-row');
  assert.equal((await row.textContent())?.replace(/\s+/g, ' ').trim(), 'places.csv4 places‹›×');
});

test("a layer fitted into view keeps its places clear of the map's controls, the layer list above all", async () => {
  const page = await pages.open();
  await page.init();
  // A theme listed first, its name and owner on two lines each: the list is at its tallest beside the places.
  const theme: DataLayer = { id: 'theme-kindergartens', title: 'Liquor Control Zone(s) proclaimed under Liquor Control (Supply and Consumption) Act', details: 'SINGAPORE POLICE FORCE · data of 1 Jul 2025', colour: '#1c7ed6', features: [point(1.3, 103.85, 'A')] };
  await page.send({ type: 'showLayer', layer: theme, fit: false });
  await page.send({ type: 'showLayer', layer: places, fit: true });
  await page.flush();
  const layer = (await page.layers()).find((l) => l.id === 'file-1')!;
  const { center, zoom } = await page.snapshot();
  const box = await page.mapBox();
  for (const p of layer.points) {
    const [dx, dy] = pixelOffset(center, zoom, p.at);
    const under = await page.page.evaluate(([x, y]) => [...window.document.querySelectorAll('.leaflet-control')].filter((c: any) => {
      const r = c.getBoundingClientRect();
      return x >= r.left - 6 && x <= r.right + 6 && y >= r.top - 6 && y <= r.bottom + 6;
    }).map((c: any) => c.className), [box.x + box.width / 2 + dx, box.y + box.height / 2 + dy]);
    assert.deepEqual(under, [], `place ${p.feature} is under a control`);
  }
});

test('clicking a place tells the host which, shows its name and properties as text, and sets no route point', async () => {
  const page = await showPlaces();
  const [layer] = await page.layers();
  await clickMapAt(page, layer!.points.find((p) => p.feature === 0)!.at);
  const clicked = await page.waitForPosted((m): m is Clicked => m.type === 'featureClicked');
  assert.deepEqual(clicked, { type: 'featureClicked', layerId: 'file-1', index: 0 });
  const popup = page.page.locator('.om-feature-popup');
  await popup.waitFor();
  assert.equal(await popup.locator('strong').textContent(), places.features[0]!.label, 'the name as written, markup as text');
  assert.equal(await popup.locator('td').textContent(), "<b>3 St Andrew's Rd</b>");
  assert.equal(await popup.locator('img, b').count(), 0, 'nothing from the file becomes an element');
  assert.equal(await page.page.evaluate(() => (globalThis as any).document.body.dataset.hacked), undefined);
  const snapshot = await page.snapshot();
  assert.deepEqual(snapshot.markers, { start: null, end: null }, 'a click on a place is not a click on the map');
});

test('5 000 points are clustered: a few bubbles whose counts add up, and a bubble clicked zooms in', async () => {
  const features: MapFeature[] = [];
  for (let i = 0; i < 5000; i++) features.push(point(1.28 + (i % 100) * 0.0012, 103.8 + Math.floor(i / 100) * 0.002, `P${i}`));
  const page = await showPlaces({ id: 'file-2', title: 'many.csv', colour: '#7f66f7', features });
  const [layer] = await page.layers();
  const drawn = layer!.clusters.reduce((n, c) => n + c.count, 0) + layer!.points.length;
  assert.equal(drawn, 5000, 'every point in a bubble or on its own');
  assert.ok(layer!.clusters.length > 0 && layer!.clusters.length < 200, `${layer!.clusters.length} bubbles`);
  const before = (await page.snapshot()).zoom;
  const biggest = [...layer!.clusters].sort((a, b) => b.count - a.count)[0]!;
  await clickMapAt(page, biggest.at);
  await page.waitForSnapshot((s) => s.zoom > before, 'a closer zoom');
});

test('the cursor’s feature is highlighted; a redraw keeps the view; a malformed layer changes nothing', async () => {
  const page = await showPlaces();
  await page.send({ type: 'highlightFeature', layerId: 'file-1', index: 3 });
  await page.flush();
  assert.equal((await page.layers())[0]?.highlighted, 3);
  const view = await page.snapshot();
  await page.send({ type: 'showLayer', layer: { ...places, features: places.features.slice(0, 2) }, fit: false });
  await page.send({ type: 'showLayer', layer: { ...places, features: [{ ...places.features[0], shapes: [{ kind: 'point', lat: 'x', lon: 1 }] }] }, fit: true });
  await page.flush();
  const [layer] = await page.layers();
  assert.equal(layer?.features, 2, 'the redraw, not the malformed layer');
  assert.equal(layer?.highlighted, null, 'the highlighted feature is gone from the file');
  const after = await page.snapshot();
  assert.deepEqual([after.center, after.zoom], [view.center, view.zoom], 'a redraw does not move the view');
});

test('a file can be hidden with its checkbox and removed with its button, which tells the host', async () => {
  const page = await showPlaces();
  await page.send({ type: 'showLayer', layer: { ...places, id: 'file-2', title: 'other.geojson' }, fit: false });
  await page.flush();
  await page.page.getByRole('checkbox', { name: 'Show places.csv' }).uncheck();
  let layers = await page.layers();
  assert.deepEqual(layers.map((l) => [l.title, l.visible, l.points.length]), [['places.csv', false, 0], ['other.geojson', true, 3]]);
  await page.page.getByRole('button', { name: 'Remove places.csv from the map' }).click();
  await page.waitForPosted((m) => m.type === 'layerRemoved' && m.layerId === 'file-1');
  layers = await page.layers();
  assert.deepEqual(layers.map((l) => l.title), ['other.geojson']);
  await page.send({ type: 'removeLayer', layerId: 'file-2' });
  await page.flush();
  assert.deepEqual(await page.layers(), []);
  const list = page.page.getByRole('group', { name: 'Files on the map' });
  assert.equal(await list.locator('.om-layer-row').count(), 0, 'no file left in the list');
  assert.deepEqual(await list.locator('label').allInnerTexts(), ['Planning areas'], "only the map's own layer stays");
});
