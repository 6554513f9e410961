// The coordinate hover, Insert Coordinates of Address and the planner's place search in the real workbench,
// against the OneMap simulator: hovering a pair shows the other two systems, signed out without asking OneMap,
// signed in with the address OneMap gives; inserting an address's coordinates writes the pair at the cursor;
// a postal code typed in the planner's Start box is found, and picking it puts the start there.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { onSession, startSession, type Session } from '../host/session';
import { openFile, runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from '../host/workbench';
import { DEMO_USER, startSimulator, type Simulator } from '../simulator';
import { PLACES } from '../simulator/places';
import { leaveWebview, PlannerWebview } from '../host/webview';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const LINE = 'Waterscape at Cavenagh: 1.3039454, 103.8408471';

/** Hovers the pair's longitude with the mouse and returns the hover's text once it holds `expected`. */
async function hoverPair(page: Page, expected: RegExp): Promise<string> {
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: expected });
  const deadline = Date.now() + 30_000;
  let seen = '';
  while (Date.now() < deadline) {
    // Move away first, so each attempt is a new hover (a hover already open is not asked again).
    await page.mouse.move(0, 0);
    const word = page.locator('.view-lines .view-line span', { hasText: '103.8408471' }).last();
    const box = await word.boundingBox();
    if (box) {
      // Near the right end of the line: on the longitude's digits.
      await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      try {
        await hover.first().waitFor({ state: 'visible', timeout: 5000 });
        return ((await hover.first().textContent()) ?? '').replace(/\u00a0/g, ' ');
      } catch {
        seen = (await page.locator('.monaco-hover').allTextContents()).join(' | ');
      }
    }
  }
  throw new Error(`no hover matching ${expected}; seen: ${JSON.stringify(seen)}`);
}

/**
 * Clicks the quick pick row labelled `label`. Unlike pickQuickPickItem it does not wait for the quick input
 * to close: here the next question opens in the same widget at once.
 */
async function chooseRow(page: Page, label: string): Promise<void> {
  const row = page
    .locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: label }) })
    .first();
  await row.waitFor({ state: 'visible', timeout: 30_000 });
  await row.click();
}

describe('Coordinate hover and Insert Coordinates of Address (against the OneMap simulator)', { timeout: 300_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    session = await startSession({ label: 'ui-hover-insert', ...extensionUnderTest(), settings: { 'onemap.baseUrl': sim.url } });
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  /** Runs a test's steps; on failure saves a screenshot and names it in the error. */
  const steps = (name: string, body: (page: Page) => Promise<void>) => onSession(session, name, (shared) => body(shared.page));

  async function signIn(page: Page): Promise<void> {
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
  }

  test('hovering a pair shows the three systems; signed in, the address the simulator gives', async () => {
    await steps('ui-hover', async (page) => {
      await waitForStatusBarText(page, ACCOUNT_ITEM, 'OneMap: signed out', 60_000);
      await openFile(page, 'ui/hover.txt');
      await waitForEditorText(page, `${LINE}\n`);
      sim.reset();

      const signedOut = await hoverPair(page, /SVY21/);
      assert.match(signedOut, /WGS84 \(EPSG:4326\)/);
      assert.match(signedOut, /SVY21 \(X, Y\): 28837\.856, 31809\.177/);
      assert.match(signedOut, /Web Mercator \(X, Y\): 11559510\.223, 145167\.070/);
      assert.match(signedOut, /Sign in to OneMap to see what is here/);
      assert.match(signedOut, /Show on Map · Route From Here · Route To Here/);
      assert.equal(sim.stats.requests.length, 0, 'signed out, nothing is sent to OneMap');

      await signIn(page);
      const signedIn = await hoverPair(page, /WATERSCAPE AT CAVENAGH/);
      assert.match(signedIn, /WATERSCAPE AT CAVENAGH, 65 CAVENAGH ROAD, Singapore 229619/);
      assert.match(signedIn, /SVY21 \(X, Y\): 28837\.856, 31809\.177/);
      const asked = sim.stats.requests.filter((r) => r.path === '/api/public/revgeocode');
      assert.deepEqual(asked.map((r) => [r.query, r.status]), [['?location=1.3039454%2C103.8408471', 200]]);

      // The same point again is answered from memory.
      await hoverPair(page, /WATERSCAPE AT CAVENAGH/);
      assert.equal(sim.stats.requests.filter((r) => r.path === '/api/public/revgeocode').length, 1);
      await page.mouse.move(0, 0);
    });
  });

  test('Insert Coordinates of Address: suggestions as you type, then SVY21 X, Y at the cursor', async () => {
    await steps('ui-insert-address', async (page) => {
      const signed = await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000);
      if (signed === 'OneMap: signed out') await signIn(page);
      await openFile(page, 'ui/hover.txt');
      await waitForEditorText(page, `${LINE}\n`);
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+End');

      await runCommand(page, 'OneMap: Insert Coordinates of Address…');
      await waitForInputBox(page, 'Insert Coordinates of Address');
      await page.keyboard.type('542226', { delay: 20 });
      await chooseRow(page, 'COMPASSVALE VISTA');
      await waitForInputBox(page, 'Insert the coordinates of COMPASSVALE VISTA');
      await chooseRow(page, 'EPSG:3414');
      await waitForInputBox(page, 'Insert Coordinates of Address');
      await chooseRow(page, 'X, Y');
      await waitForEditorText(page, `${LINE}\n35343.150, 41071.732`);
      const searches = sim.stats.requests.filter((r) => r.path === '/api/common/elastic/search');
      assert.ok(searches.length >= 1 && searches.length <= 6, `${searches.length} searches for six keys typed: debounced`);
      assert.ok(searches.some((r) => r.query.startsWith('?searchVal=542226&')), JSON.stringify(searches));
      await page.keyboard.press('ControlOrMeta+Z');
      await waitForEditorText(page, `${LINE}\n`);
    });
  });

  test('the planner’s Start box: a postal code typed, OneMap’s suggestion picked, the start is there', async () => {
    await steps('ui-planner-search', async (page) => {
      const signed = await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000);
      if (signed === 'OneMap: signed out') await signIn(page);
      await leaveWebview(page);
      await runCommand(page, 'OneMap: Open Route Planner');
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      await planner.frame.getByRole('button', { name: 'Clear' }).click();
      await planner.waitForSnapshot((shown) => !shown.markers.start && !shown.markers.end, 'no points');
      const since = sim.stats.requests.length;

      const input = planner.frame.locator('.om-place--start input');
      await input.click();
      await input.pressSequentially('542226', { delay: 20 });
      const option = planner.frame.getByRole('option', { name: /COMPASSVALE VISTA/ });
      await option.first().click({ timeout: 30_000 });
      const place = PLACES.find((p) => p.POSTAL === '542226' && /COMPASSVALE VISTA/.test(p.SEARCHVAL))!;
      const expected: [number, number] = [Number(place.LATITUDE), Number(place.LONGITUDE)];
      await planner.waitForSnapshot((shown) => shown.markers.start?.[0] === expected[0] && shown.markers.start?.[1] === expected[1], `the start at ${expected}`);
      const searches = sim.stats.requests.slice(since).filter((r) => r.path === '/api/common/elastic/search');
      assert.ok(searches.length >= 1 && searches.length <= 6, `${searches.length} searches for six keys typed: debounced`);
      assert.ok(searches.every((r) => r.status === 200), JSON.stringify(searches));
      await leaveWebview(page);
    });
  });
});
