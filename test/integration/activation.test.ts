import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

const extensionId = 'onemap-vscode.onemap-vscode';
const commandIds = [
  'onemap.convertCoordinates',
  'onemap.convertToWgs84',
  'onemap.convertToSvy21',
  'onemap.convertToWebMercator',
];

suite('Extension activation', () => {
  test(`${extensionId} is present and registers its commands once activated`, async () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension, `${extensionId} is not loaded`);
    await extension.activate();
    assert.equal(extension.isActive, true);
    const registered = new Set(await vscode.commands.getCommands(true));
    for (const id of commandIds) assert.ok(registered.has(id), `${id} is not registered`);
  });
});
