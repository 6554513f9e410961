// Every failure of the OneMap layer is a OneMapError whose `message` can be shown to the user as it is:
// it says what happened, quotes OneMap's own words when there are any, and says what to do next.
// Callers branch on `kind`, never on the message text.

import type { RouteErrorKind } from '../shared/protocol/routeErrors';

export type OneMapErrorKind =
  | 'invalid-request' // refused before sending: a parameter breaks the contract's rules
  | 'bad-request' // OneMap answered 400 (or another 4xx without a more specific meaning)
  | 'auth' // token endpoint 401/404, or a 401 that persisted after signing in again
  | 'forbidden' // 403: the account's role may not use the service
  | 'rate-limit' // 429
  | 'server' // 5xx
  | 'network' // no answer: refused, reset, DNS, proxy tunnel failure
  | 'timeout' // connect, headers or body took longer than allowed
  | 'cancelled' // the caller's AbortSignal fired
  | 'malformed-response' // an answer that is not the JSON the contract describes
  | 'not-signed-in'; // no saved email and password

// The host forwards `error.kind` to the map page unchanged: this fails to compile when the two lists differ.
const sameKinds: [OneMapErrorKind, RouteErrorKind] extends [RouteErrorKind, OneMapErrorKind] ? true : never = true;
void sameKinds;

export type TimeoutPhase = 'connect' | 'headers' | 'body';

export interface OneMapErrorDetails {
  status?: number;
  /** OneMap's own text, already stripped of anything secret. */
  serverMessage?: string;
  retryAfterMs?: number;
  /** For 'invalid-request': the parameter at fault. */
  field?: string;
  /** For 'timeout': which wait ran out. */
  timeoutPhase?: TimeoutPhase;
  cause?: unknown;
}

export class OneMapError extends Error {
  override readonly name = 'OneMapError';
  readonly kind: OneMapErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly retryAfterMs?: number;
  readonly field?: string;
  readonly timeoutPhase?: TimeoutPhase;

  constructor(kind: OneMapErrorKind, message: string, details: OneMapErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.serverMessage !== undefined) this.serverMessage = details.serverMessage;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    if (details.field !== undefined) this.field = details.field;
    if (details.timeoutPhase !== undefined) this.timeoutPhase = details.timeoutPhase;
  }
}

export function isOneMapError(value: unknown, kind?: OneMapErrorKind): value is OneMapError {
  return value instanceof OneMapError && (kind === undefined || value.kind === kind);
}

/** "45 s", "2 min", "3 h": a wait as a person reads it, rounded up so we never promise too early. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  return `${Math.ceil(minutes / 60)} h`;
}
