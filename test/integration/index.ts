// The extension-tests entry that VS Code's extension host loads (extensionTestsPath): the same contract as
// @vscode/test-electron's, so both the code-server runner and desktop VS Code use it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.js') ? [path] : [];
  });
}

export function run(): Promise<void> {
  // No colours: the output travels through the workbench's log to a plain-text CI log.
  const mocha = new Mocha({ ui: 'tdd', reporter: 'spec', color: false, timeout: 20_000 });
  const files = testFiles(__dirname).sort();
  for (const file of files) mocha.addFile(file);

  return new Promise((resolveRun, reject) => {
    try {
      const runner = mocha.run(() => {
        const passed = runner.stats?.passes ?? 0;
        // A skipped test is a test that did not pass.
        const failed = (runner.stats?.failures ?? 0) + (runner.stats?.pending ?? 0);
        console.log(`integration: ${passed} passed, ${failed} failed`);
        if (failed > 0) reject(new Error(`${failed} integration test(s) failed or were skipped`));
        else if (passed === 0) reject(new Error(`no integration tests ran (looked in ${__dirname})`));
        else resolveRun();
      });
    } catch (error) {
      console.log('integration: 0 passed, 1 failed');
      reject(error);
    }
  });
}
