// CONTRIBUTING.md's layout is the map a newcomer reads first: it must name every folder of the extension host
// and the map page, and nothing that is gone.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './repoRoot';

function foldersUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir))
    .map((name) => `${dir}/${name}`)
    .filter((folder) => statSync(path.join(repoRoot, folder)).isDirectory())
    .flatMap((folder) => [folder, ...foldersUnder(folder)]);
}

const contributing = readFileSync(path.join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
const layout = contributing.slice(contributing.indexOf('## Layout'));
const named = new Set([...layout.matchAll(/`((?:src|webview)\/[\w/]*?)\/?`/g)].map((match) => match[1]!));

test('CONTRIBUTING: every folder of src/ and webview/ is in the layout', () => {
  assert.ok(contributing.includes('## Layout'), 'CONTRIBUTING.md has a Layout section');
  const missing = [...foldersUnder('src'), ...foldersUnder('webview')].filter((folder) => !layout.includes(`\`${folder}/\``));
  assert.deepEqual(missing, [], `name each in CONTRIBUTING.md's Layout, with what lives there and what it may import`);
});

test('CONTRIBUTING: every folder the layout names exists', () => {
  const gone = [...named].filter((folder) => {
    try {
      return !statSync(path.join(repoRoot, folder)).isDirectory() && !folder.endsWith('.ts');
    } catch {
      return true;
    }
  });
  assert.deepEqual(gone, []);
});
