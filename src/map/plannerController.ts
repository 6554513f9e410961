import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import type { ShownRoute } from './shownRoute';
import type { HostToWebview, LatLon, MapState, PlaceSuggestion, RoutePlan, SharedState } from '../shared/protocol/messages';
import { parseMapState } from '../shared/protocol/parse';
import { routeRequestOf } from '../shared/protocol/routePlan';
import { DisposableStore } from '../common/disposables';
import type { ShownFiles } from '../layers/shownFiles';
import type { PlanningAreasLayer } from '../areas/planningAreasLayer';
import { AttachedPage } from './attachedPage';
import type { PageHost, PlannerSurface } from './pageHost';

export type { PlannerSurface };
import { searchPlaces } from './placeSearch';
import { planKey, PlannerStore } from './plannerStore';
import { preparePlannerWebview, readTileUrl } from './plannerPage';

const STATE_KEY = 'onemap.planner.state';

/**
 * The host side of the route planner, shared by the panel and the side-panel view: it answers their
 * messages, makes every OneMap request (the token never reaches a page), and owns the planner's one state
 * (PlannerStore): a change made in one view is shown at once in every other visible view, and a hidden or
 * reloaded view is given it when it loads again.
 */
export class PlannerController implements vscode.Disposable, PageHost {
  private readonly pages = new Set<AttachedPage>();
  private readonly disposables = new DisposableStore();
  private storeInstance: PlannerStore | undefined;
  /** The restored route being fetched, or last refused: asked once, not on every message. */
  private restoring: string | undefined;
  /** The user's files on the map (Show on Map), drawn in every view. */
  shownFiles: ShownFiles | undefined;
  /** URA's planning areas on the map, with their population (src/areas/). */
  planningAreas: PlanningAreasLayer | undefined;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly account: OneMapAccount,
  ) {
    this.disposables.add(
      account.onDidChange(() => {
        void this.broadcastAccount();
        this.restoring = undefined; // signed in now: the restored route may be fetched after all
        void this.restoreAnswer();
      }),
    );
  }

  /** Read from the workspace when a planner first shows, not at activation. */
  private get store(): PlannerStore {
    this.storeInstance ??= new PlannerStore(parseMapState(this.context.workspaceState.get(STATE_KEY)), (state) => {
      void this.context.workspaceState.update(STATE_KEY, state);
    });
    return this.storeInstance;
  }

  /** The planner's state as every view shows it; undefined before anything was set. */
  get state(): MapState | undefined {
    return this.store.shared()?.state;
  }

  /** The route the planner shows, with the variant or itinerary chosen; undefined before one is planned. */
  shownRoute(): ShownRoute | undefined {
    const shared = this.store.shared();
    const route = shared?.state.route;
    return route && shared.answer ? { plan: route.plan, answer: shared.answer, selected: route.selected } : undefined;
  }

  /** Shows the planner in `surface` until the surface goes away; `onDetached` hears when it has. */
  attach(surface: PlannerSurface, restored?: unknown, onDetached?: () => void): vscode.Disposable {
    // The workspace's copy is the newest; a view's own saved state counts only when there is none.
    const restoredState = parseMapState(restored);
    if (restoredState && !this.store.hasState) this.store.update(restoredState);
    const page = new AttachedPage(surface, this);
    this.pages.add(page);
    preparePlannerWebview(surface.webview, this.context.extensionUri);
    // A page seen as it loads is sent its first state and layers now: VS Code hands them over once it has
    // loaded, which spares the round trip of its `ready` (and the layers cross while the page loads).
    if (surface.visible) void page.sendWhileLoading();
    const detach = new vscode.Disposable(() => {
      if (!this.pages.delete(page)) return;
      page.dispose();
      onDetached?.();
    });
    page.disposables.add(surface.onDidDispose(() => detach.dispose()));
    return detach;
  }

  /** Sends points chosen in the editor to a visible planner, or to the panel `open` shows. */
  async showPoints(points: { start?: LatLon; end?: LatLon }, open: () => Promise<PlannerSurface>): Promise<void> {
    // Revealed once: `open` has revealed the panel already, and a second reveal before the workbench says
    // where the panel went would move it again.
    const visible = [...this.pages].find((page) => page.surface.visible);
    visible?.surface.reveal();
    const page = visible ?? this.pageFor(await open());
    page?.post({ type: 'setPoints', ...points });
  }

  /** Posts to every page that listens now; a page that loads later is sent the layers when it is ready. */
  broadcast(message: HostToWebview): number {
    let reached = 0;
    for (const page of this.pages) if (page.postIfListening(message)) reached++;
    return reached;
  }

  /** A planner is in sight now (its page loaded or loading). */
  hasVisiblePage(): boolean {
    return [...this.pages].some((page) => page.surface.visible);
  }

  /** Opens (or reveals) a planner so that the user sees what was just sent to it. */
  async reveal(open: () => Promise<PlannerSurface>): Promise<void> {
    const visible = [...this.pages].find((page) => page.surface.visible);
    if (visible) visible.surface.reveal();
    else await open();
  }

  async initMessage(): Promise<HostToWebview> {
    return { type: 'init', tileUrlTemplate: readTileUrl(), account: await this.accountInfo(), shared: this.store.shared() };
  }

  saveState(state: MapState, from: AttachedPage): void {
    const shared = this.store.update(state);
    from.post({ type: 'stateSaved', revision: shared.revision });
    this.share(shared, from);
    void this.restoreAnswer();
  }

  /** Asks OneMap once; the answer goes to the page that asked, and is kept for every other view. */
  async route(plan: RoutePlan, signal: AbortSignal): Promise<HostToWebview> {
    const response = await this.account.use((client) => client.route(routeRequestOf(plan), { signal }));
    const shared = this.store.answered(plan, response);
    if (shared) this.share(shared);
    return { type: 'routeResult', requestId: 0, plan, response };
  }

  search(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
    return searchPlaces(this.account, query, signal);
  }

  /**
   * After a window reload the state names a route whose answer was not saved: it is fetched once, when signed
   * in, and shown in every view. Without an account the points and mode show, and the user plans again.
   */
  async restoreAnswer(): Promise<void> {
    const plan = this.store.missingAnswer();
    if (!plan || this.restoring === planKey(plan) || this.pages.size === 0) return;
    this.restoring = planKey(plan);
    if (!(await this.accountInfo()).signedIn) return;
    try {
      await this.route(plan, new AbortController().signal);
    } catch {
      // The views show the points without the route; planning again shows OneMap's words.
    }
  }

  dispose(): void {
    for (const page of this.pages) page.dispose();
    this.pages.clear();
    this.disposables.dispose();
  }

  /** Shows a state in every visible view but `except`; the others are given it when they load again. */
  private share(shared: SharedState, except?: AttachedPage): void {
    for (const page of this.pages) if (page !== except) page.show(shared);
  }

  private pageFor(surface: PlannerSurface): AttachedPage | undefined {
    return [...this.pages].find((page) => page.surface === surface);
  }

  private async accountInfo(): Promise<{ signedIn: boolean; email?: string }> {
    const status = await this.account.status();
    return status.email ? { signedIn: true, email: status.email } : { signedIn: false };
  }

  private async broadcastAccount(): Promise<void> {
    const info = await this.accountInfo();
    for (const page of this.pages) page.post({ type: 'account', ...info });
  }
}
