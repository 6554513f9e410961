// Our own retry loop rather than undici's RetryAgent: that one never retries POST (fine) but also caps
// Retry-After silently and cannot tell the user when to come back. This one listens to the caller's
// AbortSignal in every wait and gives up with a message that says when to try again.
import { OneMapError } from './errors';
import { LONGEST_PACED_WAIT_MS } from './retryAfter';
import { sleep as realSleep, cancelledError, type Sleep } from './sleep';

export interface RetryOptions {
  /** Extra attempts after a network error or a 5xx, GET only. Default 2. */
  retries?: number;
  /** Extra attempts after a 429 whose Retry-After is within `maxRetryAfterMs`. Default 2. */
  rateLimitRetries?: number;
  /** First backoff; doubles each attempt. Default 300 ms. */
  baseDelayMs?: number;
  /** Largest backoff. Default 5 s. */
  maxDelayMs?: number;
  /** A 429 asking for a longer wait than this fails at once. Default 5 min. */
  maxRetryAfterMs?: number;
}

export interface RetryDeps {
  sleep?: Sleep;
  /** In [0, 1). */
  random?: () => number;
}

export interface RetryContext {
  /** Whether sending the request twice is harmless. The token POST is not retried. */
  idempotent: boolean;
  signal?: AbortSignal;
  options?: RetryOptions;
  deps?: RetryDeps;
  /** A 429's wait is the pacer's (it stops every call until Retry-After): retry at once, into its queue. */
  rateLimitWaitsInPacer?: boolean;
  /** Told before each wait, for logging. */
  onRetry?: (error: OneMapError, attempt: number, delayMs: number) => void;
}

const DEFAULTS: Required<RetryOptions> = {
  retries: 2,
  rateLimitRetries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  maxRetryAfterMs: LONGEST_PACED_WAIT_MS,
};

/** Exponential backoff with jitter: between half and all of base·2^n, capped. */
export function backoffDelay(retryIndex: number, options: RetryOptions = {}, random: () => number = Math.random): number {
  const { baseDelayMs, maxDelayMs } = { ...DEFAULTS, ...options };
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** retryIndex);
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}

/**
 * Runs `attempt` until it succeeds or retrying stops making sense. Rethrows the last OneMapError; a 429 whose
 * wait is beyond the cap is rethrown at once, its message saying when to try again.
 */
export async function withRetry<T>(attempt: (attemptIndex: number) => Promise<T>, context: RetryContext): Promise<T> {
  const options = { ...DEFAULTS, ...context.options };
  const sleep = context.deps?.sleep ?? realSleep;
  const random = context.deps?.random ?? Math.random;
  let failures = 0;
  let rateLimited = 0;

  for (let attemptIndex = 0; ; attemptIndex++) {
    if (context.signal?.aborted) throw cancelledError(context.signal.reason);
    try {
      return await attempt(attemptIndex);
    } catch (error) {
      if (!(error instanceof OneMapError) || !context.idempotent) throw error;
      let delay: number;
      if (error.kind === 'rate-limit') {
        const wanted = error.retryAfterMs;
        if (wanted !== undefined && wanted > options.maxRetryAfterMs) throw error;
        if (rateLimited >= options.rateLimitRetries) throw error;
        delay = wanted ?? backoffDelay(rateLimited, options, random);
        rateLimited++;
      } else if (isTransient(error)) {
        if (failures >= options.retries) throw error;
        delay = backoffDelay(failures, options, random);
        failures++;
      } else {
        throw error;
      }
      context.onRetry?.(error, attemptIndex + 1, delay);
      if (!(error.kind === 'rate-limit' && context.rateLimitWaitsInPacer)) await sleep(delay, context.signal);
    }
  }
}

// A connect timeout sent nothing, so it is as safe to retry as a refused connection. A headers or body
// timeout is not retried: the server is slow, and trying again would multiply the user's wait.
function isTransient(error: OneMapError): boolean {
  return error.kind === 'network' || error.kind === 'server' || (error.kind === 'timeout' && error.timeoutPhase === 'connect');
}
