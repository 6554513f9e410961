import * as vscode from 'vscode';
import { panelColumn } from '../ui/editorColumns';
import type { PlannerController, PlannerSurface } from './plannerController';

export const PANEL_TYPE = 'onemap.routePlanner';
export const VIEW_ID = 'onemap.routePlannerView';

function panelSurface(panel: vscode.WebviewPanel): PlannerSurface {
  return {
    webview: panel.webview,
    get visible() {
      return panel.visible;
    },
    onDidChangeVisibility: panel.onDidChangeViewState,
    onDidDispose: panel.onDidDispose,
    // Hidden behind the active file in the same group: revealed beside it, never over it.
    reveal: () => panel.reveal(panelColumn(panel), true),
  };
}

function viewSurface(view: vscode.WebviewView): PlannerSurface {
  return {
    webview: view.webview,
    get visible() {
      return view.visible;
    },
    onDidChangeVisibility: view.onDidChangeVisibility,
    onDidDispose: view.onDidDispose,
    reveal: () => view.show(true),
  };
}

/** The planner as an editor panel: one at a time, restored after a window reload with its state. */
export class PlannerPanel implements vscode.WebviewPanelSerializer, vscode.Disposable {
  private panel: { panel: vscode.WebviewPanel; surface: PlannerSurface } | undefined;

  constructor(
    private readonly controller: PlannerController,
    private readonly extensionUri: vscode.Uri,
  ) {}

  /**
   * Opens the planner beside the active editor, or reveals it where it is; never over the active file (when
   * the file shares its group, the panel moves beside it). `preserveFocus`: the file keeps the keyboard.
   */
  async open(options: { preserveFocus?: boolean } = {}): Promise<PlannerSurface> {
    const preserveFocus = options.preserveFocus ?? false;
    if (this.panel) {
      this.panel.panel.reveal(panelColumn(this.panel.panel), preserveFocus);
      return this.panel.surface;
    }
    const panel = vscode.window.createWebviewPanel(PANEL_TYPE, 'Route Planner', { viewColumn: vscode.ViewColumn.Beside, preserveFocus }, {});
    return this.adopt(panel, undefined);
  }

  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    this.adopt(panel, state);
  }

  dispose(): void {
    this.panel?.panel.dispose();
  }

  private adopt(panel: vscode.WebviewPanel, state: unknown): PlannerSurface {
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'icon.png');
    const surface = panelSurface(panel);
    this.controller.attach(surface, state, () => {
      if (this.panel?.panel === panel) this.panel = undefined;
    });
    this.panel = { panel, surface };
    return surface;
  }
}

/** The planner in the OneMap side panel. */
export class PlannerView implements vscode.WebviewViewProvider {
  constructor(private readonly controller: PlannerController) {}

  resolveWebviewView(view: vscode.WebviewView, context: vscode.WebviewViewResolveContext): void {
    // The controller listens for the view going away, and lets go of it then.
    this.controller.attach(viewSurface(view), context.state);
  }
}
