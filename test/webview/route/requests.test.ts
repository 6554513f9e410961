// Requests in flight: progress and cancel, stale answers, and failures shown with the action that helps.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { drive2025, legacy2019 } from '../../unit/samples';
import { answer, CAVENAGH, NEWTON, pageFixture, showRoute } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const legacyPath = (): [number, number][] => polyline.decode(legacy2019().route_geometry, 6);

test('progress shows while a request runs, and Cancel calls it off', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON });
  const plan = await page.waitForPlan(0);
  const status = page.page.locator('.om-status');
  assert.equal(await status.getAttribute('data-kind'), 'progress');
  assert.match((await status.textContent()) ?? '', /Planning route/);
  const from = page.posted.length;
  await status.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForPosted((m) => m.type === 'cancel' && m.requestId === plan.requestId, from);
  assert.equal(await status.getAttribute('data-kind'), null);
  // An answer that comes anyway is not drawn.
  await page.send({ type: 'routeResult', requestId: plan.requestId, plan: { start: CAVENAGH, end: NEWTON, routeType: 'walk' }, response: drive2025() });
  await page.flush();
  assert.deepEqual((await page.snapshot()).lines, []);
});

test('an answer to an older request is never drawn; the newer one is', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON });
  const older = await page.waitForPlan(0);
  const from = page.posted.length;
  await page.page.locator('label.om-segment', { hasText: 'Drive' }).click();
  const newer = await page.waitForPlan(from);
  assert.ok(newer.requestId > older.requestId);

  const { type: _a, requestId: _b, ...olderPlan } = older;
  await page.send({ type: 'routeResult', requestId: older.requestId, plan: olderPlan, response: legacy2019() });
  await page.flush();
  assert.deepEqual((await page.snapshot()).lines, [], 'the stale answer is ignored');
  assert.equal(await page.page.locator('.om-status').getAttribute('data-kind'), 'progress', 'still waiting for the newer one');

  const drawn = await answer(page, newer, drive2025());
  assert.deepEqual(drawn.lines, [polyline.decode(drive2025().route_geometry, 5)]);
  assert.equal(await page.page.locator('.om-status').getAttribute('data-kind'), null);
});

test('a 401 keeps the drawn route, says what OneMap said, and offers Sign in', async () => {
  const page = await pages.open();
  await page.init();
  await showRoute(page, legacy2019());
  const from = page.posted.length;
  await page.page.locator('label.om-segment', { hasText: 'Walk' }).click();
  const plan = await page.waitForPlan(from);
  const message = 'Sign in again: OneMap did not accept the access token (Token has expired).';
  await page.send({ type: 'routeError', requestId: plan.requestId, kind: 'auth', status: 401, message, action: 'signIn' });
  await page.flush();

  assert.deepEqual((await page.snapshot()).lines, [legacyPath()], 'the previous route is still drawn');
  const status = page.page.locator('.om-status');
  assert.equal(await status.getAttribute('data-kind'), 'error');
  assert.equal(await status.locator('.om-status-text').textContent(), message);
  const signInFrom = page.posted.length;
  await status.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForPosted((m) => m.type === 'signIn', signInFrom);
});

test('a network failure offers Retry, which asks again', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON, routeType: 'cycle' });
  const plan = await page.waitForPlan(0);
  await page.send({ type: 'routeError', requestId: plan.requestId, kind: 'network', message: 'OneMap could not be reached (ECONNREFUSED).', action: 'retry' });
  await page.flush();
  const from = page.posted.length;
  await page.page.locator('.om-status').getByRole('button', { name: 'Retry' }).click();
  const again = await page.waitForPlan(from);
  assert.deepEqual([again.start, again.end, again.routeType], [plan.start, plan.end, plan.routeType]);
  assert.ok(again.requestId > plan.requestId);
});

test('a 429 says when to try again, with Retry held back until then', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON });
  const plan = await page.waitForPlan(0);
  // The page's clock stands still until the test moves it, so the countdown reads what the test says, however slow the machine.
  await page.page.clock.install();
  await page.page.clock.pauseAt(Date.now() + 60_000);
  await page.send({
    type: 'routeError',
    requestId: plan.requestId,
    kind: 'rate-limit',
    status: 429,
    message: "OneMap's API limit was exceeded (API limit(s) exceeded). Try again in 30 s.",
    retryAfterSeconds: 30,
    action: 'wait',
  });
  await page.flush();
  const status = page.page.locator('.om-status');
  const wait = status.locator('.om-status-wait');
  const retry = status.getByRole('button', { name: 'Retry' });
  assert.match((await status.textContent()) ?? '', /API limit\(s\) exceeded/);
  assert.equal(await wait.textContent(), 'Try again in 30 s.');
  assert.equal(await retry.isDisabled(), true);

  await page.page.clock.runFor(1_000);
  assert.equal(await wait.textContent(), 'Try again in 29 s.');
  await page.page.clock.runFor(28_000);
  assert.equal(await wait.textContent(), 'Try again in 1 s.');
  assert.equal(await retry.isDisabled(), true, 'still held back a second before the end');

  await page.page.clock.runFor(1_000);
  assert.equal(await wait.textContent(), '');
  assert.equal(await retry.isEnabled(), true);
  const from = page.posted.length;
  await retry.click();
  const again = await page.waitForPlan(from);
  assert.deepEqual([again.start, again.end], [CAVENAGH, NEWTON], 'Retry asks for the same route again');
});

test('an error for a request nobody waits for is not shown', async () => {
  const page = await pages.open();
  await page.init();
  const { requestId } = await showRoute(page, drive2025());
  await page.send({ type: 'routeError', requestId, kind: 'server', message: 'OneMap could not answer (HTTP 502).', action: 'retry' });
  await page.send({ type: 'routeError', requestId: requestId + 1000, kind: 'server', message: 'OneMap could not answer (HTTP 502).', action: 'retry' });
  await page.flush();
  assert.equal(await page.page.locator('.om-status').getAttribute('data-kind'), null);
});

test('an answer with no path leaves the map as it was and says so', async () => {
  const page = await pages.open();
  await page.init();
  await showRoute(page, legacy2019());
  const from = page.posted.length;
  await page.page.locator('label.om-segment', { hasText: 'Walk' }).click();
  const plan = await page.waitForPlan(from);
  await answer(page, plan, { ...drive2025(), route_geometry: '', status_message: 'Cannot find route between points' } as never);
  assert.deepEqual((await page.snapshot()).lines, [legacyPath()]);
  assert.match((await page.page.locator('.om-status').textContent()) ?? '', /no route.*Cannot find route between points/);
});

test('messages that do not fit the protocol are ignored', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: { lat: '1.3', lon: 103.8 } });
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON, extra: '<b>x</b>' });
  await page.send({ type: 'evil', html: '<img src=x onerror=alert(1)>' });
  const plan = await page.waitForPlan(0);
  await page.send({ type: 'routeResult', requestId: plan.requestId, plan: { start: CAVENAGH, end: NEWTON, routeType: 'walk' }, response: { route_geometry: 5 } });
  await page.flush();
  assert.deepEqual((await page.snapshot()).lines, []);
  assert.equal(await page.page.locator('.om-status').getAttribute('data-kind'), 'progress');
});

test('when the page goes away the app cancels its request and stops listening', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON });
  const plan = await page.waitForPlan(0);
  const from = page.posted.length;
  await page.page.evaluate(() => (globalThis as any).window.dispatchEvent(new (globalThis as any).Event('pagehide')));
  await page.waitForPosted((m) => m.type === 'cancel' && m.requestId === plan.requestId, from);
  const { type: _t, requestId, ...request } = plan;
  await page.send({ type: 'routeResult', requestId, plan: request, response: drive2025() });
  await page.send({ type: 'setPoints', start: NEWTON, end: CAVENAGH });
  await page.flush();
  assert.equal(await page.page.locator('.leaflet-pane').count(), 0, 'the map is gone');
  assert.deepEqual(page.posted.slice(from).map((m) => m.type), ['cancel'], 'nothing answered after teardown');
});
