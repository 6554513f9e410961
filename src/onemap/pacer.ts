// The one queue every OneMap call waits in: calls start evenly spaced at the configured rate, because OneMap
// counts calls per minute and was seen to refuse bursts well under that figure. Interactive calls (the
// planner's routes, search, hover) take the next free slot ahead of any batch call, so a long job never keeps
// the user waiting more than a slot or two. After a 429 the pace halves and nothing starts before Retry-After;
// the pace climbs back with time (the whole way in one of OneMap's windows without a 429, which is when its
// count has forgotten the burst) and a step with every run of successes. Pure: the clock and timers are
// injected, and a timer is armed only while someone is waiting.
import { OneMapError } from './errors';
import { rateLimitMessage } from './responseError';
import { LONGEST_INTERACTIVE_WAIT_MS, LONGEST_PACED_WAIT_MS } from './retryAfter';
import { cancelledError } from './sleep';

export type CallPriority = 'interactive' | 'batch';

export interface PacerClock {
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export const realClock: PacerClock = {
  now: () => performance.now(),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PacerOptions {
  requestsPerMinute: number;
  clock?: PacerClock;
  /**
   * The share of the configured rate actually used. OneMap counts calls as they arrive, and the network
   * delays some more than others: a few percent under the rate keeps two calls that left in step from
   * arriving inside the same window of OneMap's count.
   */
  headroom?: number;
  /**
   * The window OneMap counts calls in. However late timers fire and however many calls catch up after a
   * stall, no such window holds more starts than halfway between the even pace and the rate. Default 60 s.
   */
  windowMs?: number;
  /** The slowest pace a run of 429s brings it to. Default 6 a minute. */
  minRequestsPerMinute?: number;
  /** Successful calls between two steps back up towards the configured rate. Default 20. */
  callsPerStepUp?: number;
  /** The longest a Retry-After stops every call; a longer one is the caller's to report. Default 5 min. */
  maxPauseMs?: number;
  /** An interactive call that would wait longer than this for a pause to end is refused at once, saying when. Default 30 s. */
  longestInteractiveWaitMs?: number;
  /** Told about every call let through: which kind, how long it waited, and its place in the sequence. */
  onGrant?: (grant: Grant) => void;
}

export interface Grant {
  priority: CallPriority;
  /** Counted from 1 since the pacer was made. */
  index: number;
  queuedAt: number;
  startedAt: number;
  /** How many calls were let through before this one since it was queued. */
  overtakenBy: number;
}

interface Waiter {
  priority: CallPriority;
  queuedAt: number;
  grantsAtQueue: number;
  resolve: () => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

const STEP_UP_SHARE = 0.1;

export class Pacer {
  private readonly clock: PacerClock;
  private readonly queues: Record<CallPriority, Waiter[]> = { interactive: [], batch: [] };
  private configured: number;
  /** The pace as it stood at `climbFrom`; it climbs from there with time. */
  private lowered: number;
  private climbFrom = -Infinity;
  /** The next slot on the grid: one interval after the last, while calls keep waiting for them. */
  private nextSlot = -Infinity;
  private lastStart = -Infinity;
  /** Start times within the last window, oldest first. */
  private readonly recent: number[] = [];
  private pausedUntil = -Infinity;
  private successesSinceStep = 0;
  private granted = 0;
  private timer: unknown;
  private timerAt = Infinity;
  private disposed = false;

  constructor(private readonly options: PacerOptions) {
    this.clock = options.clock ?? realClock;
    this.configured = positive(options.requestsPerMinute);
    this.lowered = this.configured;
  }

  /** The pace now, in calls a minute: the configured one, or lower after a 429 and climbing back. */
  get requestsPerMinute(): number {
    return this.current;
  }

  /**
   * The lowered pace plus the climb since the pause ended: the configured rate per window, so that a window
   * without a 429 brings back the full rate from any floor, and a job started a minute after a 429 episode
   * starts at the configured rate.
   */
  private get current(): number {
    if (this.lowered >= this.configured) return this.configured;
    const since = this.clock.now() - this.climbFrom;
    if (since <= 0) return this.lowered;
    return Math.min(this.configured, this.lowered + (this.configured * since) / (this.options.windowMs ?? 60_000));
  }

  /** Sets the pace as it stands now, the climb starting again from here (or from the end of a pause). */
  private setPace(requestsPerMinute: number): void {
    this.lowered = Math.min(this.configured, requestsPerMinute);
    this.climbFrom = Math.max(this.clock.now(), this.pausedUntil);
  }

  /** Milliseconds between two starts at the current pace. */
  get intervalMs(): number {
    return 60_000 / (this.current * (this.options.headroom ?? 0.95));
  }

  /** Calls waiting for a slot. */
  waiting(priority?: CallPriority): number {
    return priority ? this.queues[priority].length : this.queues.interactive.length + this.queues.batch.length;
  }

  /** Whether a timer is armed: only while calls wait. */
  get hasTimer(): boolean {
    return this.timer !== undefined;
  }

  setRequestsPerMinute(requestsPerMinute: number): void {
    // A pace lowered by 429s stays lowered (and climbs back to the new figure); otherwise it is the new figure.
    const pace = this.current;
    const wasFull = pace >= this.configured;
    this.configured = positive(requestsPerMinute);
    this.setPace(wasFull ? this.configured : pace);
    this.pump();
  }

  /** Resolves when the call may start; rejects with a 'cancelled' OneMapError when `signal` aborts first. */
  acquire(priority: CallPriority, signal?: AbortSignal): Promise<void> {
    if (this.disposed) return Promise.reject(cancelledError('the OneMap pacer was disposed'));
    if (signal?.aborted) return Promise.reject(cancelledError(signal.reason));
    if (priority === 'interactive' && this.pauseLeft() > this.longestInteractiveWait) return Promise.reject(this.pausedError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { priority, queuedAt: this.clock.now(), grantsAtQueue: this.granted, resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const queue = this.queues[priority];
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(cancelledError(signal.reason));
          this.pump();
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.queues[priority].push(waiter);
      this.pump();
    });
  }

  /**
   * OneMap answered 429: nothing starts before `retryAfterMs` (capped), and the pace halves. Calls already in
   * flight when it happened may answer 429 too; they extend the pause but do not halve the pace again.
   */
  rateLimited(retryAfterMs?: number): void {
    const now = this.clock.now();
    const pace = now >= this.pausedUntil ? Math.max(Math.min(this.configured, this.options.minRequestsPerMinute ?? 6), this.current / 2) : this.current;
    this.successesSinceStep = 0;
    const interval = 60_000 / (pace * (this.options.headroom ?? 0.95));
    const pause = Math.min(this.options.maxPauseMs ?? LONGEST_PACED_WAIT_MS, Math.max(retryAfterMs ?? 0, interval));
    this.pausedUntil = Math.max(this.pausedUntil, now + pause);
    this.setPace(pace);
    // Someone waiting on a route or a search is told when to try again rather than kept waiting minutes.
    if (this.pauseLeft() > this.longestInteractiveWait) this.refuse('interactive', this.pausedError());
    this.pump();
  }

  /** A call was answered (not with 429): after enough of them the pace steps back up. */
  succeeded(): void {
    const pace = this.current;
    if (pace >= this.configured) return;
    if (++this.successesSinceStep < (this.options.callsPerStepUp ?? 20)) return;
    this.successesSinceStep = 0;
    this.setPace(pace + this.configured * STEP_UP_SHARE);
  }

  /** Rejects every waiting call and disarms the timer; later calls are refused. */
  dispose(): void {
    this.disposed = true;
    this.refuse('interactive', cancelledError('the OneMap pacer was disposed'));
    this.refuse('batch', cancelledError('the OneMap pacer was disposed'));
    this.disarm();
  }

  private get longestInteractiveWait(): number {
    return this.options.longestInteractiveWaitMs ?? LONGEST_INTERACTIVE_WAIT_MS;
  }

  private pauseLeft(): number {
    return this.pausedUntil - this.clock.now();
  }

  /** OneMap's own refusal, as a call sent now would get it: the limit, and when to try again. */
  private pausedError(): OneMapError {
    const retryAfterMs = this.pauseLeft();
    return new OneMapError('rate-limit', rateLimitMessage(undefined, retryAfterMs), { retryAfterMs });
  }

  private refuse(priority: CallPriority, error: OneMapError): void {
    for (const waiter of this.queues[priority].splice(0)) {
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.reject(error);
    }
  }

  private pump(): void {
    if (this.disposed) return;
    const now = this.clock.now();
    const next = this.queues.interactive[0] ?? this.queues.batch[0];
    if (!next) {
      this.disarm();
      return;
    }
    const interval = this.intervalMs;
    const slot = Math.max(this.nextSlot, this.pausedUntil);
    const startAt = Math.max(slot, this.lastStart + interval / 2, this.windowFreesAt(now));
    if (now < startAt) {
      this.arm(startAt);
      return;
    }
    this.queues[next.priority].shift();
    // Calls that were waiting when their slot came but started late (a busy event loop) keep to the grid: the
    // ones behind catch up, half a slot apart at the closest, so a slow machine does not lose the rate; the
    // window count keeps the catching up from ever exceeding it. A slot that passed with nobody waiting is
    // gone: the grid starts again from now.
    this.nextSlot = (next.queuedAt <= slot ? slot : now) + interval;
    this.lastStart = now;
    this.recent.push(now);
    this.granted++;
    if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
    this.options.onGrant?.({
      priority: next.priority,
      index: this.granted,
      queuedAt: next.queuedAt,
      startedAt: now,
      overtakenBy: this.granted - 1 - next.grantsAtQueue,
    });
    next.resolve();
    this.pump();
  }

  /** When the window has room for one more start: now, or when its oldest start leaves it. */
  private windowFreesAt(now: number): number {
    const windowMs = this.options.windowMs ?? 60_000;
    while (this.recent.length > 0 && this.recent[0] <= now - windowMs) this.recent.shift();
    // Halfway between the even pace and the rate: room to make up a stall, and still a margin for the network.
    // Counted at the configured rate: after a 429 the spacing slows the calls, and a window counted at the
    // lowered pace would hold them back for up to a whole window more than OneMap asked.
    const share = (1 + (this.options.headroom ?? 0.95)) / 2;
    const room = Math.max(1, Math.floor((this.configured * share * windowMs) / 60_000));
    return this.recent.length < room ? -Infinity : this.recent[this.recent.length - room] + windowMs;
  }

  private arm(at: number): void {
    if (this.timer !== undefined && this.timerAt === at) return;
    this.disarm();
    this.timerAt = at;
    this.timer = this.clock.setTimer(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.pump();
    }, at - this.clock.now());
  }

  private disarm(): void {
    if (this.timer === undefined) return;
    this.clock.clearTimer(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }
}

function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 1;
}
