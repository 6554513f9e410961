// Every planner task with the keyboard alone (Tab, arrows, Enter, typed characters; never the mouse), as a
// screen-reader user does it: what they hear is read from the page's live regions.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { PlaceSuggestion, WebviewToHost } from '../../../src/shared/protocol/messages';
import { drive2025, ptBus2023 } from '../../unit/samples';
import { answer, CAVENAGH, NEWTON, pageFixture, sgDay } from '../flows';
import type { MapPage } from '../harness';

declare const document: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

type Plan = Extract<WebviewToHost, { type: 'planRoute' }>;
type Search = Extract<WebviewToHost, { type: 'searchPlaces' }>;
const isPlan = (m: WebviewToHost): m is Plan => m.type === 'planRoute';

const RAFFLES: PlaceSuggestion = { name: 'RAFFLES PLACE MRT STATION (EW14 / NS26)', address: '5 RAFFLES PLACE SINGAPORE 048618', postalCode: '048618', lat: 1.28393326234538, lon: 103.851463066212 };
const NEWTON_MRT: PlaceSuggestion = { name: 'NEWTON MRT STATION', address: '49 SCOTTS ROAD SINGAPORE 228234', lat: 1.31383, lon: 103.83804 };

/** Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; fails after 80 presses. */
async function tabTo(page: MapPage, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await page.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** What a screen reader last heard from the page's live regions: the status line's (polite, assertive) and the search lists'. */
async function heard(page: MapPage): Promise<string> {
  return page.page.evaluate(() =>
    [...document.querySelectorAll('.om-live, .om-suggestions ~ [role="status"]')]
      .map((region: any) => region.textContent.replace(/\u00a0$/, ''))
      .filter(Boolean)
      .join(' | '),
  );
}

async function waitToHear(page: MapPage, pattern: RegExp): Promise<string> {
  await page.page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('.om-live, .om-suggestions ~ [role="status"]')].some((region: any) => new RegExp(source).test(region.textContent)),
    pattern.source,
  );
  return heard(page);
}

async function openSignedIn(): Promise<MapPage> {
  const page = await pages.open({ viewport: { width: 1100, height: 800 } });
  await page.init({ account: { signedIn: true, email: 'demo@onemap.test' } });
  return page;
}

/** Types into the focused place box, answers its search with `places`, and picks the first with Enter. */
async function typeAndPick(page: MapPage, text: string, places: PlaceSuggestion[]): Promise<void> {
  const from = page.posted.length;
  await page.page.keyboard.type(text);
  const asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces', from);
  await page.send({ type: 'searchResults', requestId: asked.requestId, results: places });
  assert.match(await waitToHear(page, /places? found/), new RegExp(`${places.length} places? found: ${places[0]!.name.replace(/[()]/g, '.')} first`), 'the list is announced');
  await page.page.keyboard.press('ArrowDown');
  await page.page.keyboard.press('Enter');
}

test('keys only: type and pick both places, choose Transit, set a departure, plan, hear the result, step through itineraries and legs', async () => {
  const page = await openSignedIn();
  await tabTo(page, '.om-place--start input');
  await typeAndPick(page, 'Raffles', [RAFFLES]);
  await tabTo(page, '.om-place--end input');
  const roadPlan = page.posted.length;
  await typeAndPick(page, 'Newton', [NEWTON_MRT]);
  await page.waitForPosted(isPlan, roadPlan); // both set: the walk (the default mode) is asked for at once

  await tabTo(page, '.om-segment-input');
  // Arrow keys move through the radios to Transit (walk, drive, cycle, transit).
  const ptPlan = page.posted.length;
  for (let i = 0; i < 3; i++) await page.page.keyboard.press('ArrowRight');
  assert.equal(await page.page.evaluate(() => document.activeElement.value), 'pt');
  await page.waitForPosted(isPlan, ptPlan);

  const day = sgDay(3);
  const [year, month, date] = day.picker.split('-');
  await tabTo(page, '.om-pt input[type="date"]');
  await page.page.keyboard.type(`${month}${date}${year}`);
  await tabTo(page, '.om-pt input[type="time"]');
  await page.page.keyboard.type('093000AM');
  await tabTo(page, 'button[type="submit"]');
  const from = page.posted.length;
  await page.page.keyboard.press('Enter');
  const plan = await page.waitForPosted(isPlan, from);
  assert.equal(plan.routeType, 'pt');
  assert.deepEqual(plan.start, { lat: RAFFLES.lat, lon: RAFFLES.lon });
  assert.deepEqual(plan.end, { lat: NEWTON_MRT.lat, lon: NEWTON_MRT.lon });
  assert.deepEqual(plan.pt && { date: plan.pt.date, time: plan.pt.time }, { date: day.oneMap, time: '09:30:00' }, 'the date and time typed');
  assert.match(await heard(page), /Finding itineraries/);

  // The recorded answer has one itinerary; a second, ten minutes later, gives the user a choice.
  const response = ptBus2023();
  const [one] = response.plan.itineraries;
  response.plan.itineraries.push({ ...one, startTime: one.startTime + 600_000, endTime: one.endTime + 600_000 });
  await answer(page, plan, response);
  const result = await waitToHear(page, /Itinerary 1 of \d/);
  assert.match(result, /^Itinerary 1 of 2: 35 min, 10:26 to 11:01, Bus 7 \/ 7B, \$1\.19\. 3 legs\.$/, 'the summary is said');

  await tabTo(page, '.om-choice[aria-pressed="false"]');
  await page.page.keyboard.press('Enter');
  assert.match(await waitToHear(page, /Itinerary 2 of/), /^Itinerary 2 of 2: 35 min, 10:36 to 11:11/);
  assert.equal(await page.page.evaluate(() => document.activeElement.getAttribute('aria-pressed')), 'true', 'focus stays on the chosen itinerary');

  const before = await page.waitForSnapshot(() => true, 'a still map');
  await tabTo(page, '.om-leg-item');
  await page.page.keyboard.press('Enter');
  const zoomed = await page.waitForSnapshot((s) => s.zoom > before.zoom, 'the map zoomed to the leg');
  assert.ok(zoomed.zoom > before.zoom);
  assert.equal(await page.page.locator('.om-leg-item.is-active').count(), 1);
});

test('keys only: step through a drive’s steps (the map zooms to each), then Zoom to route brings the whole route back', async () => {
  const page = await openSignedIn();
  const from = page.posted.length;
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON, routeType: 'drive' });
  await answer(page, await page.waitForPosted(isPlan, from), drive2025());
  assert.match(await waitToHear(page, /^Route: /), /^Route: 1 s, 6 m from CAVENAGH ROAD to CAVENAGH ROAD\. Route 1 of 2\. 2 steps\.$/);
  const fitted = await page.waitForSnapshot(() => true, 'the fitted route');

  await tabTo(page, '.om-step:not([disabled])');
  await page.page.keyboard.press('Enter');
  const first = await page.waitForSnapshot((s) => s.zoom >= 17 && s.highlight !== undefined, 'the first step, zoomed in');
  await page.page.keyboard.press('Tab');
  await page.page.keyboard.press('Enter');
  const second = await page.waitForSnapshot((s) => s.zoom >= 17 && JSON.stringify(s.highlight) !== JSON.stringify(first.highlight), 'the next step');
  assert.notDeepEqual(second.center, first.center, 'the map moved on to the next step');

  await tabTo(page, '.om-zoom-route', true);
  await page.page.keyboard.press('Enter');
  const whole = await page.waitForSnapshot((s) => s.zoom === fitted.zoom, 'the whole route again');
  assert.deepEqual(whole.center.map((v) => v.toFixed(5)), fitted.center.map((v) => v.toFixed(5)));
});

test('keys only: Enter on the map sets the start at its centre, then the end; arrow keys move a marker and plan when let go', async () => {
  const page = await openSignedIn();
  await tabTo(page, '.om-map');
  const centre = await page.waitForSnapshot(() => true, 'a still map');
  await page.page.keyboard.press('Enter');
  const started = await page.waitForSnapshot((s) => s.markers.start !== undefined, 'the start set');
  assert.deepEqual(started.markers.start!.map((v) => v.toFixed(6)), centre.center.map((v) => v.toFixed(6)), 'at the map’s centre');
  assert.equal(page.plans().length, 0, 'one point: nothing to plan');

  // The arrow keys pan the map; then Enter sets the end at the new centre, and the route is asked for.
  for (let i = 0; i < 4; i++) await page.page.keyboard.press('ArrowRight');
  const panned = await page.waitForSnapshot((s) => s.center[1] > centre.center[1], 'the map panned east');
  const from = page.posted.length;
  await page.page.keyboard.press('Enter');
  const plan = await page.waitForPosted(isPlan, from);
  assert.deepEqual([plan.end.lat, plan.end.lon].map((v) => v.toFixed(6)), panned.center.map((v) => v.toFixed(6)));
  await answer(page, plan, drive2025());

  // Tab reaches the end marker, named for what it is and where.
  await tabTo(page, '.om-pin--end');
  const name = await page.page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.match(name, /^End, 1\.\d+, 103\.\d+\. Arrow keys move it\.$/);
  const endBefore = (await page.snapshot()).markers.end!;
  const moving = page.posted.length;
  await page.page.keyboard.down('ArrowDown');
  assert.ok((await page.snapshot()).markers.end![0] < endBefore[0], 'the end moved south');
  assert.equal(page.plans().length, 1, 'not planned while the key is held');
  await page.page.keyboard.up('ArrowDown');
  const moved = await page.waitForPosted(isPlan, moving);
  assert.ok(moved.end.lat < endBefore[0], 'planned to where it was moved');
  assert.equal(moved.end.lon.toFixed(6), endBefore[1].toFixed(6), 'straight south');
  assert.notEqual(await page.page.evaluate(() => document.activeElement.getAttribute('aria-label')), name, 'its name says where it is now');
});

test('heard without looking: nothing found, a search that failed, and a route request that failed (as an alert)', async () => {
  const page = await openSignedIn();
  await tabTo(page, '.om-place--start input');
  let from = page.posted.length;
  await page.page.keyboard.type('Nowhere Lane');
  let asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces', from);
  await page.send({ type: 'searchResults', requestId: asked.requestId, results: [] });
  assert.match(await waitToHear(page, /found nothing/), /OneMap found nothing for “Nowhere Lane”\./);

  from = page.posted.length;
  await page.page.keyboard.type('s');
  asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces', from);
  await page.send({ type: 'searchError', requestId: asked.requestId, message: 'OneMap is busy. Try again in a minute.', signIn: false });
  assert.match(await waitToHear(page, /OneMap is busy/), /OneMap is busy\. Try again in a minute\./);

  from = page.posted.length;
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON, routeType: 'walk' });
  const plan = await page.waitForPosted(isPlan, from);
  assert.match(await waitToHear(page, /Planning route/), /Planning route…/);
  await page.send({ type: 'routeError', requestId: plan.requestId, kind: 'server', message: 'OneMap could not plan this route (HTTP 502).', action: 'retry', status: 502 });
  await page.page.waitForFunction(() => /HTTP 502/.test(document.querySelector('[role="alert"].om-live')?.textContent ?? ''));
  assert.equal(await page.page.locator('.om-live[role="status"]').textContent(), '', 'the progress is no longer said');
});

test('keys only: a file’s layer is hidden and shown with Space on its checkbox, and removed with Enter on its ×', async () => {
  const page = await openSignedIn();
  await page.send({
    type: 'showLayer',
    layer: { id: 'file-1', title: 'places.csv', colour: '#079307', features: [{ shapes: [{ kind: 'point', lat: 1.3521, lon: 103.8198 }], label: 'Bishan', properties: [] }] },
    fit: true,
  });
  await page.flush();
  const visible = async () => (await page.layers()).map((l) => l.visible);
  assert.deepEqual(await visible(), [true]);
  await tabTo(page, '.om-layer-row input[type="checkbox"]'); // past the map's own Planning areas entry
  assert.match(await page.page.evaluate(() => document.activeElement.getAttribute('aria-label') ?? document.activeElement.labels?.[0]?.textContent ?? ''), /places\.csv/);
  await page.page.keyboard.press('Space');
  assert.deepEqual(await visible(), [false], 'hidden');
  await page.page.keyboard.press('Space');
  assert.deepEqual(await visible(), [true], 'shown again');
  await tabTo(page, '.om-layer-remove');
  const from = page.posted.length;
  await page.page.keyboard.press('Enter');
  await page.waitForPosted((m) => m.type === 'layerRemoved' && m.layerId === 'file-1', from);
  assert.deepEqual(await page.layers(), []);
  await page.flush();
  assert.deepEqual((await page.snapshot()).markers, { start: null, end: null }, 'Enter on the × set no point on the map');
});
