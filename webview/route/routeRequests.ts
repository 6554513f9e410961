// The one route request the page waits for. A newer plan cancels the older request at the host, and an
// answer to anything but the newest request is dropped, so a slow old answer never overwrites a new one.
import type { RoutePlan, WebviewToHost } from '../../src/shared/protocol/messages';

export interface PendingRoute {
  requestId: number;
  plan: RoutePlan;
  /** Fit the view to the answer (new endpoints), or keep the user's view (a drag, a re-plan). */
  fit: boolean;
}

export class RouteRequests {
  private pending: PendingRoute | undefined;
  // Ids only need to differ from the ids of earlier loads of this page, whose answers may still arrive.
  private lastRequestId = Date.now();

  constructor(private readonly post: (message: WebviewToHost) => void) {}

  get waiting(): boolean {
    return this.pending !== undefined;
  }

  send(plan: RoutePlan, fit: boolean): void {
    this.cancel();
    this.lastRequestId += 1;
    this.pending = { requestId: this.lastRequestId, plan, fit };
    this.post({ type: 'planRoute', requestId: this.lastRequestId, ...plan });
  }

  /** Tells the host to stop the request waited for; true when there was one. */
  cancel(): boolean {
    if (!this.pending) return false;
    this.post({ type: 'cancel', requestId: this.pending.requestId });
    this.pending = undefined;
    return true;
  }

  /** The request an answer with this id settles, or undefined when nobody waits for it any more. */
  settle(requestId: number): PendingRoute | undefined {
    if (!this.pending || this.pending.requestId !== requestId) return undefined;
    const settled = this.pending;
    this.pending = undefined;
    return settled;
  }
}
