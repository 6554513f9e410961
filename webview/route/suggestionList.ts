// The suggestions under a start or end box, as an ARIA combobox: typing asks (after a pause), ArrowDown and
// ArrowUp move through the list, Enter or a click picks (Enter alone: the first), Escape closes. The focus stays in the box, which
// points at the active option with aria-activedescendant. Everything shown is text (dom.ts's `h`).
import type { PlaceSuggestion } from '../../src/shared/protocol/messages';
import { SUGGEST_DEBOUNCE_MS } from '../../src/shared/protocol/placeSearch';
import type { DisposableStore } from '../common/disposables';
import { h, replaceChildren, uniqueId } from '../common/dom';
import './suggestionList.css';


export interface SuggestionCallbacks {
  /** The box's text after the user paused typing. */
  onQuery(text: string): void;
  onPick(suggestion: PlaceSuggestion): void;
}

export class SuggestionList {
  readonly element: HTMLElement;
  /** Not shown: says how many places were found, or the message instead of them, to screen readers. */
  readonly live: HTMLElement;
  private items: PlaceSuggestion[] = [];
  private active = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly input: HTMLInputElement,
    callbacks: SuggestionCallbacks,
    store: DisposableStore,
  ) {
    const id = uniqueId('suggestions');
    this.element = h('ul', { className: 'om-suggestions', attrs: { id, role: 'listbox', 'aria-label': 'Places found by OneMap', hidden: true } });
    this.live = h('div', { className: 'om-sr-only', attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' } });
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', id);
    input.setAttribute('aria-expanded', 'false');
    store.add(() => clearTimeout(this.timer));
    store.listen(input, 'input', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => callbacks.onQuery(input.value), SUGGEST_DEBOUNCE_MS);
    });
    // Registered before the form's own keydown: an Enter that picks a suggestion is not also a typed place.
    store.listen(input, 'keydown', (event) => {
      if (!this.open) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (this.items.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        this.setActive((this.active + step + this.items.length) % this.items.length);
      } else if (event.key === 'Enter' && this.items.length > 0) {
        // Enter with none chosen takes the first, OneMap's best match.
        event.preventDefault();
        event.stopImmediatePropagation();
        callbacks.onPick(this.items[Math.max(this.active, 0)]!);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        this.close();
      }
    });
    store.listen(input, 'blur', () => this.close());
    // On mousedown, so that the box keeps the focus (a blur would close the list before the click).
    store.listen(this.element, 'mousedown', (event) => {
      const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
      if (!option) return;
      event.preventDefault();
      const item = this.items[Number(option.dataset.index)];
      if (item) callbacks.onPick(item);
    });
  }

  get open(): boolean {
    return !this.element.hidden;
  }

  /** Shows the list, unless the user has left the box meanwhile. */
  show(items: PlaceSuggestion[]): void {
    if (document.activeElement !== this.input) return;
    this.items = items;
    this.active = -1;
    replaceChildren(
      this.element,
      ...items.map((item, index) =>
        h(
          'li',
          { className: 'om-suggestion', attrs: { id: `${this.element.id}-${index}`, role: 'option', 'aria-selected': 'false', 'data-index': index } },
          h('span', { className: 'om-suggestion-name' }, item.name),
          h('span', { className: 'om-suggestion-address' }, item.postalCode && !item.address.includes(item.postalCode) ? `${item.address} ${item.postalCode}` : item.address),
        ),
      ),
    );
    this.reveal();
    const first = items[0] ? `: ${items[0].name} first` : '';
    this.live.textContent = `${items.length} ${items.length === 1 ? 'place' : 'places'} found${first}. Down arrow to choose, Enter to pick.`;
  }

  /** A line in place of the list: nothing found, sign in to search, or OneMap's words when it failed. */
  showMessage(text: string): void {
    if (document.activeElement !== this.input) return;
    this.items = [];
    this.active = -1;
    replaceChildren(this.element, h('li', { className: 'om-suggestion-message', attrs: { role: 'presentation' } }, text));
    this.reveal();
    this.live.textContent = text;
  }

  close(): void {
    clearTimeout(this.timer);
    this.items = [];
    this.active = -1;
    this.element.hidden = true;
    replaceChildren(this.element);
    this.input.setAttribute('aria-expanded', 'false');
    this.input.removeAttribute('aria-activedescendant');
    this.live.textContent = '';
  }

  private reveal(): void {
    this.element.hidden = false;
    this.input.setAttribute('aria-expanded', 'true');
    this.input.removeAttribute('aria-activedescendant');
  }

  private setActive(index: number): void {
    this.active = index;
    for (const option of this.element.querySelectorAll<HTMLElement>('[role="option"]')) {
      const selected = Number(option.dataset.index) === index;
      option.setAttribute('aria-selected', String(selected));
      option.classList.toggle('om-suggestion--active', selected);
      if (selected) option.scrollIntoView({ block: 'nearest' });
    }
    this.input.setAttribute('aria-activedescendant', `${this.element.id}-${index}`);
  }
}
