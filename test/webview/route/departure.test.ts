// When a public-transport trip leaves: the browser's date and time pickers, sent in OneMap's formats; a date in
// the past or more than a year ahead is questioned in the page before anything is sent; "Now" undoes a choice.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { MapPage } from '../harness';
import { JELITA, ORCHARD, pageFixture, sgDay } from '../flows';

declare const document: any;
declare const window: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

async function transitPage(viewport?: { width: number; height: number }): Promise<MapPage> {
  const page = await pages.open(viewport ? { viewport } : {});
  await page.init();
  await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
  await page.send({ type: 'setPoints', start: JELITA });
  await page.flush();
  return page;
}

/** Picks a date and a time as a person does: the browser's own pickers take YYYY-MM-DD and HH:MM[:SS]. */
async function pick(page: MapPage, date: string, time?: string): Promise<void> {
  for (const [field, value] of [['date', date], ['time', time]] as const) {
    if (value === undefined) continue;
    const control = page.page.getByLabel(field === 'date' ? 'Date' : 'Time', { exact: true });
    await control.fill(value);
    await control.dispatchEvent('change');
  }
}

/** Neither scrolled out of its box nor under the Plan button: the topmost element at its middle is itself. */
async function inSight(locator: ReturnType<MapPage['page']['locator']>): Promise<boolean> {
  return locator.evaluate((element: any) => {
    const r = element.getBoundingClientRect();
    return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === element;
  });
}

function plansSince(page: MapPage, from: number): number {
  return page.posted.slice(from).filter((m) => m.type === 'planRoute').length;
}

test('the date and time are browser pickers; what they hold leaves in OneMap’s formats and is kept so', async () => {
  const page = await transitPage();
  assert.equal(await page.page.getByLabel('Date', { exact: true }).getAttribute('type'), 'date');
  assert.equal(await page.page.getByLabel('Time', { exact: true }).getAttribute('type'), 'time');
  const day = sgDay(7);
  await pick(page, day.picker, '18:05');
  const from = page.posted.length;
  await page.send({ type: 'setPoints', end: ORCHARD });
  const plan = await page.waitForPlan(from);
  assert.ok(plan.routeType === 'pt');
  assert.equal(plan.pt.date, day.oneMap);
  assert.equal(plan.pt.time, '18:05:00');
  assert.equal(await page.page.locator('.om-confirm').isVisible(), false, 'a day next week needs no confirmation');
  const saved = (await page.savedState()) as { pt: { departAt?: unknown } };
  assert.deepEqual(saved.pt.departAt, { date: day.oneMap, time: '18:05:00' });

  // Restored after a reload, the pickers show the kept day and time again.
  await page.reload();
  assert.equal(await page.page.getByLabel('Date', { exact: true }).inputValue(), day.picker);
  assert.equal(await page.page.getByLabel('Time', { exact: true }).inputValue(), '18:05:00');
});

test('a date in 2020 is questioned in the page: Cancel sends nothing, Plan anyway plans, and is not asked again', async () => {
  // A short side view, where the page scrolls as one column: the question must still be in sight.
  const page = await transitPage({ width: 320, height: 500 });
  await pick(page, '2020-11-30', '10:26:00');
  // Scrolled down to the foot of the page, as after looking at the map: the question is out of sight there.
  await page.page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
  const from = page.posted.length;
  await page.send({ type: 'setPoints', end: ORCHARD });
  const question = page.page.getByRole('alert').filter({ hasText: 'Plan for that day anyway?' });
  await question.waitFor({ state: 'visible' });
  assert.ok(await inSight(question.getByRole('button', { name: 'Plan anyway' })), 'the question scrolled into sight, clear of the Plan button');
  assert.match((await question.textContent()) ?? '', /2020.*is in the past/);
  await page.flush();
  assert.equal(plansSince(page, from), 0, 'nothing is sent while the page asks');

  await question.getByRole('button', { name: 'Cancel' }).click();
  await question.waitFor({ state: 'hidden' });
  assert.equal(await page.page.evaluate(() => document.activeElement?.dataset.field), 'date', 'back at the date to change it');
  await page.flush();
  assert.equal(plansSince(page, from), 0, 'Cancel sends nothing');

  await page.page.getByRole('button', { name: 'Plan route' }).click();
  await question.waitFor({ state: 'visible' });
  assert.ok(await inSight(question.getByRole('button', { name: 'Plan anyway' })), 'asked again, in sight');
  await question.getByRole('button', { name: 'Plan anyway' }).click();
  const plan = await page.waitForPlan(from);
  assert.ok(plan.routeType === 'pt');
  assert.equal(plan.pt.date, '11-30-2020');
  assert.equal(plan.pt.time, '10:26:00');
  assert.equal(await question.isVisible(), false);

  // The same day again (another mode and back) is not questioned twice.
  const again = page.posted.length;
  await page.page.locator('label.om-segment', { hasText: 'Walk' }).click();
  await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
  await page.waitForPosted((m) => m.type === 'planRoute' && m.routeType === 'pt', again);
  assert.equal(await question.isVisible(), false);
});

test('a date more than a year ahead is questioned too; within a year it is not', async () => {
  const page = await transitPage();
  await page.send({ type: 'setPoints', end: ORCHARD });
  await page.waitForPlan(0);
  await pick(page, sgDay(2 * 365).picker);
  const from = page.posted.length;
  await page.page.getByRole('button', { name: 'Plan route' }).click();
  const question = page.page.locator('.om-confirm');
  await question.waitFor({ state: 'visible' });
  assert.match((await question.textContent()) ?? '', /more than a year ahead/);
  await page.flush();
  assert.equal(plansSince(page, from), 0);

  // Picking another day withdraws the question; one within the year plans straight away.
  const near = sgDay(300);
  await pick(page, near.picker);
  assert.equal(await question.isVisible(), false);
  await page.page.getByRole('button', { name: 'Plan route' }).click();
  const plan = await page.waitForPlan(from);
  assert.ok(plan.routeType === 'pt');
  assert.equal(plan.pt.date, near.oneMap);
});

test('"Now" replaces a questioned date with today in Singapore and plans without asking', async () => {
  const page = await transitPage();
  await pick(page, '2020-11-30', '10:26:00');
  await page.send({ type: 'setPoints', end: ORCHARD });
  const question = page.page.locator('.om-confirm');
  await question.waitFor({ state: 'visible' });

  await page.page.getByRole('button', { name: 'Now' }).click();
  assert.equal(await question.isVisible(), false, 'the question goes with the date it was about');
  const today = sgDay(0);
  assert.equal(await page.page.getByLabel('Date', { exact: true }).inputValue(), today.picker);
  const from = page.posted.length;
  await page.page.getByRole('button', { name: 'Plan route' }).click();
  const plan = await page.waitForPlan(from);
  assert.ok(plan.routeType === 'pt');
  assert.equal(plan.pt.date, today.oneMap);
  assert.equal(await question.isVisible(), false);
  const saved = (await page.savedState()) as { pt: { departAt?: unknown } };
  assert.equal(saved.pt.departAt, undefined, 'leaving now is kept as "now", not as a fixed time');
});
