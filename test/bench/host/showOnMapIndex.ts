// The Show on Map benchmark alone (showOnMap.ts), in its own extension host: `npm run bench` runs it after
// the convert benchmarks, and it can be run by itself:
//   node out/test/host/runIntegration.js --tests out/test/bench/host/showOnMapIndex.js --label bench-map --timeout 900
import { showOnMapBench } from './showOnMap';

export async function run(): Promise<void> {
  await showOnMapBench();
  console.log('bench-map: 1 passed, 0 failed');
}
