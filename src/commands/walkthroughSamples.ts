import * as vscode from 'vscode';

/**
 * The Welcome page's Convert and Show on Map buttons. The Welcome page is itself the active editor when its
 * button is pressed, so the palette's commands would find no file: these act on the text editor the user has
 * beside it, if there is exactly one, and otherwise open a small real sample (shipped in media/samples/) and
 * run the command on that.
 */
export interface Samples {
  /** Where the extension is installed: the samples are read from its media/samples/ folder. */
  readonly extensionUri: vscode.Uri;
  /** A folder of the extension's own: the copy opened lives there, so editing it never touches the package. */
  readonly storageUri: vscode.Uri;
}

/** Convert Coordinates on the user's file, else on HDB carparks in SVY21, every row selected. */
export async function tryConvert(samples: Samples): Promise<unknown> {
  if (await usersEditor()) return vscode.commands.executeCommand('onemap.convertCoordinates');
  const { extensionUri } = samples;
  const sample = await openSample(samples, vscode.Uri.joinPath(extensionUri, 'media', 'samples', 'hdb-carparks.csv'));
  // Every row under the header: the table's columns are still named by it, and the selection shows what is converted.
  const last = sample.document.lineAt(sample.document.lineCount - 1);
  const end = last.isEmptyOrWhitespace && sample.document.lineCount > 2 ? sample.document.lineAt(sample.document.lineCount - 2).range.end : last.range.end;
  sample.selection = new vscode.Selection(new vscode.Position(1, 0), end);
  return vscode.commands.executeCommand('onemap.convertCoordinates');
}

/** Show on Map with the user's file, else with LTA's carparks in WGS84. */
export async function tryShowOnMap(samples: Samples): Promise<unknown> {
  const { extensionUri } = samples;
  const editor = (await usersEditor()) ?? (await openSample(samples, vscode.Uri.joinPath(extensionUri, 'media', 'samples', 'lta-carparks.csv')));
  return vscode.commands.executeCommand('onemap.showOnMap', editor.document.uri);
}

/** The text editor the user means: the active one, else the only one on screen (focused, for the command). */
async function usersEditor(): Promise<vscode.TextEditor | undefined> {
  const active = vscode.window.activeTextEditor;
  if (active) return active;
  const visible = vscode.window.visibleTextEditors.filter((editor) => editor.document.uri.scheme !== 'output');
  if (visible.length !== 1) return undefined;
  return vscode.window.showTextDocument(visible[0]!.document, visible[0]!.viewColumn);
}

/**
 * The sample as a file of the extension's storage, opened. One already open is shown as it is (converting it
 * again offers the way back); otherwise a fresh copy is written, so each try starts from the published rows.
 */
async function openSample(samples: Samples, source: vscode.Uri): Promise<vscode.TextEditor> {
  const name = source.path.slice(source.path.lastIndexOf('/') + 1);
  const copy = vscode.Uri.joinPath(samples.storageUri, 'samples', name);
  const open = vscode.workspace.textDocuments.find((document) => document.uri.toString() === copy.toString());
  if (!open) {
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(samples.storageUri, 'samples'));
    await vscode.workspace.fs.writeFile(copy, await vscode.workspace.fs.readFile(source));
  }
  return vscode.window.showTextDocument(open ?? (await vscode.workspace.openTextDocument(copy)), { preview: false });
}
