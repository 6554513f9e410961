// Add Nearest Places' answer on the map: a thin line from each row's place to its nearest place, the rows'
// places clustered as a file's are, and the nearest places as small rings. The lines are drawn on a canvas of
// their own (lineCanvas.ts), under the points; a click is found by Leaflet's renderer on one path of all the
// lines that it never strokes, then the line under the pointer is looked up, and a click on a row's point opens
// that row's line. The popup is text only: a row's label and a place's name come from a file or OneMap and
// never become markup.
import * as L from 'leaflet';
import type { WebviewToHost } from '../../src/shared/protocol/messages';
import type { NearestLayer } from '../../src/shared/protocol/nearestLines';
import { h } from '../common/dom';
import { fitPaddingClear } from '../map/fitPadding';
import type { LayerList } from '../map/layerList';
import { bringMapIntoSight } from '../map/mapInSight';
import type { NearestSnapshot } from '../map/mapSnapshot';
import { fitPopup, popupRoom, ROOMY } from '../map/popupClearance';
import { LineCanvas } from './lineCanvas';
import { PointClusters } from './pointClusters';

type ToHost = Extract<WebviewToHost, { type: 'layerDrawn' }>;

const HIGHLIGHT = '#fab005';
const STEP_ZOOM = 17;
/** The lines' own pane, just under Leaflet's overlays: the rows' points and the places' rings are drawn over them. */
const LINES_PANE = 'omNearestLines';

interface Shown {
  layer: NearestLayer;
  group: L.LayerGroup;
  lines: LineCanvas;
  rows: PointClusters;
  visible: boolean;
  /** The line last stepped to with the layer list's ‹ ›, -1 before the first. */
  stepped: number;
}

export class NearestLines {
  private readonly shown = new Map<string, Shown>();
  private readonly popup = L.popup({ maxWidth: 360, maxHeight: 280 });
  /** The line whose popup is open, drawn over the others. */
  private readonly chosen = L.layerGroup();
  private popupLayer: string | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly renderer: L.Renderer,
    private readonly list: LayerList,
    private readonly post: (message: ToHost) => void,
  ) {
    if (!map.getPane(LINES_PANE)) map.createPane(LINES_PANE).style.zIndex = '399';
    this.chosen.addTo(map);
    this.popup.on('remove', () => this.chosen.clearLayers());
    map.on('moveend', () => this.shown.forEach((s) => s.visible && map.hasLayer(s.group) && s.rows.render()));
  }

  owns(id: string): boolean {
    return this.shown.has(id);
  }

  show(layer: NearestLayer, fit: boolean): void {
    const previous = this.shown.get(layer.id);
    if (previous) previous.group.remove();
    const { coords, labels } = layer;
    const count = labels.length;
    const parts: L.LatLngTuple[][] = new Array(count);
    const rowPoints = new Array<{ feature: number; lat: number; lon: number }>(count);
    for (let i = 0; i < count; i++) {
      parts[i] = [
        [coords[4 * i]!, coords[4 * i + 1]!],
        [coords[4 * i + 2]!, coords[4 * i + 3]!],
      ];
      rowPoints[i] = { feature: i, lat: coords[4 * i]!, lon: coords[4 * i + 1]! };
    }
    const group = L.layerGroup();
    const lines = new LineCanvas(coords, { colour: layer.colour, weight: 1, opacity: 0.8 }, LINES_PANE);
    lines.addTo(group);
    // What a click hits: the same lines as one path Leaflet's renderer tests (stroke off: never drawn, so its
    // crossings cost nothing), with its click tolerance. smoothFactor 0 keeps every line's exact ends.
    const hits = L.polyline(parts, { renderer: this.renderer, stroke: false, fill: false, smoothFactor: 0, bubblingMouseEvents: false });
    hits.on('click', (event: L.LeafletMouseEvent) => {
      const i = this.lineAt(layer, event.latlng);
      if (i >= 0) this.openPopup(layer, i, event.latlng);
    });
    hits.addTo(group);
    this.drawPlaces(layer).addTo(group);
    const rows = new PointClusters(rowPoints, this.map, {
      colour: layer.colour,
      renderer: this.renderer,
      decorate: (marker, i) => {
        marker.bindTooltip(() => h('span', {}, labels[i]!), { direction: 'top' });
        marker.on('click', () => this.openPopup(layer, i, marker.getLatLng()));
      },
    });
    rows.group.addTo(group);
    const entry: Shown = { layer, group, lines, rows, visible: previous?.visible ?? true, stepped: previous?.stepped ?? -1 };
    this.shown.set(layer.id, entry);
    this.list.set(layer.id, layer.title, count, layer.colour, entry.visible, layer.note, LINES);
    if (fit) this.fit(layer);
    if (entry.visible) this.attach(entry);
    requestAnimationFrame(() => {
      // The benchmark (test/bench/nearestLines.bench.ts) measures to this mark, after the canvas has painted.
      performance.mark('onemap:nearest-drawn');
      this.post({ type: 'layerDrawn', layerId: layer.id });
    });
  }

  remove(id: string): void {
    const entry = this.shown.get(id);
    if (!entry) return;
    entry.group.remove();
    this.shown.delete(id);
    this.list.remove(id);
    if (this.popupLayer === id) this.popup.close();
  }

  setVisible(id: string, visible: boolean): void {
    const entry = this.shown.get(id);
    if (!entry || entry.visible === visible) return;
    entry.visible = visible;
    if (visible) this.attach(entry);
    else {
      entry.group.remove();
      if (this.popupLayer === id) this.popup.close();
    }
  }

  /** The keyboard's way to a line (the canvas takes no focus): the next or previous one, with its popup. */
  step(id: string, delta: 1 | -1): void {
    const entry = this.shown.get(id);
    const count = entry?.layer.labels.length ?? 0;
    if (!entry || !entry.visible || count === 0) return;
    const i = (((entry.stepped + delta) % count) + count) % count;
    entry.stepped = i;
    const c = entry.layer.coords;
    const bounds = L.latLngBounds([c[4 * i]!, c[4 * i + 1]!], [c[4 * i + 2]!, c[4 * i + 3]!]);
    this.map.fitBounds(bounds, { ...fitPaddingClear(this.map, 32), maxZoom: STEP_ZOOM, animate: false });
    this.openPopup(entry.layer, i, L.latLng(c[4 * i]!, c[4 * i + 1]!), true);
    this.list.say(`${entry.layer.title}, line ${i + 1} of ${count}: ${entry.layer.labels[i]!} to ${entry.layer.names[entry.layer.nearest[i]!]!}`);
  }

  snapshot(): NearestSnapshot[] {
    return [...this.shown.values()].map((s) => ({
      id: s.layer.id,
      title: s.layer.title,
      visible: s.visible,
      lines: s.visible ? linePairs(s.layer.coords) : [],
      stroked: s.visible ? s.lines.drawn : 0,
      points: s.visible ? s.rows.drawnPoints.slice() : [],
      popup: this.popupLayer === s.layer.id && this.map.hasLayer(this.popup) ? (this.popup.getElement()?.querySelector('.om-feature-popup')?.textContent ?? null) : null,
    }));
  }

  private fit(layer: NearestLayer): void {
    const c = layer.coords;
    if (c.length === 0) return;
    // Min and max by hand: 400 000 numbers, no LatLng made for each.
    let south = 90, north = -90, west = 180, east = -180;
    for (let i = 0; i < c.length; i += 2) {
      south = Math.min(south, c[i]!);
      north = Math.max(north, c[i]!);
      west = Math.min(west, c[i + 1]!);
      east = Math.max(east, c[i + 1]!);
    }
    this.map.fitBounds([[south, west], [north, east]], { ...fitPaddingClear(this.map, 32), maxZoom: STEP_ZOOM, animate: false });
    bringMapIntoSight(this.map.getContainer());
  }

  private attach(entry: Shown): void {
    entry.group.addTo(this.map);
    entry.rows.render();
  }

  /** Each nearest place once, a small ring in the layer's colour, named on hover. */
  private drawPlaces(layer: NearestLayer): L.LayerGroup {
    const places = L.layerGroup();
    const done = new Set<number>();
    layer.nearest.forEach((n, i) => {
      if (done.has(n)) return;
      done.add(n);
      const at: L.LatLngTuple = [layer.coords[4 * i + 2]!, layer.coords[4 * i + 3]!];
      L.circleMarker(at, { renderer: this.renderer, radius: 5, color: layer.colour, weight: 2, fillColor: '#ffffff', fillOpacity: 1, bubblingMouseEvents: false })
        .bindTooltip(() => h('span', {}, layer.names[n]!), { direction: 'top' })
        .addTo(places);
    });
    return places;
  }

  /**
   * The line nearest the click, measured on a plane scaled to the click's latitude (as the screen is, locally):
   * a scan of the layer's lines, once a click.
   */
  private lineAt(layer: NearestLayer, at: L.LatLng): number {
    const k = Math.cos((at.lat * Math.PI) / 180);
    const c = layer.coords;
    let best = -1;
    let bestD = Infinity;
    for (let i = 0; i < layer.labels.length; i++) {
      const ay = c[4 * i]!, ax = c[4 * i + 1]! * k, by = c[4 * i + 2]!, bx = c[4 * i + 3]! * k;
      const d = segmentDistance2(at.lng * k, at.lat, ax, ay, bx, by);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  }

  private openPopup(layer: NearestLayer, i: number, at: L.LatLng, stepped = false): void {
    this.popupLayer = layer.id;
    if (stepped) this.list.makeRoomForPopup(popupRoom(this.map) < ROOMY);
    fitPopup(this.popup, this.map, { widest: 360, tallest: 280, left: 5 });
    this.popup.setLatLng(at).setContent(popupOf(layer, i)).openOn(this.map);
    // After openOn, which closes the last popup (and, with it, the last line's highlight).
    const c = layer.coords;
    this.chosen.clearLayers();
    L.polyline(
      [
        [c[4 * i]!, c[4 * i + 1]!],
        [c[4 * i + 2]!, c[4 * i + 3]!],
      ],
      { renderer: this.renderer, color: HIGHLIGHT, weight: 4, interactive: false },
    ).addTo(this.chosen);
  }
}

/** Squared distance from (px, py) to the segment a–b. */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** How the layer list counts a layer of lines. */
const LINES = { one: 'line', many: 'lines' };

function linePairs(c: readonly number[]): Array<[[number, number], [number, number]]> {
  const out: Array<[[number, number], [number, number]]> = [];
  for (let i = 0; i < c.length; i += 4) out.push([[c[i]!, c[i + 1]!], [c[i + 2]!, c[i + 3]!]]);
  return out;
}

/** Both ends and the distance, as a table of text. */
function popupOf(layer: NearestLayer, i: number): HTMLElement {
  const row = (key: string, value: string) => h('tr', {}, h('th', { attrs: { scope: 'row' } }, key), h('td', {}, value));
  return h(
    'div',
    { className: 'om-feature-popup om-nearest-popup' },
    h('strong', {}, layer.labels[i]!),
    h('div', { className: 'om-feature-file' }, layer.title),
    h('table', {}, h('tbody', {}, row('Nearest', layer.names[layer.nearest[i]!]!), row('Distance', `${layer.metres[i]!} m`))),
  );
}
