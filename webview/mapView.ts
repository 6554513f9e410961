// The Leaflet map: start and end markers, the drawn route (road path or transit legs), the highlighted step
// or leg, and the view. It knows nothing of requests or state; the app tells it what to show.
import * as L from 'leaflet';
import type { LatLon } from '../src/shared/onemap/types';
import { Basemap, type BasemapCallbacks, MAX_ZOOM, MIN_ZOOM, SINGAPORE_BOUNDS } from './basemap';
import type { DisposableStore } from './disposables';
import { h } from './dom';
import { fitPadding } from './fitPadding';
import './mapView.css';
import { moveWithKeys, nameStop, placeAtCentreOnEnter } from './markerKeys';
import { offerMapMenu } from './mapContextMenu';
import { addScale } from './mapScale';
import { addOutline } from './outline';
import type { MapSnapshot } from './mapSnapshot';
import { pathOf, snapshotOf, toLatLon } from './mapReadout';
import type { LegView } from './ptModel';
import type { LatLngPair } from './routeModel';
import { RouteZoomControl } from './routeZoomControl';
import { prefersReducedMotion } from './theme';

export type Endpoint = 'start' | 'end';

export interface MapCallbacks extends BasemapCallbacks {
  onMapClick(point: LatLon): void;
  onMarkerMoved(which: Endpoint, point: LatLon): void;
  onViewChanged(view: { center: LatLon; zoom: number }): void;
}

export const SINGAPORE_CENTER: LatLon = { lat: 1.3521, lon: 103.8198 };
const DEFAULT_ZOOM = 12;
const STEP_ZOOM = 17;
const ROUTE_COLOUR = '#1f6feb';
const CASING_COLOUR = '#ffffff';
const HIGHLIGHT_PANE = 'om-highlight';

export type { MapSnapshot } from './mapSnapshot';

export class MapView {
  readonly map: L.Map;
  readonly basemap: Basemap;
  private readonly markers: Partial<Record<Endpoint, L.Marker>> = {};
  private readonly routeLayer: L.LayerGroup;
  private readonly highlightLayer: L.LayerGroup;
  private readonly zoomToRoute: RouteZoomControl;
  private lines: L.Polyline[] = [];
  private legLines: L.Polyline[] = [];
  private highlight: L.CircleMarker | undefined;
  /** A zoom animation is running: Leaflet sets its end centre again when it ends, undoing any move meanwhile. */
  private zooming = false;
  /** A step, a leg or "Zoom to route" chosen during that animation: done when it ends, or the animation undoes it. */
  private pending: (() => void) | undefined;
  /** The view is the route's fit and the user has not moved it since: a change of size fits it again. */
  private routeFitted = false;
  private fitting = false;

  constructor(
    container: HTMLElement,
    private readonly callbacks: MapCallbacks,
    store: DisposableStore,
  ) {
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
    this.zoomToRoute = new RouteZoomControl(this.map);
    addOutline(this.map);
    offerMapMenu(this.map, store);
    this.basemap = new Basemap(this.map, callbacks);
    addScale(this.map);
    // The highlight sits above the markers, so a step at the start or end still shows.
    this.map.createPane(HIGHLIGHT_PANE).style.zIndex = '650';
    this.routeLayer = L.layerGroup().addTo(this.map);
    this.highlightLayer = L.layerGroup().addTo(this.map);

    this.map.on('click', (event: L.LeafletMouseEvent) => callbacks.onMapClick(toLatLon(event.latlng)));
    placeAtCentreOnEnter(this.map, (point) => callbacks.onMapClick(point), store);
    this.map.on('moveend', () => callbacks.onViewChanged(this.view()));
    this.map.on('movestart', () => {
      if (!this.fitting) this.routeFitted = false;
    });
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
      // The summary appearing above the map shrinks it just after the route was fitted: fit again, or the
      // route would be cut off at the map's new edge.
      if (this.routeFitted) this.fitRoute();
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

  setMarker(which: Endpoint, point: LatLon | undefined): void {
    const existing = this.markers[which];
    if (!point) {
      existing?.remove();
      delete this.markers[which];
      return;
    }
    if (existing) {
      existing.setLatLng([point.lat, point.lon]);
      return;
    }
    const label = which === 'start' ? 'Start' : 'End';
    const icon = L.divIcon({
      html: h('span', { className: 'om-pin-label', attrs: { 'aria-hidden': 'true' } }, which === 'start' ? 'A' : 'B'),
      className: `om-pin om-pin--${which}`,
      iconSize: [26, 26],
      iconAnchor: [13, 13],
    });
    const marker = L.marker([point.lat, point.lon], {
      icon,
      title: `${label} (drag or arrow keys to move)`,
      draggable: true, keyboard: true, alt: label, zIndexOffset: which === 'end' ? 1000 : 0,
      autoPan: true, // dragging a marker to the edge moves the map on, as in every map app
    });
    moveWithKeys(marker, label, (moved) => this.callbacks.onMarkerMoved(which, moved));
    marker.addTo(this.map);
    this.markers[which] = marker;
  }

  /** Brings a single point into view without changing the zoom, when it is outside the view. */
  reveal(point: LatLon): void {
    if (!this.map.getBounds().contains([point.lat, point.lon])) this.map.panTo([point.lat, point.lon], { animate: !prefersReducedMotion() });
  }

  clearRoute(): void {
    this.routeFitted = false;
    this.routeLayer.clearLayers();
    this.clearHighlight();
    this.lines = [];
    this.legLines = [];
    this.zoomToRoute.setVisible(false);
  }

  /** The "Zoom to route" control was pressed (it shows only while a route is drawn). */
  onZoomToRoute(listener: () => void): void {
    this.zoomToRoute.onZoom(listener);
  }

  drawRoad(points: LatLngPair[]): void {
    this.clearRoute();
    if (points.length === 0) return;
    // A white casing under the line keeps it readable on every basemap style.
    L.polyline(points, { color: CASING_COLOUR, weight: 8, opacity: 0.85, interactive: false, className: 'om-route-casing' }).addTo(this.routeLayer);
    const line = L.polyline(points, { color: ROUTE_COLOUR, weight: 5, opacity: 0.95, interactive: false, className: 'om-route-line' });
    line.addTo(this.routeLayer);
    this.lines = [line];
    this.zoomToRoute.setVisible(true);
  }

  drawLegs(legs: LegView[]): void {
    this.clearRoute();
    for (const leg of legs) {
      if (!leg.dashed) {
        L.polyline(leg.points, { color: CASING_COLOUR, weight: 8, opacity: 0.85, interactive: false }).addTo(this.routeLayer);
      }
      const line = L.polyline(leg.points, {
        color: leg.colour,
        weight: leg.dashed ? 4 : 6,
        opacity: 0.95,
        dashArray: leg.dashed ? '2 8' : undefined,
        lineCap: 'round',
        interactive: false,
        className: `om-leg om-leg--${leg.mode.toLowerCase()}`,
      });
      line.addTo(this.routeLayer);
      this.lines.push(line);
      this.legLines.push(line);
    }
    this.zoomToRoute.setVisible(this.lines.length > 0);
    // Stops on top of every line, each with its name as text.
    for (const leg of legs) {
      for (const stop of [leg.board, leg.alight]) {
        if (!stop) continue;
        const circle = L.circleMarker(stop.at, { radius: 5, color: leg.colour, weight: 3, fill: true, fillColor: '#ffffff', fillOpacity: 1, className: 'om-stop' })
          .bindTooltip(h('span', {}, stop.name), { direction: 'top', offset: [0, -6] })
          .addTo(this.routeLayer);
        nameStop(circle, stop.name, [leg.label, leg.service].filter(Boolean).join(' '), stop === leg.board);
      }
    }
  }

  /** Fits the view to everything drawn (route and markers). */
  fitRoute(): void {
    if (this.zooming) {
      this.pending = () => this.fitRoute();
      return;
    }
    const points: L.LatLngExpression[] = [];
    for (const line of this.lines) points.push(...pathOf(line));
    for (const marker of Object.values(this.markers)) if (marker) points.push(marker.getLatLng());
    if (points.length === 0) return;
    this.fitting = true; // without animation, fitBounds fires its movestart before it returns
    this.map.fitBounds(L.latLngBounds(points), { padding: fitPadding(this.map, 56), maxZoom: STEP_ZOOM, animate: false });
    this.fitting = false;
    this.routeFitted = true;
  }

  /**
   * Whether everything drawn (route and markers) is inside the view. A map not laid out yet (no size) says
   * yes: it has no view to judge, and fitting it would pick a meaningless zoom.
   */
  showsWholeRoute(): boolean {
    const container = this.map.getContainer();
    if (container.clientWidth === 0 || container.clientHeight === 0) return true;
    const bounds = this.map.getBounds();
    const points: L.LatLngExpression[] = [];
    for (const line of this.lines) points.push(...pathOf(line));
    for (const marker of Object.values(this.markers)) if (marker) points.push(marker.getLatLng());
    return points.every((point) => bounds.contains(point));
  }

  /** Centres on a step's point, zoomed in to street level, and marks it. */
  focusPoint(point: LatLngPair): void {
    this.setHighlight(point);
    if (this.zooming) {
      // Chosen while the previous step's zoom still animates: go there when it ends, so the map ends here.
      this.pending = () => this.map.setView(point, Math.max(this.map.getZoom(), STEP_ZOOM), { animate: false });
      return;
    }
    this.map.setView(point, Math.max(this.map.getZoom(), STEP_ZOOM), { animate: !prefersReducedMotion() });
  }

  /** Fits the view to one transit leg and makes its line stand out. */
  focusLeg(index: number): void {
    const line = this.legLines[index];
    if (!line) return;
    this.clearHighlight();
    this.legLines.forEach((other, i) => other.setStyle({ opacity: i === index ? 1 : 0.45 }));
    line.bringToFront();
    const points = pathOf(line);
    if (points.length === 0) return;
    const fit = (animate: boolean) => this.map.fitBounds(L.latLngBounds(points), { padding: fitPadding(this.map, 40), maxZoom: STEP_ZOOM, animate });
    // Chosen while another zoom animates: Leaflet would drop this one (it starts no zoom during a zoom).
    if (this.zooming) this.pending = () => fit(false);
    else fit(!prefersReducedMotion());
  }

  private setHighlight(point: LatLngPair): void {
    this.clearHighlight();
    this.highlight = L.circleMarker(point, {
      radius: 15,
      color: '#f59e0b',
      weight: 4,
      fill: true,
      fillColor: '#f59e0b',
      fillOpacity: 0.2,
      interactive: false,
      className: 'om-highlight',
      pane: HIGHLIGHT_PANE,
    }).addTo(this.highlightLayer);
  }

  private clearHighlight(): void {
    this.highlightLayer.clearLayers();
    this.highlight = undefined;
    this.legLines.forEach((line) => line.setStyle({ opacity: 0.95 }));
  }

  snapshot(): MapSnapshot {
    return snapshotOf(this.map, this.lines, this.highlight, this.markers);
  }
}
