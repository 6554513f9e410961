import * as vscode from 'vscode';
import { readConversionSettings } from '../settings';
import { loadCoords } from '../common/lazyBundles';
import type { LatLon } from '../shared/protocol/messages';
import { UserFacingError } from '../ui/userFacingError';
import { isPointArgument } from '../hover/pointArgument';

export type RouteEnd = 'both' | 'start' | 'end';

/**
 * The editor a command acts on. The editor context menu passes the document's URI: the visible editor
 * holding it, since the active editor may by then be another one (a panel, an output, a test's leftover).
 * From the palette or a keybinding: the active editor.
 */
export function targetEditor(target: unknown, task = 'select the coordinates to route between'): vscode.TextEditor {
  if (target instanceof vscode.Uri) {
    const uri = target.toString();
    const active = vscode.window.activeTextEditor;
    if (active?.document.uri.toString() === uri) return active;
    const visible = vscode.window.visibleTextEditors.find((editor) => editor.document.uri.toString() === uri);
    if (!visible) throw new UserFacingError(`${target.scheme === 'untitled' ? target.path : vscode.workspace.asRelativePath(target)} is not open in an editor: open it and ${task}.`);
    return visible;
  }
  const editor = vscode.window.activeTextEditor;
  if (!editor) throw new UserFacingError(`No editor is active: open a file and ${task}.`);
  return editor;
}

/**
 * The coordinate pairs selected in the editor the command was invoked from (see targetEditor), as WGS84
 * points, found and converted by the same engine as "Convert Coordinates" (any system, either order).
 * `end` says how many pairs the command needs.
 */
export function selectedPoints(end: RouteEnd, target?: unknown): LatLon[] {
  // A link (the coordinate hover's Route From/To Here) names the point itself.
  if (end !== 'both' && isPointArgument(target)) return [{ lat: target.lat, lon: target.lon }];
  const editor = targetEditor(target);
  const document = editor.document;
  const selections = editor.selections.filter((selection) => !selection.isEmpty);
  // "Route From/To Here" on a bare cursor takes the line it is on; a selection is checked against the
  // document it is read from, so a stale position cannot name a line past its end.
  const ranges =
    selections.length > 0
      ? selections.map((selection) => document.validateRange(selection))
      : editor.selections.map((s) => document.lineAt(document.validatePosition(s.active).line).range);
  const coords = loadCoords();
  const settings = readConversionSettings(document);
  // Each selection is read on its own, so a start in SVY21 and an end in WGS84 is fine.
  const points: LatLon[] = [];
  for (const range of ranges) {
    try {
      const plan = coords.planConversion([document.getText(range)], { from: settings.from, svy21Order: settings.svy21Order });
      for (const pair of plan.pairs) {
        const [lon, lat] = coords.transformPoint(plan.from, 'EPSG:4326', pair.x, pair.y);
        points.push({ lat, lon });
      }
    } catch (error) {
      if (error instanceof coords.CoordinateError) throw new UserFacingError(error.message);
      throw error;
    }
  }
  const wanted = end === 'both' ? 2 : 1;
  if (points.length !== wanted) {
    throw new UserFacingError(
      end === 'both'
        ? `Select two coordinate pairs, the start and the end (found ${points.length}).`
        : `Select one coordinate pair for the route's ${end} (found ${points.length}).`,
    );
  }
  return points;
}
