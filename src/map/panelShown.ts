// When the workbench has made a webview panel of ours: its tab is then in an editor group. No other event of the
// API says so: createWebviewPanel returns at once, before the workbench has done a thing.
import * as vscode from 'vscode';
import { isPanelTab } from '../ui/editorColumns';

/** Resolves once a tab of the `viewType` panels is open, or after `capMs` at most. */
export function panelTabShown(viewType: string, capMs: number): Promise<void> {
  const shown = () => vscode.window.tabGroups.all.some((group) => group.tabs.some((tab) => isPanelTab(tab, viewType)));
  if (shown()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(cap);
      listener.dispose();
      resolve();
    };
    const listener = vscode.window.tabGroups.onDidChangeTabs(() => shown() && done());
    const cap = setTimeout(done, capMs);
  });
}
