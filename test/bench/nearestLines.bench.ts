// Benchmark, not a test: how long the bundled map app takes to draw Add Nearest Places' lines for 100 000 rows
// (one line each to one of 200 stations) beside a 10-line layer drawn by the same page in the same run (the
// baseline, as the files' bench has a 10-point layer): the ratio is the figure. Also the message's size as
// VS Code carries it (JSON). Figures are printed, never asserted. `ROWS=10000` draws fewer.
// Run after a production build: `node esbuild.mjs --production && node out/test/bench/nearestLines.bench.js`.
import { LAYER_PALETTE } from '../../src/shared/layerPalette';
import type { NearestLayer } from '../../src/shared/protocol/nearestLines';
import { launchBrowser } from '../host/browser';
import { MapPage, PageServer } from '../webview/harness';

declare const window: any;
declare const performance: any;
declare const requestAnimationFrame: (callback: (time: number) => void) => number;

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = 3;

function random(seed: number): () => number {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

function layers(): { lines: NearestLayer; small: NearestLayer } {
  const next = random(20_261_128);
  const stations = Array.from({ length: 200 }, () => [1.27 + 0.16 * next(), 103.68 + 0.3 * next()] as const);
  const lines: NearestLayer = { id: 'nearest-1', title: 'rows.csv: nearest MRT/LRT station', colour: LAYER_PALETTE[2], coords: [], labels: [], names: stations.map((_, i) => `STATION ${i}`), nearest: [], metres: [] };
  for (let i = 0; i < ROWS; i++) {
    const lat = Math.round((1.25 + 0.2 * next()) * 1e7) / 1e7;
    const lon = Math.round((103.65 + 0.35 * next()) * 1e7) / 1e7;
    const s = Math.floor(next() * stations.length);
    lines.coords.push(lat, lon, Math.round(stations[s]![0] * 1e7) / 1e7, Math.round(stations[s]![1] * 1e7) / 1e7);
    lines.labels.push(`BLK ${i + 1}`);
    lines.nearest.push(s);
    lines.metres.push(Math.round(next() * 3000));
  }
  const small: NearestLayer = { ...lines, id: 'nearest-2', coords: lines.coords.slice(0, 40), labels: lines.labels.slice(0, 10), nearest: lines.nearest.slice(0, 10), metres: lines.metres.slice(0, 10) };
  return { lines, small };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** Posts what the page holds as `window.__bench[key]` and waits for `mark`; ms from the post to the frame after it painted. */
function drawOnce(page: MapPage, key: 'lines' | 'small'): Promise<number> {
  const mark = 'onemap:nearest-drawn';
  return page.page.evaluate(
    async ({ key, mark }) => {
      performance.clearMarks(mark);
      const t0 = performance.now();
      window.postMessage({ type: 'showNearest', layer: window.__bench[key], fit: true }, '*');
      const deadline = Date.now() + 60_000;
      while (performance.getEntriesByName(mark).length === 0) {
        if (Date.now() > deadline) throw new Error(`the page never marked ${mark}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      // The mark is taken in an animation frame, before that frame paints: a canvas's drawing is rasterised at
      // the paint, on the page's thread, so the time runs on to the next frame's start, when it is on screen.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - t0;
    },
    { key, mark },
  );
}

async function main(): Promise<void> {
  const { lines, small } = layers();
  console.log(`message size (JSON): ${ROWS.toLocaleString('en')} lines ${(JSON.stringify(lines).length / 1e6).toFixed(1)} MB`);
  const server = await PageServer.start();
  const browser = await launchBrowser({ headless: true });
  try {
    const page = await MapPage.open(browser, server, { viewport: { width: 1280, height: 800 } });
    await page.init();
    await page.page.evaluate((b) => (window.__bench = b), { lines, small });
    const drawn: Record<'lines' | 'small', number[]> = { lines: [], small: [] };
    for (let run = 0; run <= RUNS; run++) {
      for (const key of ['small', 'lines'] as const) {
        // Each drawn on an empty map: the other layer's redraw on the fit is not this one's cost.
        for (const other of ['nearest-1', 'nearest-2']) await page.send({ type: 'removeLayer', layerId: other });
        await page.flush();
        const ms = await drawOnce(page, key);
        if (run > 0) drawn[key].push(ms); // the first round pays for compiling the code paths
      }
    }
    const [l, b] = [median(drawn.lines), median(drawn.small)];
    console.log(`draw, post to painted frame (median of ${RUNS}): ${ROWS.toLocaleString('en')} lines ${l.toFixed(0)} ms; 10 lines ${b.toFixed(0)} ms; ratio ${(l / b).toFixed(1)}`);
    await page.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
