// Where the host tiers take the OneMap extension from. CI and the default: the .vsix that `npm run package`
// built, installed into code-server's extensions folder as a user installs it. ONEMAP_TEST_FROM=dev loads the
// repository folder as a development extension instead, for quick iteration (node esbuild.mjs, no packaging).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packagedVsix, repoRoot } from './paths';

export type ExtensionSource = 'package' | 'dev';

/** The extension test suite needs a development folder; this one contributes nothing (test/host/harness). */
export const harnessFolder = join(repoRoot, 'test', 'host', 'harness');

export function extensionSource(): ExtensionSource {
  const value = process.env.ONEMAP_TEST_FROM ?? 'package';
  if (value !== 'package' && value !== 'dev') throw new Error(`ONEMAP_TEST_FROM must be "package" or "dev", not "${value}"`);
  return value;
}

export interface ExtensionUnderTest {
  installExtensions?: string[];
  extensionDevelopmentPath?: string;
}

/**
 * The session options that load OneMap from the chosen source. `forTests`: a suite run in the extension host,
 * which VS Code loads only beside a development folder; with the package, that folder is the harness.
 */
export function extensionUnderTest(forTests = false): ExtensionUnderTest {
  if (extensionSource() === 'dev') return { extensionDevelopmentPath: repoRoot };
  if (!existsSync(packagedVsix)) throw new Error(`${packagedVsix} is missing: run \`npm run package\` first (or ONEMAP_TEST_FROM=dev)`);
  return { installExtensions: [packagedVsix], ...(forTests ? { extensionDevelopmentPath: harnessFolder } : {}) };
}
