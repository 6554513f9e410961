/**
 * The longest wait a Retry-After is believed for: a day. OneMap's limits reset within minutes; a larger value
 * (a typo, a hostile proxy, "99999999999999999999") would otherwise promise a wait in the quadrillions of hours.
 */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The longest Retry-After a call waits out by itself, in the pacer (every call held until then) and its retry:
 * OneMap's limits count by the minute, so a few minutes covers what it asks of a client slowing down. A longer
 * wait is handed to the caller, which says so: a batch job waits it out cancellably, a route says when to try.
 */
export const LONGEST_PACED_WAIT_MS = 5 * 60_000;

/**
 * The longest a call someone is waiting on (a route, a search, a hover) is held for OneMap's Retry-After: longer,
 * it fails at once with the wait in its message ("Try again in 42 s."), which the planner counts down.
 */
export const LONGEST_INTERACTIVE_WAIT_MS = 30_000;

/**
 * Milliseconds to wait from a Retry-After header: delta-seconds ("30") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). Undefined when absent or unreadable; between 0 and MAX_RETRY_AFTER_MS.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return clamp(Number(text) * 1000);
  // Only a date with letters in it: Date.parse would also read bare numbers and negative seconds.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return clamp(at - now);
}

function clamp(ms: number): number {
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
