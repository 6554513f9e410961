// The points of one file's layer, clustered with supercluster so that thousands stay usable: only the clusters
// and points of the current view are drawn, again after each pan or zoom.
import * as L from 'leaflet';
import Supercluster from 'supercluster';
import { h } from '../common/dom';
import { textColourOn } from '../../src/shared/layerPalette';

export interface ClusterPoint {
  feature: number;
  lat: number;
  lon: number;
}

export interface PointStyle {
  colour: string;
  renderer: L.Renderer;
  /** Builds a drawn point's marker extras (tooltip, popup, click). */
  decorate(marker: L.CircleMarker, feature: number): void;
}

/** Past this zoom every point is drawn on its own: buildings are apart by then. */
const MAX_CLUSTER_ZOOM = 16;

export class PointClusters {
  private readonly index: Supercluster<{ feature: number }>;
  readonly group = L.layerGroup();
  private readonly count: number;
  /** Drawn now, for the tests: single points by feature, and clusters with their counts. */
  drawnPoints: Array<{ feature: number; at: [number, number] }> = [];
  drawnClusters: Array<{ count: number; at: [number, number] }> = [];

  constructor(
    points: readonly ClusterPoint[],
    private readonly map: L.Map,
    private readonly style: PointStyle,
  ) {
    this.index = new Supercluster<{ feature: number }>({ radius: 48, maxZoom: MAX_CLUSTER_ZOOM, minPoints: 3 });
    this.count = points.length;
    this.index.load(points.map((p) => ({ type: 'Feature', properties: { feature: p.feature }, geometry: { type: 'Point', coordinates: [p.lon, p.lat] } })));
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  /** Draws what the view shows now. */
  render(): void {
    this.group.clearLayers();
    this.drawnPoints = [];
    this.drawnClusters = [];
    if (this.isEmpty) return;
    const b = this.map.getBounds().pad(0.2);
    const zoom = Math.round(this.map.getZoom());
    for (const item of this.index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) {
      const [lon, lat] = item.geometry.coordinates as [number, number];
      const props = item.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; feature?: number };
      if (props.cluster) this.addCluster(lat, lon, props.cluster_id!, props.point_count!);
      else this.addPoint(lat, lon, props.feature!);
    }
  }

  private addPoint(lat: number, lon: number, feature: number): void {
    const marker = L.circleMarker([lat, lon], {
      renderer: this.style.renderer,
      radius: 6,
      color: '#ffffff',
      weight: 1.5,
      fillColor: this.style.colour,
      fillOpacity: 0.95,
      bubblingMouseEvents: false, // a click on a point is not a click on the map (which sets a route point); Leaflet's canvas stops it too
    });
    this.style.decorate(marker, feature);
    marker.addTo(this.group);
    this.drawnPoints.push({ feature, at: [lat, lon] });
  }

  private addCluster(lat: number, lon: number, id: number, count: number): void {
    const size = count < 100 ? 30 : count < 1000 ? 36 : 42;
    const icon = L.divIcon({ html: h('span', {}, count.toLocaleString('en-SG')), className: 'om-cluster', iconSize: [size, size] });
    const name = `${count.toLocaleString('en-SG')} places, zoom in`;
    const marker = L.marker([lat, lon], { icon, keyboard: true, title: name });
    const zoomIn = () => this.map.setView([lat, lon], Math.min(this.index.getClusterExpansionZoom(id), this.map.getMaxZoom()));
    marker.on('add', () => {
      const element = marker.getElement();
      if (!element) return;
      element.style.setProperty('--om-layer-colour', this.style.colour);
      // The count in black or white, whichever is legible on this colour (white on the palette's red is 4.08 : 1).
      element.style.setProperty('--om-cluster-text', textColourOn(this.style.colour));
      // Leaflet makes it a focusable role=button; a button is named, and pressed with Enter or Space.
      element.setAttribute('aria-label', name);
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        zoomIn();
        // The bubble is gone with the redraw after the zoom: the focus stays on the map, not lost to the page.
        this.map.getContainer().focus({ preventScroll: true });
      });
    });
    marker.on('click', zoomIn);
    marker.addTo(this.group);
    this.drawnClusters.push({ count, at: [lat, lon] });
  }
}
