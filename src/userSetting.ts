import * as vscode from 'vscode';

/**
 * A setting that decides where the extension sends credentials or loads content from: the user's value or the
 * default, never a workspace's. Such settings are application-scoped already; reading the user value
 * explicitly means even a VS Code that honoured a workspace value could not be redirected by a cloned repository.
 */
export function readUserSetting(section: string, key: string, fallback: string): string {
  const inspected = vscode.workspace.getConfiguration(section).inspect<string>(key);
  return (inspected?.globalValue ?? inspected?.defaultValue ?? fallback).trim() || fallback;
}
