// The simulator's public vocabulary: what tests and `npm start` configure and observe.

export type Role = 'user' | 'restricted';

export interface SimUser {
  email: string;
  password: string;
  /** 'restricted' may sign in but gets 403 on every service. Default 'user'. */
  role?: Role;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface SimulatorOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 259 200 (3 days), as OneMap. */
  tokenLifetimeSeconds?: number;
  /** Default: the demo account and a restricted one (see DEFAULT_USERS). */
  users?: SimUser[];
  /**
   * Default 250 calls per 60 s, OneMap's documented figure; 'off' for none. Applies per user to every GET
   * service; a short window (120 in 1 s) refuses any burst above the pace, as OneMap was seen to.
   */
  rateLimit?: RateLimit | 'off';
  /** HS256 key; default random, so tokens from an earlier run are invalid. */
  secret?: string;
  /** Answer the requests recorded in test/fixtures/onemap-samples with the recorded bodies. Default true. */
  recorded?: boolean;
  /** Epoch milliseconds; default Date.now. Decides token times and rate-limit windows. */
  now?: () => number;
  /** Which recorded planning-area answers popapi plays (planningAreaRecordings.ts); default 'current'. */
  planningAreas?: import('./planningAreaRecordings').PlanningAreaVariant;
}

/** 'always', or the number of next matching requests to hit. */
export type FaultCount = number | 'always';
/** Whether a fault hits only GET requests (the API) or every request (the token POST too). */
export type FaultTarget = 'get' | 'all';

export interface Faults {
  /** Delay before the status line and headers. */
  latencyMs: number;
  /** Send the headers and half the body, then stall this long before the rest. */
  bodyStallMs: number;
  /** Destroy the socket without answering. */
  dropConnection: FaultCount;
  /** 500 with {"error": "Internal Server Error"}. */
  serverError: FaultCount;
  /** 200 with the JSON cut in half. */
  malformedBody: FaultCount;
}

export type FaultName = keyof Faults;

/** Faults to set; `target` (default 'all') applies to each fault named in the same call. */
export type FaultSettings = Partial<Faults> & { target?: FaultTarget };

export interface RequestRecord {
  method: string;
  /** The path without the query. */
  path: string;
  /** The raw query string, with its leading "?" (or ""). */
  query: string;
  /** 0 when the connection closed before an answer (dropped, or the client gave up). */
  status: number;
  /** When the request arrived, by the simulator's clock (epoch milliseconds). */
  arrivedAt: number;
  /** The Retry-After a 429 carried, in seconds. */
  retryAfterSeconds?: number;
}

export interface SimulatorStats {
  /** POSTs to the token endpoint received, whatever became of them. */
  tokenRequests: number;
  /** Every request, in the order their exchanges ended. */
  requests: RequestRecord[];
}

export interface Simulator {
  /** "http://127.0.0.1:PORT", no trailing slash. */
  url: string;
  port: number;
  stats: SimulatorStats;
  /** Live list: push to register another account. */
  users: SimUser[];
  /**
   * Resolves once `count` requests have arrived (counted from the last reset), or once `count` exchanges have
   * ended (`stats.requests`): how a test waits for a request to be in flight, or to be given up, without a clock.
   */
  whenRequests(count: number, phase: 'arrived' | 'ended'): Promise<void>;
  setFaults(faults: FaultSettings): void;
  setRateLimit(limit: RateLimit | undefined): void;
  /** Switches the recorded planning-area answers until reset(). */
  setPlanningAreas(variant: import('./planningAreaRecordings').PlanningAreaVariant): void;
  /**
   * What getAllPlanningarea answers for `year` until reset() (undefined: the recordings again): a test's own
   * stand-in for a Master Plan no recording exists of, so that it can tell which year a client drew.
   */
  setYearAnswer(year: number, body: unknown): void;
  /** Clears stats, faults, rate-limit counters and the planning-area variant (not users, secret or lifetime). */
  reset(): void;
  close(): Promise<void>;
}

export const DEMO_USER: Readonly<SimUser> = { email: 'demo@onemap.test', password: 'onemap-demo', role: 'user' };
export const RESTRICTED_USER: Readonly<SimUser> = {
  email: 'restricted@onemap.test',
  password: 'onemap-demo',
  role: 'restricted',
};
export const DEFAULT_USERS: readonly SimUser[] = [DEMO_USER, RESTRICTED_USER];
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 250, windowMs: 60_000 };
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 259_200;
