// The planner host's request handling, with a fake page and a fake OneMap client that shows the AbortSignal
// it was given: what the page receives, and whether the HTTP request would be aborted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PageChannel } from '../../../src/map/pageChannel';
import type { HostToWebview, PlaceSuggestion, RoutePlan } from '../../../src/shared/protocol/messages';

const plan: RoutePlan = { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.35, lon: 103.85 }, routeType: 'walk' };

interface PendingRoute {
  signal: AbortSignal;
  answer(): void;
  fail(error: Error): void;
}

interface PendingSearch {
  query: string;
  signal: AbortSignal;
  answer(results: PlaceSuggestion[]): void;
  fail(error: Error): void;
}

function fixture() {
  const delivered: HostToWebview[] = [];
  const requests: PendingRoute[] = [];
  const searches: PendingSearch[] = [];
  const channel = new PageChannel({
    deliver: (message) => void delivered.push(message),
    route: (routed, signal) =>
      new Promise<HostToWebview>((resolve, reject) => {
        requests.push({
          signal,
          answer: () => resolve({ type: 'routeResult', requestId: 0, plan: routed, response: {} as never }),
          fail: reject,
        });
      }),
    routeError: (requestId, error) =>
      ({ type: 'routeError', requestId, kind: 'server', message: (error as Error).message, action: 'retry' }) as unknown as HostToWebview,
    search: (query, signal) =>
      new Promise<PlaceSuggestion[]>((resolve, reject) => {
        searches.push({ query, signal, answer: (results) => resolve(results), fail: reject });
      }),
    searchError: (requestId, error) => ({ type: 'searchError', requestId, message: (error as Error).message, signIn: false }),
  });
  return { channel, delivered, requests, searches };
}

const kinds = (messages: HostToWebview[]) => messages.map((m) => `${m.type}${'requestId' in m ? ` ${m.requestId}` : ''}`);

test('messages wait until the page says it is ready, then arrive in order', async () => {
  const { channel, delivered, requests } = fixture();
  channel.post({ type: 'setPoints', start: plan.start });
  const routed = channel.planRoute(1, plan);
  assert.deepEqual(delivered, [], 'nothing reaches a page that is not listening');
  requests[0]!.answer();
  await routed;
  assert.deepEqual(delivered, []);
  channel.markReady();
  assert.deepEqual(kinds(delivered), ['setPoints', 'routeStarted 1', 'routeResult 1']);

  channel.markHidden();
  channel.post({ type: 'setPoints', end: plan.end });
  assert.equal(delivered.length, 3, 'a hidden page hears nothing until it loads again');
  channel.markReady();
  assert.deepEqual(kinds(delivered).slice(3), ['setPoints']);
});

test('a newer request aborts the older one, whose answer is never drawn', async () => {
  const { channel, delivered, requests } = fixture();
  channel.markReady();
  const first = channel.planRoute(1, plan);
  const second = channel.planRoute(2, plan);
  assert.equal(requests[0]!.signal.aborted, true, 'the first HTTP request is aborted');
  assert.equal(requests[1]!.signal.aborted, false);
  requests[0]!.answer();
  requests[1]!.answer();
  await Promise.all([first, second]);
  assert.deepEqual(kinds(delivered), ['routeStarted 1', 'routeStarted 2', 'routeResult 2']);
});

test('cancel aborts the HTTP request of that request only, and nothing more is sent for it', async () => {
  const { channel, delivered, requests } = fixture();
  channel.markReady();
  const routed = channel.planRoute(7, plan);
  channel.cancel(6);
  assert.equal(requests[0]!.signal.aborted, false, 'a cancel for another request changes nothing');
  channel.cancel(7);
  assert.equal(requests[0]!.signal.aborted, true);
  requests[0]!.fail(new Error('This operation was aborted'));
  await routed;
  assert.deepEqual(kinds(delivered), ['routeStarted 7']);
});

test("a failed request reaches the page with the server's words; disposing aborts what runs", async () => {
  const { channel, delivered, requests } = fixture();
  channel.markReady();
  const failed = channel.planRoute(1, plan);
  requests[0]!.fail(new Error('Too many requests'));
  await failed;
  assert.deepEqual(kinds(delivered), ['routeStarted 1', 'routeError 1']);
  assert.equal((delivered[1] as { message?: string }).message, 'Too many requests');

  void channel.planRoute(2, plan);
  channel.dispose();
  assert.equal(requests[1]!.signal.aborted, true, 'closing the page aborts its request');
});

const RAFFLES: PlaceSuggestion = { name: 'RAFFLES PLACE MRT STATION', address: '5 RAFFLES PLACE SINGAPORE 048618', postalCode: '048618', lat: 1.2840, lon: 103.8514 };

test('a newer search aborts the older one, whose answer is never sent; a route in flight is left alone', async () => {
  const { channel, delivered, requests, searches } = fixture();
  channel.markReady();
  const routed = channel.planRoute(1, plan);
  const first = channel.searchPlaces(7, 'Raf');
  const second = channel.searchPlaces(8, 'Raffles');
  assert.equal(searches[0]!.signal.aborted, true, 'the first search request is aborted');
  assert.equal(searches[1]!.signal.aborted, false);
  assert.equal(requests[0]!.signal.aborted, false, 'typing never cancels the route');
  searches[0]!.answer([]);
  searches[1]!.answer([RAFFLES]);
  requests[0]!.answer();
  await Promise.all([first, second, routed]);
  assert.deepEqual(kinds(delivered), ['routeStarted 1', 'searchResults 8', 'routeResult 1']);
  assert.deepEqual(delivered[1], { type: 'searchResults', requestId: 8, results: [RAFFLES] });
});

test('a failed search is answered in OneMap’s words, and disposing aborts the search in flight', async () => {
  const { channel, delivered, searches } = fixture();
  channel.markReady();
  const failed = channel.searchPlaces(3, 'Raffles');
  searches[0]!.fail(new Error('OneMap could not search (HTTP 502).'));
  await failed;
  assert.deepEqual(delivered, [{ type: 'searchError', requestId: 3, message: 'OneMap could not search (HTTP 502).', signIn: false }]);
  const pending = channel.searchPlaces(4, 'Orchard');
  channel.dispose();
  assert.equal(searches[1]!.signal.aborted, true);
  searches[1]!.answer([RAFFLES]);
  await pending;
  assert.equal(delivered.length, 1, 'nothing after dispose');
});

const layer = (id: string, label: string, fit: boolean): HostToWebview => ({
  type: 'showLayer',
  fit,
  layer: { id, title: `${id}.json`, colour: '#1f77b4', features: [{ shapes: [{ kind: 'point', lat: 1.3, lon: 103.8 }], label, properties: [] }] },
});
const layerLabels = (messages: HostToWebview[]) =>
  messages.map((m) => (m.type === 'showLayer' ? `${m.layer.id} ${m.layer.features[0]!.label}${m.fit ? ' fit' : ''}` : m.type));

test('a page opened while it loads hears its first state first, then what was posted meanwhile, and its ready is told that came before', () => {
  const { channel, delivered } = fixture();
  channel.open();
  assert.equal(channel.isReady, true, 'a loading page counts as reached: VS Code hands it what is posted');
  channel.post(layer('file-1', 'old read', true));
  channel.post({ type: 'setPoints', start: plan.start });
  channel.post(layer('file-1', 'new read', false));
  assert.equal(delivered.length, 0, 'nothing goes before the first state');
  delivered.push({ type: 'account', signedIn: false }); // the first state, as the host sends it
  channel.opened();
  assert.deepEqual(layerLabels(delivered), ['account', 'file-1 new read fit', 'setPoints'], 'one layer, the newest, in the older place, still fitting the view');
  assert.equal(channel.wasPrimed, true);
  channel.markReady();
  assert.equal(channel.wasPrimed, false, 'its ready is answered once');
  channel.post({ type: 'setPoints', end: plan.end });
  assert.deepEqual(layerLabels(delivered).slice(3), ['sentWhileLoading', 'setPoints']);
});

test('a page that says ready before its first state was sent hears sentWhileLoading after its first state', () => {
  const { channel, delivered } = fixture();
  channel.open();
  channel.markReady(); // the host still reads the account and the file when the page already listens
  channel.post(layer('file-1', 'read', true));
  assert.equal(delivered.length, 0, 'nothing goes before the first state');
  delivered.push({ type: 'account', signedIn: false });
  channel.opened();
  assert.deepEqual(layerLabels(delivered), ['account', 'sentWhileLoading', 'file-1 read fit'], 'the page had its first state when told');
});

test('a page hidden while it loads is sent nothing more, and its layers are not repeated when it loads again', () => {
  const { channel, delivered } = fixture();
  channel.open();
  channel.post(layer('file-1', 'read', true));
  channel.post({ type: 'setPoints', start: plan.start });
  channel.markHidden();
  assert.equal(channel.isOpening, false, 'the opening stops: the page asks again when shown');
  assert.equal(channel.isReady, false);
  channel.opened();
  assert.deepEqual(delivered, []);
  assert.equal(channel.wasPrimed, false, 'the page that loads again needs its whole first state');
  channel.markReady();
  assert.deepEqual(layerLabels(delivered), ['setPoints'], 'layers come with the first state of the new load, not twice');
});
