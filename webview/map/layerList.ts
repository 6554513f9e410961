// The list of files on the map, top right: each can be hidden (its checkbox), stepped through place by place
// (its ‹ › buttons: the keyboard's way to a place drawn on the canvas, which no Tab reaches) or removed (its ×
// button). Real form controls, labelled, so that the keyboard and screen readers reach them like any other; the
// place stepped to is said in a live region. On a small map (the side view, a short panel) the list folds into a
// "Layers" button that opens it (layerList.css decides when, from the map's own size); open or not, it never
// covers the zoom buttons or the attribution.
import * as L from 'leaflet';
import { h, uniqueId } from '../common/dom';
import './layerList.css';
import { keepInRoom } from './layerListRoom';

export interface LayerListCallbacks {
  onToggle(id: string, visible: boolean): void;
  onRemove(id: string): void;
  /** Opens the next (+1) or previous (-1) place of the file. */
  onStep(id: string, delta: 1 | -1): void;
}

const PLACES = { one: 'place', many: 'places' };

export class LayerList {
  private readonly container: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly list: HTMLElement;
  private readonly rows = new Map<string, HTMLElement>();
  /** The map's own layers (planning areas), above the files and never removed: only turned on and off. */
  private readonly builtIns = h('div', { className: 'om-layer-builtins' });
  private readonly said = h('div', { className: 'om-layer-said', attrs: { role: 'status' } });
  private readonly fit: () => void;

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
    this.list.before(this.builtIns);
    this.container.append(this.said);
    control.onAdd = () => this.container;
    control.addTo(map);
    this.fit = keepInRoom(map, this.container);
  }

  /**
   * `details`: a second line under the title (a OneMap theme's owner and data date); `unit`: what the layer's
   * count counts and its ‹ › step through (a file's places, Add Nearest Places' lines).
   */
  set(id: string, title: string, count: number, colour: string, visible: boolean, details?: string, unit = PLACES): void {
    const checkbox = h('input', { attrs: { type: 'checkbox', 'aria-label': `Show ${title}` } });
    checkbox.checked = visible;
    checkbox.addEventListener('change', () => this.callbacks.onToggle(id, checkbox.checked));
    const swatch = h('span', { className: 'om-layer-swatch', attrs: { 'aria-hidden': 'true' } });
    swatch.style.background = colour;
    const remove = h('button', { className: 'om-layer-remove', attrs: { type: 'button', title: `Remove ${title} from the map`, 'aria-label': `Remove ${title} from the map` } }, '×');
    remove.addEventListener('click', () => this.callbacks.onRemove(id));
    const step = (delta: 1 | -1, glyph: string, name: string) => {
      const button = h('button', { className: 'om-layer-step', attrs: { type: 'button', title: `${name} ${unit.one} in ${title}`, 'aria-label': `${name} ${unit.one} in ${title}`, disabled: !visible } }, glyph);
      button.addEventListener('click', () => this.callbacks.onStep(id, delta));
      return button;
    };
    const places = `${count.toLocaleString('en-SG')} ${count === 1 ? unit.one : unit.many}`;
    // A name too long for the line beside its count and buttons (OneMap's theme names run to 90 characters)
    // gets the row's whole width, on up to two lines, and the count and buttons wrap under it. The tooltip has it all.
    const row = h(
      'div',
      { className: 'om-layer-row', attrs: { 'data-layer': id } },
      h('label', { attrs: { title: [title, places, details].filter(Boolean).join('\n') } }, checkbox, swatch, h('span', { className: 'om-layer-title' }, title)),
      h('span', { className: 'om-layer-tail' }, h('span', { className: 'om-layer-count' }, places), step(-1, '‹', 'Previous'), step(1, '›', 'Next'), remove),
      details && h('span', { className: 'om-layer-details' }, details),
    );
    // A hidden file's places are not on the map to step through.
    checkbox.addEventListener('change', () => row.querySelectorAll<HTMLButtonElement>('.om-layer-step').forEach((b) => (b.disabled = !checkbox.checked)));
    const existing = this.rows.get(id);
    if (existing) existing.replaceWith(row);
    else this.list.append(row);
    this.rows.set(id, row);
    this.showCount();
  }

  /** A built-in layer's row: its checkbox, swatch and name, in the list whether or not any file is shown. */
  setBuiltIn(id: string, title: string, colour: string, checked: boolean, onToggle: (checked: boolean) => void): void {
    let row = this.builtIns.querySelector<HTMLElement>(`[data-layer="${id}"]`);
    if (!row) {
      const checkbox = h('input', { attrs: { type: 'checkbox', 'aria-label': `Show ${title}` } });
      checkbox.addEventListener('change', () => onToggle(checkbox.checked));
      const swatch = h('span', { className: 'om-layer-swatch om-layer-swatch-outline', attrs: { 'aria-hidden': 'true' } });
      swatch.style.borderColor = colour;
      row = h('div', { className: 'om-layer-builtin', attrs: { 'data-layer': id } }, h('label', {}, checkbox, swatch, h('span', { className: 'om-layer-builtin-title' }, title)));
      this.builtIns.append(row);
      this.showCount();
    }
    row.querySelector('input')!.checked = checked;
  }

  /** Says what was stepped to, for a screen reader (the live region is read, not seen). */
  say(text: string): void {
    this.said.textContent = text;
  }

  remove(id: string): void {
    const row = this.rows.get(id);
    // Removed with the focus in it (Enter on its ×): the focus goes on down the list, not to the page's body.
    const after = row?.contains(document.activeElement) ? this.focusAfter(row) : undefined;
    row?.remove();
    this.rows.delete(id);
    this.showCount();
    after?.focus();
  }

  /** Where the focus goes when `row` leaves: the next row's ×, the one before, the built-ins, the list's button, the map. */
  private focusAfter(row: HTMLElement): HTMLElement {
    const rows = [...this.rows.values()];
    const at = rows.indexOf(row);
    const neighbour = rows[at + 1] ?? rows[at - 1];
    const shown = (element: HTMLElement | null | undefined) => (element && element.offsetParent !== null ? element : undefined);
    return (
      shown(neighbour?.querySelector<HTMLElement>('.om-layer-remove')) ??
      shown(this.builtIns.querySelector<HTMLElement>('input')) ??
      shown(this.toggle) ??
      this.container.closest<HTMLElement>('.leaflet-container')!
    );
  }

  /**
   * A place's popup is opening from a row's ‹ ›: on a small map, where the list is a button that opens it, an
   * open list leaving the popup too little room (`crowded`) folds, as the user's eyes are on the place now. The
   * focus on the ‹ › goes to the list's button, which stays where it was.
   */
  makeRoomForPopup(crowded: boolean): void {
    if (!crowded || !this.container.classList.contains('is-open') || this.toggle.offsetParent === null) return;
    const hadFocus = this.container.contains(document.activeElement);
    this.setOpen(false);
    if (hadFocus) this.toggle.focus();
  }

  private setOpen(open: boolean): void {
    this.container.classList.toggle('is-open', open);
    this.toggle.setAttribute('aria-expanded', String(open));
  }

  private showCount(): void {
    this.container.hidden = this.rows.size === 0 && this.builtIns.childElementCount === 0;
    if (this.rows.size === 0) this.said.textContent = '';
    this.toggle.textContent = this.rows.size === 0 ? 'Layers' : `Layers (${this.rows.size})`;
    this.fit();
  }
}
