// Show on Map after Add Nearest Places by route: a line from each row's place to the place its route chose (the
// shortest route among the straight-line nearest few, which may not be the nearest in a straight line), with
// the route's length as the distance. Rows without a route (not asked, every route failed) get no line. No `vscode`.
import type { JobAnswer } from '../batch/jobTypes';
import { MapLines } from '../nearest/mapLines';
import { shortestRoute } from './nearestRouteColumns';
import type { NearestTravelJob } from './nearestRoutes';
import type { Travel } from './travelRequest';

const ZERO: JobAnswer<Travel> = { ok: true, value: { minutes: 0, km: 0 } };

/** The lines of the rows the job read; `kindLines(k, 0)` gives kind k's, the distance in whole metres of route. */
export function nearestRouteLines(text: string, job: NearestTravelJob, answers: ReadonlyMap<string, JobAnswer<Travel>>): MapLines {
  const size = job.read.points.count * job.kinds.length;
  const chosen = { place: new Int32Array(size).fill(-1), d2: new Float64Array(size), count: new Int32Array(size) };
  job.read.records.forEach((record, i) => {
    for (const [stem, p] of record.places) {
      job.planned[i]!.get(stem)?.forEach(({ candidates }, k) => {
        const outcome = shortestRoute(candidates.map((c) => ({ name: c.name, answer: c.key === null ? ZERO : answers.get(c.key) })));
        if (outcome === 'not asked' || 'failed' in outcome) return;
        const at = p * job.kinds.length + k;
        chosen.place[at] = candidates[outcome.at]!.place;
        chosen.d2[at] = outcome.metres * outcome.metres;
      });
    }
  });
  return new MapLines(job.kinds, text, job.read, chosen);
}
