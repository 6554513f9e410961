// The README's screenshot of Add Planning Area: the sample workspace's HDB car parks (SVY21) given Master Plan
// 2019's planning area and region in the installed .vsix, seen from the end of the first rows, with the message
// that counts them. Offline: no simulator, no sign-in. And the planning-areas layer's Master Plan picker, signed
// in against the OneMap simulator, with 2014 drawn from its answer. readmeScreenshots.ts runs them with the
// others; `node out/test/host/readmePlanningAreaShots.js` runs them alone.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USER, startSimulator, type Simulator } from '../simulator';
import { activeEditorText, focusActiveEditor } from './editor';
import { extensionUnderTest } from './extensionUnderTest';
import { repoRoot } from './paths';
import { withSession } from './session';
import { PlannerWebview, pollUntil } from './webview';
import { openFile, pickQuickPickItem, runCommand, typeIntoInputBox, waitForInputBox, waitForNotification, waitForStatusBarText } from './workbench';

export async function planningAreaShots(out: string): Promise<void> {
  const settings = { 'workbench.colorTheme': 'Default Light Modern' };
  await withSession('readme-planning-area', { ...extensionUnderTest(), settings }, async (session) => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 810 });
    await openFile(page, 'hdb-carparks.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no,'), 'the car parks');
    await runCommand(page, 'OneMap: Add Planning Area…');
    await pickQuickPickItem(page, 'Master Plan 2019');
    await waitForNotification(page, /got a planning area/);
    await pollUntil(() => activeEditorText(page), (text) => text !== shown && text.split('\n')[1]!.endsWith(',ROCHOR,CENTRAL REGION'), 'the rows with their areas');
    // The added columns are at the end of long rows: the view scrolled to the header's end (the longest line),
    // so the new names and each row's values show together, the message left in view.
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('End');
    copyFileSync(await session.screenshot('readme-planning-area'), join(out, 'planning-area.png'));
  });
}

/** The planner alone in the window with the planning areas of 2014, the layer list's picker saying so. */
export async function planningAreaYearShots(out: string, sim: Simulator): Promise<void> {
  const settings = { 'onemap.baseUrl': sim.url, 'workbench.colorTheme': 'Default Light Modern' };
  await withSession('readme-planning-area-years', { ...extensionUnderTest(), settings }, async (session) => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 810 });
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, 'onemap-vscode.onemap-vscode.onemap.account', `OneMap: ${DEMO_USER.email}`);
    await runCommand(page, 'View: Close Primary Side Bar');
    await runCommand(page, 'OneMap: Show Planning Areas');
    const planner = await new PlannerWebview(page, 'panel').waitForReady();
    await planner.frame.getByRole('combobox', { name: 'Master Plan' }).selectOption('2014');
    await pollUntil(() => planner.frame.locator('.om-attribution').innerText(), (text) => text.includes('URA Master Plan 2014 via OneMap'), 'the areas of 2014');
    await runCommand(page, 'Notifications: Clear All Notifications');
    copyFileSync(await session.screenshot('readme-planning-area-years'), join(out, 'planning-area-years.png'));
  });
}

if (require.main === module) {
  void (async () => {
    const out = join(repoRoot, 'media', 'screenshots');
    mkdirSync(out, { recursive: true });
    await planningAreaShots(out);
    const sim = await startSimulator();
    try {
      await planningAreaYearShots(out, sim);
    } finally {
      await sim.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
