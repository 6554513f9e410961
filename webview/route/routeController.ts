// Route requests and their answers: plans the current points and mode, draws the answer still waited for,
// keeps the route already drawn when a request fails, and decides when the view is fitted: every new answer
// is fitted (new points, another mode, other options), except one after a drag, which never moves the view.
import type { HostToWebview, MapState, RouteAnswer, RoutePlan, WebviewToHost } from '../../src/shared/protocol/messages';
import type { Departure } from './departure';
import { bringMapIntoSight } from '../map/mapInSight';
import { samePlace } from './plannerState';
import { RouteDrawing } from './routeDrawing';
import { RouteRequests } from './routeRequests';
import type { RouteLayer } from './routeLayer';
import type { ResultsView } from './resultsView';
import type { StatusView } from './statusView';

/** The page's parts a route is shown in (pageLayout.ts builds them). */
export interface RouteParts {
  routeLayer: RouteLayer;
  results: ResultsView;
  status: StatusView;
}

/** Why a plan was made: a drag never moves the view; anything else fits it to the new route. */
export type PlanReason = 'drag' | 'other';

export const SAME_PLACE_NOTE = 'The start and the end are the same place. Move one of them to plan a route.';

export class RouteController {
  private readonly requests: RouteRequests;
  private readonly drawing: RouteDrawing;
  /** OneMap's answer for the state's route, kept here only: the state is saved and shared without it. */
  private answer: RouteAnswer | undefined;

  constructor(
    private readonly parts: RouteParts,
    private readonly departure: Departure,
    private readonly state: () => MapState,
    post: (message: WebviewToHost) => void,
    private readonly save: () => void,
  ) {
    this.requests = new RouteRequests(post);
    this.drawing = new RouteDrawing(parts.routeLayer, parts.results, (index) => this.select(index));
    parts.routeLayer.onZoomToRoute(() => {
      parts.routeLayer.fitRoute();
      bringMapIntoSight(parts.routeLayer.container);
    });
  }

  /** Sends the plan for the current points and mode, after checking every field; a newer plan replaces an older one. */
  plan(reason: PlanReason): void {
    const { start, end, routeType } = this.state();
    const { status } = this.parts;
    if (!start || !end) {
      status.showNote(start ? 'Set the end: click the map or type a place.' : 'Set the start: click the map or type a place.');
      return;
    }
    if (samePlace(start, end)) {
      // No request: OneMap would answer a walk of 0 m, or fares for standing still.
      this.drop();
      this.save();
      status.showNote(SAME_PLACE_NOTE, 'warning');
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
    this.requests.send(plan, reason !== 'drag');
    status.showProgress(routeType === 'pt' ? 'Finding itineraries…' : 'Planning route…');
  }

  answered(message: Extract<HostToWebview, { type: 'routeResult' }>): void {
    // The benchmark measures from here to 'onemap:drawn'; one mark of each name is kept.
    performance.clearMarks('onemap:message');
    performance.mark('onemap:message');
    const pending = this.requests.settle(message.requestId);
    if (!pending) return; // an answer nobody waits for any more
    const route = { plan: pending.plan, selected: 0 };
    const problem = this.drawing.draw({ ...route, response: message.response }, pending.fit);
    if (problem) {
      this.parts.status.showNote(problem, 'warning');
      return;
    }
    this.parts.status.clear();
    this.parts.status.announce(this.parts.results.spoken);
    this.state().route = route;
    this.answer = message.response;
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
    this.answer = undefined;
    this.parts.routeLayer.clearRoute();
    this.parts.results.showHint();
    this.parts.status.clear();
  }

  /**
   * Draws the route of a state just applied, with the answer the host sent for it. `shared` (the host's state):
   * this view's centre and zoom were chosen before, so the view is fitted when they cut the route off. Without
   * an answer (a window reload, not signed in) the route stays in the state, undrawn, until the host sends it.
   */
  restore(from: 'own' | 'shared', answer: RouteAnswer | undefined): void {
    const state = this.state();
    const { routeLayer, results } = this.parts;
    routeLayer.clearRoute();
    this.answer = undefined;
    if (state.route && answer) {
      const problem = this.drawing.draw({ ...state.route, response: answer }, !state.view);
      if (problem) delete state.route;
      else {
        this.answer = answer;
        if (from === 'shared' && !routeLayer.showsWholeRoute()) routeLayer.fitRoute();
      }
    }
    if (!this.answer) results.showHint();
  }

  /** Another variant or itinerary of the drawn answer: redrawn where the user is looking. */
  private select(index: number): void {
    const route = this.state().route;
    if (!route || !this.answer || index === route.selected) return;
    route.selected = index;
    this.drawing.draw({ ...route, response: this.answer }, false);
    this.parts.results.focusChoice(index);
    this.parts.status.announce(this.parts.results.spoken);
    this.save();
  }
}
