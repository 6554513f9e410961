// Activation must stay light: registering the commands may not load the coordinate engine (proj4) or the
// HTTP client. The built bundle is activated against a small hand-written stand-in for the `vscode` module.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import Module = require('node:module');
import * as path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './repoRoot';

const dist = path.join(repoRoot, 'dist');

function loadWithFakeVscode(fake: object): { activate(context: unknown): void } {
  const loader = Module as unknown as { _load(request: string, parent: unknown, isMain: boolean): unknown };
  const original = loader._load;
  loader._load = function (request, parent, isMain) {
    return request === 'vscode' ? fake : original.call(this, request, parent, isMain);
  };
  try {
    return require(path.join(dist, 'extension.js'));
  } finally {
    loader._load = original;
  }
}

test('activating registers every contributed command without loading proj4 or undici', () => {
  const registered: string[] = [];
  const fake = {
    commands: {
      registerCommand: (id: string) => {
        registered.push(id);
        return { dispose() {} };
      },
    },
  };
  const extension = loadWithFakeVscode(fake);
  const subscriptions: unknown[] = [];
  extension.activate({ subscriptions });

  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const contributed = manifest.contributes.commands.map((c: { command: string }) => c.command).sort();
  assert.deepEqual([...registered].sort(), contributed);
  assert.equal(subscriptions.length, registered.length, 'every registration is disposed with the extension');

  const loaded = Object.keys(require.cache);
  assert.ok(!loaded.some((file) => file.endsWith(`${path.sep}coords.js`)), 'dist/coords.js was loaded on activation');
  assert.ok(!loaded.some((file) => file.includes(`${path.sep}proj4${path.sep}`)), 'proj4 was loaded on activation');
  assert.ok(!loaded.some((file) => file.includes(`${path.sep}undici${path.sep}`)), 'undici was loaded on activation');
});

test('the activation bundle does not contain proj4; the engine bundle does', () => {
  const activation = readFileSync(path.join(dist, 'extension.js'), 'utf8');
  const engine = readFileSync(path.join(dist, 'coords.js'), 'utf8');
  // "tmerc" is the projection name proj4 registers: present in its code, absent from ours.
  assert.ok(!activation.includes('tmerc'), 'proj4 was bundled into dist/extension.js');
  assert.ok(engine.includes('tmerc'), 'dist/coords.js should carry proj4');
});
