// The route's two ends as the page shows them: in the state, in the form's boxes and as markers on the map,
// always the three together; and which end the next map click sets.
import type { LatLon } from '../../src/shared/onemap/types';
import type { MapState } from '../../src/shared/protocol/messages';
import type { FormView } from './formView';
import type { Endpoint, RouteLayer } from './routeLayer';

export const ENDPOINTS = ['start', 'end'] as const;

export class Endpoints {
  private picking: Endpoint | undefined;

  constructor(
    private readonly state: () => MapState,
    private readonly form: FormView,
    private readonly routeLayer: RouteLayer,
  ) {}

  get both(): boolean {
    const { start, end } = this.state();
    return start !== undefined && end !== undefined;
  }

  /** `label`: the name the point was picked by, shown in its box; a point set any other way shows its coordinates. */
  show(which: Endpoint, point: LatLon | undefined, label?: string): void {
    const state = this.state();
    if (point) state[which] = point;
    else delete state[which];
    const labels = { ...state.labels };
    if (point && label) labels[which] = label;
    else delete labels[which];
    if (labels.start || labels.end) state.labels = labels;
    else delete state.labels;
    this.form.setPoint(which, point, point ? label : undefined);
    this.routeLayer.setMarker(which, point);
  }

  /** Which end a map click sets: the one whose "pick on the map" button was pressed, else the start, then the end. */
  takeClickTarget(): Endpoint {
    const which = this.picking ?? (this.state().start ? 'end' : 'start');
    this.setPicking(undefined);
    return which;
  }

  setPicking(which: Endpoint | undefined): void {
    this.picking = which;
    this.form.setPicking(which);
  }

  /**
   * Start becomes end and end start, names and all; false when there is nothing to swap. Either way the boxes
   * then show the points: text typed but not accepted (an error beside it) does not stay behind.
   */
  swap(): boolean {
    const { start, end, labels } = this.state();
    this.show('start', end, labels?.end);
    this.show('end', start, labels?.start);
    return !!(start || end);
  }

  clear(): void {
    for (const which of ENDPOINTS) this.show(which, undefined);
  }
}
