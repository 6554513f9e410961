// In the narrow layout on a short view (a side view sharing the side bar, a narrow editor panel in a short
// window) what the map fits into view must be where the user can see it: the map's whole box inside the view
// and nothing of the page laid over it. The narrow page scrolls as one column (form, summary, map, steps), so
// a map below the fold is brought into sight by the fit; the page never scrolls sideways. (The column once grew
// past a short view with no page scroll; the map's box then reached below the page's edge and Leaflet fitted
// routes and places into a box partly out of sight.)
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import type { LatLngPair } from '../../../webview/route/routeModel';
import { drive2025 } from '../../unit/samples';
import { CAVENAGH, NEWTON, pageFixture, showRoute } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

declare const document: any;
declare const window: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

// Narrow (< 640 px wide) views from roomy to short: side views sharing the side bar, and a narrow editor panel.
const VIEWS = [
  { width: 360, height: 520 },
  { width: 320, height: 400 },
  { width: 300, height: 340 },
  { width: 300, height: 300 },
  { width: 320, height: 270 },
  { width: 600, height: 320 },
] as const;

// Four places around the Civic District: close enough together to fit even the shortest map above.
const places: DataLayer = {
  id: 'file-1',
  title: 'civic.csv',
  colour: '#079307',
  features: [
    [1.2966, 103.852],
    [1.3, 103.8398],
    [1.2843, 103.851],
    [1.2905, 103.8458],
  ].map(([lat, lon], i) => ({ shapes: [{ kind: 'point' as const, lat: lat!, lon: lon! }], label: `Place ${i + 1}`, properties: [] })),
};

/** Lets the page finish laying out, Leaflet hear of its box's new size (ResizeObserver) and any fit finish. */
async function settled(page: MapPage): Promise<void> {
  await page.flush();
  await page.page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve))));
  await page.waitForSnapshot(() => true, 'a map standing still');
}

/** The page never scrolls sideways: everything is laid out inside the view's width. */
async function assertNoSidewaysScroll(page: MapPage): Promise<void> {
  const scroll = await page.page.evaluate(() => ({ width: document.scrollingElement.scrollWidth, viewWidth: window.innerWidth }));
  assert.equal(scroll.width, scroll.viewWidth, `the page is ${scroll.width} px wide in a ${scroll.viewWidth} px view`);
}

/**
 * Asserts that each point is drawn where the user sees the map: placed by the map's own centre and zoom in the
 * map element's box, the page's topmost element there must be the map or something of it (a marker, a line).
 * Off the page there is no element; the list of steps or the form laid over the map is not the map.
 */
async function assertSeenOnTheMap(page: MapPage, points: LatLngPair[], what: string): Promise<void> {
  assert.ok(points.length > 0, `${what}: something to look for`);
  const { center, zoom } = await page.snapshot();
  const map = await page.mapBox();
  const at = points.map((point) => {
    const [dx, dy] = pixelOffset(center, zoom, point);
    return [map.x + map.width / 2 + dx, map.y + map.height / 2 + dy] as const;
  });
  const seen = await page.page.evaluate(
    (xys) => xys.map(([x, y]) => !!document.elementFromPoint(x, y)?.closest('.om-map')),
    at.map(([x, y]) => [x, y]),
  );
  const hidden = at.filter((_, i) => !seen[i]).map(([x, y]) => `${Math.round(x)},${Math.round(y)}`);
  const view = page.page.viewportSize()!;
  assert.deepEqual(
    hidden,
    [],
    `${what}: ${hidden.length} of ${points.length} points out of sight; map box y ${Math.round(map.y)}..${Math.round(map.y + map.height)} in a ${view.height} px view`,
  );
}

/** Leaflet fits into the map element's whole box: each of its corners must be in sight too, and it has room. */
async function assertWholeMapSeen(page: MapPage): Promise<void> {
  const map = await page.mapBox();
  const inset = 2;
  const corners = [
    [map.x + inset, map.y + inset],
    [map.x + map.width - inset, map.y + inset],
    [map.x + inset, map.y + map.height - inset],
    [map.x + map.width - inset, map.y + map.height - inset],
  ];
  assert.ok(map.height >= 200, `the map keeps a useful height (${Math.round(map.height)} px)`);
  const seen = await page.page.evaluate((xys) => xys.map(([x, y]) => !!document.elementFromPoint(x, y)?.closest('.om-map')), corners);
  assert.deepEqual(seen, [true, true, true, true], `the map's corners in sight; map box y ${Math.round(map.y)}..${Math.round(map.y + map.height)} in a ${page.page.viewportSize()!.height} px view`);
}

/** The same check on the markers as drawn: the pins are elements, so their own boxes say where the user sees them. */
async function assertPinsSeen(page: MapPage): Promise<void> {
  for (const which of ['start', 'end']) {
    const pin = await page.page.locator(`.om-pin--${which}`).boundingBox();
    assert.ok(pin, `the ${which} marker is drawn`);
    const [x, y] = [pin.x + pin.width / 2, pin.y + pin.height / 2];
    const seen = await page.page.evaluate(([px, py]) => !!document.elementFromPoint(px, py)?.closest('.om-map'), [x, y]);
    assert.ok(seen, `the ${which} marker at ${Math.round(x)},${Math.round(y)} is in sight`);
  }
}

for (const view of VIEWS) {
  const size = `${view.width}×${view.height}`;

  test(`narrow ${size}: a planned route is fitted where it can be seen`, async () => {
    const page = await pages.open({ viewport: view });
    await page.init();
    await showRoute(page, drive2025(), { start: CAVENAGH, end: NEWTON });
    await settled(page);
    const { lines, markers } = await page.snapshot();
    await assertSeenOnTheMap(page, [...lines.flat(), markers.start!, markers.end!], 'the route');
    await assertPinsSeen(page);
    await assertWholeMapSeen(page);
    await assertNoSidewaysScroll(page);
  });

  test(`narrow ${size}: places shown with a fit are where they can be seen`, async () => {
    const page = await pages.open({ viewport: view });
    await page.init();
    await page.send({ type: 'showLayer', layer: places, fit: true });
    await settled(page);
    const [layer] = await page.layers();
    // A short map fits them at a zoom where some share a bubble: a bubble stands for its places.
    const drawn = layer!.points.length + layer!.clusters.reduce((n, c) => n + c.count, 0);
    assert.equal(drawn, places.features.length, 'every place drawn, on its own or in a bubble');
    await assertSeenOnTheMap(page, [...layer!.points.map((p) => p.at), ...layer!.clusters.map((c) => c.at)], 'the places');
    await assertWholeMapSeen(page);
    await assertNoSidewaysScroll(page);
  });
}
