// Installs the VS Code that integration and UI tests run in: code-server (VS Code 1.100.3 server) from the
// npm registry, into .vscode-test/code-server-<version>/. Its own postinstall downloads ripgrep from GitHub,
// which cannot be reached here, so the package is installed with scripts off and its native modules are
// built by hand with npm's bundled node-gyp against Debian's headers. A marker file is written only after
// everything built and a smoke check passed, and it names the version and the Node it was built for, so an
// interrupted, older or foreign install is redone from scratch next time. Two set-ups at once in one
// checkout (`npm start` beside `npm test`) take turns on a lock instead of building into the same folder.
// Usage: node scripts/test-host/install.mjs [--force]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProblem, markerContent } from './marker.mjs';
import { CODE_SERVER_VERSION, codeServerDir, installMarker, findOnPath } from './paths.mjs';

const started = Date.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const target = codeServerDir(root);
const marker = installMarker(root);
const logFile = join(root, '.vscode-test', `install-code-server-${CODE_SERVER_VERSION}.log`);
const force = process.argv.includes('--force');

function fail(message) {
  console.error(`install-host: ${message}`);
  process.exit(1);
}

function checkPrerequisites() {
  const problems = [];
  const major = process.versions.node.split('.')[0];
  if (major !== '20') problems.push(`code-server ${CODE_SERVER_VERSION} needs Node 20 exactly; this is Node ${process.versions.node}`);
  if (!existsSync('/usr/bin/chromium')) problems.push('/usr/bin/chromium is missing (Debian package chromium)');
  if (!findOnPath('rg')) problems.push('rg is missing (Debian package ripgrep)');
  for (const tool of ['make', 'g++', 'python3']) if (!findOnPath(tool)) problems.push(`${tool} is missing (needed to build native modules)`);
  if (!existsSync('/usr/include/gssapi/gssapi.h')) problems.push('Kerberos headers are missing (Debian package libkrb5-dev)');
  if (problems.length > 0) fail(`${problems.join('\n  ')}\nFix: run \`bash scripts/setup.sh\` (as root), then try again.`);
}

// node-gyp would otherwise download Node's headers from nodejs.org, which is unreachable here.
function nodeHeadersDir() {
  if (process.env.npm_config_nodedir) return process.env.npm_config_nodedir;
  const prefix = resolve(dirname(process.execPath), '..');
  return existsSync(join(prefix, 'include', 'node', 'common.gypi')) ? prefix : undefined;
}

function npmNodeGyp() {
  const npmRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
  const gyp = join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  if (!existsSync(gyp)) fail(`npm's bundled node-gyp was not found at ${gyp}`);
  return gyp;
}

let logFd;
const HEARTBEAT_MS = 10_000;
const STEP_TIMEOUT_MS = 15 * 60 * 1000;

/** Runs one step with its output in the log, saying every few seconds that it is still going. */
async function run(step, command, args, cwd, extraEnv = {}) {
  const t0 = Date.now();
  const elapsed = () => ((Date.now() - t0) / 1000).toFixed(1);
  writeFileSync(logFd, `\n$ (cd ${cwd} && ${command} ${args.join(' ')})\n`);
  const child = spawn(command, args, { cwd, stdio: ['ignore', logFd, logFd], env: { ...process.env, ...extraEnv } });
  const heartbeat = setInterval(() => console.log(`install-host:   ${step}: still running (${elapsed()}s)`), HEARTBEAT_MS);
  const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
  const outcome = await new Promise((done) => {
    child.once('error', (error) => done(error.message));
    child.once('close', (code, signal) => done(code === 0 ? undefined : `exit ${code ?? signal}`));
  });
  clearInterval(heartbeat);
  clearTimeout(timer);
  if (outcome !== undefined) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    fail(`${step} failed (${outcome}) after ${elapsed()}s.\n--- last lines of ${logFile} ---\n${lines}`);
  }
  console.log(`install-host:   ${step} (${elapsed()}s)`);
}

async function install() {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  mkdirSync(dirname(logFile), { recursive: true });
  logFd = openSync(logFile, 'w');
  const vscode = join(target, 'lib', 'vscode');
  const gyp = npmNodeGyp();
  const headers = nodeHeadersDir();
  const gypEnv = { npm_config_node_gyp: gyp, ...(headers ? { npm_config_nodedir: headers } : {}) };
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];

  await run(`download code-server@${CODE_SERVER_VERSION}`, 'npm', ['pack', `code-server@${CODE_SERVER_VERSION}`, '--pack-destination', target, ...quiet], target);
  const tarball = join(target, `code-server-${CODE_SERVER_VERSION}.tgz`);
  await run('unpack', 'tar', ['xzf', tarball, '--strip-components=1', '-C', target], target);
  rmSync(tarball);
  await run('install code-server dependencies', 'npm', ['install', '--omit=dev', '--ignore-scripts', ...quiet], target);
  await run('install VS Code server dependencies', 'npm', ['install', '--omit=dev', '--ignore-scripts', ...quiet], vscode);
  for (const mod of ['kerberos', 'node-pty', '@vscode/spdlog', 'native-watchdog']) {
    await run(`build ${mod}`, process.execPath, [gyp, 'rebuild', '--jobs=max'], join(vscode, 'node_modules', mod), gypEnv);
  }
  // VS Code's search runs this binary; the npm package would have fetched it from GitHub.
  const rgBin = join(vscode, 'node_modules', '@vscode', 'ripgrep', 'bin');
  mkdirSync(rgBin, { recursive: true });
  rmSync(join(rgBin, 'rg'), { force: true });
  symlinkSync(findOnPath('rg'), join(rgBin, 'rg'));
  // VS Code looks for some files (oniguruma wasm, rg) under node_modules.asar.
  symlinkSync('node_modules', join(vscode, 'node_modules.asar'));
  symlinkSync('code-linux.sh', join(vscode, 'bin', 'remote-cli', 'code-server'));
  symlinkSync('browser-linux.sh', join(vscode, 'bin', 'helpers', 'browser.sh'));
  await run('install built-in extensions dependencies', 'npm', ['install', '--omit=dev', ...quiet], join(vscode, 'extensions'));
  await run('build argon2', process.execPath, [join(target, 'node_modules', '@mapbox', 'node-pre-gyp', 'bin', 'node-pre-gyp'), 'install', '--fallback-to-build'],
    join(target, 'node_modules', 'argon2'), gypEnv);
  await smokeCheck(vscode);
  closeSync(logFd);
  writeFileSync(marker, markerContent(CODE_SERVER_VERSION, process.version));
}

// Loads every native module under Node 20 and asks code-server its version, so a broken build shows here
// rather than as a workbench that never starts.
async function smokeCheck(vscode) {
  const modules = ['kerberos', 'node-pty', '@vscode/spdlog', 'native-watchdog', '@parcel/watcher'];
  const script = `const { createRequire } = require('node:module');
const req = createRequire(${JSON.stringify(join(vscode, 'package.json'))});
for (const m of ${JSON.stringify(modules)}) req(m);
createRequire(${JSON.stringify(join(target, 'package.json'))})('argon2');`;
  await run('load native modules', process.execPath, ['-e', script], target);
  // code-server writes a default config under XDG_CONFIG_HOME even for --version: keep it out of the real HOME.
  const home = join(target, '.smoke-home');
  await run('code-server --version', process.execPath, [join(target, 'out', 'node', 'entry.js'), '--version'], target,
    { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') });
  rmSync(home, { recursive: true, force: true });
}

// flock(1) holds the lock for as long as this script runs again under it; the variable marks that run.
const lockFile = join(root, '.vscode-test', 'install-code-server.lock');
if (process.env.ONEMAP_HOST_INSTALL_LOCKED !== lockFile) {
  mkdirSync(dirname(lockFile), { recursive: true });
  if (spawnSync('flock', ['-n', lockFile, 'true']).status !== 0) {
    console.log('install-host: another set-up is installing code-server in this checkout; waiting for it to finish');
  }
  const locked = spawnSync('flock', [lockFile, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ONEMAP_HOST_INSTALL_LOCKED: lockFile },
  });
  if (locked.error) fail(`could not take the install lock with flock: ${locked.error.message}`);
  process.exit(locked.status ?? 1);
}

checkPrerequisites();
const problem = force ? 'reinstall asked for (--force)' : installProblem(marker, {
  version: CODE_SERVER_VERSION,
  nodeMajor: process.versions.node.split('.')[0],
});
if (!problem) {
  console.log(`install-host: code-server ${CODE_SERVER_VERSION} is already installed in ${target}`);
  process.exit(0);
}
if (existsSync(target)) console.log(`install-host: replacing the install in ${target}: ${problem}`);
console.log(`install-host: installing code-server ${CODE_SERVER_VERSION} into ${target} (log: ${logFile})`);
await install();
console.log(`install-host: done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
