import * as vscode from 'vscode';
import type { JobAnswer } from '../batch/jobTypes';
import { withJobClient } from '../batch/jobContext';
import { runTableJob } from '../batch/host/runJob';
import { askToFinish, showSummary } from '../batch/host/jobWords';
import { nothingLeftText } from '../batch/jobSummary';
import type { Answer, OutputChoice, SearchAnswer, SourceRows } from '../geocode';
import { loadGeocode } from './jobEngines';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

/** Tests and keybindings may answer the questions: the columns by name, and the output. */
export interface GeocodeAutomation {
  columns?: string[];
  output?: OutputChoice;
  whenCancelled?: 'apply' | 'discard';
  /** A file with the columns: finish its rows left (true) or not (false) without asking. */
  finish?: boolean;
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
  /** 'finish': the file had the columns, and only its rows left were asked and written. */
  mode: 'add' | 'finish';
  /** Rows with more cells than the header, left as they are. */
  longer: string[];
}

/** The query columns last chosen in each document, by name: Resolve Ambiguous Rows asks the same questions again. */
export const chosenColumns = new Map<string, string[]>();

const OUTPUTS: Array<vscode.QuickPickItem & { choice: OutputChoice }> = [
  { label: 'WGS84 latitude and longitude', description: 'onemap_latitude, onemap_longitude', choice: 'wgs84' },
  { label: 'SVY21 X and Y', description: 'onemap_x, onemap_y', choice: 'svy21' },
  { label: 'Both', description: 'latitude, longitude, X and Y', choice: 'both' },
];

async function pickColumns(source: SourceRows, preset: readonly number[], written: readonly string[] = []): Promise<number[] | undefined> {
  if (source.form === 'lines') return [0];
  const sample = source.rows[0]?.values ?? [];
  // A quoted multi-line address would break the pick's one-line description. The columns a run wrote are no query.
  const items = source.names
    .map((name, index) => ({ label: name, description: (sample[index] ?? '').replace(/\s+/g, ' '), picked: preset.includes(index), index }))
    .filter((item) => !written.includes(item.label));
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
  // Before any picker: a file with the columns is finished (or, all done, refused); some of them only, refused;
  // a JSON row broken where its fields go, refused.
  let run: ReturnType<typeof engine.geocodeRun>;
  try {
    run = engine.geocodeRun(source);
    engine.checkRowsWhole(text, run.rows);
  } catch (error) {
    if (error instanceof Error && (error.name === 'GeocodedBeforeError' || error.name === 'NotRowsError')) throw new UserFacingError(error.message);
    throw error;
  }
  const longer = run.longer.map((row) => row.label);
  if (run.mode === 'finish') {
    if (run.rows.length === 0) throw new UserFacingError(nothingLeftText('Geocode Addresses', `${run.layout!.match} and the columns before it`));
    if (!(await askToFinish(run.rows.length, run.rows.length + run.done, longer, automation.finish))) return undefined;
  }
  const written = run.layout?.names ?? [];
  // Finishing rows, the columns chosen for the first run in this window are picked again.
  const remembered = run.mode === 'finish' ? chosenColumns.get(document.uri.toString())?.map((name) => source.names.indexOf(name)).filter((i) => i >= 0) : undefined;
  const preset = remembered && remembered.length > 0 ? remembered : engine.defaultColumns(source.names);
  const columns = automation.columns
    ? automation.columns.map((name) => source.names.indexOf(name)).filter((i) => i >= 0)
    : await pickColumns(source, preset, written);
  if (!columns) return undefined;
  if (columns.length === 0) throw new UserFacingError('No column was chosen: nothing was searched for.');
  const choice = run.layout?.choice ?? automation.output ?? (await vscode.window.showQuickPick(OUTPUTS, { title: 'Geocode Addresses: the coordinates to write', ignoreFocusOut: true }))?.choice;
  if (!choice) return undefined;
  if (document.getText() !== text) throw new UserFacingError('The document changed while you chose the columns: run Geocode Addresses again.');

  let plan: ReturnType<typeof engine.planGeocode>;
  try {
    plan = engine.planGeocode(source, columns, choice, run);
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
    engine.trackedRowsOf(plan.source),
    {
      kind: engine.SEARCH_KIND,
      title: 'Geocoding addresses',
      items: plan.items,
      ask: (query: string, signal: AbortSignal) => withJobClient((client) => client.search(query, { priority: 'batch', signal })).then(engine.searchAnswerOf),
    },
    (answers: ReadonlyMap<string, JobAnswer<SearchAnswer>>) => {
      answersSeen = readable(answers, engine.readSearchAnswer);
      return { insertions: engine.geocodeInsertions(text, plan, choice, answersSeen), shape: engine.geocodeShape(plan) };
    },
    { whenCancelled: automation.whenCancelled, commandId: 'onemap.geocodeAddresses' },
  );
  const counts = engine.matchCounts(plan, answersSeen);
  if (result.applied > 0 || result.skippedChanged.length > 0) void tellDone(document.uri, result, longer);
  return { columns: plan.names, queryColumns, counts, mode: run.mode, longer, ...result };
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

/** What was written, counted over the rows written; the rows left out by name, and Run Again for them. */
async function tellDone(uri: vscode.Uri, result: Awaited<ReturnType<typeof runTableJob>>, longer: string[]): Promise<void> {
  const counts = result.written;
  const n = (kind: string): number => counts[kind] ?? 0;
  const parts = [`${n('exact') + n('picked')} exact`, `${n('ambiguous')} ambiguous`, `${n('not found')} not found`];
  if (n('error')) parts.push(`${n('error')} failed`);
  if (n('empty')) parts.push(`${n('empty')} with nothing to search`);
  const written = Object.values(counts).reduce((a, b) => a + b, 0);
  await showSummary({
    command: 'Geocode Addresses',
    commandId: 'onemap.geocodeAddresses',
    uri,
    did: 'Geocoded',
    written,
    complete: `Geocoded: ${parts.join(', ')}.`,
    counts: parts.join(', '),
    left: { notAsked: result.notAsked, edited: result.skippedChanged, failed: n('error'), longer, typed: Math.max(0, result.squared - result.skippedChanged.length) },
    actions: n('ambiguous') > 0 ? [['Resolve Ambiguous Rows…', () => vscode.commands.executeCommand('onemap.resolveAmbiguous')]] : [],
  });
}
