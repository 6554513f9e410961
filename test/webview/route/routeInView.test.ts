// The route is always in view: every new answer (another mode, new points) is fitted even after zooming to a
// step, "Zoom to route" brings the whole route back, and the same start and end is refused before any request.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { RouteAnswer } from '../../../src/shared/protocol/messages';
import { roadRoute } from '../../simulator/roadRoute';
import { type MapPage, type MapSnapshot, pixelOffset } from '../harness';
import { answer, CAVENAGH, JELITA, NEWTON, ORCHARD, pageFixture, showRoute } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

/** Every point of every line and both markers inside the map's box, at the snapshot's centre and zoom. */
async function wholeRouteShown(page: MapPage): Promise<(s: MapSnapshot) => boolean> {
  const box = await page.mapBox();
  return (s) => {
    const points = [...s.lines.flat(), ...(s.markers.start ? [s.markers.start] : []), ...(s.markers.end ? [s.markers.end] : [])];
    return points.length > 2 && points.every((point) => {
      const [dx, dy] = pixelOffset(s.center, s.zoom, point);
      return Math.abs(dx) <= box.width / 2 && Math.abs(dy) <= box.height / 2;
    });
  };
}

/** Clicks the last step: the map zooms to street level there, and the route's far end leaves the view. */
async function zoomToLastStep(page: MapPage): Promise<void> {
  await page.page.locator('.om-step').last().click();
  const inView = await wholeRouteShown(page);
  await page.waitForSnapshot((s) => s.zoom >= 17 && !inView(s), 'the map zoomed in to a step');
}

test('after zooming to a step, another mode and new points are each fitted', async () => {
  const page = await pages.open();
  await page.init();
  await showRoute(page, roadRoute(CAVENAGH, NEWTON, 'drive') as unknown as RouteAnswer);
  const inView = await wholeRouteShown(page);
  await zoomToLastStep(page);

  let from = page.posted.length;
  await page.page.locator('label.om-segment', { hasText: 'Walk' }).click();
  await answer(page, await page.waitForPlan(from), roadRoute(CAVENAGH, NEWTON, 'walk') as unknown as RouteAnswer);
  await page.waitForSnapshot(inView, 'the walk in view');

  await zoomToLastStep(page);
  from = page.posted.length;
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  await answer(page, await page.waitForPlan(from), roadRoute(JELITA, ORCHARD, 'walk') as unknown as RouteAnswer);
  await page.waitForSnapshot(inView, 'the route between the new points in view');
});

test('"Zoom to route" is there while a route is drawn, titled, and works from the keyboard', async () => {
  const page = await pages.open();
  await page.init();
  const button = page.page.getByRole('button', { name: 'Zoom to route' });
  assert.equal(await button.isVisible(), false, 'no route, no button');
  await showRoute(page, roadRoute(CAVENAGH, NEWTON, 'drive') as unknown as RouteAnswer);
  assert.equal(await button.getAttribute('title'), 'Zoom to route');
  const inView = await wholeRouteShown(page);

  await zoomToLastStep(page);
  await button.click();
  await page.waitForSnapshot(inView, 'the whole route after a click');

  await zoomToLastStep(page);
  await button.focus();
  await page.page.keyboard.press('Enter');
  await page.waitForSnapshot(inView, 'the whole route after Enter');
  assert.equal(page.plans().length, 1, 'zooming asks OneMap nothing');

  await page.page.getByRole('button', { name: 'Clear' }).click();
  await button.waitFor({ state: 'hidden' });
});

test('the same start and end gives a message and sends no request', async () => {
  const page = await pages.open();
  await page.init();
  const status = page.page.locator('.om-status');
  await page.send({ type: 'setPoints', start: CAVENAGH, end: CAVENAGH, routeType: 'drive' });
  await page.page.waitForFunction(() => /same place/.test((globalThis as any).document.querySelector('.om-status')?.textContent ?? ''));
  assert.match((await status.textContent()) ?? '', /The start and the end are the same place/);
  assert.deepEqual(page.plans(), [], 'nothing asked of OneMap');

  // Less than a metre apart is the same place too; a route drawn before goes, since it no longer fits the points.
  await showRoute(page, roadRoute(CAVENAGH, NEWTON, 'drive') as unknown as RouteAnswer);
  const asked = page.plans().length;
  await page.send({ type: 'setPoints', end: { lat: CAVENAGH.lat + 0.000005, lon: CAVENAGH.lon } });
  await page.waitForSnapshot((s) => s.lines.length === 0, 'the old route gone');
  assert.match((await status.textContent()) ?? '', /same place/);
  assert.equal(page.plans().length, asked, 'no request');
});

test('a map made smaller just after its route was fitted fits it again; once the user has moved it, it stays', async () => {
  const page = await pages.open();
  await page.init();
  await showRoute(page, roadRoute(CAVENAGH, NEWTON, 'drive') as unknown as RouteAnswer);
  // The page shrinks as a side panel's does when the route summary appears above the map.
  const size = page.page.viewportSize()!;
  await page.page.setViewportSize({ width: Math.round(size.width * 0.6), height: Math.round(size.height * 0.4) });
  await page.waitForSnapshot(await wholeRouteShown(page), 'the whole route in the smaller map');

  await zoomToLastStep(page);
  const moved = await page.snapshot();
  await page.page.setViewportSize(size);
  await page.page.setViewportSize({ width: size.width, height: Math.round(size.height * 0.6) });
  await page.flush();
  const after = await page.waitForSnapshot((s) => s.zoom === moved.zoom, 'the zoom the user chose');
  assert.ok(!(await wholeRouteShown(page))(after), 'the step the user zoomed to is not undone by a resize');
});
