// Nothing drawn over the map lets a click through to it: a click on the map sets the start (or, with a route,
// moves the end and plans again), a double-click zooms, a right-click offers the map's menu. Every overlay
// control is clicked, double-clicked and right-clicked, with no route yet and with a route planned, and with
// OneMap's layers on (the planning areas, where a click on the land opens an area's popup, and a theme); none may
// set or move a point, post a plan, mark a point for the map's menu, open an area's popup, or (unless it is a
// zoom button) change the zoom.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Locator } from 'playwright-core';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { shippedAreas } from '../../../src/planningArea/bundled';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { drive2025 } from '../../unit/samples';
import { pageFixture, showRoute } from '../flows';
import { type MapPage, pixelOffset } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

interface OverlayControl {
  name: string;
  at(page: MapPage): Locator;
  /** A zoom button (or Zoom to route, or a step to a place): its own clicks zoom, so the zoom is not checked. */
  zooms?: boolean;
  /** Shown only with a route, inside a place's popup (opened first), on a small map (the folded layer list), or on
   * a wide one (the Leaflet credit gives the side view's bottom edge to the required attribution). */
  needs?: 'route' | 'popup' | 'small map' | 'wide map';
  /** In the layer list: on a small map the list is opened first. */
  inList?: boolean;
  /** Only with OneMap's layers on (the planning areas and a theme). */
  layers?: boolean;
}

/** Every control over (or beside) the map. One row each: a new control is a new row. */
const CONTROLS: OverlayControl[] = [
  { name: 'layer checkbox', at: (p) => p.page.getByRole('checkbox', { name: 'Show places.geojson' }), inList: true },
  { name: 'layer swatch', at: (p) => row(p).locator('.om-layer-swatch'), inList: true },
  { name: 'layer name', at: (p) => row(p).locator('.om-layer-title'), inList: true },
  { name: 'layer count', at: (p) => row(p).locator('.om-layer-count'), inList: true },
  { name: 'layer remove ×', at: (p) => p.page.getByRole('button', { name: 'Remove places.geojson from the map' }), inList: true },
  { name: 'Layers button', at: (p) => p.page.locator('.om-layer-toggle'), needs: 'small map' },
  { name: 'basemap select', at: (p) => p.page.getByRole('combobox', { name: 'Basemap style' }) },
  { name: 'zoom in', at: (p) => p.page.locator('.leaflet-control-zoom-in'), zooms: true },
  { name: 'zoom out', at: (p) => p.page.locator('.leaflet-control-zoom-out'), zooms: true },
  { name: 'Zoom to route', at: (p) => p.page.getByRole('button', { name: 'Zoom to route' }), zooms: true, needs: 'route' },
  { name: 'basemap notice', at: (p) => p.page.locator('.om-tile-notice') },
  { name: 'basemap notice link', at: (p) => p.page.locator('.om-tile-notice').getByRole('button', { name: 'Settings' }) },
  { name: 'place popup', at: (p) => p.page.locator('.om-feature-popup strong'), needs: 'popup' },
  { name: 'popup close button', at: (p) => p.page.locator('.leaflet-popup-close-button'), needs: 'popup' },
  ...['OneMap logo', 'OneMap', 'Singapore Land Authority', 'Leaflet'].map((name, i) => ({
    name: `attribution link ${name}`,
    at: (p: MapPage) => p.page.locator('.om-attribution a').nth(i),
    ...(name === 'Leaflet' ? { needs: 'wide map' as const } : {}),
  })),
  { name: 'Themes button', at: (p) => p.page.getByRole('button', { name: 'Themes' }) },
  { name: 'Planning areas checkbox', at: (p) => p.page.getByRole('checkbox', { name: 'Show Planning areas' }), inList: true, layers: true },
  { name: 'theme name', at: (p) => themeRow(p).locator('.om-layer-title'), inList: true, layers: true },
  { name: 'theme owner and date', at: (p) => themeRow(p).locator('.om-layer-details'), inList: true, layers: true },
  { name: 'theme remove ×', at: (p) => p.page.getByRole('button', { name: `Remove ${THEME} from the map` }), inList: true, layers: true },
  ...['URA Master Plan 2019 via data.gov.sg', 'Singapore Open Data Licence'].map((name) => ({
    name: `attribution link ${name}`,
    at: (p: MapPage) => p.page.locator('.om-attribution a', { hasText: name }),
    layers: true,
  })),
  // Last: a step to a place zooms in all the way, where the zoom-in button is disabled.
  { name: 'layer previous place', at: (p) => p.page.getByRole('button', { name: 'Previous place in places.geojson' }), zooms: true, inList: true },
  { name: 'layer next place', at: (p) => p.page.getByRole('button', { name: 'Next place in places.geojson' }), zooms: true, inList: true },
];

const ACTIONS = [
  { name: 'click', run: (l: Locator) => l.click() },
  { name: 'double-click', run: (l: Locator) => l.dblclick() },
  { name: 'right-click', run: (l: Locator) => l.click({ button: 'right' }) },
];

const row = (page: MapPage): Locator => page.page.locator('.om-layer-row', { hasText: 'places.geojson' });
const THEME = 'Liquor Control Zone(s) proclaimed under Liquor Control (Supply and Consumption) Act 2015';
const themeRow = (page: MapPage): Locator => page.page.locator('.om-layer-row', { hasText: THEME });
const AREAS = areaOutlines(shippedAreas());

/** Two files, so that a double-click's second click on the layer list still meets a row; with OneMap's layers, a theme (OneMap's longest name, an owner and a date) too. */
function layers(at: [number, number], withTheme: boolean): DataLayer[] {
  const files: DataLayer[] = ['places.geojson', 'other.csv'].map((title, i) => ({
    id: `file-${i + 1}`,
    title,
    colour: ['#f32828', '#079307'][i]!,
    features: [{ shapes: [{ kind: 'point', lat: at[0] + i * 0.02, lon: at[1] + i * 0.02 }], label: `Place ${i + 1}`, properties: [['kind', 'test']] }],
  }));
  const theme: DataLayer = {
    id: 'theme-1',
    title: THEME,
    details: 'SINGAPORE POLICE FORCE · data of 12 Feb 2015',
    colour: '#1c7ed6',
    features: [{ shapes: [{ kind: 'point', lat: at[0] - 0.02, lon: at[1] - 0.02 }], label: 'Zone', properties: [] }],
  };
  return withTheme ? [...files, theme] : files;
}

/** An editor panel, and the side view, where the layer list folds into its Layers button. */
const SIZES = [
  { name: 'editor panel', viewport: { width: 1200, height: 800 }, small: false },
  { name: 'side view', viewport: { width: 320, height: 700 }, small: true },
] as const;

async function openPlanner(withRoute: boolean, viewport: { width: number; height: number } = SIZES[0].viewport): Promise<{ page: MapPage; place: [number, number] }> {
  // Every tile missing: the notice shows, and a click that leaks lands on the map's own surface.
  const page = await pages.open({ viewport });
  await page.init({ tileUrlTemplate: page.server.tileTemplate('missing') });
  await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
  if (withRoute) await showRoute(page, drive2025());
  // VS Code opens a webview's links itself, outside the page: here they must not navigate the page away.
  await page.page.evaluate(() =>
    (globalThis as any).addEventListener('click', (event: any) => {
      if (event.target.closest?.('a[href^="http"]')) event.preventDefault();
    }),
  );
  return { page, place: (await page.snapshot()).center };
}

/** Shows the layers again (the × removes one, the checkbox hides the areas), the place's popup when needed, and waits for a still map. */
async function prepare(page: MapPage, place: [number, number], control: OverlayControl, withLayers: boolean): Promise<void> {
  for (const layer of layers(place, withLayers)) await page.send({ type: 'showLayer', layer, fit: false });
  if (withLayers) await page.send({ type: 'planningAreas', shown: true, areas: AREAS });
  await page.flush();
  // A popup being closed fades out (inline opacity 0) before it leaves the page: it is not there to click.
  const closing = page.page.locator('.leaflet-popup[style*="opacity: 0"]');
  const toggle = page.page.locator('.om-layer-toggle');
  if (control.inList && (await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  if (control.needs === 'popup' && (await closing.count()) > 0) await closing.waitFor({ state: 'detached' });
  if (control.needs === 'popup' && (await page.page.locator('.leaflet-popup').count()) === 0) {
    // The list folded first on a small map, as a user leaves it to click a place it may cover.
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    const s = await page.waitForSnapshot(() => true, 'a still map');
    const [dx, dy] = pixelOffset(s.center, s.zoom, place);
    const box = await page.mapBox();
    await page.page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    await page.page.locator('.om-feature-popup').waitFor();
  }
  await page.waitForSnapshot(() => true, 'a still map');
}

const CASES = [
  { withRoute: false, withLayers: false, name: 'no route yet' },
  { withRoute: true, withLayers: false, name: 'a route planned' },
  { withRoute: true, withLayers: true, name: "a route planned, OneMap's planning areas and a theme on" },
];

for (const size of SIZES) for (const { withRoute, withLayers, name } of CASES) {
  test(`no click on an overlay control reaches the map (${size.name}, ${name})`, async () => {
    const { page, place } = await openPlanner(withRoute, size.viewport);
    for (const control of CONTROLS) {
      if (control.layers && !withLayers) continue;
      if (control.needs === 'route' && !withRoute) continue;
      if (control.needs === 'small map' && !size.small) continue;
      if (control.needs === 'wide map' && size.small) continue;
      for (const action of ACTIONS) {
        const what = `${action.name} on ${control.name}`;
        await prepare(page, place, control, withLayers);
        const before = await page.snapshot();
        const from = page.posted.length;
        await action.run(control.at(page));
        const after = await page.waitForSnapshot(() => true, `a still map after ${what}`);
        await page.flush();
        assert.deepEqual(after.markers, before.markers, `${what} set or moved no point`);
        assert.deepEqual(page.posted.slice(from).filter((m) => m.type === 'planRoute'), [], `${what} planned no route`);
        const menu = await page.page.locator('.om-map').evaluate((map: any) => map.dataset.vscodeContext);
        assert.equal(menu, undefined, `${what} offered no map menu`);
        assert.deepEqual(page.posted.slice(from).filter((m) => m.type === 'askPopulation'), [], `${what} opened no planning area's popup`);
        if (!control.zooms) assert.equal(after.zoom, before.zoom, `${what} did not zoom the map`);
      }
    }
  });
}

test('the map itself still takes its clicks: a click sets the start, a double-click zooms in', async () => {
  const { page } = await openPlanner(false);
  const box = await page.mapBox();
  await page.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + 60);
  await page.waitForSnapshot((s) => s.markers.start !== null, 'the start set');
  const before = await page.waitForSnapshot(() => true, 'a still map');
  await page.page.mouse.dblclick(box.x + box.width / 2 - 80, box.y + box.height / 2 - 60);
  await page.waitForSnapshot((s) => s.zoom === before.zoom + 1, 'one zoom level closer');
});
