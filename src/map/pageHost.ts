// What a page showing the planner needs from the host side (PlannerController), named here so that the page
// (attachedPage.ts) and the controller that makes pages do not import each other.
import type * as vscode from 'vscode';
import type { PlanningAreasLayer } from '../areas/planningAreasLayer';
import type { ShownFiles } from '../layers/shownFiles';
import type { HostToWebview, MapState, PlaceSuggestion, RoutePlan } from '../shared/protocol/messages';

/** One page showing the planner: the editor panel or the side-panel view. */
export interface PlannerSurface {
  readonly webview: vscode.Webview;
  readonly visible: boolean;
  readonly onDidChangeVisibility: vscode.Event<unknown>;
  readonly onDidDispose: vscode.Event<unknown>;
  reveal(): void;
}

export interface PageHost {
  readonly shownFiles: ShownFiles | undefined;
  readonly planningAreas: PlanningAreasLayer | undefined;
  initMessage(): Promise<HostToWebview>;
  /** `from` is the page that changed it (told it was saved): every other page is given the new state. */
  saveState(state: MapState, from: { post(message: HostToWebview): void }): void;
  route(plan: RoutePlan, signal: AbortSignal): Promise<HostToWebview>;
  search(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]>;
  restoreAnswer(): Promise<void>;
}
