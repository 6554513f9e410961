// The base URL decides where the password and token are sent, so plain http is allowed only to this machine
// (the simulator); anything else must be https.
import { OneMapError } from './errors';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const ONEMAP_BASE_URL = 'https://www.onemap.gov.sg';

/** The base URL with a trailing slash, so that paths resolve under any prefix it carries. */
export function parseBaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badBaseUrl(withoutUserInfo(text), 'it is not a web address');
  }
  // An address of an unusual scheme has the origin "null", which would tell the user nothing.
  const shown = url.origin === 'null' ? withoutUserInfo(text) : url.origin;
  if (url.username || url.password) throw badBaseUrl(shown, 'it must not contain a user name or password');
  if (url.search || url.hash) throw badBaseUrl(shown, 'it must not have a query or fragment');
  const loopback = LOOPBACK.has(url.hostname.toLowerCase());
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw badBaseUrl(shown, 'it must start with https:// (plain http:// is allowed only for 127.0.0.1, localhost and [::1])');
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * `text` as it may be shown, whether or not it parses: anything before the last "@" of what could be the
 * authority is replaced, since a password may hold any character (even "/") and the text may not parse.
 */
export function withoutUserInfo(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const scheme = /^\s*[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  return `${scheme}…${text.slice(at)}`;
}

function badBaseUrl(shown: string, rule: string): OneMapError {
  // `shown` is never the raw text: a user:password@ part must not reach a message.
  return new OneMapError('invalid-request', `Invalid OneMap address ${JSON.stringify(shown.slice(0, 80))}: ${rule}.`, {
    field: 'baseUrl',
  });
}

/** `path` ("/api/…") under the base, with its query. */
export function endpointUrl(base: URL, path: string, query?: URLSearchParams): URL {
  const url = new URL(path.replace(/^\//, ''), base);
  if (query) url.search = query.toString();
  return url;
}
