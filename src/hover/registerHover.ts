// Registers the coordinate hover and the commands its links run. Nothing heavy is loaded here: the engine
// and the OneMap client load on the first hover that needs them.
import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { registerCommand } from '../ui/commandRunner';
import { isPointArgument } from './pointArgument';
import { UserFacingError } from '../ui/userFacingError';
import type { PlannerController, PlannerSurface } from '../map/plannerController';
import { CoordinateHoverProvider } from './coordinateHover';
import { COPY_COMMAND, SHOW_ON_MAP_COMMAND, showOnMapEnd } from './hoverMarkdown';
import { PlaceCache } from './placeCache';

export function registerHover(
  account: OneMapAccount,
  planner: PlannerController,
  openPanel: () => Promise<PlannerSurface>,
): vscode.Disposable[] {
  const places = new PlaceCache({
    lookup: (point, signal) => account.use((client) => client.reverseGeocode(point.svy21 ?? { lat: point.lat, lon: point.lon }, { signal })),
  });
  return [
    vscode.languages.registerHoverProvider([{ scheme: 'file' }, { scheme: 'untitled' }], new CoordinateHoverProvider(account, places)),
    // Another account, or none, may see other places.
    account.onDidChange(() => places.clear()),
    registerCommand(COPY_COMMAND, async (text) => {
      if (typeof text !== 'string') throw new UserFacingError('Nothing to copy.');
      await vscode.env.clipboard.writeText(text);
      vscode.window.setStatusBarMessage(`Copied ${text}`, 3000);
      return { copied: text };
    }),
    registerCommand(SHOW_ON_MAP_COMMAND, async (point) => {
      if (!isPointArgument(point)) throw new UserFacingError('Show on Map needs a point: hover a coordinate pair.');
      const end = showOnMapEnd(planner.state);
      await planner.showPoints({ [end]: point }, openPanel);
      return { [end]: point };
    }),
  ];
}
