// `npm run test:electron`: the integration suite in desktop VS Code, downloaded by @vscode/test-electron.
// It needs the VS Code download site, so it cannot run on the project's machines (npm test runs the same
// suite in code-server instead); it is here for developers with a normal network.
// VSCODE_VERSION picks the VS Code build (default: 1.100.3, the oldest that package.json's engines allow).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';

const root = resolve(fileURLToPath(import.meta.url), '../..');

const build = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

try {
  await runTests({
    version: process.env.VSCODE_VERSION ?? '1.100.3',
    extensionDevelopmentPath: root,
    extensionTestsPath: join(root, 'out', 'test', 'integration', 'index.js'),
    launchArgs: [join(root, 'test', 'workspace'), '--disable-extensions', '--disable-workspace-trust'],
    // The repository is the development extension here, not an installed .vsix (test/integration/package.test.ts).
    extensionTestsEnv: { ONEMAP_TEST_FROM: 'dev' },
  });
} catch (error) {
  console.error(`test:electron: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
