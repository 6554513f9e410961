// Add Nearest Places run again on a file whose travel columns it wrote: before any picker, "4 rows left of 6:
// finish them?" as Travel Times, Geocode and Reverse Geocode ask it. Finish routes only the rows left (a row
// cancelled, failed or edited during the job), with the kinds, mode and radius the columns name, into those
// columns; Replace All goes on as a first run that replaces them.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { finishQuestion } from '../batch/jobSummary';
import { loadNearest } from '../common/lazyBundles';
import type { NearestRerun } from '../rowJobs';
import { readConversionSettings } from '../settings';
import { themeList } from '../themes/themeSource';
import { withProgress } from '../ui/cancellableProgress';
import { UserFacingError } from '../ui/userFacingError';
import { loadRowJobs } from './jobEngines';
import { type FilesOnMap, type KindChoice, readyKinds } from './nearestKinds';
import type { OfferMap } from './nearestOnMap';
import { addNearestByRoute, type NearestTravelOutcome, type TravelChoice } from './nearestTravel';
import { shippedOutsideTest } from './nearestOutside';
import { readOrRefuse } from './rowJobInput';
import { pickTravelMode } from './travelModePick';

export const REPLACE_ALL = 'Replace All';

/** The run to finish; 'replace': replace every column; 'cancel'; undefined: no run has rows left (ask as before). */
export async function askRerun(editor: vscode.TextEditor, text: string, existing: readonly string[], given?: string): Promise<NearestRerun | 'replace' | 'cancel' | undefined> {
  if (given !== undefined && given !== 'finish') return undefined;
  const settings = readConversionSettings(editor.document);
  const runs = readOrRefuse(() => loadRowJobs().nearestReruns(text, selectedSpans(editor), { from: settings.from, svy21Order: settings.svy21Order }, existing));
  const run = runs.find((r) => r.left > 0);
  if (!run) {
    if (given === 'finish') throw new UserFacingError(`Every row already has its ${runs[0]?.column ?? 'travel time to the nearest'}: Add Nearest Places has nothing left to finish.`);
    return undefined;
  }
  if (given === 'finish') return run;
  const finish = run.left === 1 ? 'Finish It' : 'Finish Them';
  const choice = await vscode.window.showInformationMessage(`${run.column}: ${finishQuestion(run.left, run.total, run.longer)}`, finish, REPLACE_ALL, 'Cancel');
  return choice === finish ? run : choice === REPLACE_ALL ? 'replace' : 'cancel';
}

/** The selection's stretches of text, as offsets; none when nothing is selected (every row). */
export function selectedSpans(editor: vscode.TextEditor): Array<{ start: number; end: number }> {
  const document = editor.document;
  return editor.selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
}

/** Finishes `run`'s rows left: the kinds from its columns' names, its mode (public transport asks the departure). */
export async function finishNearest(
  editor: vscode.TextEditor,
  text: string,
  run: NearestRerun,
  given: { travel?: TravelChoice | null; decimals?: number },
  decimalsSetting: number,
  offerMap?: OfferMap,
  onMap?: FilesOnMap,
): Promise<NearestTravelOutcome | undefined> {
  const document = editor.document;
  const version = document.version;
  const travel = given.travel ?? undefined;
  const mode = await pickTravelMode('Add Nearest Places', travel ? { routeType: run.routeType, date: travel.date, time: travel.time } : undefined, [], run.routeType);
  if (!mode) return undefined;
  const choices = await kindChoices(run, document, onMap);
  if (!choices) return undefined;
  const kinds = await readyKinds(choices, onMap);
  if (!kinds) return undefined;
  if (document.version !== version) throw new UserFacingError('The document changed while the places were made ready: run Add Nearest Places again.');
  const settings = readConversionSettings(document);
  const options = { decimals: given.decimals ?? decimalsSetting, outside: shippedOutsideTest() };
  const input = { editor, text, cuts: [], spans: selectedSpans(editor), find: { from: settings.from, svy21Order: settings.svy21Order }, options };
  return addNearestByRoute(input, kinds, { mode, candidates: travel?.candidates ?? loadRowJobs().CANDIDATES }, offerMap, { finish: run });
}

/**
 * What each kind's words name: the shipped stations or exits, an open file of that name (or one on the map), or
 * a OneMap theme of that query name (OneMap's list is asked once). A kind none of them names cannot be finished.
 */
async function kindChoices(run: NearestRerun, target: vscode.TextDocument, onMap?: FilesOnMap): Promise<KindChoice[] | undefined> {
  const nearest = loadNearest();
  const key = (words: readonly string[]): string => words.join('_');
  let themes: Array<{ queryName: string; name: string }> | undefined;
  const choices: KindChoice[] = [];
  for (const words of run.kinds) {
    if (key(words) === 'mrt') choices.push({ type: 'stations' });
    else if (key(words) === 'mrt_exit') choices.push({ type: 'exits' });
    else {
      const named = (uri: vscode.Uri): boolean => key(nearest.kindWords(path.basename(uri.path).replace(/\.[^.]+$/, ''))) === key(words);
      const file = vscode.workspace.textDocuments.find((d) => !d.isClosed && d !== target && named(d.uri))?.uri ?? onMap?.filesOnMap().find((f) => f.uri.toString() !== target.uri.toString() && named(f.uri))?.uri;
      if (file) {
        choices.push({ type: 'file', uri: file.toString() });
        continue;
      }
      themes ??= await withProgress("Fetching OneMap's list of themes…", (signal) => themeList(signal));
      if (!themes) return undefined;
      const theme = themes.find((t) => key(nearest.kindWords(t.queryName)) === key(words));
      if (!theme) throw new UserFacingError(`Add Nearest Places cannot tell which places ${run.column} was for (${key(words)}): open the file they came from, or run it again and choose ${REPLACE_ALL}.`);
      choices.push({ type: 'theme', queryName: theme.queryName, name: theme.name });
    }
  }
  return choices;
}
