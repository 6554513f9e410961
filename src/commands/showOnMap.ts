import * as vscode from 'vscode';
import type { ShownFiles } from '../layers/shownFiles';
import type { PlannerController, PlannerSurface } from '../map/plannerController';
import { panelTabShown } from '../map/panelShown';
import { PANEL_TYPE } from '../map/plannerSurfaces';
import { targetEditor } from './routeFromEditor';

/** Longer than the workbench takes to show a new panel's tab; past it the file is read regardless. */
const TAB_CAP_MS = 1000;
/** The time VS Code took to make and load a webview's frame after its tab: 100-150 ms on 2 cores. */
const FRAME_MS = 150;

/**
 * OneMap: Show on Map. The editor it acts on: the one whose title button or menu was used (its URI), else the
 * active one. Its selection, or the whole file when nothing is selected, goes on the planner's map as a layer.
 */
export async function showOnMap(
  target: unknown,
  files: ShownFiles,
  planner: PlannerController,
  open: () => Promise<PlannerSurface>,
): Promise<{ features: number; skipped?: string }> {
  const editor = targetEditor(target, 'run Show on Map again');
  // The selection as it is now: opening the planner may move the focus, never what is read.
  const { document, selections } = editor;
  // A planner that is not open takes a second or more to load its page: it is asked for first, and the file
  // is read meanwhile. The workbench hears of the new panel only once this task yields (its messages go out
  // in a batch after it), hence the turn given before reading.
  // With a planner already in sight nothing waits on the host's thread, and the copy of a large file's places
  // between threads costs more than the worker saves (5 195 stops: ~0.55 s here against ~1.2 s through it).
  const offThread = !planner.hasVisiblePage();
  const revealed = planner.reveal(open);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A new panel's page is fetched ~0.3 s after the command in a window's first webview, ~1.1 s after it in
  // any later one (code-server waits for its service worker). A read started at once took CPU from the
  // workbench making the panel and its frame (done 160-270 ms after the command) and delayed the page by
  // ~0.1 s (5 195 stops, 2 cores): the file is read once the panel's tab is there and its frame has loaded.
  if (offThread) {
    await panelTabShown(PANEL_TYPE, TAB_CAP_MS);
    await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
  }
  let shown: { features: number; skipped?: string };
  try {
    shown = await files.show(document, selections, offThread);
  } finally {
    await revealed;
  }
  if (shown.skipped) void vscode.window.showWarningMessage(shown.skipped);
  return shown;
}
