// The route on the map: the start and end markers, the drawn route (road path or transit legs with their
// stops), the highlighted step or leg, "Zoom to route", and fitting the view to it all. The map itself
// (map/mapView.ts) knows nothing of routes; this draws on it.
import * as L from 'leaflet';
import type { LatLon } from '../../src/shared/onemap/types';
import { h } from '../common/dom';
import { fitPadding } from '../map/fitPadding';
import { moveWithKeys, nameStop } from '../map/markerKeys';
import type { MapSnapshot } from '../map/mapSnapshot';
import { pathOf, snapshotOf } from '../map/mapReadout';
import type { MapView } from '../map/mapView';
import type { LegView } from './ptModel';
import type { LatLngPair } from './routeModel';
import { RouteZoomControl } from './routeZoomControl';
import { prefersReducedMotion } from '../common/theme';

export type Endpoint = 'start' | 'end';

const STEP_ZOOM = 17;
const ROUTE_COLOUR = '#1f6feb';
const CASING_COLOUR = '#ffffff';
const HIGHLIGHT_PANE = 'om-highlight';

export class RouteLayer {
  private readonly map: L.Map;
  private readonly markers: Partial<Record<Endpoint, L.Marker>> = {};
  private readonly routeLayer: L.LayerGroup;
  private readonly highlightLayer: L.LayerGroup;
  private readonly zoomToRoute: RouteZoomControl;
  private lines: L.Polyline[] = [];
  private legLines: L.Polyline[] = [];
  private highlight: L.CircleMarker | undefined;
  /** The view is the route's fit and the user has not moved it since: a change of size fits it again. */
  private routeFitted = false;
  private fitting = false;

  constructor(
    private readonly mapView: MapView,
    private readonly onMarkerMoved: (which: Endpoint, point: LatLon) => void,
  ) {
    const map = (this.map = mapView.map);
    this.zoomToRoute = new RouteZoomControl(map);
    // The highlight sits above the markers, so a step at the start or end still shows.
    map.createPane(HIGHLIGHT_PANE).style.zIndex = '650';
    this.routeLayer = L.layerGroup().addTo(map);
    this.highlightLayer = L.layerGroup().addTo(map);
    map.on('movestart', () => {
      if (!this.fitting) this.routeFitted = false;
    });
    // The summary appearing above the map shrinks it just after the route was fitted: fit again, or the
    // route would be cut off at the map's new edge.
    mapView.onResized(() => {
      if (this.routeFitted) this.fitRoute();
    });
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
    moveWithKeys(marker, label, (moved) => this.onMarkerMoved(which, moved));
    marker.addTo(this.map);
    this.markers[which] = marker;
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
    if (this.mapView.isZooming) {
      this.mapView.afterZoom(() => this.fitRoute());
      return;
    }
    const points = this.drawnPoints();
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
    return this.drawnPoints().every((point) => bounds.contains(point));
  }

  /** Centres on a step's point, zoomed in to street level, and marks it. */
  focusPoint(point: LatLngPair): void {
    this.setHighlight(point);
    if (this.mapView.isZooming) {
      // Chosen while the previous step's zoom still animates: go there when it ends, so the map ends here.
      this.mapView.afterZoom(() => this.map.setView(point, Math.max(this.map.getZoom(), STEP_ZOOM), { animate: false }));
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
    if (this.mapView.isZooming) this.mapView.afterZoom(() => fit(false));
    else fit(!prefersReducedMotion());
  }

  /** The map's element, to bring into sight in the narrow layout. */
  get container(): HTMLElement {
    return this.map.getContainer();
  }

  /** Positions the tests read: the map's view and what the route drew. */
  snapshot(): MapSnapshot {
    return snapshotOf(this.map, this.lines, this.highlight, this.markers);
  }

  private drawnPoints(): L.LatLngExpression[] {
    const points: L.LatLngExpression[] = [];
    for (const line of this.lines) points.push(...pathOf(line));
    for (const marker of Object.values(this.markers)) if (marker) points.push(marker.getLatLng());
    return points;
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
}
