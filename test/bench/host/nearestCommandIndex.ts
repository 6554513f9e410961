// Add Nearest Places' command benchmark alone (nearestCommand.ts), in its own extension host: `npm run bench`
// runs it after the others, and it can be run by itself:
//   node out/test/host/runIntegration.js --tests out/test/bench/host/nearestCommandIndex.js --label bench-nearest --timeout 600
import { nearestCommandBench } from './nearestCommand';

export async function run(): Promise<void> {
  await nearestCommandBench();
  console.log('bench-nearest: 1 passed, 0 failed');
}
