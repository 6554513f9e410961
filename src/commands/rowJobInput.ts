// What Reverse Geocode, Travel Times and the matrix read from an editor before a job: its text, the spans of
// its selections (none: the whole file), the conversion settings that decide how pairs are read; and the
// engines' refusals turned into messages for the user.
import type * as vscode from 'vscode';
import type { Span } from '../mapData/spans';
import { readConversionSettings } from '../settings';
import { UserFacingError } from '../ui/userFacingError';

export interface EditorInput {
  text: string;
  spans: Span[];
  options: { from: ReturnType<typeof readConversionSettings>['from']; svy21Order: ReturnType<typeof readConversionSettings>['svy21Order'] };
  /** "selected rows" or "file", for messages. */
  where: string;
}

/** An editor's text and selections; a document not shown in an editor is read whole. */
export function editorInput(editor: vscode.TextEditor | vscode.TextDocument): EditorInput {
  const document = 'document' in editor ? editor.document : editor;
  const selections = 'document' in editor ? editor.selections : [];
  const spans = selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
  const settings = readConversionSettings(document);
  return { text: document.getText(), spans, options: { from: settings.from, svy21Order: settings.svy21Order }, where: spans.length > 0 ? 'selected rows' : 'file' };
}

const ENGINE_REFUSALS = ['NotRowsError', 'ColumnsThereError', 'CoordinateError', 'NoTripsError'];

/** Runs an engine's reading; what it refuses is said in its own words, as Convert Coordinates says them. */
export function readOrRefuse<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error && ENGINE_REFUSALS.includes(error.name)) throw new UserFacingError(error.message);
    throw error;
  }
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
