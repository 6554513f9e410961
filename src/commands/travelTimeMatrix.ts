import * as vscode from 'vscode';
import { runJob } from '../batch/host/runJob';
import { loadRowJobs } from './jobEngines';
import type { MatrixPlace, Travel } from '../rowJobs';
import type { RouteRequest } from '../shared/onemap/types';
import { editorInput, plural, readOrRefuse } from './rowJobInput';
import { targetEditor } from './routeFromEditor';
import { askRoute } from './travelTimes';
import { pickTravelMode } from './travelModePick';
import { UserFacingError } from '../ui/userFacingError';

export interface MatrixOutcome {
  origins: number;
  destinations: number;
  routes: number;
  cancelled: boolean;
  asked: number;
  fromCache: number;
  /** The new CSV editor's document. */
  document?: vscode.TextDocument;
}

type FileItem = vscode.QuickPickItem & { document?: vscode.TextDocument; browse?: true };

/** The places of a document: its editor's selection when it is open with one, else the whole file. */
function placesOf(document: vscode.TextDocument): MatrixPlace[] {
  const input = editorInput(vscode.window.visibleTextEditors.find((e) => e.document === document) ?? document);
  return readOrRefuse(() => loadRowJobs().matrixPlaces(input.text, input.spans, input.options));
}

/** The destinations' file: an open one (by name, as the tabs show it) or one browsed for. */
async function pickDestinations(origin: vscode.TextDocument, given: unknown): Promise<vscode.TextDocument | undefined> {
  if (given instanceof vscode.Uri) return vscode.workspace.openTextDocument(given);
  const open = vscode.workspace.textDocuments.filter((d) => !d.isClosed && (d.uri.scheme === 'file' || d.uri.scheme === 'untitled'));
  const items: FileItem[] = [
    ...open
      .filter((d) => d !== origin)
      .map((document) => ({ label: vscode.workspace.asRelativePath(document.uri), description: 'open', document })),
    { label: 'The same file', description: 'every place to every other', document: origin },
    { label: 'Browse…', browse: true as const },
  ];
  const chosen = await vscode.window.showQuickPick(items, { title: 'Travel Time Matrix: the destinations', placeHolder: 'The file whose places are the destinations' });
  if (!chosen) return undefined;
  if (chosen.document) return chosen.document;
  const [uri] = (await vscode.window.showOpenDialog({ canSelectMany: false, title: 'The destinations' })) ?? [];
  return uri ? vscode.workspace.openTextDocument(uri) : undefined;
}

/**
 * OneMap: Travel Time Matrix…. Origins are the active editor's selected rows (or whole file), destinations
 * another file's (its selection when it is open with one); every origin to every destination is routed once,
 * and the result opens as a new CSV: origin, destination, their coordinates, minutes, km, error.
 */
export async function travelTimeMatrix(target: unknown, destinations?: unknown, given?: unknown): Promise<MatrixOutcome | undefined> {
  const editor = targetEditor(target, 'run Travel Time Matrix again');
  const engine = loadRowJobs();
  const origins = placesOf(editor.document);
  if (origins.length === 0) throw new UserFacingError('No origins: the selection (or file) holds no coordinates.');
  const other = await pickDestinations(editor.document, destinations);
  if (!other) return undefined;
  const ends = placesOf(other);
  const mode = await pickTravelMode('Travel Time Matrix', given);
  if (!mode) return undefined;
  let job: ReturnType<typeof engine.prepareMatrix>;
  try {
    job = engine.prepareMatrix(origins, ends, mode);
  } catch (error) {
    throw new UserFacingError(error instanceof Error ? error.message : String(error));
  }
  const outcome = await runJob<RouteRequest, Travel>({ kind: 'route', title: 'Routing the matrix', items: job.items, ask: askRoute });
  const routes = origins.length * ends.length;
  if (outcome.answers.size === 0) return { origins: origins.length, destinations: ends.length, routes, cancelled: outcome.cancelled, asked: outcome.asked, fromCache: outcome.fromCache };
  const document = await vscode.workspace.openTextDocument({ content: engine.matrixCsv(job, outcome.answers), language: 'csv' }).then(undefined, () =>
    vscode.workspace.openTextDocument({ content: engine.matrixCsv(job, outcome.answers) }),
  );
  await vscode.window.showTextDocument(document, { preview: false });
  void vscode.window.showInformationMessage(
    `${plural(origins.length, 'origin')} × ${plural(ends.length, 'destination')}: ${plural(routes, 'route')}${outcome.cancelled ? ', cancelled: the rest say so' : ''}.`,
  );
  return { origins: origins.length, destinations: ends.length, routes, cancelled: outcome.cancelled, asked: outcome.asked, fromCache: outcome.fromCache, document };
}
