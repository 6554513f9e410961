// The installed package as a new user first meets it, offline: its page in the Extensions view (the README,
// whose pictures must show with no network: issue 18 found them pointing at an address that serves nothing)
// and the "Get started with OneMap" walkthrough on the Welcome page. Always a .vsix, since the page shows the
// README the package carries: the one `npm run package` made, or with ONEMAP_TEST_FROM=dev one packaged here
// from the current build the same way, into a folder of its own.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { extensionSource, extensionUnderTest } from '../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../host/offline';
import { packagedVsix, repoRoot } from '../host/paths';
import { onSession, startSession, type Session } from '../host/session';
import { pollUntil } from '../host/webview';
import { pickQuickPickItem, runCommand } from '../host/workbench';

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));

function vsixUnderTest(): string {
  if (extensionSource() === 'package') return extensionUnderTest().installExtensions![0]!;
  const out = join(mkdtempSync(join(tmpdir(), 'onemap-page-')), 'onemap-vscode.vsix');
  // `npm run package` without its production build: the README step and vsce's own options, read from it.
  const script: string = manifest.scripts.package;
  execFileSync(process.execPath, ['scripts/packageReadme.mjs'], { cwd: repoRoot });
  const vsceArgs = /vsce (package .*)$/.exec(script)![1]!.split(' ').map((arg) => (arg === packagedVsix.slice(repoRoot.length + 1) ? out : arg));
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'vsce'), vsceArgs, { cwd: repoRoot, stdio: 'ignore' });
  return out;
}

interface ImageState { alt: string; src: string; loaded: boolean; width: number }
/** What is read of an <img> in the page (the tests compile without the DOM's types). */
interface ImageElement { alt: string; src: string; complete: boolean; naturalWidth: number }

describe('the installed package, offline: its page and its walkthrough', { timeout: 300_000 }, () => {
  let session: Session | undefined;

  before(async () => {
    session = await startSession({ label: 'ui-extension-page', installExtensions: [vsixUnderTest()], settings: OFFLINE_SETTINGS });
    await refuseInternet(session);
  });

  after(async () => {
    await session?.close();
  });

  test("the extension's page shows the README with every picture loaded, from the package, with no network", () =>
    onSession(session, 'ui-extension-page-readme', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await runCommand(page, 'Extensions: Show Enabled Extensions');
      await page.locator('.extensions-viewlet .monaco-list-row', { hasText: 'OneMap for VS Code' }).first().click();
      await page.locator('.extension-editor .name', { hasText: 'OneMap for VS Code' }).first().waitFor();
      // The README is a webview overlay: VS Code's outer frame, the page in its #active-frame.
      const readme = page.locator('iframe.webview.ready').filter({ visible: true }).last().contentFrame().frameLocator('#active-frame');
      await readme.locator('h1', { hasText: 'OneMap for VS Code' }).waitFor({ timeout: 60_000 });
      const images = await pollUntil(
        () => readme.locator('img').evaluateAll((all) => all.map((img) => {
          const image = img as unknown as ImageElement;
          return { alt: image.alt, src: image.src.slice(0, 40), loaded: image.complete, width: image.naturalWidth };
        })),
        (list: ImageState[]) => list.length > 0 && list.every((image) => image.loaded),
        'the README images, all loaded or failed',
      );
      const readmeImages = [...readFileSync(join(repoRoot, 'README.md'), 'utf8').matchAll(/!\[([^\]]*)\]\(/g)].map((m) => m[1]);
      assert.deepEqual(images.map((image) => image.alt), readmeImages, 'every README picture is on the page, in order');
      assert.deepEqual(images.filter((image) => image.width === 0), [], 'none of them is broken');
      // Artifacts to look at: the first picture, and the planner's (the README's second).
      await readme.locator('img').first().scrollIntoViewIfNeeded();
      await session!.screenshot('extension-page-readme');
      await readme.locator('img').nth(1).scrollIntoViewIfNeeded();
      await session!.screenshot('extension-page-readme-planner');
      assert.equal(await readme.locator('h2', { hasText: /^Development$/ }).count(), 0, 'the developer notes are in CONTRIBUTING.md');
    }));

  test('the Welcome page opens "Get started with OneMap" with its four steps, each with its button and picture', () =>
    onSession(session, 'ui-extension-page-walkthrough', async ({ page }) => {
      await runCommand(page, 'Welcome: Open Walkthrough...');
      await pickQuickPickItem(page, 'Get started with OneMap');
      const steps = page.locator('.gettingStartedContainer .getting-started-step');
      const titles = await pollUntil(
        () => steps.locator('.step-title').allTextContents(),
        (list) => list.length === 4,
        'the walkthrough steps',
      );
      assert.deepEqual(titles.map((title) => title.trim()), ['Sign in, or skip it', 'Convert a selection', 'Plan a route', 'Show a file on the map']);
      // Each step opened shows its command's button and its picture, loaded from the installed package.
      for (const [index, button] of ['Sign In', 'Convert Coordinates', 'Open Route Planner', 'Show on Map'].entries()) {
        await steps.nth(index).locator('.step-title').click();
        await page.locator('.gettingStartedContainer .getting-started-step.expanded .button-link, .gettingStartedContainer .getting-started-step.expanded a.monaco-button', { hasText: button }).first().waitFor();
        const picture = page.locator('.gettingStartedContainer .getting-started-media img').filter({ visible: true }).first();
        await pollUntil(
          () => picture.evaluate((img) => ((img as unknown as ImageElement).complete ? (img as unknown as ImageElement).naturalWidth : 0)),
          (width) => width > 0,
          `step ${index + 1}'s picture`,
        );
      }
      await session!.screenshot('extension-page-walkthrough');
    }));
});
