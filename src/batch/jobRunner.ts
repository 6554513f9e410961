// Runs a job's questions: each distinct key once, the disk cache first, the rest through `spec.ask` a few at
// a time (the client's pacer spaces them; a few in flight keep its slots filled while answers travel). A job
// never fails as a whole: an answer OneMap refuses is that key's error; not signed in, the job waits for
// sign-in; the network gone, it waits and tries again; Cancel stops it within the in-flight calls' own abort.
// Pure: the UI is told through callbacks.
import type { AnswerCache } from './answerCache';
import { RateMeter, type JobProgress, type JobState } from './jobProgress';
import type { JobAnswer, JobOutcome, JobSpec } from './jobTypes';

export interface RunnerOptions {
  cache?: AnswerCache;
  signal?: AbortSignal;
  /** Calls in flight at once. Default 4, as the batch converter. */
  concurrency?: number;
  onProgress?(progress: JobProgress): void;
  /** Not signed in (or the account refused): resolves true once signed in, false to stop the job. */
  signInNeeded?(message: string, signal: AbortSignal): Promise<boolean>;
  /** The wait before trying again after `failures` network failures in a row. */
  networkBackoffMs?(failures: number): number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  now?(): number;
}

/** Tries of one question whose answer never came in time, before its row is given the error. */
const SLOW_TRIES = 3;

/** 1 s, 2 s, 4 s… up to 30 s: quick after a blip, patient through an outage. */
export function defaultNetworkBackoff(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** How the runner treats a failure, from the OneMapError's kind (read by name: the client is another bundle). */
function failureOf(error: unknown, signal: AbortSignal): 'stop' | 'sign-in' | 'network' | 'slow' | 'rate' | 'refused' | 'answer' {
  if (signal.aborted) return 'stop';
  const kind = error instanceof Error && error.name === 'OneMapError' ? (error as { kind?: unknown }).kind : undefined;
  if (kind === 'cancelled') return 'stop';
  if (kind === 'not-signed-in' || kind === 'auth') return 'sign-in';
  // A connection never made is the network; an answer that never came may be this question's own doing.
  if (kind === 'timeout' && (error as { timeoutPhase?: unknown }).timeoutPhase !== 'connect') return 'slow';
  if (kind === 'network' || kind === 'timeout') return 'network';
  if (kind === 'rate-limit') return 'rate';
  // The account may not use the service: every other question would be refused the same way.
  if (kind === 'forbidden') return 'refused';
  return 'answer';
}

function errorWords(error: unknown): string {
  if (error instanceof Error) return (error as { serverMessage?: unknown }).serverMessage ? String((error as { serverMessage?: unknown }).serverMessage) : error.message;
  return String(error);
}

export async function executeJob<Q, A>(spec: JobSpec<Q, A>, options: RunnerOptions = {}): Promise<JobOutcome<A>> {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? abortableSleep;
  const backoff = options.networkBackoffMs ?? defaultNetworkBackoff;
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal?.reason);
  if (options.signal?.aborted) stop.abort(options.signal.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  // Each key once, with how many rows ask it.
  const keys = new Map<string, { query: Q; rows: number }>();
  for (const item of spec.items) {
    const seen = keys.get(item.key);
    if (seen) seen.rows++;
    else keys.set(item.key, { query: item.query, rows: 1 });
  }
  const answers = new Map<string, JobAnswer<A>>();
  const meter = new RateMeter();
  let done = 0;
  let asked = 0;
  let fromCache = 0;
  let state: JobState = 'running';
  let waitMs: number | undefined;
  let stoppedBy: string | undefined;
  const queue: string[] = [];
  for (const [key, { rows }] of keys) {
    const cached = options.cache?.get(spec.kind, key);
    if (cached === undefined) {
      queue.push(key);
      continue;
    }
    answers.set(key, { ok: true, value: cached as A });
    fromCache++;
    done += rows;
  }
  const toAsk = queue.length;
  const report = () =>
    options.onProgress?.({
      done,
      total: spec.items.length,
      asked,
      remainingCalls: toAsk - asked,
      fromCache,
      distinct: keys.size,
      state,
      ratePerMinute: meter.perMinute(),
      ...(waitMs === undefined ? {} : { waitMs }),
    });

  // One wait at a time, shared: when the network is gone every worker finds out, and all wait for the same retry.
  let pause: Promise<boolean> | undefined;
  let networkFailures = 0;
  const waitFor = (why: JobState, wait: () => Promise<boolean>, ms?: number): Promise<boolean> => {
    pause ??= (async () => {
      state = why;
      waitMs = ms;
      report();
      try {
        const goOn = await wait();
        if (!goOn) stop.abort();
        return goOn;
      } catch {
        stop.abort();
        return false;
      } finally {
        pause = undefined;
        state = 'running';
        waitMs = undefined;
        meter.restart();
        report();
      }
    })();
    return pause;
  };

  const answer = (key: string, value: JobAnswer<A>) => {
    answers.set(key, value);
    asked++;
    done += keys.get(key)!.rows;
    meter.record(now());
    if (value.ok && (spec.keep?.(value.value) ?? true)) options.cache?.set(spec.kind, key, value.value);
    report();
  };

  const worker = async () => {
    for (let key = queue.shift(); key !== undefined && !stop.signal.aborted; key = queue.shift()) {
      const { query } = keys.get(key)!;
      let slow = 0;
      for (;;) {
        if (pause) await pause;
        if (stop.signal.aborted) return;
        try {
          const value = await spec.ask(query, stop.signal);
          networkFailures = 0;
          answer(key, { ok: true, value });
          break;
        } catch (error) {
          const failure = failureOf(error, stop.signal);
          if (failure === 'stop') return;
          if (failure === 'answer' || (failure === 'slow' && ++slow >= SLOW_TRIES)) {
            answer(key, { ok: false, error: errorWords(error) });
            break;
          }
          if (failure === 'refused') {
            stoppedBy ??= error instanceof Error ? error.message : String(error);
            stop.abort();
            return;
          }
          if (failure === 'sign-in') {
            const ask = options.signInNeeded;
            await waitFor('waiting-sign-in', () => (ask ? ask(errorWords(error), stop.signal) : Promise.resolve(false)));
          } else {
            // A Retry-After longer than the client waits out itself (a few minutes) reaches here: the job waits
            // it out in full, saying how long, and Cancel ends the wait at once.
            const asked = failure === 'rate' ? (error as { retryAfterMs?: number }).retryAfterMs : undefined;
            const ms = failure === 'rate' ? (asked ?? backoff(1)) : backoff(++networkFailures);
            await waitFor(failure === 'rate' ? 'waiting-rate' : 'waiting-network', () => sleep(ms, stop.signal).then(() => true), asked);
          }
        }
      }
    }
  };

  report();
  try {
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  const outcome: JobOutcome<A> = { answers, cancelled: answers.size < keys.size, asked, fromCache, distinct: keys.size };
  if (stoppedBy !== undefined) outcome.stoppedBy = stoppedBy;
  return outcome;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('cancelled'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('cancelled'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
