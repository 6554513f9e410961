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
import { isInSingapore } from '../src/shared/onemap/geometry';
import type { LatLon, RouteType } from '../src/shared/onemap/types';
import type { HostToWebview, MapState, WebviewToHost } from '../src/shared/protocol/messages';
import { parseHostMessage } from '../src/shared/protocol/parse';
import { Departure } from './departure';
import { DisposableStore } from './disposables';
import { defaultState, withoutView } from './plannerState';
import { ENDPOINTS, Endpoints } from './endpoints';
import { formatLatLon } from './format';
import type { Endpoint, MapSnapshot, MapView } from './mapView';
import { layOutPage, type PageParts } from './pageLayout';
import { parsePlace } from './placeInput';
import type { PtField } from './ptForm';
import { type PlanReason, RouteController } from './routeController';
import { isDarkTheme, watchTheme } from './theme';
import type { HostChannel } from './vscodeApi';

const VIEW_SAVE_DELAY_MS = 400;

export class MapApp {
  private readonly store = new DisposableStore();
  private readonly form: PageParts['form'];
  private readonly status: PageParts['status'];
  private readonly account: PageParts['account'];
  private readonly mapView: MapView;
  private readonly routes: RouteController;
  private readonly endpoints: Endpoints;
  private readonly departure: Departure;
  private state: MapState;
  /** The host has answered `ready`: from then on the page's state is worth sharing. */
  private initialised = false;
  private viewSaveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    root: HTMLElement,
    private readonly host: HostChannel,
  ) {
    const store = this.store;
    this.state = defaultState();
    const parts = layOutPage(
      root,
      {
        form: {
          onPlaceTyped: (which, text) => this.placeTyped(which, text),
          onPick: (which) => this.endpoints.setPicking(which),
          onSwap: () => this.swap(),
          onClear: () => this.clear(),
          onRouteType: (routeType) => this.setRouteType(routeType),
          onPtEdited: (field) => this.ptEdited(field),
          onNow: () => this.leaveNow(),
          onPlan: () => this.routes.plan('other'),
        },
        status: { onCancel: () => this.routes.cancel(), onSignIn: () => this.post({ type: 'signIn' }), onRetry: () => this.routes.plan('other') },
        map: {
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
        onSignIn: () => this.post({ type: 'signIn' }),
      },
      store,
    );
    ({ form: this.form, status: this.status, account: this.account, mapView: this.mapView } = parts);
    this.endpoints = new Endpoints(() => this.state, this.form, this.mapView);
    this.departure = new Departure(this.form);
    this.routes = new RouteController(parts, this.departure, () => this.state, (message) => this.post(message), () => this.save());
    watchTheme(store, (dark) => this.mapView.basemap.setChoice(this.state.basemap, dark));
    store.listen(window, 'message', (event) => this.receive(event.data));
    store.add(() => clearTimeout(this.viewSaveTimer));

    this.apply(host.savedState() ?? defaultState());
    this.post({ type: 'ready' });
  }

  dispose(): void {
    this.routes.cancel();
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
        this.routes.answered(message);
        break;
      case 'routeError':
        this.routes.failed(message);
        break;
      case 'account':
        this.account.show(message);
        break;
    }
  }

  private pointsFromHost(message: Extract<HostToWebview, { type: 'setPoints' }>): void {
    for (const which of ENDPOINTS) {
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
    for (const which of ENDPOINTS) {
      const point = message[which];
      if (point) this.endpoints.show(which, point);
    }
    this.save();
    const point = message.start ?? message.end;
    if (this.endpoints.both) this.routes.plan('other');
    else if (point) this.mapView.reveal(point);
  }

  // ---- From the user ----

  private mapClicked(point: LatLon): void {
    this.setPoint(this.endpoints.takeClickTarget(), point, 'other');
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
    this.endpoints.show(which, point);
    if (!point) {
      this.routes.drop();
      this.save();
      return;
    }
    this.save();
    if (this.endpoints.both) this.routes.plan(reason);
    else if (reason !== 'drag') this.mapView.reveal(point);
  }

  private swap(): void {
    if (!this.endpoints.swap()) return;
    this.save();
    if (this.endpoints.both) this.routes.plan('other');
  }

  private clear(): void {
    this.endpoints.clear();
    this.routes.drop();
    this.save();
  }

  private setRouteType(routeType: RouteType): void {
    this.state.routeType = routeType;
    this.form.setRouteType(routeType);
    if (routeType === 'pt') this.departure.refresh();
    this.save();
    if (this.endpoints.both) this.routes.plan('other');
  }

  private ptEdited(field: PtField): void {
    // Saved state holds only values OneMap can take.
    const pt = this.departure.edited(field);
    if (!pt) return;
    this.state.pt = pt;
    this.save();
  }

  private leaveNow(): void {
    this.departure.leaveNow();
    delete this.state.pt.departAt;
    this.save();
  }

  /**
   * Shows a whole state: at start (the page's saved state, `own`) and when the host sends one in `init`
   * (`shared`: what the other view, the editor panel or the side panel, last showed).
   */
  private apply(state: MapState, from: 'own' | 'shared' = 'own'): void {
    this.routes.cancel();
    this.state = structuredClone(state);
    const { start, end, routeType, pt, basemap } = this.state;
    this.endpoints.show('start', start);
    this.endpoints.show('end', end);
    this.form.setRouteType(routeType);
    this.departure.show(pt);
    this.mapView.basemap.setChoice(basemap, isDarkTheme());
    this.mapView.setView(this.state.view);
    this.status.clear();
    this.routes.restore(from);
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
