// The entry points of the protocol's checks: each turns what arrived (from postMessage or a saved state) into
// a fresh, well-formed value with only the known fields, or undefined. None of them ever throws.
import { isMaxWalkDistance, isNumItineraries, isPtDate, isPtTime, ROUTE_TYPES, TRANSIT_MODES } from '../onemap/params';
import {
  isHttpUrl,
  isId,
  isNumber,
  isOneOf,
  isRecord,
  isString,
  isTileUrlTemplate,
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  optional,
  readLatLon,
  type Rec,
} from './checks';
import { BASEMAP_STYLES, type AccountInfo, type HostToWebview, type MapState, type SharedState, type WebviewToHost } from './messages';
import { isLayerId, MAX_FEATURES } from './dataLayers';
import { readPackedLayer } from './layerWire';
import { isQuery, readSuggestions } from './placeSearch';
import { readNearestToPage } from './nearestLines';
import { readAreaLayerToHost, readAreaLayerToPage } from './planningAreas';
import { isRouteAnswer } from './routeAnswers';
import { ERROR_ACTIONS, ROUTE_ERROR_KINDS } from './routeErrors';
import { readRoutePlan } from './routePlan';

function readAccount(value: Rec): AccountInfo | undefined {
  if (typeof value.signedIn !== 'boolean' || !optional(value.email, (e): e is string => isString(e, MAX_EMAIL))) return undefined;
  return value.email === undefined ? { signedIn: value.signedIn } : { signedIn: value.signedIn, email: value.email };
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
  if (value.labels !== undefined) {
    // A name only beside a point it names; a name alone would show a place the state does not have.
    const labels = value.labels;
    if (!isRecord(labels)) return undefined;
    for (const key of ['start', 'end'] as const) {
      if (labels[key] === undefined) continue;
      const label = labels[key];
      if (!isString(label, MAX_NAME) || label.trim() === '' || !state[key]) return undefined;
      (state.labels ??= {})[key] = label;
    }
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
    if (!isRecord(route) || !plan || !isId(route.selected) || route.selected > 100) return undefined;
    // A state saved before 1.x also held the answer (`response`): it is left behind, as every unknown field is.
    state.route = { plan, selected: route.selected };
  }
  return state;
}

/** A state with its revision, and an answer only for the state's own route and of its route type. */
function readSharedState(value: Rec): SharedState | undefined {
  const state = parseMapState(value.state);
  if (!state || !isId(value.revision)) return undefined;
  const shared: SharedState = { revision: value.revision, state };
  if (value.answer === undefined) return shared;
  if (!state.route || !isRouteAnswer(state.route.plan.routeType, value.answer)) return undefined;
  shared.answer = value.answer;
  return shared;
}

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
    case 'pickTheme':
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
    case 'searchPlaces':
      return isId(data.requestId) && isQuery(data.query) ? { type: 'searchPlaces', requestId: data.requestId, query: data.query } : undefined;
    case 'featureClicked':
      return isLayerId(data.layerId) && isFeatureIndex(data.index) ? { type: 'featureClicked', layerId: data.layerId, index: data.index } : undefined;
    case 'layerRemoved':
      return isLayerId(data.layerId) ? { type: 'layerRemoved', layerId: data.layerId } : undefined;
    case 'layerDrawn':
      return isLayerId(data.layerId) ? { type: 'layerDrawn', layerId: data.layerId } : undefined;
    default:
      return readAreaLayerToHost(data);
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
      if (data.shared !== undefined) {
        const shared = isRecord(data.shared) ? readSharedState(data.shared) : undefined;
        if (!shared) return undefined;
        message.shared = shared;
      }
      return message;
    }
    case 'state': {
      const shared = readSharedState(data);
      return shared ? { type: 'state', ...shared } : undefined;
    }
    case 'stateSaved':
      return isId(data.revision) ? { type: 'stateSaved', revision: data.revision } : undefined;
    case 'sentWhileLoading':
      return { type: 'sentWhileLoading' };
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
      if (!isOneOf(action, ERROR_ACTIONS)) return undefined;
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
    case 'searchResults': {
      const results = readSuggestions(data.results);
      return isId(data.requestId) && results ? { type: 'searchResults', requestId: data.requestId, results } : undefined;
    }
    case 'searchError': {
      const { requestId, message, signIn } = data;
      if (!isId(requestId) || !isString(message, MAX_MESSAGE) || message.trim() === '' || typeof signIn !== 'boolean') return undefined;
      return { type: 'searchError', requestId, message, signIn };
    }
    case 'showLayer': {
      const layer = readPackedLayer(data.layer);
      return layer && typeof data.fit === 'boolean' ? { type: 'showLayer', layer, fit: data.fit } : undefined;
    }
    case 'removeLayer':
      return isLayerId(data.layerId) ? { type: 'removeLayer', layerId: data.layerId } : undefined;
    case 'highlightFeature': {
      const { layerId, index } = data;
      if (!isLayerId(layerId) || !(index === null || isFeatureIndex(index))) return undefined;
      return { type: 'highlightFeature', layerId, index };
    }
    default:
      return readAreaLayerToPage(data) ?? readNearestToPage(data);
  }
}

function isFeatureIndex(value: unknown): value is number {
  return isId(value) && value < MAX_FEATURES;
}
