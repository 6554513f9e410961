// Takes the README's screenshots from the real workbench: `node out/test/host/readmeScreenshots.js`
// (after `node esbuild.mjs`). Writes media/screenshots/*.png: the converter, and the planner in the side view
// and the editor panel at once, in a light and a dark theme; then Show on Map, search and Export Route
// (readmeDataShots.ts), Geocode Addresses, Add Planning Area, and the hover's planning area with Export Theme…
// (readmeThemeShots.ts). The basemap is offline here, as in every test run, so the planner shows the outline it
// draws when OneMap's tiles cannot load.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { withSession } from './session';
import { openFile, pickQuickPickItem, runCommand } from './workbench';
import { activeEditorText, selectRange } from './editor';
import { extensionUnderTest } from './extensionUnderTest';
import { leaveWebview, PlannerWebview, pollUntil } from './webview';
import { typeIntoInputBox, waitForInputBox, waitForStatusBarText } from './workbench';
import { DEMO_USER, startSimulator } from '../simulator';
import { dataShots } from './readmeDataShots';
import { geocodeShots } from './readmeGeocodeShots';
import { planningAreaShots, planningAreaYearShots } from './readmePlanningAreaShots';
import { themeShots } from './readmeThemeShots';

async function main(): Promise<void> {
  const out = join(repoRoot, 'media', 'screenshots');
  mkdirSync(out, { recursive: true });
  await withSession('readme-convert', { extensionDevelopmentPath: repoRoot }, async (session) => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 720 });
    await openFile(page, 'places.csv');
    // Select the latitude/longitude block of the six rows, then convert as a user would.
    await selectRange(page, { line: 2, column: 1 }, { line: 7, column: 51 });
    const before = await activeEditorText(page);
    await runCommand(page, 'OneMap: Convert Coordinates…');
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'EPSG:3414' }).first().waitFor();
    copyFileSync(await session.screenshot('readme-convert-pick'), join(out, 'convert-pick.png'));
    await pickQuickPickItem(page, 'EPSG:3414');
    await pollUntil(() => activeEditorText(page), (text) => text !== before, 'the converted text');
    copyFileSync(await session.screenshot('readme-convert'), join(out, 'convert.png'));
  });
  await plannerShots(out);
  await planningAreaShots(out);
  const sim = await startSimulator();
  try {
    await dataShots(out, sim);
    await geocodeShots(out, sim);
    await planningAreaYearShots(out, sim);
    await themeShots(out, sim);
  } finally {
    await sim.close();
  }
}

async function plannerShots(out: string): Promise<void> {
  const sim = await startSimulator();
  try {
    for (const [theme, colorTheme] of [['light', 'Default Light Modern'], ['dark', 'Default Dark Modern']] as const) {
      const settings = { 'onemap.baseUrl': sim.url, 'onemap.map.tileUrl': `${sim.url}/no-tiles/{style}/{z}/{x}/{y}.png`, 'workbench.colorTheme': colorTheme };
      // The installed .vsix (run `npm run package` first; ONEMAP_TEST_FROM=dev loads this folder instead).
      await withSession(`readme-planner-${theme}`, { ...extensionUnderTest(), settings }, async (session) => {
        const { page } = session;
        await page.setViewportSize({ width: 1440, height: 810 });
        await runCommand(page, 'OneMap: Sign In');
        await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
        await typeIntoInputBox(await waitForInputBox(page, /2\/2/), DEMO_USER.password);
        await waitForStatusBarText(page, 'onemap-vscode.onemap-vscode.onemap.account', `OneMap: ${DEMO_USER.email}`);
        await runCommand(page, 'OneMap: Open Route Planner');
        const panel = await new PlannerWebview(page, 'panel').waitForReady();
        await page.locator('.part.activitybar').getByRole('tab', { name: /^OneMap/ }).click();
        const view = await new PlannerWebview(page, 'view').waitForReady();
        // From Marina Bay to Sentosa: the coast and the islands of the offline outline are in view.
        for (const [which, text] of [['start', '1.28180, 103.85410'], ['end', '1.25100, 103.81900']] as const) {
          const input = panel.frame.locator(`.om-place--${which} input`);
          await input.fill(text);
          await input.press('Enter');
        }
        await panel.chooseMode('Drive');
        await panel.waitForSnapshot((s) => s.lines.length >= 1, 'the drive in the panel');
        await view.waitForSnapshot((s) => s.lines.length >= 1, 'the drive in the side view');
        await leaveWebview(page);
        await runCommand(page, 'Notifications: Clear All Notifications');
        await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
        await page.mouse.move(0, 400);
        copyFileSync(await session.screenshot(`readme-planner-${theme}`), join(out, `planner-${theme}.png`));
      });
    }
  } finally {
    await sim.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
