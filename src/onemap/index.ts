// The OneMap API layer's public surface. Nothing under src/onemap imports `vscode`.
export { ONEMAP_BASE_URL } from './baseUrl';
export { OneMapClient, type Credentials, type LogLevel, type OneMapClientOptions, type RequestOptions } from './client';
export { createDispatcher, DEFAULT_TIMEOUTS, type Timeouts } from './dispatcher';
export { describeWait, isOneMapError, OneMapError, type OneMapErrorKind, type TimeoutPhase } from './errors';
export { decodeRouteGeometry, isInSingapore } from '../shared/onemap/geometry';
export { chooseProxy, matchesNoProxy, type ProxyChoice, type ProxySettings } from './proxy';
export { redact } from './redact';
export type { RetryOptions } from './retry';
export { TokenManager, type StoredToken, type TokenStore } from './tokenManager';
export * from './types';
export * from '../shared/onemap/types';
export { isMaxWalkDistance, isNumItineraries, isPtDate, isPtTime } from '../shared/onemap/params';
export { validateConvertInput, validateRouteRequest } from './validate';
export { convertPointsWithOneMap, directionFor, type BatchOptions, type OneMapCrs } from './batchConvert';
export { MAX_PLACE_RESPONSE_BYTES } from './client';
export * from './placeTypes';
export { reverseGeocodeRequest, searchQuery, MAX_SEARCH_LENGTH } from './placeRequests';
export { readGeocodeInfo, readSearchPage } from './placeResponses';
