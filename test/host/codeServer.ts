import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHttp } from './net';
import { codeServerEntry, installMarker, runsDir } from './paths';

export interface CodeServerOptions {
  /** Names the run directory, e.g. "integration" or "ui-convert". */
  label?: string;
  /** Merged over the defaults below and written to <user-data-dir>/User/settings.json. */
  settings?: Record<string, unknown>;
  /** .vsix files installed into this run's own extensions directory before the server starts. */
  installExtensions?: string[];
  /**
   * Extension folders symlinked into the extensions directory as <publisher>.<name>-<version>, so VS Code
   * loads them as installed; "Developer: Reload Window" then picks up a rebuild. For a human session: tests
   * use extensionDevelopmentPath instead.
   */
  linkExtensions?: string[];
  host?: string;
  /** A free port is chosen when omitted. */
  port?: number;
  startTimeoutMs?: number;
  /** Keep .vscode-test/runs/<id>/ after stop() (also when ONEMAP_KEEP_RUNS=1), e.g. to read its logs. */
  keepRunDir?: boolean;
  /**
   * Use this folder for the profile (user data, extensions, home) instead of a new run directory, and keep it
   * after stop(): a person's session (`npm start`) finds its sign-in and state again next time.
   */
  profileDir?: string;
}

export interface CodeServer {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly runDir: string;
  readonly userDataDir: string;
  readonly extensionsDir: string;
  /** The server's own output, for error messages. */
  readonly logFile: string;
  /** Resolves when the server process exits, with why. */
  readonly exited: Promise<string>;
  stop(): Promise<void>;
}

// Nothing in a test run should reach out: no gallery, update, telemetry or welcome page, no autosave that
// would write test edits back into test/workspace, and no git scans of the repository around it.
const defaultSettings: Record<string, unknown> = {
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'workbench.enableExperiments': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'security.workspace.trust.enabled': false,
  'files.autoSave': 'off',
  'git.enabled': false,
  'git.autoRepositoryDetection': false,
  'chat.commandCenter.enabled': false,
};

export function assertInstalled(): void {
  if (!existsSync(installMarker)) {
    throw new Error(`code-server is not installed (no ${installMarker}). Run: node scripts/test-host/install.mjs`);
  }
}

export async function startCodeServer(options: CodeServerOptions = {}): Promise<CodeServer> {
  assertInstalled();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const runDir = options.profileDir ?? join(runsDir, `${options.label ?? 'run'}-${Date.now().toString(36)}${process.pid.toString(36)}`);
  const dirs = {
    home: join(runDir, 'home'),
    config: join(runDir, 'home', '.config'),
    data: join(runDir, 'home', '.local', 'share'),
    cache: join(runDir, 'home', '.cache'),
    userData: join(runDir, 'user-data'),
    extensions: join(runDir, 'extensions'),
    tmp: join(runDir, 'tmp'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  // VS Code puts IPC sockets named vscode-ipc-<uuid>.sock (52 bytes) in TMPDIR/XDG_RUNTIME_DIR, and a
  // socket path must stay under 108 bytes: a deep checkout gets a short directory in the system tmp.
  const tmp = dirs.tmp.length <= 54 ? dirs.tmp : mkdtempSync(join(tmpdir(), 'onemap-cs-'));
  const settingsDir = join(dirs.userData, 'User');
  mkdirSync(settingsDir, { recursive: true });
  writeFileSync(join(settingsDir, 'settings.json'), JSON.stringify({ ...defaultSettings, ...options.settings }, null, 2));
  const configFile = join(runDir, 'config.yaml');
  writeFileSync(configFile, 'auth: none\ncert: false\n');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: dirs.home,
    XDG_CONFIG_HOME: dirs.config,
    XDG_DATA_HOME: dirs.data,
    XDG_CACHE_HOME: dirs.cache,
    XDG_RUNTIME_DIR: tmp,
    TMPDIR: tmp,
    // No extension gallery: nothing to fetch from open-vsx.org, which this network cannot reach anyway.
    EXTENSIONS_GALLERY: '{}',
    // Set in a VS Code terminal, VSCODE_IPC_HOOK_CLI makes code-server hand its arguments to that VS Code
    // instead of starting; NODE_OPTIONS (a debugger's --inspect, say) would reach every VS Code process.
    NODE_OPTIONS: undefined,
    VSCODE_IPC_HOOK_CLI: undefined,
  };
  const common = ['--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions, '--config', configFile];
  const logFile = join(runDir, 'code-server.log');

  const cleanUp = () => {
    if (options.keepRunDir || options.profileDir || process.env.ONEMAP_KEEP_RUNS === '1') return;
    rmSync(runDir, { recursive: true, force: true });
    if (tmp !== dirs.tmp) rmSync(tmp, { recursive: true, force: true });
  };

  for (const vsix of options.installExtensions ?? []) {
    const result = spawnSync(process.execPath, [codeServerEntry, ...common, '--install-extension', vsix, '--force'], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (result.status !== 0) {
      cleanUp();
      throw new Error(`code-server --install-extension ${vsix} failed (${result.error ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
    }
  }

  for (const folder of options.linkExtensions ?? []) {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const link = join(dirs.extensions, `${manifest.publisher}.${manifest.name}-${manifest.version}`);
    // A kept profile has the link from last time (perhaps to another checkout): point it here again.
    rmSync(link, { force: true, recursive: false });
    symlinkSync(folder, link);
  }

  const logFd = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      codeServerEntry,
      ...common,
      '--auth', 'none',
      '--bind-addr', `${host}:${port}`,
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      '--ignore-last-opened',
    ],
    // Its own process group, so stop() can end the extension host, pty host and watchers with it.
    { env, detached: true, stdio: ['ignore', logFd, logFd] },
  );
  closeSync(logFd);

  let exitReason: string | undefined;
  const exited = new Promise<string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit((exitReason = `code-server exited (${signal ?? `code ${code}`})`)));
    child.once('error', (error) => resolveExit((exitReason = `code-server could not start: ${error.message}`)));
  });

  const url = `http://${host}:${port}`;
  const server: CodeServer = {
    url,
    host,
    port,
    runDir,
    userDataDir: dirs.userData,
    extensionsDir: dirs.extensions,
    logFile,
    exited,
    stop: async () => {
      await killGroup(child, exited);
      cleanUp();
    },
  };
  try {
    await waitForHttp(`${url}/healthz`, options.startTimeoutMs ?? 60_000, () => exitReason);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- code-server output ---\n${log}`);
  }
  return server;
}

async function killGroup(child: ChildProcess, exited: Promise<string>): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((wake) => setTimeout(() => wake(true), 5000).unref()),
  ]);
  // Children (extension host, watchers) may outlive the server's own exit: end the whole group.
  signalGroup('SIGKILL');
  if (timedOut) await exited;
}
