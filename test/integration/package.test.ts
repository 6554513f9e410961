// The suite tests what users install: OneMap is the .vsix that `npm run package` built, installed into this
// run's extensions folder (test/host/runIntegration.ts), not the repository loaded as a development folder.
// A run that silently fell back to the repository would pass every other test; this one fails it.
import * as assert from 'node:assert/strict';
import { existsSync, realpathSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { extensionSource, harnessFolder } from '../host/extensionUnderTest';
import { repoRoot } from '../host/paths';
import { filesLoadedAtRunTime } from '../host/shippedFiles';

const extensionId = 'onemap-vscode.onemap-vscode';

suite('The extension under test', () => {
  test(`${extensionId} runs from ${extensionSource() === 'dev' ? 'the repository (ONEMAP_TEST_FROM=dev)' : 'the installed package'}`, () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension, `${extensionId} is not loaded`);
    const where = realpathSync(extension.extensionPath);
    if (extensionSource() === 'dev') {
      assert.equal(where, realpathSync(repoRoot));
      return;
    }
    assert.notEqual(where, realpathSync(repoRoot), 'loaded from the repository, not from the .vsix');
    const manifest = extension.packageJSON as { version: string };
    assert.equal(path.basename(where), `${extensionId}-${manifest.version}`, `installed as a user's copy: ${where}`);
    assert.equal(path.basename(path.dirname(where)), 'extensions', `in code-server's extensions folder: ${where}`);
  });

  test(extensionSource() === 'dev' ? 'no test harness is loaded beside the repository' : 'the test harness is loaded beside the package, and it contributes nothing', () => {
    const harness = vscode.extensions.all.filter((extension) => realpathSync(extension.extensionPath) === realpathSync(harnessFolder));
    if (extensionSource() === 'dev') {
      assert.deepEqual(harness, []);
      return;
    }
    assert.equal(harness.length, 1, 'the suite was loaded beside test/host/harness');
    const manifest = harness[0]!.packageJSON as Record<string, unknown>;
    assert.notEqual(harness[0]!.id, extensionId, 'the harness does not shadow OneMap');
    assert.equal(manifest.main, undefined);
    assert.equal(manifest.contributes, undefined);
    assert.equal(harness[0]!.isActive, false);
  });

  test('the installed copy holds every file the code loads at run time', () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension);
    const missing = filesLoadedAtRunTime(repoRoot).filter((file) => !existsSync(path.join(extension.extensionPath, file)));
    assert.deepEqual(missing, [], `missing from ${extension.extensionPath}`);
  });
});
