import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { abortSignalFor, givenSignal } from '../ui/cancellation';
import { askCredential } from './signInBoxes';

export interface SignInOutcome {
  signedIn: boolean;
  email?: string;
  /** The user (or the caller's signal) stopped the sign-in; nothing was stored. */
  cancelled?: true;
}

let toldAboutMemory = false;

/**
 * Asks for the OneMap email and password (masked), checks them at once by fetching a token, and keeps them
 * only when OneMap accepts them. Automation may pass `{ email, password }` instead of typing, and a `signal` that
 * cancels as the notification's Cancel button does. Cancelling just stops: no error, nothing stored.
 */
export async function signIn(account: OneMapAccount, given?: unknown): Promise<SignInOutcome> {
  const supplied = asCredentials(given);
  const cancel = givenSignal(given);
  const status = await account.status();
  const host = new URL(status.origin).host;
  let email = supplied?.email ?? (await askEmail(host, status.email));
  if (!email) return { signedIn: false };
  let refusal: string | undefined;
  for (;;) {
    const password = supplied?.password ?? (await askPassword(host, email, refusal));
    if (!password) return { signedIn: false };
    try {
      const cancelled = await checkWithOneMap(account, email, password, cancel);
      if (cancelled) return { signedIn: false, cancelled: true };
      break;
    } catch (error) {
      // Typed by the user: a refusal asks again, keeping what was right. Passed in by automation: it is thrown.
      if (supplied || !isRefusal(error)) throw error;
      const words = error.serverMessage ? `"${error.serverMessage}"` : error.message;
      refusal = `OneMap refused the password for ${email}: ${words} Type it again, or press Escape to stop.`;
      if (error.status === 404) {
        refusal = `OneMap does not accept the email ${email}: ${words} Check it, or press Escape to stop.`;
        // OneMap does not know the email: that is what to fix, not the password.
        const corrected = await askEmail(host, email, refusal);
        if (!corrected) return { signedIn: false };
        email = corrected;
        refusal = undefined;
      }
    }
  }
  const after = await account.status();
  void vscode.window.showInformationMessage(`Signed in to OneMap as ${email}.`);
  if (after.keptInMemoryOnly && !toldAboutMemory) {
    toldAboutMemory = true;
    void vscode.window.showWarningMessage(
      'VS Code could not store your OneMap sign-in in a keyring on this machine, so it is kept in memory only: you will be asked to sign in again after VS Code restarts.',
    );
  }
  return { signedIn: true, email };
}

function askEmail(host: string, email: string | undefined, refusal?: string): Promise<string | undefined> {
  return askCredential({
    title: `Sign in to OneMap (${host}): 1/2`,
    prompt: 'The email address of your OneMap account',
    placeholder: 'name@example.com',
    value: email,
    refusal,
    check: (value) => (/^[^\s@]+@[^\s@]+$/.test(value.trim()) ? undefined : 'Enter the email address you registered with OneMap.'),
  }).then((value) => value?.trim());
}

function askPassword(host: string, email: string, refusal?: string): Promise<string | undefined> {
  return askCredential({
    title: `Sign in to OneMap (${host}): 2/2`,
    prompt: `The OneMap password for ${email}`,
    password: true,
    refusal,
    check: (value) => (value ? undefined : 'Enter your password.'),
  });
}

/** Fetches a token with the credentials; true when the user cancelled. */
async function checkWithOneMap(account: OneMapAccount, email: string, password: string, cancel: AbortSignal | undefined): Promise<boolean> {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Signing in to OneMap as ${email}…`, cancellable: true },
    async (_progress, token) => {
      const { signal, dispose } = abortSignalFor(token, cancel);
      try {
        await account.signIn(email, password, signal);
        return false;
      } catch (error) {
        // Only the user's own cancel is silent: a timeout or a refusal still reaches them.
        if (signal.aborted && error instanceof Error && (error as { kind?: unknown }).kind === 'cancelled') return true;
        throw error;
      } finally {
        dispose();
      }
    },
  );
}

/** OneMap said no to these credentials (not a timeout, not a server fault). */
function isRefusal(error: unknown): error is Error & { status?: number; serverMessage?: string } {
  return error instanceof Error && (error as { kind?: unknown }).kind === 'auth';
}

function asCredentials(value: unknown): { email: string; password: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { email, password } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof password === 'string' ? { email: email.trim(), password } : undefined;
}
