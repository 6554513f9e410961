// The planner page's parts and where they sit. Wide (an editor panel): one column of form, summary and a
// scrolling list of steps beside the map, which takes the rest. Narrow (the side view): form, summary, map, then
// the steps, in the page's own scroll; the map sticks to the top of the view while the steps scroll under it,
// so a step clicked always has the map in sight. Notices about the map sit in the layout above it, never over
// its markers or attribution. The app decides what each part shows; this only builds and places them
// (pageLayout.css holds the two arrangements).
import { AccountView } from './accountView';
import { guardControlClicks } from './common/controlClicks';
import type { DisposableStore } from './common/disposables';
import { h } from './common/dom';
import { type FormCallbacks, FormView } from './route/formView';
import { publishMapboxHeight } from './map/mapInSight';
import { type MapCallbacks, MapView } from './map/mapView';
import { type Endpoint, RouteLayer } from './route/routeLayer';
import type { LatLon } from '../src/shared/onemap/types';
import './pageLayout.css';
import { ResultsView } from './route/resultsView';
import { type StatusCallbacks, StatusView } from './route/statusView';

export interface PageParts {
  form: FormView;
  status: StatusView;
  results: ResultsView;
  account: AccountView;
  mapView: MapView;
  routeLayer: RouteLayer;
}

export interface PageCallbacks {
  form: FormCallbacks;
  status: StatusCallbacks;
  map: MapCallbacks & { onMarkerMoved(which: Endpoint, point: LatLon): void };
  onSignIn: () => void;
}

export function layOutPage(root: HTMLElement, callbacks: PageCallbacks, store: DisposableStore): PageParts {
  const form = new FormView(callbacks.form, store);
  const status = new StatusView(callbacks.status, store);
  const results = new ResultsView();
  const account = new AccountView(callbacks.onSignIn, store);
  // A region, not an application: the layer list and the attribution inside it read as the page does. The map's
  // own surface is the application (markerKeys.ts), so arrow keys on a marker reach it under a screen reader.
  const mapElement = h('div', { className: 'om-map', attrs: { role: 'region', 'aria-label': 'Map of Singapore' } });
  const mapNotices = h('div', { className: 'om-map-notices' });
  const mapbox = h('div', { className: 'om-mapbox' }, mapNotices, mapElement);
  root.replaceChildren(
    h(
      'div',
      { className: 'om-panel' },
      h('div', { className: 'om-side' }, h('h1', { className: 'om-title' }, 'OneMap route'), form.element, status.element, status.live),
      h('div', { className: 'om-summary-slot' }, results.summary),
      h('div', { className: 'om-below' }, results.list, account.element),
    ),
    mapbox,
  );
  root.classList.add('om-app');
  root.setAttribute('role', 'main');
  // The map is made once its element is in the page: Leaflet measures its container.
  const mapView = new MapView(mapElement, callbacks.map, store);
  const routeLayer = new RouteLayer(mapView, (which, point) => callbacks.map.onMarkerMoved(which, point));
  guardControlClicks(mapView.map, store);
  mapNotices.append(mapView.basemap.notice);
  publishMapboxHeight(mapbox, store);
  return { form, status, results, account, mapView, routeLayer };
}
