// axe-core, the rules browsers' own audits use, over the planner page in the layout matrix (every width and
// height the layout test checks, light and dark), with what a user meets: a road route planned and a
// step chosen, a public-transport answer with its itineraries and a leg chosen, a file's places shown, and (at
// height 700) a suggestion list open. Any
// violation fails, with its rule, the elements and axe's words.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../src/shared/protocol/dataLayers';
import type { WebviewToHost } from '../../src/shared/protocol/messages';
import { repoRoot } from '../unit/repoRoot';
import { drive2025, ptBus2023 } from '../unit/samples';
import { answer, JELITA, ORCHARD, pageFixture, showRoute } from './flows';
import type { MapPage } from './harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const AXE = readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const RAFFLES = { name: 'RAFFLES PLACE MRT STATION (EW14 / NS26)', address: '5 RAFFLES PLACE SINGAPORE 048618', postalCode: '048618', lat: 1.28393326234538, lon: 103.851463066212 };
const WIDTHS = [260, 320, 400, 600, 900, 1400, 2400];
const HEIGHTS = [500, 700, 1000];

const layer: DataLayer = {
  id: 'file-1',
  title: 'places.csv',
  features: [
    { shapes: [{ kind: 'point', lat: 1.2966, lon: 103.852 }], label: 'City Hall', properties: [['address', "3 St Andrew's Rd"]] },
    { shapes: [{ kind: 'point', lat: 1.3521, lon: 103.8198 }], label: 'Bishan', properties: [] },
  ],
};

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe over the whole page. Injected through DevTools' evaluate, which the page's CSP does not govern. */
async function violations(page: MapPage): Promise<Violation[]> {
  await page.page.evaluate(AXE);
  return page.page.evaluate(async () => {
    const axe = (globalThis as any).axe;
    const result = await axe.run((globalThis as any).document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

function describe(found: Violation[]): string {
  return found.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('; ')}`).join('\n');
}

type Plan = Extract<WebviewToHost, { type: 'planRoute' }>;

type Search = Extract<WebviewToHost, { type: 'searchPlaces' }>;

/**
 * The page as a user leaves it: a file shown, a drive (or a transit answer with its itineraries) planned, a
 * step (or leg) chosen, so the selected row's colours are checked too; with `searching`, a suggestion list open.
 */
async function lived(page: MapPage, what: 'drive' | 'pt', searching: boolean): Promise<void> {
  await page.init({ account: { signedIn: true, email: 'demo@onemap.test' } });
  await page.send({ type: 'showLayer', layer, fit: false });
  if (what === 'drive') {
    await showRoute(page, drive2025());
    await page.page.locator('.om-step:not([disabled])').first().click();
    await page.page.locator('.om-step.is-active').waitFor();
  } else {
    const from = page.posted.length;
    await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD, routeType: 'pt' });
    const plan = await page.waitForPosted((m): m is Plan => m.type === 'planRoute', from);
    await answer(page, plan, ptBus2023());
    await page.page.locator('.om-leg-item').nth(1).click();
    await page.page.locator('.om-leg-item.is-active').waitFor();
  }
  if (searching) {
    const from = page.posted.length;
    await page.page.locator('.om-place--end input').fill('Raffles');
    const asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces', from);
    await page.send({ type: 'searchResults', requestId: asked.requestId, results: [RAFFLES, { ...RAFFLES, name: 'RAFFLES HOTEL', address: '1 BEACH ROAD SINGAPORE 189673' }] });
    await page.page.getByRole('option').first().waitFor();
  }
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`no axe violation at width ${width}, heights ${HEIGHTS.join('/')}, ${theme}: a drive and a transit answer, a file shown`, async () => {
      const found: string[] = [];
      for (const height of HEIGHTS) {
        for (const what of ['drive', 'pt'] as const) {
          const page = await pages.open({ theme, viewport: { width, height } });
          await lived(page, what, height === 700);
          const v = await violations(page);
          if (v.length > 0) found.push(`${width}×${height} ${what}:\n${describe(v)}`);
          await page.close();
        }
      }
      assert.deepEqual(found, [], found.join('\n\n'));
    });
  }
}
