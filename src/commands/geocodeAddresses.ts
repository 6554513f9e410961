import * as vscode from 'vscode';
import type { JobAnswer } from '../batch/jobTypes';
import { withJobClient } from '../batch/jobContext';
import { runTableJob } from '../batch/host/runJob';
import type { Answer, OutputChoice, SearchAnswer, SourceRows } from '../geocode';
import { loadGeocode } from './jobEngines';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

/** Tests and keybindings may answer the questions: the columns by name, and the output. */
export interface GeocodeAutomation {
  columns?: string[];
  output?: OutputChoice;
  whenCancelled?: 'apply' | 'discard';
}

export interface GeocodeOutcome {
  columns: string[];
  queryColumns: string[];
  applied: number;
  cancelled: boolean;
  asked: number;
  fromCache: number;
  counts: Record<string, number>;
  skippedChanged: string[];
}

/** The query columns last chosen in each document, by name: Resolve Ambiguous Rows asks the same questions again. */
export const chosenColumns = new Map<string, string[]>();

const OUTPUTS: Array<vscode.QuickPickItem & { choice: OutputChoice }> = [
  { label: 'WGS84 latitude and longitude', description: 'onemap_latitude, onemap_longitude', choice: 'wgs84' },
  { label: 'SVY21 X and Y', description: 'onemap_x, onemap_y', choice: 'svy21' },
  { label: 'Both', description: 'latitude, longitude, X and Y', choice: 'both' },
];

async function pickColumns(source: SourceRows, preset: readonly number[]): Promise<number[] | undefined> {
  if (source.form === 'lines') return [0];
  const sample = source.rows[0]?.values ?? [];
  // A quoted multi-line address would break the pick's one-line description.
  const items = source.names.map((name, index) => ({ label: name, description: (sample[index] ?? '').replace(/\s+/g, ' '), picked: preset.includes(index), index }));
  const picked = await vscode.window.showQuickPick(items, {
    title: 'Geocode Addresses: the columns to search for (joined in the file\'s order)',
    placeHolder: 'Picked by their names; change the choice, then press Enter',
    canPickMany: true,
    ignoreFocusOut: true,
  });
  return picked?.map((item) => item.index);
}

/**
 * OneMap: Geocode Addresses…. Every row of the selection (the whole file when nothing is selected) is searched
 * for by the chosen columns' text; its coordinates, OneMap's address and postal code, and how sure the match is
 * are added after its last column (or as members of its object). Each distinct query is asked once; the whole
 * result is one edit.
 */
export async function geocodeAddresses(target: unknown, automation: GeocodeAutomation = {}): Promise<GeocodeOutcome | undefined> {
  const editor = targetEditor(target, 'run Geocode Addresses again');
  const document = editor.document;
  const text = document.getText();
  const spans = editor.selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
  const engine = loadGeocode();
  const source = engine.sourceRows(text, spans);
  if (source.rows.length === 0) throw new UserFacingError(`No row of the ${spans.length > 0 ? 'selection' : 'file'} has anything to search for.`);
  const preset = engine.defaultColumns(source.names);
  const columns = automation.columns
    ? automation.columns.map((name) => source.names.indexOf(name)).filter((i) => i >= 0)
    : await pickColumns(source, preset);
  if (!columns) return undefined;
  if (columns.length === 0) throw new UserFacingError('No column was chosen: nothing was searched for.');
  const choice = automation.output ?? (await vscode.window.showQuickPick(OUTPUTS, { title: 'Geocode Addresses: the coordinates to write', ignoreFocusOut: true }))?.choice;
  if (!choice) return undefined;

  let plan: ReturnType<typeof engine.planGeocode>;
  try {
    plan = engine.planGeocode(source, columns, choice);
  } catch (error) {
    if (error instanceof Error && error.name === 'GeocodedBeforeError') throw new UserFacingError(error.message);
    throw error;
  }
  if (plan.items.length === 0) throw new UserFacingError('The chosen columns are empty in every row: nothing was searched for.');
  const queryColumns = columns.map((i) => source.names[i]!);
  chosenColumns.set(document.uri.toString(), queryColumns);

  let answersSeen: ReadonlyMap<string, Answer> = new Map();
  const result = await runTableJob(
    editor,
    engine.trackedRowsOf(source),
    {
      kind: engine.SEARCH_KIND,
      title: 'Geocoding addresses',
      items: plan.items,
      ask: (query: string, signal: AbortSignal) => withJobClient((client) => client.search(query, { priority: 'batch', signal })).then(engine.searchAnswerOf),
    },
    (answers: ReadonlyMap<string, JobAnswer<SearchAnswer>>) => {
      answersSeen = readable(answers, engine.readSearchAnswer);
      return engine.geocodeInsertions(text, plan, choice, answersSeen);
    },
    { whenCancelled: automation.whenCancelled },
  );
  const counts = engine.matchCounts(plan, answersSeen);
  if (result.applied > 0) void tellDone(counts);
  return { columns: plan.names, queryColumns, counts, ...result };
}

/** The answers as kept: one from the disk cache that another version wrote in another shape counts as not asked. */
function readable(answers: ReadonlyMap<string, JobAnswer<SearchAnswer>>, read: (value: unknown) => SearchAnswer | undefined): Map<string, Answer> {
  const out = new Map<string, Answer>();
  for (const [key, answer] of answers) {
    if (!answer.ok) out.set(key, answer);
    else {
      const value = read(answer.value);
      if (value) out.set(key, { ok: true, value });
    }
  }
  return out;
}

async function tellDone(counts: Record<string, number>): Promise<void> {
  const parts = [`${counts.exact} exact`, `${counts.ambiguous} ambiguous`, `${counts['not found']} not found`];
  if (counts.error) parts.push(`${counts.error} failed`);
  if (counts.empty) parts.push(`${counts.empty} with nothing to search`);
  const resolve = 'Resolve Ambiguous Rows…';
  const action = await vscode.window.showInformationMessage(`Geocoded: ${parts.join(', ')}.`, ...(counts.ambiguous ? [resolve] : []));
  if (action === resolve) void vscode.commands.executeCommand('onemap.resolveAmbiguous');
}
