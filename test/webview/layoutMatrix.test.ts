// Every control reachable at every size: the planner page at widths from a thin side view to a wide editor,
// at three heights, in light and dark themes, with what makes it crowded: a route with its steps, a file's
// layer (so the layer list shows), the basemap notice (tiles fail here), a public-transport run with its
// options open and several itineraries, then its question about a day in the past. Each control of the form,
// the results and the map's overlays is scrolled to and checked as a user would meet it (controlSweep.ts). A
// screenshot of every cell is kept in .vscode-test/artifacts/layout-matrix/ to be looked at.
import * as assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../src/shared/protocol/dataLayers';
import { repoRoot } from '../unit/repoRoot';
import { legacy2019, ptBus2023 } from '../unit/samples';
import { sweepControls } from './controlSweep';
import { answer, JELITA, ORCHARD, pageFixture, showRoute } from './flows';
import type { MapPage } from './harness';

declare const window: any;

const WIDTHS = [260, 320, 400, 600, 900, 1400, 2400];
const HEIGHTS = [500, 700, 1000];
const THEMES = ['light', 'dark'] as const;
const ARTIFACTS = path.join(repoRoot, '.vscode-test', 'artifacts', 'layout-matrix');

// Chromium draws its date and time pickers in its own language: a 12-hour one (the widest times, with AM/PM)
// and a 24-hour one, each a browser of its own.
const pages = { 'en-US': pageFixture({ lang: 'en-US' }), 'de-DE': pageFixture({ lang: 'de-DE' }) };
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await Promise.all(Object.values(pages).map((fixture) => fixture.setUp()));
});
afterEach(() => Promise.all(Object.values(pages).map((fixture) => fixture.closePages())));
after(() => Promise.all(Object.values(pages).map((fixture) => fixture.tearDown())));

const places: DataLayer = {
  id: 'file-1',
  title: 'places-with-a-long-file-name.geojson',
  colour: '#079307',
  features: [
    [1.2966, 103.852],
    [1.3, 103.8398],
    [1.2843, 103.851],
  ].map(([lat, lon], i) => ({ shapes: [{ kind: 'point' as const, lat: lat!, lon: lon! }], label: `Place ${i + 1}`, properties: [] })),
};

/** A drive with twelve steps: a list longer than most views. */
function driveWithSteps(): any {
  const response = legacy2019();
  const [step] = response.route_instructions;
  response.route_instructions = Array.from({ length: 12 }, (_, i) => Object.assign([...step], { 1: `STREET ${i + 1}` }));
  return response;
}

/** The recorded bus answer and two more itineraries (rail, then bus again). */
function threeItineraries(): any {
  const response = ptBus2023();
  const [first] = response.plan.itineraries;
  const rail = structuredClone(first);
  Object.assign(rail.legs[1], { mode: 'SUBWAY', route: 'NS', routeShortName: 'NS', routeLongName: 'NORTH SOUTH LINE', routeType: 1 });
  response.plan.itineraries.push(rail, structuredClone(first));
  return response;
}

const FORM = [
  { selector: '.om-place--start input', name: 'Start box', min: 1 },
  { selector: '.om-place--end input', name: 'End box', min: 1 },
  { selector: '.om-place .om-icon-button', name: 'pick on the map buttons', min: 2 },
  { selector: '.om-segment-input', name: 'travel mode buttons', min: 4 },
  { selector: '.om-form button[type="button"]:not(.om-icon-button)', name: 'Swap and Clear', min: 2 },
  { selector: '.om-form button[type="submit"]', name: 'Plan route', min: 1 },
];
const OVERLAYS = [
  { selector: '.leaflet-control-zoom a', name: 'zoom buttons', min: 2 },
  { selector: '.om-zoom-route', name: 'Zoom to route', min: 1 },
  { selector: '.om-picker select', name: 'basemap select', min: 1 },
  { selector: '.om-layer-list input[type="checkbox"]', name: "layer's checkbox", min: 1 },
  { selector: '.om-layer-remove', name: "layer's remove button", min: 1 },
  { selector: '.om-tile-notice button', name: "notice's Settings link", min: 1 },
  { selector: '.om-attribution a', name: 'attribution links', min: 3 },
  { selector: '.om-account button', name: 'Sign in', min: 1 },
];
const DRIVE = [...FORM, ...OVERLAYS, { selector: '.om-step', name: 'steps', min: 12 }];
const TRANSIT = [
  ...FORM,
  ...OVERLAYS,
  ...['date', 'time', 'mode', 'maxWalkDistance', 'numItineraries'].map((field) => ({ selector: `[data-field="${field}"]`, name: `${field} field`, min: 1 })),
  { selector: '.om-now', name: 'Now', min: 1 },
  { selector: '.om-choice', name: 'itineraries', min: 3 },
  { selector: '.om-leg-item', name: 'legs', min: 3 },
];

const QUESTION = [...TRANSIT, { selector: '.om-confirm button', name: 'Plan anyway and Cancel', min: 2 }];

/** Lets the page lay out and Leaflet hear of its box's size. */
async function settled(page: MapPage): Promise<void> {
  await page.flush();
  await page.page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve))));
}

/**
 * Checks one state in both themes (switched in place): the map's height, the layer list folded on a small
 * map and opened as a user would, then every control. Returns the failures, each named by cell and control.
 */
async function checkCell(page: MapPage, size: string, state: string, required: typeof DRIVE): Promise<string[]> {
  const failures: string[] = [];
  for (const theme of THEMES) {
    const cell = `${size} ${theme} ${state}`;
    await page.setTheme(theme);
    await page.page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    const map = await page.mapBox();
    if (map.height < 200) failures.push(`${cell}: the map is ${Math.round(map.height)} px tall, under 200`);
    const toggle = page.page.locator('.om-layer-toggle');
    const folded = await toggle.isVisible();
    const small = map.width < 440 || map.height < 400;
    if (folded !== small) failures.push(`${cell}: the layer list is ${folded ? 'folded' : 'open'} on a ${Math.round(map.width)}×${Math.round(map.height)} map`);
    if (folded && (await toggle.getAttribute('aria-expanded')) === 'false') {
      if (await page.page.locator('.om-layer-rows').isVisible()) failures.push(`${cell}: the folded layer list shows its rows`);
      await toggle.click();
    }
    const result = await page.page.evaluate(sweepControls, required);
    failures.push(...result.failures.map((failure) => `${cell}: ${failure}`));
    // Back to the top, in the page and in any part that scrolls, for a picture of what a user sees first.
    await page.page.evaluate(() => [window.document.scrollingElement, ...window.document.querySelectorAll('.om-app *')].forEach((el: any) => (el.scrollTop = 0)));
    await page.page.screenshot({ path: path.join(ARTIFACTS, `${size}-${theme}-${state}.png`), fullPage: true });
  }
  return failures;
}

// The matrix in a 12-hour locale (its times are the widest); a 24-hour one at the narrowest and a wide size.
const CELLS = [
  ...WIDTHS.flatMap((width) => HEIGHTS.map((height) => ({ width, height, locale: 'en-US' as const }))),
  { width: 260, height: 700, locale: 'de-DE' },
  { width: 1400, height: 700, locale: 'de-DE' },
] as const;

test('the two browsers draw their time pickers in 12 and in 24 hours (else the 24-hour cells prove nothing)', async () => {
  const widths: Record<string, number> = {};
  for (const [locale, fixture] of Object.entries(pages)) {
    const page = await fixture.open({ locale });
    widths[locale] = await page.page.evaluate(() => {
      const probe = window.document.createElement('input');
      Object.assign(probe, { type: 'time', step: '1', value: '14:05:06' });
      window.document.body.append(probe);
      return probe.getBoundingClientRect().width;
    });
  }
  assert.ok(widths['de-DE']! < widths['en-US']! - 10, `a 24-hour time is narrower than 2:05:06 PM (${JSON.stringify(widths)}); is chromium-l10n installed?`);
});

for (const { width, height, locale } of CELLS) {
  const size = `${width}x${height}${locale === 'en-US' ? '' : `-${locale}`}`;
  test(`${size}, light and dark: every control of the form, results, map overlays and layer list is visible, unclipped and hit at its centre`, async () => {
    const page = await pages[locale].open({ viewport: { width, height }, locale });
    await page.init({ tileUrlTemplate: page.server.tileTemplate('missing'), account: { signedIn: false } });
    await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
    await page.send({ type: 'showLayer', layer: places, fit: false });
    const [a] = legacy2019().via_points;
    await showRoute(page, driveWithSteps(), { start: { lat: a[0], lon: a[1] }, end: { lat: 1.2959, lon: 103.8247 } });
    const failures = await checkCell(page, size, 'drive', DRIVE);

    const from = page.posted.length;
    await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD, routeType: 'pt' });
    await answer(page, await page.waitForPlan(from), threeItineraries());
    failures.push(...(await checkCell(page, size, 'transit', TRANSIT)));

    // A day in the past is questioned in the form before planning: its two buttons are controls too.
    await page.page.locator('[data-field="date"]').fill('2020-11-30');
    await page.page.locator('[data-field="date"]').dispatchEvent('change');
    await page.page.getByRole('button', { name: 'Plan route' }).click();
    await page.page.locator('.om-confirm').waitFor({ state: 'visible' });
    failures.push(...(await checkCell(page, size, 'question', QUESTION)));
    assert.deepEqual(failures, [], `${failures.length} failures:\n${failures.join('\n')}`);
  });
}
