// The wait after OneMap's limit on the real page: one countdown, never the message's own fixed figure beside it,
// and a countdown that keeps to its deadline when the page's timers run late (a planner in the background).
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { CAVENAGH, NEWTON, pageFixture } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

test('a 53 s Retry-After: the status line says one wait, and 45 s of timers held back later it says 8 s', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON });
  const plan = await page.waitForPlan(0);
  await page.page.clock.install();
  const start = Date.now() + 60_000;
  await page.page.clock.pauseAt(start);
  await page.send({
    type: 'routeError',
    requestId: plan.requestId,
    kind: 'rate-limit',
    status: 429,
    message: "OneMap's API limit was exceeded (API limit(s) exceeded). Try again in 53 s.",
    retryAfterSeconds: 53,
    action: 'wait',
  });
  await page.flush();
  const status = page.page.locator('.om-status');
  const line = async () => ((await status.textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(await line(), /API limit\(s\) exceeded/, 'OneMap\'s own words are shown');
  assert.equal((await line()).match(/Try again in/g)?.length, 1, await line());
  assert.equal(await status.locator('.om-status-wait').textContent(), 'Try again in 53 s.');

  // The clock moves 45 s while no timer fires (a page in the background), then one tick comes.
  await page.page.clock.setSystemTime(start + 45_000);
  await page.page.clock.runFor(1_000);
  assert.equal(await status.locator('.om-status-wait').textContent(), 'Try again in 7 s.');
  assert.equal((await line()).match(/Try again in/g)?.length, 1, await line());
  assert.equal(await status.getByRole('button', { name: 'Retry' }).isDisabled(), true);
  await page.page.clock.runFor(7_000);
  assert.equal(await status.getByRole('button', { name: 'Retry' }).isEnabled(), true, 'Retry once the 53 s are over');
  assert.doesNotMatch(await line(), /Try again in/);
});
