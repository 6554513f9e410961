// The protocol's checks at their edges: each field of a message wrong on its own (the others right) turns the
// message away, each bound takes its last allowed value and refuses the next, and every message type the page
// and the host send gets through. A check that let one wrong field past, or refused a value at its edge, would
// have the map drop a good message or act on a bad one.
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseHostMessage, parseMapState, parseWebviewMessage } from '../../../src/shared/protocol/parse';
import { readSuggestions } from '../../../src/shared/protocol/placeSearch';
import { actionFor } from '../../../src/shared/protocol/routeErrors';
import { drive2025 } from '../samples';
import { end, start, state } from './protocolFixtures';

const tiles = 'https://t.example/{z}/{x}/{y}.png';

describe('a saved planner state: one field wrong refuses the state', () => {
  test('the state as saved reads back as itself, and so do its edges (zoom 0 and 30, itinerary 100)', () => {
    assert.deepEqual(parseMapState(state), state);
    for (const zoom of [0, 30]) assert.deepEqual(parseMapState({ ...state, view: { center: start, zoom } })?.view, { center: start, zoom });
    assert.deepEqual(parseMapState({ ...state, route: { ...state.route, selected: 100 } })?.route?.selected, 100);
  });

  const wrong: Array<[string, unknown]> = [
    ['options that are not a record', { ...state, pt: 'BUS' }],
    ['a lowercase mode', { ...state, pt: { ...state.pt, mode: 'bus' } }],
    ['a walk of 0 m', { ...state, pt: { ...state.pt, maxWalkDistance: 0 } }],
    ['four itineraries', { ...state, pt: { ...state.pt, numItineraries: 4 } }],
    ['a departure that is text', { ...state, pt: { ...state.pt, departAt: '11-30-2023 10:26' } }],
    ['a departure on 02-30', { ...state, pt: { ...state.pt, departAt: { date: '02-30-2024', time: '10:26:00' } } }],
    ['a departure at 24:00:00', { ...state, pt: { ...state.pt, departAt: { date: '11-30-2023', time: '24:00:00' } } }],
    ['a start past 90°', { ...state, start: { lat: 91, lon: 103.8 } }],
    ['an end that is text', { ...state, end: '1.31,103.82' }],
    ['a view that is text', { ...state, view: 'Bishan' }],
    ['a view centred off the globe', { ...state, view: { center: { lat: 1.3, lon: 181 }, zoom: 14 } }],
    ['a view without centre', { ...state, view: { zoom: 14 } }],
    ['a zoom of 31', { ...state, view: { center: start, zoom: 31 } }],
    ['a zoom below 0', { ...state, view: { center: start, zoom: -1 } }],
    ['itinerary 101 chosen', { ...state, route: { ...state.route, selected: 101 } }],
    ['a route that is text', { ...state, route: 'pt' }],
    ['a route chosen as text', { ...state, route: { ...state.route, selected: '0' } }],
    // Read straight from storage, not through a message's try: these must come back refused, not thrown.
    ['a route whose plan is null', { ...state, route: { plan: null, selected: 0 } }],
    ['a pt plan whose options are null', { ...state, route: { plan: { start, end, routeType: 'pt', pt: null }, selected: 0 } }],
  ];
  for (const [what, value] of wrong) {
    test(`${what} is refused`, () => {
      assert.equal(parseMapState(value), undefined);
      assert.equal(parseWebviewMessage({ type: 'stateChanged', state: value }), undefined);
    });
  }
});

describe('every message type each side sends gets through', () => {
  test('the page: Themes, the planning-areas layer, a clicked feature, a removed or drawn layer', () => {
    for (const message of [
      { type: 'pickTheme' },
      { type: 'showPlanningAreas', shown: true },
      { type: 'showPlanningAreas', shown: false, year: 2014 },
      { type: 'featureClicked', layerId: 'file-1', index: 0 },
      { type: 'featureClicked', layerId: 'file-1', index: 199_999 },
      { type: 'layerRemoved', layerId: 'file-1' },
      { type: 'layerDrawn', layerId: 'theme-3' },
      { type: 'cancel', requestId: Number.MAX_SAFE_INTEGER },
    ]) {
      assert.deepEqual(parseWebviewMessage(message), message, JSON.stringify(message));
    }
  });

  test('the host: a late page told so, a layer removed, the cursor in a feature or in none', () => {
    for (const message of [
      { type: 'sentWhileLoading' },
      { type: 'removeLayer', layerId: 'file-1' },
      { type: 'highlightFeature', layerId: 'file-1', index: 199_999 },
      { type: 'highlightFeature', layerId: 'file-1', index: null },
      { type: 'setPoints', routeType: 'cycle' },
      { type: 'stateSaved', revision: Number.MAX_SAFE_INTEGER },
      { type: 'searchError', requestId: 2, message: 'OneMap could not be reached.', signIn: false },
      { type: 'init', tileUrlTemplate: tiles, logoUrl: 'https://www.onemap.gov.sg' },
      { type: 'init', tileUrlTemplate: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png' },
    ]) {
      assert.deepEqual(parseHostMessage(message), message, JSON.stringify(message));
    }
  });

  test('a list posing as a message is refused, whatever type it names', () => {
    assert.equal(parseWebviewMessage(Object.assign([], { type: 'ready' })), undefined);
    assert.equal(parseHostMessage(Object.assign([], { type: 'sentWhileLoading' })), undefined);
  });
});

describe('one field wrong refuses the message', () => {
  const result = { type: 'routeResult', requestId: 3, plan: { start, end, routeType: 'drive' }, response: drive2025() };
  const wrong: Array<[string, (m: unknown) => unknown, unknown]> = [
    ['a feature index of 200 000 (one past the most a layer holds)', parseWebviewMessage, { type: 'featureClicked', layerId: 'file-1', index: 200_000 }],
    ['a highlight at index 200 000', parseHostMessage, { type: 'highlightFeature', layerId: 'file-1', index: 200_000 }],
    ['a highlight at index -1', parseHostMessage, { type: 'highlightFeature', layerId: 'file-1', index: -1 }],
    ['a removed layer with a slash in its id', parseHostMessage, { type: 'removeLayer', layerId: '../file-1' }],
    ['setPoints with a start and an unknown route type', parseHostMessage, { type: 'setPoints', start, routeType: 'fly' }],
    ['setPoints with a start off the globe', parseHostMessage, { type: 'setPoints', start: { lat: 1.3, lon: -181 } }],
    ['a route answer with a negative id', parseHostMessage, { ...result, requestId: -1 }],
    ['a route answer with a plan of the wrong shape', parseHostMessage, { ...result, plan: { start, routeType: 'drive' } }],
    ['a search error with an id as text', parseHostMessage, { type: 'searchError', requestId: '2', message: 'Failed.', signIn: false }],
    ['a search error with blank words', parseHostMessage, { type: 'searchError', requestId: 2, message: ' \n ', signIn: false }],
    ['a search error without signIn', parseHostMessage, { type: 'searchError', requestId: 2, message: 'Failed.' }],
    ['a layer whose fit is text', parseHostMessage, { type: 'showLayer', layer: '{}', fit: 'true' }],
    ['search results with an id as text', parseHostMessage, { type: 'searchResults', requestId: '2', results: [] }],
    ['a tile template after another scheme', parseHostMessage, { type: 'init', tileUrlTemplate: `javascript:${tiles}` }],
    ['a logo after another scheme', parseHostMessage, { type: 'init', tileUrlTemplate: tiles, logoUrl: 'data:https://www.onemap.gov.sg/logo.png' }],
    ['a logo followed by a quote', parseHostMessage, { type: 'init', tileUrlTemplate: tiles, logoUrl: 'https://www.onemap.gov.sg/logo.png"onerror=x' }],
    ['an error with a fractional status', parseHostMessage, { type: 'routeError', requestId: 4, kind: 'server', message: 'Down.', status: 500.5, action: 'retry' }],
    ['an error with status 99', parseHostMessage, { type: 'routeError', requestId: 4, kind: 'server', message: 'Down.', status: 99, action: 'retry' }],
    ['an error with a wait of a day and a second', parseHostMessage, { type: 'routeError', requestId: 4, kind: 'rate-limit', message: 'Wait.', retryAfterSeconds: 86_401, action: 'wait' }],
  ];
  for (const [what, parse, message] of wrong) test(`${what} is refused`, () => assert.equal(parse(message), undefined));

  test('an error at the edges of its status and its wait gets through', () => {
    for (const [status, retryAfterSeconds] of [[100, 0], [599, 86_400]]) {
      const error = { type: 'routeError', requestId: 4, kind: 'rate-limit', message: 'Wait.', status, retryAfterSeconds, action: 'wait' };
      assert.deepEqual(parseHostMessage(error), error);
    }
  });
});

describe('place suggestions: inside Singapore on both axes', () => {
  const place = { name: 'BISHAN MRT STATION', address: '200 BISHAN ROAD', lat: 1.3509, lon: 103.8485 };
  test('the corners of the box are in it', () => {
    for (const [lat, lon] of [[1, 103.5], [1.6, 104.2]]) assert.deepEqual(readSuggestions([{ ...place, lat, lon }]), [{ ...place, lat, lon }]);
  });
  test('one axis outside, the other in, is refused, both ways round', () => {
    for (const [lat, lon] of [[1.61, 103.8], [0.99, 103.8], [1.35, 104.21], [1.35, 103.49]]) {
      assert.equal(readSuggestions([{ ...place, lat, lon }]), undefined, `${lat}, ${lon}`);
    }
  });
});

test('a reply OneMap could not be read offers Retry, as a timeout does', () => {
  assert.equal(actionFor('malformed-response'), 'retry');
  assert.equal(actionFor('cancelled'), 'none');
});
