// Untitled editors for the host benchmarks, each under a name of its own. openTextDocument({ content })
// names them "Untitled-1" again and again, and a new Untitled-1 can come back with the text of the one just
// closed, restored from its hot-exit backup (seen: the GeoJSON run got the converted CSV). A unique name has
// no backup to restore. The same cure as test/integration/editorHelpers.ts, without its test assertions.
import * as vscode from 'vscode';

let opened = 0;

export async function untitledEditor(content: string, language: string, column?: vscode.ViewColumn): Promise<vscode.TextEditor> {
  const uri = vscode.Uri.from({ scheme: 'untitled', path: `onemap-bench-${process.pid}-${++opened}` });
  const empty = await vscode.workspace.openTextDocument(uri);
  // A language VS Code does not know (csv without an extension for it) stays plain text, as with
  // openTextDocument({ language }).
  const document = await vscode.languages
    .setTextDocumentLanguage(empty, language)
    .then(undefined, () => vscode.languages.setTextDocumentLanguage(empty, 'plaintext'));
  const editor = await vscode.window.showTextDocument(document, column);
  const inserted = await editor.edit((builder) => {
    builder.setEndOfLine(vscode.EndOfLine.LF);
    builder.insert(new vscode.Position(0, 0), content);
  });
  if (!inserted || document.getText() !== content) throw new Error(`${uri.toString()} does not hold the text asked for`);
  return editor;
}
