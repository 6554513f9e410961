// `onemap.diagnostics.enabled` is language-scoped: "[csv]": { "onemap.diagnostics.enabled": false } turns the
// checks off in CSV files only. isChecked runs against a stand-in for `vscode` whose configuration answers as
// VS Code's does: a language's own value only when the scope names the language, else the user's value.
import * as assert from 'node:assert/strict';
import Module = require('node:module');
import { describe, it } from 'node:test';

/** The user's settings: top-level values, and per language ("[csv]") the values that override them. */
interface Settings {
  top: Record<string, unknown>;
  byLanguage: Record<string, Record<string, unknown>>;
}
let settings: Settings = { top: {}, byLanguage: {} };

const fakeVscode = {
  workspace: {
    getConfiguration(section: string, scope?: { languageId?: string; uri?: unknown }) {
      return {
        get<T>(key: string, fallback: T): T {
          const name = `${section}.${key}`;
          const own = scope?.languageId !== undefined ? settings.byLanguage[scope.languageId] : undefined;
          if (own && name in own) return own[name] as T;
          return name in settings.top ? (settings.top[name] as T) : fallback;
        },
      };
    },
  },
};

function loadChecked(): typeof import('../../../src/diagnostics/host/checkedFiles') {
  const loader = Module as unknown as { _load(request: string, parent: unknown, isMain: boolean): unknown };
  const original = loader._load;
  loader._load = function (request, parent, isMain) {
    return request === 'vscode' ? fakeVscode : original.call(this, request, parent, isMain);
  };
  try {
    // Loaded after the stand-in is in place: an import would load `vscode` first.
    return require('../../../src/diagnostics/host/checkedFiles');
  } finally {
    loader._load = original;
  }
}

const { isChecked } = loadChecked();

function document(path: string, languageId: string) {
  return { uri: { scheme: 'file', path, toString: () => `file://${path}` }, languageId } as unknown as Parameters<typeof isChecked>[0];
}

const csv = document('/w/stops.csv', 'csv');
const geojson = document('/w/areas.geojson', 'json');
const python = document('/w/points.py', 'python');
const none = new Set<string>();

describe('which files are checked (onemap.diagnostics.*)', () => {
  it('by default: the named languages and extensions, not other languages', () => {
    settings = { top: {}, byLanguage: {} };
    assert.deepEqual([csv, geojson, python].map((d) => isChecked(d, none)), [true, true, false]);
  });

  it('"[csv]": enabled false turns CSV off and leaves JSON on', () => {
    settings = { top: {}, byLanguage: { csv: { 'onemap.diagnostics.enabled': false } } };
    assert.deepEqual([csv, geojson].map((d) => isChecked(d, none)), [false, true]);
  });

  it('off for all but "[json]": enabled true: only JSON is checked', () => {
    settings = { top: { 'onemap.diagnostics.enabled': false }, byLanguage: { json: { 'onemap.diagnostics.enabled': true } } };
    assert.deepEqual([csv, geojson].map((d) => isChecked(d, none)), [false, true]);
  });

  it('extraLanguages adds a language; an ignored file stays unchecked', () => {
    settings = { top: { 'onemap.diagnostics.extraLanguages': ['python'] }, byLanguage: {} };
    assert.equal(isChecked(python, none), true);
    assert.equal(isChecked(csv, new Set([csv.uri.toString()])), false);
  });
});
