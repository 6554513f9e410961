// `npm run package`, as CONTRIBUTING.md offers it, from a fresh clone: no out/, no dist/, nothing a test or a
// build left behind (issue 18: it ended with ENOENT for out/onemap-vscode.vsix until another script made out/).
// The clone is of the committed HEAD, alone in a new folder; node_modules is linked from this checkout, as
// `npm ci` would fill it.
// The .vsix it makes is then read as VS Code reads it: what ships, and the README's images inlined.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot } from './repoRoot';
import { zipEntries, type ZipEntry } from './zipEntries';

let folder = '';
let clone = '';
let entries: ZipEntry[] = [];

before(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'onemap-clone-'));
  clone = path.join(folder, 'onemap-vscode');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], { stdio: 'inherit' });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  assert.equal(existsSync(path.join(clone, 'out')), false, 'a fresh clone has no out/');
  // Nothing beside the clone: what the build needs (URA's planning areas among it) is in the repository.
  assert.equal(existsSync(path.join(folder, 'shared')), false, 'nothing beside the clone');
  execFileSync('npm', ['run', '--silent', 'package'], { cwd: clone, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, FORCE_COLOR: '0' } });
  entries = zipEntries(path.join(clone, 'out', 'onemap-vscode.vsix'));
});

after(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const names = () => entries.map((entry) => entry.name.replace(/^extension\//, ''));

test('npm run package in a fresh clone makes out/onemap-vscode.vsix with the bundles, the page and the licence notices', () => {
  const shipped = names();
  for (const file of ['package.json', 'readme.md', 'changelog.md', 'dist/extension.js', 'dist/coords.js', 'dist/planningarea.js', 'dist/planningarea.js.LEGAL.txt', 'dist/webview/main.js', 'dist/webview/main.js.LEGAL.txt', 'media/icon.png']) {
    assert.ok(shipped.includes(file), `${file} in ${shipped.join(', ')}`);
  }
});

test('the .vsix from a clone ships no source maps and no sources', () => {
  assert.deepEqual(names().filter((file) => file.endsWith('.map') || /^(src|test|webview|scripts|out|node_modules)\//.test(file) || file === 'CONTRIBUTING.md'), []);
});

test("the .vsix's README shows its images offline: each is inlined as a PNG, none points at an address", () => {
  const readme = entries.find((entry) => entry.name === 'extension/readme.md')!.read().toString('utf8');
  const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)|<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  assert.ok(images.length >= 7, `${images.length} images`);
  for (const src of images) {
    assert.match(src.slice(0, 40), /^data:image\/png;base64,/);
    assert.equal(Buffer.from(src.slice('data:image/png;base64,'.length), 'base64').subarray(1, 4).toString('latin1'), 'PNG');
  }
  assert.doesNotMatch(readme, /^## Development/m, 'the Development section is in CONTRIBUTING.md, which does not ship');
  assert.doesNotMatch(readme, /^## Contributing|npm test/m, 'how to build and test stays in the repository');
});
