// The planner page's parts and where they sit: the form and its status beside the map, the results and the
// account below it. The app decides what each part shows; this only builds and places them.
import { AccountView } from './accountView';
import type { DisposableStore } from './disposables';
import { h } from './dom';
import { type FormCallbacks, FormView } from './formView';
import { type MapCallbacks, MapView } from './mapView';
import { ResultsView } from './resultsView';
import { type StatusCallbacks, StatusView } from './statusView';

export interface PageParts {
  form: FormView;
  status: StatusView;
  results: ResultsView;
  account: AccountView;
  mapView: MapView;
}

export interface PageCallbacks {
  form: FormCallbacks;
  status: StatusCallbacks;
  map: MapCallbacks;
  onSignIn: () => void;
}

export function layOutPage(root: HTMLElement, callbacks: PageCallbacks, store: DisposableStore): PageParts {
  const form = new FormView(callbacks.form, store);
  const status = new StatusView(callbacks.status, store);
  const results = new ResultsView();
  const account = new AccountView(callbacks.onSignIn, store);
  const mapElement = h('div', { className: 'om-map', attrs: { role: 'application', 'aria-label': 'Map of Singapore' } });
  root.replaceChildren(
    h('div', { className: 'om-side' }, h('h1', { className: 'om-title' }, 'OneMap route'), form.element, status.element),
    mapElement,
    h('div', { className: 'om-below' }, results.element, account.element),
  );
  root.classList.add('om-app');
  // The map is made once its element is in the page: Leaflet measures its container.
  const mapView = new MapView(mapElement, callbacks.map, store);
  return { form, status, results, account, mapView };
}
