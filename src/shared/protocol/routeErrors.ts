// How a failed route request is told to the page: the failure kinds the host forwards unchanged from
// src/onemap/errors.ts (which checks at compile time that its kinds and these agree), and what the panel offers
// next to each.

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
] as const;
export type RouteErrorKind = (typeof ROUTE_ERROR_KINDS)[number];

export const ERROR_ACTIONS = ['signIn', 'retry', 'wait', 'none'] as const;
/** The one thing the panel offers next to an error. */
export type ErrorAction = (typeof ERROR_ACTIONS)[number];

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
