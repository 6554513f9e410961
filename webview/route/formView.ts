// The planning form: start and end (typed, or picked on the map), swap, travel mode, the public-transport
// options, and the plan button. It shows what it is told and reports what the user does; the app decides.
import type { LatLon, RouteType } from '../../src/shared/onemap/types';
import type { PlaceSuggestion } from '../../src/shared/protocol/messages';
import { TRANSIT_MODES } from '../../src/shared/onemap/params';
import type { DisposableStore } from '../common/disposables';
import { h, uniqueId } from '../common/dom';
import './formView.css';
import { formatLatLon } from '../common/format';
import { crosshair, markField, type PtControl, ptCell, ptInput, ptSelect } from './formParts';
import type { Endpoint } from './routeLayer';
import { PT_FIELDS, type PtField, type PtFormInput } from './ptForm';
import { SuggestionList } from './suggestionList';

export interface FormCallbacks {
  onPlaceTyped(which: Endpoint, text: string): void;
  /** The box's text after a pause in typing: a search, unless it is coordinates. */
  onPlaceQuery(which: Endpoint, text: string): void;
  onPlacePicked(which: Endpoint, place: PlaceSuggestion): void;
  onPick(which: Endpoint | undefined): void;
  onSwap(): void;
  onClear(): void;
  onRouteType(routeType: RouteType): void;
  onPtEdited(field: PtField): void;
  onNow(): void;
  onPlan(): void;
}

const ROUTE_TYPE_LABELS: [RouteType, string][] = [
  ['walk', 'Walk'],
  ['drive', 'Drive'],
  ['cycle', 'Cycle'],
  ['pt', 'Transit'],
];

interface PlaceRow {
  input: HTMLInputElement;
  suggestions: SuggestionList;
  pick: HTMLButtonElement;
  error: HTMLElement;
  /** The text last shown or accepted: a change event with the same text is not a new place. */
  committed: string;
}

export class FormView {
  readonly element: HTMLFormElement;
  private readonly places: Record<Endpoint, PlaceRow>;
  private readonly modeInputs = new Map<RouteType, HTMLInputElement>();
  private readonly ptBox: HTMLFieldSetElement;
  private readonly pt: Record<PtField, PtControl>;
  private readonly confirmBox: HTMLElement;
  private readonly confirmText: HTMLElement;
  /** Who waits for the answer to the question the confirm box asks now. */
  private confirmAnswer: ((planAnyway: boolean) => void) | undefined;

  constructor(callbacks: FormCallbacks, store: DisposableStore) {
    const start = this.placeRow('start', 'Start', callbacks, store);
    const end = this.placeRow('end', 'End', callbacks, store);
    this.places = { start: start.row, end: end.row };

    const swap = h('button', { className: 'om-button om-button--secondary', attrs: { type: 'button', title: 'Swap start and end' } }, '⇅ Swap');
    const clear = h('button', { className: 'om-button om-button--secondary', attrs: { type: 'button', title: 'Clear both points and the route' } }, 'Clear');
    store.listen(swap, 'click', () => callbacks.onSwap());
    store.listen(clear, 'click', () => callbacks.onClear());

    const modes = h('fieldset', { className: 'om-modes' }, h('legend', { className: 'om-legend' }, 'Travel mode'));
    const segmented = h('div', { className: 'om-segmented' });
    const group = uniqueId('route-type');
    for (const [value, label] of ROUTE_TYPE_LABELS) {
      const id = uniqueId('mode');
      const input = h('input', { className: 'om-segment-input', attrs: { type: 'radio', name: group, value, id } });
      store.listen(input, 'change', () => {
        if (input.checked) callbacks.onRouteType(value);
      });
      this.modeInputs.set(value, input);
      segmented.append(input, h('label', { className: 'om-segment', attrs: { for: id } }, label));
    }
    modes.append(segmented);

    this.pt = {
      // The browser's pickers, in the user's locale; ptForm turns their values into OneMap's formats.
      date: ptInput('date', 'Date', { type: 'date', min: '1970-01-01', autocomplete: 'off' }),
      time: ptInput('time', 'Time', { type: 'time', step: '1', autocomplete: 'off' }),
      mode: ptSelect('mode', 'Services', TRANSIT_MODES.map((m) => [m, m === 'TRANSIT' ? 'Bus & rail' : m === 'BUS' ? 'Bus' : 'Rail'])),
      maxWalkDistance: ptInput('maxWalkDistance', 'Walk (m)', { inputmode: 'numeric', autocomplete: 'off', title: 'The longest walk, in metres' }),
      numItineraries: ptInput('numItineraries', 'Options', { inputmode: 'numeric', autocomplete: 'off', title: 'How many itineraries to ask for: 1 to 3' }),
    };
    for (const field of PT_FIELDS) {
      const { control } = this.pt[field];
      store.listen(control, 'change', () => callbacks.onPtEdited(field));
    }
    const now = h('button', { className: 'om-button om-button--secondary om-now', attrs: { type: 'button', title: 'Leave now (Singapore time)' } }, 'Now');
    store.listen(now, 'click', () => callbacks.onNow());

    // Webviews have no window.confirm: a far date is questioned here, beside the fields that set it.
    this.confirmText = h('span', { className: 'om-confirm-text' });
    const planAnyway = h('button', { className: 'om-button om-button--primary om-button--small', attrs: { type: 'button' } }, 'Plan anyway');
    const cancel = h('button', { className: 'om-button om-button--secondary om-button--small', attrs: { type: 'button' } }, 'Cancel');
    this.confirmBox = h(
      'div',
      { className: 'om-confirm', attrs: { role: 'alert', hidden: true } },
      this.confirmText,
      h('div', { className: 'om-row' }, planAnyway, cancel),
    );
    store.listen(planAnyway, 'click', () => {
      this.answerConfirm(true);
      callbacks.onPlan();
    });
    store.listen(cancel, 'click', () => {
      this.answerConfirm(false);
      this.pt.date.control.focus();
    });
    this.ptBox = h(
      'fieldset',
      { className: 'om-pt', attrs: { hidden: true } },
      h('legend', { className: 'om-legend' }, 'Public transport (Singapore time)'),
      h('div', { className: 'om-grid om-grid--when' }, ptCell(this.pt.date), ptCell(this.pt.time), h('div', { className: 'om-cell om-cell--now' }, now)),
      this.confirmBox,
      h('div', { className: 'om-grid om-grid--options' }, ptCell(this.pt.mode), ptCell(this.pt.maxWalkDistance), ptCell(this.pt.numItineraries)),
    );

    const plan = h('button', { className: 'om-button om-button--primary', attrs: { type: 'submit' } }, 'Plan route');
    this.element = h(
      'form',
      { className: 'om-form', attrs: { novalidate: true, 'aria-label': 'Plan a route' } },
      start.element,
      end.element,
      h('div', { className: 'om-row' }, swap, clear),
      modes,
      this.ptBox,
      h('div', { className: 'om-row om-row--actions' }, plan),
    );
    store.listen(this.element, 'submit', (event) => {
      event.preventDefault();
      callbacks.onPlan();
    });
  }

  /** Shows a point in its box: by its name when it was picked by one (the coordinates then in its tooltip). */
  setPoint(which: Endpoint, point: LatLon | undefined, label?: string): void {
    const row = this.places[which];
    row.committed = point ? (label ?? formatLatLon(point)) : '';
    row.input.value = row.committed;
    if (point && label) row.input.title = `${label}: ${formatLatLon(point)}`;
    else row.input.removeAttribute('title');
    this.setPlaceError(which, undefined);
  }

  /** The text in a place box now, as typed. */
  placeText(which: Endpoint): string {
    return this.places[which].input.value;
  }

  suggestions(which: Endpoint): SuggestionList {
    return this.places[which].suggestions;
  }

  setPlaceError(which: Endpoint, message: string | undefined): void {
    const row = this.places[which];
    markField(row.input, row.error, message);
  }

  /** Which point the next map click sets; undefined: the usual order. */
  setPicking(which: Endpoint | undefined): void {
    for (const [name, row] of Object.entries(this.places) as [Endpoint, PlaceRow][]) {
      row.pick.setAttribute('aria-pressed', String(name === which));
    }
  }

  setRouteType(routeType: RouteType): void {
    const input = this.modeInputs.get(routeType);
    if (input) input.checked = true;
    this.ptBox.hidden = routeType !== 'pt';
  }

  setPt(values: PtFormInput): void {
    for (const field of PT_FIELDS) this.pt[field].control.value = values[field];
  }

  /** Only the date and time, as "now" moves on. */
  setWhen(when: { date: string; time: string }): void {
    this.pt.date.control.value = when.date;
    this.pt.time.control.value = when.time;
  }

  readPt(): PtFormInput {
    const value = (field: PtField): string => this.pt[field].control.value;
    return {
      date: value('date'),
      time: value('time'),
      mode: value('mode'),
      maxWalkDistance: value('maxWalkDistance'),
      numItineraries: value('numItineraries'),
    };
  }

  /** Marks the fields in `errors` (aria-invalid and a message) and clears the others. */
  markPt(errors: Partial<Record<PtField, string>>, only?: PtField): void {
    for (const field of only ? [only] : PT_FIELDS) markField(this.pt[field].control, this.pt[field].error, errors[field]);
  }

  /** Asks, in the page, whether to plan for the date the question names; `answer` hears Plan anyway (true) or Cancel. */
  askToConfirm(question: string, answer: (planAnyway: boolean) => void): void {
    this.confirmText.textContent = question;
    this.confirmAnswer = answer;
    this.confirmBox.hidden = false;
    // In the side view the page scrolls: the question must show where the user looks.
    this.confirmBox.scrollIntoView({ block: 'nearest' });
  }

  /** Withdraws the question: the date it was about is no longer the one to plan with. */
  hideConfirm(): void {
    this.confirmAnswer = undefined;
    this.confirmBox.hidden = true;
  }

  private answerConfirm(planAnyway: boolean): void {
    const answer = this.confirmAnswer;
    this.hideConfirm();
    answer?.(planAnyway);
  }

  focusFirstInvalid(): void {
    const invalid = this.element.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }

  private placeRow(which: Endpoint, label: string, callbacks: FormCallbacks, store: DisposableStore): { element: HTMLElement; row: PlaceRow } {
    const id = uniqueId(which);
    const input = h('input', {
      className: 'om-input',
      attrs: {
        id,
        type: 'text',
        spellcheck: 'false',
        autocomplete: 'off',
        placeholder: which === 'start' ? 'Click the map, or type a place or lat, lon' : 'Then click again, or type a place or X, Y',
      },
    });
    const pick = h(
      'button',
      { className: 'om-icon-button', attrs: { type: 'button', 'aria-pressed': 'false', title: `Pick the ${which} on the map`, 'aria-label': `Pick the ${which} on the map` } },
      crosshair(),
    );
    const error = h('div', { className: 'om-field-error', attrs: { id: `${id}-error`, hidden: true } });
    const suggestions = new SuggestionList(
      input,
      { onQuery: (text) => callbacks.onPlaceQuery(which, text), onPick: (place) => callbacks.onPlacePicked(which, place) },
      store,
    );
    const row: PlaceRow = { input, suggestions, pick, error, committed: '' };
    const commit = (): void => {
      if (input.value.trim() === row.committed.trim()) return;
      row.committed = input.value;
      callbacks.onPlaceTyped(which, input.value);
    };
    store.listen(input, 'change', commit);
    store.listen(input, 'keydown', (event) => {
      if (event.key !== 'Enter') return;
      // Enter accepts the place; it does not also submit the form, which would plan a second time.
      event.preventDefault();
      commit();
    });
    store.listen(pick, 'click', () => callbacks.onPick(pick.getAttribute('aria-pressed') === 'true' ? undefined : which));
    const element = h(
      'div',
      { className: `om-field om-place om-place--${which}` },
      h('label', { className: 'om-label', attrs: { for: id } }, h('span', { className: `om-dot om-dot--${which}`, attrs: { 'aria-hidden': 'true' } }, which === 'start' ? 'A' : 'B'), label),
      h('div', { className: 'om-input-row' }, h('div', { className: 'om-combobox' }, input, suggestions.element, suggestions.live), pick),
      error,
    );
    return { element, row };
  }
}
