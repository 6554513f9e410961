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
import type { MapState, RouteAnswer, SharedState, WebviewToHost } from '../src/shared/protocol/messages';
import { parseHostMessage } from '../src/shared/protocol/parse';
import { DataLayers } from './layers/dataLayers';
import { Departure } from './route/departure';
import { DisposableStore } from './common/disposables';
import { defaultState } from './route/plannerState';
import { Endpoints } from './route/endpoints';
import type { MapSnapshot, MapView } from './map/mapView';
import type { RouteLayer } from './route/routeLayer';
import { layOutPage, type PageParts } from './pageLayout';
import { PlaceSearch } from './route/placeSearch';
import { PlanEdits } from './route/planEdits';
import { RouteController } from './route/routeController';
import { isDarkTheme, watchTheme } from './common/theme';
import type { HostChannel } from './common/vscodeApi';

export class MapApp {
  private readonly store = new DisposableStore();
  private readonly form: PageParts['form'];
  private readonly status: PageParts['status'];
  private readonly account: PageParts['account'];
  private readonly mapView: MapView;
  private readonly routeLayer: RouteLayer;
  private readonly routes: RouteController;
  private readonly endpoints: Endpoints;
  private readonly departure: Departure;
  private readonly search: PlaceSearch;
  private readonly edits: PlanEdits;
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
          onPlaceTyped: (which, text) => this.edits.placeTyped(which, text),
          onPlaceQuery: (which, text) => this.search.query(which, text),
          onPlacePicked: (which, place) => {
            this.search.forget(which);
            this.edits.setPoint(which, { lat: place.lat, lon: place.lon }, 'other', place.name);
          },
          onPick: (which) => this.endpoints.setPicking(which),
          onSwap: () => this.edits.swap(),
          onClear: () => this.edits.clear(),
          onRouteType: (routeType) => this.edits.setRouteType(routeType),
          onPtEdited: (field) => this.edits.ptEdited(field),
          onNow: () => this.edits.leaveNow(),
          onPlan: () => this.routes.plan('other'),
        },
        status: { onCancel: () => this.routes.cancel(), onSignIn: () => this.post({ type: 'signIn' }), onRetry: () => this.routes.plan('other') },
        map: {
          onMapClick: (point) => this.edits.mapClicked(point),
          onMarkerMoved: (which, point) => this.edits.setPoint(which, point, 'drag'),
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
    ({ form: this.form, status: this.status, account: this.account, mapView: this.mapView, routeLayer: this.routeLayer } = parts);
    this.endpoints = new Endpoints(() => this.state, this.form, this.routeLayer);
    this.departure = new Departure(this.form);
    this.search = new PlaceSearch((message) => this.post(message), this.form);
    this.dataLayers = new DataLayers(this.mapView.map, (message) => this.post(message));
    this.routes = new RouteController(parts, this.departure, () => this.state, (message) => this.post(message), () => this.save());
    this.edits = new PlanEdits({
      state: () => this.state,
      save: () => this.save(),
      routes: this.routes,
      endpoints: this.endpoints,
      form: this.form,
      departure: this.departure,
      status: this.status,
      reveal: (point) => this.mapView.reveal(point),
    });
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
    return this.routeLayer.snapshot();
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
        this.edits.pointsFromHost(message);
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
