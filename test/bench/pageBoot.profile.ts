// Profile, not a test: where the planner page's boot and its first draw of a file spend their time, in headless
// Chromium through CDP (CPU samples and the page's own metrics).
//   node esbuild.mjs && npm run package && node out/test/bench/pageBoot.profile.js [points|areas]  (the shipped bundle)
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { findFeatures } from '../../src/mapData';
import { LAYER_PALETTE } from '../../src/shared/layerPalette';
import type { DataLayer, MapFeature } from '../../src/shared/protocol/dataLayers';
import { packLayer } from '../../src/shared/protocol/layerWire';
import { launchBrowser } from '../host/browser';
import { repoRoot } from '../unit/repoRoot';
import { PageServer } from '../webview/harness';

declare const window: any;

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

function layerOf(kind: string): DataLayer {
  if (kind === 'areas') {
    const text = readFileSync(path.join(repoRoot, 'test/fixtures/real/large/ura-mp2019-planning-area-no-sea.geojson'), 'utf8');
    const features = findFeatures(text).features.map(({ shapes, label, properties }): MapFeature => ({ shapes, label, properties }));
    return { id: 'file-1', title: 'ura.geojson', colour: LAYER_PALETTE[0], features };
  }
  const features: MapFeature[] = [];
  for (let i = 0; i < 5195; i++) features.push({ shapes: [{ kind: 'point', lat: 1.25 + ((i * 7919) % 997) / 5000, lon: 103.65 + ((i * 104_729) % 1009) / 3000 }], label: `Stop ${i}`, properties: [['BusStopCode', String(i)]] });
  return { id: 'file-1', title: 'bus-stops.json', colour: LAYER_PALETTE[0], features };
}

function summarise(profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }, label: string): void {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byKey = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (t === 0) continue;
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    byKey.set(key, (byKey.get(key) ?? 0) + t);
  }
  const total = [...byKey.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${label}: ${(total / 1000).toFixed(0)} ms sampled; self time, top 25`);
  for (const [key, t] of [...byKey].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(t / 1000).toFixed(1).padStart(8)} ms  ${key}`);
}

async function main(): Promise<void> {
  const kind = process.argv[2] ?? 'points';
  const server = await PageServer.start();
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 900, height: 720 } });
  const page = await context.newPage();
  const posted: Array<{ type: string; at: number }> = [];
  await page.exposeFunction('__standInPost', (message: { type: string }, at: number) => posted.push({ type: message.type, at }));
  await page.addInitScript(() => {
    window.acquireVsCodeApi = () => ({ postMessage: (m: unknown) => window.__standInPost(m, performance.now()), getState: () => undefined, setState: () => undefined });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.start');
  await page.goto(server.origin);
  while (!posted.some((m) => m.type === 'ready')) await new Promise((r) => setTimeout(r, 10));
  const boot = (await cdp.send('Profiler.stop')).profile as never;
  const timing = await page.evaluate(() => {
    const nav = (performance as any).getEntriesByType('navigation')[0];
    const res = (performance as any).getEntriesByType('resource').map((r: any) => `${r.name.split('/').pop()} ${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)}`);
    return { domInteractive: nav.domInteractive, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, res };
  });
  console.log(`ready posted at ${posted.find((m) => m.type === 'ready')!.at.toFixed(0)} ms; nav`, timing);
  const metrics = (await cdp.send('Performance.getMetrics')).metrics.filter((m: { name: string }) => /Duration|Nodes|JSHeapUsed/.test(m.name));
  console.log(metrics.map((m: { name: string; value: number }) => `${m.name}=${m.value < 100 ? (m.value * 1000).toFixed(0) + 'ms' : m.value}`).join(' '));
  summarise(boot, 'boot to ready');

  await cdp.send('Profiler.start');
  const layer = packLayer(layerOf(kind));
  const sent = await page.evaluate(
    ({ layer, tiles }) => {
      const t = performance.now();
      window.postMessage({ type: 'init', tileUrlTemplate: tiles }, '*');
      window.postMessage({ type: 'showLayer', layer, fit: true }, '*');
      return t;
    },
    { layer, tiles: server.tileTemplate() },
  );
  while (!posted.some((m) => m.type === 'layerDrawn')) await new Promise((r) => setTimeout(r, 10));
  const draw = (await cdp.send('Profiler.stop')).profile as never;
  console.log(`\nlayerDrawn ${(posted.find((m) => m.type === 'layerDrawn')!.at - sent).toFixed(0)} ms after init+showLayer`);
  summarise(draw, 'init + showLayer to layerDrawn');
  await browser.close();
  await server.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
