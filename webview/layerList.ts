// The list of files on the map, top right: each can be hidden (its checkbox) or removed (its × button). Real
// form controls, labelled, so that the keyboard and screen readers reach them like any other. On a small map
// (the side view, a short panel) the list folds into a "Layers" button that opens it (layerList.css decides
// when, from the map's own size); open or not, it never covers the zoom buttons or the attribution.
import * as L from 'leaflet';
import { h, uniqueId } from './dom';
import './layerList.css';

export interface LayerListCallbacks {
  onToggle(id: string, visible: boolean): void;
  onRemove(id: string): void;
}

export class LayerList {
  private readonly container: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly list: HTMLElement;
  private readonly rows = new Map<string, HTMLElement>();

  constructor(map: L.Map, private readonly callbacks: LayerListCallbacks) {
    const listId = uniqueId('layer-rows');
    this.toggle = h('button', { className: 'om-layer-toggle', attrs: { type: 'button', 'aria-expanded': 'false', 'aria-controls': listId } }, 'Layers');
    this.list = h('div', { className: 'om-layer-rows', attrs: { id: listId } });
    this.container = h('div', { className: 'leaflet-control om-layer-list', attrs: { role: 'group', 'aria-label': 'Files on the map', hidden: true } }, this.toggle, this.list);
    this.toggle.addEventListener('click', () => this.setOpen(!this.container.classList.contains('is-open')));
    this.container.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.container.classList.contains('is-open')) return;
      this.setOpen(false);
      this.toggle.focus();
    });
    // Clicks and scrolls here are not the map's (a click on the map sets a route point).
    L.DomEvent.disableClickPropagation(this.container);
    L.DomEvent.disableScrollPropagation(this.container);
    const control = new L.Control({ position: 'topright' });
    control.onAdd = () => this.container;
    control.addTo(map);
  }

  set(id: string, title: string, count: number, colour: string, visible: boolean): void {
    const checkbox = h('input', { attrs: { type: 'checkbox', 'aria-label': `Show ${title}` } });
    checkbox.checked = visible;
    checkbox.addEventListener('change', () => this.callbacks.onToggle(id, checkbox.checked));
    const swatch = h('span', { className: 'om-layer-swatch', attrs: { 'aria-hidden': 'true' } });
    swatch.style.background = colour;
    const remove = h('button', { className: 'om-layer-remove', attrs: { type: 'button', title: `Remove ${title} from the map`, 'aria-label': `Remove ${title} from the map` } }, '×');
    remove.addEventListener('click', () => this.callbacks.onRemove(id));
    const places = `${count.toLocaleString('en-SG')} ${count === 1 ? 'place' : 'places'}`;
    const row = h('div', { className: 'om-layer-row', attrs: { 'data-layer': id } }, h('label', {}, checkbox, swatch, h('span', { className: 'om-layer-title' }, title), h('span', { className: 'om-layer-count' }, places)), remove);
    const existing = this.rows.get(id);
    if (existing) existing.replaceWith(row);
    else this.list.append(row);
    this.rows.set(id, row);
    this.showCount();
  }

  remove(id: string): void {
    this.rows.get(id)?.remove();
    this.rows.delete(id);
    this.showCount();
  }

  private setOpen(open: boolean): void {
    this.container.classList.toggle('is-open', open);
    this.toggle.setAttribute('aria-expanded', String(open));
  }

  private showCount(): void {
    this.container.hidden = this.rows.size === 0;
    this.toggle.textContent = `Layers (${this.rows.size})`;
  }
}
