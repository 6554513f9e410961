import * as vscode from 'vscode';
import type { ConversionPlan, CrsId, TextLocation } from '../shared/coords/types';
import { readConversionSettings } from '../settings';
import { loadCoords, loadOneMap } from '../common/lazyBundles';
import { allSystems, pickCrs } from '../ui/crsPicker';
import { UserFacingError } from '../ui/userFacingError';
import type { OneMapAccount } from '../account/oneMapAccount';
import { abortSignalFor, givenSignal } from '../ui/cancellation';
import { withPlace } from '../ui/notificationText';
import { headerRenameEdit, refusePartialRows, tableHeaderFor } from './headerRename';

/** What the command did; returned to callers (tests, other commands) as well as shown to the user. */
export interface ConvertOutcome {
  converted: number;
  from?: CrsId;
  to?: CrsId;
}

/**
 * Converts every coordinate pair in every selection (the whole document when nothing is selected)
 * in one edit, or leaves the document untouched and says why. Automation may pass `{ signal }`, which cancels
 * a conversion through OneMap as the notification's Cancel button does.
 */
export async function convertCoordinates(target: CrsId | undefined, account: OneMapAccount, automation?: unknown): Promise<ConvertOutcome> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    throw new UserFacingError('Open a file and select the coordinates to convert.');
  }
  const document = editor.document;
  const versionBefore = document.version;
  const ranges = rangesToConvert(editor);
  const scope = editor.selections.some((selection) => !selection.isEmpty) ? 'selection' : 'file';
  const texts = ranges.map((range) => document.getText(range));
  const settings = readConversionSettings(document);
  const coords = loadCoords();
  const where = (location: TextLocation | undefined) => describeLocation(document, ranges, location);
  // Rows of a table selected without its first line: the document's header still names the columns.
  const table = tableHeaderFor(document, ranges);
  const header = table?.cut.header;

  let plan: ConversionPlan;
  try {
    plan = coords.planConversion(texts, { from: settings.from, svy21Order: settings.svy21Order, to: target, header, rename: settings.rename, scope });
  } catch (error) {
    if (!(error instanceof coords.CoordinateError) || error.code !== 'mixed-systems' || !error.systems) {
      throw asUserFacing(error, where);
    }
    // Converting into the system a pair is already in means nothing, so with a target and one other
    // system there is no guess to make; otherwise the user decides.
    const others = error.systems.filter((id) => id !== target);
    const from = target && others.length === 1 ? others[0] : await pickCrs(
      error.systems,
      `The ${scope} mixes coordinate systems`,
      `${error.message} Convert the coordinates of which system?`,
    );
    if (!from) return { converted: 0 };
    plan = withLocation(() => coords.planConversion(texts, { from, svy21Order: settings.svy21Order, to: target, header, rename: settings.rename, scope }), where);
  }

  const targets = target ? [target] : allSystems.filter((id) => id !== plan.from);
  // Some rows only, where every target would rename their header: refused now, not after the user chose one.
  if (table && settings.rename) refusePartialRows(document, table, plan, targets, settings);
  const to =
    target ??
    (await pickCrs(
      targets,
      `Convert ${plural(plan.pairs.length, 'coordinate pair')} from ${coords.describeCrs(plan.from)}`,
      'Convert to which coordinate system?',
    ));
  if (!to) return { converted: 0 };
  if (to === plan.from) {
    throw new UserFacingError(`The ${scope === 'file' ? 'coordinates in the file' : 'selected coordinates'} are already in ${coords.describeCrs(to)}.`);
  }

  // Decided before any request: a refusal must not cost the user's OneMap quota.
  const headerEdit = table && settings.rename ? headerRenameEdit(document, table, plan, to, settings) : undefined;
  const transformed =
    settings.engine === 'onemap'
      ? await transformWithOneMap(plan, to, account, coords.describeCrs, givenSignal(automation))
      : plan.pairs.map((pair) => coords.transformPoint(plan.from, to, pair.x, pair.y));
  if (!transformed) return { converted: 0 };
  const output = withLocation(() => coords.renderConversion(texts, plan, to, transformed, settings), where);

  // The pickers above await the user, who may type meanwhile: never apply an edit computed from stale text.
  if (document.version !== versionBefore || editor.document.isClosed) {
    throw new UserFacingError('The document changed while converting, so nothing was converted. Run the command again.');
  }
  const applied = await editor.edit(
    (builder) => {
      ranges.forEach((range, index) => builder.replace(range, output[index]));
      if (headerEdit) builder.replace(headerEdit.range, headerEdit.newText);
    },
    { undoStopBefore: true, undoStopAfter: true },
  );
  if (!applied) {
    throw new UserFacingError('The document changed while converting, so nothing was converted. Run the command again.');
  }
  vscode.window.setStatusBarMessage(
    `$(check) Converted ${plural(plan.pairs.length, 'coordinate pair')} from ${coords.describeCrs(plan.from)} to ${coords.describeCrs(to)}`,
    5000,
  );
  return { converted: plan.pairs.length, from: plan.from, to };
}

/** One request per pair through OneMap's converter, with progress and cancel; undefined when cancelled. */
async function transformWithOneMap(
  plan: ConversionPlan,
  to: CrsId,
  account: OneMapAccount,
  describe: (id: CrsId) => string,
  cancel: AbortSignal | undefined,
): Promise<Array<[number, number]> | undefined> {
  const onemap = loadOneMap();
  const points = plan.pairs.map((pair) => [pair.x, pair.y] as const);
  return vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: `Converting ${plural(points.length, 'pair')} to ${describe(to)} through OneMap`,
      cancellable: true,
    },
    async (progress, token) => {
      const { signal, dispose } = abortSignalFor(token, cancel);
      let reported = 0;
      try {
        return await account.use((client) => onemap.convertPointsWithOneMap(client, plan.from, to, points, {
          signal,
          onProgress: (done) => {
            const increment = ((done - reported) / points.length) * 100;
            reported = done;
            progress.report({ increment, message: `${done} of ${points.length}` });
          },
        }));
      } catch (error) {
        // Cancelled on purpose: the requests in flight were aborted with the signal and the document is untouched.
        if (onemap.isOneMapError(error, 'cancelled') && signal.aborted) {
          void vscode.window.showInformationMessage('Conversion cancelled: nothing was changed.');
          return undefined;
        }
        throw error;
      } finally {
        dispose();
      }
    },
  );
}

function rangesToConvert(editor: vscode.TextEditor): vscode.Range[] {
  const selected = editor.selections.filter((selection) => !selection.isEmpty);
  if (selected.length > 0) {
    return [...selected].sort((a, b) => a.start.compareTo(b.start));
  }
  const document = editor.document;
  return [new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length))];
}

function withLocation<T>(work: () => T, where: (location: TextLocation | undefined) => string): T {
  try {
    return work();
  } catch (error) {
    throw asUserFacing(error, where);
  }
}

function asUserFacing(error: unknown, where: (location: TextLocation | undefined) => string): unknown {
  const coords = loadCoords();
  if (error instanceof coords.CoordinateError) {
    const place = where(error.location);
    return new UserFacingError(place ? withPlace(error.message, place) : error.message);
  }
  return error;
}

function describeLocation(document: vscode.TextDocument, ranges: readonly vscode.Range[], location: TextLocation | undefined): string {
  const range = location && ranges[location.textIndex];
  if (!location || !range) return '';
  const position = document.positionAt(document.offsetAt(range.start) + location.start);
  return `line ${position.line + 1}, column ${position.character + 1}`;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-SG')} ${noun}${count === 1 ? '' : 's'}`;
}
