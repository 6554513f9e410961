import type { HostToWebview, PlaceSuggestion, RoutePlan } from '../shared/protocol/messages';

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
 * page says it is ready, a newer route request aborts the older one, and cancel aborts the HTTP request; the
 * same holds for place searches, which are apart from routes (typing never cancels a route).
 */
export class PageChannel {
  private ready = false;
  private readonly queue: HostToWebview[] = [];
  private running: { id: number; abort: AbortController } | undefined;
  private searching: AbortController | undefined;

  constructor(private readonly deps: PageChannelDeps) {}

  get isReady(): boolean {
    return this.ready;
  }

  post(message: HostToWebview): void {
    if (this.ready) this.deps.deliver(message);
    else this.queue.push(message);
  }

  /** The page has loaded and listens: what waited is sent, in order. */
  markReady(): void {
    this.ready = true;
    for (const queued of this.queue.splice(0)) this.deps.deliver(queued);
  }

  /** A hidden page is discarded and loads again when shown; until it says ready, messages wait. */
  markHidden(): void {
    this.ready = false;
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
