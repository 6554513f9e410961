// The quick fixes of coordinate problems: the problem's own fix, the fix-all of its kind (every swapped
// pair, every point of the column), "ignore this file", and `source.fixAll`. Each is one WorkspaceEdit,
// so one Undo takes it back whole.
import * as vscode from 'vscode';
import { loadDiagnostics } from './loadDiagnostics';
import type { Fix, Problem, TextEdit } from '../types';
import type { ProblemsPanel } from './problemsPanel';

export const IGNORE_COMMAND = 'onemap.ignoreCoordinateProblems';

const FAMILY_TITLE: Record<NonNullable<Fix['family']>, (n: number) => string> = {
  swap: (n) => `Swap every swapped pair in this file (${n})`,
  convert: (n) => `Convert every point in another system in this file (${n})`,
  rename: (n) => `Rename every swapped or misnamed field in this file (${n})`,
  slip: (n) => `Correct every slip in this file (${n})`,
};

export class CoordinateFixes implements vscode.CodeActionProvider {
  constructor(private readonly panel: ProblemsPanel) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const problems = this.panel.problemsOf(document);
    if (problems.length === 0) return [];
    if (context.only?.contains(vscode.CodeActionKind.SourceFixAll) || context.only?.intersects(vscode.CodeActionKind.SourceFixAll)) {
      return [fixAll(document, problems)];
    }
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== 'OneMap') continue;
      const start = document.offsetAt(diagnostic.range.start);
      const problem = problems.find((p) => p.start === start && p.code === diagnostic.code);
      if (!problem) continue;
      if (problem.fix) {
        actions.push(action(document, problem.fix.title, problem.fix.edits, [diagnostic], true));
        const family = problem.fix.family;
        const same = family ? problems.filter((p) => p.fix?.family === family) : [];
        if (family && same.length > 1) {
          const edits = loadDiagnostics().allEdits(problems, family);
          actions.push(action(document, FAMILY_TITLE[family](same.length), edits, [diagnostic], false));
        }
      }
      const ignore = new vscode.CodeAction('Ignore coordinate problems in this file', vscode.CodeActionKind.QuickFix);
      ignore.command = { command: IGNORE_COMMAND, title: ignore.title, arguments: [document.uri] };
      ignore.diagnostics = [diagnostic];
      actions.push(ignore);
    }
    return actions;
  }
}

function action(document: vscode.TextDocument, title: string, edits: readonly TextEdit[], diagnostics: vscode.Diagnostic[], preferred: boolean): vscode.CodeAction {
  const a = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
  a.edit = workspaceEdit(document, edits);
  a.diagnostics = diagnostics;
  a.isPreferred = preferred;
  return a;
}

/** Every fix in the file at once, as one edit; where two fixes would touch the same text, the first wins. */
function fixAll(document: vscode.TextDocument, problems: readonly Problem[]): vscode.CodeAction {
  const { allEdits } = loadDiagnostics();
  const edits = (['swap', 'rename', 'convert', 'slip'] as const).flatMap((family) => allEdits(problems, family));
  edits.sort((a, b) => a.start - b.start);
  const kept = edits.filter((e, i) => i === 0 || e.start >= edits[i - 1]!.end);
  const a = new vscode.CodeAction('Fix every coordinate problem in this file', vscode.CodeActionKind.SourceFixAll.append('onemap'));
  a.edit = workspaceEdit(document, kept);
  return a;
}

function workspaceEdit(document: vscode.TextDocument, edits: readonly TextEdit[]): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  for (const e of edits) edit.replace(document.uri, new vscode.Range(document.positionAt(e.start), document.positionAt(e.end)), e.newText);
  return edit;
}
