import * as vscode from 'vscode';
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
      const message = error instanceof UserFacingError ? error.message : `Something went wrong: ${errorText(error)}`;
      void vscode.window.showErrorMessage(message);
      return { error: message };
    }
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
