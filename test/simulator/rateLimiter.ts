// A sliding window per user: at most `max` answered calls in any `windowMs`. Refused calls do not count, so
// a client that waits out Retry-After gets through.
import type { RateLimit } from './types';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private limit: RateLimit | undefined,
    private readonly now: () => number,
  ) {}

  set(limit: RateLimit | undefined): void {
    this.limit = limit;
    this.calls.clear();
  }

  reset(): void {
    this.calls.clear();
  }

  take(key: string): RateDecision {
    if (!this.limit) return { ok: true };
    const now = this.now();
    const since = now - this.limit.windowMs;
    const recent = (this.calls.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit.max) {
      this.calls.set(key, recent);
      // The oldest call inside the window is the one whose expiry frees a slot.
      const freeAt = this.limit.max > 0 ? recent[recent.length - this.limit.max] + this.limit.windowMs : now + this.limit.windowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    recent.push(now);
    this.calls.set(key, recent);
    return { ok: true };
  }
}
