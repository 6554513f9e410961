// A dispatcher that alters each request after the client built it, as a broken proxy might. It lets tests
// reach the server's 400s for requests the client's own validation would never send.
import { Agent, type Dispatcher } from 'undici';

export interface Outgoing {
  /** Path with query, e.g. "/api/public/routingsvc/route?start=…". */
  url: URL;
  /** Lower-case names. */
  headers: Record<string, string>;
}

function headerRecord(headers: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) record[String(headers[i]).toLowerCase()] = String(headers[i + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [k, v] of Object.entries(headers)) if (v !== undefined) record[k.toLowerCase()] = String(v);
  }
  return record;
}

export function rewritingDispatcher(rewrite: (request: Outgoing) => void): Dispatcher {
  return new Agent({ pipelining: 0 }).compose((dispatch) => (options, handler) => {
    const outgoing: Outgoing = { url: new URL(options.path, 'http://placeholder.invalid'), headers: headerRecord(options.headers) };
    rewrite(outgoing);
    return dispatch({ ...options, path: `${outgoing.url.pathname}${outgoing.url.search}`, headers: outgoing.headers }, handler);
  });
}
