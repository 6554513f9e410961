// URA's planning areas (Master Plan 2019, shipped with the extension, or another Master Plan the host fetched
// from OneMap) on the map: outlines in one colour that reads on the light, Night and offline maps alike, each
// area's name, a built-in entry in the layer list with the year's picker, the year's credit in the attribution
// while it shows, and a click on an area for its population (the popup asks
// the host, which asks OneMap). While the layer is on, a click on the land opens an area's popup instead of
// setting a route point; the right-click menu and the Start and End boxes still set them.
//
// Labels: from LABEL_ZOOM up, an area's name sits at a point inside it, larger areas first, and a name that
// would overlap one already placed waits for a closer zoom (the city centre's small areas); below LABEL_ZOOM,
// 55 names would pile up over the island, so only the area under the pointer says its name.
import * as L from 'leaflet';
import type { WebviewToHost } from '../../src/shared/protocol/messages';
import { SHIPPED_PLAN_YEAR, type AreaLayerToPage, type AreaOutline, type PlanYear } from '../../src/shared/protocol/planningAreas';
import { AreaYears } from './areaYears';
import { h, replaceChildren } from '../common/dom';
import type { LayerList } from '../map/layerList';
import { PopulationPopup, type PopulationAsk } from './populationPopup';
import { fitPopup, popupRoom, ROOMY } from '../map/popupClearance';
import './areaLayer.css';

/** Not one of the files' ten colours, the route's blue or the highlight's yellow: a burnt orange, 3 : 1 on light and dark land. */
export const AREA_COLOUR = '#d9480f';
export const LABEL_ZOOM = 13;
const LAYER_ID = 'planning-areas';

type ToHost = Extract<WebviewToHost, { type: 'showPlanningAreas' | 'askPopulation' | 'signIn' }>;

export class AreaLayer {
  private readonly outlines = L.layerGroup();
  private readonly labels = L.layerGroup();
  private readonly paths: Array<[L.Polygon, AreaOutline]> = [];
  /** The names on the map, largest area first: the order in which they claim their room. */
  private names: L.Tooltip[] = [];
  /** Brought into view clear of the zoom buttons and the layer list, which sit over the map's top corners. */
  private readonly popup = L.popup({ maxWidth: 380, maxHeight: 320, className: 'om-area-popup-frame', autoPanPaddingTopLeft: L.point(50, 90) });
  private readonly credit: HTMLElement;
  private readonly years: AreaYears;
  /** The Master Plan of the outlines drawn. */
  private year: PlanYear = SHIPPED_PLAN_YEAR;
  private current: PopulationPopup | undefined;
  private asked = 0;
  private shown = false;
  private labelled: boolean | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly renderer: L.Renderer,
    private readonly list: LayerList,
    private readonly post: (message: ToHost) => void,
  ) {
    this.credit = h('span', { className: 'om-attribution-areas', attrs: { hidden: true } });
    this.writeCredit();
    map.getContainer().querySelector('.om-attribution')?.append(this.credit);
    this.list.setBuiltIn(LAYER_ID, 'Planning areas', AREA_COLOUR, false, (checked) => {
      this.setShown(checked);
      this.post({ type: 'showPlanningAreas', shown: checked });
    });
    this.years = new AreaYears(
      (year) => this.post({ type: 'showPlanningAreas', shown: true, year }),
      () => this.post({ type: 'signIn' }),
    );
    // Under the entry's name, in the list's own row: folded with it in the narrow side view.
    map.getContainer().querySelector(`.om-layer-builtin[data-layer="${LAYER_ID}"]`)?.append(this.years.element);
    map.on('zoomend', () => this.placeLabels());
    map.on('moveend', () => this.declutter());
  }

  receive(message: AreaLayerToPage): void {
    if (message.type === 'population') {
      if (message.requestId !== this.asked || !this.current) return;
      this.current.show(message.view);
      // The table is taller than "Asking OneMap…": laid out again (at most maxHeight, scrolling) and panned into view.
      if (this.popup.isOpen()) this.popup.update();
      return;
    }
    if (message.areas) {
      this.year = message.year ?? SHIPPED_PLAN_YEAR;
      this.draw(message.areas);
      this.writeCredit();
    }
    this.list.setBuiltIn(LAYER_ID, 'Planning areas', AREA_COLOUR, message.shown, () => undefined);
    this.years.show(message);
    // Signed in since the popup said to: it asks again, without another click.
    if (message.signedIn && this.current?.waitsForSignIn && this.popup.isOpen()) this.current.refresh();
    this.setShown(message.shown);
  }

  /** The year's source: URA's 2019 file from data.gov.sg ships with the extension; other years come from OneMap. */
  private writeCredit(): void {
    const link = (href: string, text: string) => h('a', { attrs: { href } }, text);
    if (this.year === SHIPPED_PLAN_YEAR) {
      replaceChildren(this.credit, ' | Planning areas: ', link('https://data.gov.sg/', 'URA Master Plan 2019 via data.gov.sg'), ', ', link('https://data.gov.sg/open-data-licence', 'Singapore Open Data Licence'));
    } else replaceChildren(this.credit, ' | Planning areas: ', link('https://www.onemap.gov.sg/', `URA Master Plan ${this.year} via OneMap`));
  }

  private setShown(shown: boolean): void {
    this.shown = shown && this.paths.length > 0;
    this.credit.hidden = !this.shown;
    // Drawn under the places on the shared canvas, which gives a click to the shape drawn last: areas turned
    // on after a file or a theme took every click on its places.
    if (this.shown) this.outlines.addTo(this.map).eachLayer((area) => (area as L.Polygon).bringToBack());
    else {
      this.outlines.remove();
      this.labels.remove();
      if (this.current) this.popup.close();
    }
    this.labelled = undefined;
    this.placeLabels();
  }

  private draw(areas: AreaOutline[]): void {
    this.outlines.clearLayers();
    this.labels.clearLayers();
    this.paths.length = 0;
    const named: Array<[number, L.Tooltip]> = [];
    for (const area of areas) {
      const polygon = L.polygon(
        area.rings.map((ring) => pairs(ring)),
        { renderer: this.renderer, color: AREA_COLOUR, weight: 1.5, opacity: 0.9, fillOpacity: 0.04, bubblingMouseEvents: false },
      );
      polygon.on('click', (event: L.LeafletMouseEvent) => this.open(area, event.latlng));
      polygon.addTo(this.outlines);
      this.paths.push([polygon, area]);
      const name = L.tooltip({ permanent: true, direction: 'center', className: 'om-area-label', interactive: false }).setLatLng(area.label).setContent(h('span', {}, area.name));
      name.addTo(this.labels);
      named.push([polygon.getBounds().getNorthEast().distanceTo(polygon.getBounds().getSouthWest()), name]);
    }
    this.names = named.sort((a, b) => b[0] - a[0]).map(([, name]) => name);
  }

  /** Hides every name that would overlap a larger area's, so that none is written over another. */
  private declutter(): void {
    if (!this.labelled) return;
    const placed: DOMRect[] = [];
    for (const name of this.names) {
      const element = name.getElement();
      if (!element) continue;
      element.style.visibility = '';
      const box = element.getBoundingClientRect();
      const clash = placed.some((p) => box.left < p.right && box.right > p.left && box.top < p.bottom && box.bottom > p.top);
      if (clash) element.style.visibility = 'hidden';
      else placed.push(box);
    }
  }

  /** Every name from LABEL_ZOOM up; below it, only the area under the pointer's (a tooltip). */
  private placeLabels(): void {
    const labelled = this.shown && this.map.getZoom() >= LABEL_ZOOM;
    if (labelled === this.labelled) return;
    this.labelled = labelled;
    if (labelled) {
      this.labels.addTo(this.map);
      this.declutter();
    } else this.labels.remove();
    for (const [polygon, area] of this.paths) {
      polygon.unbindTooltip();
      // A name is text, never markup (Leaflet writes a string content as HTML): other years' come from OneMap.
      if (!labelled) polygon.bindTooltip(() => h('span', {}, area.name), { sticky: true, direction: 'top', className: 'om-area-hover' });
    }
  }

  private open(area: AreaOutline, at: L.LatLng): void {
    const chosen = this.current?.chosen;
    this.current = new PopulationPopup(area, this.year, (ask) => this.ask(ask), () => this.post({ type: 'signIn' }), chosen);
    // Its table is what was asked for: an open list leaving it too little room on a small map folds.
    this.list.makeRoomForPopup(popupRoom(this.map) < ROOMY);
    // No wider than the map: in the narrow side view a wider popup would run off its edge,
    // and in it the zoom buttons' margin is room the popup needs.
    fitPopup(this.popup, this.map, { widest: 380, tallest: 320, left: (map) => (map.getSize().x < 500 ? 5 : 50) });
    this.popup.setLatLng(at).setContent(this.current.element).openOn(this.map);
    this.current.refresh();
  }

  private ask(ask: PopulationAsk): void {
    this.asked += 1;
    this.post({ type: 'askPopulation', requestId: this.asked, ...ask });
  }
}

function pairs(flat: readonly number[]): L.LatLngTuple[] {
  const out: L.LatLngTuple[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}
