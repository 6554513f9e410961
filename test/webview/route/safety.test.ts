// Names from OneMap are shown as text wherever they appear: steps, summary, legs, stop tooltips.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { drive2025, ptBus2023 } from '../../unit/samples';
import type { MapPage } from '../harness';
import { answer, JELITA, ORCHARD, pageFixture, showRoute } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const MARKUP = '<img src=x onerror=alert(1)>';

/** Elements the page made beyond its own: any <img> that is not a tile or the logo, any <script> past the bundle. */
async function foreignElements(page: MapPage): Promise<string[]> {
  return page.page.evaluate(() => {
    const doc = (globalThis as any).document;
    const imgs = [...doc.querySelectorAll('img:not(.leaflet-tile):not(.om-attribution-logo)')].map((e: any) => e.outerHTML);
    const scripts = [...doc.querySelectorAll('script')].slice(1).map((e: any) => e.outerHTML);
    return [...imgs, ...scripts];
  });
}

test('a street name holding markup shows as text and makes no element', async () => {
  const page = await pages.open();
  const dialogs: string[] = [];
  page.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.init();
  const response = drive2025();
  response.route_instructions[0][1] = MARKUP;
  response.route_instructions[0][9] = `Head North On ${MARKUP}`;
  response.route_summary.start_point = MARKUP;
  response.subtitle = MARKUP;
  await showRoute(page, response);

  assert.equal(await page.page.locator('.om-step-street').first().textContent(), MARKUP);
  assert.equal(await page.page.locator('.om-step-text').first().textContent(), `Head North On ${MARKUP}`);
  assert.equal(await page.page.locator('.om-summary-names').textContent(), `${MARKUP} → CAVENAGH ROAD`);
  assert.equal(await page.page.locator('.om-choice-title').first().textContent(), MARKUP);
  assert.deepEqual(await foreignElements(page), []);
  assert.deepEqual(dialogs, []);
});

test('a stop name holding markup shows as text in the legs and in the stop tooltip', async () => {
  const page = await pages.open();
  await page.init();
  await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  const response = ptBus2023();
  const [walk, bus] = response.plan.itineraries[0].legs;
  walk.to.name = MARKUP;
  bus.from.name = MARKUP;
  bus.route = `7 ${MARKUP}`;
  await answer(page, await page.waitForPlan(0), response);

  assert.equal(await page.page.locator('.om-leg-places').nth(1).textContent(), `${MARKUP} → DELFI ORCHARD`);
  assert.equal(await page.page.locator('.om-leg-title').nth(1).textContent(), `Bus 7 ${MARKUP}`);
  await page.page.locator('path.om-stop').first().hover();
  const tooltip = page.page.locator('.leaflet-tooltip');
  await tooltip.waitFor();
  assert.equal(await tooltip.textContent(), MARKUP);
  assert.equal(await tooltip.locator('img').count(), 0);
  assert.deepEqual(await foreignElements(page), []);
});
