// A long conversion job through the real client, its pacer and the simulator over HTTP, with a planner route
// asked in the middle: what the pacing test asserts and `npm run bench` prints. The simulator enforces the
// same rate the pacer is given, over a one-second window, so any burst above the pace draws a 429.
import { convertPointsWithOneMap, OneMapClient, Pacer, type Grant } from '../../../src/onemap';
import { DEMO_USER, type Simulator } from '../../simulator';

export interface PacedJobOptions {
  calls: number;
  /** A multiple of 60, so that the simulator's one-second window holds a whole number of calls. */
  requestsPerMinute: number;
  /** When this many conversions are done, the planner asks for a walking route. */
  routeAfter?: number;
}

export interface PacedJobResult {
  calls: number;
  requestsPerMinute: number;
  /** Calls a minute from the job's 100th call to its last, by the pacer's clock. */
  rateReached: number;
  seconds: number;
  /** 429s the simulator answered. */
  rateLimited: number;
  /** The pacer's spacing, ms. */
  intervalMs: number;
  route?: {
    /** Batch calls let through between the route's request and its own start. */
    overtakenBy: number;
    /** Its wait for a slot, by the pacer's clock, ms. */
    waitedMs: number;
    /** Its end-to-end time, ms. */
    answeredMs: number;
    steps: number;
  };
}

function samplePoints(count: number): Array<[number, number]> {
  return Array.from({ length: count }, (_, i) => [103.65 + ((i * 37) % 100) / 300, 1.26 + ((i * 53) % 100) / 500]);
}

export async function runPacedJob(sim: Simulator, options: PacedJobOptions): Promise<PacedJobResult> {
  sim.reset();
  sim.setRateLimit({ max: options.requestsPerMinute / 60, windowMs: 1000 });
  const grants: Grant[] = [];
  // The pacer counts in the simulator's window, as it counts in OneMap's minute by default.
  const pacer = new Pacer({ requestsPerMinute: options.requestsPerMinute, windowMs: 1000, onGrant: (grant) => grants.push(grant) });
  const client = new OneMapClient({
    baseUrl: sim.url,
    credentials: async () => ({ email: DEMO_USER.email, password: DEMO_USER.password }),
    pacer,
  });
  let route: Promise<PacedJobResult['route']> | undefined;
  try {
    const started = performance.now();
    await convertPointsWithOneMap(client, 'EPSG:4326', 'EPSG:3414', samplePoints(options.calls), {
      // At 8.8 ms a slot, four in flight (the default, for OneMap's 300 ms) would leave slots empty whenever
      // the simulator, in this same process, takes longer than 35 ms to answer on a busy machine.
      concurrency: 8,
      onProgress: (done) => {
        if (done !== options.routeAfter) return;
        const asked = performance.now();
        const before = grants.length;
        route = client.route({ start: { lat: 1.2966, lon: 103.8522 }, end: { lat: 1.3006, lon: 103.8559 }, routeType: 'walk' }).then((answer) => {
          const own = grants.slice(before).find((grant) => grant.priority === 'interactive');
          if (!own) throw new Error('the route never went through the pacer');
          return {
            overtakenBy: own.overtakenBy,
            waitedMs: own.startedAt - own.queuedAt,
            answeredMs: performance.now() - asked,
            steps: answer.route_instructions.length,
          };
        });
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const batch = grants.filter((grant) => grant.priority === 'batch');
    const from = batch[Math.min(99, batch.length - 1)];
    const to = batch[batch.length - 1];
    const underWay = grants.filter((grant) => grant.startedAt >= from.startedAt && grant.startedAt <= to.startedAt).length - 1;
    return {
      calls: options.calls,
      requestsPerMinute: options.requestsPerMinute,
      rateReached: (underWay / (to.startedAt - from.startedAt)) * 60_000,
      seconds,
      rateLimited: sim.stats.requests.filter((request) => request.status === 429).length,
      intervalMs: pacer.intervalMs,
      route: await route,
    };
  } finally {
    pacer.dispose();
    await client.close();
    sim.setRateLimit(undefined);
  }
}
