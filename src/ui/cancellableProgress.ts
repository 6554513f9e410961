// A OneMap call the user waits for under a notification with Cancel (a theme's list, a theme's records): Cancel
// aborts the call in flight and the caller gets undefined, not an error to show.
import * as vscode from 'vscode';
import { abortSignalFor } from './cancellation';

/** Runs `work` under a cancellable notification; undefined when the user cancelled. */
export async function withProgress<T>(title: string, work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (_progress, token) => {
    const { signal, dispose } = abortSignalFor(token, undefined);
    try {
      return await work(signal);
    } catch (error) {
      if (error instanceof Error && (error as { kind?: unknown }).kind === 'cancelled') return undefined;
      throw error;
    } finally {
      dispose();
    }
  });
}

