// The one planner state every view shows, kept by the host. Free of `vscode`, so plain Node tests check it.
//
// - Every change it accepts gets the next revision; a view applies a state only when it is newer than the one it
//   knows, so an older state never overwrites a newer one, whatever order messages arrive in.
// - What is persisted (workspaceState) is the plan and the choice only. OneMap's answer for the current route is
//   kept in memory beside it: it can be megabytes, and it is fetched again after a window reload.
// - A view's own centre and zoom are never shared: the editor panel and the side view differ in size.
import type { MapState, RouteAnswer, RoutePlan, SharedState } from '../shared/protocol/messages';

export type StoreListener = (shared: SharedState) => void;

export class PlannerStore {
  private revision = 0;
  private current: MapState | undefined;
  /** The last answer OneMap gave, with the plan it answered. */
  private lastAnswer: { plan: RoutePlan; response: RouteAnswer } | undefined;

  constructor(
    initial: MapState | undefined,
    private readonly persist: (state: MapState) => void,
  ) {
    this.current = initial && withoutView(initial);
  }

  get hasState(): boolean {
    return this.current !== undefined;
  }

  /** The state as a view should show it, with the answer when the host has the one for its route. */
  shared(): SharedState | undefined {
    if (!this.current) return undefined;
    const shared: SharedState = { revision: this.revision, state: this.current };
    const answer = this.answerFor(this.current);
    if (answer) shared.answer = answer;
    return shared;
  }

  /** A view changed the state: it becomes the state, under a new revision. */
  update(state: MapState): SharedState {
    this.current = withoutView(state);
    this.revision += 1;
    this.persist(this.current);
    return this.shared()!;
  }

  /**
   * OneMap answered `plan`. Remembered for the state that will name it; when the state already names it (a
   * re-plan after a reload), the state is news to every view and the new revision is returned.
   */
  answered(plan: RoutePlan, response: RouteAnswer): SharedState | undefined {
    this.lastAnswer = { plan, response };
    if (!this.current?.route || planKey(this.current.route.plan) !== planKey(plan)) return undefined;
    this.revision += 1;
    return this.shared();
  }

  /** The route the state names but whose answer the host does not have (after a window reload). */
  missingAnswer(): RoutePlan | undefined {
    const route = this.current?.route;
    return route && !this.answerFor(this.current!) ? route.plan : undefined;
  }

  private answerFor(state: MapState): RouteAnswer | undefined {
    const route = state.route;
    if (!route || !this.lastAnswer || planKey(route.plan) !== planKey(this.lastAnswer.plan)) return undefined;
    return this.lastAnswer.response;
  }
}

/** The same plan, whatever the order of its fields. */
export function planKey(plan: RoutePlan): string {
  const { start, end, routeType } = plan;
  const pt = plan.routeType === 'pt' ? plan.pt : undefined;
  return JSON.stringify([start.lat, start.lon, end.lat, end.lon, routeType, pt?.date, pt?.time, pt?.mode, pt?.maxWalkDistance, pt?.numItineraries]);
}

function withoutView(state: MapState): MapState {
  const { view: _view, ...rest } = state;
  return structuredClone(rest);
}
