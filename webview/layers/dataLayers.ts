// The user's files on the map (Show on Map): one layer per file, drawn on a canvas so that a 56 000-vertex
// polygon file pans smoothly, with points clustered (pointClusters.ts). Everything written on the map (labels,
// properties) is text: a file's values never become markup.
import * as L from 'leaflet';
import type { DataLayer, MapFeature, Shape } from '../../src/shared/protocol/dataLayers';
import type { HostToWebview, WebviewToHost } from '../../src/shared/protocol/messages';
import { h } from '../common/dom';
import { fitPaddingClear } from '../map/fitPadding';
import type { DataLayerSnapshot } from '../map/mapSnapshot';
import { AreaLayer } from '../areas/areaLayer';
import { LayerList } from '../map/layerList';
import { bringMapIntoSight } from '../map/mapInSight';
import { fitPopup, popupRoom, ROOMY } from '../map/popupClearance';
import { boundsOf } from './layerBounds';
import { NearestLines } from './nearestLines';
import { PointClusters } from './pointClusters';
import { addThemesButton } from './themesButton';

type LayerMessage = Extract<HostToWebview, { type: 'showLayer' | 'removeLayer' | 'highlightFeature' | 'planningAreas' | 'population' | 'showNearest' }>;
type ToHost = Extract<WebviewToHost, { type: 'featureClicked' | 'layerRemoved' | 'layerDrawn' | 'showPlanningAreas' | 'askPopulation' | 'signIn' | 'pickTheme' }>;

const HIGHLIGHT = '#fab005';

interface Shown {
  layer: DataLayer;
  colour: string;
  shapes: L.LayerGroup;
  shapeCount: number;
  points: PointClusters;
  visible: boolean;
  highlighted: number | null;
  /** The place last stepped to with the layer list's ‹ ›, -1 before the first. */
  stepped: number;
}

/** A place stepped to is shown at least this close: past the clusters' last zoom, on its own. */
const STEP_ZOOM = 17;

export class DataLayers {
  private readonly shown = new Map<string, Shown>();
  private readonly renderer = L.canvas({ padding: 0.5, tolerance: 5 });
  private readonly highlight = L.layerGroup();
  private readonly list: LayerList;
  /**
   * One popup for every place, the map's own: bound to a drawn point it would close with it, and the points
   * are drawn again after every pan (the pan that brings a popup into view, too).
   */
  private readonly popup = L.popup({ maxWidth: 360, maxHeight: 280 });
  private popupLayer: string | undefined;
  /** URA's planning areas, the map's own layer, listed above the files. */
  private readonly areas: AreaLayer;
  /** Add Nearest Places' lines, listed with the files. */
  readonly nearest: NearestLines;

  constructor(
    private readonly map: L.Map,
    private readonly post: (message: ToHost) => void,
  ) {
    this.highlight.addTo(map);
    addThemesButton(map, () => post({ type: 'pickTheme' }));
    this.list = new LayerList(map, {
      onToggle: (id, visible) => (this.nearest.owns(id) ? this.nearest.setVisible(id, visible) : this.setVisible(id, visible)),
      onRemove: (id) => {
        this.remove(id);
        post({ type: 'layerRemoved', layerId: id });
      },
      onStep: (id, delta) => (this.nearest.owns(id) ? this.nearest.step(id, delta) : this.step(id, delta)),
    });
    // Only the layers on the map: a layer being shown is drawn once, when attached, not also by its fit's moveend.
    map.on('moveend', () => this.shown.forEach((s) => s.visible && map.hasLayer(s.points.group) && s.points.render()));
    this.areas = new AreaLayer(map, this.renderer, this.list, post);
    this.nearest = new NearestLines(map, this.renderer, this.list, post);
  }

  receive(message: LayerMessage): void {
    switch (message.type) {
      case 'showLayer':
        // The benchmark measures from here to 'onemap:layer-drawn', after the canvas has painted.
        performance.clearMarks('onemap:layer-message');
        performance.mark('onemap:layer-message');
        this.show(message.layer, message.fit);
        requestAnimationFrame(() => {
          performance.clearMarks('onemap:layer-drawn');
          performance.mark('onemap:layer-drawn');
          this.post({ type: 'layerDrawn', layerId: message.layer.id });
        });
        return;
      case 'removeLayer':
        return this.remove(message.layerId);
      case 'showNearest':
        return this.nearest.show(message.layer, message.fit);
      case 'highlightFeature':
        return this.setHighlight(message.layerId, message.index);
      default:
        return this.areas.receive(message);
    }
  }

  /** Draws a file's layer, replacing what was drawn for it; `fit` moves the view to it. */
  show(layer: DataLayer, fit: boolean): void {
    const previous = this.shown.get(layer.id);
    const colour = layer.colour;
    const visible = previous?.visible ?? true;
    if (previous) this.detach(previous);
    const shapes = L.layerGroup();
    const clusterPoints: Array<{ feature: number; lat: number; lon: number }> = [];
    let shapeCount = 0;
    layer.features.forEach((feature, index) => {
      for (const shape of feature.shapes) {
        if (shape.kind === 'point') clusterPoints.push({ feature: index, lat: shape.lat, lon: shape.lon });
        else {
          const path = this.drawShape(shape, colour, false);
          this.decorate(path, layer, index);
          path.addTo(shapes);
          shapeCount++;
        }
      }
    });
    const points = new PointClusters(clusterPoints, this.map, { colour, renderer: this.renderer, decorate: (marker, index) => this.decorate(marker, layer, index) });
    const entry: Shown = { layer, colour, shapes, shapeCount, points, visible, highlighted: previous?.highlighted ?? null, stepped: previous?.stepped ?? -1 };
    this.shown.set(layer.id, entry);
    this.list.set(layer.id, layer.title, layer.features.length, colour, visible, layer.details);
    if (fit) this.fit(layer);
    if (visible) this.attach(entry);
    this.setHighlight(layer.id, entry.highlighted);
  }

  remove(id: string): void {
    const entry = this.shown.get(id);
    if (!entry) return this.nearest.remove(id);
    this.detach(entry);
    this.shown.delete(id);
    this.list.remove(id);
    this.closePopupOf(id);
    this.drawHighlight();
  }

  /** The feature the editor's cursor is in (null: none): drawn over everything in the highlight colour. */
  setHighlight(id: string, index: number | null): void {
    const entry = this.shown.get(id);
    if (!entry) return;
    entry.highlighted = index !== null && index < entry.layer.features.length ? index : null;
    this.drawHighlight();
  }

  snapshot(): DataLayerSnapshot[] {
    return [...this.shown.values()].map((s) => ({
      id: s.layer.id,
      title: s.layer.title,
      visible: s.visible,
      features: s.layer.features.length,
      shapes: s.visible ? s.shapeCount : 0,
      points: s.visible ? s.points.drawnPoints.slice() : [],
      clusters: s.visible ? s.points.drawnClusters.slice() : [],
      highlighted: s.highlighted,
    }));
  }

  /**
   * The keyboard's way to a place (canvas points take no focus): the next or previous place of the file, in the
   * file's order, brought into view with its popup open, and said in the list's live region.
   */
  private step(id: string, delta: 1 | -1): void {
    const entry = this.shown.get(id);
    const count = entry?.layer.features.length ?? 0;
    if (!entry || !entry.visible || count === 0) return;
    const index = (((entry.stepped + delta) % count) + count) % count;
    entry.stepped = index;
    const feature = entry.layer.features[index]!;
    const bounds = L.latLngBounds([]);
    for (const shape of feature.shapes) extend(bounds, shape);
    const single = feature.shapes.length === 1 && feature.shapes[0]!.kind === 'point';
    if (single) this.map.setView(bounds.getCenter(), Math.max(this.map.getZoom(), STEP_ZOOM), { animate: false });
    else this.map.fitBounds(bounds, { ...fitPaddingClear(this.map, 32), maxZoom: STEP_ZOOM, animate: false });
    this.openPopup(id, bounds.getCenter(), popupOf(feature, entry.layer.title), true);
    this.list.say(`${entry.layer.title}, place ${index + 1} of ${count}: ${feature.label}`);
  }

  private setVisible(id: string, visible: boolean): void {
    const entry = this.shown.get(id);
    if (!entry || entry.visible === visible) return;
    entry.visible = visible;
    if (visible) this.attach(entry);
    else {
      this.detach(entry);
      this.closePopupOf(id);
    }
    this.drawHighlight();
  }

  private attach(entry: Shown): void {
    entry.shapes.addTo(this.map);
    entry.points.group.addTo(this.map);
    entry.points.render();
  }

  private detach(entry: Shown): void {
    entry.shapes.remove();
    entry.points.group.remove();
  }

  private fit(layer: DataLayer): void {
    const bounds = boundsOf(layer.features);
    if (!bounds) return;
    this.map.fitBounds(bounds, { ...fitPaddingClear(this.map, 32), maxZoom: 17, animate: false });
    bringMapIntoSight(this.map.getContainer());
  }

  private drawShape(shape: Exclude<Shape, { kind: 'point' }>, colour: string, highlighted: boolean): L.Path {
    const options: L.PolylineOptions = {
      renderer: this.renderer,
      color: highlighted ? HIGHLIGHT : colour,
      weight: highlighted ? 5 : 2,
      opacity: 0.95,
      fillOpacity: highlighted ? 0.3 : 0.15,
      bubblingMouseEvents: false,
      interactive: !highlighted,
    };
    return shape.kind === 'line' ? L.polyline(pairs(shape.path), options) : L.polygon(shape.rings.map(pairs), options);
  }

  private decorate(path: L.Path, layer: DataLayer, index: number): void {
    const feature = layer.features[index]!;
    path.bindTooltip(() => h('span', {}, feature.label), { sticky: true, direction: 'top' });
    path.on('click', (event: L.LeafletMouseEvent) => {
      this.openPopup(layer.id, path instanceof L.CircleMarker ? path.getLatLng() : event.latlng, popupOf(feature, layer.title));
      this.post({ type: 'featureClicked', layerId: layer.id, index });
    });
  }

  /** `stepped`: opened by the list's ‹ ›, the list open above it (a map click leaves the list as the user set it). */
  private openPopup(layerId: string, at: L.LatLng, content: HTMLElement, stepped = false): void {
    this.popupLayer = layerId;
    if (stepped) this.list.makeRoomForPopup(popupRoom(this.map) < ROOMY);
    fitPopup(this.popup, this.map, { widest: 360, tallest: 280, left: 5 });
    this.popup.setLatLng(at).setContent(content).openOn(this.map);
  }

  private closePopupOf(layerId: string): void {
    if (this.popupLayer === layerId) this.popup.close();
  }

  private drawHighlight(): void {
    this.highlight.clearLayers();
    for (const entry of this.shown.values()) {
      if (!entry.visible || entry.highlighted === null) continue;
      for (const shape of entry.layer.features[entry.highlighted]!.shapes) {
        const drawn =
          shape.kind === 'point'
            ? L.circleMarker([shape.lat, shape.lon], { renderer: this.renderer, radius: 11, color: HIGHLIGHT, weight: 4, fill: false, interactive: false })
            : this.drawShape(shape, entry.colour, true);
        drawn.addTo(this.highlight);
      }
    }
  }
}

function pairs(flat: readonly number[]): L.LatLngTuple[] {
  const out: L.LatLngTuple[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

function extend(bounds: L.LatLngBounds, shape: Shape): void {
  const flats = shape.kind === 'point' ? [[shape.lat, shape.lon]] : shape.kind === 'line' ? [shape.path] : shape.rings;
  for (const flat of flats) for (let i = 0; i < flat.length; i += 2) bounds.extend([flat[i]!, flat[i + 1]!]);
}

/** The feature's name and properties as a table of text. */
function popupOf(feature: MapFeature, title: string): HTMLElement {
  const rows = feature.properties.map(([key, value]) => h('tr', {}, h('th', { attrs: { scope: 'row' } }, key), h('td', {}, value)));
  return h('div', { className: 'om-feature-popup' }, h('strong', {}, feature.label), h('div', { className: 'om-feature-file' }, title), rows.length > 0 && h('table', {}, h('tbody', {}, ...rows)));
}
