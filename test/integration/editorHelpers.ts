import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

let untitledCount = 0;

/**
 * Opens an untitled document with `content` in an editor, the whole text selected unless told otherwise.
 * Each gets a name of its own: VS Code reuses "Untitled-1", and a new Untitled-1 can come back with the text
 * of the last one (restored from its hot-exit backup, whose deletion after a revert is not awaited).
 */
export async function openEditor(content: string, language = 'plaintext', column?: vscode.ViewColumn): Promise<vscode.TextEditor> {
  const uri = vscode.Uri.from({ scheme: 'untitled', path: `onemap-test-${process.pid}-${++untitledCount}` });
  const untitled = await vscode.workspace.openTextDocument(uri);
  // As openTextDocument({ language }) does, a language VS Code does not know (csv without an extension for it)
  // leaves plain text.
  const document = await vscode.languages
    .setTextDocumentLanguage(untitled, language)
    .then(undefined, () => vscode.languages.setTextDocumentLanguage(untitled, 'plaintext'));
  const editor = await vscode.window.showTextDocument(document, column);
  // Inserted text takes the document's line ending: a CRLF file needs a CRLF document first.
  const eol = content.includes('\r\n') ? vscode.EndOfLine.CRLF : vscode.EndOfLine.LF;
  assert.ok(
    await editor.edit((builder) => {
      builder.setEndOfLine(eol);
      builder.insert(new vscode.Position(0, 0), content);
    }),
    'the text is inserted',
  );
  assert.equal(document.getText(), content, `${uri.toString()} holds the text asked for`);
  selectAll(editor);
  return editor;
}

export function selectAll(editor: vscode.TextEditor): void {
  const document = editor.document;
  editor.selection = new vscode.Selection(document.positionAt(0), document.positionAt(document.getText().length));
}

/** Selects each occurrence of the given substrings (multi-cursor), in the order given. */
export function selectTexts(editor: vscode.TextEditor, ...parts: string[]): void {
  const text = editor.document.getText();
  editor.selections = parts.map((part) => {
    const start = text.indexOf(part);
    assert.notEqual(start, -1, `"${part}" is not in the document`);
    return new vscode.Selection(editor.document.positionAt(start), editor.document.positionAt(start + part.length));
  });
}

/**
 * Closes every editor without a save prompt (an untitled document with text is dirty, so each is reverted
 * first), and returns once the extension host has seen them go. VS Code reuses untitled names: a test that
 * opened "Untitled-1" before the last one's was gone got back the last test's document and its text.
 */
export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  for (const document of vscode.workspace.textDocuments.filter((d) => d.isUntitled && d.isDirty)) {
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const gone = () => vscode.window.visibleTextEditors.length === 0 && !vscode.workspace.textDocuments.some((d) => d.isUntitled);
  const untitled = () => vscode.workspace.textDocuments.filter((d) => d.isUntitled).map((d) => d.uri.toString());
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      when([vscode.window.onDidChangeVisibleTextEditors, vscode.workspace.onDidCloseTextDocument], gone),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`editors still open after closing all: ${vscode.window.visibleTextEditors.length} visible, untitled ${untitled().join(', ')}`)), 10_000);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `condition` holds, checked now and on each of `events` (state reaches the extension host in events). */
export function when(events: vscode.Event<unknown> | vscode.Event<unknown>[], condition: () => boolean): Promise<void> {
  if (condition()) return Promise.resolve();
  return new Promise((resolve) => {
    const listeners = [events].flat().map((event) =>
      event(() => {
        if (!condition()) return;
        for (const listener of listeners) listener.dispose();
        resolve();
      }),
    );
  });
}

/**
 * Accepts the item at `index` in the quick pick a command is about to show, pressing the keys a user would.
 * Polls because nothing tells an extension that a quick pick has opened.
 */
export async function answerQuickPick<T>(pending: Thenable<T>, index = 0): Promise<T> {
  let settled = false;
  const result = Promise.resolve(pending).finally(() => {
    settled = true;
  });
  const deadline = Date.now() + 10_000;
  while (!settled && Date.now() < deadline) {
    await delay(150);
    if (settled) break;
    for (let i = 0; i < index; i++) {
      await vscode.commands.executeCommand('workbench.action.quickOpenSelectNext');
    }
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
  }
  return result;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withSettings(section: string, values: Record<string, unknown>, body: () => Promise<void>): Promise<void> {
  const config = vscode.workspace.getConfiguration(section);
  const before = Object.keys(values).map((key) => [key, config.inspect(key)?.globalValue] as const);
  for (const [key, value] of Object.entries(values)) {
    await config.update(key, value, vscode.ConfigurationTarget.Global);
  }
  try {
    await body();
  } finally {
    for (const [key, value] of before) {
      await config.update(key, value, vscode.ConfigurationTarget.Global);
    }
  }
}
