// The pacer in a long job: 2 000 conversions through the real client against the simulator over HTTP, the
// simulator enforcing the same rate (in any one second), and a planner route asked half way. Prints the
// rate reached once under way, the 429s, and how long the route waited for its slot. A benchmark: it prints
// and exits 0 either way (test/unit/onemap/pacedJob.test.ts asserts the same run).
// Then a 2 000-row geocoding job through the batch runner and its disk cache (1 500 distinct addresses, the
// rest written again in other case and spacing), cancelled half way and run again: its rate, its 429s, and
// the questions the simulator was asked twice (test/unit/batch/resume.test.ts asserts a smaller one).
// The rate is far above OneMap's 250 a minute, so that the run takes seconds rather than eight minutes: the
// spacing is 8.8 ms instead of 253 ms, which makes the timers' own lateness count for more, not less.
import { startSimulator } from '../simulator';
import { runPacedJob } from '../unit/onemap/pacedJob';
import { runResumedJob } from '../unit/batch/resumableJob';

const CALLS = 2000;
const RATE = 7200;

async function main(): Promise<void> {
  const sim = await startSimulator();
  try {
    const result = await runPacedJob(sim, { calls: CALLS, requestsPerMinute: RATE, routeAfter: CALLS / 2 });
    const share = (result.rateReached / RATE) * 100;
    const limit = `simulator: at most ${RATE / 60} in any 1 s`;
    console.log(`pacing: ${CALLS} calls at ${RATE} a minute (${limit}), ${result.seconds.toFixed(1)} s`);
    console.log(`  rate reached once under way: ${Math.round(result.rateReached)} a minute, ${share.toFixed(1)} % of the setting (goal ≥ 90 %)`);
    console.log(`  429 answers: ${result.rateLimited} (goal 0)`);
    if (result.route) {
      console.log(
        `  route asked after ${CALLS / 2} calls: waited ${result.route.waitedMs.toFixed(1)} ms for a slot ` +
          `(spacing ${result.intervalMs.toFixed(1)} ms), ${result.route.overtakenBy} batch calls before it, answered in ${result.route.answeredMs.toFixed(1)} ms`,
      );
    }
    const job = await runResumedJob(sim, { rows: CALLS, distinct: 1500, requestsPerMinute: RATE, stopAfter: CALLS / 2, stop: 'cancel', concurrency: 8 });
    console.log(`batch job: ${CALLS} rows (1 500 distinct addresses) geocoded at ${RATE} a minute, cancelled after ${CALLS / 2} rows, then run again`);
    console.log(
      `  first run: ${job.firstRun.asked} searches in ${job.firstRun.seconds.toFixed(1)} s, ${Math.round(job.firstRun.rateReached)} a minute once under way ` +
        `(${((job.firstRun.rateReached / RATE) * 100).toFixed(1)} % of the setting, goal ≥ 90 %)`,
    );
    console.log(`  second run: ${job.secondRun.fromCache} answers from the disk cache, ${job.secondRun.asked} searches in ${job.secondRun.seconds.toFixed(1)} s`);
    console.log(`  429 answers: ${job.rateLimited} (goal 0); questions asked twice: ${job.repeated} of ${job.searches} searches (goal 0)`);
  } finally {
    await sim.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
