import { existsSync } from 'node:fs';
import * as path from 'node:path';

/** The repository root, found from wherever the test bundle runs (out/test/unit/...). */
export const repoRoot = ((): string => {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
})();
