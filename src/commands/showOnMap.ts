import type { ShownFiles } from '../dataLayers/shownFiles';
import type { PlannerController, PlannerSurface } from '../planner/plannerController';
import { targetEditor } from './routeFromEditor';

/**
 * OneMap: Show on Map. The editor it acts on: the one whose title button or menu was used (its URI), else the
 * active one. Its selection, or the whole file when nothing is selected, goes on the planner's map as a layer.
 */
export async function showOnMap(
  target: unknown,
  files: ShownFiles,
  planner: PlannerController,
  open: () => Promise<PlannerSurface>,
): Promise<{ features: number }> {
  const editor = targetEditor(target, 'run Show on Map again');
  // Read before the planner opens: opening it may move the focus, never the text read.
  const features = files.show(editor.document, editor.selections);
  await planner.reveal(open);
  return { features };
}
