// Show on Map's reading of a file into the places its layer shows, with the words a user is told when there are
// none: on the worker thread for the command (offThreadReader.ts), on the host's own for a redraw or a restore.
import type * as vscode from 'vscode';
import { loadMapData } from '../common/lazyBundles';
import type { FindOptions, Span } from '../mapData';
import { readConversionSettings } from '../settings';
import { withPlace } from '../ui/notificationText';
import { UserFacingError } from '../ui/userFacingError';
import type { FileRead } from './offThreadReader';

export function titleOf(uri: vscode.Uri): string {
  return uri.path.split('/').pop() || uri.toString();
}

type Reader = (text: string, options: FindOptions) => Promise<FileRead>;

/** On the host's own thread: a redraw after an edit, and the layers brought back after a reload. */
export function readFeaturesHere(document: vscode.TextDocument, spans: Span[] | undefined): FileRead {
  return shownOf(document, spans, attempt(() => loadMapData().findFeatures(document.getText(), optionsOf(document))));
}

/**
 * The file's features (those the spans meet, when given) and the places it names but does not show (those
 * in the spans), or a UserFacingError with the line and column.
 */
export async function readFeatures(document: vscode.TextDocument, spans: Span[] | undefined, reader: Reader): Promise<FileRead> {
  const text = document.getText();
  let read: FileRead;
  try {
    read = await reader(text, optionsOf(document));
  } catch (error) {
    return shownOf(document, spans, { error });
  }
  return shownOf(document, spans, { read });
}

function attempt(read: () => FileRead): { read: FileRead } | { error: unknown } {
  try {
    return { read: read() };
  } catch (error) {
    return { error };
  }
}

function optionsOf(document: vscode.TextDocument): FindOptions {
  const settings = readConversionSettings(document);
  return { from: settings.from, svy21Order: settings.svy21Order };
}

function shownOf(document: vscode.TextDocument, spans: Span[] | undefined, outcome: { read: FileRead } | { error: unknown }): FileRead {
  const name = titleOf(document.uri);
  if ('error' in outcome) {
    const error = outcome.error;
    if (!(error instanceof Error && error.name === 'CoordinateError')) throw error;
    const location = (error as { location?: { start: number } }).location;
    const at = location ? document.positionAt(location.start) : undefined;
    const message = `Nothing to show on the map from ${name}: ${error.message}`;
    throw new UserFacingError(at ? withPlace(message, `line ${at.line + 1}, column ${at.character + 1}`) : message);
  }
  const { features, skipped } = outcome.read;
  const shown = spans ? loadMapData().featuresIn(features, spans) : features;
  if (shown.length === 0) throw new UserFacingError(`Nothing to show on the map: the selection in ${name} holds no coordinates. Select some, or nothing to show the whole file.`);
  const inSpans = skipped && (!spans || spans.some((span) => span.start <= skipped.at && skipped.at < span.end));
  return inSpans ? { features: shown, skipped } : { features: shown };
}
