// The route's two ends as the page shows them: in the state, in the form's boxes and as markers on the map,
// always the three together; and which end the next map click sets.
import type { LatLon } from '../src/shared/onemap/types';
import type { MapState } from '../src/shared/protocol/messages';
import type { FormView } from './formView';
import type { Endpoint, MapView } from './mapView';

export const ENDPOINTS = ['start', 'end'] as const;

export class Endpoints {
  private picking: Endpoint | undefined;

  constructor(
    private readonly state: () => MapState,
    private readonly form: FormView,
    private readonly mapView: MapView,
  ) {}

  get both(): boolean {
    const { start, end } = this.state();
    return start !== undefined && end !== undefined;
  }

  show(which: Endpoint, point: LatLon | undefined): void {
    const state = this.state();
    if (point) state[which] = point;
    else delete state[which];
    this.form.setPoint(which, point);
    this.mapView.setMarker(which, point);
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

  /** Start becomes end and end start; false when there is nothing to swap. */
  swap(): boolean {
    const { start, end } = this.state();
    if (!start && !end) return false;
    this.show('start', end);
    this.show('end', start);
    return true;
  }

  clear(): void {
    for (const which of ENDPOINTS) this.show(which, undefined);
  }
}
