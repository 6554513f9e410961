// Resume = rerun, against the simulator over HTTP: a job stopped part way (Cancel, or a crash that never
// flushed) and run again asks OneMap nothing it already answered, counted in the simulator's own log.
import * as assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSimulator, type Simulator } from '../../simulator';
import { runResumedJob } from './resumableJob';

let sim: Simulator;
before(async () => {
  sim = await startSimulator();
});
after(() => sim.close());

test('cancelled after 150 of 400 rows (120 distinct addresses) and run again: no question is asked twice, the rest is asked once', async () => {
  const result = await runResumedJob(sim, { rows: 400, distinct: 120, requestsPerMinute: 6000, stopAfter: 150, stop: 'cancel' });
  console.log(JSON.stringify(result));
  assert.ok(result.firstRun.asked > 0 && result.firstRun.asked < 120, `the first run stopped part way (${result.firstRun.asked} asked)`);
  assert.equal(result.repeatedAnswered, 0, 'no question the first run had answered reached the simulator again');
  // Cancel stops the calls in flight (at most the runner's 4) before their answers are read: only those are asked again.
  assert.ok(result.repeated <= 4, `${result.repeated} questions asked twice`);
  assert.equal(result.secondRun.fromCache, result.firstRun.asked, 'the second run took every earlier answer from the disk');
  assert.equal(result.secondRun.asked, 120 - result.firstRun.asked);
  assert.ok(result.secondRun.completed, 'the second run answered every address');
  assert.equal(result.distinctSearched, 120);
  assert.equal(result.searches, 120 + result.repeated);
});

test('a crash (no flush) loses at most the answers of the last second: the rerun asks only those again', async () => {
  const result = await runResumedJob(sim, { rows: 300, distinct: 300, requestsPerMinute: 6000, stopAfter: 200, stop: 'crash' });
  console.log(JSON.stringify(result));
  assert.ok(result.secondRun.completed);
  // 100 a second: at most a second's answers (and those in flight) are lost, and only they are asked again.
  assert.ok(result.repeated <= 110, `${result.repeated} asked again`);
  assert.equal(result.secondRun.fromCache + result.secondRun.asked, 300);
});
