// The route planner map's right-click menu (package.json, menus `webview/context`): set the route's start or
// end at the clicked point, or copy the point as text in WGS84, SVY21 or Web Mercator, written as the
// converter writes (the user's decimals and SVY21 order), or say which planning area the point is in. VS Code's
// menu items have fixed titles, so the area is said in a message when asked, not in the menu itself.
import * as vscode from 'vscode';
import { registerCommand } from '../ui/commandRunner';
import { UserFacingError } from '../ui/userFacingError';
import { loadCoords, loadPlanningArea } from '../common/lazyBundles';
import { placementLine } from '../planningArea/placementLine';
import { readConversionSettings } from '../settings';
import type { CrsId } from '../shared/coords/types';
import { parseMapMenuContext, type MapMenuPoint } from './mapMenuContext';
import type { PlannerController, PlannerSurface } from './plannerController';

export const MAP_COPY_COMMANDS: ReadonlyArray<readonly [command: string, to: CrsId]> = [
  ['onemap.map.copyWgs84', 'EPSG:4326'],
  ['onemap.map.copySvy21', 'EPSG:3414'],
  ['onemap.map.copyWebMercator', 'EPSG:3857'],
];

export function registerMapMenu(planner: PlannerController, open: () => Promise<PlannerSurface>): vscode.Disposable[] {
  return [
    registerCommand('onemap.map.routeFromHere', async (arg) => {
      const { point } = clicked(arg);
      await planner.showPoints({ start: point }, open);
      return { start: point };
    }),
    registerCommand('onemap.map.routeToHere', async (arg) => {
      const { point } = clicked(arg);
      await planner.showPoints({ end: point }, open);
      return { end: point };
    }),
    ...MAP_COPY_COMMANDS.map(([command, to]) => registerCommand(command, (arg) => copyPoint(clicked(arg), to))),
    registerCommand('onemap.map.planningArea', async (arg) => sayPlanningArea(clicked(arg))),
  ];
}

function clicked(arg: unknown): MapMenuPoint {
  const found = parseMapMenuContext(arg);
  if (!found) throw new UserFacingError("Right-click a place on the route planner's map to use this command.");
  return found;
}

async function copyPoint({ point, zoom }: MapMenuPoint, to: CrsId): Promise<{ text: string; to: CrsId }> {
  const coords = loadCoords();
  // No document is involved: the settings as the user and the workspace set them.
  const settings = readConversionSettings(undefined);
  let text: string;
  try {
    text = coords.writePoint(point, to, {
      degreeDecimals: settings.degreeDecimals,
      metreDecimals: settings.metreDecimals,
      svy21Order: settings.svy21Order,
      pixelMetres: coords.pixelMetresAtZoom(zoom),
    });
  } catch (error) {
    if (error instanceof coords.CoordinateError) throw new UserFacingError(error.message);
    throw error;
  }
  await vscode.env.clipboard.writeText(text);
  vscode.window.setStatusBarMessage(`$(copy) Copied ${coords.CRS[to].label} ${text}`, 5000);
  return { text, to };
}

/** The hover's line for the clicked point, offline from the shipped Master Plan 2019 boundaries. */
function sayPlanningArea({ point }: MapMenuPoint): { line: string } {
  const found = placementLine(loadPlanningArea().planningAreaIndex().locate(point.lon, point.lat));
  const line = found ?? 'Planning area: none here (the sea, or beyond Singapore)';
  void vscode.window.showInformationMessage(line);
  return { line };
}
