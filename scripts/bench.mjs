// `npm run bench`: benchmarks, not tests. Figures are printed, never asserted.
//   1. convertText against a bare proj4 loop on the same 100 000 points, in one process (ratio).
//   2. "Convert Coordinates" on a 100 000-line file in a real VS Code extension host (code-server).
//   3. The map app (production bundle) drawing a 10 000-point route in headless Chromium, and its bundle size.
//   4. The map app drawing a user's file (Show on Map): 5 000 clustered points and the URA planning areas
//      (40 505 vertices, and ~56 000 with shifted copies), and a zoom step on each, against a 10-point layer.
//   5. Show on Map in a real VS Code extension host, from the command to the places drawn, beside VS Code
//      opening an empty webview panel, alone and beside the same file (test/bench/host/showOnMap.ts); then
//      through the palette in Chromium, beside VS Code's Markdown preview of an empty file (showOnMapUi.ts).
//   6. The pacer: a 2 000-call job against the simulator enforcing the same rate (rate reached, 429s, and the
//      wait of a planner route asked half way).
//   7. The planning-area engine: 100 000 points against a loop over the 55 areas, in one process (ratio),
//      and Add Planning Area's work on a 100 000-row CSV.
//   8. A batch job's final edit of a 10 000-row CSV in a real VS Code extension host, beside VS Code's bare
//      edit of the same insertions (test/bench/host/tableJob.ts); item 6 adds a 2 000-row geocoding job's
//      rate, 429s and the calls repeated after a resume.
//   9. Coordinate problems: a 5 MB GeoJSON checked whole and after a one-line edit, beside the scanner alone.
//  10. A 5 200-record OneMap theme in a real VS Code extension host, from the simulator's answer to the page's
//      layerDrawn, the planner open (test/bench/host/themeDraw.ts); item 3 times the page's share.
//  11. The nearest-place engine: 100 000 rows against 5 000 places by the kd-tree and by a loop over the
//      places, in one process (ratio), and Add Nearest Places' work on a 100 000-row CSV; then the whole command
//      on a 100 000-row CSV in a real VS Code extension host (test/bench/host/nearestCommand.ts).
//  12. The map app drawing Add Nearest Places' lines for 100 000 rows, against 10 lines (Show on Map's button).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');

function run(title, command, args) {
  console.log(`\n===== ${title} =====`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench: ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

// The benchmarks are built with the tests; the bundles measured are the production ones, and the host
// benchmark installs the .vsix as users do (test/host/extensionUnderTest.ts).
run('build (benchmarks)', process.execPath, ['esbuild.mjs']);
run('package (production bundles and the .vsix)', 'npm', ['run', '--silent', 'package']);
run('convertText vs proj4', process.execPath, ['out/test/bench/convertText.bench.js']);
run('pacing: a 2 000-call job through OneMap (simulator)', process.execPath, ['out/test/bench/pacing.bench.js']);
run('planning areas: 100 000 points', process.execPath, ['out/test/bench/planningArea.bench.js']);
run('nearest places: 100 000 rows against 5 000 places', process.execPath, ['out/test/bench/nearest.bench.js']);
run('coordinate problems: a 5 MB GeoJSON and a one-line edit', process.execPath, ['out/test/bench/diagnostics.bench.js']);
run('map app: drawing a 10 000-point route', process.execPath, ['out/test/bench/webview.bench.js']);
run("map app: drawing a file's layer (Show on Map)", process.execPath, ['out/test/bench/dataLayers.bench.js']);
run("map app: Add Nearest Places' lines for 100 000 rows", process.execPath, ['out/test/bench/nearestLines.bench.js']);
run('test host', process.execPath, ['scripts/test-host/install.mjs']);
run('convert command in VS Code', process.execPath, [
  'out/test/host/runIntegration.js', '--tests', 'out/test/bench/host/index.js', '--label', 'bench', '--timeout', '600',
]);
run('Show on Map in VS Code, beside an empty webview panel', process.execPath, [
  'out/test/host/runIntegration.js', '--tests', 'out/test/bench/host/showOnMapIndex.js', '--label', 'bench-map', '--timeout', '900',
]);
run("Show on Map through VS Code's palette, beside VS Code's Markdown preview of an empty file", process.execPath, [
  'out/test/bench/host/showOnMapUi.js', '5',
]);
run("a batch job's final edit in VS Code, beside a bare edit", process.execPath, [
  'out/test/host/runIntegration.js', '--tests', 'out/test/bench/host/tableJobIndex.js', '--label', 'bench-jobs', '--timeout', '600',
]);
run('a 5 200-record OneMap theme drawn in VS Code', process.execPath, [
  'out/test/host/runIntegration.js', '--tests', 'out/test/bench/host/themeDrawIndex.js', '--label', 'bench-theme', '--timeout', '600',
]);
run('Add Nearest Places on a 100 000-row CSV in VS Code', process.execPath, [
  'out/test/host/runIntegration.js', '--tests', 'out/test/bench/host/nearestCommandIndex.js', '--label', 'bench-nearest', '--timeout', '600',
]);
run('Add Nearest Places through its pickers in VS Code, from the last answer', process.execPath, [
  'out/test/host/runIntegration.js', '--tests', 'out/test/bench/host/nearestPickersIndex.js', '--label', 'bench-pickers', '--timeout', '600',
]);
