import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

const extensionId = 'onemap-vscode.onemap-vscode';

suite('Extension activation', () => {
  test(`${extensionId} is present and registers every command its manifest contributes once activated`, async () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension, `${extensionId} is not loaded`);
    await extension.activate();
    assert.equal(extension.isActive, true);
    // The manifest of the extension as loaded (the packaged one when the tests run against the .vsix), so a
    // command added to package.json without a registration fails here.
    const contributed: string[] = (extension.packageJSON.contributes?.commands ?? []).map((c: { command: string }) => c.command);
    assert.ok(contributed.includes('onemap.convertCoordinates'), `the manifest contributes no commands: ${JSON.stringify(contributed)}`);
    const registered = new Set(await vscode.commands.getCommands(true));
    const missing = contributed.filter((id) => !registered.has(id));
    assert.deepEqual(missing, [], `contributed but not registered (of ${contributed.length})`);
  });
});
