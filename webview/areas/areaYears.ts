// The Master Plan picker under the layer list's "Planning areas" entry: 2019 ships with the extension, the
// other years come from OneMap through the host. It shows the year drawn (or the one being asked), why a pick
// is not drawn in the host's words, and, signed out, a way to sign in. Everything in it is text.
import { PLAN_YEARS, SHIPPED_PLAN_YEAR, type PlanningAreasState, type PlanYear } from '../../src/shared/protocol/planningAreas';
import { h, uniqueId } from '../common/dom';

export class AreaYears {
  readonly element: HTMLElement;
  private readonly select: HTMLSelectElement;
  private readonly note: HTMLElement;
  private readonly signIn: HTMLButtonElement;

  constructor(onPick: (year: PlanYear) => void, onSignIn: () => void) {
    // A span names the select, not a <label>: the layer list's labels are its layers' names.
    const id = uniqueId('area-year');
    this.select = h(
      'select',
      { className: 'om-select om-area-year-select', attrs: { 'aria-labelledby': id } },
      ...PLAN_YEARS.map((year) => h('option', { attrs: { value: year } }, year === SHIPPED_PLAN_YEAR ? `${year} (offline)` : String(year))),
    );
    this.select.addEventListener('change', () => onPick(Number(this.select.value) as PlanYear));
    // Read out when it changes; not a role="status" of its own: the list has one, for the places stepped to.
    this.note = h('div', { className: 'om-area-year-note', attrs: { 'aria-live': 'polite' } });
    this.signIn = h('button', { className: 'om-link-button om-area-year-signin', attrs: { type: 'button', hidden: true } }, 'Sign in to see other years');
    this.signIn.addEventListener('click', onSignIn);
    this.element = h(
      'div',
      { className: 'om-area-years', attrs: { hidden: true } },
      h('div', { className: 'om-area-year' }, h('span', { attrs: { id } }, 'Master Plan'), this.select),
      this.note,
      this.signIn,
    );
  }

  show(state: PlanningAreasState): void {
    this.element.hidden = !state.shown;
    this.select.value = String(state.asking ?? state.year ?? SHIPPED_PLAN_YEAR);
    this.note.textContent = state.asking !== undefined ? `Asking OneMap for ${state.asking}…` : (state.note ?? '');
    this.signIn.hidden = state.signedIn !== false;
  }
}
