// Signing in and out of OneMap as a user does it: the status bar item, the palette, the two input boxes and
// the account menu, against the OneMap simulator running in this test process. One workbench serves both
// tests (each costs ~10 s and ~1 GB); each starts by making sure the account is signed out and no
// notification is left from before, so either passes alone and in any order.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { onSession, startSession, type Session } from '../host/session';
import {
  pickQuickPickItem,
  runCommand,
  statusBarItem,
  statusBarText,
  statusBarTooltip,
  typeIntoInputBox,
  waitForInputBox,
  waitForInputBoxMessage,
  waitForNotification,
  waitForStatusBarText,
} from '../host/workbench';
import { DEMO_USER, startSimulator, type Simulator } from '../simulator';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const SIGNED_OUT = 'OneMap: signed out';
const SIGNED_IN = `OneMap: ${DEMO_USER.email}`;

describe('OneMap account in the workbench (against the OneMap simulator)', { timeout: 300_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    session = await startSession({
      label: 'ui-account',
      ...extensionUnderTest(),
      settings: { 'onemap.baseUrl': sim.url },
    });
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  /** Runs a test's steps; on failure saves a screenshot and names it in the error. */
  const steps = (name: string, body: (session: Session) => Promise<void>) => onSession(session, name, body);

  /** The known state each test starts from: signed out, no notifications on screen. */
  async function signedOut(page: Session['page']): Promise<void> {
    const shown = await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000);
    if (shown !== SIGNED_OUT) {
      await runCommand(page, 'OneMap: Sign Out');
      await waitForStatusBarText(page, ACCOUNT_ITEM, SIGNED_OUT);
    }
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
    sim.reset();
  }

  /** "OneMap: Sign In" from the palette, then the email and the (masked) password, each with Enter. */
  async function signInThroughThePalette(page: Session['page'], email: string, password: string): Promise<void> {
    await runCommand(page, 'OneMap: Sign In');
    const emailBox = await waitForInputBox(page, 'Sign in to OneMap');
    await typeIntoInputBox(emailBox, email);
    const passwordBox = await waitForInputBox(page, /Sign in to OneMap .*2\/2/);
    assert.equal(await passwordBox.getAttribute('type'), 'password', 'the password box masks what is typed');
    await typeIntoInputBox(passwordBox, password);
  }

  test('signs in with the demo account from the palette and out from the status bar menu', async () => {
    await steps('ui-account-sign-in-out', async ({ page }) => {
      await signedOut(page);

      await signInThroughThePalette(page, DEMO_USER.email, DEMO_USER.password);
      await waitForStatusBarText(page, ACCOUNT_ITEM, SIGNED_IN);
      assert.equal(sim.stats.tokenRequests, 1, 'one token request checks the password');
      await waitForNotification(page, `Signed in to OneMap as ${DEMO_USER.email}.`);

      // The simulator's tokens live three days from the next whole second: "3 days 0 h" when the item is
      // drawn within that second, "2 days 23 h" after it.
      const tooltip = await statusBarTooltip(page, ACCOUNT_ITEM);
      assert.ok(tooltip.includes(`as ${DEMO_USER.email}`), tooltip);
      assert.match(tooltip, /Token expires in (2 days 23 h|3 days 0 h)\b/, tooltip);

      await statusBarItem(page, ACCOUNT_ITEM).click();
      await pickQuickPickItem(page, 'Sign Out');
      await waitForStatusBarText(page, ACCOUNT_ITEM, SIGNED_OUT);
      await waitForNotification(page, 'Signed out of OneMap.');
      assert.equal(sim.stats.tokenRequests, 1, 'signing out sends nothing to OneMap');
    });
  });

  test("a refused password asks again for the password only, in OneMap's words; the right one signs in", async () => {
    await steps('ui-account-wrong-password', async ({ page }) => {
      await signedOut(page);

      await signInThroughThePalette(page, DEMO_USER.email, 'not-the-password');
      // The same step again (2/2, masked, empty), saying why: the email is kept, not asked for again.
      const refusal = await waitForInputBoxMessage(page, 'Authentication failed');
      assert.match(refusal, new RegExp(`OneMap refused the password for ${DEMO_USER.email.replace(/\./g, '\\.')}: "Authentication failed`), refusal);
      const again = await waitForInputBox(page, /Sign in to OneMap .*2\/2/);
      assert.equal(await again.getAttribute('type'), 'password');
      assert.equal(await again.inputValue(), '');
      assert.equal(sim.stats.tokenRequests, 1, 'one token request for the refused password');
      assert.equal(await statusBarText(page, ACCOUNT_ITEM), SIGNED_OUT);

      await typeIntoInputBox(again, DEMO_USER.password);
      await waitForStatusBarText(page, ACCOUNT_ITEM, SIGNED_IN);
      await waitForNotification(page, `Signed in to OneMap as ${DEMO_USER.email}.`);
      assert.equal(sim.stats.tokenRequests, 2);
      assert.deepEqual(
        sim.stats.requests.map((r) => r.status),
        [401, 200],
        `the simulator refused the first and accepted the second: ${JSON.stringify(sim.stats.requests)}`,
      );
    });
  });

  test('Escape after a refused password stops: still signed out, nothing more sent', async () => {
    await steps('ui-account-wrong-password-escape', async ({ page }) => {
      await signedOut(page);

      await signInThroughThePalette(page, DEMO_USER.email, 'not-the-password');
      const again = await waitForInputBox(page, /Sign in to OneMap .*2\/2/);
      await waitForInputBoxMessage(page, 'Authentication failed');
      await again.press('Escape');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
      assert.equal(sim.stats.tokenRequests, 1, 'a refused password is not retried by itself');
      await waitForStatusBarText(page, ACCOUNT_ITEM, SIGNED_OUT);
    });
  });
});
