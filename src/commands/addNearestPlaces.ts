import * as vscode from 'vscode';
import { loadNearest } from '../common/lazyBundles';
import type { NearestResult, RowsAhead } from '../nearest';
import { readConversionSettings } from '../settings';
import { runInChunks } from './nearestChunks';
import { shippedOutsideTest } from './nearestOutside';
import { type FilesOnMap, type KindChoice, pickKinds, readyKinds, type ReadyKind } from './nearestKinds';
import type { OfferMap } from './nearestOnMap';
import { askRerun, finishNearest, selectedSpans } from './nearestFinish';
import { addNearestByRoute, type NearestTravelOutcome, pickNearestTravel, type TravelChoice } from './nearestTravel';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

/** What the command did; returned to callers (tests) as well as shown to the user. */
export interface NearestOutcome {
  columns: string[];
  rows: NearestResult['rows'];
  ties: number;
  message: string;
}

/**
 * What automation (tests, keybindings) may give instead of answering the pickers:
 * `{ kinds: [{ type: 'stations' }], radius: 1000, existing: 'replace' }`; `radius: null` counts nothing.
 */
interface Automation {
  kinds?: KindChoice[];
  radius?: number | null;
  decimals?: number;
  /** A file with the columns: replace or write beside them; 'finish': finish the rows a travel run left. */
  existing?: 'replace' | 'beside' | 'finish';
  /** The travel time to the nearest: `{ mode: 'walk', candidates: 3 }`; null: offline only. */
  travel?: TravelChoice | null;
  /** Cancels as the notification's Cancel does; `onProgress` hears the rows done after each chunk. */
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Hears the rows read after each step of reading (about `estimate` in all). */
  onReading?: (done: number, estimate: number) => void;
}

const CHANGED = 'The document changed while adding nearest places, so nothing was added. Run the command again.';
const CANCELLED = 'Add Nearest Places was cancelled: the file is unchanged.';
const RADII = [1000, 500, 2000];

function automationOf(target: unknown): Automation {
  return typeof target === 'object' && target !== null && !(target instanceof vscode.Uri) ? (target as Automation) : {};
}

/**
 * OneMap: Add Nearest Places…. Every row of the selection (the whole file when nothing is selected) that holds
 * coordinates gets, for each kind picked, the nearest place's name, its straight-line distance on SVY21 and how
 * many lie within a radius. Everything is computed on this machine; all rows change in one edit, or none does.
 */
export async function addNearestPlaces(target: unknown, decimalsSetting = 0, offerMap?: OfferMap, onMap?: FilesOnMap): Promise<NearestOutcome | NearestTravelOutcome | undefined> {
  const automation = automationOf(target);
  const editor = targetEditor(target instanceof vscode.Uri ? target : undefined, 'run Add Nearest Places again');
  const document = editor.document;
  const nearest = loadNearest();
  // While the user reads the pickers, the planning areas' outside-Singapore grid is made (about 0.1 s, once a
  // session), so that the first run after picking is no slower than the next.
  setImmediate(shippedOutsideTest);
  // The text is read once (a large file's copy costs as much as a pass over it), again only if it changed.
  let version = document.version;
  let original = document.getText();
  // Before any picker: a travel run with rows left is offered to finish (nearestFinish.ts); a file that has the
  // columns otherwise is asked what to do with them.
  const existing = nearest.existingNearestColumns(original);
  // A first run (no columns of its own in the file) reads the rows while the user picks (src/nearest/rowsAhead.ts).
  // Given what to look for (automation), it asks nothing and goes straight on: there is no time to read in.
  const ahead = existing.length === 0 && automation.kinds === undefined ? readAhead(editor, original) : undefined;
  try {
    const rerun = existing.length > 0 ? await askRerun(editor, original, existing, automation.existing) : undefined;
    if (rerun === 'cancel') return undefined;
    if (rerun !== undefined && rerun !== 'replace') return finishNearest(editor, original, rerun, automation, decimalsSetting, offerMap, onMap);
    const given = rerun ?? (automation.existing === 'finish' ? undefined : automation.existing);
    const mode = existing.length === 0 ? 'add' : (given ?? (await askExisting(existing)));
    if (mode === undefined) return undefined;
    const choices = automation.kinds ?? (await pickKinds(document, onMap));
    if (!choices) return undefined;
    const radius = automation.radius !== undefined ? (automation.radius ?? undefined) : await pickRadius();
    if (radius === false) return undefined;
    // Automation that names the kinds and not the travel means offline only, as before the travel was offered.
    const travel = await pickNearestTravel(automation.travel ?? (automation.kinds ? null : undefined));
    if (travel === false) return undefined;
    const kinds = await readyKinds(choices, onMap);
    if (!kinds) return undefined;

    if (document.version !== version) [version, original] = [document.version, document.getText()];
    const spans = selectedSpans(editor);
    // Replacing: the old columns come out first, and the new ones are written where the rows then end.
    const stripped = mode === 'replace' ? nearest.withoutColumns(original, existing) : { text: original, map: (o: number) => o };
    const settings = readConversionSettings(document);
    const options = {
      radius,
      decimals: automation.decimals ?? decimalsSetting,
      suffix: mode === 'beside' ? nearest.besideSuffix(existing) : undefined,
      outside: shippedOutsideTest(),
    };
    const routed = { editor, text: stripped.text, cuts: 'cuts' in stripped ? stripped.cuts : [], find: { from: settings.from, svy21Order: settings.svy21Order }, options };
    if (travel) return addNearestByRoute({ ...routed, spans: spans.map((s) => ({ start: stripped.map(s.start), end: stripped.map(s.end) })) }, kinds, travel, offerMap);
    let result: NearestResult | undefined;
    try {
      const mapped = spans.map((s) => ({ start: stripped.map(s.start), end: stripped.map(s.end) }));
      // A large file takes seconds: the rows are worked out in chunks, with progress and Cancel between them.
      const find = { from: settings.from, svy21Order: settings.svy21Order };
      result = await runInChunks(() => new nearest.NearestJob(stripped.text, kinds, mapped, find, options, ahead?.take(stripped.text, mapped, find)), 'Adding the nearest places', automation);
    } catch (error) {
      // The converter's and the reader's own words say what they found (or did not).
      if (error instanceof Error && ['NotRowsError', 'NearestColumnsThereError', 'CoordinateError'].includes(error.name)) throw new UserFacingError(error.message);
      throw error;
    }
    if (!result) {
      void vscode.window.showInformationMessage(CANCELLED);
      return undefined;
    }
    const where = spans.length > 0 ? 'selected rows' : 'file';
    if (result.insertions.length === 0) throw new UserFacingError(`No row of the ${where} holds coordinates: nothing was added.`);
    if (document.version !== version || document.isClosed) throw new UserFacingError(CHANGED);
    // One replacement of the stretch that changed (from the header's end to the last row's), not one insertion a
    // row: VS Code applies it in about half the time on 100 000 rows (test/bench/host/nearestCommand.ts). When
    // replacing, the old columns go in the same edit. One Undo either way.
    // Adding (nothing taken out): the stretch is read off the insertions, without a second copy of the whole text.
    const { start, end, text } =
      mode === 'replace' ? nearest.changedStretch(original, nearest.applyInsertions(stripped.text, result.insertions)) : nearest.insertionsStretch(original, result.insertions);
    const range = new vscode.Range(document.positionAt(start), document.positionAt(end));
    const applied = await editor.edit((builder) => builder.replace(range, text), { undoStopBefore: true, undoStopAfter: true });
    if (!applied) throw new UserFacingError(CHANGED);
    const message = summary(result, kinds, radius);
    // The summary offers the rows and their nearest places on the map (nearestOnMap.ts).
    if (offerMap) offerMap(message, { uri: document.uri, lines: result.lines, kinds, decimals: options.decimals });
    else void vscode.window.showInformationMessage(message);
    return { columns: result.columns, rows: result.rows, ties: result.ties, message };
  } finally {
    ahead?.stop();
  }
}

function readAhead(editor: vscode.TextEditor, text: string): RowsAhead {
  const settings = readConversionSettings(editor.document);
  const find = { from: settings.from, svy21Order: settings.svy21Order };
  const spans = selectedSpans(editor);
  return new (loadNearest().RowsAhead)(text, spans, find, shippedOutsideTest);
}

async function askExisting(existing: readonly string[]): Promise<'replace' | 'beside' | undefined> {
  const shown = existing.length > 3 ? `${existing.slice(0, 3).join(', ')} and ${existing.length - 3} more` : existing.join(', ');
  const replace = 'Replace Them';
  const beside = 'Write Beside Them';
  const choice = await vscode.window.showWarningMessage(`The file already has ${shown} from Add Nearest Places.`, replace, beside);
  return choice === replace ? 'replace' : choice === beside ? 'beside' : undefined;
}

/** The radius to count within; undefined: no count; false: the picker was dismissed. */
async function pickRadius(): Promise<number | undefined | false> {
  const items: Array<vscode.QuickPickItem & { radius: number | undefined }> = [
    ...RADII.map((r) => ({ label: `Count within ${r.toLocaleString('en')} m`, radius: r })),
    { label: "Don't count", description: 'only the nearest and its distance', radius: undefined },
  ];
  const picked = await vscode.window.showQuickPick(items, { title: 'Add Nearest Places', placeHolder: 'Also count the places within a radius of each row?' });
  return picked ? picked.radius : false;
}

function summary(result: NearestResult, kinds: readonly ReadyKind[], radius: number | undefined): string {
  const { placed, places, withoutCoordinates, outside } = result.rows;
  const what = kinds.map((k) => `nearest ${k.label}`).join(', ');
  const notes = [
    places > placed ? `${places} places in them` : '',
    outside > 0 ? `${outside} outside Singapore` : '',
    withoutCoordinates > 0 ? `${withoutCoordinates} without coordinates` : '',
    result.ties > 0 ? `${result.ties} tied at the same distance (the first listed was taken)` : '',
    radius === undefined ? '' : `counted within ${radius.toLocaleString('en')} m`,
  ].filter((n) => n !== '');
  return `${placed} row${placed === 1 ? '' : 's'} got the ${what}, computed offline${notes.length > 0 ? `: ${notes.join('; ')}` : ''}.`;
}
