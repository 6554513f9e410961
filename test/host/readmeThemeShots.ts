// The README's screenshots of OneMap's own layers that the map alone cannot show: the hover naming a point's
// planning area (with OneMap's address, signed in), and Export Theme…'s GeoJSON in an editor beside the map.
// The installed .vsix against the OneMap simulator, signed in as the demo user. readmeScreenshots.ts runs it
// with the others; `node out/test/host/readmeThemeShots.js` runs it alone (after `npm run package` and
// `node esbuild.mjs`).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_USER, startSimulator, type Simulator } from '../simulator';
import { activeEditorText } from './editor';
import { extensionUnderTest } from './extensionUnderTest';
import { repoRoot } from './paths';
import { withSession, type Session } from './session';
import { leaveWebview, PlannerWebview, pollUntil } from './webview';
import { openFile, pick, runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from './workbench';

async function shot(session: Session, out: string, name: string): Promise<void> {
  copyFileSync(await session.screenshot(`readme-${name}`), join(out, `${name}.png`));
}

async function clearNotifications(page: Page): Promise<void> {
  await runCommand(page, 'Notifications: Clear All Notifications');
  await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
}


/** The map's theme layers, as its page reports them: [title, records]. */
function themeLayers(planner: PlannerWebview): Promise<[string, number][]> {
  return planner.frame.locator('body').evaluate(() => ((globalThis as any).__onemapMapDebug.layers() as any[]).map((l) => [l.title, l.features] as [string, number]));
}

export async function themeShots(out: string, sim: Simulator): Promise<void> {
  const settings = { 'onemap.baseUrl': sim.url, 'onemap.map.tileUrl': `${sim.url}/no-tiles/{style}/{z}/{x}/{y}.png`, 'workbench.colorTheme': 'Default Light Modern', 'editor.wordWrap': 'on' };
  await withSession('readme-themes', { ...extensionUnderTest(), settings }, async (session) => {
    const { page } = session;
    await page.setViewportSize({ width: 1600, height: 900 });
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, 'onemap-vscode.onemap-vscode.onemap.account', `OneMap: ${DEMO_USER.email}`);
    await clearNotifications(page);

    // The hover over a pair: the other systems, the planning area (offline) and OneMap's address (signed in).
    await openFile(page, 'ui/hover.txt');
    const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: /Planning area: NEWTON/ }).filter({ hasText: /CAVENAGH/ });
    await pollUntil(async () => {
      await page.mouse.move(0, 0);
      const box = await page.locator('.view-lines .view-line span', { hasText: '103.8408471' }).last().boundingBox();
      if (box) await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      // The hover waits for the mouse to rest and OneMap to answer: each aim is given time before the next.
      return hover.first().waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false);
    }, (shown) => shown, 'the hover with the planning area and the address', 60_000);
    // The hover fades in: the picture waits until it and everything around it is fully opaque.
    const opacity = () => hover.first().evaluate((element: any) => {
      let product = 1;
      for (let at = element; at; at = at.parentElement) product *= Number((globalThis as any).getComputedStyle(at).opacity);
      return product;
    });
    await pollUntil(opacity, (value) => value === 1, 'the hover fully opaque');
    await shot(session, out, 'hover');
    await page.mouse.move(0, 0);
    await hover.first().waitFor({ state: 'hidden' });

    // A polygon theme and a point theme on the map beside the file, then Export Theme… from the file's group:
    // the GeoJSON takes the file's place, the map stays in view.
    await runCommand(page, 'OneMap: Add Theme to Map…');
    await pick(page, 'zone areas', 'Liquor Control Zone areas (simulator)');
    const planner = await new PlannerWebview(page, 'panel').waitForReady(60_000);
    // Room for the map, over 440 px wide (where the layer list stays open with the themes' names and owners),
    // and for the GeoJSON's long lines (one feature a line), wrapped to be read whole.
    await leaveWebview(page);
    await runCommand(page, 'View: Close Primary Side Bar');
    await runCommand(page, 'OneMap: Open Route Planner');
    await leaveWebview(page);
    await runCommand(page, 'Increase Editor Width');
    await runCommand(page, 'Increase Editor Width');
    // The points last: the map fits the theme added last, and the kindergartens' bounds hold the zones too.
    await runCommand(page, 'OneMap: Add Theme to Map…');
    await pick(page, 'kindergar', 'Kindergartens');
    const expected = JSON.stringify([['Liquor Control Zone areas (simulator)', 2], ['Kindergartens', 2]]);
    await pollUntil(() => themeLayers(planner), (shown) => JSON.stringify(shown) === expected, 'both themes on the map');
    // The fit leaves the north-east kindergarten under the layer list (its padding does not count the list):
    // one step out, as a user would, brings every place into sight.
    const fitted = (await planner.snapshot()).zoom;
    await planner.frame.getByRole('button', { name: 'Zoom out' }).click();
    await pollUntil(() => planner.snapshot(), (view) => view.zoom === fitted - 1, 'the map one step out');
    await leaveWebview(page);
    await runCommand(page, 'View: Focus First Editor Group');
    await runCommand(page, 'OneMap: Export Theme…');
    await pick(page, '', 'Kindergartens');
    await pick(page, '', 'GeoJSON');
    await pick(page, '', 'WGS84');
    await pollUntil(() => activeEditorText(page).catch(() => ''), (text) => text.includes('"FeatureCollection"'), 'the exported GeoJSON');
    await pollUntil(() => themeLayers(planner), (shown) => JSON.stringify(shown) === expected, 'the map still in view beside it');
    await planner.frame.getByRole('checkbox', { name: 'Show Kindergartens' }).waitFor({ state: 'visible' });
    await clearNotifications(page);
    await page.mouse.move(0, 0);
    await shot(session, out, 'theme-export');
  });
}

if (require.main === module) {
  void (async () => {
    const out = join(repoRoot, 'media', 'screenshots');
    mkdirSync(out, { recursive: true });
    const sim = await startSimulator();
    try {
      await themeShots(out, sim);
    } finally {
      await sim.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
