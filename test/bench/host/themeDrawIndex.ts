// The theme drawing benchmark alone (themeDraw.ts), in its own extension host: `npm run bench` runs it after
// Show on Map's, and it can be run by itself after `node esbuild.mjs && npm run package`:
//   node out/test/host/runIntegration.js --tests out/test/bench/host/themeDrawIndex.js --label bench-theme --timeout 600
import { themeDrawBench } from './themeDraw';

export async function run(): Promise<void> {
  await themeDrawBench();
  console.log('bench-theme: 1 passed, 0 failed');
}
