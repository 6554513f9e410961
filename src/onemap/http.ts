// One HTTP exchange, with no policy: retries, tokens and interpretation live elsewhere.
import { request, type Dispatcher } from 'undici';
import type { Timeouts } from './dispatcher';
import { OneMapError } from './errors';
import { errorFromTransport } from './transportError';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * The largest answer read, in bytes. OneMap's largest answers, public-transport routes with several
 * itineraries, are a few hundred kB; a body past this is a fault (a proxy's page, a runaway server), and
 * reading it whole would hold the extension host's memory hostage.
 */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * Sends `req` and reads the body, up to `maxBytes`. Transport failures reject with a OneMapError ('network',
 * 'timeout', 'cancelled'); a body over the cap with a 'malformed-response' one, which is never retried.
 */
export async function sendRequest(
  dispatcher: Dispatcher,
  req: HttpRequest,
  timeouts: Timeouts,
  maxBytes = MAX_RESPONSE_BYTES,
): Promise<HttpResponse> {
  try {
    const response = await request(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
      dispatcher,
      // Also per request: a dispatcher handed in by the caller may have been built with other timeouts.
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
    });
    const text = await readCapped(response.body, response.headers['content-length'], maxBytes);
    return { status: response.statusCode, headers: response.headers, text };
  } catch (error) {
    throw errorFromTransport(error, req.url.origin, req.signal);
  }
}

type Body = AsyncIterable<Buffer | string> & { destroy(error?: Error): unknown; on(event: 'error', listener: () => void): unknown };

async function readCapped(body: Body, contentLength: string | string[] | undefined, maxBytes: number): Promise<string> {
  const declared = Number(Array.isArray(contentLength) ? contentLength[0] : contentLength);
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Said up front: not one byte of it is worth reading. undici reports a body dropped before its end as an
    // 'error' event, which with nobody listening (nothing reads it now) would be an uncaught exception.
    body.on('error', () => undefined);
    body.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > maxBytes) {
      // Stops the download: the connection is closed rather than drained.
      body.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(maxBytes: number): OneMapError {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return new OneMapError(
    'malformed-response',
    `OneMap's answer was larger than ${megabytes} MB, far more than any OneMap answer, so it was not read. Try again later; if it keeps happening, check the OneMap address and proxy settings.`,
  );
}
