// One HTTP exchange, with no policy: retries, tokens and interpretation live elsewhere.
import { request, type Dispatcher } from 'undici';
import type { Timeouts } from './dispatcher';
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

/** Sends `req` and reads the whole body. Transport failures reject with a OneMapError ('network', 'timeout', 'cancelled'). */
export async function sendRequest(dispatcher: Dispatcher, req: HttpRequest, timeouts: Timeouts): Promise<HttpResponse> {
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
    const text = await response.body.text();
    return { status: response.statusCode, headers: response.headers, text };
  } catch (error) {
    throw errorFromTransport(error, req.url.origin, req.signal);
  }
}
