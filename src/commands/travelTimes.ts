import * as vscode from 'vscode';
import { withJobClient } from '../batch/jobContext';
import { runJob, runTableJob, type TableJobResult } from '../batch/host/runJob';
import { loadRowJobs } from './jobEngines';
import type { FoundPlace, Travel, TravelMode } from '../rowJobs';
import type { RouteRequest } from '../shared/onemap/types';
import { type EditorInput, editorInput, plural, readOrRefuse } from './rowJobInput';
import { targetEditor } from './routeFromEditor';
import { pickTravelMode } from './travelModePick';
import { UserFacingError } from '../ui/userFacingError';
import { finishQuestion, nothingLeftText } from '../batch/jobSummary';
import { showSummary } from '../batch/host/jobWords';

type Trips = { routed: number; none: number; errors: number; notReached: number };

export interface TravelTimesOutcome extends TableJobResult {
  columns: string[];
  trips: Trips;
  /** Rows with one place (coordinates) are left as they are. */
  onePlace: number;
  /** Addresses searched for (trips written as addresses). */
  searched: number;
  mode: 'add' | 'finish';
  /** Rows with more cells than the header, left as they are. */
  longer: string[];
}

/** One route through the job client; what is kept is its time and distance (see travelOf). */
export function askRoute(query: RouteRequest, signal: AbortSignal): Promise<Travel> {
  return withJobClient(async (client) => loadRowJobs().travelOf(await client.route(query, { priority: 'batch', signal })));
}

/** Whether the rows are trips by coordinates (checked first) or by addresses; refuses a file with neither. */
function tripForm(input: EditorInput): 'coordinates' | 'addresses' {
  const engine = loadRowJobs();
  const columnsThere = (error: unknown): boolean => error instanceof Error && error.name === 'ColumnsThereError';
  // Columns already there are for one mode only: the mode is not chosen yet.
  try {
    readOrRefuse(() => engine.prepareTravelTimes(input.text, { routeType: 'walk' }, input.spans, input.options));
    return 'coordinates';
  } catch (error) {
    if (columnsThere(error) || !(error instanceof UserFacingError)) throw error;
    try {
      if (engine.prepareAddressTravel(input.text, { routeType: 'walk' }, input.spans)) return 'addresses';
    } catch (inner) {
      if (columnsThere(inner)) return 'addresses';
      throw inner;
    }
    throw error;
  }
}

/**
 * OneMap: Travel Times…. Each selected row (every row when nothing is selected) that holds an origin and a
 * destination, as two coordinate pairs or two addresses (searched first, each once), gets the time and
 * distance of the route between them by the mode chosen, in one edit. `given` (tests, keybindings) chooses
 * the mode without asking: `{ routeType, date?, time? }`.
 */
export async function travelTimes(target: unknown, given?: unknown): Promise<TravelTimesOutcome | undefined> {
  const editor = targetEditor(target, 'run Travel Times again');
  const input = editorInput(editor);
  const form = tripForm(input);
  // Before any picker: the modes whose columns the file has; one with rows left is offered to finish first.
  const there = modesThere(input, form);
  const givenType = typeof given === 'object' && given !== null ? (given as { routeType?: unknown }).routeType : undefined;
  const givenFinish = typeof given === 'object' && given !== null ? (given as { finish?: unknown }).finish : undefined;
  const unfinished = there.find((m) => m.left > 0 && (givenType === undefined || m.routeType === givenType));
  let only: TravelMode['routeType'] | undefined;
  if (unfinished && givenFinish !== false) {
    const names = `${unfinished.routeType}_minutes`;
    const ask = givenType !== undefined ? Promise.resolve(true) : askFinishMode(unfinished.left, unfinished.total, unfinished.longer, names);
    const answer = await ask;
    if (answer === undefined) return undefined;
    if (answer) only = unfinished.routeType;
  }
  const done = there.filter((m) => m.routeType !== only).map((m) => m.routeType);
  if (only === undefined) {
    if (done.length === 4) throw new UserFacingError(nothingLeftText('Travel Times', 'the times of every mode'));
    if (typeof givenType === 'string' && done.includes(givenType as TravelMode['routeType'])) throw new UserFacingError(nothingLeftText('Travel Times', `${givenType}_minutes and ${givenType}_km`));
  }
  const mode = await pickTravelMode('Travel Times', given, done, only);
  if (!mode) return undefined;
  if (editor.document.getText() !== input.text) throw new UserFacingError('The document changed while you chose the mode: run Travel Times again.');
  const outcome = form === 'coordinates' ? await coordinateTrips(editor, input, mode) : await addressTrips(editor, input, mode);
  if (outcome && (outcome.applied > 0 || outcome.skippedChanged.length > 0)) {
    // Counted over the rows written: a trip not asked (Cancel, then Apply) is no trip without a route.
    const n = (kind: string): number => outcome.written[kind] ?? 0;
    const failed = n('none') + n('error') > 0 ? `, ${n('none') + n('error')} without a route (said in the row)` : '';
    const single = outcome.onePlace > 0 ? `; ${plural(outcome.onePlace, 'row')} with one place: no trip, its cells left empty` : '';
    void showSummary({
      command: 'Travel Times',
      commandId: 'onemap.travelTimes',
      uri: editor.document.uri,
      did: 'Routed',
      written: outcome.rowsWritten,
      complete: `${plural(n('routed'), 'trip')} got a travel time${failed}${single}.`,
      counts: `${plural(n('routed'), 'trip')} got a travel time${failed}`,
      left: { notAsked: outcome.notAsked, edited: outcome.skippedChanged, failed: n('error'), longer: outcome.longer, typed: Math.max(0, outcome.squared - outcome.skippedChanged.length) },
    });
  }
  return outcome;
}

interface ModeThere {
  routeType: TravelMode['routeType'];
  left: number;
  total: number;
  longer: string[];
}

/** The modes whose columns the file has, each with its rows left (read with a stand-in departure). */
function modesThere(input: EditorInput, form: 'coordinates' | 'addresses'): ModeThere[] {
  const engine = loadRowJobs();
  const there: ModeThere[] = [];
  for (const routeType of ['walk', 'drive', 'cycle', 'pt'] as const) {
    const mode: TravelMode = routeType === 'pt' ? { routeType, date: '01-01-2025', time: '08:00:00', transitMode: 'TRANSIT' } : { routeType };
    const job = readOrRefuse(() => (form === 'coordinates' ? engine.prepareTravelTimes(input.text, mode, input.spans, input.options) : engine.prepareAddressTravel(input.text, mode, input.spans)));
    if (job?.plan.mode === 'finish') there.push({ routeType, left: job.read.records.length, total: job.read.records.length + job.plan.done, longer: job.plan.longer });
  }
  return there;
}

/** True: finish the rows left; false: another mode; undefined: the question was dismissed. */
async function askFinishMode(left: number, total: number, longer: readonly string[], names: string): Promise<boolean | undefined> {
  const finish = left === 1 ? 'Finish It' : 'Finish Them';
  const other = 'Another Mode';
  const choice = await vscode.window.showInformationMessage(`${names}: ${finishQuestion(left, total, longer)}`, finish, other);
  return choice === finish ? true : choice === other ? false : undefined;
}

async function coordinateTrips(editor: vscode.TextEditor, input: EditorInput, mode: TravelMode): Promise<TravelTimesOutcome> {
  const engine = loadRowJobs();
  const job = readOrRefuse(() => engine.prepareTravelTimes(input.text, mode, input.spans, input.options));
  let written: ReturnType<typeof engine.writeTravelTimes> | undefined;
  const result = await runTableJob<RouteRequest, Travel>(editor, job.rows, { kind: 'route', title: 'Routing trips', items: job.items, ask: askRoute }, (answers) => {
    written = engine.writeTravelTimes(input.text, job, answers);
    return { insertions: written.insertions, shape: job.plan.shape };
  }, { commandId: 'onemap.travelTimes' });
  const trips = written?.trips ?? { routed: 0, none: 0, errors: 0, notReached: job.items.length };
  return { ...result, columns: written?.columns ?? [], trips, onePlace: job.onePlace, searched: 0, mode: job.plan.mode, longer: job.plan.longer };
}

/**
 * Trips written as addresses: a search job first (each distinct address once), then the route job. The
 * rows are tracked only during the second, so a document edited during the first is refused: running again
 * asks OneMap nothing it has answered.
 */
async function addressTrips(editor: vscode.TextEditor, input: EditorInput, mode: TravelMode): Promise<TravelTimesOutcome | undefined> {
  const engine = loadRowJobs();
  const job = readOrRefuse(() => engine.prepareAddressTravel(input.text, mode, input.spans))!;
  const version = editor.document.version;
  const found = await runJob<string, FoundPlace>({
    kind: 'place',
    title: 'Finding the trips’ addresses',
    items: job.searches,
    ask: (text, signal) => withJobClient(async (client) => engine.placeOf(text, (await client.search(text, { priority: 'batch', signal })).results)),
  });
  if (found.cancelled) return undefined;
  if (editor.document.version !== version) {
    throw new UserFacingError('The document changed while its addresses were looked up, so nothing was written. Run Travel Times again: OneMap will not be asked again.');
  }
  const { items, perRecord } = engine.addressRoutes(job, found.answers);
  let written: ReturnType<typeof engine.writeAddressTravel> | undefined;
  const result = await runTableJob<RouteRequest, Travel>(editor, job.rows, { kind: 'route', title: 'Routing trips', items, ask: askRoute }, (answers) => {
    written = engine.writeAddressTravel(input.text, job, perRecord, answers);
    return { insertions: written.insertions, shape: job.plan.shape };
  }, { commandId: 'onemap.travelTimes' });
  const trips = written?.trips ?? { routed: 0, none: 0, errors: 0, notReached: job.trips.length };
  return { ...result, columns: written?.columns ?? [], trips, onePlace: 0, searched: found.distinct, mode: job.plan.mode, longer: job.plan.longer };
}
