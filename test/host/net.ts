import { createServer } from 'node:net';

/** A port that was free a moment ago on the loopback interface; the caller binds it right away. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Polls url until it answers with a status below 500, or rejects after timeoutMs or as soon as
 * abandoned() says the server is gone (so a crash is reported at once rather than as a time-out).
 */
export async function waitForHttp(url: string, timeoutMs: number, abandoned: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    const reason = abandoned();
    if (reason) throw new Error(`${url} will not answer: ${reason}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String((error as Error).cause ?? error);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (last: ${lastError})`);
}
