// `npm start`: the extension in a real VS Code (code-server) in your browser, on the sample workspace.
// The extension is symlinked into the session's extensions directory (code-server does not take
// --extensionDevelopmentPath, and a page opened by hand carries no payload), so after `npm run watch`
// rebuilds, "Developer: Reload Window" loads the new code. PORT overrides the port (default 8080).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const port = Number(process.env.PORT ?? 8080);
const workspace = join(root, 'test', 'workspace');

function step(what, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`start: ${what} failed`);
    process.exit(1);
  }
}

step('build', ['esbuild.mjs']);
step('installing the code-server host', ['scripts/test-host/install.mjs']);

// The test library (test/host/, bundled to out/test/host/ by the build above) knows how to run code-server.
const { startCodeServer } = createRequire(import.meta.url)(join(root, 'out', 'test', 'host', 'codeServer.js'));
let server;
try {
  server = await startCodeServer({ label: 'start', host: '127.0.0.1', port, linkExtensions: [root], startTimeoutMs: 90_000 });
} catch (error) {
  console.error(`start: code-server did not start on 127.0.0.1:${port} (set PORT to use another port)\n${error.message}`);
  process.exit(1);
}

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\nstart: ${signal}, stopping code-server`);
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

console.log(`OneMap for VS Code is running at ${server.url}/?folder=${encodeURI(workspace)}`);
console.log('Press Ctrl+C to stop.');
const reason = await server.exited;
if (!stopping) {
  console.error(`start: ${reason}; its log: ${server.logFile}`);
  process.exit(1);
}
