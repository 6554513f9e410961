// Where the extension's editors go so that none covers what the user is looking at: the planner never opens
// over the file it shows (its two-way link needs both in sight), and an export never opens over the map.
import * as vscode from 'vscode';

/** VS Code names a webview panel's tab `mainThreadWebview-<viewType>` (the prefix is not API: match the end). */
export function isPanelTab(tab: vscode.Tab | undefined, viewType: string): boolean {
  return tab?.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith(viewType);
}

/** The column a panel revealed now should go to: its own, unless the file it would cover is active there. */
export function panelColumn(panel: vscode.WebviewPanel): vscode.ViewColumn | undefined {
  const editor = vscode.window.activeTextEditor;
  if (panel.visible || !editor || editor.viewColumn === undefined) return undefined;
  return editor.viewColumn === panel.viewColumn ? vscode.ViewColumn.Beside : undefined;
}

/**
 * The column a new or revealed text editor should take, given the one it would take (undefined: the active
 * one): beside, when that column shows the panel of `viewType` now.
 */
export function columnBesidePanel(viewType: string, wanted?: vscode.ViewColumn): vscode.ViewColumn {
  const groups = vscode.window.tabGroups;
  const group = wanted === undefined ? groups.activeTabGroup : groups.all.find((g) => g.viewColumn === wanted);
  if (isPanelTab(group?.activeTab, viewType)) return vscode.ViewColumn.Beside;
  return wanted ?? vscode.ViewColumn.Active;
}
