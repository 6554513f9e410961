// "Zoom to route": a Leaflet control under the zoom buttons, there whenever a route is drawn, so a view moved
// to a step or a leg (or panned away) always has a way back to the whole route. A real button: focusable,
// titled, and pressed with Enter or Space like any other.
import * as L from 'leaflet';
import { h } from '../common/dom';
import './routeZoomControl.css';

export const ZOOM_TO_ROUTE = 'Zoom to route';

export class RouteZoomControl {
  private readonly container: HTMLElement;
  private listener: (() => void) | undefined;

  constructor(map: L.Map) {
    const button = h('button', { className: 'om-zoom-route', attrs: { type: 'button', title: ZOOM_TO_ROUTE, 'aria-label': ZOOM_TO_ROUTE } }, routeGlyph());
    this.container = h('div', { className: 'leaflet-bar leaflet-control om-zoom-route-bar', attrs: { hidden: true } }, button);
    // A click on the button is not a click on the map (which would set a point).
    L.DomEvent.disableClickPropagation(this.container);
    button.addEventListener('click', () => this.listener?.());
    const control = new L.Control({ position: 'topleft' });
    control.onAdd = () => this.container;
    control.addTo(map);
  }

  onZoom(listener: () => void): void {
    this.listener = listener;
  }

  setVisible(visible: boolean): void {
    this.container.hidden = !visible;
  }
}

/** Four corners around a path, as SVG elements: no font glyph to miss, no markup parsed. */
function routeGlyph(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  for (const [name, value] of Object.entries({ viewBox: '0 0 16 16', width: '16', height: '16', 'aria-hidden': 'true', class: 'om-glyph' })) svg.setAttribute(name, value);
  const corners = document.createElementNS(ns, 'path');
  corners.setAttribute('d', 'M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M4.5 11.5l3-4 2 2 2.5-4');
  svg.append(corners, path);
  return svg;
}
