// Turns what undici throws (no answer at all) into a OneMapError a user can act on.
import { OneMapError, type TimeoutPhase } from './errors';
import { cancelledError } from './sleep';

const TIMEOUT_CODES: Record<string, TimeoutPhase> = {
  UND_ERR_CONNECT_TIMEOUT: 'connect',
  UND_ERR_HEADERS_TIMEOUT: 'headers',
  UND_ERR_BODY_TIMEOUT: 'body',
};

const PHASE_WORDS: Record<TimeoutPhase, string> = {
  connect: 'to accept the connection',
  headers: 'to start answering',
  body: 'to finish answering',
};

const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed before the answer',
  ENOTFOUND: 'address not found',
  EAI_AGAIN: 'address lookup failed',
  ETIMEDOUT: 'connection timed out',
  ENETUNREACH: 'network unreachable',
  EHOSTUNREACH: 'host unreachable',
  UND_ERR_PRX_TLS: 'secure connection to the proxy failed',
};

function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function errorFromTransport(error: unknown, origin: string, signal?: AbortSignal): OneMapError {
  if (error instanceof OneMapError) return error;
  if (signal?.aborted) return cancelledError(signal.reason);
  const code = codeOf(error);
  const phase = code ? TIMEOUT_CODES[code] : undefined;
  if (phase) {
    return new OneMapError(
      'timeout',
      `OneMap (${origin}) took too long ${PHASE_WORDS[phase]}. Try again; if it keeps happening, check your connection and proxy settings.`,
      { timeoutPhase: phase, cause: error },
    );
  }
  const reason = (code && NETWORK_WORDS[code]) ?? code ?? (error instanceof Error ? error.message : String(error));
  return new OneMapError(
    'network',
    `Could not reach OneMap at ${origin} (${reason}). Check your internet connection and the proxy settings (http.proxy, HTTPS_PROXY).`,
    { cause: error },
  );
}
