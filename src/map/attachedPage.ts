// One page showing the planner (the editor panel or the side view): its traffic with the host through a
// PageChannel, and how it is given its first state and the layers when it loads.
import * as vscode from 'vscode';
import { loadOneMap } from '../common/lazyBundles';
import type { HostToWebview, SharedState, WebviewToHost } from '../shared/protocol/messages';
import { forPosting } from '../shared/protocol/layerWire';
import { parseWebviewMessage } from '../shared/protocol/parse';
import { actionFor, type RouteErrorKind } from '../shared/protocol/routeErrors';
import { DisposableStore } from '../common/disposables';
import { PageChannel } from './pageChannel';
import { searchError } from './placeSearch';
import type { PageHost, PlannerSurface } from './pageHost';

export class AttachedPage {
  readonly disposables = new DisposableStore();
  private readonly channel: PageChannel;
  /** Another view changed the state since this page last heard. */
  stale = false;

  constructor(
    readonly surface: PlannerSurface,
    private readonly controller: PageHost,
  ) {
    this.channel = new PageChannel({
      deliver: (message) => void surface.webview.postMessage(forPosting(message)),
      route: (plan, signal) => controller.route(plan, signal),
      routeError,
      search: (query, signal) => controller.search(query, signal),
      searchError,
    });
    this.disposables.add(
      surface.webview.onDidReceiveMessage((data: unknown) => {
        // The page is untrusted input: anything that does not fit the protocol is ignored.
        const message = parseWebviewMessage(data);
        if (message) void this.receive(message);
      }),
    );
    this.disposables.add(
      surface.onDidChangeVisibility(() => {
        // A hidden page is discarded (there is no retainContextWhenHidden) and loads again when shown, saying
        // `ready` again. Until then messages wait in the queue: posted now, they would be dropped, and points
        // sent from the editor to a planner hidden behind the file would never arrive.
        if (!surface.visible) this.channel.markHidden();
        else if (this.stale && this.channel.isReady) void this.sendInit();
      }),
    );
  }

  post(message: HostToWebview): void {
    this.channel.post(message);
  }

  /** Posts only when the page listens now: a page that loads later is given the whole picture then. */
  postIfListening(message: HostToWebview): boolean {
    if (!this.channel.isReady) return false;
    this.channel.post(message);
    return true;
  }

  /** A newer state, shown now when the page listens and is seen; otherwise with `init` when it loads again. */
  show(shared: SharedState): void {
    if (this.channel.isReady && this.surface.visible) this.channel.post({ type: 'state', ...shared });
    else this.stale = true;
  }

  dispose(): void {
    this.channel.dispose();
    this.disposables.dispose();
  }

  private async receive(message: WebviewToHost): Promise<void> {
    switch (message.type) {
      case 'ready':
        if (this.channel.wasPrimed) {
          this.channel.markReady();
          return;
        }
        await this.sendInit();
        this.channel.markReady();
        for (const layer of (await this.controller.shownFiles?.forNewPage()) ?? []) this.channel.post(layer);
        for (const layer of this.controller.planningAreas?.forNewPage() ?? []) this.channel.post(layer);
        void this.controller.restoreAnswer();
        return;
      case 'planRoute':
        return this.channel.planRoute(message.requestId, message);
      case 'cancel':
        this.channel.cancel(message.requestId);
        return;
      case 'signIn':
        await vscode.commands.executeCommand('onemap.signIn');
        return;
      case 'openSettings':
        await vscode.commands.executeCommand('workbench.action.openSettings', 'onemap.map');
        return;
      case 'stateChanged':
        this.stale = false;
        this.controller.saveState(message.state, this);
        return;
      case 'searchPlaces':
        return this.channel.searchPlaces(message.requestId, message.query);
      case 'featureClicked':
        return this.controller.shownFiles?.reveal(message.layerId, message.index);
      case 'layerRemoved':
        this.controller.shownFiles?.remove(message.layerId);
        return;
      case 'layerDrawn':
        this.controller.shownFiles?.drawn(message.layerId);
        return;
      case 'pickTheme':
        await vscode.commands.executeCommand('onemap.addTheme');
        return;
      case 'showPlanningAreas':
        return this.controller.planningAreas?.setShown(message.shown, message.year);
      case 'askPopulation': {
        const view = await this.controller.planningAreas?.population(message);
        if (view) this.channel.post({ type: 'population', requestId: message.requestId, view });
        return;
      }
    }
  }

  /** Right after the HTML was set on a visible surface: the page's first state, then every layer. */
  async sendWhileLoading(): Promise<void> {
    this.channel.open();
    const init = await this.controller.initMessage();
    // Hidden meanwhile: the page is discarded, and asks for everything when it loads again.
    if (!this.channel.isOpening) return;
    this.stale = false;
    void this.surface.webview.postMessage(init);
    const layers = (await this.controller.shownFiles?.forNewPage()) ?? [];
    if (!this.channel.isOpening) return;
    for (const layer of [...layers, ...(this.controller.planningAreas?.forNewPage() ?? [])]) this.channel.post(layer);
    this.channel.opened();
    void this.controller.restoreAnswer();
  }

  private async sendInit(): Promise<void> {
    this.stale = false;
    void this.surface.webview.postMessage(await this.controller.initMessage());
  }
}

function routeError(requestId: number, error: unknown): HostToWebview {
  const onemap = loadOneMap();
  const kind: RouteErrorKind = onemap.isOneMapError(error) ? error.kind : 'server';
  return {
    type: 'routeError',
    requestId,
    kind,
    message: error instanceof Error ? error.message : String(error),
    status: onemap.isOneMapError(error) ? error.status : undefined,
    retryAfterSeconds:
      onemap.isOneMapError(error) && error.retryAfterMs !== undefined ? Math.ceil(error.retryAfterMs / 1000) : undefined,
    action: actionFor(kind),
  };
}
