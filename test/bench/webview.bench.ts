// Benchmark, not a test: how long the bundled map app takes to decode and draw a 10 000-point route, from the
// message's arrival to the path drawn (performance marks inside the page) and to the next painted frame,
// median of several runs; and the size of the bundle the webview loads. Figures are printed, never asserted.
// Run after a production build: `node esbuild.mjs --production && node out/test/bench/webview.bench.js`.
import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as polyline from '@mapbox/polyline';
import { launchBrowser } from '../host/browser';
import { repoRoot } from '../unit/repoRoot';
import { MapPage, PageServer } from '../webview/harness';
import { benchThemeDraw, type ThemeDrawTiming } from './themeDraw';

declare const window: any;
declare const performance: any;

const POINTS = 10_000;
const RUNS = 9;

/** A winding path across Singapore, west to east, every point inside the basemap's bounds. */
function syntheticPath(count: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const lon = 103.65 + 0.33 * t + 0.004 * Math.sin(t * 400);
    const lat = 1.33 + 0.05 * Math.sin(t * Math.PI * 3) + 0.004 * Math.cos(t * 370);
    points.push([lat, lon]);
  }
  return points;
}

function roadResponse(encoded: string, path: [number, number][]): unknown {
  const instructions = Array.from({ length: 60 }, (_, i) => {
    const [lat, lon] = path[Math.floor((i / 59) * (path.length - 1))]!;
    return ['Straight', `ROAD ${i}`, 500, `${lat},${lon}`, 40, '500m', 'East', 'East', 'driving', `Continue On Road ${i}`];
  });
  return {
    status_message: 'Found route between points',
    status: 0,
    route_geometry: encoded,
    route_instructions: instructions,
    route_name: ['ROAD 0'],
    route_summary: { start_point: 'ROAD 0', end_point: 'ROAD 59', total_time: 2400, total_distance: 38_000 },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const dist = path.join(repoRoot, 'dist', 'webview');
  const js = readFileSync(path.join(dist, 'main.js'));
  const minified = !js.toString('utf8', 0, 2000).includes('\n  ');
  const sizes = ['main.js', 'main.css', 'leaflet.css'].map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, size: statSync(path.join(dist, file)).size, gzip: gzipSync(bytes).length };
  });

  const route = syntheticPath(POINTS);
  const encoded = polyline.encode(route, 5);
  const response = roadResponse(encoded, route);

  const server = await PageServer.start();
  const browser = await launchBrowser({ headless: true });
  const handled: number[] = [];
  const painted: number[] = [];
  let theme: ThemeDrawTiming | undefined;
  try {
    const page = await MapPage.open(browser, server, { viewport: { width: 1280, height: 800 } });
    await page.init();
    for (let run = 0; run <= RUNS; run++) {
      const from = page.posted.length;
      // A slightly different end each time, so each run is a new request the page waits for.
      await page.send({ type: 'setPoints', start: { lat: route[0]![0], lon: route[0]![1] }, end: { lat: 1.35, lon: 103.98 + run * 1e-4 }, routeType: 'drive' });
      const plan = await page.waitForPlan(from);
      const { type: _type, requestId, ...request } = plan;
      const timing = await page.page.evaluate(
        async ({ message }) => {
          const t0 = performance.now();
          window.postMessage(message, '*');
          // The message is handled in a task of its own; two frames later the drawing has been painted.
          await new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
          const painted = performance.now() - t0;
          const measure = performance.measure('onemap:draw', 'onemap:message', 'onemap:drawn');
          return { handled: measure.duration, painted, points: window.__onemapMapDebug.snapshot().lines[0]?.length ?? 0 };
        },
        { message: { type: 'routeResult', requestId, plan: request, response } },
      );
      if (timing.points !== POINTS) throw new Error(`drew ${timing.points} points, not ${POINTS}`);
      if (run === 0) continue; // the first run pays for compiling the code paths
      handled.push(timing.handled);
      painted.push(timing.painted);
    }
    theme = await benchThemeDraw(page, RUNS);
    await page.close();
  } finally {
    await browser.close();
    await server.close();
  }

  console.log(`webview: decode and draw a ${POINTS.toLocaleString('en')}-point route (${kb(encoded.length)} encoded), ${RUNS} runs`);
  console.log(`  message → drawn (performance marks): median ${median(handled).toFixed(1)} ms, min ${Math.min(...handled).toFixed(1)}, max ${Math.max(...handled).toFixed(1)}`);
  console.log(`  message → painted (two frames):      median ${median(painted).toFixed(1)} ms, min ${Math.min(...painted).toFixed(1)}, max ${Math.max(...painted).toFixed(1)}`);
  console.log(`  target: under 100 ms`);
  if (theme) {
    const stats = (ms: number[]) => `median ${median(ms).toFixed(1)} ms, min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)}`;
    console.log(`webview: draw a ${theme.records.toLocaleString('en')}-record OneMap theme (BUS_STOPS, ${kb(theme.answerBytes)} answer), ${RUNS} runs`);
    console.log(`  host: answer read into the layer and packed (${kb(theme.postedBytes)} posted): ${stats(theme.hostMs)}`);
    console.log(`  posted → handled (clone, parse and check): ${stats(theme.handledMs)}`);
    console.log(`  message → drawn (performance marks): ${stats(theme.drawnMs)}`);
    console.log(`  posted → painted (checked, drawn, next frame): ${stats(theme.paintedMs)}`);
    console.log(`  target: under 200 ms`);
  }
  console.log(`bundle (${minified ? 'minified' : 'NOT minified: run node esbuild.mjs --production first'}):`);
  for (const { file, size, gzip } of sizes) console.log(`  dist/webview/${file.padEnd(12)} ${kb(size).padStart(9)}  (gzip ${kb(gzip)})`);
  const total = sizes.reduce((sum, s) => sum + s.size, 0);
  console.log(`  total ${kb(total)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
