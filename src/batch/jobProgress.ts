// What a long job says about itself, as people read it: "120/2 000 · 198 a minute · about 10 min left" in the
// notification, "$(sync~spin) Geocoding addresses 120/2 000" in the status bar. Pure.
import { describeWait } from '../onemap/errors';

export type JobState = 'running' | 'waiting-network' | 'waiting-sign-in' | 'waiting-rate';

export interface JobProgress {
  /** Rows (items) answered, from the cache or asked. */
  done: number;
  total: number;
  /** Calls made so far in this run, and those still to make. */
  asked: number;
  remainingCalls: number;
  fromCache: number;
  distinct: number;
  state: JobState;
  /** Calls a minute lately; undefined until there are enough to say. */
  ratePerMinute?: number;
  /** While it waits for OneMap's Retry-After (longer than the client waits out itself): that wait, ms. */
  waitMs?: number;
}

/** 2000 → "2 000": the figure as the issue writes it, the same in every locale. */
export function count(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** "about 12 min left", "about 1 h 5 min left", "less than a minute left". */
export function timeLeftText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return 'less than a minute left';
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h${rest > 0 ? ` ${rest} min` : ''} left`;
}

const WAITING: Record<Exclude<JobState, 'running'>, string> = {
  'waiting-network': 'Waiting for the network…',
  'waiting-sign-in': 'Waiting for you to sign in…',
  'waiting-rate': 'OneMap asked to slow down: waiting…',
};

/** What a waiting job waits for; a long Retry-After with its length, so nobody takes the job for stuck. */
function waitingText(progress: JobProgress, state: Exclude<JobState, 'running'>): string {
  if (state === 'waiting-rate' && progress.waitMs !== undefined) return `OneMap asked to wait ${describeWait(progress.waitMs)}: waiting…`;
  return WAITING[state];
}

/** The notification's line: done/total, then the rate and the time left, or what the job waits for. */
export function progressText(progress: JobProgress): string {
  const parts = [`${count(progress.done)}/${count(progress.total)}`];
  if (progress.state !== 'running') parts.push(waitingText(progress, progress.state));
  else if (progress.remainingCalls === 0) parts.push('finishing');
  else if (progress.ratePerMinute === undefined || progress.ratePerMinute <= 0) parts.push('starting');
  else {
    parts.push(`${count(progress.ratePerMinute)} a minute`);
    parts.push(timeLeftText((progress.remainingCalls / progress.ratePerMinute) * 60_000));
  }
  return parts.join(' · ');
}

/** The status bar's text while the job runs: a spinning icon; while it waits, a still one and what it waits for. */
export function statusText(title: string, progress: JobProgress): string {
  const icon = progress.state === 'running' ? '$(sync~spin)' : progress.state === 'waiting-sign-in' ? '$(account)' : '$(debug-pause)';
  const waiting = progress.state === 'running' ? '' : ` · ${waitingText(progress, progress.state)}`;
  return `${icon} ${title} ${count(progress.done)}/${count(progress.total)}${waiting}`;
}

/**
 * Calls a minute over the last `windowMs` of answers: recent enough to follow a pace lowered after a 429,
 * long enough not to jump with each answer. Needs three answers before it says anything.
 */
export class RateMeter {
  private readonly times: number[] = [];

  constructor(private readonly windowMs = 60_000) {}

  record(at: number): void {
    this.times.push(at);
    const from = at - this.windowMs;
    let drop = 0;
    while (drop < this.times.length - 3 && this.times[drop] < from) drop++;
    if (drop > 0) this.times.splice(0, drop);
  }

  /** Forgets the answers before a wait (the network, sign-in): the rate after it starts afresh. */
  restart(): void {
    this.times.length = 0;
  }

  perMinute(): number | undefined {
    if (this.times.length < 3) return undefined;
    const span = this.times[this.times.length - 1] - this.times[0];
    return span > 0 ? ((this.times.length - 1) / span) * 60_000 : undefined;
  }
}
