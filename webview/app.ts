// The map app: owns the state, turns what the user does into requests to the host, and draws the answers
// that are still wanted. Views only display; the host only fetches.
//
// Choices a user meets:
// - Map clicks: the first sets the start, the next the end, and later clicks move the end (the start moves by
//   dragging, typing, or its "pick on the map" button, which makes the next click set it).
// - A route is planned whenever both points are set and a point or the mode changes; edited public-transport
//   options wait for "Plan route" (or Enter), so typing a date and then a time costs one request, not two.
// - The view is fitted once to the route of new endpoints; a drag never moves it, nor does a re-plan of
//   endpoints already fitted (another mode, another alternative).
import { isInSingapore } from '../src/onemap/geometry';
import type { LatLon, RouteType } from '../src/onemap/types';
import {
  type HostToWebview,
  type MapState,
  parseHostMessage,
  type RoutePlan,
  type WebviewToHost,
} from '../src/protocol/messages';
import { AccountView } from './accountView';
import { DisposableStore } from './disposables';
import { h } from './dom';
import { formatLatLon, singaporeNow } from './format';
import { FormView } from './formView';
import { type Endpoint, type MapSnapshot, MapView } from './mapView';
import { parsePlace } from './placeInput';
import { type PtField, validatePtForm } from './ptForm';
import { ptItineraries } from './ptModel';
import { ResultsView } from './resultsView';
import { roadVariants } from './routeModel';
import { StatusView } from './statusView';
import { isDarkTheme, watchTheme } from './theme';
import type { HostChannel } from './vscodeApi';

export function defaultState(): MapState {
  return { v: 1, routeType: 'walk', pt: { mode: 'TRANSIT', maxWalkDistance: 1000, numItineraries: 3 }, basemap: 'auto' };
}

/** Why a plan was made: a drag never moves the view; other new endpoints are fitted once. */
type PlanReason = 'drag' | 'other';

interface Pending {
  requestId: number;
  plan: RoutePlan;
  fit: boolean;
}

const VIEW_SAVE_DELAY_MS = 400;

export class MapApp {
  private readonly store = new DisposableStore();
  private readonly form: FormView;
  private readonly status: StatusView;
  private readonly results: ResultsView;
  private readonly account: AccountView;
  private readonly mapView: MapView;
  private state: MapState;
  private pending: Pending | undefined;
  /** The endpoints whose route has been drawn, so a re-plan for them does not re-fit the view. */
  private fittedFor: string | undefined;
  private picking: Endpoint | undefined;
  /** The user typed a date or time; otherwise every pt request leaves now. */
  private whenTyped = false;
  /** The host has answered `ready`: from then on the page's state is worth sharing. */
  private initialised = false;
  // Ids only need to differ from the ids of earlier loads of this page, whose answers may still arrive.
  private lastRequestId = Date.now();
  private viewSaveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    root: HTMLElement,
    private readonly host: HostChannel,
  ) {
    const store = this.store;
    this.state = defaultState();
    this.form = new FormView(
      {
        onPlaceTyped: (which, text) => this.placeTyped(which, text),
        onPick: (which) => this.setPicking(which),
        onSwap: () => this.swap(),
        onClear: () => this.clear(),
        onRouteType: (routeType) => this.setRouteType(routeType),
        onPtEdited: (field) => this.ptEdited(field),
        onNow: () => this.leaveNow(),
        onPlan: () => this.plan('other'),
      },
      store,
    );
    this.status = new StatusView(
      { onCancel: () => this.cancel(), onSignIn: () => this.post({ type: 'signIn' }), onRetry: () => this.plan('other') },
      store,
    );
    this.results = new ResultsView();
    this.account = new AccountView(() => this.post({ type: 'signIn' }), store);
    const mapElement = h('div', { className: 'om-map', attrs: { role: 'application', 'aria-label': 'Map of Singapore' } });
    root.replaceChildren(
      h('div', { className: 'om-side' }, h('h1', { className: 'om-title' }, 'OneMap route'), this.form.element, this.status.element),
      mapElement,
      h('div', { className: 'om-below' }, this.results.element, this.account.element),
    );
    root.classList.add('om-app');

    this.mapView = new MapView(
      mapElement,
      {
        onMapClick: (point) => this.mapClicked(point),
        onMarkerMoved: (which, point) => this.setPoint(which, point, 'drag'),
        onViewChanged: (view) => this.viewChanged(view),
        onChoose: (choice) => {
          this.state.basemap = choice;
          this.mapView.basemap.setChoice(choice, isDarkTheme());
          this.save();
        },
        onOpenSettings: () => this.post({ type: 'openSettings' }),
      },
      store,
    );
    watchTheme(store, (dark) => this.mapView.basemap.setChoice(this.state.basemap, dark));
    store.listen(window, 'message', (event) => this.receive(event.data));
    store.add(() => clearTimeout(this.viewSaveTimer));

    this.apply(host.savedState() ?? defaultState());
    this.post({ type: 'ready' });
  }

  dispose(): void {
    if (this.pending) this.post({ type: 'cancel', requestId: this.pending.requestId });
    this.store.dispose();
  }

  /** Positions the tests read; never changes anything. */
  snapshot(): MapSnapshot {
    return this.mapView.snapshot();
  }

  private post(message: WebviewToHost): void {
    this.host.post(message);
  }

  // ---- From the host ----

  private receive(data: unknown): void {
    const message = parseHostMessage(data);
    if (!message) return; // not ours, or not well formed: ignored
    switch (message.type) {
      case 'init':
        this.initialised = true;
        this.mapView.basemap.setSource(message.tileUrlTemplate, message.logoUrl);
        if (message.account) this.account.show(message.account);
        // Each view keeps its own centre and zoom (the side panel and the editor differ in size): a state that
        // differs from this page's only in its view changes nothing here.
        if (message.state && withoutView(message.state) !== withoutView(this.state)) this.apply(message.state, 'shared');
        break;
      case 'setPoints':
        this.pointsFromHost(message);
        break;
      case 'routeStarted':
        break; // progress already shows from the moment the request was sent
      case 'routeResult':
        // The benchmark measures from here to 'onemap:drawn'; one mark of each name is kept.
        performance.clearMarks('onemap:message');
        performance.mark('onemap:message');
        this.routeResult(message);
        break;
      case 'routeError':
        this.routeError(message);
        break;
      case 'account':
        this.account.show(message);
        break;
    }
  }

  private pointsFromHost(message: Extract<HostToWebview, { type: 'setPoints' }>): void {
    for (const which of ['start', 'end'] as const) {
      const point = message[which];
      if (point && !isInSingapore(point.lat, point.lon)) {
        this.status.showNote(`The ${which} sent from the editor (${formatLatLon(point)}) is outside Singapore.`, 'warning');
        return;
      }
    }
    if (message.routeType) {
      this.state.routeType = message.routeType;
      this.form.setRouteType(message.routeType);
    }
    for (const which of ['start', 'end'] as const) {
      const point = message[which];
      if (!point) continue;
      this.state[which] = point;
      this.form.setPoint(which, point);
      this.mapView.setMarker(which, point);
    }
    this.save();
    const point = message.start ?? message.end;
    if (this.state.start && this.state.end) this.plan('other');
    else if (point) this.mapView.reveal(point);
  }

  private routeResult(message: Extract<HostToWebview, { type: 'routeResult' }>): void {
    const pending = this.pending;
    if (!pending || message.requestId !== pending.requestId) return; // an answer nobody waits for any more
    this.pending = undefined;
    const route = { plan: pending.plan, response: message.response, selected: 0 };
    const problem = this.draw(route, pending.fit);
    if (problem) {
      this.status.showNote(problem, 'warning');
      return;
    }
    this.status.clear();
    this.state.route = route;
    this.fittedFor = endpointsKey(pending.plan);
    performance.clearMarks('onemap:drawn');
    performance.mark('onemap:drawn');
    this.save();
  }

  private routeError(message: Extract<HostToWebview, { type: 'routeError' }>): void {
    if (!this.pending || message.requestId !== this.pending.requestId) return;
    this.pending = undefined;
    if (message.kind === 'cancelled') {
      this.status.clear();
      return;
    }
    // The route already drawn stays: a failed request changes nothing on the map.
    this.status.showError(message.message, message.action, message.retryAfterSeconds);
  }

  // ---- From the user ----

  private mapClicked(point: LatLon): void {
    const which: Endpoint = this.picking ?? (this.state.start ? 'end' : 'start');
    this.setPicking(undefined);
    this.setPoint(which, point, 'other');
  }

  private placeTyped(which: Endpoint, text: string): void {
    if (text.trim() === '') {
      this.setPoint(which, undefined, 'other');
      return;
    }
    const result = parsePlace(text);
    if (!result.ok) {
      this.form.setPlaceError(which, result.message);
      return;
    }
    this.setPoint(which, result.point, 'other');
  }

  private setPoint(which: Endpoint, point: LatLon | undefined, reason: PlanReason): void {
    if (point) this.state[which] = point;
    else delete this.state[which];
    this.form.setPoint(which, point);
    this.mapView.setMarker(which, point);
    if (!point) {
      this.dropRoute();
      this.save();
      return;
    }
    this.save();
    if (this.state.start && this.state.end) this.plan(reason);
    else if (reason !== 'drag') this.mapView.reveal(point);
  }

  private setPicking(which: Endpoint | undefined): void {
    this.picking = which;
    this.form.setPicking(which);
  }

  private swap(): void {
    const { start, end } = this.state;
    if (!start && !end) return;
    for (const [which, point] of [['start', end], ['end', start]] as const) {
      if (point) this.state[which] = point;
      else delete this.state[which];
      this.form.setPoint(which, point);
      this.mapView.setMarker(which, point);
    }
    this.save();
    if (this.state.start && this.state.end) this.plan('other');
  }

  private clear(): void {
    delete this.state.start;
    delete this.state.end;
    for (const which of ['start', 'end'] as const) {
      this.form.setPoint(which, undefined);
      this.mapView.setMarker(which, undefined);
    }
    this.dropRoute();
    this.save();
  }

  private setRouteType(routeType: RouteType): void {
    this.state.routeType = routeType;
    this.form.setRouteType(routeType);
    if (routeType === 'pt' && !this.whenTyped) this.form.setWhen(singaporeNow());
    this.save();
    if (this.state.start && this.state.end) this.plan('other');
  }

  private ptEdited(field: PtField): void {
    const result = validatePtForm(this.form.readPt());
    this.form.markPt(result.ok ? {} : result.errors, field);
    if (field === 'date' || field === 'time') this.whenTyped = true;
    // Saved state holds only values OneMap can take; a field being corrected is kept in the form alone.
    if (!result.ok) return;
    const { mode, maxWalkDistance, numItineraries, date, time } = result.value;
    this.state.pt = { mode, maxWalkDistance, numItineraries };
    if (this.whenTyped) this.state.pt.departAt = { date, time };
    this.save();
  }

  private leaveNow(): void {
    this.whenTyped = false;
    delete this.state.pt.departAt;
    this.form.setWhen(singaporeNow());
    this.form.markPt({}, 'date');
    this.form.markPt({}, 'time');
    this.save();
  }

  private cancel(): void {
    if (!this.pending) return;
    this.post({ type: 'cancel', requestId: this.pending.requestId });
    this.pending = undefined;
    this.status.clear();
  }

  /** Sends the plan for the current points and mode, after checking every field; a newer plan replaces an older one. */
  private plan(reason: PlanReason): void {
    const { start, end, routeType } = this.state;
    if (!start || !end) {
      this.status.showNote(start ? 'Set the end: click the map or type a place.' : 'Set the start: click the map or type a place.');
      return;
    }
    let plan: RoutePlan = { start, end, routeType };
    if (routeType === 'pt') {
      if (!this.whenTyped) this.form.setWhen(singaporeNow());
      const result = validatePtForm(this.form.readPt());
      this.form.markPt(result.ok ? {} : result.errors);
      if (!result.ok) {
        this.cancel();
        this.status.showNote('Correct the marked public-transport fields.', 'warning');
        this.form.focusFirstInvalid();
        return;
      }
      plan = { ...plan, pt: result.value };
    }
    if (this.pending) this.post({ type: 'cancel', requestId: this.pending.requestId });
    this.lastRequestId += 1;
    const key = endpointsKey(plan);
    this.pending = { requestId: this.lastRequestId, plan, fit: reason !== 'drag' && key !== this.fittedFor };
    // A dragged route keeps its view from now on, whatever is planned for these endpoints later.
    if (reason === 'drag') this.fittedFor = key;
    this.status.showProgress(routeType === 'pt' ? 'Finding itineraries…' : 'Planning route…');
    this.post({ type: 'planRoute', requestId: this.lastRequestId, ...plan });
  }

  // ---- Drawing ----

  /** Draws a route; returns why it cannot be drawn (nothing is changed then). */
  private draw(route: NonNullable<MapState['route']>, fit: boolean): string | undefined {
    try {
      return this.drawRoute(route, fit);
    } catch {
      return 'OneMap sent a route this panel cannot draw.';
    }
  }

  private drawRoute(route: NonNullable<MapState['route']>, fit: boolean): string | undefined {
    if (route.plan.routeType === 'pt') {
      const itineraries = ptItineraries(route.response as Parameters<typeof ptItineraries>[0]);
      if (itineraries.length === 0) return 'OneMap found no itinerary for this time and mode. Try another time, mode or a longer walk.';
      const selected = Math.min(route.selected, itineraries.length - 1);
      const itinerary = itineraries[selected]!;
      this.mapView.drawLegs(itinerary.legs);
      this.results.showPt(itineraries, selected, {
        onItinerary: (index) => this.select(index),
        onLeg: (index) => {
          this.mapView.focusLeg(index);
          this.results.setActive(index);
        },
      });
    } else {
      const variants = roadVariants(route.response as Parameters<typeof roadVariants>[0]);
      const selected = Math.min(route.selected, variants.length - 1);
      const variant = variants[selected]!;
      if (variant.points.length === 0) {
        const said = 'status_message' in route.response && route.response.status_message ? ` (${route.response.status_message})` : '';
        return `OneMap found no route between these points${said}.`;
      }
      this.mapView.drawRoad(variant.points);
      this.results.showRoad(variants, selected, {
        onVariant: (index) => this.select(index),
        onStep: (index) => {
          const point = variant.steps[index]?.point;
          if (!point) return;
          this.mapView.focusPoint(point);
          this.results.setActive(index);
        },
      });
    }
    if (fit) this.mapView.fitRoute();
    return undefined;
  }

  /** Another variant or itinerary of the drawn answer: redrawn where the user is looking. */
  private select(index: number): void {
    const route = this.state.route;
    if (!route || index === route.selected) return;
    route.selected = index;
    this.draw(route, false);
    this.results.focusChoice(index);
    this.save();
  }

  private dropRoute(): void {
    this.cancel();
    delete this.state.route;
    this.fittedFor = undefined;
    this.mapView.clearRoute();
    this.results.showHint();
    this.status.clear();
  }

  /**
   * Shows a whole state: at start (the page's saved state, `own`) and when the host sends one in `init`
   * (`shared`: what the other view, the editor panel or the side panel, last showed).
   */
  private apply(state: MapState, from: 'own' | 'shared' = 'own'): void {
    this.cancel();
    this.state = structuredClone(state);
    const { start, end, routeType, pt, basemap } = this.state;
    this.whenTyped = pt.departAt !== undefined;
    this.form.setRouteType(routeType);
    this.form.setPt({
      ...(pt.departAt ?? singaporeNow()),
      mode: pt.mode,
      maxWalkDistance: String(pt.maxWalkDistance),
      numItineraries: String(pt.numItineraries),
    });
    this.form.markPt({});
    for (const [which, point] of [['start', start], ['end', end]] as const) {
      this.form.setPoint(which, point);
      this.mapView.setMarker(which, point);
    }
    this.mapView.basemap.setChoice(basemap, isDarkTheme());
    this.mapView.setView(this.state.view);
    this.status.clear();
    this.mapView.clearRoute();
    this.fittedFor = undefined;
    if (this.state.route) {
      const problem = this.draw(this.state.route, !this.state.view);
      if (problem) delete this.state.route;
      else {
        this.fittedFor = endpointsKey(this.state.route.plan);
        // The other view's centre and zoom were chosen for its size: in a smaller map they cut the route off.
        if (from === 'shared' && !this.mapView.showsWholeRoute()) this.mapView.fitRoute();
      }
    }
    if (!this.state.route) this.results.showHint();
  }

  private viewChanged(view: MapState['view']): void {
    this.state.view = view;
    if (!this.initialised) return; // the view the page restored is not news to the host
    clearTimeout(this.viewSaveTimer);
    // Panning fires many moves; the state is saved once the map has settled.
    this.viewSaveTimer = setTimeout(() => this.save(), VIEW_SAVE_DELAY_MS);
  }

  private save(): void {
    clearTimeout(this.viewSaveTimer);
    this.state.view = this.mapView.view();
    this.host.saveState(this.state);
    this.post({ type: 'stateChanged', state: this.state });
  }
}

function withoutView(state: MapState): string {
  return JSON.stringify({ ...state, view: undefined });
}

function endpointsKey(plan: { start: LatLon; end: LatLon }): string {
  return `${plan.start.lat},${plan.start.lon};${plan.end.lat},${plan.end.lon}`;
}
