// OneMap's error texts. Where the samples give the full text it is used word for word
// (test/fixtures/onemap-samples/token_and_errors_official_and_observed.json); the rest are written in the
// same voice for the rows the contract abridges or leaves unshown.

export const MESSAGES = {
  // Token endpoint (documented).
  authFailed: 'Authentication failed, please contact admin at support@onemap.gov.sg',
  notRegistered: 'User is not registered in system.',
  needCredentials: 'You have to enter a valid email address and valid password to generate a token.',

  // Authorization (documented).
  noToken: 'Please send the access token in the request header as a bearer token.',
  expired: 'Token has expired: Session expired. Please refresh your token (if still within refresh window) or re-login.',
  rateLimit: 'API limit(s) exceeded.',

  // Conversion.
  latLon: 'Please input both latitude and longitude coordinates.', // documented
  yx: 'Please input both Y and X coordinates.',
  numericLatLon: 'Please input valid numeric latitude and longitude coordinates.',
  numericYX: 'Please input valid numeric Y and X coordinates.',
  noPosition: 'The coordinates have no position in the target coordinate system.',

  // Routing.
  dateFormat: 'Date format should be in MM-DD-YYYY.', // documented
  startEnd: 'Starting or ending location is not provided.',
  routeType: 'Please specify a route type: drive/pt/walk/cycle.',
  timeFormat: 'Time format should be in HH:MM:SS.',
  mode: 'Mode should be one of TRANSIT, BUS or RAIL.',
  numItineraries: 'Number of itineraries should be between 1 and 3.',
  maxWalkDistance: 'Maximum walk distance should be a positive number of metres.',

  // Search and reverse geocoding: not in the contract; written in the same voice.
  searchVal: 'Please input a search value.',
  returnGeom: 'returnGeom should be Y or N.',
  getAddrDetails: 'getAddrDetails should be Y or N.',
  pageNum: 'pageNum should be a whole number from 1.',
  location: 'Please input a location as latitude,longitude.',
  locationXY: 'Please input a location as X,Y.',
  buffer: 'Buffer should be a number of metres from 0 to 500.',
  addressType: 'addressType should be All or HDB.',
  otherFeatures: 'otherFeatures should be Y or N.',

  // Planning areas and population: not in the contract; written in the same voice.
  year: 'year should be a four-digit year.',
  planningArea: 'Please input a planning area.',
  gender: 'gender should be male or female.',

  // Plumbing.
  serverError: 'Internal Server Error',
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  tooLarge: 'Request body is too large.',
} as const;

/** Never the whole token: enough to recognise it, not enough to use it. */
export function truncateToken(token: string): string {
  const keep = Math.min(8, Math.floor(token.length / 2));
  return `${token.slice(0, keep)}…`;
}

export function invalidTokenMessage(token: string): string {
  return `Invalid token: Could not decode token: The token ${truncateToken(token)} is an invalid JWS.`;
}

export function forbiddenMessage(component: string, service: string): string {
  return `Access Forbidden. GET access to component '${component}' of service '${service}' is not allowed by this user's role.`;
}
