import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { jobContext } from '../batch/jobContext';
import { loadPlanningArea } from '../common/lazyBundles';
import type { AreaCache, AreaRun, YearAreas } from '../planningArea';
import { askToFinish } from '../batch/host/jobWords';
import { nothingLeftText, summaryText } from '../batch/jobSummary';
import { lineLabels } from '../batch/trackedRows';
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
  /** 'finish': the file had the plan's columns; only the rows without their areas were written. */
  mode: 'add' | 'finish';
  /** Rows with more cells than the header, left as they are. */
  longer: string[];
}

/** What automation (tests, keybindings) may give instead of answering the picker: `{ year: 2014 }`. */
interface Automation {
  year?: number;
  signal?: AbortSignal;
  /** A file with a plan's columns and rows without them: finish those (true) or not (false) without asking. */
  finish?: boolean;
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
  const document = editor.document;
  // Before any picker: what the file holds (or why it cannot take areas), and a plan's columns with rows left.
  const before = readDocument(editor);
  const { runs, placed } = refusing(() => planningArea.areaRuns(before.text, YEARS.filter((y) => y !== SHIPPED), before.spans, before.options));
  const yearOf = (run: AreaRun): number => run.year ?? SHIPPED;
  const unfinished = runs.find((r) => r.mode === 'finish' && r.left > 0 && (automation.year === undefined || yearOf(r) === automation.year));
  if (placed === 0 && !unfinished) throw new UserFacingError(`No row of the ${before.where} holds coordinates: nothing was added.`);
  const finished = runs.filter((r) => r.refused !== undefined || (r.mode === 'finish' && r.left === 0)).map(yearOf);
  let chosen: number | undefined;
  if (unfinished && automation.finish !== false) {
    const longer = lineLabels(before.text, unfinished.longer);
    const finish = automation.finish ?? (automation.year !== undefined ? true : await askToFinish(unfinished.left, unfinished.total, longer));
    if (finish) chosen = yearOf(unfinished);
  }
  if (chosen === undefined) {
    const refusedAll = runs.find((r) => r.refused !== undefined && (automation.year === undefined || yearOf(r) === automation.year));
    if (finished.length === YEARS.length || (automation.year !== undefined && finished.includes(automation.year))) {
      throw new UserFacingError(refusedAll?.refused ?? nothingLeftText('Add Planning Area', 'its planning area and region'));
    }
  }
  const cache = await openCache();
  const year = chosen ?? automation.year ?? (await chooseYear(cache, await isSignedIn(account), finished));
  if (year === undefined) return undefined;
  const areas = planningArea.knownYearAreas(year, cache) ?? (await fetchAreas(year, account, cache, automation));
  if (!areas) return undefined;

  const version = document.version;
  const { text, spans, options, where } = readDocument(editor);
  const named = areas.source === 'shipped' ? undefined : year;
  const result = refusing(() => planningArea.addPlanningAreas(text, areas.index, spans, options, named));
  if (result.insertions.length === 0) {
    throw new UserFacingError(result.mode === 'finish' ? nothingLeftText('Add Planning Area', 'its planning area and region') : `No row of the ${where} holds coordinates: nothing was added.`);
  }
  if (document.version !== version || document.isClosed) throw new UserFacingError(CHANGED);
  const applied = await editor.edit(
    (builder) => {
      for (const { offset, length = 0, text: inserted } of result.insertions) {
        const at = document.positionAt(offset);
        if (length > 0) builder.replace(new vscode.Range(at, document.positionAt(offset + length)), inserted);
        else builder.insert(at, inserted);
      }
    },
    { undoStopBefore: true, undoStopAfter: true },
  );
  if (!applied) throw new UserFacingError(CHANGED);
  // Short enough for a toast: the counts that need a look (boundaries, outside, rows without coordinates) come first.
  const { boundary, outside, withoutCoordinates } = result.rows;
  // A table's rows without coordinates get empty cells, a JSON object none: "without coordinates" fits both.
  const left = withoutCoordinates > 0 && result.mode === 'add' ? `; ${withoutCoordinates} without coordinates` : '';
  const plan = named === undefined ? '' : ` of ${year}`;
  const counts = `${boundary} on a boundary, ${outside} outside${left}`;
  const longer = lineLabels(text, result.longer);
  const said = summaryText('Add Planning Area', `Added the planning area${plan} to`, result.placedRows, `${plural(result.placedRows, 'row')} got a planning area${plan}: ${counts}.`, counts, {
    notAsked: [],
    edited: [],
    failed: 0,
    longer,
  });
  void (longer.length > 0 ? vscode.window.showWarningMessage(said) : vscode.window.showInformationMessage(said));
  return { columns: result.columns, rows: result.rows, year, source: areas.source, mode: result.mode, longer };
}

/** The document's text and selections, and how its pairs are read. */
function readDocument(editor: vscode.TextEditor) {
  const document = editor.document;
  const spans = editor.selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
  const settings = readConversionSettings(document);
  return { text: document.getText(), spans, options: { from: settings.from, svy21Order: settings.svy21Order }, where: spans.length > 0 ? 'selected rows' : 'file' };
}

/** The engine's refusals in its own words: the same as Convert Coordinates says them. */
function refusing<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error && ['NotRowsError', 'ColumnsThereError', 'CoordinateError'].includes(error.name)) throw new UserFacingError(error.message);
    throw error;
  }
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

async function chooseYear(cache: AreaCache | undefined, signedIn: boolean, finished: readonly number[]): Promise<number | undefined> {
  const { CACHE_KIND, cacheKey } = loadPlanningArea();
  // A plan whose columns every row has already is not offered again.
  const items = YEARS.filter((year) => !finished.includes(year)).map((year) => {
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
