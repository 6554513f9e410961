// Stryker's build step, run inside its sandbox (where src/ holds the mutated sources): bundles the unit tests
// named on the command line into out/mutate/, one file each as esbuild.mjs does for out/test/, so that each
// test file Stryker loads holds the mutated code, with `node:test` written onto Mocha (nodeTestOnMocha.cjs).
// No source maps: nothing reads them there, and they cost time.
import * as esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { planningAreasPlugin } from '../planningAreas.mjs';
import { stationsPlugin } from '../stations.mjs';

export const MUTATE_OUT = 'out/mutate';
/** `node:test` served by nodeTestOnMocha.cjs, for Stryker's Mocha runner. */
const nodeTestOnMocha = {
  name: 'node-test-on-mocha',
  setup(build) {
    build.onResolve({ filter: /^node:test$/ }, () => ({ path: fileURLToPath(new URL('nodeTestOnMocha.cjs', import.meta.url)) }));
  },
};

rmSync(MUTATE_OUT, { recursive: true, force: true });
await esbuild.build({
  entryPoints: process.argv.slice(2),
  outbase: 'test',
  outdir: MUTATE_OUT,
  bundle: true,
  packages: 'external',
  external: ['vscode'],
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  // The virtual modules esbuild.mjs serves the unit tests, then node:test.
  plugins: [planningAreasPlugin(), stationsPlugin(), nodeTestOnMocha],
});
