// What the user does to the plan (and the points the editor sends): set, type, pick, swap or clear the start
// and end, change the mode and the public-transport options. Each change is saved (and so shared with every
// other view) and plans a route when both points are set; the app routes the events here.
import { isInSingapore } from '../../src/shared/onemap/geometry';
import type { LatLon, RouteType } from '../../src/shared/onemap/types';
import type { HostToWebview, MapState } from '../../src/shared/protocol/messages';
import { formatLatLon } from '../common/format';
import type { Departure } from './departure';
import { ENDPOINTS, type Endpoints } from './endpoints';
import type { FormView } from './formView';
import { withPlaceReader } from './lazyPlaceInput';
import type { PtField } from './ptForm';
import type { PlanReason, RouteController } from './routeController';
import type { Endpoint } from './routeLayer';
import type { StatusView } from './statusView';

export interface PlanEditsDeps {
  state(): MapState;
  save(): void;
  routes: RouteController;
  endpoints: Endpoints;
  form: FormView;
  departure: Departure;
  status: StatusView;
  /** Brings a point into view without changing the zoom. */
  reveal(point: LatLon): void;
}

export class PlanEdits {
  constructor(private readonly deps: PlanEditsDeps) {}

  pointsFromHost(message: Extract<HostToWebview, { type: 'setPoints' }>): void {
    for (const which of ENDPOINTS) {
      const point = message[which];
      if (point && !isInSingapore(point.lat, point.lon)) {
        this.deps.status.showNote(`The ${which} sent from the editor (${formatLatLon(point)}) is outside Singapore.`, 'warning');
        return;
      }
    }
    if (message.routeType) {
      this.deps.state().routeType = message.routeType;
      this.deps.form.setRouteType(message.routeType);
    }
    for (const which of ENDPOINTS) {
      const point = message[which];
      if (point) this.deps.endpoints.show(which, point);
    }
    this.deps.save();
    const point = message.start ?? message.end;
    if (this.deps.endpoints.both) this.deps.routes.plan('other');
    else if (point) this.deps.reveal(point);
  }

  mapClicked(point: LatLon): void {
    this.setPoint(this.deps.endpoints.takeClickTarget(), point, 'other');
  }

  placeTyped(which: Endpoint, text: string): void {
    if (text.trim() === '') {
      this.setPoint(which, undefined, 'other');
      return;
    }
    withPlaceReader(
      (parsePlace) => {
        const result = parsePlace(text);
        if (!result.ok) {
          this.deps.form.setPlaceError(which, result.message);
          return;
        }
        this.setPoint(which, result.point, 'other');
      },
      (message) => this.deps.form.setPlaceError(which, message),
    );
  }

  setPoint(which: Endpoint, point: LatLon | undefined, reason: PlanReason, label?: string): void {
    this.deps.endpoints.show(which, point, label);
    if (!point) {
      this.deps.routes.drop();
      this.deps.save();
      return;
    }
    this.deps.save();
    if (this.deps.endpoints.both) this.deps.routes.plan(reason);
    else if (reason !== 'drag') this.deps.reveal(point);
  }

  swap(): void {
    if (!this.deps.endpoints.swap()) return;
    this.deps.save();
    if (this.deps.endpoints.both) this.deps.routes.plan('other');
  }

  clear(): void {
    this.deps.endpoints.clear();
    this.deps.routes.drop();
    this.deps.save();
  }

  setRouteType(routeType: RouteType): void {
    this.deps.state().routeType = routeType;
    this.deps.form.setRouteType(routeType);
    if (routeType === 'pt') this.deps.departure.refresh();
    this.deps.save();
    if (this.deps.endpoints.both) this.deps.routes.plan('other');
  }

  ptEdited(field: PtField): void {
    // Saved state holds only values OneMap can take.
    const pt = this.deps.departure.edited(field);
    if (!pt) return;
    this.deps.state().pt = pt;
    this.deps.save();
  }

  leaveNow(): void {
    this.deps.departure.leaveNow();
    delete this.deps.state().pt.departAt;
    this.deps.save();
  }
}
