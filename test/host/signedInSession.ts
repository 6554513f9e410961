// A workbench signed in to the OneMap simulator as the demo user, the way a user signs in: the palette's
// Sign In and its two boxes. The set-up every test of a signed-in job shares.
import type { Locator, Page } from 'playwright-core';
import { DEMO_USER, startSimulator, type Simulator } from '../simulator';
import { extensionUnderTest } from './extensionUnderTest';
import { startSession, type Session } from './session';
import { runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from './workbench';

export const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';

export interface SignedIn {
  readonly sim: Simulator;
  readonly session: Session;
  close(): Promise<void>;
}

/** Starts the simulator and a workbench whose settings point at it (plus `settings`), and signs in. */
export async function startSignedInSession(label: string, settings: Record<string, unknown> = {}): Promise<SignedIn> {
  const sim = await startSimulator({ port: 0 });
  let session: Session | undefined;
  const close = async (): Promise<void> => {
    await session?.close();
    await sim.close();
  };
  try {
    session = await startSession({ label, ...extensionUnderTest(), settings: { 'onemap.baseUrl': sim.url, ...settings } });
    await signInAsDemoUser(session.page);
    return { sim, session, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs in through the palette once the extension is active (its account item shows). */
export async function signInAsDemoUser(page: Page): Promise<void> {
  await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000);
  await runCommand(page, 'OneMap: Sign In');
  await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
  await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
  await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
}

/** The button `button` of the notification toast saying `message`. */
export function toastButton(page: Page, message: string | RegExp, button: string | RegExp): Locator {
  return page.locator('.notifications-toasts .notification-toast').filter({ hasText: message }).locator('.monaco-button', { hasText: button }).first();
}
