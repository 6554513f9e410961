// The page fits the surface it is shown in: at editor-panel width the form and results sit beside the map, the
// page does not scroll and the steps scroll in their own box; at side-view width the page is one column that
// scrolls as a whole (no part of it a small scroll box of its own), the summary above the map, and the map stays
// at the top of the view while the steps scroll under it. Either way the "Basemap unreachable" notice never
// covers a marker or the attribution. (layoutMatrix.test.ts checks every control at every size.)
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { drive2025, legacy2019 } from '../../unit/samples';
import { CAVENAGH, NEWTON, pageFixture, showRoute } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

declare const document: any;
declare const window: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const SURFACES = [
  { name: 'editor panel', viewport: { width: 1200, height: 800 }, wide: true },
  { name: 'side view', viewport: { width: 320, height: 700 }, wide: false },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(page: MapPage, selector: string): Promise<Box> {
  const found = await page.page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is on screen`);
  return found;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
}

/** A drive answer with 40 steps: more than either surface can show at once. */
function longDrive(): any {
  const response = legacy2019();
  const [step] = response.route_instructions;
  response.route_instructions = Array.from({ length: 40 }, (_, i) => {
    const copy = [...step];
    copy[1] = `STREET ${i + 1}`;
    return copy;
  });
  return response;
}

async function pageScroll(page: MapPage): Promise<{ height: number; width: number; viewHeight: number; viewWidth: number }> {
  return page.page.evaluate(() => ({
    height: document.scrollingElement.scrollHeight,
    width: document.scrollingElement.scrollWidth,
    viewHeight: window.innerHeight,
    viewWidth: window.innerWidth,
  }));
}

/**
 * Waits until each marker is drawn where the map's own centre and zoom put it, in the map's box as laid out
 * now: true only once Leaflet has been told its container changed size (a stale size offsets every point).
 */
async function markersWhereTheViewSays(page: MapPage): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const snapshot = await page.snapshot();
    const map = await box(page, '.om-map');
    const misses: string[] = [];
    for (const which of ['start', 'end'] as const) {
      const at = snapshot.markers[which];
      if (!at) continue;
      const [dx, dy] = pixelOffset(snapshot.center, snapshot.zoom, at);
      const pin = await box(page, `.om-pin--${which}`);
      const [px, py] = [pin.x + pin.width / 2, pin.y + pin.height / 2];
      const [ex, ey] = [map.x + map.width / 2 + dx, map.y + map.height / 2 + dy];
      if (Math.abs(px - ex) > 2 || Math.abs(py - ey) > 2) misses.push(`${which} at ${px},${py}, expected ${ex},${ey}`);
    }
    if (misses.length === 0) return;
    if (Date.now() > deadline) assert.fail(`markers are not where the view puts them: ${misses.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('editor panel (1200×800): the summary shows without scrolling and the steps scroll on their own', async () => {
  const viewport = { width: 1200, height: 800 };
  const page = await pages.open({ viewport });
  await page.init({ account: { signedIn: true, email: 'someone@example.com' } });
  const [a] = legacy2019().via_points;
  await showRoute(page, longDrive(), { start: { lat: a[0], lon: a[1] }, end: { lat: 1.2959, lon: 103.8247 } });
  assert.equal(await page.page.locator('.om-step').count(), 40);

  // The page itself does not scroll: everything is laid out inside the view.
  const scroll = await pageScroll(page);
  assert.ok(scroll.height <= scroll.viewHeight, `page height ${scroll.height} fits ${scroll.viewHeight}`);
  assert.ok(scroll.width <= scroll.viewWidth, `page width ${scroll.width} fits ${scroll.viewWidth}`);

  const view: Box = { x: 0, y: 0, ...viewport };
  const summary = await box(page, '.om-summary');
  const map = await box(page, '.om-map');
  assert.ok(inside(summary, view), `the summary ${JSON.stringify(summary)} is in the view`);
  assert.ok(inside(map, view), `the map ${JSON.stringify(map)} is in the view`);
  assert.ok(inside(await box(page, 'button[type="submit"]'), view), 'the Plan button is in the view');
  assert.ok(summary.x + summary.width <= map.x, 'the summary is beside the map');
  assert.ok(map.width >= viewport.width / 2, 'the map takes the rest of the width');
  assert.ok(map.height >= viewport.height - 2, 'the map takes the whole height');

  // The steps have their own scroll box, in the view; scrolling it moves neither the summary nor the map.
  const list = page.page.locator('.om-below');
  const listBox = await box(page, '.om-below');
  assert.ok(inside(listBox, view), 'the list of steps is in the view');
  const metrics = await list.evaluate((el: any) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight, overflow: window.getComputedStyle(el).overflowY }));
  assert.ok(metrics.scrollHeight > metrics.clientHeight, `40 steps overflow their box (${metrics.scrollHeight} > ${metrics.clientHeight})`);
  assert.equal(metrics.overflow, 'auto');
  await page.page.locator('.om-step').last().scrollIntoViewIfNeeded();
  assert.ok(inside(await box(page, '.om-step >> nth=-1'), listBox), 'the last step scrolled into its box');
  assert.ok((await list.evaluate((el: any) => el.scrollTop)) > 0, 'the list scrolled');
  assert.deepEqual(await box(page, '.om-summary'), summary, 'the summary stayed');
  assert.deepEqual(await box(page, '.om-map'), map, 'the map stayed');
  assert.equal(await page.page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the page did not scroll');
});

test('side view (320×700): one column the page scrolls; the map stays at the top of the view over the steps', async () => {
  const viewport = { width: 320, height: 700 };
  const page = await pages.open({ viewport });
  await page.init({ account: { signedIn: true, email: 'someone@example.com' } });
  const [a] = legacy2019().via_points;
  await showRoute(page, longDrive(), { start: { lat: a[0], lon: a[1] }, end: { lat: 1.2959, lon: 103.8247 } });

  const view: Box = { x: 0, y: 0, ...viewport };
  const summary = await box(page, '.om-summary');
  const map = await box(page, '.om-map');
  assert.ok(inside(summary, view), 'the summary shows without scrolling');
  assert.ok(summary.y + summary.height <= map.y, 'the summary is above the map');
  assert.ok(map.width >= viewport.width - 2, 'the map takes the whole width');
  assert.ok(map.height >= 200, `the map keeps a useful height (${map.height})`);
  const scroll = await pageScroll(page);
  assert.ok(scroll.width <= scroll.viewWidth, `page width ${scroll.width} fits ${scroll.viewWidth}`);
  // No part has a scroll box of its own: what does not fit scrolls with the page.
  const boxes = await page.page.evaluate(() =>
    [...document.querySelectorAll('.om-app *')]
      .filter((el: any) => ['auto', 'scroll'].includes(window.getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1)
      .map((el: any) => el.className),
  );
  assert.deepEqual(boxes, [], 'no inner scroll box');

  // Down to the last step: the map is at the top of the view, whole, and the step below it, not under it.
  const last = page.page.locator('.om-step').last();
  await last.evaluate((step: any) => step.scrollIntoView({ block: 'nearest' }));
  assert.ok((await page.page.evaluate(() => document.scrollingElement.scrollTop)) > 0, 'the page scrolled');
  const stuck = await box(page, '.om-map');
  assert.ok(inside(stuck, view), `the map ${JSON.stringify(stuck)} is in the view`);
  const step = await box(page, '.om-step >> nth=-1');
  assert.ok(inside(step, view) && step.y >= stuck.y + stuck.height, `the last step ${JSON.stringify(step)} is below the map`);
  // And back up to the first step, as the keyboard would (focus scrolls it into view): below the map too.
  await page.page.locator('.om-step').first().focus();
  const first = await box(page, '.om-step >> nth=0');
  const mapNow = await box(page, '.om-map');
  assert.ok(inside(first, view) && first.y >= mapNow.y + mapNow.height, `the first step ${JSON.stringify(first)} is below the map ${JSON.stringify(mapNow)}`);
});

for (const surface of SURFACES) {
  test(`${surface.name}: the "Basemap unreachable" notice covers neither a marker nor the attribution`, async () => {
    const page = await pages.open({ viewport: surface.viewport });
    await page.init({ tileUrlTemplate: page.server.tileTemplate('missing') });
    const notice = page.page.locator('.om-tile-notice');
    await notice.waitFor({ state: 'visible' });
    await showRoute(page, drive2025(), { start: CAVENAGH, end: NEWTON });
    await markersWhereTheViewSays(page);

    const noticeBox = await box(page, '.om-tile-notice');
    const map = await box(page, '.om-map');
    const attribution = await box(page, '.om-attribution');
    assert.ok(!intersects(noticeBox, map), 'the notice sits outside the map');
    assert.ok(!intersects(noticeBox, attribution), 'the notice leaves the attribution readable');
    assert.ok(inside(attribution, map), 'the attribution is inside the map');
    for (const which of ['start', 'end']) {
      const pin = await box(page, `.om-pin--${which}`);
      assert.ok(inside(pin, map), `the ${which} marker shows on the map`);
      assert.ok(!intersects(noticeBox, pin), `the notice leaves the ${which} marker visible`);
      assert.ok(!intersects(attribution, pin), `the attribution leaves the ${which} marker visible`);
    }
    if (surface.wide) {
      const scroll = await pageScroll(page);
      assert.ok(scroll.height <= scroll.viewHeight, 'the notice does not push the page into scrolling');
    }
  });
}

test('turning an editor panel into a narrow one re-lays the page and the map follows its new box', async () => {
  const page = await pages.open({ viewport: { width: 1200, height: 800 } });
  await page.init();
  await showRoute(page, drive2025(), { start: CAVENAGH, end: NEWTON });
  await markersWhereTheViewSays(page);
  const wide = await box(page, '.om-map');

  await page.page.setViewportSize({ width: 320, height: 700 });
  await markersWhereTheViewSays(page);
  const narrow = await box(page, '.om-map');
  assert.ok(narrow.width < wide.width && narrow.x < wide.x, 'the map moved from beside the form to under it');
  const summary = await box(page, '.om-summary');
  assert.ok(summary.y + summary.height <= narrow.y, 'the summary is above the map');
});

test('side view with the public-transport options: the travel modes, Swap and Clear are not covered by the Plan button', async () => {
  const page = await pages.open({ viewport: { width: 320, height: 700 } });
  await page.init();
  await showRoute(page, drive2025(), { start: CAVENAGH, end: NEWTON });
  await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
  await page.page.evaluate(() => window.scrollTo(0, 0));
  for (const control of [page.page.locator('button', { hasText: 'Swap' }), page.page.locator('button', { hasText: 'Clear' }), page.page.locator('label.om-segment', { hasText: 'Walk' }), page.page.getByRole('button', { name: 'Plan route' })]) {
    const hit = await control.evaluate((el: any) => {
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { inView: r.top >= 0 && r.bottom <= window.innerHeight, hit: at === el || el.contains(at), what: at?.className };
    });
    assert.ok(hit.inView && hit.hit, `${await control.textContent()} is in view and hit at its centre (found ${hit.what})`);
  }
});
