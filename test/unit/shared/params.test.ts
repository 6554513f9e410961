// One rule per OneMap parameter: the client's check before sending (validateRouteRequest) and the protocol's
// check of a plan from the page (parseWebviewMessage) give the same verdict on every value.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateRouteRequest, type RouteRequest } from '../../../src/onemap';
import { parseWebviewMessage } from '../../../src/shared/protocol/parse';

const start = { lat: 1.3, lon: 103.8 };
const end = { lat: 1.35, lon: 103.9 };
const pt = { date: '03-14-2025', time: '10:26:00', mode: 'BUS', maxWalkDistance: 1000, numItineraries: 3 };

// [parameter, value, accepted]
const TABLE: [keyof typeof pt | 'routeType', unknown, boolean][] = [
  ['routeType', 'walk', true],
  ['routeType', 'drive', true],
  ['routeType', 'cycle', true],
  ['routeType', 'pt', true],
  ['routeType', 'Walk', false],
  ['routeType', 'bus', false],
  ['routeType', '', false],
  ['date', '03-14-2025', true],
  ['date', '02-29-2024', true],
  ['date', '02-29-2000', true],
  ['date', '01-01-1970', true],
  ['date', '12-31-2999', true],
  ['date', '02-29-2025', false],
  ['date', '02-29-1900', false],
  ['date', '04-31-2025', false],
  ['date', '13-01-2025', false],
  ['date', '00-10-2025', false],
  ['date', '10-00-2025', false],
  ['date', '12-31-1969', false],
  ['date', '2025-03-14', false],
  ['date', '3-14-2025', false],
  ['date', 20250314, false],
  ['time', '00:00:00', true],
  ['time', '23:59:59', true],
  ['time', '24:00:00', false],
  ['time', '12:60:00', false],
  ['time', '12:00:60', false],
  ['time', '9:00:00', false],
  ['time', '09:00', false],
  ['mode', 'TRANSIT', true],
  ['mode', 'RAIL', true],
  ['mode', 'bus', false],
  ['mode', 'SUBWAY', false],
  ['numItineraries', 1, true],
  ['numItineraries', 3, true],
  ['numItineraries', 0, false],
  ['numItineraries', 4, false],
  ['numItineraries', 1.5, false],
  ['numItineraries', '2', false],
  ['maxWalkDistance', 0.5, true],
  ['maxWalkDistance', 100_000, true],
  ['maxWalkDistance', 0, false],
  ['maxWalkDistance', -1, false],
  ['maxWalkDistance', 100_001, false],
  ['maxWalkDistance', Infinity, false],
  ['maxWalkDistance', Number.NaN, false],
  ['maxWalkDistance', '800', false],
];

function clientAccepts(parameter: string, value: unknown): boolean {
  const request = parameter === 'routeType' ? { start, end, ...pt, routeType: value } : { start, end, routeType: 'pt', ...pt, [parameter]: value };
  // A road request carries no pt fields to the client; the protocol refuses them on a road plan.
  if (parameter === 'routeType' && value !== 'pt') for (const key of Object.keys(pt)) delete (request as Record<string, unknown>)[key];
  try {
    validateRouteRequest(request as RouteRequest);
    return true;
  } catch {
    return false;
  }
}

function protocolAccepts(parameter: string, value: unknown): boolean {
  const message =
    parameter === 'routeType'
      ? { type: 'planRoute', requestId: 1, start, end, routeType: value, ...(value === 'pt' ? { pt } : {}) }
      : { type: 'planRoute', requestId: 1, start, end, routeType: 'pt', pt: { ...pt, [parameter]: value } };
  return parseWebviewMessage(message) !== undefined;
}

test('the client and the protocol give the same verdict on every parameter value', () => {
  for (const [parameter, value, accepted] of TABLE) {
    const label = `${parameter} = ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
    assert.equal(clientAccepts(parameter, value), accepted, `client: ${label}`);
    assert.equal(protocolAccepts(parameter, value), accepted, `protocol: ${label}`);
  }
});
