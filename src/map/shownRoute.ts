// The route the planner shows, as Export Route takes it: the plan, OneMap's answer and the user's choice.
import type { PtRouteResponse, RouteResponse } from '../shared/onemap/types';
import type { RoutePlan } from '../shared/protocol/messages';

export interface ShownRoute {
  plan: RoutePlan;
  answer: RouteResponse | PtRouteResponse;
  /** The variant (walk, drive, cycle) or itinerary (public transport) the user chose. */
  selected: number;
}
