import * as vscode from 'vscode';
import { notificationText } from './notificationText';
import { UserFacingError } from './userFacingError';

/**
 * Registers a command whose failures reach the user: errors are caught where the command arrives and shown
 * in the words they carry. The command's result is still returned to programmatic callers.
 */
export function registerCommand<T>(id: string, run: (...args: unknown[]) => Promise<T>): vscode.Disposable {
  return vscode.commands.registerCommand(id, async (...args: unknown[]) => {
    try {
      return await run(...args);
    } catch (error) {
      const message = isUserFacing(error) ? error.message : `Something went wrong: ${errorText(error)}`;
      showError(message, hasKind(error, 'not-signed-in') || hasKind(error, 'auth'));
      return { error: message };
    }
  });
}

/** The error in a toast; when the toast would cut it, "Show Details" shows the whole text in a dialog. */
function showError(message: string, signInHelps: boolean): void {
  const { shown, cut } = notificationText(message);
  const actions = [...(signInHelps ? [SIGN_IN] : []), ...(cut ? [DETAILS] : [])];
  void vscode.window.showErrorMessage(shown, ...actions).then((action) => {
    if (action === SIGN_IN) void vscode.commands.executeCommand('onemap.signIn');
    if (action === DETAILS) void vscode.window.showErrorMessage('OneMap', { modal: true, detail: message });
  });
}

const SIGN_IN = 'Sign In';
const DETAILS = 'Show Details';

/** Errors written for the user: ours, and the OneMap client's (which carry the server's own words). */
function isUserFacing(error: unknown): error is Error {
  return error instanceof UserFacingError || (error instanceof Error && error.name === 'OneMapError');
}

function hasKind(error: unknown, kind: string): boolean {
  return error instanceof Error && (error as { kind?: unknown }).kind === kind;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
