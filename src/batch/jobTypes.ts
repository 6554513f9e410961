// The vocabulary of a batch job (issue 19): what a command hands the runner, and what it gets back. Pure: no
// `vscode`, no OneMap client, so that the commands' own logic and its tests need neither.

/**
 * One distinct question to OneMap. `key` is what dedupes within a job and names the answer in the disk cache:
 * built with normaliseQuery plus anything else that changes the answer (`revgeocode|1.30000,103.80000|buffer=50`).
 */
export interface JobItem<Q> {
  key: string;
  query: Q;
}

export type JobAnswer<A> = { ok: true; value: A } | { ok: false; error: string /* the server's own words */ };

export interface JobSpec<Q, A> {
  /** Cache namespace and the word in the UI: 'search', 'revgeocode', 'route', 'planningarea'… */
  kind: string;
  /** "Geocoding addresses": shown in the progress notification and the status bar. */
  title: string;
  /** May hold the same key many times: each key is asked once. */
  items: readonly JobItem<Q>[];
  /**
   * One OneMap call through the client with { priority: 'batch', signal }. Throw OneMapError for a failure; a
   * 'not-signed-in'/'auth' or network OneMapError is handled by the runner (it waits, or asks to sign in).
   */
  ask(query: Q, signal: AbortSignal): Promise<A>;
  /** Whether an answer may be kept on disk (default: every ok answer; errors are never kept). */
  keep?(value: A): boolean;
}

export interface JobOutcome<A> {
  /** By key: every key answered so far (from cache or asked). Missing keys were not reached (cancelled). */
  answers: Map<string, JobAnswer<A>>;
  cancelled: boolean;
  /** Calls actually made to OneMap in this run. */
  asked: number;
  /** Keys answered from the disk cache. */
  fromCache: number;
  /** Distinct keys in the job. */
  distinct: number;
  /** Why the job stopped by itself (OneMap refused the account the service, 403): its message. Then `cancelled` too. */
  stoppedBy?: string;
}

/** Trim, lower case, runs of whitespace → one space: "  10 Anson  ROAD " and "10 anson road" are one question. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
