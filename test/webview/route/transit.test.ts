// Public transport: the options sent, the itinerary and its legs as recorded, and fields checked before sending.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { ptBus2023 } from '../../unit/samples';
import type { MapPage } from '../harness';
import { answer, JELITA, ORCHARD, pageFixture, sgDay } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

/** HH:MM at a fixed UTC+8, from epoch milliseconds, without the code under test. */
function sgClock(epochMs: number): string {
  const minutes = Math.floor((epochMs / 1000 + 8 * 3600) / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

async function fill(page: MapPage, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const control = page.page.locator(`[data-field="${field}"]`);
    if ((await control.evaluate((e: any) => e.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
    await control.dispatchEvent('change');
  }
}

async function chooseTransit(page: MapPage): Promise<void> {
  await page.page.locator('label.om-segment', { hasText: 'Transit' }).click();
}

test('the bus answer: its itinerary with Singapore times, walking, transfers and fare, and its legs', async () => {
  const page = await pages.open();
  await page.init();
  await chooseTransit(page);
  await fill(page, { date: '2023-11-30', time: '10:26:00', mode: 'BUS', maxWalkDistance: '1000', numItineraries: '3' });
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  // The recorded answer's day is in the past: the page asks first.
  await page.page.getByRole('button', { name: 'Plan anyway' }).click();
  const plan = await page.waitForPlan(0);
  assert.deepEqual(plan.pt, { date: '11-30-2023', time: '10:26:00', mode: 'BUS', maxWalkDistance: 1000, numItineraries: 3 });
  assert.equal(plan.routeType, 'pt');

  const response = ptBus2023();
  const raw = response.plan.itineraries[0];
  const drawn = await answer(page, plan, response);
  assert.deepEqual(drawn.lines, raw.legs.map((leg: any) => polyline.decode(leg.legGeometry.points, 5)));

  const itinerary = page.page.locator('.om-choice');
  assert.equal(await itinerary.count(), 1);
  assert.equal(await itinerary.locator('.om-times').textContent(), `${sgClock(raw.startTime)} – ${sgClock(raw.endTime)}`);
  assert.equal(await itinerary.locator('.om-times').textContent(), '10:26 – 11:01');
  assert.equal(await itinerary.locator('.om-duration').textContent(), '35 min');
  assert.equal(await itinerary.locator('.om-choice-meta').textContent(), 'Bus 7 / 7B · Walk 17 min · No transfers · $1.19');

  const legs = await page.page.locator('.om-leg-item').evaluateAll((items) =>
    items.map((item: any) => ({
      title: item.querySelector('.om-leg-title').textContent,
      places: item.querySelector('.om-leg-places').textContent,
      meta: item.querySelector('.om-leg-meta').textContent,
    })),
  );
  const times = raw.legs.map((leg: any) => `${sgClock(leg.startTime)} – ${sgClock(leg.endTime)}`);
  assert.deepEqual(legs, [
    { title: 'Walk', places: 'Origin → OPP COLD STORAGE JELITA', meta: `${times[0]} · 6 min · 448 m` },
    { title: 'Bus 7 / 7B', places: 'OPP COLD STORAGE JELITA → DELFI ORCHARD', meta: `${times[1]} · 18 min · 12 stops` },
    { title: 'Walk', places: 'DELFI ORCHARD → Destination', meta: `${times[2]} · 10 min · 778 m` },
  ]);
  // Boarding and alighting stops are marked on the map.
  assert.equal(await page.page.locator('path.om-stop').count(), 2);
});

test('clicking a leg fits the map to that leg', async () => {
  const page = await pages.open();
  await page.init();
  await chooseTransit(page);
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  const response = ptBus2023();
  const before = await answer(page, await page.waitForPlan(0), response);
  const walk = polyline.decode(response.plan.itineraries[0].legs[2].legGeometry.points, 5);
  const lats = walk.map((p) => p[0]);
  const lngs = walk.map((p) => p[1]);
  const middle = [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];

  await page.page.locator('.om-leg-item').nth(2).click();
  const after = await page.waitForSnapshot(
    (s) => s.zoom > before.zoom && Math.abs(s.center[0] - middle[0]!) < 5e-4 && Math.abs(s.center[1] - middle[1]!) < 5e-4,
    'the last walk filling the map',
  );
  assert.ok(after.zoom > before.zoom);
  assert.equal(await page.page.locator('.om-leg-item').nth(2).getAttribute('aria-current'), 'step');
});

test('invalid public-transport fields are marked at the field and no request is sent', async () => {
  const page = await pages.open();
  await page.init();
  await chooseTransit(page);
  await page.send({ type: 'setPoints', start: JELITA });
  // The pickers cannot hold a day that does not exist; emptied, they are at fault.
  await fill(page, { date: '', time: '', maxWalkDistance: '-5', numItineraries: '4' });
  const from = page.posted.length;
  await page.send({ type: 'setPoints', end: ORCHARD });
  await page.flush();
  await page.page.getByRole('button', { name: 'Plan route' }).click();

  for (const field of ['date', 'time', 'maxWalkDistance', 'numItineraries']) {
    const control = page.page.locator(`[data-field="${field}"]`);
    assert.equal(await control.getAttribute('aria-invalid'), 'true', field);
    const message = await page.page.locator(`#${await control.getAttribute('aria-describedby')}`).textContent();
    assert.ok(message && message.length > 10, `${field} explains itself: ${message}`);
  }
  assert.equal(await page.page.locator('[data-field="mode"]').getAttribute('aria-invalid'), null);
  assert.equal(page.posted.slice(from).filter((m) => m.type === 'planRoute').length, 0);
  assert.equal(await page.page.evaluate(() => (globalThis as any).document.activeElement?.dataset.field), 'date');

  // Corrected, the same plan goes out.
  const day = sgDay(7);
  await fill(page, { date: day.picker, time: '07:05', maxWalkDistance: '500', numItineraries: '2' });
  await page.page.getByRole('button', { name: 'Plan route' }).click();
  const plan = await page.waitForPlan(from);
  assert.deepEqual(plan.pt, { date: day.oneMap, time: '07:05:00', mode: 'TRANSIT', maxWalkDistance: 500, numItineraries: 2 });
  assert.equal(await page.page.locator('[data-field="date"]').getAttribute('aria-invalid'), null);
});

test('left alone, date and time are now in Singapore', async () => {
  const page = await pages.open();
  await page.init();
  await chooseTransit(page);
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  const before = Date.now();
  const plan = await page.waitForPlan(0);
  const after = Date.now();
  // Independently: Singapore's wall clock is UTC+8 all year.
  const sg = (ms: number) => new Date(ms + 8 * 3600_000).toISOString();
  const [earliest, latest] = [sg(before - 1000), sg(after + 1000)];
  assert.ok(plan.routeType === 'pt', 'a public-transport plan');
  const [month, day, year] = plan.pt.date.split('-');
  const sent = `${year}-${month}-${day}T${plan.pt.time}`;
  assert.ok(sent >= earliest.slice(0, 19) && sent <= latest.slice(0, 19), `${sent} is between ${earliest} and ${latest}`);
});

test('with several itineraries, choosing another draws its legs, MRT in its line colour', async () => {
  const page = await pages.open();
  await page.init();
  await chooseTransit(page);
  await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD });
  const response = ptBus2023();
  // A second itinerary that rides the North South line instead of the bus.
  const second = structuredClone(response.plan.itineraries[0]);
  Object.assign(second.legs[1], { mode: 'SUBWAY', route: 'NS', routeShortName: 'NS', routeLongName: 'NORTH SOUTH LINE', routeType: 1 });
  second.fare = '1.09';
  second.transfers = 1;
  response.plan.itineraries.push(second);
  await answer(page, await page.waitForPlan(0), response);

  const choices = page.page.locator('.om-choice');
  assert.equal(await choices.count(), 2);
  assert.deepEqual(await choices.locator('.om-choice-meta').allTextContents(), [
    'Bus 7 / 7B · Walk 17 min · No transfers · $1.19',
    'MRT NS · Walk 17 min · 1 transfer · $1.09',
  ]);
  assert.equal(await page.page.locator('path.om-leg--bus').getAttribute('stroke'), '#2b79c2');

  await choices.nth(1).click();
  assert.equal(await choices.nth(1).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.page.locator('.om-leg-title').nth(1).textContent(), 'MRT NS North South Line');
  assert.equal(await page.page.locator('path.om-leg--bus').count(), 0);
  assert.equal(await page.page.locator('path.om-leg--subway').getAttribute('stroke'), '#d42e12');
  assert.deepEqual(await page.page.locator('path.om-leg--walk').evaluateAll((paths) => paths.map((p: any) => p.getAttribute('stroke-dasharray'))), ['2 8', '2 8']);
  assert.equal((await page.snapshot()).lines.length, 3);
});
