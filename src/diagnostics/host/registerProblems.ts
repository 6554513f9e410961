// Registers the coordinate problems: the Problems panel's collection, the quick fixes and the ignore
// commands. Nothing heavy loads here: the checks (dist/diagnostics.js) load with the first checked file.
import * as vscode from 'vscode';
import { registerCommand } from '../../ui/commandRunner';
import { IgnoredFiles } from './checkedFiles';
import { ProblemsPanel } from './problemsPanel';
import { CoordinateFixes, IGNORE_COMMAND } from './quickFixes';

export const CHECK_COMMAND = 'onemap.checkCoordinateProblems';

export function registerProblems(context: vscode.ExtensionContext): { panel: ProblemsPanel; disposables: vscode.Disposable[] } {
  const panel = new ProblemsPanel(new IgnoredFiles(context.workspaceState));
  const target = (uri: unknown) => (uri instanceof vscode.Uri ? uri : vscode.window.activeTextEditor?.document.uri);
  return {
    panel,
    disposables: [
      panel,
      vscode.languages.registerCodeActionsProvider([{ scheme: 'file' }, { scheme: 'untitled' }], new CoordinateFixes(panel), {
        providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.SourceFixAll],
      }),
      registerCommand(IGNORE_COMMAND, async (uri) => {
        const file = target(uri);
        if (!file) return { ignored: undefined };
        await panel.ignored.add(file);
        panel.forget(file);
        return { ignored: file.toString() };
      }),
      registerCommand(CHECK_COMMAND, async (uri) => {
        const file = target(uri);
        if (!file) return { checked: undefined };
        await panel.ignored.remove(file);
        const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === file.toString());
        if (document) panel.schedule(document, 0);
        return { checked: file.toString() };
      }),
    ],
  };
}
