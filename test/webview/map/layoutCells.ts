// The layout matrix's cells: the sizes, themes and states it walks, what each state must show, and one cell's
// check (layoutMatrix.test.ts runs them).
import * as path from 'node:path';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { readPopulation } from '../../../src/onemap/populationResponses';
import { readTheme } from '../../../src/onemap/themeResponses';
import { shippedAreas } from '../../../src/planningArea/bundled';
import { populationTable } from '../../../src/shared/population/populationTable';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { themeLayer } from '../../../src/themes/themeLayer';
import { repoRoot } from '../../unit/repoRoot';
import { legacy2019, ptBus2023, sample } from '../../unit/samples';
import { mapControlsApart, sweepControls } from '../controlSweep';
import type { MapPage } from '../harness';

declare const window: any;

export const WIDTHS = [260, 320, 400, 600, 900, 1400, 2400];
export const HEIGHTS = [500, 700, 1000];
export const THEMES = ['light', 'dark'] as const;
export const ARTIFACTS = path.join(repoRoot, '.vscode-test', 'artifacts', 'layout-matrix');

export const places: DataLayer = {
  id: 'file-1',
  title: 'places-with-a-long-file-name.geojson',
  colour: '#079307',
  features: [
    [1.2966, 103.852],
    [1.3, 103.8398],
    [1.2843, 103.851],
  ].map(([lat, lon], i) => ({ shapes: [{ kind: 'point' as const, lat: lat!, lon: lon! }], label: `Place ${i + 1}`, properties: [] })),
};

/** The recorded kindergartens, named as OneMap's longest theme name (of the 166 it lists) and listed with their owner and date. */
export const LONGEST_NAME = (sample('theme_ahzhezhe-onemapsg_getAllThemesInfo-moreInfo-Y-public-2025-08.json').Theme_Names as { THEMENAME: string }[])
  .map((t) => t.THEMENAME)
  .reduce((a, b) => (b.length > a.length ? b : a));
export const theme: DataLayer = {
  ...themeLayer(readTheme(sample('theme_Alias3e-onemap-dart_retrieveTheme-kindergartens-fixture-excerpt.json'), 'kindergartens'), 'theme-1', '#1c7ed6'),
  title: LONGEST_NAME,
};
export const AREAS = areaOutlines(shippedAreas());
/** Bedok's age groups in 2020 as OneMap answered them: the area popup's tallest table. */
export const TABLE = populationTable('getPopulationAgeGroup', readPopulation(sample('population_ahzhezhe-onemapsg_getPopulationAgeGroup-BEDOK-2020-public-2025-08.json'), 'getPopulationAgeGroup'));

/** A drive with twelve steps: a list longer than most views. */
export function driveWithSteps(): any {
  const response = legacy2019();
  const [step] = response.route_instructions;
  response.route_instructions = Array.from({ length: 12 }, (_, i) => Object.assign([...step], { 1: `STREET ${i + 1}` }));
  return response;
}

/** The recorded bus answer and two more itineraries (rail, then bus again). */
export function threeItineraries(): any {
  const response = ptBus2023();
  const [first] = response.plan.itineraries;
  const rail = structuredClone(first);
  Object.assign(rail.legs[1], { mode: 'SUBWAY', route: 'NS', routeShortName: 'NS', routeLongName: 'NORTH SOUTH LINE', routeType: 1 });
  response.plan.itineraries.push(rail, structuredClone(first));
  return response;
}

export const FORM = [
  { selector: '.om-place--start input', name: 'Start box', min: 1 },
  { selector: '.om-place--end input', name: 'End box', min: 1 },
  { selector: '.om-place .om-icon-button', name: 'pick on the map buttons', min: 2 },
  { selector: '.om-segment-input', name: 'travel mode buttons', min: 4 },
  { selector: '.om-form button[type="button"]:not(.om-icon-button)', name: 'Swap and Clear', min: 2 },
  { selector: '.om-form button[type="submit"]', name: 'Plan route', min: 1 },
];
export const OVERLAYS = [
  { selector: '.leaflet-control-zoom a', name: 'zoom buttons', min: 2 },
  { selector: '.om-zoom-route', name: 'Zoom to route', min: 1 },
  { selector: '.om-picker select', name: 'basemap select', min: 1 },
  { selector: '.om-layer-list input[type="checkbox"]', name: "layer's checkbox", min: 1 },
  { selector: '.om-layer-remove', name: "layer's remove button", min: 1 },
  { selector: '.om-tile-notice button', name: "notice's Settings link", min: 1 },
  { selector: '.om-attribution a', name: 'attribution links', min: 3 },
  { selector: '.om-account button', name: 'Sign in', min: 1 },
];
export const DRIVE = [...FORM, ...OVERLAYS, { selector: '.om-step', name: 'steps', min: 12 }];
export const TRANSIT = [
  ...FORM,
  ...OVERLAYS,
  ...['date', 'time', 'mode', 'maxWalkDistance', 'numItineraries'].map((field) => ({ selector: `[data-field="${field}"]`, name: `${field} field`, min: 1 })),
  { selector: '.om-now', name: 'Now', min: 1 },
  { selector: '.om-choice', name: 'itineraries', min: 3 },
  { selector: '.om-leg-item', name: 'legs', min: 3 },
];

export const QUESTION = [...TRANSIT, { selector: '.om-confirm button', name: 'Plan anyway and Cancel', min: 2 }];
export const LAYERS = [
  ...DRIVE,
  { selector: '.om-themes-button', name: 'Themes', min: 1 },
  { selector: '.om-layer-builtin input', name: 'Planning areas checkbox', min: 1 },
  { selector: '.om-layer-row[data-layer="theme-1"] button', name: "the theme's ‹ › ×", min: 3 },
  // OneMap, its logo, SLA, URA's data and the licence (the Leaflet credit gives way in the side view).
  { selector: '.om-attribution a', name: 'attribution links with the planning areas', min: 5 },
];

/** Lets the page lay out and Leaflet hear of its box's size. */
export async function settled(page: MapPage): Promise<void> {
  await page.flush();
  await page.page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve))));
}

/**
 * Checks one state in both themes (switched in place): the map's height, the layer list folded on a small
 * map and opened as a user would, then every control. Returns the failures, each named by cell and control.
 */
export async function checkCell(page: MapPage, size: string, state: string, required: typeof DRIVE, popups?: (page: MapPage, cell: string) => Promise<string[]>): Promise<string[]> {
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
    failures.push(...(await page.page.evaluate(mapControlsApart)).map((failure) => `${cell}: ${failure}`));
    // Back to the top, in the page and in any part that scrolls, for a picture of what a user sees first.
    await page.page.evaluate(() => [window.document.scrollingElement, ...window.document.querySelectorAll('.om-app *')].forEach((el: any) => (el.scrollTop = 0)));
    await page.page.screenshot({ path: path.join(ARTIFACTS, `${size}-${theme}-${state}.png`), fullPage: true });
    if (popups) failures.push(...(await popups(page, cell)).map((failure) => `${cell}: ${failure}`));
  }
  return failures;
}

