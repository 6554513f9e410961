import * as vscode from 'vscode';
import { readConversionSettings } from '../conversionSettings';
import { loadCoords } from '../lazyBundles';
import type { LatLon } from '../shared/protocol/messages';
import { UserFacingError } from '../userFacingError';

export type RouteEnd = 'both' | 'start' | 'end';

/**
 * The coordinate pairs selected in the active editor, as WGS84 points, found and converted by the same engine
 * as "Convert Coordinates" (any system, either order). `end` says how many pairs the command needs.
 */
export function selectedPoints(end: RouteEnd): LatLon[] {
  const editor = vscode.window.activeTextEditor;
  if (!editor) throw new UserFacingError('Open a file and select coordinates to route between.');
  const document = editor.document;
  const selections = editor.selections.filter((selection) => !selection.isEmpty);
  // "Route From/To Here" on a bare cursor takes the line it is on.
  const ranges = selections.length > 0 ? selections : editor.selections.map((s) => document.lineAt(s.active.line).range);
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
