// VS Code patches Node's http/https and global fetch to honour its proxy settings, but not a bundled undici,
// so the proxy is chosen here from the same inputs VS Code would use: http.proxy, http.noProxy,
// http.proxyStrictSSL, then the conventional environment variables.
import { OneMapError } from './errors';

export interface ProxySettings {
  /** VS Code's `http.proxy`; empty means unset. */
  proxyUrl?: string;
  /** VS Code's `http.noProxy`: hosts reached directly even when `proxyUrl` is set. */
  noProxy?: readonly string[];
  /** VS Code's `http.proxyStrictSSL`; default true. */
  strictSSL?: boolean;
  /** `process.env` or a stand-in. */
  env?: Readonly<Record<string, string | undefined>>;
}

export type ProxyChoice =
  | { kind: 'direct' }
  | { kind: 'proxy'; uri: string; rejectUnauthorized: boolean }
  // Per-request choice (including NO_PROXY) is left to undici's EnvHttpProxyAgent, given these values
  // explicitly so that it never reads process.env behind our back.
  | { kind: 'env'; httpProxy: string; httpsProxy: string; noProxy: string; rejectUnauthorized: boolean };

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** Lower case first, as curl and undici read them. */
function envValue(env: Readonly<Record<string, string | undefined>>, name: string): string {
  return (env[name.toLowerCase()] ?? env[name.toUpperCase()] ?? '').trim();
}

function normaliseProxyUrl(value: string): string {
  const withScheme = value.includes('://') ? value : `http://${value}`;
  try {
    const url = new URL(withScheme);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error(url.protocol);
    return url.href;
  } catch {
    throw new OneMapError(
      'invalid-request',
      `Invalid proxy setting (http.proxy): it must be an http:// or https:// address, like http://proxy.example.com:8080.`,
      { field: 'http.proxy' },
    );
  }
}

/** Whether `target` is listed in a no-proxy list: exact host, parent domain (".corp", "*.corp", "corp"), host:port, or "*". */
export function matchesNoProxy(target: URL, entries: readonly string[]): boolean {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = Number(target.port) || DEFAULT_PORTS[target.protocol] || 0;
  for (const raw of entries.flatMap((e) => e.split(/[,\s]+/))) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const withPort = /^(.+):(\d+)$/.exec(entry);
    // "::1" is a host, not host ":1" with port 1.
    const hasPort = withPort !== null && !(withPort[1].includes(':') && !withPort[1].startsWith('['));
    const entryHost = (hasPort ? withPort[1] : entry).replace(/^\[|\]$/g, '').replace(/^\*?\./, '');
    if (hasPort && Number(withPort[2]) !== port) continue;
    if (host === entryHost || host.endsWith(`.${entryHost}`)) return true;
  }
  return false;
}

/** Pure: which dispatcher requests to `target` should go through. */
export function chooseProxy(settings: ProxySettings, target: string | URL): ProxyChoice {
  const url = typeof target === 'string' ? new URL(target) : target;
  const rejectUnauthorized = settings.strictSSL !== false;
  const explicit = settings.proxyUrl?.trim();
  if (explicit) {
    if (matchesNoProxy(url, settings.noProxy ?? [])) return { kind: 'direct' };
    return { kind: 'proxy', uri: normaliseProxyUrl(explicit), rejectUnauthorized };
  }
  const env = settings.env ?? {};
  const httpProxy = envValue(env, 'http_proxy');
  const httpsProxy = envValue(env, 'https_proxy');
  if (!httpProxy && !httpsProxy) return { kind: 'direct' };
  return {
    kind: 'env',
    httpProxy: httpProxy && normaliseProxyUrl(httpProxy),
    httpsProxy: httpsProxy && normaliseProxyUrl(httpsProxy),
    noProxy: envValue(env, 'no_proxy'),
    rejectUnauthorized,
  };
}
