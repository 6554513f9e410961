// The map app: shows the planner's state (the host's, kept in step with every other view), turns what the user
// does into changes and requests to the host, and draws the answers that are still wanted. Views only display;
// the host only fetches and keeps the state.
//
// Choices a user meets:
// - Map clicks: the first sets the start, the next the end, and later clicks move the end (the start moves by
//   dragging, typing, or its "pick on the map" button, which makes the next click set it).
// - A route is planned whenever both points are set and a point or the mode changes; edited public-transport
//   options wait for "Plan route" (or Enter), so typing a date and then a time costs one request, not two.
// - Every new answer (new points, another mode, other options) fits the view to the route; an answer after a
//   drag never moves it, nor does choosing another alternative. "Zoom to route" brings the whole route back.
// - The host owns the state: what the user changes here is sent (stateChanged) and shown by every other view;
//   what another view changed arrives as `state` and is shown here, never sent back. Each view keeps its own
//   centre and zoom, saved with the page's state only.
import { isInSingapore } from '../src/shared/onemap/geometry';
import type { LatLon, RouteType } from '../src/shared/onemap/types';
import type { HostToWebview, MapState, RouteAnswer, SharedState, WebviewToHost } from '../src/shared/protocol/messages';
import { parseHostMessage } from '../src/shared/protocol/parse';
import { DataLayers } from './dataLayers';
import { Departure } from './departure';
import { DisposableStore } from './disposables';
import { defaultState } from './plannerState';
import { ENDPOINTS, Endpoints } from './endpoints';
import { formatLatLon } from './format';
import type { Endpoint, MapSnapshot, MapView } from './mapView';
import { layOutPage, type PageParts } from './pageLayout';
import { parsePlace } from './placeInput';
import { PlaceSearch } from './placeSearch';
import type { PtField } from './ptForm';
import { type PlanReason, RouteController } from './routeController';
import { isDarkTheme, watchTheme } from './theme';
import type { HostChannel } from './vscodeApi';

export class MapApp {
  private readonly store = new DisposableStore();
  private readonly form: PageParts['form'];
  private readonly status: PageParts['status'];
  private readonly account: PageParts['account'];
  private readonly mapView: MapView;
  private readonly routes: RouteController;
  private readonly endpoints: Endpoints;
  private readonly departure: Departure;
  private readonly search: PlaceSearch;
  /** The user's files on the map (Show on Map). */
  readonly dataLayers: DataLayers;
  private state: MapState;
  /** The newest revision of the host's state this page has shown or written. */
  private revision = -1;
  /** States sent to the host it has not yet acknowledged: until it has, what this page shows is the newest. */
  private unsaved = 0;

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
          onPlaceQuery: (which, text) => this.search.query(which, text),
          onPlacePicked: (which, place) => {
            this.search.forget(which);
            this.setPoint(which, { lat: place.lat, lon: place.lon }, 'other', place.name);
          },
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
    this.search = new PlaceSearch((message) => this.post(message), this.form);
    this.dataLayers = new DataLayers(this.mapView.map, (message) => this.post(message));
    this.routes = new RouteController(parts, this.departure, () => this.state, (message) => this.post(message), () => this.save());
    watchTheme(store, (dark) => this.mapView.basemap.setChoice(this.state.basemap, dark));
    store.listen(window, 'message', (event) => this.receive(event.data));

    this.apply(host.savedState() ?? defaultState(), 'own');
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
        this.mapView.basemap.setSource(message.tileUrlTemplate, message.logoUrl);
        if (message.account) {
          this.account.show(message.account);
          this.search.setSignedIn(message.account.signedIn);
        }
        // The host's state is the newest: this page's saved one only keeps its view, and shows when the host has none.
        if (message.shared) {
          this.unsaved = 0;
          this.applyShared(message.shared);
        }
        break;
      case 'state':
        // Not while this page's own change is on its way: the host will have that one, which is newer.
        if (this.unsaved === 0 && message.revision > this.revision) this.applyShared(message);
        break;
      case 'stateSaved':
        this.unsaved = Math.max(0, this.unsaved - 1);
        this.revision = Math.max(this.revision, message.revision);
        break;
      case 'setPoints':
        this.pointsFromHost(message);
        break;
      case 'routeStarted':
        break; // progress already shows from the moment the request was sent
      case 'routeResult':
        this.routes.answered(message);
        break;
      case 'routeError':
        this.routes.failed(message);
        break;
      case 'account':
        this.account.show(message);
        this.search.setSignedIn(message.signedIn);
        break;
      case 'searchResults':
      case 'searchError':
        this.search.answered(message);
        break;
      default: // the files' layers and the planning areas; sentWhileLoading is loadHandover.ts's
        if (message.type !== 'sentWhileLoading') this.dataLayers.receive(message);
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

  private setPoint(which: Endpoint, point: LatLon | undefined, reason: PlanReason, label?: string): void {
    this.endpoints.show(which, point, label);
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

  private applyShared(shared: SharedState): void {
    this.revision = shared.revision;
    this.apply(shared.state, 'shared', shared.answer);
  }

  /**
   * Shows a whole state: at start (the page's saved state, `own`, whose route waits for the host's answer) and
   * when the host sends its state (`shared`: this view keeps its own centre and zoom).
   */
  private apply(state: MapState, from: 'own' | 'shared', answer?: RouteAnswer): void {
    this.routes.cancel();
    const view = from === 'shared' ? this.state.view : state.view;
    this.state = structuredClone(state);
    if (view) this.state.view = view;
    else delete this.state.view;
    const { start, end, routeType, pt, basemap } = this.state;
    this.endpoints.show('start', start, this.state.labels?.start);
    this.endpoints.show('end', end, this.state.labels?.end);
    this.form.setRouteType(routeType);
    this.departure.show(pt);
    this.mapView.basemap.setChoice(basemap, isDarkTheme());
    this.mapView.setView(this.state.view);
    this.status.clear();
    this.routes.restore(from, answer);
    this.host.saveState(this.state);
  }

  /** This view's centre and zoom: kept with the page's own state, never shared (the views differ in size). */
  private viewChanged(view: MapState['view']): void {
    this.state.view = view;
    this.host.saveState(this.state);
  }

  /** A change the user made: kept with the page, and sent to the host, which shows it in every other view. */
  private save(): void {
    this.state.view = this.mapView.view();
    this.host.saveState(this.state);
    const { view: _view, ...shared } = this.state;
    this.unsaved += 1;
    this.post({ type: 'stateChanged', state: shared });
  }
}
