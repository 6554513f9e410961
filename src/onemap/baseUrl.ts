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
    throw badBaseUrl(text, 'it is not a web address');
  }
  if (url.username || url.password) throw badBaseUrl(url.origin, 'it must not contain a user name or password');
  if (url.search || url.hash) throw badBaseUrl(url.origin, 'it must not have a query or fragment');
  const loopback = LOOPBACK.has(url.hostname.toLowerCase());
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw badBaseUrl(url.origin, 'it must start with https:// (plain http:// is allowed only for 127.0.0.1, localhost and [::1])');
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function badBaseUrl(shown: string, rule: string): OneMapError {
  // `shown` is never the raw text when the URL parsed: a user:password@ part must not reach a message.
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
