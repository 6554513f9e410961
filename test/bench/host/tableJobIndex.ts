// The batch job's final-edit benchmark alone (tableJob.ts), in its own extension host: `npm run bench` runs it
// after the others, and it can be run by itself:
//   node out/test/host/runIntegration.js --tests out/test/bench/host/tableJobIndex.js --label bench-jobs --timeout 600
import { tableJobBench } from './tableJob';

export async function run(): Promise<void> {
  await tableJobBench();
  console.log('bench-jobs: 1 passed, 0 failed');
}
