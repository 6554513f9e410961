// Takes the README's screenshots from the real workbench: `node out/test/host/readmeScreenshots.js`
// (after `node esbuild.mjs`). Writes media/screenshots/*.png.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { withSession } from './session';
import { openFile, pickQuickPickItem, runCommand } from './workbench';
import { activeEditorText, selectRange } from './editor';
import { pollUntil } from './webview';

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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
