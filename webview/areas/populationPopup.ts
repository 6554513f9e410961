// The popup of a planning area: its name, region and Master Plan, a year and one of OneMap's 19 population tables to pick,
// and the table the host fetched (the page never calls OneMap). Everything in it is built as text: a figure,
// a label or OneMap's words never become markup.
import { populationTable } from '../../src/shared/population/populationTable';
import {
  DEFAULT_POPULATION_QUERY,
  DEFAULT_POPULATION_YEAR,
  POPULATION_QUERIES,
  POPULATION_YEARS,
  type AreaOutline,
  type PopulationQuery,
  type PopulationView,
} from '../../src/shared/protocol/planningAreas';
import { h, replaceChildren } from '../common/dom';

export interface PopulationAsk {
  area: string;
  year: number;
  query: PopulationQuery;
}

/** The table's title for each query, as the table itself would write it. */
const TITLES = new Map(POPULATION_QUERIES.map((query) => [query, populationTable(query, { kind: 'no-data' }).title]));

export class PopulationPopup {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;
  private readonly year: HTMLSelectElement;
  private readonly query: HTMLSelectElement;
  /** The last answer said to sign in: the layer asks again once the host says the user has. */
  waitsForSignIn = false;

  constructor(
    readonly area: AreaOutline,
    plan: number,
    private readonly ask: (ask: PopulationAsk) => void,
    private readonly signIn: () => void,
    chosen: { year: number; query: PopulationQuery } = { year: DEFAULT_POPULATION_YEAR, query: DEFAULT_POPULATION_QUERY },
  ) {
    this.year = h('select', { className: 'om-select', attrs: { 'aria-label': 'Year' } }, ...POPULATION_YEARS.map((y) => h('option', { attrs: { value: y } }, String(y))));
    this.query = h(
      'select',
      { className: 'om-select', attrs: { 'aria-label': 'Population table' } },
      ...POPULATION_QUERIES.map((q) => h('option', { attrs: { value: q } }, TITLES.get(q)!)),
    );
    this.year.value = String(chosen.year);
    this.query.value = chosen.query;
    this.body = h('div', { className: 'om-population-body', attrs: { role: 'status', 'aria-live': 'polite' } });
    this.element = h(
      'div',
      { className: 'om-area-popup' },
      h('strong', { className: 'om-area-name' }, area.name),
      h('div', { className: 'om-area-region' }, [area.region, `Master Plan ${plan}`].filter((part) => part !== '').join(' · ')),
      h('div', { className: 'om-population-picks' }, this.year, this.query),
      this.body,
    );
    for (const select of [this.year, this.query]) select.addEventListener('change', () => this.refresh());
  }

  /** What the user picked, kept for the next area's popup. */
  get chosen(): { year: number; query: PopulationQuery } {
    return { year: Number(this.year.value), query: this.query.value as PopulationQuery };
  }

  /** Asks the host for the table picked now. */
  refresh(): void {
    this.waitsForSignIn = false;
    replaceChildren(this.body, h('span', { className: 'om-population-note' }, 'Asking OneMap…'));
    this.ask({ area: this.area.name, ...this.chosen });
  }

  show(view: PopulationView): void {
    this.waitsForSignIn = view.kind === 'signed-out';
    switch (view.kind) {
      case 'signed-out': {
        const button = h('button', { className: 'om-button om-button--primary om-button--small', attrs: { type: 'button' } }, 'Sign in');
        button.addEventListener('click', () => this.signIn());
        return replaceChildren(this.body, h('p', { className: 'om-population-note' }, 'Sign in to see its population.'), button);
      }
      case 'error':
        return replaceChildren(this.body, h('p', { className: 'om-population-note' }, view.message));
      case 'table': {
        const { table } = view;
        if (table.empty !== undefined) return replaceChildren(this.body, h('p', { className: 'om-population-note' }, table.empty));
        const head = h('tr', {}, h('th', { attrs: { scope: 'col' } }, table.title), ...table.columns.map((c) => h('th', { attrs: { scope: 'col' } }, c)));
        const rows = table.rows.map((row) => h('tr', {}, h('th', { attrs: { scope: 'row' } }, row.label), ...row.values.map((v) => h('td', {}, v))));
        return replaceChildren(this.body, h('table', { className: 'om-population-table' }, h('thead', {}, head), h('tbody', {}, ...rows)));
      }
    }
  }
}
