// A planning area's name is text wherever the page shows it: the name on the map, the name under the pointer
// and the popup's heading. Names of years other than 2019 come from OneMap's answer (and the disk cache), so a
// name holding markup must reach the page as the same characters, and no element may be made from it.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { shippedAreas } from '../../../src/planningArea/bundled';
import { pageFixture } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

// The root tsconfig has no DOM library; these exist only inside evaluate().
declare const document: any;
declare const window: any;
const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const MARKUP = '<img src=x onerror="window.__areaNameRan=1">BEDOK<b>!</b>';
const AREAS = areaOutlines(shippedAreas()).map((area) => (area.name === 'BEDOK' ? { ...area, name: MARKUP } : area));
const BEDOK = AREAS.find((a) => a.name === MARKUP)!;

async function openWithAreas(zoom: number): Promise<MapPage> {
  const view = { center: { lat: BEDOK.label[0], lon: BEDOK.label[1] }, zoom };
  const page = await pages.open({ savedState: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto', view } });
  await page.init();
  await page.flush();
  await page.send({ type: 'planningAreas', shown: true, areas: AREAS });
  await page.flush();
  return page;
}

/** Elements made inside the map from any name, and whether markup's script ran. */
async function madeFromMarkup(page: MapPage): Promise<{ images: number; bold: number; ran: boolean }> {
  return page.page.evaluate(() => ({
    images: document.querySelectorAll('.om-map img:not(.om-attribution-logo):not(.leaflet-tile)').length,
    bold: document.querySelectorAll('.om-map .leaflet-tooltip b, .om-map .leaflet-popup b').length,
    ran: window.__areaNameRan === 1,
  }));
}

test('the name on the map is the text as sent, and no element is made from it', async () => {
  const page = await openWithAreas(13);
  const names: string[] = await page.page.locator('.om-area-label').evaluateAll((labels) => labels.map((l) => l.textContent));
  assert.ok(names.includes(MARKUP), `the names on the map: ${names.slice(0, 5).join(', ')}…`);
  assert.deepEqual(await madeFromMarkup(page), { images: 0, bold: 0, ran: false });
});

test('the name under the pointer (zoomed out) and the popup heading are text too', async () => {
  const page = await openWithAreas(11);
  const { center, zoom } = await page.snapshot();
  const box = await page.mapBox();
  const [dx, dy] = pixelOffset(center, zoom, [BEDOK.label[0], BEDOK.label[1]]);
  const at = { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
  await page.page.mouse.move(at.x, at.y);
  const hover = page.page.locator('.om-area-hover');
  await hover.waitFor();
  assert.equal(await hover.textContent(), MARKUP);
  await page.page.mouse.click(at.x, at.y);
  const heading = page.page.locator('.om-area-name');
  await heading.waitFor();
  assert.equal(await heading.textContent(), MARKUP);
  assert.deepEqual(await madeFromMarkup(page), { images: 0, bold: 0, ran: false });
});
