import * as vscode from 'vscode';
import { loadPlanningArea } from '../lazyBundles';
import { readConversionSettings } from '../settings';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from './userFacingError';

/** What the command did; returned to callers (tests) as well as shown to the user. */
export interface PlanningAreaOutcome {
  columns: string[];
  rows: { inside: number; boundary: number; outside: number; withoutCoordinates: number };
}

const CHANGED = 'The document changed while adding planning areas, so nothing was added. Run the command again.';

/**
 * OneMap: Add Planning Area…. Every row of the selection (the whole file when nothing is selected) that holds
 * coordinates gets the planning area and region it falls in, from URA's boundaries shipped with the extension
 * (no request leaves the machine). The document is read once; all rows change in one edit, or none does.
 */
export async function addPlanningArea(target: unknown): Promise<PlanningAreaOutcome> {
  const editor = targetEditor(target, 'run Add Planning Area again');
  const document = editor.document;
  const version = document.version;
  const text = document.getText();
  const spans = editor.selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
  const settings = readConversionSettings(document);
  const planningArea = loadPlanningArea();
  let result: ReturnType<typeof planningArea.addPlanningAreas>;
  try {
    result = planningArea.addPlanningAreas(text, planningArea.planningAreaIndex(), spans, { from: settings.from, svy21Order: settings.svy21Order });
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
  // Short enough for a toast: the counts that need a look (boundaries, outside, rows left alone) come first.
  const { boundary, outside, withoutCoordinates } = result.rows;
  const left = withoutCoordinates > 0 ? `; ${withoutCoordinates} without coordinates, left as is` : '';
  void vscode.window.showInformationMessage(
    `${plural(result.placedRows, 'row')} got a planning area: ${boundary} on a boundary, ${outside} outside${left}.`,
  );
  return { columns: result.columns, rows: result.rows };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
