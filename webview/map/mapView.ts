// The Leaflet map and its controls (zoom, outline, basemap, scale, the right-click menu), its view, and the
// clicks and keys that pick a point. What is drawn on it belongs to the features: the route (route/routeLayer.ts),
// the files and themes (layers/), the planning areas (areas/). It knows nothing of requests or state.
import * as L from 'leaflet';
import type { LatLon } from '../../src/shared/onemap/types';
import { Basemap, type BasemapCallbacks, MAX_ZOOM, MIN_ZOOM, SINGAPORE_BOUNDS } from './basemap';
import type { DisposableStore } from '../common/disposables';
import './mapView.css';
import { placeAtCentreOnEnter } from './markerKeys';
import { offerMapMenu } from './mapContextMenu';
import { addScale } from './mapScale';
import { addOutlineWhenIdle } from './outline';
import { letPopupsPanClear } from './popupPanRoom';
import { refitOpenPopups } from './popupClearance';
import { toLatLon } from './mapReadout';
import { prefersReducedMotion } from '../common/theme';

export interface MapCallbacks extends BasemapCallbacks {
  onMapClick(point: LatLon): void;
  onViewChanged(view: { center: LatLon; zoom: number }): void;
}

export const SINGAPORE_CENTER: LatLon = { lat: 1.3521, lon: 103.8198 };
const DEFAULT_ZOOM = 12;

export type { MapSnapshot } from './mapSnapshot';

export class MapView {
  readonly map: L.Map;
  readonly basemap: Basemap;
  /** A zoom animation is running: Leaflet sets its end centre again when it ends, undoing any move meanwhile. */
  private zooming = false;
  /** A move chosen during that animation: done when it ends, or the animation undoes it. */
  private pending: (() => void) | undefined;
  private readonly resized: Array<() => void> = [];

  constructor(container: HTMLElement, callbacks: MapCallbacks, store: DisposableStore) {
    const reduced = prefersReducedMotion();
    this.map = L.map(container, {
      center: [SINGAPORE_CENTER.lat, SINGAPORE_CENTER.lon],
      zoom: DEFAULT_ZOOM,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      maxBounds: L.latLngBounds(SINGAPORE_BOUNDS),
      maxBoundsViscosity: 1,
      zoomControl: false,
      attributionControl: false,
      zoomAnimation: !reduced,
      fadeAnimation: !reduced,
      markerZoomAnimation: !reduced,
    });
    L.control.zoom({ position: 'topleft' }).addTo(this.map);
    letPopupsPanClear(this.map, L.latLngBounds(SINGAPORE_BOUNDS));
    const outline = addOutlineWhenIdle(this.map, store);
    offerMapMenu(this.map, store);
    this.basemap = new Basemap(this.map, callbacks, () => outline.now());
    addScale(this.map);

    this.map.on('click', (event: L.LeafletMouseEvent) => callbacks.onMapClick(toLatLon(event.latlng)));
    placeAtCentreOnEnter(this.map, (point) => callbacks.onMapClick(point), store);
    this.map.on('moveend', () => callbacks.onViewChanged(this.view()));
    this.map.on('zoomstart', () => (this.zooming = true));
    this.map.on('zoomend', () => {
      this.zooming = false;
      const pending = this.pending;
      this.pending = undefined;
      pending?.();
    });

    // The side panel and the editor resize the page without a window resize event Leaflet would see.
    // Only a real change of size: Leaflet's invalidateSize forgets the exact centre even when nothing changed.
    let size = `${container.clientWidth}x${container.clientHeight}`;
    const resize = new ResizeObserver(() => {
      const now = `${container.clientWidth}x${container.clientHeight}`;
      if (now === size) return;
      size = now;
      this.map.invalidateSize({ animate: false });
      refitOpenPopups(this.map);
      for (const listener of this.resized) listener();
    });
    resize.observe(container);
    store.add(() => {
      resize.disconnect();
      this.map.remove();
    });
  }

  view(): { center: LatLon; zoom: number } {
    return { center: toLatLon(this.map.getCenter()), zoom: this.map.getZoom() };
  }

  setView(view: { center: LatLon; zoom: number } | undefined): void {
    const { center, zoom } = view ?? { center: SINGAPORE_CENTER, zoom: DEFAULT_ZOOM };
    this.map.setView([center.lat, center.lon], zoom, { animate: false });
  }

  /** Brings a single point into view without changing the zoom, when it is outside the view. */
  reveal(point: LatLon): void {
    if (!this.map.getBounds().contains([point.lat, point.lon])) this.map.panTo([point.lat, point.lon], { animate: !prefersReducedMotion() });
  }

  /** Whether a zoom animation runs: a move made now would be undone when it ends. */
  get isZooming(): boolean {
    return this.zooming;
  }

  /** Runs `move` when the running zoom animation ends (the latest one asked wins). */
  afterZoom(move: () => void): void {
    this.pending = move;
  }

  /** Called after the map changed size (the page's layout, not a window resize). */
  onResized(listener: () => void): void {
    this.resized.push(listener);
  }
}
