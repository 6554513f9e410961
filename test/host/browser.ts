import { chromium, type Browser } from 'playwright-core';

// Debian's chromium: playwright cannot download its own browser here. Without the networking flags
// Chromium keeps dialling Google hosts that this machine's closed network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * `lang`: the browser's own language (its date and time pickers follow it, not the page's locale). On Linux
 * Chromium reads it from the environment and needs that language's pak (Debian's chromium-l10n).
 */
export function launchBrowser(options: { headless?: boolean; lang?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: options.headless ?? process.env.ONEMAP_HEADED !== '1',
    args: options.lang ? [...chromiumArgs, `--lang=${options.lang}`] : chromiumArgs,
    ...(options.lang ? { env: { ...process.env, LANGUAGE: options.lang.replace('-', '_') } } : {}),
    timeout: 60_000,
  });
}
