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

test('activating registers every contributed command and the status bar without loading proj4 or undici', () => {
  const registered: string[] = [];
  const disposable = { dispose() {} };
  const fake = {
    commands: {
      registerCommand: (id: string) => {
        registered.push(id);
        return disposable;
      },
    },
    window: {
      activeTextEditor: undefined,
      onDidChangeActiveTextEditor: () => disposable,
      createStatusBarItem: () => ({ show() {}, dispose() {} }),
      registerWebviewPanelSerializer: () => disposable,
      registerWebviewViewProvider: () => disposable,
      createOutputChannel: () => ({ info() {}, warn() {}, error() {}, debug() {}, dispose() {} }),
    },
    languages: {
      registerHoverProvider: () => disposable,
      registerCodeActionsProvider: () => disposable,
      createDiagnosticCollection: () => ({ set() {}, delete() {}, dispose() {} }),
    },
    workspace: {
      getConfiguration: () => ({ get: () => undefined, inspect: () => undefined }),
      onDidChangeConfiguration: () => disposable,
      onDidOpenTextDocument: () => disposable,
      onDidChangeTextDocument: () => disposable,
      onDidCloseTextDocument: () => disposable,
      textDocuments: [],
    },
    CodeActionKind: { QuickFix: {}, SourceFixAll: {} },
    EventEmitter: class {
      event = () => disposable;
      fire() {}
      dispose() {}
    },
    StatusBarAlignment: { Left: 1, Right: 2 },
    MarkdownString: class {},
  };
  const secrets = { get: async () => undefined, store: async () => {}, delete: async () => {}, onDidChange: () => disposable };
  const extension = loadWithFakeVscode(fake);
  const subscriptions: Array<{ dispose(): unknown }> = [];
  extension.activate({ subscriptions, secrets, workspaceState: { get: () => undefined, update: async () => {} } });

  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const contributed: string[] = manifest.contributes.commands.map((c: { command: string }) => c.command).sort();
  // Derived from the manifest: a command added to package.json without a registration (or the reverse) fails.
  assert.ok(contributed.includes('onemap.convertCoordinates'), 'package.json contributes no commands');
  assert.deepEqual([...registered].sort(), contributed, 'registered commands differ from those in package.json');
  assert.ok(subscriptions.length >= registered.length, 'every registration is disposed with the extension');

  // Disposing everything must leave nothing running (the status bar's timer would keep Node alive).
  for (const subscription of subscriptions) subscription.dispose();

  const loaded = Object.keys(require.cache);
  assert.ok(!loaded.some((file) => file.endsWith(`${path.sep}coords.js`)), 'dist/coords.js was loaded on activation');
  assert.ok(!loaded.some((file) => file.includes(`${path.sep}proj4${path.sep}`)), 'proj4 was loaded on activation');
  assert.ok(!loaded.some((file) => file.includes(`${path.sep}undici${path.sep}`)), 'undici was loaded on activation');
  assert.ok(!loaded.some((file) => file.endsWith(`${path.sep}export.js`)), 'dist/export.js was loaded on activation');
});

test('the activation bundle does not contain proj4; the engine bundle does', () => {
  const activation = readFileSync(path.join(dist, 'extension.js'), 'utf8');
  const engine = readFileSync(path.join(dist, 'coords.js'), 'utf8');
  // "tmerc" is the projection name proj4 registers: present in its code, absent from ours.
  assert.ok(!activation.includes('tmerc'), 'proj4 was bundled into dist/extension.js');
  assert.ok(engine.includes('tmerc'), 'dist/coords.js should carry proj4');
});

test('the GPX writer is in the export bundle, not in the activation bundle', () => {
  const activation = readFileSync(path.join(dist, 'extension.js'), 'utf8');
  const exporter = readFileSync(path.join(dist, 'export.js'), 'utf8');
  // gpx-builder writes this creator unless told otherwise: a string of its code, not of ours.
  assert.ok(!activation.includes('fabulator:gpx-builder'), 'gpx-builder was bundled into dist/extension.js');
  assert.ok(exporter.includes('fabulator:gpx-builder'), 'dist/export.js should carry gpx-builder');
});
