// Add Nearest Places' "Show on Map": its summary offers the map, and the button draws one layer a kind of
// place: each row's place, its nearest place and a thin line between them. The lines are worked out from the
// run only when asked (labels and positions for 100 000 rows take a moment, and most runs never ask).
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { NearestLayers } from '../layers/nearestLayers';
import type { PlannerController, PlannerSurface } from '../map/plannerController';
import type { MapLines } from '../nearest';

export const SHOW_ON_MAP = 'Show on Map';

/** A finished run as the map needs it. */
export interface NearestRun {
  uri: vscode.Uri;
  lines: MapLines;
  kinds: ReadonlyArray<{ label: string }>;
  decimals: number;
}

/** Shows the summary with its Show on Map button; the button's failures are told here, where it arrives. */
export type OfferMap = (message: string, run: NearestRun) => void;

export function nearestMapOffer(layers: NearestLayers, planner: PlannerController, open: () => Promise<PlannerSurface>): OfferMap {
  return (message, run) => {
    void vscode.window.showInformationMessage(message, SHOW_ON_MAP).then(async (choice) => {
      if (choice !== SHOW_ON_MAP) return;
      try {
        await showNearestOnMap(run, layers, planner, open);
      } catch (error) {
        void vscode.window.showErrorMessage(`Could not show the nearest places on the map: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
}

/** Reveals the planner and draws the run's layers; returns their ids. */
export async function showNearestOnMap(run: NearestRun, layers: NearestLayers, planner: PlannerController, open: () => Promise<PlannerSurface>): Promise<string[]> {
  // As Show on Map does: the planner is asked for first, and the lines are made while its page loads.
  const revealed = planner.reveal(open);
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    const file = path.posix.basename(run.uri.path) || run.uri.toString();
    return layers.show(
      run.kinds.map((kind, k) => ({
        key: `${run.uri.toString()}#${kind.label}`,
        title: `${file}: nearest ${kind.label}`,
        lines: run.lines.kindLines(k, run.decimals),
        // Its columns in the file bring it back after a window reload.
        keep: { uri: run.uri, decimals: run.decimals },
      })),
    );
  } finally {
    await revealed;
  }
}
