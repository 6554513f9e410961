// The Problems panel's coordinate problems: each checked document is checked once typing pauses (a timer,
// never on the keystroke itself), and the problems are kept for the quick fixes of that document version.
import * as vscode from 'vscode';
import { loadDiagnostics } from './loadDiagnostics';
import type { ProblemChecker } from '../index';
import type { Problem } from '../types';
import { IgnoredFiles, isChecked, languageFor } from './checkedFiles';

/** How long typing must pause before the document is checked again. */
const PAUSE_MS = 400;
/** More than this many markers in one file helps nobody; the fix-alls still fix them all. */
const MOST_SHOWN = 1000;

export class ProblemsPanel implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('onemap');
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly found = new Map<string, { version: number; problems: Problem[] }>();
  /** One checker a document: it keeps what the next check of that document can reuse. */
  private readonly checkers = new Map<string, ProblemChecker>();
  private readonly listeners: vscode.Disposable[];
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** A document's problems were published (tests and the UI wait for it). */
  readonly onDidCheck = this.changed.event;

  constructor(readonly ignored: IgnoredFiles) {
    this.listeners = [
      vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0) this.schedule(e.document, PAUSE_MS);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('onemap.diagnostics')) this.checkAll();
      }),
    ];
    this.checkAll();
  }

  /** The problems found in `document` at its current version, if any were. */
  problemsOf(document: vscode.TextDocument): Problem[] {
    const entry = this.found.get(document.uri.toString());
    return entry && entry.version === document.version ? entry.problems : [];
  }

  checkAll(): void {
    for (const document of vscode.workspace.textDocuments) this.schedule(document, 0);
  }

  schedule(document: vscode.TextDocument, delay: number): void {
    const key = document.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      this.check(document);
    }, delay));
  }

  private check(document: vscode.TextDocument): void {
    if (document.isClosed) return;
    if (!isChecked(document, this.ignored.set)) {
      this.forget(document.uri);
      return;
    }
    const key = document.uri.toString();
    let checker = this.checkers.get(key);
    if (!checker) this.checkers.set(key, (checker = new (loadDiagnostics().ProblemChecker)()));
    const problems = checker.check(document.getText(), languageFor(document));
    this.found.set(key, { version: document.version, problems });
    this.collection.set(document.uri, problems.slice(0, MOST_SHOWN).map((p) => toDiagnostic(document, p)));
    this.changed.fire(document.uri);
  }

  forget(uri: vscode.Uri): void {
    clearTimeout(this.timers.get(uri.toString()));
    this.timers.delete(uri.toString());
    this.found.delete(uri.toString());
    this.checkers.delete(uri.toString());
    this.collection.delete(uri);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const l of this.listeners) l.dispose();
    this.changed.dispose();
    this.collection.dispose();
  }
}

function toDiagnostic(document: vscode.TextDocument, p: Problem): vscode.Diagnostic {
  const range = new vscode.Range(document.positionAt(p.start), document.positionAt(p.end));
  const severity = p.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
  const diagnostic = new vscode.Diagnostic(range, p.message, severity);
  diagnostic.source = 'OneMap';
  diagnostic.code = p.code;
  return diagnostic;
}
