// The README's screenshot of Geocode Addresses: MOE's schools geocoded by name in the installed .vsix against
// the OneMap simulator, then Resolve Ambiguous Rows offering OneMap's candidates for the school that matched two
// places. readmeScreenshots.ts runs it with the others; `node out/test/host/readmeGeocodeShots.js` runs it alone.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USER, startSimulator, type Simulator } from '../simulator';
import { activeEditorText, focusActiveEditor } from './editor';
import { extensionUnderTest } from './extensionUnderTest';
import { repoRoot } from './paths';
import { withSession } from './session';
import { pollUntil } from './webview';
import { openFile, pickQuickPickItem, runCommand, typeIntoInputBox, waitForInputBox, waitForNotification, waitForStatusBarText } from './workbench';

export async function geocodeShots(out: string, sim: Simulator): Promise<void> {
  const settings = { 'onemap.baseUrl': sim.url, 'workbench.colorTheme': 'Default Light Modern' };
  await withSession('readme-geocode', { ...extensionUnderTest(), settings }, async (session) => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 810 });
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, 'onemap-vscode.onemap-vscode.onemap.account', `OneMap: ${DEMO_USER.email}`);
    await openFile(page, 'moe-schools.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
    await runCommand(page, 'OneMap: Geocode Addresses…');
    const row = (label: string) => page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }) }).first();
    await row('postal_code').click();
    await row('school_name').click();
    await page.keyboard.press('Enter');
    await pickQuickPickItem(page, 'WGS84 latitude and longitude');
    await waitForNotification(page, /^Geocoded:/, 60_000);
    await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the geocoded rows');
    await runCommand(page, 'Notifications: Clear All Notifications');
    // The added columns are at the end of long rows: the view scrolled there.
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await runCommand(page, 'OneMap: Resolve Ambiguous Rows…');
    await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ hasText: '738907' }).first().waitFor({ timeout: 60_000 });
    copyFileSync(await session.screenshot('readme-geocode'), join(out, 'geocode.png'));
    await page.keyboard.press('Escape');
  });
}

if (require.main === module) {
  void (async () => {
    const out = join(repoRoot, 'media', 'screenshots');
    mkdirSync(out, { recursive: true });
    const sim = await startSimulator();
    try {
      await geocodeShots(out, sim);
    } finally {
      await sim.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
