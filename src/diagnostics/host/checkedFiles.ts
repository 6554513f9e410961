// Which documents are checked: the languages the issue names, files whose extension says what they hold
// (VS Code has no CSV or WKT language of its own: they open as plain text), the user's extra languages,
// less any language turned off (`onemap.diagnostics.enabled`, language-scoped) and the files ignored.
import * as vscode from 'vscode';

const LANGUAGES = new Set(['geojson', 'json', 'jsonc', 'csv', 'tsv', 'wkt', 'javascript']);
const EXTENSIONS = /\.(geojson|csv|tsv|wkt)$/i;

export function isChecked(document: vscode.TextDocument, ignored: ReadonlySet<string>): boolean {
  if (document.uri.scheme !== 'file' && document.uri.scheme !== 'untitled') return false;
  if (ignored.has(document.uri.toString())) return false;
  const config = vscode.workspace.getConfiguration('onemap.diagnostics', { languageId: document.languageId, uri: document.uri });
  if (config.get<boolean>('enabled', true) === false) return false;
  if (LANGUAGES.has(document.languageId) || EXTENSIONS.test(document.uri.path)) return true;
  return config.get<string[]>('extraLanguages', []).includes(document.languageId);
}

/** The language the engine is told: a .geojson file opened as JSON is GeoJSON. */
export function languageFor(document: vscode.TextDocument): string {
  return /\.geojson$/i.test(document.uri.path) ? 'geojson' : document.languageId;
}

/** The files the user asked not to check, kept per workspace. */
export class IgnoredFiles {
  private static readonly KEY = 'onemap.diagnostics.ignoredFiles';
  constructor(private readonly state: vscode.Memento) {}

  get set(): ReadonlySet<string> {
    return new Set(this.state.get<string[]>(IgnoredFiles.KEY, []));
  }

  async add(uri: vscode.Uri): Promise<void> {
    const list = this.state.get<string[]>(IgnoredFiles.KEY, []);
    if (!list.includes(uri.toString())) await this.state.update(IgnoredFiles.KEY, [...list, uri.toString()]);
  }

  async remove(uri: vscode.Uri): Promise<void> {
    await this.state.update(IgnoredFiles.KEY, this.state.get<string[]>(IgnoredFiles.KEY, []).filter((u) => u !== uri.toString()));
  }
}
