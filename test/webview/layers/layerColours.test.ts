// The page draws each file in the colour the host chose for it (the same in every view): its points on the
// canvas, its cluster bubbles and its swatch in the layer list, whatever order the files arrive in.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer, MapFeature } from '../../../src/shared/protocol/dataLayers';
import { pageFixture } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const point = (lat: number, lon: number): MapFeature => ({ shapes: [{ kind: 'point', lat, lon }], label: 'P', properties: [] });
// Not the palette's first colours, and the second file's before the first's: the page takes them as given.
const files: DataLayer[] = [
  { id: 'file-1', title: 'a.csv', colour: '#2a88a8', features: [point(1.3, 103.8)] },
  { id: 'file-2', title: 'b.csv', colour: '#a8732a', features: [point(1.32, 103.85)] },
];

function rgbOf(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** The canvas pixel at the centre of a drawn point. */
async function pixelAt(page: MapPage, at: [number, number]): Promise<number[]> {
  const s = await page.waitForSnapshot(() => true, 'a still map');
  const box = await page.mapBox();
  const [dx, dy] = pixelOffset(s.center, s.zoom, at);
  const x = box.x + box.width / 2 + dx;
  const y = box.y + box.height / 2 + dy;
  return page.page.locator('.leaflet-overlay-pane canvas').evaluate(
    (canvas: any, [px, py]) => {
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      return [...canvas.getContext('2d').getImageData(Math.round((px! - rect.left) * scale), Math.round((py! - rect.top) * scale), 1, 1).data].slice(0, 3);
    },
    [x, y],
  );
}

test('each file is drawn in the colour the host gave it: points, cluster bubbles and the list’s swatch', async () => {
  const page = await pages.open();
  await page.init();
  for (const file of files) await page.send({ type: 'showLayer', layer: file, fit: false });
  await page.flush();
  for (const file of files) {
    const swatch = await page.page.locator('.om-layer-row', { hasText: file.title }).locator('.om-layer-swatch').evaluate((e: any) => (globalThis as any).getComputedStyle(e).backgroundColor);
    assert.equal(swatch, `rgb(${rgbOf(file.colour).join(', ')})`, `${file.title}'s swatch`);
    const shape = file.features[0]!.shapes[0] as { lat: number; lon: number };
    const drawn = await pixelAt(page, [shape.lat, shape.lon]);
    // Filled at 95 % over the map: within a few steps of the colour itself.
    drawn.forEach((v, i) => assert.ok(Math.abs(v - rgbOf(file.colour)[i]!) <= 14, `${file.title}'s point drawn ${drawn} for ${file.colour}`));
  }
  const many: DataLayer = { id: 'file-3', title: 'many.csv', colour: '#d24d85', features: Array.from({ length: 300 }, (_, i) => point(1.3 + (i % 20) * 0.001, 103.9 + Math.floor(i / 20) * 0.001)) };
  await page.send({ type: 'showLayer', layer: many, fit: true });
  await page.flush();
  const bubble = page.page.locator('.om-cluster').first();
  await bubble.waitFor();
  assert.equal(await bubble.evaluate((e: any) => (globalThis as any).getComputedStyle(e).backgroundColor), `rgb(${rgbOf(many.colour).join(', ')})`);
});
