// A local HTTP server that plays OneMap for tests and for `npm start`: the token endpoint, the six conversions,
// routing, search and reverse geocoding, with OneMap's status codes and messages, a rate limit and fault switches. It must survive
// anything a client sends, because `npm start` leaves it running while someone clicks around. Planning areas
// and population (popapi) answer from the recordings: popapiRoutes.ts; themes (themesvc): themeEndpoint.ts.
import * as http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { authorise } from './authorize';
import type { SimContext } from './context';
import { CONVERSIONS, handleConvert } from './convertEndpoint';
import { FaultState, type FaultPlan } from './faults';
import { MESSAGES } from './messages';
import { RateLimiter } from './rateLimiter';
import { errorReply, type Reply } from './reply';
import { handleRevgeocode } from './revgeocodeEndpoint';
import { handleRoute } from './routeEndpoint';
import { handleSearch } from './searchEndpoint';
import { handleToken } from './tokenEndpoint';
import { popapiService } from './popapiRoutes';
import { themeService } from './themeEndpoint';
import type { PlanningAreaVariant } from './planningAreaRecordings';
import {
  DEFAULT_RATE_LIMIT,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  DEFAULT_USERS,
  type RequestRecord,
  type Simulator,
  type SimulatorOptions,
  type SimulatorStats,
} from './types';

export * from './types';
export { PLANNING_AREA_VARIANTS, type PlanningAreaVariant } from './planningAreaRecordings';

export const TOKEN_PATH = '/api/auth/post/getToken';
export const ROUTE_PATH = '/api/public/routingsvc/route';
export const CONVERT_PREFIX = '/api/common/convert/';
export const SEARCH_PATH = '/api/common/elastic/search';
export const REVGEOCODE_PATH = '/api/public/revgeocode';
export const REVGEOCODE_XY_PATH = '/api/public/revgeocodexy';

/** The GET services besides conversion: [component, service] as a 403 names them, and the handler. */
const SERVICES: Record<string, { component: string; service: string; handle: (query: URLSearchParams, recorded: boolean) => Reply }> = {
  [ROUTE_PATH]: { component: 'routingsvc', service: 'route', handle: handleRoute },
  [SEARCH_PATH]: { component: 'elastic', service: 'search', handle: (query) => handleSearch(query) },
  [REVGEOCODE_PATH]: { component: 'public', service: 'revgeocode', handle: (query, recorded) => handleRevgeocode('latlon', query, recorded) },
  [REVGEOCODE_XY_PATH]: { component: 'public', service: 'revgeocodexy', handle: (query, recorded) => handleRevgeocode('xy', query, recorded) },
};

// A token request is a few dozen bytes; anything much larger is not one.
const MAX_BODY_BYTES = 16 * 1024;

export interface StartOptions extends SimulatorOptions {
  /** Told about each finished exchange ("GET /api/… 200"), for the CLI. */
  log?: (line: string) => void;
}

function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startSimulator(options: StartOptions = {}): Promise<Simulator> {
  const now = options.now ?? Date.now;
  const context: SimContext = {
    users: [...(options.users ?? DEFAULT_USERS.map((u) => ({ ...u })))],
    secret: options.secret ?? randomBytes(32).toString('hex'),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
    recorded: options.recorded ?? true,
    now,
  };
  let planningAreas: PlanningAreaVariant = options.planningAreas ?? 'current';
  const yearAnswers = new Map<number, unknown>();
  const faults = new FaultState();
  const limiter = new RateLimiter(options.rateLimit === 'off' ? undefined : (options.rateLimit ?? DEFAULT_RATE_LIMIT), now);
  const stats: SimulatorStats = { tokenRequests: 0, requests: [] };
  const timers = new Set<NodeJS.Timeout>();
  let arrivals = 0;
  const waiters = new Set<{ count: number; phase: 'arrived' | 'ended'; resolve: () => void }>();
  const wake = (): void => {
    for (const waiter of waiters) {
      const reached = waiter.phase === 'arrived' ? arrivals : stats.requests.length;
      if (reached < waiter.count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };

  /** Waits `ms`; false when the exchange ended first (client gone, simulator closing). */
  function pause(ms: number, res: http.ServerResponse): Promise<boolean> {
    if (res.destroyed) return Promise.resolve(false);
    if (ms <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onClose = (): void => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.off('close', onClose);
        resolve(true);
      }, ms);
      timers.add(timer);
      res.once('close', onClose);
    });
  }

  function guarded(user: string, reply: () => Reply): Reply {
    const decision = limiter.take(user);
    if (!decision.ok) return errorReply(429, MESSAGES.rateLimit, { 'retry-after': String(decision.retryAfterSeconds) });
    return reply();
  }

  function dispatch(req: http.IncomingMessage, url: URL, bodyText: string): Reply {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (path === TOKEN_PATH) {
      if (method !== 'POST') return errorReply(405, MESSAGES.methodNotAllowed, { allow: 'POST' });
      return handleToken(bodyText, context);
    }
    const direction = path.startsWith(CONVERT_PREFIX) ? path.slice(CONVERT_PREFIX.length) : '';
    const target = Object.hasOwn(CONVERSIONS, direction)
      ? { component: 'convert', service: direction, handle: (query: URLSearchParams, recorded: boolean) => handleConvert(direction, query, recorded) }
      : Object.hasOwn(SERVICES, path)
        ? SERVICES[path]
        : (popapiService(path, () => planningAreas, yearAnswers) ?? themeService(path));
    if (!target) return errorReply(404, MESSAGES.notFound);
    if (method !== 'GET') return errorReply(405, MESSAGES.methodNotAllowed, { allow: 'GET' });

    const auth = authorise(req.headers.authorization, context, target.component, target.service);
    if (!auth.ok) return auth.reply;
    return guarded(auth.user.email.toLowerCase(), () => target.handle(url.searchParams, context.recorded));
  }

  async function deliver(res: http.ServerResponse, reply: Reply, plan: FaultPlan): Promise<void> {
    let status = reply.status;
    let text = JSON.stringify(reply.body);
    if (plan.malformedBody) {
      status = 200;
      text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    }
    if (!(await pause(plan.latencyMs, res))) return;
    const payload = Buffer.from(text, 'utf8');
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(payload.length),
      ...reply.headers,
    });
    if (plan.bodyStallMs > 0 && payload.length > 1) {
      const half = Math.floor(payload.length / 2);
      res.write(payload.subarray(0, half));
      if (!(await pause(plan.bodyStallMs, res))) return;
      res.end(payload.subarray(half));
    } else {
      res.end(payload);
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    const record: RequestRecord = { method: req.method ?? '', path: url.pathname, query: url.search, status: 0, arrivedAt: now() };
    let recorded = false;
    const finish = (status: number): void => {
      if (recorded) return;
      recorded = true;
      record.status = status;
      stats.requests.push(record);
      options.log?.(`${record.method} ${record.path} ${status || 'no answer'}`);
      wake();
    };
    res.once('finish', () => finish(res.statusCode));
    res.once('close', () => finish(0));

    if (req.method === 'POST' && url.pathname === TOKEN_PATH) stats.tokenRequests++;
    arrivals++;
    wake();
    const plan = faults.take(req.method ?? 'GET');
    if (plan.drop) {
      req.socket.destroy();
      return;
    }
    let bodyText = '';
    if (req.method === 'POST') {
      const body = await readBody(req);
      if (body === undefined) {
        await deliver(res, errorReply(413, MESSAGES.tooLarge), plan);
        return;
      }
      bodyText = body;
    } else {
      req.resume();
    }
    const reply = plan.serverError ? errorReply(500, MESSAGES.serverError) : dispatch(req, url, bodyText);
    const retryAfter = reply.headers?.['retry-after'];
    if (retryAfter !== undefined) record.retryAfterSeconds = Number(retryAfter);
    await deliver(res, reply, plan);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      // A bug here must not take the simulator down with it.
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: MESSAGES.serverError }));
      } else {
        res.destroy();
      }
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    stats,
    users: context.users,
    whenRequests: (count, phase) =>
      new Promise<void>((resolve) => {
        waiters.add({ count, phase, resolve });
        wake();
      }),
    setFaults: (settings) => faults.set(settings),
    setRateLimit: (limit) => limiter.set(limit),
    setPlanningAreas: (variant) => {
      planningAreas = variant;
    },
    setYearAnswer: (year, body) => {
      if (body === undefined) yearAnswers.delete(year);
      else yearAnswers.set(year, body);
    },
    reset: () => {
      planningAreas = options.planningAreas ?? 'current';
      yearAnswers.clear();
      stats.tokenRequests = 0;
      stats.requests.length = 0;
      arrivals = 0;
      faults.reset();
      limiter.reset();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
      }),
  };
}
