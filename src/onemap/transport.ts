// OneMap's authorisation and transport: the token (fetched, kept, renewed after a 401), the connection pool,
// retries through the one pacer, the size cap, and a log with every secret removed. The services (routes,
// places, planning areas, themes) are built on its authorised GET and never see a token.
import type { Dispatcher } from 'undici';
import { endpointUrl, parseBaseUrl } from './baseUrl';
import { createDispatcher, DEFAULT_TIMEOUTS, type Timeouts } from './dispatcher';
import { isOneMapError, OneMapError } from './errors';
import { type HttpRequest, sendRequest } from './http';
import { chooseProxy, type ProxySettings } from './proxy';
import { TOKEN_PATH } from './queries';
import { SecretSet } from './redact';
import { type Endpoint, errorFromResponse } from './responseError';
import { parseJson } from './responses';
import { type RetryOptions, withRetry } from './retry';
import { LONGEST_INTERACTIVE_WAIT_MS, parseRetryAfter } from './retryAfter';
import type { CallPriority, Pacer } from './pacer';
import type { Sleep } from './sleep';
import { readTokenResponse, TokenManager, type TokenStore } from './tokenManager';
import type { TokenResponse } from './types';

export interface Credentials {
  email: string;
  password: string;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface OneMapClientOptions {
  /** https://www.onemap.gov.sg, or a loopback http address (the simulator). */
  baseUrl: string;
  /** Asked each time a token is needed; undefined means the user has not signed in. */
  credentials: () => Promise<Credentials | undefined>;
  tokenStore?: TokenStore;
  /** Used as given and never closed by the client. Without it the client builds one from `proxy`. */
  dispatcher?: Dispatcher;
  /** Where requests go through when no dispatcher is given; default: straight to OneMap. */
  proxy?: ProxySettings;
  timeouts?: Partial<Timeouts>;
  retry?: RetryOptions;
  /** Every line has the token, the password and anything JWT-shaped removed. */
  log?: (level: LogLevel, message: string) => void;
  /** Epoch milliseconds; decides token expiry. */
  now?: () => number;
  /** In [0, 1); jitters the backoff. */
  random?: () => number;
  /** Waits between attempts; must honour the signal. */
  sleep?: Sleep;
  /** How long before expiry the token is renewed. Default 5 min. */
  renewBeforeMs?: number;
  /**
   * Where every GET waits for its turn, retries included: one for the whole extension, so that it outlives a
   * client rebuilt after a settings change. Without it calls go out unpaced (tests of other things).
   */
  pacer?: Pacer;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Default 'interactive': a batch job says 'batch' and yields the pacer's slots to the user's own calls. */
  priority?: CallPriority;
}

export interface GetRequest {
  endpoint: Endpoint;
  path: string;
  query: URLSearchParams;
  signal?: AbortSignal;
  priority?: CallPriority;
  maxBytes?: number;
}

/** The transport's GET with the token, as the services call it. */
export type AuthorisedGet = (get: GetRequest) => Promise<unknown>;

export class OneMapTransport {
  private readonly base: URL;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly timeouts: Timeouts;
  private readonly tokens: TokenManager;
  private readonly secrets = new SecretSet();
  private readonly now: () => number;

  constructor(private readonly options: OneMapClientOptions) {
    this.base = parseBaseUrl(options.baseUrl);
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.now = options.now ?? Date.now;
    this.ownsDispatcher = options.dispatcher === undefined;
    this.dispatcher = options.dispatcher ?? createDispatcher(chooseProxy(options.proxy ?? {}, this.base), this.timeouts);
    this.tokens = new TokenManager({
      fetchToken: (signal) => this.tokenForSavedCredentials(signal),
      store: options.tokenStore,
      now: this.now,
      renewBeforeMs: options.renewBeforeMs,
    });
  }

  /** Signs in; never retried (a refused password must not be sent twice). The token is kept. */
  async fetchToken(credentials: Credentials, signal: AbortSignal | undefined): Promise<TokenResponse> {
    const response = await this.postToken(credentials, signal);
    await this.tokens.accept(response);
    return response;
  }

  forgetToken(): Promise<void> {
    return this.tokens.clear();
  }

  /** Closes the connection pool the transport built; a dispatcher handed in is the caller's to close. */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  private async tokenForSavedCredentials(signal: AbortSignal): Promise<TokenResponse> {
    const credentials = await this.options.credentials();
    if (!credentials) {
      throw new OneMapError('not-signed-in', 'Sign in to OneMap first: no OneMap email and password are saved.');
    }
    return this.postToken(credentials, signal);
  }

  private async postToken(credentials: Credentials, signal: AbortSignal | undefined): Promise<TokenResponse> {
    this.secrets.add(credentials.password);
    const body = await this.exchange('token', {
      method: 'POST',
      url: endpointUrl(this.base, TOKEN_PATH),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
      signal,
    });
    const token = readTokenResponse(body);
    this.secrets.add(token.token);
    return body as TokenResponse;
  }

  /** A GET with the token; after a 401 the token is renewed once and the request sent once more. */
  async authorisedGet(get: GetRequest): Promise<unknown> {
    const url = endpointUrl(this.base, get.path, get.query);
    const token = await this.heldToken(get.signal);
    try {
      return await this.getWithRetry(get, url, token);
    } catch (error) {
      if (!isOneMapError(error, 'auth') || error.status !== 401) throw error;
      this.log('info', `OneMap refused the token (${error.serverMessage ?? 'HTTP 401'}); signing in again`);
      this.tokens.invalidate(token);
      const fresh = await this.heldToken(get.signal);
      return this.getWithRetry(get, url, fresh);
    }
  }

  /**
   * The token for the next request, known to the redactor whatever its source: fetched now, accepted at
   * sign-in, or loaded from the token store (which postToken never sees).
   */
  private async heldToken(signal?: AbortSignal): Promise<string> {
    const token = await this.tokens.get(signal);
    this.secrets.add(token);
    return token;
  }

  private getWithRetry(get: GetRequest, url: URL, token: string): Promise<unknown> {
    const { signal } = get;
    const pacer = this.options.pacer;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const send = () => this.exchange(get.endpoint, { method: 'GET', url, headers, signal }, get.maxBytes);
    return withRetry(
      pacer
        ? async () => {
            // Every attempt is a call OneMap counts, so each one waits for a slot.
            await pacer.acquire(get.priority ?? 'interactive', signal);
            try {
              const body = await send();
              pacer.succeeded();
              return body;
            } catch (error) {
              if (isOneMapError(error, 'rate-limit')) pacer.rateLimited(error.retryAfterMs);
              throw error;
            }
          }
        : send,
      {
        idempotent: true,
        signal,
        // The pacer holds every call, not just this one, until Retry-After: the retry only queues again.
        rateLimitWaitsInPacer: pacer !== undefined,
        // A batch job waits out a Retry-After of minutes; a route or a search says when to try again instead.
        options: get.priority === 'batch' ? this.options.retry : { ...this.options.retry, maxRetryAfterMs: Math.min(this.options.retry?.maxRetryAfterMs ?? Infinity, LONGEST_INTERACTIVE_WAIT_MS) },
        deps: { sleep: this.options.sleep, random: this.options.random },
        onRetry: (error, attempt, delayMs) =>
          this.log('info', `retrying GET ${url.pathname} in ${delayMs} ms (attempt ${attempt + 1}) after: ${error.message}`),
      },
    );
  }

  /** One request: logs it, and returns the parsed JSON of a 2xx or throws the matching OneMapError. */
  private async exchange(endpoint: Endpoint, request: HttpRequest, maxBytes?: number): Promise<unknown> {
    const started = performance.now();
    const line = `${request.method} ${request.url.pathname}`;
    try {
      const response = await sendRequest(this.dispatcher, request, this.timeouts, maxBytes);
      const elapsed = Math.round(performance.now() - started);
      if (response.status >= 200 && response.status < 300) {
        this.log('debug', `${line} ${response.status} ${elapsed} ms`);
        return parseJson(response.text);
      }
      const error = errorFromResponse(response.status, response.text, {
        endpoint,
        retryAfterMs: parseRetryAfter(response.headers['retry-after'], this.now()),
        redact: (text) => this.secrets.redact(text),
      });
      this.log('warn', `${line} ${response.status} ${elapsed} ms: ${error.serverMessage ?? ''}`);
      throw error;
    } catch (error) {
      if (isOneMapError(error) && error.status === undefined) {
        this.log('warn', `${line} failed after ${Math.round(performance.now() - started)} ms: ${error.message}`);
      }
      throw error;
    }
  }

  private log(level: LogLevel, message: string): void {
    this.options.log?.(level, this.secrets.redact(message));
  }
}
