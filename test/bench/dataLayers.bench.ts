// Benchmark, not a test: how long the bundled map app takes to draw a user's file (Show on Map), fitted into
// view: 5 000 points (clustered by the page) and the URA planning areas read by the host's own reader, as
// is (40 505 vertices) and with a shifted copy of some areas added to reach the ~56 000 vertices the page is
// built for. A 10-point layer drawn by the same page in the same run is the baseline for the ratios, so the
// machine's speed mostly cancels out. Also one zoom step once a layer is drawn. Figures are printed, never
// asserted; the bench fails only if what it timed was not drawn.
// Run after a production build: `node esbuild.mjs --production && node out/test/bench/dataLayers.bench.js`.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as path from 'node:path';
import { findFeatures } from '../../src/mapData';
import { LAYER_PALETTE } from '../../src/shared/layerPalette';
import type { DataLayer, MapFeature } from '../../src/shared/protocol/dataLayers';
import { packLayer, readPackedLayer } from '../../src/shared/protocol/layerWire';
import { launchBrowser } from '../host/browser';
import { repoRoot } from '../unit/repoRoot';
import { MapPage, PageServer } from '../webview/harness';
import type { DataLayerSnapshot } from '../../webview/map/mapSnapshot';

declare const window: any;
declare const document: any;
declare const performance: any;

const RUNS = 9;
const TARGET_VERTICES = 56_000;
const URA = 'test/fixtures/real/large/ura-mp2019-planning-area-no-sea.geojson';

interface Case {
  name: string;
  layer: DataLayer;
}

/** Deterministic, so every run and every machine draws the same clusters. */
function randomPoints(count: number): DataLayer {
  let seed = 20_240_601;
  const next = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const features: MapFeature[] = [];
  for (let i = 0; i < count; i++) {
    const lat = 1.25 + 0.2 * next();
    const lon = 103.65 + 0.35 * next();
    features.push({ shapes: [{ kind: 'point', lat, lon }], label: `Place ${i + 1}`, properties: [['id', String(i + 1)]] });
  }
  return { id: 'file-1', title: `points-${count}.csv`, colour: LAYER_PALETTE[0], features };
}

function vertices(layer: DataLayer): number {
  let n = 0;
  for (const f of layer.features) {
    for (const s of f.shapes) n += s.kind === 'point' ? 1 : s.kind === 'line' ? s.path.length / 2 : s.rings.reduce((m, r) => m + r.length / 2, 0);
  }
  return n;
}

/** What the host sends for the file: its reader's features without the text offsets only the host keeps. */
function planningAreas(): DataLayer {
  const text = readFileSync(path.join(repoRoot, URA), 'utf8');
  const features = findFeatures(text).features.map(({ shapes, label, properties }): MapFeature => ({ shapes, label, properties }));
  return { id: 'file-1', title: path.basename(URA), colour: LAYER_PALETTE[0], features };
}

/** The real areas plus copies of the first ones, a few hundred metres off so the canvas draws them apart, until `target` vertices. */
function planningAreasTo(real: DataLayer, target: number): DataLayer {
  const features = real.features.slice();
  let total = vertices(real);
  for (const f of real.features) {
    if (total >= target) break;
    const shapes = f.shapes.map((s) => (s.kind === 'polygon' ? { kind: 'polygon' as const, rings: s.rings.map((r) => r.map((v, i) => v + (i % 2 ? 0.003 : -0.002))) } : s));
    features.push({ ...f, shapes, label: `${f.label} (copy)` });
    total += vertices({ ...real, features: [f] });
  }
  return { ...real, title: `${real.title} + copies`, features };
}

/** Why the drawn layer is not the whole of `layer`, or undefined when it is. */
function notDrawn(layer: DataLayer, drawn: DataLayerSnapshot | undefined, wholeView: boolean): string | undefined {
  if (!drawn) return 'no layer on the map';
  const points = layer.features.reduce((n, f) => n + f.shapes.filter((s) => s.kind === 'point').length, 0);
  const paths = layer.features.reduce((n, f) => n + f.shapes.length, 0) - points;
  const inView = drawn.points.length + drawn.clusters.reduce((n, c) => n + c.count, 0);
  if (drawn.features !== layer.features.length) return `${drawn.features} features, not ${layer.features.length}`;
  if (drawn.shapes !== paths) return `${drawn.shapes} lines and polygons, not ${paths}`;
  if (wholeView ? inView !== points : points > 0 && inView === 0) return `${inView} points in bubbles or alone, of ${points}`;
  return undefined;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Posts layer `index` of the page's list as the host would and waits for the page's 'onemap:layer-drawn' mark. */
async function drawOnce(page: MapPage, index: number): Promise<{ handled: number; posted: number }> {
  return page.page.evaluate(async (i) => {
    performance.clearMarks('onemap:layer-drawn');
    const t0 = performance.now();
    window.postMessage({ type: 'showLayer', layer: window.__benchLayers[i], fit: true }, '*');
    const deadline = Date.now() + 20_000;
    while (performance.getEntriesByName('onemap:layer-drawn').length === 0) {
      if (Date.now() > deadline) throw new Error('the page never marked onemap:layer-drawn (was the layer refused?)');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const drawn = performance.getEntriesByName('onemap:layer-drawn')[0].startTime;
    return { handled: drawn - performance.getEntriesByName('onemap:layer-message')[0].startTime, posted: drawn - t0 };
  }, index);
}

/** Moves the view off the layer, so that each fit is a real change of view, as on a file's first Show on Map. */
async function zoomAway(page: MapPage): Promise<void> {
  const before = (await page.snapshot()).zoom;
  await page.page.locator('.leaflet-control-zoom-in').click();
  await page.waitForSnapshot((s) => s.zoom !== before, 'a zoom away from the layer');
}

/** Sends the layers once, packed as the host posts them: Playwright's copy into the page is not the host's to pay for. */
async function load(page: MapPage, cases: Case[]): Promise<void> {
  await page.page.evaluate((layers) => (window.__benchLayers = layers), cases.map((c) => packLayer(c.layer)));
}

interface Draws {
  handled: number[];
  posted: number[];
}

/** Each round draws every case once, so a burst of load elsewhere on the machine hits them alike. */
async function measureDraws(page: MapPage, cases: Case[]): Promise<Draws[]> {
  await load(page, cases);
  const draws: Draws[] = cases.map(() => ({ handled: [], posted: [] }));
  for (let run = 0; run <= RUNS; run++) {
    for (const [i, c] of cases.entries()) {
      await page.send({ type: 'removeLayer', layerId: c.layer.id });
      await page.flush();
      await zoomAway(page);
      const timing = await drawOnce(page, i);
      const why = notDrawn(c.layer, (await page.layers())[0], true);
      if (why) throw new Error(`${c.name}: ${why}`);
      if (run === 0) continue; // the first round pays for compiling the code paths
      draws[i]!.handled.push(timing.handled);
      draws[i]!.posted.push(timing.posted);
    }
  }
  return draws;
}

/**
 * One zoom step in on the drawn layer: the click, Leaflet's re-projection, the clusters redrawn for the new
 * view (on moveend) and the canvas painted. The page runs with reduced motion so the step is synchronous and
 * the time is the work, not Leaflet's 250 ms animation.
 */
async function measureZooms(page: MapPage, cases: Case[]): Promise<number[][]> {
  await load(page, cases);
  const times: number[][] = cases.map(() => []);
  for (let run = 0; run <= RUNS; run++) {
    for (const [i, c] of cases.entries()) {
      await drawOnce(page, i);
      const before = (await page.snapshot()).zoom;
      const took = await page.page.evaluate(async () => {
        const t0 = performance.now();
        document.querySelector('.leaflet-control-zoom-in').click();
        await new Promise((resolve) => window.requestAnimationFrame(resolve));
        return performance.now() - t0;
      });
      const after = (await page.snapshot()).zoom;
      if (after !== before + 1) throw new Error(`${c.name}: zoom went from ${before} to ${after}, not one step in`);
      const why = notDrawn(c.layer, (await page.layers())[0], false);
      if (why) throw new Error(`${c.name} after zooming in: ${why}`);
      if (run > 0) times[i]!.push(took);
    }
  }
  return times;
}

function checkClean(page: MapPage): void {
  const problems = [...page.pageErrors, ...page.invalidPosts.map((m) => `invalid post ${JSON.stringify(m)}`), ...page.strayRequests];
  if (problems.length > 0) throw new Error(`the page misbehaved: ${problems.join('; ')}`);
}

async function main(): Promise<void> {
  const js = readFileSync(path.join(repoRoot, 'dist', 'webview', 'main.js'), 'utf8');
  const minified = !js.slice(0, 2000).includes('\n  ');
  const real = planningAreas();
  const cases: Case[] = [
    { name: 'baseline: 10 points', layer: randomPoints(10) },
    { name: '5 000 points', layer: randomPoints(5000) },
    { name: `URA planning areas, ${vertices(real).toLocaleString('en')} vertices`, layer: real },
    { name: '', layer: planningAreasTo(real, TARGET_VERTICES) },
  ];
  cases[3]!.name = `the same + shifted copies, ${vertices(cases[3]!.layer).toLocaleString('en')} vertices`;
  // The page drops a layer its protocol check refuses without a word: say so here instead of timing out.
  for (const c of cases) if (!readPackedLayer(packLayer(c.layer))) throw new Error(`${c.name}: the page would refuse this layer`);

  const server = await PageServer.start();
  const browser = await launchBrowser({ headless: true });
  let draws: Draws[] = [];
  let zooms: number[][] = [];
  try {
    const page = await MapPage.open(browser, server, { viewport: { width: 1280, height: 800 } });
    await page.init();
    draws = await measureDraws(page, cases);
    checkClean(page);
    await page.close();

    const still = await MapPage.open(browser, server, { viewport: { width: 1280, height: 800 } });
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.reload();
    await still.init();
    zooms = await measureZooms(still, cases);
    checkClean(still);
    await still.close();
  } finally {
    await browser.close();
    await server.close();
  }

  const ms = (v: number): string => `${v.toFixed(1)} ms`.padStart(9);
  const width = Math.max(...cases.map((c) => c.name.length));
  const table = (title: string, series: number[][]): void => {
    console.log(title);
    const base = series[0]!;
    cases.forEach((c, i) => {
      const s = series[i]!;
      // Against the baseline drawn in the same round, a few seconds apart, then the median of those.
      const ratio = i === 0 ? '' : `  ×${median(s.map((v, r) => v / base[r]!)).toFixed(1)} baseline (×${(Math.min(...s) / Math.min(...base)).toFixed(1)} by min)`;
      console.log(`  ${c.name.padEnd(width)}  median ${ms(median(s))}  (min ${Math.min(...s).toFixed(1)}, max ${Math.max(...s).toFixed(1)})${ratio}`);
    });
  };
  console.log(`map app (${minified ? 'minified' : 'NOT minified: run node esbuild.mjs --production first'}): drawing a file's layer, fitted into view, ${RUNS} rounds, 1280×800`);
  // On a shared machine the minimum is the steadier figure: say how busy the machine was.
  console.log(`  load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  table('showLayer message → drawn on the canvas (the page\'s marks):', draws.map((d) => d.handled));
  table('posted → drawn (adds the message\'s copy and the protocol check):', draws.map((d) => d.posted));
  table('one zoom step in on the drawn layer → painted (reduced motion: no animation):', zooms);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
