// Route requests and their answers: plans the current points and mode, draws the answer still waited for,
// keeps the route already drawn when a request fails, and decides when the view is fitted: once for new
// endpoints, never after a drag, nor for a re-plan of endpoints already fitted (another mode or alternative).
import type { HostToWebview, MapState, RoutePlan, WebviewToHost } from '../src/shared/protocol/messages';
import type { Departure } from './departure';
import type { PageParts } from './pageLayout';
import { endpointsKey } from './plannerState';
import { RouteDrawing } from './routeDrawing';
import { RouteRequests } from './routeRequests';

/** Why a plan was made: a drag never moves the view; other new endpoints are fitted once. */
export type PlanReason = 'drag' | 'other';

export class RouteController {
  private readonly requests: RouteRequests;
  private readonly drawing: RouteDrawing;
  /** The endpoints whose route has been drawn, so a re-plan for them does not re-fit the view. */
  private fittedFor: string | undefined;

  constructor(
    private readonly parts: Pick<PageParts, 'mapView' | 'results' | 'status'>,
    private readonly departure: Departure,
    private readonly state: () => MapState,
    post: (message: WebviewToHost) => void,
    private readonly save: () => void,
  ) {
    this.requests = new RouteRequests(post);
    this.drawing = new RouteDrawing(parts.mapView, parts.results, (index) => this.select(index));
  }

  /** Sends the plan for the current points and mode, after checking every field; a newer plan replaces an older one. */
  plan(reason: PlanReason): void {
    const { start, end, routeType } = this.state();
    const { status } = this.parts;
    if (!start || !end) {
      status.showNote(start ? 'Set the end: click the map or type a place.' : 'Set the start: click the map or type a place.');
      return;
    }
    let plan: RoutePlan;
    if (routeType === 'pt') {
      const pt = this.departure.options();
      if (pt === 'confirm') {
        // The form asks whether a far date is meant; its "Plan anyway" plans again.
        this.cancel();
        status.clear();
        return;
      }
      if (!pt) {
        this.cancel();
        status.showNote('Correct the marked public-transport fields.', 'warning');
        return;
      }
      plan = { start, end, routeType, pt };
    } else {
      plan = { start, end, routeType };
    }
    const key = endpointsKey(plan);
    this.requests.send(plan, reason !== 'drag' && key !== this.fittedFor);
    // A dragged route keeps its view from now on, whatever is planned for these endpoints later.
    if (reason === 'drag') this.fittedFor = key;
    status.showProgress(routeType === 'pt' ? 'Finding itineraries…' : 'Planning route…');
  }

  answered(message: Extract<HostToWebview, { type: 'routeResult' }>): void {
    const pending = this.requests.settle(message.requestId);
    if (!pending) return; // an answer nobody waits for any more
    const route = { plan: pending.plan, response: message.response, selected: 0 };
    const problem = this.drawing.draw(route, pending.fit);
    if (problem) {
      this.parts.status.showNote(problem, 'warning');
      return;
    }
    this.parts.status.clear();
    this.state().route = route;
    this.fittedFor = endpointsKey(pending.plan);
    performance.clearMarks('onemap:drawn');
    performance.mark('onemap:drawn');
    this.save();
  }

  failed(message: Extract<HostToWebview, { type: 'routeError' }>): void {
    if (!this.requests.settle(message.requestId)) return;
    if (message.kind === 'cancelled') {
      this.parts.status.clear();
      return;
    }
    // The route already drawn stays: a failed request changes nothing on the map.
    this.parts.status.showError(message.message, message.action, message.retryAfterSeconds);
  }

  cancel(): void {
    if (this.requests.cancel()) this.parts.status.clear();
  }

  /** Forgets the route: no request waited for, nothing drawn. */
  drop(): void {
    this.cancel();
    delete this.state().route;
    this.fittedFor = undefined;
    this.parts.mapView.clearRoute();
    this.parts.results.showHint();
    this.parts.status.clear();
  }

  /**
   * Draws the route of a state just applied. `shared` (the other view's state): its centre and zoom were
   * chosen for another size, so the view is fitted when they cut the route off.
   */
  restore(from: 'own' | 'shared'): void {
    const state = this.state();
    const { mapView, results } = this.parts;
    mapView.clearRoute();
    this.fittedFor = undefined;
    if (state.route) {
      const problem = this.drawing.draw(state.route, !state.view);
      if (problem) delete state.route;
      else {
        this.fittedFor = endpointsKey(state.route.plan);
        if (from === 'shared' && !mapView.showsWholeRoute()) mapView.fitRoute();
      }
    }
    if (!state.route) results.showHint();
  }

  /** Another variant or itinerary of the drawn answer: redrawn where the user is looking. */
  private select(index: number): void {
    const route = this.state().route;
    if (!route || index === route.selected) return;
    route.selected = index;
    this.drawing.draw(route, false);
    this.parts.results.focusChoice(index);
    this.save();
  }
}
