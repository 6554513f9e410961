// Profile, not a test: where Show on Map's time goes with the planner closed, in code-server through Playwright,
// in ms from the command's Enter on one clock (epoch): VS Code's outer webview frame made and loaded, the
// page's document (fake.html) fetched, its styles and bundle loaded, the bundle run ('onemap:script'), the
// app built and `ready` posted, the first state's tiles asked (firstImage), the layer's arrival and its drawing
// (the page's performance marks). Measured 2026-11-26: after an earlier webview was disposed, about 1 s passes
// between the outer frame's load and the document's fetch, VS Code's own wait for its service worker
// (pre/index.html awaits workerReady), which an empty panel pays too; the first webview of a window has none.
// Each run starts from an empty map, as the bench's: a layer left from the run before would be sent to the new
// page first and drawn before the file's own (measured 2026-11-28: that was the "200-500 ms after ready"; with
// the map emptied, the file's layer arrives 10-60 ms after the page's ready, right behind `init`). The page's
// marks are all printed (p:…, arrived-<type> when a message reached the page); ONEMAP_CHROME_TRACE=<prefix>
// writes a Chromium trace of each run (CPU samples included) to <prefix>-<file>-<run>.json.
//   node esbuild.mjs && ONEMAP_TEST_FROM=dev [ONEMAP_TIMELINE_FILES=ura] node out/test/bench/host/showOnMapTimeline.js [runs]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { extensionUnderTest } from '../../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../../host/offline';
import { repoRoot } from '../../host/paths';
import { startSession } from '../../host/session';
import { leaveWebview, pollUntil, webviewContent, webviewElement } from '../../host/webview';
import { openFile, runCommand } from '../../host/workbench';
import { busStops, subzones } from './mapFiles';


const epoch = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

async function once(page: Page, file: string, browser?: Browser, tracePath?: string): Promise<Record<string, number>> {
  await leaveWebview(page);
  await runCommand(page, 'View: Close All Editor Groups');
  await page.waitForTimeout(1500);
  await openFile(page, file);
  await runCommand(page, 'View: Focus First Editor Group');
  // The palette open with the command chosen; the clock starts at Enter.
  await page.keyboard.press('F1');
  await page.locator('.quick-input-widget .quick-input-box input').pressSequentially('OneMap: Show on Map', { delay: 5 });
  await page.locator('.quick-input-widget .quick-input-list .monaco-list-row.focused', { hasText: 'OneMap: Show on Map' }).first().waitFor({ state: 'visible' });
  if (browser && tracePath) await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink', 'disabled-by-default-v8.cpu_profiler'] });
  const t0 = await epoch(page);
  await page.keyboard.press('Enter');
  const inner = webviewContent(page, 'panel');
  await pollUntil(() => inner.locator('body').evaluate(() => performance.getEntriesByName('onemap:layer-drawn').length).catch(() => 0), (n) => n > 0, 'the layer drawn', 60_000);
  if (browser && tracePath) await browser.stopTracing();
  const outer = await webviewElement(page, 'panel').contentFrame().locator('body').evaluate(() => {
    const nav = (performance as any).getEntriesByType('navigation')[0];
    return { origin: performance.timeOrigin, fetchStart: nav?.fetchStart ?? 0, loaded: nav?.loadEventEnd ?? 0 };
  });
  const page2 = await inner.locator('body').evaluate(() => {
    const nav = (performance as any).getEntriesByType('navigation')[0];
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const res = Object.fromEntries(
      ((performance as any).getEntriesByType('resource') as any[]).map((r) => [r.name.split('/').pop().split('?')[0], [r.startTime, r.responseEnd]]),
    );
    return {
      origin: performance.timeOrigin,
      fetchStart: nav?.fetchStart ?? NaN,
      responseEnd: nav?.responseEnd ?? NaN,
      script: at('onemap:script'),
      ready: at('onemap:ready'),
      layer: at('onemap:layer-message'),
      drawn: at('onemap:layer-drawn'),
      res,
      marks: (performance.getEntriesByType('mark') as any[]).filter((m) => m.name.startsWith('onemap:')).map((m) => [m.name, m.startTime]),
    };
  });
  const o = (t: number) => Math.round(outer.origin + t - t0);
  const p = (t: number) => Math.round(page2.origin + t - t0);
  const row: Record<string, number> = {
    outerCreated: o(0),
    outerLoaded: o(outer.loaded),
    fakeFetch: p(page2.fetchStart),
    fakeLoaded: p(page2.responseEnd),
    script: p(page2.script),
    ready: p(page2.ready),
    layer: p(page2.layer),
    drawn: p(page2.drawn),
  };
  for (const [name, at] of page2.marks as Array<[string, number]>) row['p:' + name.slice(7)] = p(at);
  for (const [name, [start, end]] of Object.entries(page2.res as Record<string, [number, number]>)) {
    if (/main\.(js|css)|leaflet\.css/.test(name)) row[name] = p(end);
    else if (/\.png$/.test(name)) {
      row['firstImage'] = Math.min(row['firstImage'] ?? Infinity, p(start));
      row['lastImageEnd'] = Math.max(row['lastImageEnd'] ?? 0, p(end));
    }
  }
  // Every layer off the map, as the bench's clearShownFiles: the next run's planner is sent only its own file.
  await inner.locator('body').evaluate((body: any) => body.querySelectorAll('.om-layer-remove').forEach((button: any) => button.click()));
  await page.waitForTimeout(300);
  return row;
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const folder = mkdtempSync(join(tmpdir(), 'onemap-timeline-'));
  const fixtures = join(repoRoot, 'test/fixtures/real');
  const file = basename(busStops(fixtures, folder).path);
  const areas = basename(subzones(fixtures, folder).path);
  writeFileSync(join(folder, 'stops-300.json'), readFileSync(join(repoRoot, 'test/fixtures/real/lta-datamall-bus-stops.json')));
  const session = await startSession({ label: 'timeline', folder, ...extensionUnderTest(), settings: OFFLINE_SETTINGS });
  try {
    await session.page.setViewportSize({ width: 1600, height: 900 });
    await refuseInternet(session);
    // ONEMAP_TIMELINE_FILES=ura (a part of a file's name) profiles only the files named.
    const only = process.env.ONEMAP_TIMELINE_FILES?.split(',');
    for (const name of [file, 'stops-300.json', areas].filter((n) => !only || only.some((part) => n.includes(part)))) {
      for (let i = 0; i < runs; i++) console.log(name, JSON.stringify(await once(session.page, name, session.browser, process.env.ONEMAP_CHROME_TRACE ? `${process.env.ONEMAP_CHROME_TRACE}-${name}-${i}.json` : undefined)));
    }
  } finally {
    await session.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
