// Add Nearest Places through its pickers (nearestPickers.ts), in its own extension host, so that its first run is
// the window's first: `npm run bench` runs it after the command's own benchmark, and it can be run by itself:
//   node out/test/host/runIntegration.js --tests out/test/bench/host/nearestPickersIndex.js --label bench-pickers --timeout 600
import { nearestPickersBench } from './nearestPickers';

export async function run(): Promise<void> {
  await nearestPickersBench();
  console.log('bench-pickers: 1 passed, 0 failed');
}
