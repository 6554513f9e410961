// What the start and end boxes say: a place picked from the search shows its name (its point kept beside it,
// in every view and after a reload); Swap and Clear leave no text the map does not show and no error; signing
// in takes away the "type coordinates" error a name got while signed out.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { MapState, PlaceSuggestion, WebviewToHost } from '../../../src/shared/protocol/messages';
import { CAVENAGH, pageFixture } from '../flows';
import type { MapPage } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const RAFFLES: PlaceSuggestion = { name: 'RAFFLES PLACE MRT STATION', address: '5 RAFFLES PLACE SINGAPORE 048618', lat: 1.284126, lon: 103.851462 };
type Search = Extract<WebviewToHost, { type: 'searchPlaces' }>;
type Changed = Extract<WebviewToHost, { type: 'stateChanged' }>;

const box = (page: MapPage, which: 'start' | 'end') => page.page.locator(`.om-place--${which} input`);
// The page reads a typed place with a script it loads on the first keystroke: its verdict is waited for.
const marked = (page: MapPage, which: 'start' | 'end') => page.page.locator(`.om-place--${which} input[aria-invalid="true"]`).waitFor();

async function pickRaffles(page: MapPage, which: 'start' | 'end'): Promise<void> {
  const from = page.posted.length;
  await box(page, which).fill('Raffles');
  const asked = await page.waitForPosted((m): m is Search => m.type === 'searchPlaces', from);
  await page.send({ type: 'searchResults', requestId: asked.requestId, results: [RAFFLES] });
  await box(page, which).press('Enter');
}

function lastState(page: MapPage): MapState {
  const changed = page.posted.filter((m): m is Changed => m.type === 'stateChanged');
  return changed[changed.length - 1]!.state;
}

test('a picked suggestion shows its name, with its point kept beside it, in this view, another and after a reload', async () => {
  const page = await pages.open();
  await page.init({ account: { signedIn: true } });
  await pickRaffles(page, 'start');
  assert.equal(await box(page, 'start').inputValue(), 'RAFFLES PLACE MRT STATION', 'the name, not 1.284126, 103.851462');
  assert.match((await box(page, 'start').getAttribute('title')) ?? '', /^RAFFLES PLACE MRT STATION: 1\.284126, 103\.851462$/, 'the point beside it');
  assert.equal(await box(page, 'start').getAttribute('aria-invalid'), null);
  const state = lastState(page);
  assert.deepEqual(state.start, { lat: RAFFLES.lat, lon: RAFFLES.lon });
  assert.deepEqual(state.labels, { start: RAFFLES.name }, 'the host is told the name with the point');

  await page.reload();
  assert.equal(await box(page, 'start').inputValue(), RAFFLES.name, 'kept after a reload');

  const other = await pages.open();
  await other.init({ shared: { revision: 5, state } });
  assert.equal(await box(other, 'start').inputValue(), RAFFLES.name, 'another view shows the name too');

  // A point set another way shows its coordinates, and the name goes.
  await page.send({ type: 'setPoints', start: CAVENAGH });
  await page.flush();
  assert.equal(await box(page, 'start').inputValue(), '1.303945, 103.840847');
  assert.equal(lastState(page).labels, undefined);
});

test('Swap moves names with their points and leaves no invalid text or error; Clear empties both boxes', async () => {
  const page = await pages.open();
  await page.init({ account: { signedIn: true } });
  await pickRaffles(page, 'start');
  await box(page, 'end').fill('1.3, 500');
  await box(page, 'end').press('Enter');
  await marked(page, 'end');
  assert.equal(await box(page, 'end').getAttribute('aria-invalid'), 'true', 'not a place in Singapore');

  await page.page.getByRole('button', { name: /Swap/ }).click();
  assert.equal(await box(page, 'end').inputValue(), RAFFLES.name, 'the name went with its point');
  assert.equal(await box(page, 'start').inputValue(), '', 'no stale text where no point is');
  for (const which of ['start', 'end'] as const) assert.equal(await box(page, which).getAttribute('aria-invalid'), null, `${which}: no error`);
  assert.equal(await page.page.locator('.om-field-error:visible').count(), 0);
  assert.deepEqual(lastState(page).labels, { end: RAFFLES.name });

  // With no point at all, Swap still takes away an invalid text.
  await page.page.getByRole('button', { name: 'Clear' }).click();
  await box(page, 'start').fill('1.3, 500');
  await box(page, 'start').press('Enter');
  await marked(page, 'start');
  assert.equal(await box(page, 'start').getAttribute('aria-invalid'), 'true');
  await page.page.getByRole('button', { name: /Swap/ }).click();
  assert.equal(await box(page, 'start').inputValue(), '');
  assert.equal(await box(page, 'start').getAttribute('aria-invalid'), null);

  await box(page, 'end').fill('1.3, 500');
  await box(page, 'end').press('Enter');
  await page.page.getByRole('button', { name: 'Clear' }).click();
  for (const which of ['start', 'end'] as const) {
    assert.equal(await box(page, which).inputValue(), '');
    assert.equal(await box(page, which).getAttribute('aria-invalid'), null);
  }
});

test('a name refused while signed out ("Type lat, lon …") is no longer an error once signed in', async () => {
  const page = await pages.open();
  await page.init({ account: { signedIn: false } });
  await box(page, 'start').fill('Raffles');
  await box(page, 'start').press('Enter');
  await marked(page, 'start');
  assert.equal(await box(page, 'start').getAttribute('aria-invalid'), 'true');
  assert.match((await page.page.locator('.om-place--start .om-field-error').textContent()) ?? '', /Type "lat, lon"/);
  await box(page, 'end').fill('1.3, 500');
  await box(page, 'end').press('Enter');
  await marked(page, 'end');

  await page.send({ type: 'account', signedIn: true, email: 'demo@onemap.test' });
  await page.flush();
  assert.equal(await box(page, 'start').getAttribute('aria-invalid'), null, 'the name is a search now');
  assert.equal(await page.page.locator('.om-place--start .om-field-error').isVisible(), false);
  assert.equal(await box(page, 'start').inputValue(), 'Raffles', 'what was typed stays');
  assert.equal(await box(page, 'end').getAttribute('aria-invalid'), 'true', 'coordinates outside Singapore are still wrong');
});
