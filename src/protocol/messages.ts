// The messages between the extension host and the map webview, both directions, and their runtime checks.
// Both sides import this file, so it imports nothing from `vscode` and nothing that needs a DOM. Every
// message that crosses is checked here: the webview must not trust what a compromised or older host sends,
// and the host must not trust a webview (its page runs response data through a browser). A validator
// returns a fresh object with only the known fields, or undefined; it never throws.
import type { OneMapErrorKind } from '../onemap/errors';
import type { LatLon, PtRouteResponse, RouteRequest, RouteResponse, RouteType, TransitMode } from '../onemap/types';

export type { LatLon, PtRouteResponse, RouteResponse, RouteType, TransitMode };

// ---- Shared vocabulary ----

export const ROUTE_TYPES: readonly RouteType[] = ['walk', 'drive', 'cycle', 'pt'];
export const TRANSIT_MODES: readonly TransitMode[] = ['TRANSIT', 'BUS', 'RAIL'];
export const BASEMAP_STYLES = ['Default', 'Night', 'Grey', 'Original'] as const;
export type BasemapStyle = (typeof BASEMAP_STYLES)[number];
/** 'auto' follows the VS Code theme: Night when dark, Default otherwise. */
export type BasemapChoice = 'auto' | BasemapStyle;

/** The public-transport options of a request, in the forms OneMap takes. */
export interface PtOptions {
  /** MM-DD-YYYY, Singapore date. */
  date: string;
  /** HH:MM:SS, 24-hour, Singapore time. */
  time: string;
  mode: TransitMode;
  /** Metres; OneMap assumes 1000 when absent. */
  maxWalkDistance?: number;
  /** An upper bound: OneMap may answer fewer. */
  numItineraries?: 1 | 2 | 3;
}

/** What to route: `pt` is present exactly when routeType is 'pt'. */
export interface RoutePlan {
  start: LatLon;
  end: LatLon;
  routeType: RouteType;
  pt?: PtOptions;
}

export type RouteAnswer = RouteResponse | PtRouteResponse;

/** The OneMap failure kinds (src/onemap/errors.ts), so the host forwards `error.kind` unchanged. */
export type RouteErrorKind = OneMapErrorKind;
export const ROUTE_ERROR_KINDS = [
  'invalid-request',
  'bad-request',
  'auth',
  'forbidden',
  'rate-limit',
  'server',
  'network',
  'timeout',
  'cancelled',
  'malformed-response',
  'not-signed-in',
] as const satisfies readonly RouteErrorKind[];
// Fails to compile when errors.ts gains a kind this list lacks.
const everyKindListed: [Exclude<RouteErrorKind, (typeof ROUTE_ERROR_KINDS)[number]>] extends [never] ? true : never = true;
void everyKindListed;

/** The one thing the panel offers next to an error. */
export type ErrorAction = 'signIn' | 'retry' | 'wait' | 'none';

/** The action that helps with each kind of failure; the host may use it to fill `routeError.action`. */
export function actionFor(kind: RouteErrorKind): ErrorAction {
  switch (kind) {
    case 'auth':
    case 'not-signed-in':
    case 'forbidden':
      return 'signIn';
    case 'rate-limit':
      return 'wait';
    case 'server':
    case 'network':
    case 'timeout':
    case 'malformed-response':
      return 'retry';
    default:
      return 'none';
  }
}

/** Everything the map app keeps between loads (vscode.setState) and shares through the host with its other view. */
export interface MapState {
  v: 1;
  start?: LatLon;
  end?: LatLon;
  routeType: RouteType;
  pt: {
    mode: TransitMode;
    maxWalkDistance: number;
    numItineraries: 1 | 2 | 3;
    /** Absent: leave now. Present: the date and time the user typed. */
    departAt?: { date: string; time: string };
  };
  basemap: BasemapChoice;
  view?: { center: LatLon; zoom: number };
  /** The last route drawn, with the variant (road) or itinerary (pt) the user chose. */
  route?: { plan: RoutePlan; response: RouteAnswer; selected: number };
}

// ---- Webview → host ----

export type WebviewToHost =
  /** The page has loaded and listens; answer with `init`. */
  | { type: 'ready' }
  /** Route this plan; answer with routeStarted, then routeResult or routeError carrying the same requestId. Supersedes any older request. */
  | ({ type: 'planRoute'; requestId: number } & RoutePlan)
  /** Abort the request with this id if it still runs; send nothing back for it. */
  | { type: 'cancel'; requestId: number }
  /** Run the sign-in flow (credentials are asked for and kept by the host, never shown to the page). */
  | { type: 'signIn' }
  /** Open the extension's settings (the basemap address lives there). */
  | { type: 'openSettings' }
  /** The app's state changed; keep a copy for the other view and for `init`. */
  | { type: 'stateChanged'; state: MapState };

// ---- Host → webview ----

export type HostToWebview =
  /** (Re)start the app: tile URL template ({style},{z},{x},{y}), logo, sign-in state, and the state to show (else the page's own saved state). */
  | { type: 'init'; tileUrlTemplate: string; logoUrl?: string; account?: AccountInfo; state?: MapState }
  /** Points chosen outside the page (the editor); the app plans when it then has both. */
  | { type: 'setPoints'; start?: LatLon; end?: LatLon; routeType?: RouteType }
  /** The host has sent the request with this id to OneMap. */
  | { type: 'routeStarted'; requestId: number }
  /** OneMap's answer, as it came, for the request with this id; `plan` repeats what was asked. */
  | { type: 'routeResult'; requestId: number; plan: RoutePlan; response: RouteAnswer }
  /** The request with this id failed; `message` is written for the user and quotes OneMap's words. */
  | {
      type: 'routeError';
      requestId: number;
      kind: RouteErrorKind;
      message: string;
      status?: number;
      retryAfterSeconds?: number;
      action: ErrorAction;
    }
  /** Whether a OneMap account is signed in. Never a token or a password. */
  | ({ type: 'account' } & AccountInfo);

export interface AccountInfo {
  signedIn: boolean;
  email?: string;
}

// ---- Limits ----

const MAX_ID = Number.MAX_SAFE_INTEGER;
const MAX_MESSAGE = 2000;
const MAX_EMAIL = 320;
const MAX_URL = 2048;
const MAX_NAME = 1000;
/** A 10 000-point path is about 60 000 characters; OneMap's longest drives are well under this. */
const MAX_GEOMETRY = 2_000_000;
const MAX_INSTRUCTIONS = 20_000;
const MAX_ALTERNATIVES = 10;
const MAX_ITINERARIES = 10;
const MAX_LEGS = 200;
const MAX_STOPS = 1000;
const MAX_WALK = 100_000;

// ---- Checks ----

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function isNumber(value: unknown, min = -Number.MAX_VALUE, max = Number.MAX_VALUE): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function isId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ID;
}

function optional<T>(value: unknown, check: (v: unknown) => v is T): value is T | undefined {
  return value === undefined || check(value);
}

/**
 * An array of at most `max` items, each passing `check`. Counted by index, not with every(): every() skips the
 * holes of a sparse array ([, 1]), which structured cloning carries across postMessage, and the app would
 * then read undefined where it expects an item.
 */
function isArrayOf(value: unknown, max: number, check: (item: unknown) => boolean): value is unknown[] {
  if (!Array.isArray(value) || value.length > max) return false;
  for (let i = 0; i < value.length; i++) if (!(i in value) || !check(value[i])) return false;
  return true;
}

function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

function readLatLon(value: unknown): LatLon | undefined {
  if (!isRecord(value) || !isNumber(value.lat, -90, 90) || !isNumber(value.lon, -180, 180)) return undefined;
  return { lat: value.lat, lon: value.lon };
}

const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** MM-DD-YYYY naming a day that exists. */
export function isPtDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DATE.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** HH:MM:SS on the 24-hour clock. */
export function isPtTime(text: unknown): text is string {
  return typeof text === 'string' && TIME.test(text);
}

export function isNumItineraries(value: unknown): value is 1 | 2 | 3 {
  return value === 1 || value === 2 || value === 3;
}

export function isMaxWalkDistance(value: unknown): value is number {
  return isNumber(value, 0, MAX_WALK) && value > 0;
}

function readPtOptions(value: unknown): PtOptions | undefined {
  if (!isRecord(value)) return undefined;
  const { date, time, mode, maxWalkDistance, numItineraries } = value;
  if (!isPtDate(date) || !isPtTime(time) || !isOneOf(mode, TRANSIT_MODES)) return undefined;
  if (!optional(maxWalkDistance, isMaxWalkDistance) || !optional(numItineraries, isNumItineraries)) return undefined;
  const options: PtOptions = { date, time, mode };
  if (maxWalkDistance !== undefined) options.maxWalkDistance = maxWalkDistance;
  if (numItineraries !== undefined) options.numItineraries = numItineraries;
  return options;
}

export function readRoutePlan(value: unknown): RoutePlan | undefined {
  if (!isRecord(value)) return undefined;
  const start = readLatLon(value.start);
  const end = readLatLon(value.end);
  const routeType = value.routeType;
  if (!start || !end || !isOneOf(routeType, ROUTE_TYPES)) return undefined;
  if (routeType !== 'pt') return value.pt === undefined ? { start, end, routeType } : undefined;
  const pt = readPtOptions(value.pt);
  return pt ? { start, end, routeType, pt } : undefined;
}

// Answers are kept as OneMap sent them (the app reads them again after a reload), so they are checked,
// not copied. The checks cover what the app reads; the rest of OneMap's fields pass through unchecked.

function isRoadRoute(value: unknown, nested: boolean): value is RouteResponse {
  if (!isRecord(value)) return false;
  const summary = value.route_summary;
  const ok =
    isString(value.route_geometry, MAX_GEOMETRY) &&
    isArrayOf(value.route_instructions, MAX_INSTRUCTIONS, isInstruction) &&
    isRecord(summary) &&
    isNumber(summary.total_time, 0) &&
    isNumber(summary.total_distance, 0) &&
    optional(summary.start_point, isName) &&
    optional(summary.end_point, isName) &&
    optional(value.subtitle, isName) &&
    optional(value.status_message, isName);
  if (!ok) return false;
  if (nested) return value.phyroute === undefined && value.alternativeroute === undefined;
  const alternatives = value.alternativeroute;
  return (
    (value.phyroute === undefined || isRoadRoute(value.phyroute, true)) &&
    (alternatives === undefined ||
      isArrayOf(alternatives, MAX_ALTERNATIVES, (a) => isRoadRoute(a, true)))
  );
}

function isName(value: unknown): value is string {
  return isString(value, MAX_NAME);
}

// Positions and types moved between formats (the pre-2020 one has 11 items, numbers where strings are now):
// any short array of short strings and numbers is accepted, and the app reads each item by its type.
function isInstruction(value: unknown): boolean {
  return isArrayOf(value, 16, (item) => item === null || isName(item) || isNumber(item) || typeof item === 'boolean');
}

function isPlace(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.lat, -90, 90) &&
    isNumber(value.lon, -180, 180) &&
    optional(value.name, isName) &&
    optional(value.arrival, isNumber) &&
    optional(value.departure, isNumber)
  );
}

function isLeg(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const geometry = value.legGeometry;
  return (
    isName(value.mode) &&
    isNumber(value.startTime) &&
    isNumber(value.endTime) &&
    isPlace(value.from) &&
    isPlace(value.to) &&
    isRecord(geometry) &&
    isString(geometry.points, MAX_GEOMETRY) &&
    optional(value.route, isName) &&
    optional(value.routeShortName, isName) &&
    optional(value.routeLongName, isName) &&
    optional(value.routeId, isName) &&
    optional(value.distance, isNumber) &&
    optional(value.duration, isNumber) &&
    optional(value.numIntermediateStops, (n): n is number => isNumber(n, 0, MAX_STOPS)) &&
    optional(value.transitLeg, (b): b is boolean => typeof b === 'boolean')
  );
}

function isItinerary(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.duration, 0) &&
    isNumber(value.startTime) &&
    isNumber(value.endTime) &&
    isArrayOf(value.legs, MAX_LEGS, isLeg) &&
    optional(value.walkTime, isNumber) &&
    optional(value.transfers, isNumber) &&
    optional(value.fare, isName)
  );
}

function isPtRoute(value: unknown): value is PtRouteResponse {
  if (!isRecord(value) || !isRecord(value.plan)) return false;
  const itineraries = value.plan.itineraries;
  return isArrayOf(itineraries, MAX_ITINERARIES, isItinerary);
}

/** A response fits its plan: road answers for walk, drive and cycle; OpenTripPlanner answers for pt. */
export function isRouteAnswer(routeType: RouteType, value: unknown): value is RouteAnswer {
  return routeType === 'pt' ? isPtRoute(value) : isRoadRoute(value, false);
}

function readAccount(value: Rec): AccountInfo | undefined {
  if (typeof value.signedIn !== 'boolean' || !optional(value.email, (e): e is string => isString(e, MAX_EMAIL))) return undefined;
  return value.email === undefined ? { signedIn: value.signedIn } : { signedIn: value.signedIn, email: value.email };
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
const TEMPLATE_KEYS = new Set(['style', 'z', 'x', 'y', 's', 'r']);

/** An http(s) tile URL with {z}, {x} and {y}, and no placeholder Leaflet would not fill. */
export function isTileUrlTemplate(value: unknown): value is string {
  if (!isString(value, MAX_URL) || !/^https?:\/\/[^\s/?#]+\//i.test(value) || /[\s"'<>\\]/.test(value)) return false;
  const keys = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return ['z', 'x', 'y'].every((k) => keys.includes(k)) && keys.every((k) => TEMPLATE_KEYS.has(k));
}

function isHttpUrl(value: unknown): value is string {
  return isString(value, MAX_URL) && /^https?:\/\/[^\s/?#]+(\/[^\s"'<>\\]*)?$/i.test(value);
}

export function parseMapState(value: unknown): MapState | undefined {
  if (!isRecord(value) || value.v !== 1 || !isOneOf(value.routeType, ROUTE_TYPES)) return undefined;
  const pt = value.pt;
  if (!isRecord(pt) || !isOneOf(pt.mode, TRANSIT_MODES) || !isMaxWalkDistance(pt.maxWalkDistance) || !isNumItineraries(pt.numItineraries)) {
    return undefined;
  }
  const basemap = value.basemap;
  if (!(basemap === 'auto' || isOneOf(basemap, BASEMAP_STYLES))) return undefined;
  const state: MapState = {
    v: 1,
    routeType: value.routeType,
    pt: { mode: pt.mode, maxWalkDistance: pt.maxWalkDistance, numItineraries: pt.numItineraries },
    basemap,
  };
  if (pt.departAt !== undefined) {
    const at = pt.departAt;
    if (!isRecord(at) || !isPtDate(at.date) || !isPtTime(at.time)) return undefined;
    state.pt.departAt = { date: at.date, time: at.time };
  }
  for (const key of ['start', 'end'] as const) {
    if (value[key] === undefined) continue;
    const point = readLatLon(value[key]);
    if (!point) return undefined;
    state[key] = point;
  }
  if (value.view !== undefined) {
    const view = value.view;
    const center = isRecord(view) ? readLatLon(view.center) : undefined;
    if (!isRecord(view) || !center || !isNumber(view.zoom, 0, 30)) return undefined;
    state.view = { center, zoom: view.zoom };
  }
  if (value.route !== undefined) {
    const route = value.route;
    const plan = isRecord(route) ? readRoutePlan(route.plan) : undefined;
    if (!isRecord(route) || !plan || !isRouteAnswer(plan.routeType, route.response) || !isId(route.selected) || route.selected > 100) {
      return undefined;
    }
    state.route = { plan, response: route.response, selected: route.selected };
  }
  return state;
}

// ---- Parsers ----

export function parseWebviewMessage(data: unknown): WebviewToHost | undefined {
  try {
    return readWebviewMessage(data);
  } catch {
    return undefined; // a message must never take its receiver down, whatever it holds
  }
}

function readWebviewMessage(data: unknown): WebviewToHost | undefined {
  if (!isRecord(data)) return undefined;
  switch (data.type) {
    case 'ready':
    case 'signIn':
    case 'openSettings':
      return { type: data.type };
    case 'planRoute': {
      const plan = readRoutePlan(data);
      return plan && isId(data.requestId) ? { type: 'planRoute', requestId: data.requestId, ...plan } : undefined;
    }
    case 'cancel':
      return isId(data.requestId) ? { type: 'cancel', requestId: data.requestId } : undefined;
    case 'stateChanged': {
      const state = parseMapState(data.state);
      return state ? { type: 'stateChanged', state } : undefined;
    }
    default:
      return undefined;
  }
}

export function parseHostMessage(data: unknown): HostToWebview | undefined {
  try {
    return readHostMessage(data);
  } catch {
    return undefined;
  }
}

function readHostMessage(data: unknown): HostToWebview | undefined {
  if (!isRecord(data)) return undefined;
  switch (data.type) {
    case 'init': {
      if (!isTileUrlTemplate(data.tileUrlTemplate) || !optional(data.logoUrl, isHttpUrl)) return undefined;
      const message: HostToWebview = { type: 'init', tileUrlTemplate: data.tileUrlTemplate };
      if (data.logoUrl !== undefined) message.logoUrl = data.logoUrl;
      if (data.account !== undefined) {
        const account = isRecord(data.account) ? readAccount(data.account) : undefined;
        if (!account) return undefined;
        message.account = account;
      }
      if (data.state !== undefined) {
        const state = parseMapState(data.state);
        if (!state) return undefined;
        message.state = state;
      }
      return message;
    }
    case 'setPoints': {
      const message: HostToWebview = { type: 'setPoints' };
      for (const key of ['start', 'end'] as const) {
        if (data[key] === undefined) continue;
        const point = readLatLon(data[key]);
        if (!point) return undefined;
        message[key] = point;
      }
      if (data.routeType !== undefined) {
        if (!isOneOf(data.routeType, ROUTE_TYPES)) return undefined;
        message.routeType = data.routeType;
      }
      return message.start || message.end || message.routeType ? message : undefined;
    }
    case 'routeStarted':
      return isId(data.requestId) ? { type: 'routeStarted', requestId: data.requestId } : undefined;
    case 'routeResult': {
      const plan = readRoutePlan(data.plan);
      if (!isId(data.requestId) || !plan || !isRouteAnswer(plan.routeType, data.response)) return undefined;
      return { type: 'routeResult', requestId: data.requestId, plan, response: data.response };
    }
    case 'routeError': {
      const { requestId, kind, message, status, retryAfterSeconds, action } = data;
      if (!isId(requestId) || !isOneOf(kind, ROUTE_ERROR_KINDS) || !isString(message, MAX_MESSAGE) || message.trim() === '') return undefined;
      if (!isOneOf(action, ['signIn', 'retry', 'wait', 'none'] as const)) return undefined;
      if (!optional(status, (s): s is number => Number.isInteger(s) && isNumber(s, 100, 599))) return undefined;
      if (!optional(retryAfterSeconds, (s): s is number => isNumber(s, 0, 86_400))) return undefined;
      const error: HostToWebview = { type: 'routeError', requestId, kind, message, action };
      if (status !== undefined) error.status = status;
      if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
      return error;
    }
    case 'account': {
      const account = readAccount(data);
      return account ? { type: 'account', ...account } : undefined;
    }
    default:
      return undefined;
  }
}

/** The OneMap request a plan stands for, in the shape src/onemap's client takes. */
export function routeRequestOf(plan: RoutePlan): RouteRequest {
  const { start, end, routeType } = plan;
  if (routeType !== 'pt') return { start, end, routeType };
  const pt = plan.pt!;
  return { start, end, routeType, ...pt };
}
