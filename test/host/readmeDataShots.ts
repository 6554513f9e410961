// The README's screenshots of Show on Map, the planner's place search and Export Route, from the
// real workbench with the installed .vsix against the OneMap simulator (readmeScreenshots.ts runs these).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_USER, type Simulator } from '../simulator';
import { activeEditorText } from './editor';
import { extensionUnderTest } from './extensionUnderTest';
import { withSession, type Session } from './session';
import { leaveWebview, PlannerWebview, pollUntil } from './webview';
import { openFile, runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from './workbench';

async function signIn(page: Page): Promise<void> {
  await runCommand(page, 'OneMap: Sign In');
  await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
  await typeIntoInputBox(await waitForInputBox(page, /2\/2/), DEMO_USER.password);
  await waitForStatusBarText(page, 'onemap-vscode.onemap-vscode.onemap.account', `OneMap: ${DEMO_USER.email}`);
}

async function shot(session: Session, out: string, name: string): Promise<void> {
  copyFileSync(await session.screenshot(`readme-${name}`), join(out, `${name}.png`));
}

async function clearNotifications(page: Page): Promise<void> {
  await runCommand(page, 'Notifications: Clear All Notifications');
  await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
}

/** Answers a quick pick as a keyboard user: type to filter, Enter on the focused row. */
async function choose(page: Page, filter: string, label: string): Promise<void> {
  await page.keyboard.type(filter);
  await page.locator('.quick-input-list .monaco-list-row.focused').filter({ has: page.locator('.label-name', { hasText: label }) }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.keyboard.press('Enter');
}

export async function dataShots(out: string, sim: Simulator): Promise<void> {
  const settings = { 'onemap.baseUrl': sim.url, 'onemap.map.tileUrl': `${sim.url}/no-tiles/{style}/{z}/{x}/{y}.png`, 'workbench.colorTheme': 'Default Light Modern' };
  await withSession('readme-data', { ...extensionUnderTest(), settings }, async (session) => {
    const { page } = session;
    await page.setViewportSize({ width: 1600, height: 900 });
    await signIn(page);

    // Show on Map: 300 HDB carparks in SVY21, then the sample places beside them.
    await openFile(page, 'hdb-carparks.csv');
    await runCommand(page, 'OneMap: Show on Map');
    const planner = await new PlannerWebview(page, 'panel').waitForReady();
    await leaveWebview(page);
    await runCommand(page, 'View: Focus First Editor Group');
    await openFile(page, 'places.geojson');
    await runCommand(page, 'OneMap: Show on Map');
    await pollUntil(() => planner.frame.locator('.om-layer-row').count(), (n) => n === 2, 'two files on the map');
    await leaveWebview(page);
    await clearNotifications(page);
    await shot(session, out, 'show-on-map');

    // The planner's Start box: a postal code typed, OneMap's suggestions listed.
    await runCommand(page, 'OneMap: Open Route Planner');
    await planner.waitForReady();
    await planner.frame.getByRole('button', { name: 'Clear' }).click();
    const start = planner.frame.locator('.om-place--start input');
    await start.click();
    await start.pressSequentially('raffles', { delay: 30 });
    await planner.frame.getByRole('option').first().waitFor({ state: 'visible', timeout: 30_000 });
    await shot(session, out, 'search');
    await start.press('Escape');

    // Export Route… as GeoJSON into a new editor.
    for (const [which, text] of [['start', '1.3039454, 103.8408471'], ['end', '1.319728905, 103.8421581']] as const) {
      const input = planner.frame.locator(`.om-place--${which} input`);
      await input.fill(text);
      await input.press('Enter');
    }
    await planner.waitForSnapshot((s) => s.lines.length === 1, 'the walk drawn');
    await leaveWebview(page);
    await runCommand(page, 'OneMap: Export Route…');
    await choose(page, 'GeoJSON', 'GeoJSON');
    await choose(page, 'New Editor', 'Open in a New Editor');
    await pollUntil(() => activeEditorText(page).catch(() => ''), (text) => text.startsWith('{'), 'the exported GeoJSON');
    await clearNotifications(page);
    await shot(session, out, 'export');
    await runCommand(page, 'View: Revert and Close Editor');
  });
}
