import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { packagedVsix } from '../host/paths';
import { withSession } from '../host/session';
import { convertPointsToSvy21 } from './convertFlow';

// The .vsix is made by `npm run package` before this tier (scripts/test.mjs does); packaging here would
// rebuild out/test underneath the running tests.
test('the packaged .vsix installs into a fresh VS Code and its command converts', { timeout: 240_000 }, async () => {
  if (!existsSync(packagedVsix)) throw new Error(`${packagedVsix} is missing: run \`npm run package\` first`);
  await withSession('ui-vsix', { installExtensions: [packagedVsix] }, ({ page }) => convertPointsToSvy21(page));
});
