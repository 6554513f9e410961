// Place search in the start and end boxes: typing (not coordinates) asks the host after a pause, the list shows
// what OneMap found as text, the keyboard or the pointer picks one and that sets the point. Only a box's newest
// search is shown; signed out, nothing is asked. The page's clock is the test's: the pause is moved, not waited.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { PlaceSuggestion, WebviewToHost } from '../../../src/shared/protocol/messages';
import { SUGGEST_DEBOUNCE_MS } from '../../../src/shared/protocol/placeSearch';
import { pageFixture } from '../flows';
import type { MapPage } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const RAFFLES: PlaceSuggestion = { name: 'RAFFLES PLACE MRT STATION (EW14 / NS26)', address: '5 RAFFLES PLACE SINGAPORE 048618', postalCode: '048618', lat: 1.28393326234538, lon: 103.851463066212 };
const HOTEL: PlaceSuggestion = { name: '<img src=x onerror="document.body.dataset.hacked=1">RAFFLES HOTEL', address: '1 BEACH ROAD SINGAPORE 189673', lat: 1.29483, lon: 103.85445 };

type Search = Extract<WebviewToHost, { type: 'searchPlaces' }>;
const searches = (page: MapPage) => page.posted.filter((m): m is Search => m.type === 'searchPlaces');

async function openSignedIn(signedIn = true): Promise<MapPage> {
  const page = await pages.open();
  await page.init({ account: signedIn ? { signedIn: true, email: 'demo@onemap.test' } : { signedIn: false } });
  await page.page.clock.install();
  await page.page.clock.pauseAt(Date.now() + 60_000);
  return page;
}

/** Types into a box as a user does, then lets the pause after typing pass. */
async function typeAndPause(page: MapPage, which: 'start' | 'end', text: string): Promise<void> {
  const input = page.page.locator(`.om-place--${which} input`);
  await input.fill(text);
  await page.page.clock.runFor(SUGGEST_DEBOUNCE_MS);
}

test('a place typed in Start is searched; the list shows what OneMap found, as text; the keyboard picks one', async () => {
  const page = await openSignedIn();
  const input = page.page.locator('.om-place--start input');
  await typeAndPause(page, 'start', 'Raffles');
  const asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces');
  assert.equal(asked.query, 'Raffles');
  await page.send({ type: 'searchResults', requestId: asked.requestId, results: [RAFFLES, HOTEL] });
  const list = page.page.getByRole('listbox', { name: 'Places found by OneMap' });
  await list.waitFor({ state: 'visible' });
  assert.equal(await input.getAttribute('aria-expanded'), 'true');
  const options = list.getByRole('option');
  assert.deepEqual(await options.locator('.om-suggestion-name').allTextContents(), [RAFFLES.name, HOTEL.name], 'names as OneMap wrote them, markup as text');
  assert.equal(await list.locator('img').count(), 0, 'nothing from OneMap becomes an element');
  assert.equal(await page.page.evaluate(() => (globalThis as any).document.body.dataset.hacked), undefined);

  await input.press('ArrowDown');
  await input.press('ArrowDown');
  assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
  assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
  await input.press('ArrowDown');
  assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(0).getAttribute('id'), 'down from the last goes round to the first');
  await input.press('Enter');
  await list.waitFor({ state: 'hidden' });
  assert.deepEqual((await page.snapshot()).markers.start, [RAFFLES.lat, RAFFLES.lon], 'the start is where OneMap puts the place');
  assert.equal(await input.getAttribute('aria-invalid'), null, 'a picked place is not an error');
  assert.equal(page.plans().length, 0, 'no end yet: nothing to plan');
});

test('a click picks too, and with both points set the route is planned', async () => {
  const page = await openSignedIn();
  await page.send({ type: 'setPoints', start: { lat: 1.3039454, lon: 103.8408471 } });
  await typeAndPause(page, 'end', '048618');
  const asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces');
  assert.equal(asked.query, '048618', 'a postal code is searched');
  await page.send({ type: 'searchResults', requestId: asked.requestId, results: [RAFFLES] });
  const from = page.posted.length;
  await page.page.getByRole('option', { name: /RAFFLES PLACE MRT/ }).click();
  const plan = await page.waitForPlan(from);
  assert.deepEqual(plan.end, { lat: RAFFLES.lat, lon: RAFFLES.lon });
});

test('only a box’s newest search is shown; Escape closes the list; OneMap’s words when it fails', async () => {
  const page = await openSignedIn();
  const input = page.page.locator('.om-place--start input');
  const list = page.page.getByRole('listbox', { name: 'Places found by OneMap' });
  await typeAndPause(page, 'start', 'Raf');
  await typeAndPause(page, 'start', 'Raffles Hotel');
  const [older, newer] = searches(page);
  assert.deepEqual([older?.query, newer?.query], ['Raf', 'Raffles Hotel']);
  await page.send({ type: 'searchResults', requestId: older!.requestId, results: [RAFFLES] });
  await page.flush();
  assert.equal(await list.isVisible(), false, 'an older answer is never shown');
  await page.send({ type: 'searchResults', requestId: newer!.requestId, results: [HOTEL] });
  await list.waitFor({ state: 'visible' });
  await input.press('Escape');
  await list.waitFor({ state: 'hidden' });
  assert.equal(await input.getAttribute('aria-expanded'), 'false');

  await typeAndPause(page, 'start', 'Raffles City');
  const failed = searches(page).at(-1)!;
  await page.send({ type: 'searchError', requestId: failed.requestId, message: 'OneMap could not search (HTTP 502: Bad Gateway).', signIn: false });
  await list.waitFor({ state: 'visible' });
  assert.equal(await list.textContent(), 'OneMap could not search (HTTP 502: Bad Gateway).');
  await typeAndPause(page, 'start', 'Nowhere Lane');
  const empty = searches(page).at(-1)!;
  await page.send({ type: 'searchResults', requestId: empty.requestId, results: [] });
  await page.page.getByRole('listbox').getByText('OneMap found nothing for “Nowhere Lane”.').waitFor();
});

test('coordinates are not searched, and signed out nothing is: the list says how to search', async () => {
  const page = await openSignedIn(false);
  const list = page.page.getByRole('listbox', { name: 'Places found by OneMap' });
  await typeAndPause(page, 'start', 'Raffles');
  await page.page.getByRole('listbox').getByText('Sign in to OneMap to search for places. Coordinates work without an account.').waitFor();
  await typeAndPause(page, 'start', '1.3039, 103.8408');
  await list.waitFor({ state: 'hidden' });
  await typeAndPause(page, 'start', '28833.06, 31810.32');
  await page.send({ type: 'account', signedIn: true, email: 'demo@onemap.test' });
  await typeAndPause(page, 'start', '1.30');
  await page.flush();
  assert.deepEqual(searches(page), [], 'nothing was asked');
  await typeAndPause(page, 'start', 'Orchard');
  assert.deepEqual(searches(page).map((s) => s.query), ['Orchard'], 'signed in, a place is');
});
