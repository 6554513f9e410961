// Add Nearest Places with the travel time asked: one more picker after the radius, then each row's k
// straight-line nearest candidates of each kind routed through OneMap as Travel Times routes its trips (the
// same pacer, disk cache, progress, Cancel and "Apply N rows done"); the row gets the candidate with the
// shortest route beside the straight-line columns, all rows in one edit.
import * as vscode from 'vscode';
import { runTableJob } from '../batch/host/runJob';
import type { Span } from '../mapData/spans';
import type { FindOptions } from '../mapData/findPoints';
import type { NearestOptions } from '../nearest';
import type { Cut } from '../nearest/existingColumns';
import type { Travel, TravelMode } from '../rowJobs';
import type { RouteRequest } from '../shared/onemap/types';
import type { NearestRerun } from '../rowJobs';
import type { OfferMap } from './nearestOnMap';
import { UserFacingError } from '../ui/userFacingError';
import type { ReadyKind } from './nearestKinds';
import { loadRowJobs } from './jobEngines';
import { plural } from './rowJobInput';
import { askRoute } from './travelTimes';
import { pickTravelMode } from './travelModePick';

/** Automation's answer to the travel picker: `{ mode: 'walk', candidates: 3 }`, or null for offline only. */
export interface TravelChoice {
  mode: TravelMode['routeType'];
  candidates?: number;
  /** Public transport's departure, as Travel Times takes it: 'YYYY-MM-DD', 'HH:MM'. */
  date?: string;
  time?: string;
}

const OFFLINE = 'No, offline only';

/** The mode to route by; null: offline only; false: the picker was dismissed. */
export async function pickNearestTravel(given: TravelChoice | null | undefined): Promise<{ mode: TravelMode; candidates: number } | null | false> {
  const k = loadRowJobs().CANDIDATES;
  if (given === null) return null;
  if (given !== undefined) {
    const mode = await pickTravelMode('Add Nearest Places', { routeType: given.mode, date: given.date, time: given.time });
    return mode ? { mode, candidates: given.candidates ?? k } : false;
  }
  const items: Array<vscode.QuickPickItem & { routeType?: TravelMode['routeType'] }> = [
    { label: OFFLINE, description: 'straight-line distance, nothing sent to OneMap' },
    { label: 'Walk', description: `routes to the ${k} nearest of each kind, through OneMap`, routeType: 'walk' },
    { label: 'Cycle', description: `routes to the ${k} nearest of each kind, through OneMap`, routeType: 'cycle' },
    { label: 'Drive', description: `routes to the ${k} nearest of each kind, through OneMap`, routeType: 'drive' },
    { label: 'Public transport', description: 'at a date and time you give, through OneMap', routeType: 'pt' },
  ];
  const picked = await vscode.window.showQuickPick(items, { title: 'Add Nearest Places', placeHolder: 'Also the travel time to the nearest?' });
  if (!picked) return false;
  if (picked.routeType === undefined) return null;
  const mode = await pickTravelMode('Add Nearest Places', undefined, [], picked.routeType);
  return mode ? { mode, candidates: k } : false;
}

/** The rows as the command read them: the text without replaced columns (`cuts`), the selection there. */
export interface NearestInput {
  editor: vscode.TextEditor;
  text: string;
  cuts: readonly Cut[];
  spans: readonly Span[];
  find: FindOptions;
  options: NearestOptions;
}

export interface NearestTravelOutcome {
  columns: string[];
  routes: { routed: number; failed: number; notAsked: number };
  asked: number;
  fromCache: number;
  cancelled: boolean;
  applied: number;
  message: string;
  /** A run that finished an earlier one's rows: how many were left. */
  finished?: number;
}

/** How the job is read: the first run (its columns new, or replacing `input.cuts`), or finishing a run's rows left. */
export type NearestTravelRun = { finish?: undefined } | { finish: NearestRerun };

/** Routes every row's candidates and writes the straight-line and travel columns in one edit. */
export async function addNearestByRoute(
  input: NearestInput,
  kinds: readonly ReadyKind[],
  travel: { mode: TravelMode; candidates: number },
  offerMap?: OfferMap,
  run: NearestTravelRun = {},
): Promise<NearestTravelOutcome | undefined> {
  const nearest = loadRowJobs();
  const job = (() => {
    try {
      if (run.finish) return nearest.prepareNearestFinish(input.text, run.finish, kinds, travel.mode, input.spans, input.find, input.options, travel.candidates);
      return nearest.prepareNearestTravel(input.text, kinds, travel.mode, input.spans, input.find, input.options, travel.candidates);
    } catch (error) {
      if (error instanceof Error && ['NotRowsError', 'NearestColumnsThereError', 'CoordinateError'].includes(error.name)) throw new UserFacingError(error.message);
      throw error;
    }
  })();
  if (job.rowsSeen.placed === 0 && !run.finish) throw new UserFacingError(`No row of the ${input.spans.length > 0 ? 'selected rows' : 'file'} holds coordinates: nothing was added.`);
  const replacing = input.cuts.length > 0;
  const rows = replacing ? nearest.replacedRows(input.text, input.cuts, job.rows, []).rows : job.rows;
  let written: ReturnType<typeof nearest.writeNearestTravel> | undefined;
  const result = await runTableJob<RouteRequest, Travel>(
    input.editor,
    rows,
    { kind: 'route', title: 'Routing to the nearest places', items: job.items, ask: askRoute },
    (answers) => {
      written = nearest.writeNearestTravel(input.text, job, answers);
      if (replacing) return nearest.replacedRows(input.text, input.cuts, job.rows, written.insertions).insertions;
      // Rows edited or typed during the job get the table's cells, `not asked`: a run again finishes them.
      return { insertions: written.insertions, shape: job.plan.shape };
    },
    { commandId: 'onemap.addNearestPlaces' },
  );
  const routes = written?.routes ?? { routed: 0, failed: 0, notAsked: 0 };
  // Rows written with every route answered (a row not asked is no row done: the summary says it is left).
  const message = summary(result.rowsWritten, kinds, travel, routes, result.notAsked.length, result.skippedChanged, job.items.length);
  if (result.applied > 0) {
    const warn = routes.failed + routes.notAsked + result.skippedChanged.length > 0;
    // The map draws each row's line to the place its route chose, with the route's length.
    const how = `by ${HOW[travel.mode.routeType]} route`;
    if (offerMap) {
      // Read from the file as written: a run that finished an earlier one's rows shows every row.
      const columns = run.finish ?? { routeType: travel.mode.routeType, kinds: kinds.map((k) => [...k.words]), radius: input.options.radius, suffix: input.options.suffix };
      const lines = nearest.nearestRouteLines(input.editor.document.getText(), columns, kinds, input.find, travel.candidates);
      offerMap(message, { uri: input.editor.document.uri, lines, kinds: kinds.map((k) => ({ label: `${k.label} ${how}` })), decimals: 0 });
    }
    else void (warn ? vscode.window.showWarningMessage(message) : vscode.window.showInformationMessage(message));
  }
  return { columns: written?.columns ?? [], routes, asked: result.asked, fromCache: result.fromCache, cancelled: result.cancelled, applied: result.applied, message, ...(run.finish ? { finished: run.finish.left } : {}) };
}

const HOW = { walk: 'walking', cycle: 'cycling', drive: 'driving', pt: 'public-transport' } as const;

function summary(
  done: number,
  kinds: readonly ReadyKind[],
  travel: { mode: TravelMode; candidates: number },
  routes: NearestTravelOutcome['routes'],
  notAsked: number,
  edited: readonly string[],
  distinct: number,
): string {
  const how = HOW[travel.mode.routeType];
  const what = kinds.map((k) => `nearest ${k.label}`).join(', ');
  const notes = [
    routes.failed > 0 ? `${plural(routes.failed, 'place')} without a route to any candidate (said in the row)` : '',
    notAsked > 0 ? `${plural(notAsked, 'row')} not asked: run again to finish them; OneMap is not asked again what it answered` : '',
    edited.length > 0 ? `edited during the job, left as they were: ${edited.slice(0, 5).join(', ')}${edited.length > 5 ? '…' : ''}` : '',
  ].filter((n) => n !== '');
  const did = `${plural(done, 'row')} got the ${what} by ${how} time, of the ${travel.candidates} nearest in a straight line (${plural(distinct, 'route')})`;
  return `${did}${notes.length > 0 ? `: ${notes.join('; ')}` : ''}.`;
}
