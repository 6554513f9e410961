// axe-core, the rules browsers' own audits use, over the planner page in the layout matrix (every width and
// height the layout test checks, light and dark), with what a user meets: a road route planned and a
// step chosen, a public-transport answer with its itineraries and a leg chosen, a file's places shown, and (with
// the drive) a suggestion list open. Any
// violation fails, with its rule, the elements and axe's words.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { areaOutlines } from '../../../src/areas/areaOutlines';
import { shippedAreas } from '../../../src/planningArea/bundled';
import { LAYER_PALETTE } from '../../../src/shared/layerPalette';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import { repoRoot } from '../../unit/repoRoot';
import { drive2025, ptBus2023 } from '../../unit/samples';
import { answer, JELITA, ORCHARD, pageFixture, showRoute } from '../flows';
import type { MapPage } from '../harness';

// The root tsconfig has no DOM library; these exist only inside page.evaluate.
declare const getComputedStyle: any;
declare const SVGElement: any;

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
  colour: '#079307',
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
      // One page for each answer, the window resized under it: the route fitted again, the list left open.
      for (const what of ['drive', 'pt'] as const) {
        const page = await pages.open({ theme, viewport: { width, height: HEIGHTS[0]! } });
        await lived(page, what, what === 'drive');
        for (const height of HEIGHTS) {
          await page.page.setViewportSize({ width, height });
          await page.waitForSnapshot(() => true, 'the map at rest after the resize');
          const v = await violations(page);
          if (v.length > 0) found.push(`${width}×${height} ${what}:\n${describe(v)}`);
        }
        await page.close();
      }
      assert.deepEqual(found, [], found.join('\n\n'));
    });
  }
}

const zones: DataLayer = {
  id: 'theme-1',
  title: 'Liquor Control Zone(s) proclaimed under Liquor Control (Supply and Consumption) Act 2015',
  details: 'SINGAPORE POLICE FORCE · data of 12 Feb 2015',
  colour: '#1c7ed6',
  features: [{ shapes: [{ kind: 'point', lat: 1.31069, lon: 103.84865 }], label: 'Liquor Control Zone (Little India)', properties: [['DESCRIPTION', 'Liquor Control Zone']] }],
};

// OneMap's layers on: the planning areas (their names on the map, their credit in the attribution), a theme with
// OneMap's longest name in the list (opened on a small map), and a place's popup open, stepped to with ›.
for (const theme of ['light', 'dark'] as const) {
  test(`no axe violation with the planning areas and a theme on, a place's popup open, at 260, 900 and 1400 wide (${theme})`, async () => {
    const found: string[] = [];
    for (const width of [260, 900, 1400]) {
      const page = await pages.open({ theme, viewport: { width, height: 700 } });
      await lived(page, 'drive', false);
      await page.send({ type: 'showLayer', layer: zones, fit: false });
      await page.send({ type: 'planningAreas', shown: true, areas: areaOutlines(shippedAreas()) });
      const toggle = page.page.locator('.om-layer-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await page.page.getByRole('button', { name: `Next place in ${zones.title}` }).click();
      await page.page.locator('.om-feature-popup').waitFor();
      await page.page.locator('.om-area-label').first().waitFor({ state: 'attached' });
      await page.waitForSnapshot(() => true, 'the map at rest with the popup');
      const v = await violations(page);
      if (v.length > 0) found.push(`${width}×700:\n${describe(v)}`);
      await page.close();
    }
    assert.deepEqual(found, [], found.join('\n\n'));
  });
}

/** One file of each palette colour, its 20 places close enough together to be drawn as one numbered bubble. */
const everyColour: DataLayer[] = LAYER_PALETTE.map((colour, i) => ({
  id: `file-${i + 1}`,
  title: `colour-${i + 1}.csv`,
  colour,
  features: Array.from({ length: 20 }, (_, k) => ({
    shapes: [{ kind: 'point' as const, lat: 1.3 + Math.floor(i / 5) * 0.08 + (k % 5) * 0.0004, lon: 103.72 + (i % 5) * 0.06 + Math.floor(k / 5) * 0.0004 }],
    label: `Place ${k + 1}`,
    properties: [],
  })),
}));

// Every colour a file can have on the map at once, each as a cluster bubble with its count: each count legible.
for (const theme of ['light', 'dark'] as const) {
  test(`no axe violation with a file of every palette colour on the map, each a numbered bubble (${theme})`, async () => {
    const page = await pages.open({ theme, viewport: { width: 1400, height: 1000 }, savedState: { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto', view: { center: { lat: 1.34, lon: 103.84 }, zoom: 12 } } });
    await page.init();
    for (const layer of everyColour) await page.send({ type: 'showLayer', layer, fit: false });
    await page.flush();
    const bubbles = await page.page.locator('.om-cluster').evaluateAll((all) => all.map((b) => b.textContent));
    assert.deepEqual(bubbles, everyColour.map(() => '20'), 'each file one bubble of 20');
    // axe leaves a bubble's count "incomplete" (it cannot tell what is behind a marker over the map): measured here.
    const low = await page.page.locator('.om-cluster').evaluateAll((all) =>
      all.flatMap((bubble) => {
        const style = getComputedStyle(bubble);
        const channels = (text: string) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (rgb: number[]) => {
          const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(rgb[0]!) + 0.7152 * lin(rgb[1]!) + 0.0722 * lin(rgb[2]!);
        };
        const [a, b] = [luminance(channels(style.color)), luminance(channels(style.backgroundColor))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        return ratio >= 4.5 ? [] : [`${style.color} on ${style.backgroundColor}: ${ratio.toFixed(2)} : 1`];
      }),
    );
    assert.deepEqual(low, [], 'every count 4.5 : 1 or more on its bubble');
    const v = await violations(page);
    assert.deepEqual(v, [], describe(v));
  });
}

/**
 * Tabs through the whole page and measures each focused control's ring: its outline (or, on a checked travel
 * mode, the ring drawn inside the segment) against what it is drawn over: the control's own fill for a ring
 * inside it, else the nearest fill behind the control; over the map, its white halo (the tiles can be any colour).
 */
async function focusRings(page: MapPage): Promise<{ control: string; ring: string; against: string; ratio: number; width: number }[]> {
  const seen = new Set<unknown>();
  const rings: { control: string; ring: string; against: string; ratio: number; width: number }[] = [];
  await page.page.evaluate(() => (globalThis as any).document.body.focus());
  for (let i = 0; i < 120; i++) {
    await page.page.keyboard.press('Tab');
    const measured = await page.page.evaluate(() => {
      const doc = (globalThis as any).document;
      const focused = doc.activeElement;
      if (!focused || focused === doc.body) return undefined;
      // A travel mode's radio is hidden; its label is what shows the focus.
      const shown = focused.matches('.om-segment-input') ? focused.nextElementSibling : focused;
      const style = getComputedStyle(shown);
      // rgb(r, g, b[, a]) in 0–255, or color(srgb r g b[ / a]) in 0–1 (a colour mixed with transparency).
      const rgb = (text: string): number[] => {
        const parts = (text.match(/[\d.]+/g) ?? []).map(Number);
        return text.startsWith('color(') ? parts.map((v, i) => (i < 3 ? v * 255 : v)) : parts;
      };
      const luminance = ([r, g, b]: number[]): number => {
        const lin = (c: number): number => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      const fillOf = (element: any): string => {
        for (let e = element; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          const parts = rgb(bg);
          if (parts.length >= 3 && (parts.length === 3 || parts[3]! > 0.5)) return bg;
        }
        return getComputedStyle(doc.documentElement).backgroundColor;
      };
      const inside = parseFloat(style.outlineOffset) < 0;
      // Over the map the ring must have a white halo (box-shadow) to stand out from tiles of any colour; an SVG
      // stop is a white disc itself.
      const onMap = !!shown.closest('.leaflet-container');
      const halo = shown instanceof SVGElement || /rgb\(255, 255, 255\)/.test(style.boxShadow);
      const against = onMap ? (halo ? 'rgb(255, 255, 255)' : 'no white halo') : fillOf(inside ? shown : shown.parentElement);
      const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(against))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const name = `${shown.tagName.toLowerCase()}.${[...shown.classList].join('.')} "${(shown.getAttribute('aria-label') ?? shown.textContent ?? '').trim().slice(0, 30)}"`;
      return { key: focused, control: name, ring: style.outlineStyle === 'none' ? 'none' : style.outlineColor, against, ratio, width: parseFloat(style.outlineWidth) };
    });
    if (!measured) continue;
    const { key: _key, ...ring } = measured;
    if (seen.has(ring.control)) continue;
    seen.add(ring.control);
    rings.push(ring);
  }
  return rings;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every control's focus ring shows, 2 px at least and 3:1 against its surroundings (${theme})`, async () => {
    const failures: string[] = [];
    let measured = 0;
    for (const [width, height, what] of [[1400, 1000, 'pt'], [320, 700, 'drive']] as const) {
      const page = await pages.open({ theme, viewport: { width, height } });
      await lived(page, what, false);
      const rings = await focusRings(page);
      measured += rings.length;
      for (const ring of rings) {
        if (ring.ring === 'none' || !(ring.width >= 2) || !(ring.ratio >= 3)) failures.push(`${width}×${height} ${ring.control}: ${ring.ring} ${ring.width}px on ${ring.against} = ${ring.ratio.toFixed(2)}:1`);
      }
      await page.close();
    }
    assert.ok(measured > 20, `only ${measured} controls reached by Tab`);
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}
