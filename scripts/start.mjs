// `npm start`: the extension in a real VS Code (code-server) in your browser, on the sample workspace.
// The extension is symlinked into the session's extensions directory (code-server does not take
// --extensionDevelopmentPath, and a page opened by hand carries no payload), so after `npm run watch`
// rebuilds, "Developer: Reload Window" loads the new code. PORT overrides the port (default 8080).
//
// Which OneMap the session talks to (its `onemap.baseUrl` user setting, written for this run only):
//   ONEMAP_BASE_URL unset   the local OneMap simulator (test/simulator), started here on 127.0.0.1:SIM_PORT
//                           (default 8787) and stopped with the session; sign in with the demo account printed
//   ONEMAP_BASE_URL=https://www.onemap.gov.sg   that OneMap, with your own account; no simulator
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const require = createRequire(import.meta.url);
const port = Number(process.env.PORT ?? 8080);
const simPort = Number(process.env.SIM_PORT ?? 8787);
const realBaseUrl = process.env.ONEMAP_BASE_URL?.trim() || undefined;
const workspace = join(root, 'test', 'workspace');

function step(what, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`start: ${what} failed`);
    process.exit(1);
  }
}

/**
 * Starts the simulator's CLI (built into out/test/simulator/ by the build) and resolves with its URL once it
 * listens. Its request log is passed on, prefixed, so sign-in attempts show up next to the session.
 */
function startSimulator() {
  return new Promise((resolveStart, rejectStart) => {
    const child = spawn(process.execPath, [join(root, 'out', 'test', 'simulator', 'cli.js'), '--port', String(simPort), '--host', '127.0.0.1'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl+C reaches only this script, which stops the simulator after code-server.
      detached: true,
    });
    let url;
    let errors = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      rejectStart(new Error('it did not report listening within 20 s'));
    }, 20_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const listening = /^OneMap simulator listening on (\S+)$/.exec(line);
      if (listening && !url) {
        url = listening[1];
        clearTimeout(timer);
        resolveStart({ child, url });
      } else if (url && !/^(Demo|Restricted) account|^Press Ctrl\+C/.test(line)) {
        console.log(`simulator: ${line}`);
      }
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      errors += `${line}\n`;
      if (url) console.error(`simulator: ${line}`);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      rejectStart(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!url) rejectStart(new Error(`it exited (${signal ?? `code ${code}`})${errors ? `: ${errors.trim()}` : ''}`));
    });
  });
}

step('build', ['esbuild.mjs']);
step('installing the code-server host', ['scripts/test-host/install.mjs']);

let simulator;
let demoUser;
if (!realBaseUrl) {
  // Read now: a rebuild (`npm run watch`, `node esbuild.mjs`) empties out/test/ while the session runs.
  ({ DEMO_USER: demoUser } = require(join(root, 'out', 'test', 'simulator', 'types.js')));
  try {
    simulator = await startSimulator();
  } catch (error) {
    console.error(`start: the OneMap simulator did not start on 127.0.0.1:${simPort} (set SIM_PORT to use another port, or ONEMAP_BASE_URL to use a real OneMap)\n${error.message}`);
    process.exit(1);
  }
}
const baseUrl = realBaseUrl ?? simulator.url;
let stopping = false;
const stopSimulator = () => {
  if (simulator && simulator.child.exitCode === null && simulator.child.signalCode === null) simulator.child.kill('SIGTERM');
};
// However this process ends, the simulator must not outlive it (it holds SIM_PORT).
process.once('exit', stopSimulator);
simulator?.child.once('exit', (code, signal) => {
  if (!stopping) console.error(`start: the OneMap simulator stopped (${signal ?? `code ${code}`}); signing in will fail until npm start is run again`);
});

// The test library (test/host/, bundled to out/test/host/ by the build above) knows how to run code-server.
const { startCodeServer } = require(join(root, 'out', 'test', 'host', 'codeServer.js'));
let server;
try {
  server = await startCodeServer({
    label: 'start',
    host: '127.0.0.1',
    port,
    linkExtensions: [root],
    // Kept between runs (and ignored by git): the demo's sign-in and the planner's state survive a restart.
    profileDir: join(root, '.vscode-test', 'start-profile'),
    settings: { 'onemap.baseUrl': baseUrl },
    startTimeoutMs: 90_000,
  });
} catch (error) {
  console.error(`start: code-server did not start on 127.0.0.1:${port} (set PORT to use another port)\n${error.message}`);
  process.exit(1);
}

const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\nstart: ${signal}, stopping code-server${simulator ? ' and the OneMap simulator' : ''}`);
  stopSimulator();
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

console.log(`OneMap for VS Code is running at ${server.url}/?folder=${encodeURI(workspace)}`);
if (simulator) {
  console.log(`OneMap API: the local OneMap simulator at ${simulator.url} (set ONEMAP_BASE_URL to use a real OneMap)`);
  console.log(`Sign in with the demo account: ${demoUser.email} / ${demoUser.password}`);
} else {
  console.log(`OneMap API: ${baseUrl} (from ONEMAP_BASE_URL); sign in with your OneMap account`);
}
console.log(`Your profile (sign-in, state): ${join(root, '.vscode-test', 'start-profile')}; delete it to start afresh.`);
console.log('Press Ctrl+C to stop.');
const reason = await server.exited;
if (!stopping) {
  console.error(`start: ${reason}; its log: ${server.logFile}`);
  process.exit(1);
}
