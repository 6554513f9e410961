// `npm run mutate`: mutation testing (StrykerJS) of the pure modules, one folder at a time, so that the unit
// tests are judged by the bugs they catch. `npm run mutate -- onemap batch` (or MUTATE_FOLDERS="onemap batch")
// runs only those folders. Each folder gets its own report and incremental file under reports/mutation/
// (ignored by git): a second run tests only the mutants whose code or covering tests changed.
// How it runs: Stryker copies the repository into .stryker-tmp/ with the folder's sources mutated, builds the
// unit tests that bundle any of them into out/mutate/ (scripts/mutate/build.mjs: esbuild, as the unit tier
// does), loads them once in one process (Stryker's Mocha runner) and runs, for each mutant, only the tests
// that reach it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(fileURLToPath(import.meta.url), '../..');
process.chdir(root);
export const FOLDERS = ['shared', 'onemap', 'batch', 'geocode', 'planningArea', 'diagnostics', 'reverseGeocode', 'travelTimes', 'mapData', 'hover'];
// Tests whose subject is real time, left out: a 2 000-call job at a real rate (about 20 s a run; what it reaches
// the fake-clock tests cover), and a job cancelled while calls are in flight and run again (how many calls were
// in flight depends on the machine's load, and a test failing in Stryker's first run stops the whole run).
const WALL_CLOCK_TESTS = ['test/unit/onemap/pacedJob.test.ts', 'test/unit/batch/resume.test.ts'];
const IMPORTS_VSCODE = /(?:from\s+|import\s+|require\()['"]vscode['"]/;

const filesUnder = (dir, suffix) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesUnder(path, suffix) : name.endsWith(suffix) ? [path] : [];
}).sort();

/** The folder's .ts files that Node can load: the ones importing `vscode` are the host's and are left out. */
function sourcesOf(folder) {
  // A single file (shared/coords/pairs.ts) is mutated alone: a large folder's run can take hours.
  const path = join('src', folder);
  const all = statSync(path).isDirectory() ? filesUnder(path, '.ts') : [path];
  const host = all.filter((file) => IMPORTS_VSCODE.test(readFileSync(file, 'utf8')));
  return { pure: all.filter((file) => !host.includes(file)), host };
}

/** Each unit test file with the source files its bundle holds (esbuild's metafile, nothing written). */
async function testInputs() {
  const entryPoints = filesUnder('test/unit', '.test.ts');
  const result = await esbuild.build({
    entryPoints, outbase: 'test', outdir: 'out/mutate-probe', bundle: true, packages: 'external', external: ['vscode'],
    platform: 'node', format: 'cjs', write: false, metafile: true, logLevel: 'error',
    plugins: [{ name: 'virtual-external', setup: (b) => b.onResolve({ filter: /^virtual:/ }, (a) => ({ path: a.path, external: true })) }],
  });
  return Object.values(result.metafile.outputs).filter((o) => o.entryPoint).map((o) => ({ entry: o.entryPoint, inputs: Object.keys(o.inputs) }));
}

/**
 * The unit test files `ref` (MUTATE_SINCE) already had. They are run first, so that with Stryker stopping at
 * the first failing test, a mutant killed by a newer file is one that the tests at `ref` let through: the
 * summary gives the score at `ref` beside today's from one run. (A file edited since `ref` counts as old.)
 */
function testFilesAt(ref) {
  return new Set(execFileSync('git', ['ls-tree', '-r', '--name-only', ref, 'test/unit'], { encoding: 'utf8' }).split('\n'));
}

/**
 * Stryker reuses a surviving static mutant (one in code run as a module loads) as long as its file is unchanged,
 * since no test is recorded as covering it, so a test added since would never be tried on it: such survivors are
 * dropped from the incremental file and tried again.
 */
function forgetStaticSurvivors(path) {
  if (!existsSync(path)) return;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  for (const file of Object.values(report.files ?? {})) {
    file.mutants = file.mutants.filter((m) => !(m.static && (m.status === 'Survived' || m.status === 'NoCoverage')));
  }
  writeFileSync(path, JSON.stringify(report));
}

async function runFolder(folder) {
  const { pure, host } = sourcesOf(folder);
  if (host.length > 0) console.log(`mutate ${folder}: leaving out (they import vscode): ${host.join(', ')}`);
  const since = process.env.MUTATE_SINCE;
  const old = since ? testFilesAt(since) : undefined;
  // MUTATE_TESTS="test/unit/planningArea test/unit/areas" uses only the test files under those folders: fewer
  // tests catch no more mutants, so the score is a lower bound of the folder's, reached in a fraction of the time
  // (no heavy test of another folder runs per mutant, and code those run as they load is no static mutant).
  const only = (process.env.MUTATE_TESTS ?? '').split(/[\s,]+/).filter(Boolean).map((d) => `${d.replace(/\/$/, '')}/`);
  const tests = (await testInputs())
    .filter((t) => !WALL_CLOCK_TESTS.includes(t.entry) && t.inputs.some((input) => pure.includes(input)))
    // A name may be a folder or one test file (the fast ones of a folder whose other files are slow).
    .filter((t) => only.length === 0 || only.some((d) => t.entry.startsWith(d) || `${t.entry}/` === d))
    .map((t) => t.entry)
    .sort((a, b) => Number(old ? !old.has(a) : 0) - Number(old ? !old.has(b) : 0) || a.localeCompare(b));
  // Stryker's test ids are Mocha's full titles, which begin with the file's (nodeTestOnMocha.cjs).
  const newer = old ? tests.filter((t) => !old.has(t)).map((t) => `${relative('test', t).replace(/\.ts$/, '')} `) : [];
  console.log(`mutate ${folder}: ${pure.length} source files, ${tests.length} test files`);
  const { Stryker } = await import('@stryker-mutator/core');
  // A run on some tests keeps its own report and incremental file: its results are no full run's.
  const report = `reports/mutation/${folder.replaceAll('/', '-')}${only.length > 0 ? '.some-tests' : ''}`;
  if (only.length > 0) console.log(`mutate ${folder}: only the tests under ${only.join(', ')}: the score is a lower bound of the folder's`);
  forgetStaticSurvivors(`${report}.incremental.json`);
  const results = await new Stryker({
    mutate: pure,
    // Mocha keeps the tests loaded in one process and runs only those that reach a mutant; the tests are
    // node:test's, bundled with node:test written onto Mocha (scripts/mutate/nodeTestOnMocha.cjs).
    testRunner: 'mocha',
    plugins: ['@stryker-mutator/mocha-runner'],
    mochaOptions: { spec: tests.map((t) => join('out/mutate', relative('test', t)).replace(/\.ts$/, '.js')), 'no-config': true, 'no-package': true },
    buildCommand: `node scripts/mutate/build.mjs ${tests.join(' ')}`,
    coverageAnalysis: 'perTest',
    // Stryker's default writes `// @ts-nocheck` atop every .js/.ts under test/ and src/, real fixtures too
    // (a QGIS export then no longer starts with its `var name =`): esbuild does not type-check, so nothing needs it.
    disableTypeChecks: false,
    concurrency: 1,
    incremental: true,
    // MUTATE_FORCE=1 tests every mutant again (after editing a test file in place rather than adding one).
    force: process.env.MUTATE_FORCE === '1',
    // MUTATE_IGNORE_STATIC=1 leaves out the mutants in code run as a module loads (tables, patterns, constants):
    // each needs a fresh process and every test, a minute apiece in a large folder. A quick look only: such a
    // score leaves those mutants out, so it is not the folder's score.
    ignoreStatic: process.env.MUTATE_IGNORE_STATIC === '1',
    incrementalFile: `${report}.incremental.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `${report}.html` },
    jsonReporter: { fileName: `${report}.json` },
    clearTextReporter: { allowColor: false, reportTests: false, reportScoreTable: true, reportMutants: true },
    thresholds: { high: 90, low: 85, break: null },
    // media/samples stays: the walkthrough's sample files are read by tests that reach these folders.
    ignorePatterns: ['/.vscode-test', '/dist', '/out', '/.bench', '/media/*', '!/media/samples'],
    dryRunTimeoutMinutes: 30,
    tempDirName: '.stryker-tmp',
  }).runMutationTest();
  const count = (...statuses) => results.filter((r) => statuses.includes(r.status)).length;
  if (count('Ignored') > 0) console.log(`mutate ${folder}: ${count('Ignored')} static mutants left out (MUTATE_IGNORE_STATIC): this is not the folder's score`);
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  const byNewer = (r) => r.status === 'Killed' && (r.killedBy ?? []).every((id) => newer.some((prefix) => id.startsWith(prefix)));
  const detectedBefore = detected - results.filter(byNewer).length;
  return {
    folder, mutants: valid, detected, ignoredStatic: count('Ignored'), survived: count('Survived'), noCoverage: count('NoCoverage'), score: valid ? (100 * detected) / valid : 100,
    ...(since && { since, scoreBefore: valid ? (100 * detectedBefore) / valid : 100 }),
    ...(only.length > 0 && { onlyTests: only }),
  };
}

const one = process.argv.indexOf('--one');
if (process.argv.includes('--summary')) {
  // `npm run mutate -- --summary [shared/coords …]`: the scores from the reports there are, nothing run.
  const { printSummary } = await import('./mutate/summary.mjs');
  const extra = process.argv.slice(2).filter((a) => a !== '--summary').map((f) => f.replace(/^src\//, '').replace(/\/$/, ''));
  printSummary([...FOLDERS, ...extra], sourcesOf);
} else if (one >= 0) {
  const folder = process.argv[one + 1];
  const score = await runFolder(folder);
  // Kept beside the report, so a run stopped before the table still leaves each folder's figures.
  writeFileSync(`reports/mutation/${folder.replaceAll('/', '-')}.score.json`, `${JSON.stringify(score, null, 2)}\n`);
  console.log(`MUTATION-SCORE ${JSON.stringify(score)}`);
} else {
  const asked = [...process.argv.slice(2), ...(process.env.MUTATE_FOLDERS ?? '').split(/[\s,]+/)].filter(Boolean).map((f) => f.replace(/^src\//, '').replace(/\/$/, ''));
  // A folder inside one of them (shared/coords) runs alone too.
  const unknown = asked.filter((f) => !FOLDERS.includes(f.split('/')[0]) || !existsSync(join('src', f)));
  if (unknown.length > 0) {
    console.error(`mutate: unknown folder ${unknown.join(', ')}; one of ${FOLDERS.join(', ')}`);
    process.exit(2);
  }
  const scores = [];
  // One Stryker a process: its logging and plugin loading are set up once a process.
  for (const folder of asked.length > 0 ? asked : FOLDERS) {
    const started = Date.now();
    const run = await new Promise((done) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--one', folder], { stdio: ['ignore', 'pipe', 'inherit'] });
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (!String(chunk).startsWith('MUTATION-SCORE')) process.stdout.write(chunk);
      });
      child.once('close', (status) => done({ status, stdout }));
    });
    const line = /^MUTATION-SCORE (.*)$/m.exec(run.stdout);
    scores.push(line ? { ...JSON.parse(line[1]), minutes: (Date.now() - started) / 60_000 } : { folder, failed: run.status });
  }
  const since = process.env.MUTATE_SINCE;
  if (process.env.MUTATE_TESTS) console.log(`\n≥: only the tests under ${process.env.MUTATE_TESTS} ran: a lower bound of the score`);
  console.log(`\nfolder          score   mutants  survived  no cover  minutes${since ? `  score with the tests at ${since}` : ''}`);
  for (const s of scores) {
    if (s.failed !== undefined) console.log(`${s.folder.padEnd(15)} FAILED (exit ${s.failed})`);
    else console.log(`${s.folder.padEnd(15)} ${s.score.toFixed(1).padStart(5)} %${s.onlyTests ? '≥' : ' '}${String(s.mutants).padStart(8)} ${String(s.survived).padStart(9)} ${String(s.noCoverage).padStart(9)} ${s.minutes.toFixed(1).padStart(8)}${s.scoreBefore === undefined ? '' : `  ${s.scoreBefore.toFixed(1).padStart(5)} %`}`);
  }
  process.exitCode = scores.some((s) => s.failed !== undefined) ? 1 : 0;
}
