// Screenshots of the bundled map app with recorded answers drawn, in light and dark, editor and side-panel
// widths: `node out/test/webview/screenshots.js [folder]` after `node esbuild.mjs`. Written to the folder given,
// or .vscode-test/screenshots/.
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { launchBrowser } from '../host/browser';
import { repoRoot } from '../unit/repoRoot';
import { drive2025, legacy2019, ptBus2023 } from '../unit/samples';
import { answer, JELITA, ORCHARD, showRoute } from './flows';
import { MapPage, PageServer } from './harness';

const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '.vscode-test', 'screenshots'));

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await PageServer.start();
  const browser = await launchBrowser({ headless: true });
  const written: string[] = [];
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, viewport] of [['editor', { width: 1200, height: 800 }], ['sidepanel', { width: 320, height: 700 }]] as const) {
        // The recorded 2025 drive (a few metres), then the longer pre-2020 drive for a route worth seeing.
        let page = await MapPage.open(browser, server, { theme, viewport });
        await page.init({ account: { signedIn: true, email: 'someone@example.com' } });
        await showRoute(page, drive2025());
        await page.page.waitForTimeout(600); // tiles fade in
        written.push(await shoot(page, `webview-drive2025-${name}-${theme}.png`));
        const legacy = legacy2019();
        const [a, b] = legacy.via_points;
        await showRoute(page, legacy, { start: { lat: a[0], lon: a[1] }, end: { lat: 1.2959, lon: 103.8247 } });
        await page.page.locator('.om-step').first().click();
        await page.page.waitForTimeout(700);
        written.push(await shoot(page, `webview-drive-legacy-${name}-${theme}.png`));
        void b;
        await page.close();

        page = await MapPage.open(browser, server, { theme, viewport });
        await page.init({ account: { signedIn: false } });
        const from = page.posted.length;
        await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
        await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
        const plan = await page.waitForPlan(from);
        await answer(page, plan, ptBus2023());
        await page.page.waitForTimeout(600);
        written.push(await shoot(page, `webview-pt-${name}-${theme}.png`));
        await page.close();
      }
    }
    // Problems as the panel shows them: fields at fault, and OneMap refusing the token.
    const page = await MapPage.open(browser, server, { theme: 'light', viewport: { width: 320, height: 700 } });
    await page.init({ account: { signedIn: false } });
    await showRoute(page, drive2025());
    const from = page.posted.length;
    await page.page.locator('label.om-segment', { hasText: 'Walk' }).click();
    const plan = await page.waitForPlan(from);
    await page.send({
      type: 'routeError',
      requestId: plan.requestId,
      kind: 'auth',
      status: 401,
      message: 'Sign in again: OneMap did not accept the access token (Token has expired).',
      action: 'signIn',
    });
    await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
    for (const [field, value] of [['date', ''], ['maxWalkDistance', '-5']]) {
      await page.page.locator(`[data-field="${field}"]`).fill(value!);
      await page.page.locator(`[data-field="${field}"]`).dispatchEvent('change');
    }
    await page.page.getByRole('button', { name: 'Plan route' }).click();
    await page.page.waitForTimeout(600);
    written.push(await shoot(page, 'webview-problems-sidepanel-light.png'));
    await page.close();

    // A far date questioned before planning, and the basemap out of reach, at both widths.
    for (const [name, viewport] of [['editor', { width: 1200, height: 800 }], ['sidepanel', { width: 320, height: 700 }]] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const asking = await MapPage.open(browser, server, { theme, viewport });
        await asking.init({ tileUrlTemplate: server.tileTemplate('missing'), account: { signedIn: true, email: 'someone@example.com' } });
        await showRoute(asking, drive2025());
        await asking.page.locator('label.om-segment', { hasText: 'Transit' }).click();
        await asking.page.locator('[data-field="date"]').fill('2020-11-30');
        await asking.page.locator('[data-field="date"]').dispatchEvent('change');
        await asking.page.getByRole('button', { name: 'Plan route' }).click();
        await asking.page.locator('.om-confirm').waitFor({ state: 'visible' });
        written.push(await shoot(asking, `webview-confirm-offline-${name}-${theme}.png`));
        await asking.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  for (const file of written) console.log(file);
}

async function shoot(page: MapPage, name: string): Promise<string> {
  const file = path.join(outDir, name);
  await page.page.screenshot({ path: file, fullPage: true });
  return file;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
