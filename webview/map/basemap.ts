// OneMap's basemap: the tile layer in the chosen style, the attribution OneMap's terms require (logo and
// text with links, built from DOM nodes), the style picker, and a notice when tiles cannot be loaded.
import * as L from 'leaflet';
import { BASEMAP_STYLES, type BasemapChoice, type BasemapStyle } from '../../src/shared/protocol/messages';
import './basemap.css';
import { h } from '../common/dom';

/** OneMap's basemap bounds: SW (1.144, 103.535), NE (1.494, 104.502). */
export const SINGAPORE_BOUNDS: [[number, number], [number, number]] = [
  [1.144, 103.535],
  [1.494, 104.502],
];
export const MIN_ZOOM = 11;
export const MAX_ZOOM = 19;
export const DEFAULT_LOGO_URL = 'https://www.onemap.gov.sg/web-assets/images/logo/om_logo.png';

export function styleFor(choice: BasemapChoice, dark: boolean): BasemapStyle {
  return choice === 'auto' ? (dark ? 'Night' : 'Default') : choice;
}

export interface BasemapCallbacks {
  onChoose(choice: BasemapChoice): void;
  onOpenSettings(): void;
}

export class Basemap {
  private layer?: L.TileLayer;
  private template?: string;
  private style: BasemapStyle = 'Default';
  private loadedThisRound = 0;
  private readonly picker: HTMLSelectElement;
  private readonly pickerControl: L.Control;
  /** Says the tiles cannot be loaded; the page's layout places it outside the map, where it hides nothing. */
  readonly notice: HTMLElement;
  private readonly logo: HTMLImageElement;

  constructor(
    private readonly map: L.Map,
    callbacks: BasemapCallbacks,
    /** The notice is shown: the map needs its own outline now. */
    private readonly onUnreachable: () => void = () => undefined,
  ) {
    this.logo = h('img', { className: 'om-attribution-logo', attrs: { alt: 'OneMap', width: 20, height: 20 } });
    // A logo that cannot load (offline, a custom basemap server) is hidden rather than shown broken, and its link
    // with it: a link with nothing to show would still be a Tab stop, 0 px wide.
    const logoLink = h('a', { attrs: { href: 'https://www.onemap.gov.sg/', title: 'OneMap' } }, this.logo);
    this.logo.addEventListener('error', () => {
      this.logo.classList.add('is-hidden');
      logoLink.hidden = true;
    });
    this.logo.addEventListener('load', () => {
      this.logo.classList.remove('is-hidden');
      logoLink.hidden = false;
    });
    const attribution = new L.Control({ position: 'bottomright' });
    attribution.onAdd = () => {
      const box = h(
        'div',
        { className: 'leaflet-control-attribution om-attribution' },
        logoLink,
        h('a', { attrs: { href: 'https://www.onemap.gov.sg/' } }, 'OneMap'),
        ' © contributors | ',
        h('a', { attrs: { href: 'https://www.sla.gov.sg/' } }, 'Singapore Land Authority'),
        h('span', { className: 'om-attribution-leaflet' }, ' · ', h('a', { attrs: { href: 'https://leafletjs.com/' } }, 'Leaflet')),
      );
      // Its links are not the map's: no click, double-click or right-click on them reaches it.
      L.DomEvent.disableClickPropagation(box);
      return box;
    };
    map.addControl(attribution);

    this.picker = h(
      'select',
      { className: 'om-select', attrs: { 'aria-label': 'Basemap style', title: 'Basemap style' } },
      h('option', { attrs: { value: 'auto' } }, 'Auto (theme)'),
      ...BASEMAP_STYLES.map((style) => h('option', { attrs: { value: style } }, style)),
    );
    this.picker.addEventListener('change', () => callbacks.onChoose(this.picker.value as BasemapChoice));
    this.pickerControl = new L.Control({ position: 'topright' });
    this.pickerControl.onAdd = () => {
      const box = h('div', { className: 'leaflet-control om-picker' }, this.picker);
      L.DomEvent.disableClickPropagation(box);
      return box;
    };

    const settings = h('button', { className: 'om-link-button', attrs: { type: 'button' } }, 'Settings');
    settings.addEventListener('click', () => callbacks.onOpenSettings());
    this.notice = h(
      'div',
      { className: 'om-tile-notice is-hidden', attrs: { role: 'status' } },
      'Basemap unreachable: routes still draw. ',
      settings,
    );
  }

  /** Where tiles and the logo come from (the host's setting); the picker shows only when the template has {style}. */
  setSource(template: string, logoUrl: string = DEFAULT_LOGO_URL): void {
    if (this.logo.getAttribute('src') !== logoUrl) this.logo.src = logoUrl;
    if (template === this.template) return;
    this.template = template;
    if (template.includes('{style}')) this.map.addControl(this.pickerControl);
    else this.pickerControl.remove();
    this.load();
  }

  setChoice(choice: BasemapChoice, dark: boolean): void {
    this.picker.value = choice;
    const style = styleFor(choice, dark);
    if (style === this.style && this.layer) return;
    this.style = style;
    this.map.getContainer().dataset.basemap = style;
    this.load();
  }

  /** True while the notice says the basemap cannot be reached. */
  get unreachable(): boolean {
    return !this.notice.classList.contains('is-hidden');
  }

  private load(): void {
    if (this.template === undefined) return;
    const url = this.template.replace('{style}', this.style);
    if (this.layer) {
      this.layer.setUrl(url);
      return;
    }
    this.layer = L.tileLayer(url, {
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      bounds: L.latLngBounds(SINGAPORE_BOUNDS),
      detectRetina: false,
    });
    // The notice shows when a round of tile loading has failed without one tile arriving, and hides
    // as soon as any tile loads: a single missing tile at the edge is no reason to alarm anyone.
    this.layer.on('loading', () => {
      this.loadedThisRound = 0;
    });
    this.layer.on('tileload', () => {
      this.loadedThisRound += 1;
      this.notice.classList.add('is-hidden');
    });
    this.layer.on('tileerror', () => {
      if (this.loadedThisRound !== 0) return;
      this.notice.classList.remove('is-hidden');
      this.onUnreachable();
    });
    this.layer.addTo(this.map);
  }
}
