// Builds every bundle the project ships or tests:
//   dist/extension.js   the extension host entry, kept small so activation stays light
//   dist/coords.js      the coordinate engine (proj4 inside), loaded only when a command needs it
//   dist/onemap.js      the OneMap client (undici inside), likewise
//   dist/export.js      the route export (gpx-builder inside), likewise
//   dist/mapdata.js     Show on Map's reading of files (jsonc-parser inside), likewise
//   dist/mapdataworker.js  the same reading on a worker thread, so a large file does not hold up the host
//   dist/planningarea.js  URA's planning areas and Add Planning Area, derived at build time from data/
//   dist/nearest.js     Add Nearest Places: the kd-tree (kdbush), the shipped MRT/LRT stations, rows read and written
//   dist/rowjobs.js     Reverse Geocode's and Travel Times' reading and writing of rows
//   dist/webview/       the map app, a browser bundle, with Singapore's outline derived at build time;
//                       dist/webview/placeInput.js, the coordinate engine it loads when a place is typed
//   out/test/           unit tests (plain Node) and integration tests (run inside the VS Code host)
// Flags: --production builds only the shipped bundles, minified (what `npm run package` puts in the .vsix),
// and leaves out/test alone, so packaging never pulls the tests out from under a running test tier;
// --watch rebuilds on change.
import * as esbuild from 'esbuild';
import { readdirSync, statSync, rmSync, mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { singaporeOutlinePlugin } from './scripts/singaporeOutline.mjs';
import { planningAreasPlugin } from './scripts/planningAreas.mjs';
import { stationsPlugin } from './scripts/stations.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

function filesUnder(dir, suffix) {
  const found = [];
  let entries = [];
  try { entries = readdirSync(dir); } catch { return found; }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, suffix));
    else if (name.endsWith(suffix)) found.push(path);
  }
  return found;
}

const shipped = {
  bundle: true,
  minify: production,
  // Users get no source maps (about 2 MB): only development builds, and the tests' stack traces, need them.
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'warning',
  legalComments: 'linked',
};

const builds = [
  {
    ...shipped,
    entryPoints: { extension: 'src/extension.ts', coords: 'src/shared/coords/index.ts', onemap: 'src/onemap/index.ts', export: 'src/export/index.ts', mapdata: 'src/mapData/index.ts', mapdataworker: 'src/mapData/readWorker.ts', planningarea: 'src/planningArea/index.ts', nearest: 'src/nearest/index.ts', geocode: 'src/geocode/index.ts', rowjobs: 'src/rowJobs/index.ts', diagnostics: 'src/diagnostics/index.ts' },
    outdir: 'dist',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
    // jsonc-parser's main build is a UMD wrapper whose require() calls a bundler cannot follow; its ES module build bundles.
    alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
    // The planning areas, derived from URA's file beside the repository at build time (nothing derived is committed).
    // The MRT/LRT stations, derived from LTA's station exits committed in data/.
    plugins: [planningAreasPlugin(), stationsPlugin()],
  },
  {
    ...shipped,
    entryPoints: { main: 'webview/main.ts', placeInput: 'webview/route/placeInputScript.ts' },
    outdir: 'dist/webview',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    loader: { '.png': 'file' },
    // The offline outline of Singapore, derived from an open dataset at build time (nothing derived is committed).
    plugins: [singaporeOutlinePlugin()],
  },
];

const testBuild = {
  // Tests are bundled one file each with node_modules left to Node's resolver,
  // so mocha, fast-check and vscode resolve exactly as they would at run time.
  entryPoints: [...filesUnder('test', '.ts')].filter((f) => !f.endsWith('.d.ts')),
  outbase: 'test',
  outdir: 'out/test',
  bundle: true,
  packages: 'external',
  external: ['vscode'],
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [planningAreasPlugin(), stationsPlugin()],
};

if (!production) {
  // Tests of sources since deleted must not linger and run.
  rmSync('out/test', { recursive: true, force: true });
  builds.push(testBuild);
}
mkdirSync('dist/webview', { recursive: true });
copyFileSync('node_modules/leaflet/dist/leaflet.css', 'dist/webview/leaflet.css');

if (watch) {
  for (const options of builds) {
    const context = await esbuild.context(options);
    await context.watch();
  }
  console.log('esbuild: watching for changes');
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
