import type { HostToWebview, PlaceSuggestion, RoutePlan } from '../shared/protocol/messages';

const LAYER_MESSAGES = new Set<HostToWebview['type']>(['showLayer', 'removeLayer', 'highlightFeature']);

export interface PageChannelDeps {
  /** Posts to the page now (it listens). */
  deliver(message: HostToWebview): void;
  /** Asks OneMap for the route; aborting `signal` must abort the HTTP request. */
  route(plan: RoutePlan, signal: AbortSignal): Promise<HostToWebview>;
  /** The page's message for a failed request, in the server's words. */
  routeError(requestId: number, error: unknown): HostToWebview;
  /** Asks OneMap's search; aborting `signal` must abort the HTTP request. */
  search(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]>;
  /** The page's message for a failed search, in the server's words. */
  searchError(requestId: number, error: unknown): HostToWebview;
}

/**
 * One planner page's traffic, kept free of `vscode` so it can be tested with fakes: messages wait until the
 * page listens, a newer route request aborts the older one, and cancel aborts the HTTP request; the same holds
 * for place searches, which are apart from routes (typing never cancels a route).
 *
 * A page listens once it says `ready`, or at once when the host has just given a visible surface its HTML:
 * VS Code holds what is posted to a page that is still loading and hands it over once the page has loaded, so
 * the host sends the page's first state and layers while it loads (`open`, then `opened`) instead of after a
 * round trip; the page's own `ready` is then answered with `sentWhileLoading`, after all that (see markReady).
 */
export class PageChannel {
  /** waiting: until the page says ready; opening: the page loads and will be sent what is queued; open: listens. */
  private phase: 'waiting' | 'opening' | 'open' = 'waiting';
  /** The page was sent its first state while loading: its `ready` needs no answer. */
  private primed = false;
  private readonly queue: HostToWebview[] = [];
  private running: { id: number; abort: AbortController } | undefined;
  private searching: AbortController | undefined;

  constructor(private readonly deps: PageChannelDeps) {}

  /** Whether what is posted now reaches the page (at once, or once it has loaded). */
  get isReady(): boolean {
    return this.phase !== 'waiting';
  }

  post(message: HostToWebview): void {
    if (this.phase === 'open') {
      this.deps.deliver(message);
      return;
    }
    // A file read again before the page had it: only the newest layer is worth sending (and drawing), in the
    // older one's place, fitting the view if either was to.
    if (message.type === 'showLayer') {
      const id = message.layer.id;
      const older = this.queue.findIndex((queued) => queued.type === 'showLayer' && queued.layer.id === id);
      const queued = this.queue[older];
      if (queued?.type === 'showLayer') {
        this.queue[older] = { ...message, fit: queued.fit || message.fit };
        return;
      }
    }
    this.queue.push(message);
  }

  /**
   * The host has just set the page's HTML on a visible surface: posts are queued (and count as reaching it)
   * until `opened`, so that the page's first state can be sent ahead of everything else.
   */
  open(): void {
    this.phase = 'opening';
    this.primed = true;
  }

  /** The page's first state has been sent: what was queued goes after it, in order. */
  opened(): void {
    if (this.phase !== 'opening') return;
    this.flush();
  }

  /** The page was told to open while loading and has not been hidden since. */
  get isOpening(): boolean {
    return this.phase === 'opening';
  }

  /** The page was (or is being) sent its first state while it loaded: its `ready` needs no answer. */
  get wasPrimed(): boolean {
    return this.primed;
  }

  /**
   * The page has loaded and listens: what waited is sent, in order. A page sent its first state while loading
   * is told so after it (and after what is queued): VS Code may have handed that over before the page's script
   * listened, and a page that has no first state then says `ready` again, which is answered in full.
   */
  markReady(): void {
    const primed = this.primed;
    this.primed = false;
    if (primed) this.post({ type: 'sentWhileLoading' });
    else this.flush();
  }

  /** A hidden page is discarded and loads again when shown; until it says ready, messages wait. */
  markHidden(): void {
    this.phase = 'waiting';
    this.primed = false;
    // A page that loads again is sent every layer as it is then: the layers queued for this load would repeat them.
    const kept = this.queue.filter((queued) => !LAYER_MESSAGES.has(queued.type));
    this.queue.splice(0, this.queue.length, ...kept);
  }

  private flush(): void {
    this.phase = 'open';
    for (const queued of this.queue.splice(0)) this.deps.deliver(queued);
  }

  async planRoute(requestId: number, plan: RoutePlan): Promise<void> {
    // A newer request supersedes the older one: abort it, and never draw its answer.
    this.running?.abort.abort();
    const abort = new AbortController();
    this.running = { id: requestId, abort };
    this.post({ type: 'routeStarted', requestId });
    try {
      const result = await this.deps.route(plan, abort.signal);
      if (abort.signal.aborted) return;
      this.post({ ...result, requestId } as HostToWebview);
    } catch (error) {
      if (abort.signal.aborted) return;
      this.post(this.deps.routeError(requestId, error));
    } finally {
      if (this.running?.id === requestId) this.running = undefined;
    }
  }

  cancel(requestId: number): void {
    if (this.running?.id === requestId) this.running.abort.abort();
  }

  /** The user typed on: a newer search aborts the older one, whose answer is never sent. */
  async searchPlaces(requestId: number, query: string): Promise<void> {
    this.searching?.abort();
    const abort = new AbortController();
    this.searching = abort;
    try {
      const results = await this.deps.search(query, abort.signal);
      if (abort.signal.aborted) return;
      this.post({ type: 'searchResults', requestId, results });
    } catch (error) {
      if (abort.signal.aborted) return;
      this.post(this.deps.searchError(requestId, error));
    } finally {
      if (this.searching === abort) this.searching = undefined;
    }
  }

  dispose(): void {
    this.running?.abort.abort();
    this.searching?.abort();
  }
}
