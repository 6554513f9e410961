// Screenshots of the planning-areas layer with Bedok's popup open, light and dark, wide and narrow:
// `node out/test/webview/areas/areaLayerShots.js [folder]` after `node esbuild.mjs` (default .vscode-test/screenshots/).
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { shippedAreas } from '../../../src/planningArea/bundled';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import { readPopulation } from '../../../src/onemap/populationResponses';
import { populationTable } from '../../../src/shared/population/populationTable';
import { launchBrowser } from '../../host/browser';
import { sample } from '../../unit/samples';
import { repoRoot } from '../../unit/repoRoot';
import { MapPage, PageServer, pixelOffset } from '../harness';

// The root tsconfig has no DOM library; these exist only inside evaluate().
declare const document: any;
declare const getComputedStyle: any;
const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '.vscode-test', 'screenshots'));
const AREAS = areaOutlines(shippedAreas());
const BEDOK = AREAS.find((a) => a.name === 'BEDOK')!;
/** Bedok's age groups in 2020 as OneMap answered (the recorded answer), as the host makes them a table. */
const TABLE = populationTable('getPopulationAgeGroup', readPopulation(sample('population_ahzhezhe-onemapsg_getPopulationAgeGroup-BEDOK-2020-public-2025-08.json'), 'getPopulationAgeGroup'));

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await PageServer.start();
  const browser = await launchBrowser({ headless: true });
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, viewport, zoom] of [['wide', { width: 1200, height: 800 }, 13], ['narrow', { width: 320, height: 700 }, 12]] as const) {
        const view = { center: { lat: BEDOK.label[0], lon: BEDOK.label[1] }, zoom };
        const page = await MapPage.open(browser, server, { theme, viewport, savedState: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto', view } });
        await page.init();
        await page.send({ type: 'planningAreas', shown: true, areas: AREAS });
        await page.flush();
        const snap = await page.snapshot();
        const box = await page.mapBox();
        const [dx, dy] = pixelOffset(snap.center, snap.zoom, BEDOK.label);
        await page.page.locator('.om-map').click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
        const ask = await page.waitForPosted((m): m is Extract<WebviewToHost, { type: 'askPopulation' }> => m.type === 'askPopulation');
        await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'table', table: TABLE } });
        await page.flush();
        // Leaflet fades a popup in.
        await page.page.waitForFunction(() => getComputedStyle(document.querySelector('.leaflet-popup')).opacity === '1');
        const file = path.join(outDir, `area-layer-${name}-${theme}.png`);
        await page.page.screenshot({ path: file });
        console.log(file);
        await page.close();
      }
      // The layer list's Master Plan picker: signed out (with its sign-in link), a refused year's note, and in the
      // narrow side view, where it shows once the folded list is opened.
      const refused = "OneMap's answer for 2008 has no usable boundaries: every point lies near (103.58266, 1.01626) (longitude, latitude), a data fault on OneMap's side. Try again later.";
      for (const [name, state, viewport] of [
        ['years-signed-out', { signedIn: false }, { width: 900, height: 600 }],
        ['years-refused', { signedIn: true, note: refused }, { width: 900, height: 600 }],
        ['years-narrow', { signedIn: false }, { width: 320, height: 700 }],
      ] as const) {
        const view = { center: { lat: BEDOK.label[0], lon: BEDOK.label[1] }, zoom: 12 };
        const page = await MapPage.open(browser, server, { theme, viewport, savedState: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto', view } });
        await page.init();
        await page.send({ type: 'planningAreas', shown: true, year: 2019, areas: AREAS, ...state });
        await page.flush();
        if (viewport.width < 440) await page.page.getByRole('button', { name: 'Layers' }).click();
        const file = path.join(outDir, `area-layer-${name}-${theme}.png`);
        await page.page.screenshot({ path: file });
        console.log(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
