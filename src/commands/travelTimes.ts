import * as vscode from 'vscode';
import { withJobClient } from '../batch/jobContext';
import { runTableJob } from '../batch/runJob';
import { loadRowJobs } from '../lazyBundles';
import type { Travel } from '../rowJobs';
import type { RouteRequest } from '../shared/onemap/types';
import { editorInput, plural, readOrRefuse } from './rowJobInput';
import { targetEditor } from './routeFromEditor';
import { pickTravelMode } from './travelModePick';
import { UserFacingError } from './userFacingError';

export interface TravelTimesOutcome {
  columns: string[];
  trips: { routed: number; none: number; errors: number; notReached: number };
  onePlace: number;
  applied: number;
  asked: number;
  fromCache: number;
  skippedChanged: string[];
}

/** One route through the job client; what is kept is its time and distance (see travelOf). */
export function askRoute(query: RouteRequest, signal: AbortSignal): Promise<Travel> {
  return withJobClient(async (client) => loadRowJobs().travelOf(await client.route(query, { priority: 'batch', signal })));
}

/**
 * OneMap: Travel Times…. Each selected row (every row when nothing is selected) that holds an origin and a
 * destination gets the time and distance of the route between them by the mode chosen, in one edit.
 * `given` (for tests and keybindings) chooses the mode without asking: `{ routeType, date?, time? }`.
 */
export async function travelTimes(target: unknown, given?: unknown): Promise<TravelTimesOutcome | undefined> {
  const editor = targetEditor(target, 'run Travel Times again');
  const input = editorInput(editor);
  const engine = loadRowJobs();
  // Read first: a file without trips is refused before the mode is asked (columns already there are for one mode only).
  readOrRefuse(() => {
    try {
      engine.prepareTravelTimes(input.text, { routeType: 'walk' }, input.spans, input.options);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ColumnsThereError')) throw error;
    }
  });
  const mode = await pickTravelMode('Travel Times', given);
  if (!mode) return undefined;
  if (editor.document.getText() !== input.text) throw new UserFacingError('The document changed while you chose the mode: run Travel Times again.');
  const job = readOrRefuse(() => engine.prepareTravelTimes(input.text, mode, input.spans, input.options));
  let written: ReturnType<typeof engine.writeTravelTimes> | undefined;
  const result = await runTableJob<RouteRequest, Travel>(
    editor,
    job.rows,
    { kind: 'route', title: 'Routing trips', items: job.items, ask: askRoute },
    (answers) => {
      written = engine.writeTravelTimes(input.text, job, answers);
      return written.insertions;
    },
  );
  const trips = written?.trips ?? { routed: 0, none: 0, errors: 0, notReached: job.items.length };
  if (result.applied > 0) {
    const failed = trips.none + trips.errors > 0 ? `, ${trips.none + trips.errors} without a route (said in the row)` : '';
    const single = job.onePlace > 0 ? `; ${plural(job.onePlace, 'row')} with one place left as is` : '';
    void vscode.window.showInformationMessage(`${plural(trips.routed, 'trip')} got a travel time${failed}${single}.`);
  }
  return { columns: written?.columns ?? [], trips, onePlace: job.onePlace, ...result };
}
