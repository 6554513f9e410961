// The planner host's request handling, with a fake page and a fake OneMap client that shows the AbortSignal
// it was given: what the page receives, and whether the HTTP request would be aborted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PageChannel } from '../../../src/planner/pageChannel';
import type { HostToWebview, RoutePlan } from '../../../src/shared/protocol/messages';

const plan: RoutePlan = { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.35, lon: 103.85 }, routeType: 'walk' };

interface PendingRoute {
  signal: AbortSignal;
  answer(): void;
  fail(error: Error): void;
}

function fixture() {
  const delivered: HostToWebview[] = [];
  const requests: PendingRoute[] = [];
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
  });
  return { channel, delivered, requests };
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
