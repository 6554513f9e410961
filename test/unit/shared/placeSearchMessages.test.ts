// The place-search messages: well-formed ones get through unchanged; a query OneMap would refuse, a result
// outside Singapore, markup where text is due or too many results are turned away.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HostToWebview, PlaceSuggestion, WebviewToHost } from '../../../src/shared/protocol/messages';
import { parseHostMessage, parseWebviewMessage } from '../../../src/shared/protocol/parse';

const RAFFLES: PlaceSuggestion = { name: 'RAFFLES PLACE MRT STATION (EW14 / NS26)', address: '5 RAFFLES PLACE SINGAPORE 048618', postalCode: '048618', lat: 1.28393, lon: 103.85143 };
const NO_POSTAL: PlaceSuggestion = { name: 'MARINA BAY', address: 'MARINA BAY', lat: 1.2806, lon: 103.8545 };

test('well-formed searches, results and errors are accepted unchanged', () => {
  const page: WebviewToHost[] = [
    { type: 'searchPlaces', requestId: 1, query: 'Ra' },
    { type: 'searchPlaces', requestId: 2, query: '048618' },
    { type: 'searchPlaces', requestId: 3, query: 'x'.repeat(200) },
  ];
  for (const message of page) assert.deepEqual(parseWebviewMessage(structuredClone(message)), message);
  const host: HostToWebview[] = [
    { type: 'searchResults', requestId: 1, results: [] },
    { type: 'searchResults', requestId: 2, results: [RAFFLES, NO_POSTAL] },
    { type: 'searchResults', requestId: 3, results: Array.from({ length: 10 }, () => RAFFLES) },
    { type: 'searchError', requestId: 4, message: 'Sign in to OneMap to search for places.', signIn: true },
    { type: 'searchError', requestId: 5, message: 'OneMap could not search (HTTP 502).', signIn: false },
  ];
  for (const message of host) assert.deepEqual(parseHostMessage(structuredClone(message)), message);
});

test('malformed ones are turned away', () => {
  const page: unknown[] = [
    { type: 'searchPlaces', requestId: 1, query: 'R' },
    { type: 'searchPlaces', requestId: 1, query: '   a  ' },
    { type: 'searchPlaces', requestId: 1, query: 'x'.repeat(201) },
    { type: 'searchPlaces', requestId: -1, query: 'Raffles' },
    { type: 'searchPlaces', query: 'Raffles' },
    { type: 'searchPlaces', requestId: 1, query: 42 },
  ];
  for (const message of page) assert.equal(parseWebviewMessage(message), undefined, JSON.stringify(message));
  const host: unknown[] = [
    { type: 'searchResults', requestId: 1, results: [{ ...RAFFLES, lat: 51.5, lon: -0.12 }] },
    { type: 'searchResults', requestId: 1, results: [{ ...RAFFLES, name: 7 }] },
    { type: 'searchResults', requestId: 1, results: [{ ...RAFFLES, postalCode: '0'.repeat(40) }] },
    { type: 'searchResults', requestId: 1, results: Array.from({ length: 11 }, () => RAFFLES) },
    { type: 'searchResults', requestId: 1, results: 'RAFFLES' },
    { type: 'searchResults', results: [] },
    { type: 'searchError', requestId: 1, message: '', signIn: false },
    { type: 'searchError', requestId: 1, message: 'x', signIn: 'yes' },
  ];
  for (const message of host) assert.equal(parseHostMessage(message), undefined, JSON.stringify(message));
});

test('a result keeps only the fields the page shows', () => {
  const parsed = parseHostMessage({ type: 'searchResults', requestId: 1, results: [{ ...RAFFLES, token: 'secret', html: '<b>x</b>' }] });
  assert.deepEqual(parsed, { type: 'searchResults', requestId: 1, results: [RAFFLES] });
});
