import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { abortSignalFor, givenSignal } from './cancellation';

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
  const email =
    supplied?.email ??
    (await vscode.window.showInputBox({
      title: `Sign in to OneMap (${host}): 1/2`,
      prompt: 'The email address of your OneMap account',
      placeHolder: 'name@example.com',
      value: status.email,
      ignoreFocusOut: true,
      validateInput: (value) => (/^[^\s@]+@[^\s@]+$/.test(value.trim()) ? undefined : 'Enter the email address you registered with OneMap.'),
    }))?.trim();
  if (!email) return { signedIn: false };
  const password =
    supplied?.password ??
    (await vscode.window.showInputBox({
      title: `Sign in to OneMap (${host}): 2/2`,
      prompt: `The OneMap password for ${email}`,
      password: true,
      ignoreFocusOut: true,
      validateInput: (value) => (value ? undefined : 'Enter your password.'),
    }));
  if (!password) return { signedIn: false };

  const cancelled = await vscode.window.withProgress(
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
  if (cancelled) return { signedIn: false, cancelled: true };
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

function asCredentials(value: unknown): { email: string; password: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { email, password } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof password === 'string' ? { email: email.trim(), password } : undefined;
}
