// Many straight lines (Add Nearest Places' 100 000) on a canvas of their own: a Leaflet layer built on its public
// API only (getEvents, the map's projection and pixel origin, DomUtil's positions), so that a new Leaflet cannot
// break it by renaming what it keeps private. Leaflet's own canvas strokes a polyline's parts as one path, and
// lines that all run to a few stations cross each other thousands of times: filling such a path is quadratic in
// its crossings (30 000 lines took a minute a zoom, in the browser's own time). Here they are stroked a few at a
// time, one CSS pixel wide (a width the browser's rasteriser draws as hairlines: 100 000 lines at 1.5 px took
// three seconds to paint, at 1 px under one), and those wholly off the canvas are skipped. The canvas takes no pointer events: what is clicked is
// found by the caller (a line's hit test stays with Leaflet's renderer, on a path it never strokes).
import * as L from 'leaflet';

export interface LineStyle {
  colour: string;
  weight: number;
  opacity: number;
}

/** The canvas reaches this share of the map's size beyond each edge, so that a pan shows lines before its end. */
const PADDING = 0.1;
/** Lines stroked in one path, at most. */
const BATCH = 16;

export class LineCanvas extends L.Layer {
  private map: L.Map | undefined;
  private canvas: HTMLCanvasElement | undefined;
  /** Each line's two ends in the map's pixels at zoom 0 (x, y, x, y): at zoom z, times the CRS's scale ratio. */
  private projected: Float64Array | undefined;
  /** The view of the last drawing: a zoom's animation scales the canvas from it. */
  private drawnAt: { center: L.LatLng; zoom: number } | undefined;
  /** Lines stroked by the last drawing (those on or near the canvas). */
  drawn = 0;

  /** `coords`: lat, lon, lat, lon a line. */
  constructor(
    private readonly coords: ArrayLike<number>,
    private readonly style: LineStyle,
    pane: string,
  ) {
    super();
    L.setOptions(this, { pane });
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated om-line-canvas', this.getPane());
    this.canvas.style.pointerEvents = 'none';
    this.projected ??= project(map, this.coords);
    this.redraw();
    return this;
  }

  override onRemove(): this {
    this.canvas?.remove();
    this.canvas = undefined;
    this.map = undefined;
    this.drawnAt = undefined;
    return this;
  }

  override getEvents(): { [name: string]: L.LeafletEventHandlerFn } {
    return { moveend: this.redraw, viewreset: this.redraw, resize: this.redraw, zoomanim: this.animateZoom as L.LeafletEventHandlerFn };
  }

  /** Draws the lines in and around the view as it is now. */
  redraw(): void {
    const { map, canvas, projected } = this;
    if (!map || !canvas || !projected) return;
    const size = map.getSize();
    const min = map.containerPointToLayerPoint(size.multiplyBy(-PADDING)).round();
    const width = Math.round(size.x * (1 + 2 * PADDING));
    const height = Math.round(size.y * (1 + 2 * PADDING));
    // At the page's pixels, not the screen's: on a high-density screen a line would be two pixels wide there,
    // off the hairlines' quick path. The browser scales the canvas up; a thin line stays thin.
    canvas.width = width;
    canvas.height = height;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    L.DomUtil.setPosition(canvas, min);
    const zoom = map.getZoom();
    this.drawnAt = { center: map.getCenter(), zoom };
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    ctx.globalAlpha = this.style.opacity;
    ctx.lineWidth = this.style.weight;
    ctx.strokeStyle = this.style.colour;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const crs = map.options.crs ?? L.CRS.EPSG3857;
    const scale = crs.scale(zoom) / crs.scale(0);
    const origin = map.getPixelOrigin();
    const ox = origin.x + min.x;
    const oy = origin.y + min.y;
    const edge = this.style.weight;
    let batched = 0;
    let drawn = 0;
    ctx.beginPath();
    for (let i = 0; i < projected.length; i += 4) {
      const x1 = projected[i]! * scale - ox;
      const y1 = projected[i + 1]! * scale - oy;
      const x2 = projected[i + 2]! * scale - ox;
      const y2 = projected[i + 3]! * scale - oy;
      // Both ends beyond the same edge: the line cannot cross the canvas.
      if ((x1 < -edge && x2 < -edge) || (x1 > width + edge && x2 > width + edge) || (y1 < -edge && y2 < -edge) || (y1 > height + edge && y2 > height + edge)) continue;
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      drawn++;
      if (++batched === BATCH) {
        ctx.stroke();
        ctx.beginPath();
        batched = 0;
      }
    }
    if (batched > 0) ctx.stroke();
    this.drawn = drawn;
  }

  /** During a zoom's animation the canvas is scaled about where the map zooms, as Leaflet's renderers are. */
  private animateZoom(event: L.ZoomAnimEvent): void {
    const { map, canvas, drawnAt } = this;
    if (!map || !canvas || !drawnAt) return;
    const scale = map.getZoomScale(event.zoom, drawnAt.zoom);
    const size = map.getSize();
    const mapPane = L.DomUtil.getPosition(map.getPane('mapPane')!);
    const newOrigin = map.project(event.center, event.zoom).subtract(size.divideBy(2)).add(mapPane).round();
    const offset = size
      .multiplyBy(0.5 + PADDING)
      .multiplyBy(-scale)
      .add(map.project(drawnAt.center, event.zoom))
      .subtract(newOrigin);
    L.DomUtil.setTransform(canvas, offset, scale);
  }
}

function project(map: L.Map, coords: ArrayLike<number>): Float64Array {
  const out = new Float64Array(coords.length);
  const at = L.latLng(0, 0);
  for (let i = 0; i < coords.length; i += 2) {
    at.lat = coords[i]!;
    at.lng = coords[i + 1]!;
    const p = map.project(at, 0);
    out[i] = p.x;
    out[i + 1] = p.y;
  }
  return out;
}
