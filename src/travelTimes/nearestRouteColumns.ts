// What Add Nearest Places writes when the travel time is asked: beside each kind's straight-line columns
// (nearest_mrt, nearest_mrt_m, mrt_within_1000m), the candidate with the shortest route and its time and length,
// named from the kind and the mode (nearest_mrt_walk, nearest_mrt_walk_min, nearest_mrt_walk_m). No `vscode`.
import type { JobAnswer } from '../batch/jobTypes';
import type { ColumnWriter, NameStyle } from '../planningArea/columnNames';
import { styled } from '../planningArea/columnNames';
import type { Travel } from './travelRequest';
import { type ColumnOptions, type KindColumns, kindColumnNames, metresValue, NearestColumnsThereError } from '../nearest/nearestColumns';

/** A place's straight-line nearest of one kind: its name, distance and, when asked, the count within the radius. */
export interface Nearest {
  name: string;
  metres: number;
  count?: number;
}

/** One candidate's route: its place's name and the answer (undefined: not asked, the job was cancelled). */
export interface RoutedCandidate {
  name: string;
  answer: JobAnswer<Travel> | undefined;
}

/** One place's answer for one kind: the straight-line nearest, and its k candidates' routes, nearest first. */
export interface NearestByRoute {
  straight: Nearest;
  routes: RoutedCandidate[];
}

/** What a kind's travel cells say: the winner, or why there is none. */
export type RouteOutcome = { name: string; minutes: number; metres: number; /** The winner's index among the routes. */ at: number } | { failed: string } | 'not asked';

/**
 * The candidate with the shortest route: fewest minutes, then fewest metres, then the nearer in a straight line
 * (the routes are listed nearest first). A candidate OneMap found no way to, or failed on, is passed over; when
 * every one failed, the first one's words say why, as Travel Times writes them. Any not asked: not asked.
 */
export function shortestRoute(routes: readonly RoutedCandidate[]): RouteOutcome {
  if (routes.some((r) => r.answer === undefined)) return 'not asked';
  let best: { name: string; minutes: number; km: number; at: number } | undefined;
  let why: string | undefined;
  for (const [at, { name, answer }] of routes.entries()) {
    if (!answer!.ok) why ??= `error: ${answer!.error}`;
    else if ('none' in answer!.value) why ??= answer!.value.none;
    else {
      const { minutes, km } = answer!.value;
      if (!best || minutes < best.minutes || (minutes === best.minutes && km < best.km)) best = { name, minutes, km, at };
    }
  }
  if (best) return { name: best.name, minutes: best.minutes, metres: Math.round(best.km * 1000), at: best.at };
  return { failed: why ?? 'no place to route to' };
}

/** The travel names for one place stem and one kind, after its straight-line ones. */
export function travelColumnNames(stem: string, kind: KindColumns, mode: string, style: NameStyle, options: ColumnOptions): string[] {
  const lead = stem.split('_').filter((w) => w !== '');
  const tail = options.suffix === undefined ? [] : [options.suffix];
  const base = [...lead, 'nearest', ...kind.words, mode];
  return [
    [...base, ...tail],
    [...base, 'min', ...tail],
    [...base, 'm', ...tail],
  ].map((words) => styled(words, style));
}

/** The three travel values of an outcome: name, minutes, metres; or why not, and two empty cells. */
export function travelValues(outcome: RouteOutcome): Array<string | number> {
  if (outcome === 'not asked') return [outcome, '', ''];
  if ('failed' in outcome) return [outcome.failed, '', ''];
  return [outcome.name, outcome.minutes, outcome.metres];
}

/** A row's cells when it was not asked (typed or edited during the job): `not asked` where each kind's route goes. */
export function notAskedCells(stemOrder: readonly string[], kinds: readonly unknown[], options: ColumnOptions): string[] {
  const straight = options.radius === undefined ? ['', ''] : ['', '', ''];
  return stemOrder.flatMap(() => kinds.flatMap(() => [...straight, 'not asked', '', '']));
}

/** Every kind's straight-line columns and, beside each, its travel columns; stems first, then kinds. */
export function nearestTravelWriter(kinds: readonly KindColumns[], mode: string, options: ColumnOptions): ColumnWriter<NearestByRoute[]> {
  const perKind = (options.radius === undefined ? 2 : 3) + 3;
  return {
    names: (stemOrder, style) =>
      stemOrder.flatMap((stem) => kinds.flatMap((kind) => [...kindColumnNames(stem, kind, style, options), ...travelColumnNames(stem, kind, mode, style, options)])),
    values: (places, stemOrder) =>
      stemOrder.flatMap((stem) => {
        const answers = places.get(stem);
        if (!answers) return new Array<undefined>(kinds.length * perKind).fill(undefined);
        return answers.flatMap(({ straight, routes }) => {
          const values: Array<string | number> = [straight.name, metresValue(straight.metres, options.decimals)];
          if (options.radius !== undefined) values.push(straight.count ?? 0);
          return [...values, ...travelValues(shortestRoute(routes))];
        });
      }),
    there: (name) => new NearestColumnsThereError(name),
    finishes: false,
  };
}
