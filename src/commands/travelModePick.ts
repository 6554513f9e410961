// How Travel Times and the matrix ask for the mode: walk, drive, cycle or public transport, and for public
// transport the departure date and time (today and now in Singapore to start with).
import * as vscode from 'vscode';
import { loadRowJobs } from './jobEngines';
import type { TravelMode } from '../rowJobs';
import { isRouteType } from '../shared/onemap/params';

const MODES: Array<vscode.QuickPickItem & { routeType: TravelMode['routeType'] }> = [
  { label: 'Walk', routeType: 'walk' },
  { label: 'Drive', routeType: 'drive' },
  { label: 'Cycle', routeType: 'cycle' },
  { label: 'Public transport', description: 'bus and MRT, at a date and time you give', routeType: 'pt' },
];

/** A mode given by a caller (tests, keybindings): `{ routeType, date?: 'YYYY-MM-DD', time?: 'HH:MM' }`. */
function givenMode(given: unknown): TravelMode | undefined {
  if (typeof given !== 'object' || given === null || !isRouteType((given as { routeType?: unknown }).routeType)) return undefined;
  const { routeType, date, time } = given as { routeType: TravelMode['routeType']; date?: unknown; time?: unknown };
  if (routeType !== 'pt') return { routeType };
  const engine = loadRowJobs();
  const now = engine.departureNow(Date.now());
  const d = engine.oneMapDate(typeof date === 'string' ? date : now.date);
  const t = engine.oneMapTime(typeof time === 'string' ? time : now.time);
  return d && t ? { routeType, date: d, time: t, transitMode: 'TRANSIT' } : undefined;
}

/**
 * The mode, or undefined when the user leaves a question unanswered. `exclude`: modes the file has the columns
 * of (not offered again); `only`: the mode is known (a run that finishes rows), only public transport's departure
 * is asked.
 */
export async function pickTravelMode(title: string, given?: unknown, exclude: readonly string[] = [], only?: TravelMode['routeType']): Promise<TravelMode | undefined> {
  const fixed = givenMode(given);
  if (fixed) return fixed;
  const mode = only ? MODES.find((m) => m.routeType === only) : await vscode.window.showQuickPick(MODES.filter((m) => !exclude.includes(m.routeType)), { title, placeHolder: 'How to travel' });
  if (!mode) return undefined;
  if (mode.routeType !== 'pt') return { routeType: mode.routeType };
  const engine = loadRowJobs();
  const now = engine.departureNow(Date.now());
  const date = await vscode.window.showInputBox({
    title: `${title}: departure date`,
    prompt: 'The day of the trips, YYYY-MM-DD (Singapore time)',
    value: now.date,
    validateInput: (text) => (engine.oneMapDate(text) ? undefined : 'A date as YYYY-MM-DD, a day that exists'),
  });
  if (date === undefined) return undefined;
  const time = await vscode.window.showInputBox({
    title: `${title}: departure time`,
    prompt: 'When the trips start, HH:MM on the 24-hour clock (Singapore time)',
    value: now.time,
    validateInput: (text) => (engine.oneMapTime(text) ? undefined : 'A time as HH:MM, 00:00 to 23:59'),
  });
  if (time === undefined) return undefined;
  return { routeType: 'pt', date: engine.oneMapDate(date)!, time: engine.oneMapTime(time)!, transitMode: 'TRANSIT' };
}
