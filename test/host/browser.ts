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

export function launchBrowser(options: { headless?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: options.headless ?? process.env.ONEMAP_HEADED !== '1',
    args: chromiumArgs,
    timeout: 60_000,
  });
}
