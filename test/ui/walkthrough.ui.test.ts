// The "Get started with OneMap" walkthrough as a new user meets it: the Welcome page open and no file. Its
// Convert and Show on Map buttons work on a sample (an excerpt of a real public file the package carries)
// where the palette's commands would only say "open a file"; each step's picture is shown at a scale that
// can be read. Offline: nothing here needs the network.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { convertText } from '../../src/shared/coords';
import { focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { OFFLINE_SETTINGS, refuseInternet } from '../host/offline';
import { repoRoot } from '../host/paths';
import { onSession, startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { pickQuickPickItem, runCommand } from '../host/workbench';
import type { DataLayerSnapshot } from '../../webview/map/mapSnapshot';

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const sample = (name: string) => readFileSync(join(repoRoot, 'media', 'samples', name), 'utf8');

/** What is read of an <img> in the page (the tests compile without the DOM's types). */
interface ImageElement { complete: boolean; getBoundingClientRect(): { width: number } }

/** The Welcome page on the walkthrough, every editor closed first: no text editor anywhere. */
async function openWalkthrough(page: Page): Promise<void> {
  await leaveWebview(page);
  await runCommand(page, 'View: Close All Editor Groups');
  await page.locator('.part.editor .tab').first().waitFor({ state: 'detached' });
  await runCommand(page, 'Welcome: Open Walkthrough...');
  await pickQuickPickItem(page, 'Get started with OneMap');
  await page.locator('.gettingStartedContainer .getting-started-step').first().waitFor();
}

/** Opens the step titled `title` and presses its button. */
async function pressStepButton(page: Page, title: string, button: string): Promise<void> {
  const step = page.locator('.gettingStartedContainer .getting-started-step', { has: page.locator('.step-title', { hasText: title }) });
  await step.locator('.step-title').click();
  await step.locator('.button-link, a.monaco-button', { hasText: button }).first().click();
}

describe('the walkthrough from the Welcome page, with no file open', { timeout: 300_000 }, () => {
  let session: Session | undefined;

  before(async () => {
    session = await startSession({ label: 'ui-walkthrough', ...extensionUnderTest(), settings: OFFLINE_SETTINGS });
    // A laptop's window: the Welcome page gives its pictures about half of it.
    await session.page.setViewportSize({ width: 1366, height: 768 });
    await refuseInternet(session);
  });

  after(async () => {
    await session?.close();
  });

  test('each step’s picture is shown at four fifths of its pixels or more: its text can be read', () =>
    onSession(session, 'ui-walkthrough-pictures', async ({ page }) => {
      await openWalkthrough(page);
      const scales: Record<string, number> = {};
      for (const step of manifest.contributes.walkthroughs[0].steps as Array<{ title: string; media: { image: string | { light: string } } }>) {
        const file = typeof step.media.image === 'string' ? step.media.image : step.media.image.light;
        // The file's own pixels: VS Code takes a walkthrough's images for 1.5x ones, so the <img>'s natural size is not them.
        const pixels = readFileSync(join(repoRoot, file)).readUInt32BE(16);
        await page.locator('.gettingStartedContainer .step-title', { hasText: step.title }).click();
        const picture = page.locator('.gettingStartedContainer .getting-started-media img').filter({ visible: true }).first();
        const width = await pollUntil(
          () => picture.evaluate((img) => ((img as unknown as ImageElement).complete ? (img as unknown as ImageElement).getBoundingClientRect().width : 0)),
          (shown) => shown > 0,
          `the picture of "${step.title}"`,
        );
        scales[step.title] = Math.round((100 * width * (await page.evaluate(() => (globalThis as any).devicePixelRatio as number))) / pixels) / 100;
      }
      await session!.screenshot('ui-walkthrough-pictures');
      assert.deepEqual(Object.entries(scales).filter(([, scale]) => scale < 0.8), [], `shown at ${JSON.stringify(scales)} of their pixels`);
    }));

  test('Convert Coordinates opens HDB’s carparks, every row selected, and converts them to the system picked', () =>
    onSession(session, 'ui-walkthrough-convert', async ({ page }) => {
      await openWalkthrough(page);
      await pressStepButton(page, 'Convert a selection', 'Convert Coordinates');
      // The picker a user sees for their own file: the sample is SVY21, so WGS84 and Web Mercator are offered.
      await pickQuickPickItem(page, 'EPSG:4326');
      const text = sample('hdb-carparks.csv');
      const header = text.slice(0, text.indexOf('\n'));
      const rows = text.slice(header.length + 1, text.length - 1);
      const converted = convertText(rows, { to: 'EPSG:4326', header }).text;
      await waitForEditorText(page, `${header}\n${converted}\n`);
      assert.match(converted.split('\n')[0]!, /^ACB,BLK 270\/271 ALBERT CENTRE BASEMENT CAR PARK,103\.85\d+,1\.30\d+,/, 'Albert Centre, x then y as the columns say, in degrees');
      const tab = page.locator('.part.editor .tab.active .label-name');
      assert.equal((await tab.textContent())?.trim(), 'hdb-carparks.csv');
      // One Undo brings the published rows back, as the step says.
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+Z');
      await waitForEditorText(page, text);
      await runCommand(page, 'View: Revert and Close Editor');
    }));

  test('Show on Map draws LTA’s carparks on the planner’s map, the file open beside it', () =>
    onSession(session, 'ui-walkthrough-show-on-map', async ({ page }) => {
      await openWalkthrough(page);
      await pressStepButton(page, 'Show a file on the map', 'Show on Map');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const rows = sample('lta-carparks.csv').trimEnd().split('\n').length - 1;
      const layers = await pollUntil(
        () => planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.layers() as DataLayerSnapshot[]),
        (shown) => shown.some((layer) => layer.title === 'lta-carparks.csv' && layer.features === rows),
        `lta-carparks.csv with ${rows} places on the map`,
      );
      assert.equal(layers.length, 1, JSON.stringify(layers.map((layer) => layer.title)));
      assert.equal(await planner.frame.getByRole('group', { name: 'Files on the map' }).locator('.om-layer-title').textContent(), 'lta-carparks.csv');
      // Every place within Singapore, where the rows put them.
      for (const point of layers[0]!.points) assert.ok(point.at[0] > 1.2 && point.at[0] < 1.48 && point.at[1] > 103.6 && point.at[1] < 104.1, JSON.stringify(point));
      await leaveWebview(page);
      const tabs = await page.locator('.part.editor .tab .label-name').allTextContents();
      assert.ok(tabs.map((name) => name.trim()).includes('lta-carparks.csv'), `the sample open in an editor: ${JSON.stringify(tabs)}`);
      await session!.screenshot('ui-walkthrough-show-on-map');
    }));
});
