// The attribution's links are Tab stops only while they show: offline (or with a basemap server that has no
// logo) the OneMap logo is hidden, and its link with it, instead of a 0 px wide link the focus vanishes into.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { pageFixture } from '../flows';
import type { MapPage } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

interface Stop {
  text: string;
  width: number;
}

/** Every Tab stop inside the attribution, in order, with its width; found by pressing Tab, as a user does. */
async function attributionStops(page: MapPage): Promise<Stop[]> {
  await page.page.evaluate(() => (globalThis as any).document.activeElement?.blur());
  const stops: Stop[] = [];
  for (let i = 0; i < 80; i++) {
    await page.page.keyboard.press('Tab');
    const stop = await page.page.evaluate(() => {
      const active = (globalThis as any).document.activeElement;
      if (!active?.closest('.om-attribution')) return undefined;
      return { text: active.getAttribute('title') ?? active.textContent, width: active.getBoundingClientRect().width };
    });
    if (stop) stops.push(stop);
    else if (stops.length > 0) break;
  }
  return stops;
}

test('online: the logo link is a Tab stop with the logo in it', async () => {
  const page = await pages.open();
  await page.init();
  await page.page.locator('.om-attribution-logo').evaluate((img: any) => (img.complete ? undefined : new Promise((done) => img.addEventListener('load', done))));
  const stops = await attributionStops(page);
  assert.equal(stops[0]?.text, 'OneMap');
  assert.ok(stops.every((s) => s.width > 0), JSON.stringify(stops));
});

test('offline: the logo that cannot load is no Tab stop, and every stop left has a width', async () => {
  const page = await pages.open();
  await page.init({ logoUrl: `${page.server.origin}/no-such-logo.png` });
  await page.page.locator('.om-attribution-logo.is-hidden').waitFor({ state: 'attached' });
  const stops = await attributionStops(page);
  assert.deepEqual(stops.map((s) => s.text), ['OneMap', 'Singapore Land Authority', 'Leaflet']);
  assert.ok(stops.every((s) => s.width > 0), JSON.stringify(stops));
});
