/**
 * Milliseconds to wait from a Retry-After header: delta-seconds ("30") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only a date with letters in it: Date.parse would also read bare numbers and negative seconds.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
