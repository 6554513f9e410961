// The answer in words: a summary (or, before any route, how to start), and a list of the variants or
// itineraries to choose from and the steps or legs. Two elements, so the layout can keep the summary in view
// while the list scrolls on its own. Every name from OneMap goes in as text. Steps and legs are buttons, so
// Enter and Space work as a click does.
import { h, replaceChildren } from '../common/dom';
import type { ItineraryView, LegView } from './ptModel';
import './resultsView.css';
import type { RoadVariantView } from './routeModel';

export interface RoadHandlers {
  onVariant(index: number): void;
  onStep(index: number): void;
}

export interface PtHandlers {
  onItinerary(index: number): void;
  onLeg(index: number): void;
}

export class ResultsView {
  /** The summary of the chosen route, or the hint before there is one. */
  readonly summary: HTMLElement;
  /** Alternatives or itineraries, then steps or legs. */
  readonly list: HTMLElement;
  private items: HTMLButtonElement[] = [];
  /** The summary in one sentence for screen readers (the page says it when a route is drawn); empty before one. */
  spoken = '';

  constructor() {
    this.summary = h('section', { className: 'om-results-summary', attrs: { 'aria-label': 'Route summary' } });
    this.list = h('section', { className: 'om-results', attrs: { 'aria-label': 'Route' } });
  }

  showHint(): void {
    this.spoken = '';
    this.items = [];
    replaceChildren(this.list);
    replaceChildren(
      this.summary,
      h(
        'div',
        { className: 'om-hint' },
        h('p', {}, 'Click the map to set the start, then click again for the end. Later clicks move the end; drag either marker to adjust.'),
        h('p', {}, 'Or type a place as "lat, lon" or SVY21 "X, Y".'),
      ),
    );
  }

  showRoad(variants: RoadVariantView[], selected: number, handlers: RoadHandlers): void {
    const variant = variants[selected]!;
    replaceChildren(this.summary, summary(variant.time, variant.distance, variant.startName, variant.endName));
    const names = variant.startName || variant.endName ? ` from ${variant.startName || 'the start'} to ${variant.endName || 'the end'}` : '';
    const others = variants.length > 1 ? ` Route ${selected + 1} of ${variants.length}.` : '';
    this.spoken = `Route: ${variant.time}, ${variant.distance}${names}.${others} ${count(variant.steps.length, 'step')}.`;
    const parts: Node[] = [];
    if (variants.length > 1) {
      parts.push(
        choiceList(
          'Routes',
          variants.map((v) => [h('span', { className: 'om-choice-title' }, v.label), h('span', { className: 'om-choice-meta' }, `${v.time} · ${v.distance}`)]),
          selected,
          handlers.onVariant,
        ),
      );
    }
    const steps = h('ol', { className: 'om-steps', attrs: { 'aria-label': 'Steps' } });
    this.items = variant.steps.map((step, index) => {
      const button = h(
        'button',
        { className: 'om-step', attrs: { type: 'button', 'data-index': index, disabled: !step.point } },
        h('span', { className: 'om-step-text' }, step.text),
        h('span', { className: 'om-step-meta' }, h('span', { className: 'om-step-street' }, step.street), h('span', { className: 'om-step-distance' }, step.distance)),
      );
      button.addEventListener('click', () => handlers.onStep(index));
      steps.append(h('li', {}, button));
      return button;
    });
    parts.push(h('h2', { className: 'om-heading' }, 'Steps'), steps);
    replaceChildren(this.list, ...parts);
  }

  showPt(itineraries: ItineraryView[], selected: number, handlers: PtHandlers): void {
    const itinerary = itineraries[selected]!;
    replaceChildren(this.summary, ptSummary(itinerary));
    const rides = [itinerary.rides.join(', then ') || 'walk only', itinerary.fare].filter(Boolean).join(', ');
    this.spoken = `Itinerary ${selected + 1} of ${itineraries.length}: ${itinerary.duration}, ${itinerary.depart} to ${itinerary.arrive}, ${rides}. ${count(itinerary.legs.length, 'leg')}.`;
    const parts: Node[] = [];
    parts.push(
      choiceList(
        'Itineraries',
        itineraries.map((it) => [
          h('span', { className: 'om-choice-title' }, h('span', { className: 'om-times' }, `${it.depart} – ${it.arrive}`), h('span', { className: 'om-duration' }, it.duration)),
          h('span', { className: 'om-choice-meta' }, [it.rides.join(' › ') || 'Walk only', it.walk, it.transfers, it.fare].filter(Boolean).join(' · ')),
        ]),
        selected,
        handlers.onItinerary,
      ),
    );
    const legs = h('ol', { className: 'om-legs', attrs: { 'aria-label': 'Legs' } });
    this.items = itinerary.legs.map((leg, index) => {
      const button = legButton(leg, index);
      button.addEventListener('click', () => handlers.onLeg(index));
      legs.append(h('li', {}, button));
      return button;
    });
    parts.push(h('h2', { className: 'om-heading' }, 'Legs'), legs);
    replaceChildren(this.list, ...parts);
  }

  /** Keeps keyboard focus on a variant or itinerary after choosing it redrew the list. */
  focusChoice(index: number): void {
    this.list.querySelectorAll<HTMLButtonElement>('.om-choice')[index]?.focus();
  }

  /** Marks the step or leg the map shows. */
  setActive(index: number): void {
    this.items.forEach((item, i) => {
      item.classList.toggle('is-active', i === index);
      if (i === index) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    });
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function summary(time: string, distance: string, startName: string, endName: string): HTMLElement {
  const names = startName || endName ? h('div', { className: 'om-summary-names' }, startName || '…', ' → ', endName || '…') : null;
  return h(
    'div',
    { className: 'om-summary' },
    h('div', { className: 'om-summary-figures' }, h('span', { className: 'om-summary-time' }, time), h('span', { className: 'om-summary-distance' }, distance)),
    names,
  );
}

/** The chosen itinerary in one glance: when it leaves and arrives, how long, and what it rides. */
function ptSummary(itinerary: ItineraryView): HTMLElement {
  return h(
    'div',
    { className: 'om-summary' },
    h(
      'div',
      { className: 'om-summary-figures' },
      h('span', { className: 'om-summary-time' }, itinerary.duration),
      h('span', { className: 'om-summary-distance' }, `${itinerary.depart} – ${itinerary.arrive}`),
    ),
    h('div', { className: 'om-summary-names' }, [itinerary.rides.join(' › ') || 'Walk only', itinerary.fare].filter(Boolean).join(' · ')),
  );
}

function choiceList(label: string, rows: Node[][], selected: number, onChoose: (index: number) => void): HTMLElement {
  const list = h('ul', { className: 'om-choices', attrs: { 'aria-label': label } });
  rows.forEach((content, index) => {
    const button = h('button', { className: 'om-choice', attrs: { type: 'button', 'aria-pressed': String(index === selected) } }, ...content);
    button.addEventListener('click', () => onChoose(index));
    list.append(h('li', {}, button));
  });
  return list;
}

function legButton(leg: LegView, index: number): HTMLButtonElement {
  const swatch = h('span', { className: `om-swatch${leg.dashed ? ' om-swatch--dashed' : ''}`, attrs: { 'aria-hidden': 'true' } });
  // The swatch takes the leg's colour through CSSOM (allowed by the page's CSP), not a style attribute.
  swatch.style.setProperty('--leg-colour', leg.colour);
  const title = [leg.label, leg.service, leg.serviceName].filter(Boolean).join(' ');
  const meta = [`${leg.depart} – ${leg.arrive}`, leg.duration, leg.stops !== undefined ? `${leg.stops} ${leg.stops === 1 ? 'stop' : 'stops'}` : leg.distance].filter(Boolean);
  return h(
    'button',
    { className: 'om-leg-item', attrs: { type: 'button', 'data-index': index, 'data-mode': leg.mode } },
    swatch,
    h(
      'span',
      { className: 'om-leg-body' },
      h('span', { className: 'om-leg-title' }, title),
      h('span', { className: 'om-leg-places' }, leg.from, ' → ', leg.to),
      h('span', { className: 'om-leg-meta' }, meta.join(' · ')),
    ),
  );
}
