// The access token's whole life: one token request per three days, not one per call. (A published client
// compares expiry_timestamp, in seconds, with Date.now(), in milliseconds, and so signs in on every call.)
import { OneMapError } from './errors';
import { malformedResponse } from './responseError';
import { cancelledError } from './sleep';
import type { TokenResponse } from './types';

export interface StoredToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface TokenStore {
  load(): Promise<StoredToken | undefined>;
  save(token: StoredToken | undefined): Promise<void>;
}

export interface TokenManagerOptions {
  fetchToken: (signal: AbortSignal) => Promise<TokenResponse>;
  store?: TokenStore;
  /** Epoch milliseconds. */
  now?: () => number;
  /** Renew this long before expiry, so a token never lapses during a request. Default 5 min. */
  renewBeforeMs?: number;
}

export const DEFAULT_RENEW_BEFORE_MS = 5 * 60_000;

/** expiry_timestamp is UNIX seconds, as a string or (in older answers) a number. Returns epoch ms. */
export function parseExpiry(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) throw malformedResponse('the token has no readable expiry_timestamp');
  return Number(text) * 1000;
}

export function readTokenResponse(body: unknown): StoredToken {
  if (typeof body !== 'object' || body === null) throw malformedResponse('the token answer is not an object');
  const { access_token: token, expiry_timestamp: expiry } = body as Partial<TokenResponse>;
  if (typeof token !== 'string' || token === '') throw malformedResponse('the token answer has no access_token');
  return { token, expiresAt: parseExpiry(expiry) };
}

function isStoredToken(value: unknown): value is StoredToken {
  const v = value as Partial<StoredToken> | undefined;
  return typeof v?.token === 'string' && v.token !== '' && typeof v.expiresAt === 'number' && Number.isFinite(v.expiresAt);
}

interface SharedRequest {
  promise: Promise<StoredToken>;
  controller: AbortController;
  waiters: number;
}

export class TokenManager {
  private readonly now: () => number;
  private readonly renewBeforeMs: number;
  private current: StoredToken | undefined;
  private loading: Promise<void> | undefined;
  private shared: SharedRequest | undefined;
  // Bumped by clear(): a request started before signing out must not bring its token back.
  private generation = 0;

  constructor(private readonly options: TokenManagerOptions) {
    this.now = options.now ?? Date.now;
    this.renewBeforeMs = options.renewBeforeMs ?? DEFAULT_RENEW_BEFORE_MS;
  }

  /** A token that is valid now, fetching one only when needed. Concurrent callers share one request. */
  async get(signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) throw cancelledError(signal.reason);
    await this.load();
    const held = this.current;
    if (held && this.now() < held.expiresAt - this.renewBeforeMs) return held.token;
    try {
      return (await this.join(signal)).token;
    } catch (error) {
      // A renewal that failed while the old token still works is not the caller's problem yet.
      const stillValid = this.current && this.now() < this.current.expiresAt;
      if (stillValid && !(error instanceof OneMapError && error.kind === 'cancelled')) return this.current!.token;
      throw error;
    }
  }

  /** Forget `token` after OneMap refused it, so the next get() fetches anew. A token already replaced is left alone. */
  invalidate(token: string): void {
    if (this.current?.token !== token) return;
    this.current = undefined;
    void this.save(undefined);
  }

  /** Keep a token obtained elsewhere (the sign-in check) so the next call need not fetch another. */
  async accept(response: TokenResponse): Promise<StoredToken> {
    const token = readTokenResponse(response);
    await this.load();
    this.current = token;
    await this.save(token);
    return token;
  }

  /** Sign-out: forget the token here and in the store; an in-flight request is abandoned. */
  async clear(): Promise<void> {
    this.generation++;
    this.current = undefined;
    this.shared?.controller.abort();
    this.shared = undefined;
    await this.save(undefined);
  }

  /** When the held token expires (epoch ms), if one is held. */
  get expiresAt(): number | undefined {
    return this.current?.expiresAt;
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const stored = await this.options.store?.load();
        if (isStoredToken(stored) && this.current === undefined) this.current = stored;
      } catch {
        // An unreadable store (a secret that cannot be decrypted) is the same as an empty one.
      }
    })();
    return this.loading;
  }

  private async save(token: StoredToken | undefined): Promise<void> {
    try {
      await this.options.store?.save(token);
    } catch {
      // Storing can fail (no keyring); the token still works for this session.
    }
  }

  private join(signal: AbortSignal | undefined): Promise<StoredToken> {
    // Aborted while the store was loading: do not start a request nobody wants.
    if (signal?.aborted) return Promise.reject(cancelledError(signal.reason));
    const shared = (this.shared ??= this.start());
    shared.waiters++;
    return new Promise<StoredToken>((resolve, reject) => {
      let settled = false;
      const leave = (): void => {
        signal?.removeEventListener('abort', onAbort);
        shared.waiters--;
      };
      const onAbort = (): void => {
        if (settled) return;
        settled = true;
        leave();
        // The request goes on for the other callers; with nobody left waiting it is abandoned.
        if (shared.waiters === 0 && this.shared === shared) {
          this.shared = undefined;
          shared.controller.abort();
        }
        reject(cancelledError(signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (token) => {
          if (settled) return;
          settled = true;
          leave();
          resolve(token);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          leave();
          reject(error);
        },
      );
    });
  }

  private start(): SharedRequest {
    const controller = new AbortController();
    const generation = this.generation;
    // Started on a later tick so that even a fetchToken that throws at once settles through the same path.
    const promise = Promise.resolve()
      .then(() => this.options.fetchToken(controller.signal))
      .then(async (response) => {
        const token = readTokenResponse(response);
        if (generation === this.generation) {
          this.current = token;
          await this.save(token);
        }
        return token;
      });
    const shared: SharedRequest = { controller, waiters: 0, promise };
    // Also keeps a failure nobody waits for (everyone aborted) from being an unhandled rejection.
    const forget = (): void => {
      if (this.shared === shared) this.shared = undefined;
    };
    promise.then(forget, forget);
    return shared;
  }
}
