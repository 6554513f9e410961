// Untitled editors for the host benchmarks: the integration tests' own, each under a name of its own (a new
// "Untitled-1" can come back with the text of the one just closed, from its hot-exit backup), with nothing
// selected, so that a benchmark converts the whole file as a user with no selection does.
import * as vscode from 'vscode';
import { openEditor } from '../../integration/editorHelpers';

export async function untitledEditor(content: string, language: string, column?: vscode.ViewColumn): Promise<vscode.TextEditor> {
  const editor = await openEditor(content, language, column);
  editor.selection = new vscode.Selection(0, 0, 0, 0);
  return editor;
}
