import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { jobContext } from '../batch/jobContext';
import { loadPlanningArea } from '../common/lazyBundles';
import type { AreaCache, YearAreas } from '../planningArea';
import { readConversionSettings } from '../settings';
import { abortSignalFor, givenSignal } from '../ui/cancellation';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

/** What the command did; returned to callers (tests) as well as shown to the user. */
export interface PlanningAreaOutcome {
  columns: string[];
  rows: { inside: number; boundary: number; outside: number; withoutCoordinates: number };
  year: number;
  /** Where the boundaries came from: shipped with the extension, the disk cache, or OneMap just now. */
  source: YearAreas['source'];
}

/** What automation (tests, keybindings) may give instead of answering the picker: `{ year: 2014 }`. */
interface Automation {
  year?: number;
  signal?: AbortSignal;
}

/** The Master Plans: 2019 ships with the extension; OneMap documents the others for getAllPlanningarea. */
const YEARS = [2019, 2014, 2008, 1998];
const SHIPPED = 2019;

const CHANGED = 'The document changed while adding planning areas, so nothing was added. Run the command again.';

function automationOf(target: unknown): Automation {
  return typeof target === 'object' && target !== null && !(target instanceof vscode.Uri) ? (target as Automation) : {};
}

/**
 * OneMap: Add Planning Area…. Every row of the selection (the whole file when nothing is selected) that holds
 * coordinates gets the planning area and region it falls in. Master Plan 2019 ships with the extension (no
 * request leaves the machine); another plan comes from OneMap once, when signed in, and is then read from
 * disk. The document is read once the areas are ready; all rows change in one edit, or none does.
 */
export async function addPlanningArea(target: unknown, account: OneMapAccount): Promise<PlanningAreaOutcome | undefined> {
  const automation = automationOf(target);
  const editor = targetEditor(target instanceof vscode.Uri ? target : undefined, 'run Add Planning Area again');
  const planningArea = loadPlanningArea();
  const cache = await openCache();
  const year = automation.year ?? (await chooseYear(cache, await isSignedIn(account)));
  if (year === undefined) return undefined;
  const areas = planningArea.knownYearAreas(year, cache) ?? (await fetchAreas(year, account, cache, automation));
  if (!areas) return undefined;

  const document = editor.document;
  const version = document.version;
  const text = document.getText();
  const spans = editor.selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
  const settings = readConversionSettings(document);
  const named = areas.source === 'shipped' ? undefined : year;
  let result: ReturnType<typeof planningArea.addPlanningAreas>;
  try {
    result = planningArea.addPlanningAreas(text, areas.index, spans, { from: settings.from, svy21Order: settings.svy21Order }, named);
  } catch (error) {
    // The converter's own words say what it found (or did not): the same as Convert Coordinates says.
    if (error instanceof Error && ['NotRowsError', 'ColumnsThereError', 'CoordinateError'].includes(error.name)) throw new UserFacingError(error.message);
    throw error;
  }
  const where = spans.length > 0 ? 'selected rows' : 'file';
  if (result.insertions.length === 0) throw new UserFacingError(`No row of the ${where} holds coordinates: nothing was added.`);
  if (document.version !== version || document.isClosed) throw new UserFacingError(CHANGED);
  const applied = await editor.edit(
    (builder) => {
      for (const insertion of result.insertions) builder.insert(document.positionAt(insertion.offset), insertion.text);
    },
    { undoStopBefore: true, undoStopAfter: true },
  );
  if (!applied) throw new UserFacingError(CHANGED);
  // Short enough for a toast: the counts that need a look (boundaries, outside, rows without coordinates) come first.
  const { boundary, outside, withoutCoordinates } = result.rows;
  // A table's rows without coordinates get empty cells, a JSON object none: "without coordinates" fits both.
  const left = withoutCoordinates > 0 ? `; ${withoutCoordinates} without coordinates` : '';
  const plan = named === undefined ? '' : ` of ${year}`;
  void vscode.window.showInformationMessage(
    `${plural(result.placedRows, 'row')} got a planning area${plan}: ${boundary} on a boundary, ${outside} outside${left}.`,
  );
  return { columns: result.columns, rows: result.rows, year, source: areas.source };
}

/** The job runner's disk cache; without it (not set up, unreadable) other years are simply asked again. */
async function openCache(): Promise<AreaCache | undefined> {
  try {
    return await jobContext().cache();
  } catch {
    return undefined;
  }
}

async function isSignedIn(account: OneMapAccount): Promise<boolean> {
  return (await account.status()).email !== undefined;
}

async function chooseYear(cache: AreaCache | undefined, signedIn: boolean): Promise<number | undefined> {
  const { CACHE_KIND, cacheKey } = loadPlanningArea();
  const items = YEARS.map((year) => {
    const kept = cache?.get(CACHE_KIND, cacheKey(year)) !== undefined;
    const description =
      year === SHIPPED ? 'shipped with the extension, offline' : kept ? 'from OneMap, kept on disk' : signedIn ? 'from OneMap' : 'from OneMap: sign in first';
    return { label: `Master Plan ${year}`, description, year };
  });
  const picked = await vscode.window.showQuickPick(items, { title: 'Add Planning Area', placeHolder: 'Planning areas of which Master Plan?' });
  return picked?.year;
}

/** Another year's areas from OneMap, signing in first if need be; undefined when the user gave up. */
async function fetchAreas(year: number, account: OneMapAccount, cache: AreaCache | undefined, automation: Automation): Promise<YearAreas | undefined> {
  const planningArea = loadPlanningArea();
  if (!(await isSignedIn(account))) {
    const message = `The planning areas of ${year} come from OneMap, and you are not signed in.`;
    // Automation has no one to answer a question: it is told, as a person would be.
    if (automation.year !== undefined) throw new UserFacingError(`${message} Sign in first, or use Master Plan ${SHIPPED}, shipped with the extension.`);
    const choice = await vscode.window.showWarningMessage(message, 'Sign In', `Use ${SHIPPED}`);
    if (choice === `Use ${SHIPPED}`) return planningArea.knownYearAreas(SHIPPED, cache);
    if (choice !== 'Sign In' || !(await jobContext().signIn())) return undefined;
  }
  const title = `Fetching the planning areas of ${year} from OneMap…`;
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (_progress, token) => {
    const { signal, dispose } = abortSignalFor(token, givenSignal(automation));
    try {
      return await planningArea.fetchYearAreas(year, (y) => account.use((client) => client.getAllPlanningarea(y, { signal })), cache);
    } catch (error) {
      const kind = error instanceof Error ? (error as { kind?: unknown }).kind : undefined;
      if (kind === 'cancelled') return undefined;
      // Sign-in errors keep their kind, so the message offers Sign In; the others say what still works.
      if (kind === 'auth' || kind === 'not-signed-in' || !(error instanceof Error)) throw error;
      throw new UserFacingError(`${error.message} Master Plan ${SHIPPED} ships with the extension and needs no OneMap.`);
    } finally {
      dispose();
    }
  });
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
