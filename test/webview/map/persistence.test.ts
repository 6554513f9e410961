// What survives a reload or moves to the other view, and the basemap: styles, theme and unreachable tiles.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import type { MapState, RouteAnswer, WebviewToHost } from '../../../src/shared/protocol/messages';
import { roadRoute } from '../../simulator/roadRoute';
import { drive2025 } from '../../unit/samples';
import { type MapPage, pixelOffset } from '../harness';
import { CAVENAGH, NEWTON, pageFixture, showRoute } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

/** A drive route with its shortest-distance variant chosen and the Grey basemap: a state worth keeping. */
async function arrange(page: MapPage): Promise<void> {
  await page.init();
  await showRoute(page, drive2025(), { routeType: 'drive' });
  await page.page.locator('.om-choice').nth(1).click();
  await page.page.getByRole('combobox', { name: 'Basemap style' }).selectOption('Grey');
}

/** The last state the page sent the host. */
function lastShared(page: MapPage): MapState {
  return page.posted.filter((m): m is Extract<WebviewToHost, { type: 'stateChanged' }> => m.type === 'stateChanged').at(-1)!.state;
}

async function shown(page: MapPage) {
  return {
    snapshot: await page.snapshot(),
    driveChecked: await page.page.getByRole('radio', { name: 'Drive' }).isChecked(),
    chosen: await page.page.locator('.om-choice[aria-pressed="true"] .om-choice-title').textContent(),
    basemap: await page.page.getByRole('combobox', { name: 'Basemap style' }).inputValue(),
    start: await page.page.locator('.om-place--start input').inputValue(),
  };
}

test('points, mode, options, the route and the view survive a reload; the saved state holds no answer', async () => {
  const page = await pages.open();
  await arrange(page);
  const before = await shown(page);
  assert.deepEqual(before.snapshot.lines, [polyline.decode(drive2025().phyroute.route_geometry, 5)]);
  const saved = JSON.stringify(await page.savedState());
  assert.ok(!saved.includes(drive2025().route_geometry), 'the page saves the plan and the choice, not the answer');
  assert.ok(saved.length < 1000, `the saved state is ${saved.length} characters`);

  await page.reload();
  const from = page.posted.length;
  // The host keeps the answer in memory and sends it with its state.
  await page.init({ shared: { revision: 3, state: lastShared(page), answer: drive2025() } });
  await page.flush();
  assert.deepEqual(await shown(page), before);
  assert.equal(page.posted.slice(from).filter((m) => m.type === 'planRoute').length, 0, 'restoring asks OneMap nothing');
});

test('the state the page shares is what the other view shows, with the route in its view', async () => {
  const first = await pages.open();
  await arrange(first);
  const { snapshot, ...expected } = await shown(first);

  const other = await pages.open({ viewport: { width: 1100, height: 720 } });
  await other.init({ shared: { revision: 1, state: lastShared(first), answer: drive2025() } });
  await other.flush();
  const { snapshot: otherSnapshot, ...otherShown } = await shown(other);
  assert.deepEqual(otherShown, expected);
  assert.deepEqual([otherSnapshot.lines, otherSnapshot.markers], [snapshot.lines, snapshot.markers]);
  const box = await other.mapBox();
  const outside = [...otherSnapshot.lines[0]!].filter((point) => {
    const [dx, dy] = pixelOffset(otherSnapshot.center, otherSnapshot.zoom, point);
    return Math.abs(dx) > box.width / 2 || Math.abs(dy) > box.height / 2;
  });
  assert.deepEqual(outside, [], 'the whole route shows');
});

test("a view shows the host's newer states as they come, never an older one, and sends none of them back", async () => {
  const page = await pages.open();
  await page.init();
  const drive = roadRoute(CAVENAGH, NEWTON, 'drive') as unknown as RouteAnswer;
  const state: MapState = {
    v: 1, start: CAVENAGH, end: NEWTON, routeType: 'drive', basemap: 'auto',
    pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 },
    route: { plan: { start: CAVENAGH, end: NEWTON, routeType: 'drive' }, selected: 0 },
  };
  const from = page.posted.length;
  await page.send({ type: 'state', revision: 5, state, answer: drive });
  await page.flush();
  assert.deepEqual((await page.snapshot()).lines, [polyline.decode((drive as { route_geometry: string }).route_geometry, 5)]);
  assert.ok(await page.page.getByRole('radio', { name: 'Drive' }).isChecked());

  await page.send({ type: 'state', revision: 4, state: { ...state, routeType: 'walk', route: undefined } });
  await page.flush();
  assert.ok(await page.page.getByRole('radio', { name: 'Drive' }).isChecked(), 'an older revision changes nothing');
  assert.equal((await page.snapshot()).lines.length, 1);

  await page.send({ type: 'state', revision: 6, state: { ...state, routeType: 'walk', route: undefined } });
  await page.flush();
  assert.ok(await page.page.getByRole('radio', { name: 'Walk' }).isChecked(), 'a newer one shows');
  assert.deepEqual((await page.snapshot()).lines, []);
  assert.deepEqual(page.posted.slice(from).map((m) => m.type), [], 'nothing is echoed to the host');
});

test('a route shared by the bigger editor panel is fitted to the smaller side panel, not cut off', async () => {
  const editor = await pages.open({ viewport: { width: 1100, height: 720 } });
  await editor.init();
  const drive = roadRoute(CAVENAGH, NEWTON, 'drive') as unknown as RouteAnswer;
  await showRoute(editor, drive, { start: CAVENAGH, end: NEWTON });
  const side = await pages.open({ viewport: { width: 300, height: 640 } });
  await side.init({ shared: { revision: 1, state: lastShared(editor), answer: drive } });
  await side.flush();
  const { center, zoom, lines, markers } = await side.snapshot();
  assert.deepEqual(lines, [polyline.decode((drive as { route_geometry: string }).route_geometry, 5)]);
  const box = await side.mapBox();
  const outside = [...lines[0]!, markers.start!, markers.end!].filter((point) => {
    const [dx, dy] = pixelOffset(center, zoom, point);
    return Math.abs(dx) > box.width / 2 || Math.abs(dy) > box.height / 2;
  });
  assert.deepEqual(outside, [], `the whole route shows in the ${box.width}×${box.height} map at zoom ${zoom}`);
});

test('when tiles cannot be loaded a notice says so, and routes still draw', async () => {
  const page = await pages.open();
  await page.init({ tileUrlTemplate: page.server.tileTemplate('missing') });
  const notice = page.page.locator('.om-tile-notice');
  await notice.waitFor({ state: 'visible' });
  assert.match((await notice.textContent()) ?? '', /Basemap unreachable/);
  const { snapshot } = await showRoute(page, drive2025(), { start: CAVENAGH, end: NEWTON });
  assert.deepEqual(snapshot.lines, [polyline.decode(drive2025().route_geometry, 5)]);
  const from = page.posted.length;
  await notice.getByRole('button', { name: 'Settings' }).click();
  await page.waitForPosted((m) => m.type === 'openSettings', from);

  await page.init(); // the setting fixed: tiles load and the notice goes
  await notice.waitFor({ state: 'hidden' });
});

/** Waits until every tile on the map is of `style` and at least one has loaded. */
async function tilesOf(page: MapPage, style: string): Promise<void> {
  await page.page.waitForFunction((wanted) => {
    const tiles = [...(globalThis as any).document.querySelectorAll('img.leaflet-tile')];
    return tiles.length > 0 && tiles.every((t: any) => t.src.includes(`/tiles/${wanted}/`)) && tiles.some((t: any) => t.classList.contains('leaflet-tile-loaded'));
  }, style);
}

test('the basemap is Default in a light theme, Night in a dark one, and what the picker says', async () => {
  const light = await pages.open({ theme: 'light' });
  await light.init();
  await tilesOf(light, 'Default');
  assert.ok(light.server.tileRequests.some((r) => r.startsWith('/tiles/Default/')));

  // VS Code switching to a dark theme changes the body's class: the basemap follows.
  await light.page.evaluate(() => (globalThis as any).document.body.classList.replace('vscode-light', 'vscode-dark'));
  await tilesOf(light, 'Night');

  await light.page.getByRole('combobox', { name: 'Basemap style' }).selectOption('Original');
  await tilesOf(light, 'Original');
  assert.equal(await light.page.locator('.om-map').getAttribute('data-basemap'), 'Original');

  const dark = await pages.open({ theme: 'dark' });
  await dark.init();
  await tilesOf(dark, 'Night');
});

test('the OneMap logo and attribution with their links', async () => {
  const page = await pages.open();
  await page.init();
  const attribution = page.page.locator('.om-attribution');
  assert.match((await attribution.textContent()) ?? '', /OneMap © contributors \| Singapore Land Authority/);
  assert.equal(await attribution.getByRole('link', { name: 'Singapore Land Authority' }).getAttribute('href'), 'https://www.sla.gov.sg/');
  assert.equal(await attribution.getByRole('link', { name: 'OneMap', exact: true }).first().getAttribute('href'), 'https://www.onemap.gov.sg/');
  const logo = attribution.locator('img.om-attribution-logo');
  assert.equal(await logo.getAttribute('src'), `${page.server.origin}/logo.png`);
  await page.page.waitForFunction(() => (globalThis as any).document.querySelector('img.om-attribution-logo').naturalWidth === 20);
  assert.deepEqual(await logo.evaluate((img: any) => [img.width, img.height]), [20, 20]);
});
