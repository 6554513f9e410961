// Runs an extension test suite inside a real VS Code extension host (code-server + headless Chromium),
// as @vscode/test-electron does for desktop VS Code:
//   node out/test/host/runIntegration.js [--tests out/test/integration/index.js] [--workspace test/workspace]
//                                        [--label integration] [--timeout 300]
// Exits with the suite's code. Its last line repeats the suite's "<label>: N passed, M failed".
// OneMap comes from out/onemap-vscode.vsix, installed into the run's extensions folder; the suite is loaded
// beside the test harness (test/host/harness). ONEMAP_TEST_FROM=dev loads the repository folder instead.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startCodeServer, type CodeServer } from './codeServer';
import { extensionSource, extensionUnderTest } from './extensionUnderTest';
import { repoRoot } from './paths';
import { openWorkbench, type Workbench } from './workbench';

const summaryPattern = /\b([\w-]+): (\d+) passed, (\d+) failed\s*$/;

interface Summary {
  passed: number;
  failed: number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      tests: { type: 'string', default: 'out/test/integration/index.js' },
      workspace: { type: 'string', default: 'test/workspace' },
      label: { type: 'string', default: 'integration' },
      timeout: { type: 'string', default: '300' },
    },
  });
  const tests = resolve(repoRoot, values.tests);
  const workspace = resolve(repoRoot, values.workspace);
  const label = values.label;
  const timeoutMs = Number(values.timeout) * 1000;
  for (const [what, path] of [['tests', tests], ['workspace', workspace]]) {
    if (!existsSync(path)) throw new Error(`${what} not found: ${path} (build first: node esbuild.mjs)`);
  }

  const started = Date.now();
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let workbench: Workbench | undefined;
  let timer: NodeJS.Timeout | undefined;
  let summary: Summary | undefined;
  const stopAll = async () => {
    clearTimeout(timer);
    await workbench?.close();
    await browser?.close().catch(() => undefined);
    await server?.stop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`${label}: ${signal}, stopping code-server and the browser`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let code = 1;
  try {
    const extension = extensionUnderTest(true);
    server = await startCodeServer({ label, installExtensions: extension.installExtensions });
    browser = await launchBrowser();
    console.log(`${label}: code-server ${server.url}, OneMap from ${extensionSource() === 'dev' ? 'the repository folder (ONEMAP_TEST_FROM=dev)' : 'the installed .vsix'}, extension tests ${tests}`);
    workbench = await openWorkbench(browser, server, {
      folder: workspace,
      extensionDevelopmentPath: extension.extensionDevelopmentPath,
      extensionTestsPath: tests,
      onLog: (_type, message) => {
        for (const line of message.split('\n')) {
          console.log(line);
          const match = summaryPattern.exec(line);
          if (match && match[1] === label) summary = { passed: Number(match[2]), failed: Number(match[3]) };
        }
      },
    });
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the extension host did not report a result within ${timeoutMs / 1000}s`)),
        timeoutMs,
      );
    });
    const serverGone = server.exited.then((reason) => Promise.reject(new Error(reason)));
    code = await Promise.race([workbench.exit, workbench.lost, serverGone, timedOut]);
  } catch (error) {
    console.error(`${label}: FAILED: ${(error as Error).message}`);
    if (workbench) console.error(`--- last workbench console lines ---\n${workbench.recentConsole().join('\n')}`);
    if (server && existsSync(server.logFile)) {
      console.error(`--- code-server output ---\n${readFileSync(server.logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
    }
    code = 1;
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!summary) {
    console.error(`${label}: the suite printed no "${label}: N passed, M failed" line (exit code ${code}, ${seconds}s)`);
    return code === 0 ? 1 : code;
  }
  if (summary.passed + summary.failed === 0) {
    console.error(`${label}: no tests ran`);
    code = code === 0 ? 1 : code;
  }
  console.log(`${label}: finished in ${seconds}s with exit code ${code}`);
  console.log(`${label}: ${summary.passed} passed, ${summary.failed} failed`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`runIntegration: ${error.message}`);
    process.exit(1);
  },
);
