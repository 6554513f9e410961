// One keep-alive connection pool for the whole client: a token, then a burst of conversions, reuse the same
// TLS connection instead of paying a handshake each.
import { Agent, EnvHttpProxyAgent, ProxyAgent, type Dispatcher } from 'undici';
import type { ProxyChoice } from './proxy';

export interface Timeouts {
  /** TCP connect plus TLS handshake. */
  connectMs: number;
  /** From sending the request to the last response header. */
  headersMs: number;
  /** Longest silence while the body arrives. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

// Idle sockets are kept a little while: long enough for a burst of calls, short enough not to outlive a
// server's own keep-alive and hit a half-closed socket.
const KEEP_ALIVE_MS = 10_000;

export function createDispatcher(choice: ProxyChoice, timeouts: Timeouts = DEFAULT_TIMEOUTS): Dispatcher {
  const common = {
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
  };
  switch (choice.kind) {
    case 'direct':
      return new Agent(common);
    case 'proxy': {
      const tls = { rejectUnauthorized: choice.rejectUnauthorized };
      return new ProxyAgent({ ...common, uri: choice.uri, requestTls: tls, proxyTls: tls });
    }
    case 'env': {
      const tls = { rejectUnauthorized: choice.rejectUnauthorized };
      return new EnvHttpProxyAgent({
        ...common,
        // Empty strings, not undefined: undefined would make undici fall back to process.env.
        httpProxy: choice.httpProxy,
        httpsProxy: choice.httpsProxy,
        noProxy: choice.noProxy,
        requestTls: tls,
        proxyTls: tls,
      });
    }
  }
}
