// Turns a non-2xx answer into a OneMapError that quotes OneMap and tells the user what to do.
import { describeWait, OneMapError } from './errors';

export type Endpoint = 'token' | 'convert' | 'route' | 'search' | 'revgeocode' | 'popapi' | 'themesvc';

// Enough for any message OneMap writes; an HTML error page is cut short rather than dumped on the user.
const MAX_SERVER_MESSAGE = 300;

/** OneMap's own words from an error body: `{"error": …}`, `{"message": …}`, or the text itself when not JSON. */
export function serverMessageOf(body: string): string | undefined {
  let text = body.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const words = [record.error, record.message, record.status_message].find((v) => typeof v === 'string');
      if (typeof words === 'string') text = words.trim();
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  if (text === '') return undefined;
  return text.length > MAX_SERVER_MESSAGE ? `${text.slice(0, MAX_SERVER_MESSAGE)}…` : text;
}

export function rateLimitMessage(serverMessage: string | undefined, retryAfterMs: number | undefined): string {
  const words = serverMessage ? ` (${serverMessage})` : '';
  const when = retryAfterMs === undefined ? 'Wait a minute and try again.' : `Try again in ${describeWait(retryAfterMs)}.`;
  return `OneMap's API limit was exceeded${words}. ${when}`;
}

export interface ResponseErrorContext {
  endpoint: Endpoint;
  retryAfterMs?: number;
  /** Scrubs secrets from OneMap's text: an invalid-token message may quote the token. */
  redact: (text: string) => string;
}

export function errorFromResponse(status: number, body: string, context: ResponseErrorContext): OneMapError {
  const raw = serverMessageOf(body);
  const serverMessage = raw === undefined ? undefined : context.redact(raw);
  const quoted = serverMessage ? ` (${serverMessage})` : ` (HTTP ${status})`;
  const details = { status, serverMessage, retryAfterMs: context.retryAfterMs };

  if (context.endpoint === 'token' && (status === 401 || status === 404 || status === 400)) {
    return new OneMapError(
      'auth',
      `Sign in again: OneMap refused the email and password${quoted}. Check both, or register at https://www.onemap.gov.sg.`,
      details,
    );
  }
  if (status === 401) {
    return new OneMapError('auth', `Sign in again: OneMap did not accept the access token${quoted}.`, details);
  }
  if (status === 403) {
    return new OneMapError(
      'forbidden',
      `Your OneMap account may not use this service${quoted}. Sign in with an account allowed to, or ask OneMap support.`,
      details,
    );
  }
  if (status === 429) return new OneMapError('rate-limit', rateLimitMessage(serverMessage, context.retryAfterMs), details);
  if (status >= 500) {
    return new OneMapError('server', `OneMap could not answer${quoted}. Try again later.`, details);
  }
  if (status === 400) {
    return new OneMapError('bad-request', `OneMap refused the request${quoted}. Check the values and try again.`, details);
  }
  return new OneMapError(
    'bad-request',
    `OneMap answered HTTP ${status}${serverMessage ? ` (${serverMessage})` : ''}. Check the OneMap address setting.`,
    details,
  );
}

export function malformedResponse(what: string, cause?: unknown): OneMapError {
  return new OneMapError(
    'malformed-response',
    `OneMap sent an answer this extension cannot read (${what}). Try again; if it keeps happening, the service may have changed.`,
    { cause },
  );
}
