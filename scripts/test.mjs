// `npm test`: every tier in order, each printing its own output, then one line per tier and the total.
// `node scripts/test.mjs --only=unit` (or typecheck, lint, webview, integration, ui, comma-separated) runs a subset.
//   typecheck  tsc --noEmit on the extension and on the webview
//   lint       eslint (eslint.config.mjs): typescript-eslint's rules and the page/host import boundary; then
//              dependency-cruiser (.dependency-cruiser.cjs): no import circle of files or folders, layer rules
//   build      node esbuild.mjs (bundles src/, webview/ and every test/**/*.ts into out/test/)
//   unit       node --test on out/test/unit/**/*.test.js
//   webview    node --test on out/test/webview/**/*.test.js: the map app (dist/webview) in headless Chromium
//   host       installs code-server into .vscode-test/ when missing
//   package    npm run package (out/onemap-vscode.vsix), before either host tier: both install it
//   integration  out/test/integration in a real VS Code extension host (out/test/host/runIntegration.js)
//   ui         node --test on out/test/ui/**/*.test.js, driving the workbench in headless Chromium
// The host tiers test the installed .vsix; ONEMAP_TEST_FROM=dev loads the repository folder instead (quicker,
// skips packaging) and is for iteration only: CI's answer comes from the package.
// A step that fails without counts (typecheck, build, package, a runner that never reported) counts as one
// failure, so the total never reads clean when something broke. Skipped or todo tests count as failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const reportsDir = join(root, '.vscode-test', 'reports');
const minutes = (n) => n * 60_000;
const results = [];

// Children run in their own process groups (so a time-out can end a whole tree): pass Ctrl+C on, then stop.
let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (current) try { process.kill(-current.pid, signal); } catch { /* already gone */ }
    console.error(`test: ${signal}, stopping`);
    setTimeout(() => process.exit(130), current ? 3000 : 0).unref();
    if (current) current.once('close', () => process.exit(130));
  });
}

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return entry.name.endsWith('.test.js') ? [path] : [];
    })
    .sort();
}

/** Runs a command with inherited stdio (or teed stdout when `capture`), killed with its group on time-out. */
function run(command, args, { timeoutMs, capture = false } = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        output += chunk;
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`test: ${command} ${args.join(' ')} took longer than ${timeoutMs / 60_000} min, stopping it`);
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
    }, timeoutMs);
    current = child;
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      resolveRun({ ok: code === 0 && !timedOut, code: code ?? signal, output });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      console.error(`test: could not run ${command}: ${error.message}`);
      resolveRun({ ok: false, code: error.message, output });
    });
  });
}

function banner(name) {
  console.log(`\n===== ${name} =====`);
}

async function step(name, command, args, timeoutMs) {
  banner(name);
  const result = await run(command, args, { timeoutMs });
  results.push({ name, passed: 0, failed: result.ok ? 0 : 1, note: result.ok ? 'ok' : `FAILED (exit ${result.code})` });
  return result.ok;
}

// node --test writes its spec report to the console and a TAP copy to a file whose "# pass" lines we add up.
async function nodeTestTier(name, dir, extraArgs, timeoutMs) {
  banner(name);
  const files = testFiles(join(root, dir));
  if (files.length === 0) {
    console.error(`test: no *.test.js files under ${dir}`);
    results.push({ name, passed: 0, failed: 1, note: 'FAILED: no test files' });
    return;
  }
  mkdirSync(reportsDir, { recursive: true });
  const tap = join(reportsDir, `${name}.tap`);
  rmSync(tap, { force: true });
  const result = await run(process.execPath, [
    '--test',
    ...extraArgs,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files.map((file) => relative(root, file)),
  ], { timeoutMs });
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key) => Number((new RegExp(`^# ${key} (\\d+)$`, 'm').exec(report) ?? [])[1] ?? 0);
  const passed = count('pass');
  let failed = count('fail') + count('cancelled') + count('skipped') + count('todo');
  let note = '';
  if (passed + failed === 0) { failed = 1; note = ' (ran no tests)'; }
  else if (!result.ok && failed === 0) { failed = 1; note = ` (runner exited ${result.code})`; }
  results.push({ name, passed, failed, note: `${passed} passed, ${failed} failed${note}` });
}

async function integrationTier() {
  banner('integration');
  const result = await run(process.execPath, ['out/test/host/runIntegration.js', '--label', 'integration'], {
    timeoutMs: minutes(10),
    capture: true,
  });
  const lines = [...result.output.matchAll(/^integration: (\d+) passed, (\d+) failed$/gm)];
  const last = lines.at(-1);
  if (!last) {
    results.push({ name: 'integration', passed: 0, failed: 1, note: `FAILED before reporting (exit ${result.code})` });
    return;
  }
  const passed = Number(last[1]);
  let failed = Number(last[2]);
  let note = '';
  if (passed + failed === 0) { failed = 1; note = ' (ran no tests)'; }
  else if (!result.ok && failed === 0) { failed = 1; note = ` (runner exited ${result.code})`; }
  results.push({ name: 'integration', passed, failed, note: `${passed} passed, ${failed} failed${note}` });
}

const npx = (bin) => join(root, 'node_modules', '.bin', bin);
const started = Date.now();
// --only=unit,ui (any of typecheck, lint, unit, webview, integration, ui) runs just those; the build always runs.
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;
const tiers = ['typecheck', 'lint', 'unit', 'webview', 'integration', 'ui'];
const unknown = [...(only ?? [])].filter((tier) => !tiers.includes(tier));
if (only && (unknown.length > 0 || only.size === 0)) {
  console.error(`test: unknown tier${unknown.length === 1 ? '' : 's'} ${JSON.stringify(unknown.join(','))} in ${onlyArg}; the tiers are ${tiers.join(', ')}`);
  process.exit(2);
}
const want = (tier) => !only || only.has(tier);
const fromDev = process.env.ONEMAP_TEST_FROM === 'dev';
if (fromDev && (want('integration') || want('ui'))) console.log('test: ONEMAP_TEST_FROM=dev: the host tiers load the repository folder, not the .vsix');

if (want('typecheck')) {
  await step('typecheck (extension)', npx('tsc'), ['--noEmit', '-p', '.'], minutes(10));
  await step('typecheck (webview)', npx('tsc'), ['--noEmit', '-p', 'webview'], minutes(10));
}
if (want('lint')) {
  await step('lint', npx('eslint'), ['--max-warnings=0', 'src', 'webview', 'test', 'scripts', 'esbuild.mjs', 'eslint.config.mjs'], minutes(5));
  // The import graph: no circle of files or of folders, commands imported by the entry alone, engines below the glue.
  await step('imports', npx('depcruise'), ['src', 'webview', '--config', '.dependency-cruiser.cjs'], minutes(5));
}
const built = await step('build', process.execPath, ['esbuild.mjs'], minutes(5));
if (built) {
  if (want('unit')) await nodeTestTier('unit', 'out/test/unit', [], minutes(15));
  // Each file starts its own Chromium: one file at a time, and their 10 s waits hold on 2 cores.
  if (want('webview')) await nodeTestTier('webview', 'out/test/webview', ['--test-concurrency=1'], minutes(15));
  if ((want('integration') || want('ui'))
    && await step('host', process.execPath, ['scripts/test-host/install.mjs'], minutes(20))
    && (fromDev || await step('package', 'npm', ['run', '--silent', 'package'], minutes(5)))) {
    if (want('integration')) await integrationTier();
    // One workbench at a time: each takes about 1 GB and the machine has 2 cores.
    // A bound against a hung workbench, not a measure: under a loaded CI machine the tier has taken 13 min.
    if (want('ui')) await nodeTestTier('ui', 'out/test/ui', ['--test-concurrency=1'], minutes(30));
  }
}

banner(`summary (${((Date.now() - started) / 1000).toFixed(0)}s)`);
for (const tier of tiers.filter((t) => t !== 'typecheck' && t !== 'lint')) {
  if (want(tier) && !results.some((r) => r.name === tier)) {
    results.push({ name: tier, passed: 0, failed: 1, note: 'FAILED: not run (an earlier step failed)' });
  }
}
for (const r of results) console.log(`${r.name}: ${r.note}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
