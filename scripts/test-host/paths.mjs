// Where the test host lives, shared by the install, test and start scripts. The version is kept in
// code-server.json so that the TypeScript test library (test/host/) reads the same one.
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const CODE_SERVER_VERSION = JSON.parse(
  readFileSync(new URL('./code-server.json', import.meta.url), 'utf8'),
).version;

export const codeServerDir = (root) => join(root, '.vscode-test', `code-server-${CODE_SERVER_VERSION}`);
export const installMarker = (root) => join(codeServerDir(root), '.install-complete');
export const codeServerEntry = (root) => join(codeServerDir(root), 'out', 'node', 'entry.js');

export function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
