// What `npm run package` puts in the .vsix, asked of vsce itself (`vsce ls` applies .vscodeignore exactly as
// `vsce package` does), against the files the code loads at run time (test/host/shippedFiles.ts). Runs after
// the build, which the unit tier always does first, so dist/ holds what a package would.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { filesLoadedAtRunTime } from '../host/shippedFiles';
import { repoRoot } from './repoRoot';

function packagedFiles(): string[] {
  const vsce = path.join(repoRoot, 'node_modules', '.bin', 'vsce');
  return execFileSync(vsce, ['ls', '--no-dependencies'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
}

test('the files the code loads at run time are found in the code: the entry, the lazy bundles, the page and the icons', () => {
  const needed = filesLoadedAtRunTime(repoRoot);
  for (const file of ['dist/extension.js', 'dist/coords.js', 'dist/onemap.js', 'dist/export.js', 'dist/mapdata.js', 'dist/webview/main.js', 'dist/webview/main.css', 'media/icon.png']) {
    assert.ok(needed.includes(file), `${file} among ${JSON.stringify(needed)}`);
  }
  for (const file of needed) assert.ok(existsSync(path.join(repoRoot, file)), `${file} is built (node esbuild.mjs)`);
});

test('the .vsix holds every file the code loads at run time', () => {
  const shipped = new Set(packagedFiles());
  const missing = filesLoadedAtRunTime(repoRoot).filter((file) => !shipped.has(file));
  assert.deepEqual(missing, [], `left out of the .vsix by .vscodeignore (shipped: ${[...shipped].join(', ')})`);
});

test('the .vsix carries no sources, tests or tooling', () => {
  const stray = packagedFiles().filter((file) => /^(src|test|webview|scripts|out|node_modules|\.vscode-test)\//.test(file) || file.endsWith('.ts'));
  assert.deepEqual(stray, []);
});
