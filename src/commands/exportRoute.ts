import * as vscode from 'vscode';
import { loadExport } from '../common/lazyBundles';
import type { ExportFormat } from '../export';
import { UserFacingError } from '../ui/userFacingError';
import { type PickStep, pickInSteps } from '../ui/pickInSteps';
import { columnBesidePanel } from '../ui/editorColumns';
import { PANEL_TYPE } from '../map/plannerSurfaces';
import type { ShownRoute } from '../map/shownRoute';

export type ExportTarget = 'new' | 'insert';

/** What automation (tests, keybindings) may pass instead of being asked. */
export interface ExportArgs {
  format?: ExportFormat;
  target?: ExportTarget;
}

const FORMATS: ReadonlyArray<vscode.QuickPickItem & { format: ExportFormat }> = [
  { format: 'geojson', label: 'GeoJSON', description: 'FeatureCollection: the path, then each step or leg' },
  { format: 'gpx', label: 'GPX', description: 'a track (one per leg on public transport) and a waypoint per step' },
  { format: 'wkt', label: 'WKT', description: 'LINESTRING, or MULTILINESTRING of the legs' },
];

/**
 * Exports the route the planner shows into a new untitled editor, or at the cursor of the last text editor the
 * user was in (the planner has focus when its button is pressed, so the active editor is gone by then).
 */
export async function exportRoute(route: ShownRoute | undefined, lastEditor: vscode.TextEditor | undefined, args: unknown): Promise<{ format: ExportFormat; target: ExportTarget } | undefined> {
  if (!route) throw new UserFacingError('There is no route to export: plan one in the OneMap route planner first.');
  const given = readArgs(args);
  const editor = lastEditor && !lastEditor.document.isClosed ? lastEditor : undefined;
  const targets = targetItems(editor);
  // Both questions in one quick pick: see pickInSteps.
  const steps: PickStep[] = [];
  if (!given.format) steps.push({ title: 'Export Route As', items: FORMATS });
  if (!given.target && targets.length > 1) steps.push({ title: 'Export Route To', items: targets });
  const answers = steps.length > 0 ? await pickInSteps(steps) : [];
  if (!answers) return undefined;
  const answered = answers as Array<vscode.QuickPickItem & { format?: ExportFormat; target?: ExportTarget }>;
  const format = given.format ?? answered.find((item) => item.format)?.format;
  const target = given.target ?? answered.find((item) => item.target)?.target ?? 'new';
  if (!format) return undefined;
  const exported = loadExport().exportRoute(format, route.plan, route.answer, route.selected);
  if (target === 'insert') {
    if (!editor) throw new UserFacingError('There is no editor to insert the route into: open a file first, or export to a new editor.');
    const applied = await editor.edit((builder) => builder.replace(editor.selection, exported.text));
    if (!applied) throw new UserFacingError(`The route could not be inserted into ${fileName(editor)}: the file did not accept the edit.`);
    // The file may lie under the planner in its group: shown beside the map then, not over it.
    await vscode.window.showTextDocument(editor.document, columnBesidePanel(PANEL_TYPE, editor.viewColumn));
  } else {
    const document = await vscode.workspace.openTextDocument({ content: exported.text, language: exported.language });
    // The planner has the focus when its Export button is pressed: the new editor goes where the user's file
    // is, or beside the map when the file is under the planner (never over the map).
    await vscode.window.showTextDocument(document, { preview: false, viewColumn: columnBesidePanel(PANEL_TYPE, editor?.viewColumn) });
  }
  return { format, target };
}

function targetItems(editor: vscode.TextEditor | undefined): Array<vscode.QuickPickItem & { target: ExportTarget }> {
  const items: Array<vscode.QuickPickItem & { target: ExportTarget }> = [{ target: 'new', label: 'Open in a New Editor' }];
  if (editor) items.push({ target: 'insert', label: `Insert at the Cursor in ${fileName(editor)}` });
  return items;
}

function fileName(editor: vscode.TextEditor): string {
  const path = editor.document.uri.path;
  return path.slice(path.lastIndexOf('/') + 1) || editor.document.uri.toString();
}

function readArgs(args: unknown): ExportArgs {
  if (typeof args !== 'object' || args === null) return {};
  const { format, target } = args as Record<string, unknown>;
  const read: ExportArgs = {};
  if (format === 'geojson' || format === 'gpx' || format === 'wkt') read.format = format;
  if (target === 'new' || target === 'insert') read.target = target;
  return read;
}
