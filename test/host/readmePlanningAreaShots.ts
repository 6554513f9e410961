// The README's screenshot of Add Planning Area: the sample workspace's HDB car parks (SVY21) given Master Plan
// 2019's planning area and region in the installed .vsix, seen from the end of the first rows, with the message
// that counts them. Offline: no simulator, no sign-in. readmeScreenshots.ts runs it with the others;
// `node out/test/host/readmePlanningAreaShots.js` runs it alone.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { activeEditorText, focusActiveEditor } from './editor';
import { extensionUnderTest } from './extensionUnderTest';
import { repoRoot } from './paths';
import { withSession } from './session';
import { pollUntil } from './webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification } from './workbench';

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

if (require.main === module) {
  void (async () => {
    const out = join(repoRoot, 'media', 'screenshots');
    mkdirSync(out, { recursive: true });
    await planningAreaShots(out);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
