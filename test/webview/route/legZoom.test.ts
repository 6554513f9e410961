// A public-transport leg in the results zooms the map to it, clicked or chosen with Enter, as a step does:
// in a wide panel and in a narrow side view, every leg of the itinerary.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { ptBus2023 } from '../../unit/samples';
import { answer, JELITA, ORCHARD, pageFixture } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

/** The planner with the recorded bus answer drawn: its first itinerary's legs. */
async function transitAnswered(viewport?: { width: number; height: number }) {
  const page = await pages.open(viewport ? { viewport } : {});
  await page.init();
  await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  const response = ptBus2023();
  await answer(page, await page.waitForPlan(0), response);
  return { page, legs: response.plan.itineraries[0].legs as { legGeometry: { points: string } }[] };
}

/** The middle of a leg's bounding box: where the map's centre is once the leg fills it. */
function legMiddle(leg: { legGeometry: { points: string } }): number[] {
  const path = polyline.decode(leg.legGeometry.points, 5);
  const lats = path.map((p) => p[0]);
  const lngs = path.map((p) => p[1]);
  return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
}

for (const view of [{ width: 1100, height: 720 }, { width: 320, height: 700 }, { width: 300, height: 560 }, { width: 300, height: 420 }]) {
  test(`${view.width}×${view.height}: each transit leg, clicked or chosen with Enter, fills the map`, async () => {
    const { page, legs } = await transitAnswered(view);
    for (let i = 0; i < legs.length; i++) {
      const middle = legMiddle(legs[i]);
      const button = page.page.locator('.om-leg-item').nth(i);
      if (i % 2 === 0) await button.click();
      else {
        await button.focus();
        await page.page.keyboard.press('Enter');
      }
      await page.waitForSnapshot((s) => Math.abs(s.center[0] - middle[0]!) < 1e-3 && Math.abs(s.center[1] - middle[1]!) < 1e-3, `leg ${i} in the middle of the map`);
      assert.equal(await button.getAttribute('aria-current'), 'step');
    }
  });
}

test('a leg chosen while the previous leg’s zoom still runs is where the map ends', async () => {
  const { page, legs } = await transitAnswered();
  const middle = legMiddle(legs[legs.length - 1]);
  // Both in one task: the second press lands while the first leg's zoom animates.
  await page.page.locator('.om-leg-item').evaluateAll((items: any[]) => {
    items[0].click();
    items[items.length - 1].click();
  });
  await page.waitForSnapshot((s) => Math.abs(s.center[0] - middle[0]!) < 1e-3 && Math.abs(s.center[1] - middle[1]!) < 1e-3, 'the last leg in the middle of the map');
});

test('a leg chosen after the previous leg’s zoom has started, before it ends, is where the map ends', async () => {
  const { page, legs } = await transitAnswered();
  const middle = legMiddle(legs[legs.length - 1]);
  // The first leg's zoom animation is under way (Leaflet starts it on the next frame and runs it for 250 ms)
  // when the last leg is chosen: Leaflet itself ignores a zoom asked during another.
  const animating = await page.page.locator('.om-leg-item').evaluateAll(async (items: any[]) => {
    const frame = () => new Promise((resolve) => (globalThis as any).requestAnimationFrame(resolve));
    items[0].click();
    await frame();
    await frame();
    const zooming = (globalThis as any).document.querySelector('.leaflet-zoom-anim') !== null;
    items[items.length - 1].click();
    return zooming;
  });
  assert.ok(animating, 'the first zoom was animating when the last leg was chosen');
  await page.waitForSnapshot((s) => Math.abs(s.center[0] - middle[0]!) < 1e-3 && Math.abs(s.center[1] - middle[1]!) < 1e-3, 'the last leg in the middle of the map');
});
