import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import codeServerPin from '../../scripts/test-host/code-server.json';

// Compiled files run from out/test/host/, sources are type-checked from test/host/: find the repository
// by its package.json instead of counting directories.
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'onemap-vscode') return dir;
    if (dirname(dir) === dir) throw new Error(`no onemap-vscode package.json above ${start}`);
  }
}

export const repoRoot = findRepoRoot(resolve(__dirname));
export const CODE_SERVER_VERSION: string = codeServerPin.version;
export const codeServerDir = join(repoRoot, '.vscode-test', `code-server-${CODE_SERVER_VERSION}`);
export const codeServerEntry = join(codeServerDir, 'out', 'node', 'entry.js');
export const installMarker = join(codeServerDir, '.install-complete');
export const runsDir = join(repoRoot, '.vscode-test', 'runs');
export const sampleWorkspace = join(repoRoot, 'test', 'workspace');
export const packagedVsix = join(repoRoot, 'out', 'onemap-vscode.vsix');
