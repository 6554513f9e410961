// Recorded walk/drive answers, drawn by the bundled page: the path, the steps, the alternatives, and
// what clicking a step does.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import { dart2020, drive2025, legacy2019 } from '../../unit/samples';
import type { MapPage, MapSnapshot } from '../harness';
import { near, pageFixture, showRoute } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

async function stepRows(page: MapPage): Promise<{ text: string; street: string; distance: string }[]> {
  return page.page.locator('.om-step').evaluateAll((buttons) =>
    buttons.map((b: any) => ({
      text: b.querySelector('.om-step-text').textContent,
      street: b.querySelector('.om-step-street').textContent,
      distance: b.querySelector('.om-step-distance').textContent,
    })),
  );
}

test('the 2025 drive answer: its path is the decoded geometry and its steps are its instructions', async () => {
  const page = await pages.open();
  await page.init();
  const response = drive2025();
  const { snapshot } = await showRoute(page, response);
  assert.deepEqual(snapshot.lines, [polyline.decode(response.route_geometry, 5)]);
  assert.deepEqual(
    await stepRows(page),
    response.route_instructions.map((i: any[]) => ({ text: i[9], street: i[1], distance: `${i[2]} m` })),
  );
  assert.equal(await page.page.locator('.om-summary-time').textContent(), '1 s');
  assert.equal(await page.page.locator('.om-summary-distance').textContent(), '6 m');
  assert.equal(await page.page.locator('.om-summary-names').textContent(), 'CAVENAGH ROAD → CAVENAGH ROAD');
});

test('the phyroute is offered as an alternative; choosing it redraws path, summary and steps', async () => {
  const page = await pages.open();
  await page.init();
  const response = drive2025();
  await showRoute(page, response);
  const choices = page.page.locator('.om-choice');
  assert.deepEqual(await choices.locator('.om-choice-title').allTextContents(), ['Fastest route, assuming usual traffic', 'Shortest distance']);
  assert.deepEqual(await choices.evaluateAll((b) => b.map((x: any) => x.getAttribute('aria-pressed'))), ['true', 'false']);

  await choices.nth(1).click();
  const snapshot = await page.snapshot();
  assert.deepEqual(snapshot.lines, [polyline.decode(response.phyroute.route_geometry, 5)]);
  assert.equal(await page.page.locator('.om-summary-time').textContent(), '2 min');
  assert.deepEqual(
    (await stepRows(page)).map((s) => s.text),
    response.phyroute.route_instructions.map((i: any[]) => i[9]),
  );
  assert.deepEqual(await page.page.locator('.om-choice').evaluateAll((b) => b.map((x: any) => x.getAttribute('aria-pressed'))), ['false', 'true']);
  // Focus stays on the option just chosen, though the list was redrawn.
  assert.equal(await page.page.evaluate(() => (globalThis as any).document.activeElement?.matches('.om-choice[aria-pressed="true"]')), true);
});

test('the 2020 Newton Road answer draws at precision 5', async () => {
  const page = await pages.open();
  await page.init();
  const response = dart2020('route deserialize correctly');
  const { snapshot } = await showRoute(page, response, { start: { lat: 1.31971, lon: 103.841645 }, end: { lat: 1.3197, lon: 103.8417 } });
  assert.deepEqual(snapshot.lines, [polyline.decode(response.route_geometry, 5)]);
  assert.deepEqual((await stepRows(page)).map((s) => s.text), ['Head Northwest On Newton Road', 'You Have Arrived At Your Destination']);
});

test('the pre-2020 answer is recognised as precision 6 and drawn in Singapore', async () => {
  const page = await pages.open();
  await page.init();
  const response = legacy2019();
  const [start, end] = response.via_points;
  const { snapshot } = await showRoute(page, response, { start: { lat: start[0], lon: start[1] }, end: { lat: end[0], lon: end[1] } });
  const expected = polyline.decode(response.route_geometry, 6);
  assert.deepEqual(snapshot.lines, [expected]);
  near(expected[0]!, start, 1e-3, 'the path starts at the first via point');
  assert.deepEqual(await stepRows(page), [{ text: 'Head NE on PANDAN LOOP', street: 'PANDAN LOOP', distance: '853 m' }]);
});

test('clicking a step, or pressing Enter on it, centres the map on its point and highlights it', async () => {
  const page = await pages.open();
  await page.init();
  const response = drive2025();
  await showRoute(page, response);
  const before = await page.snapshot();
  const steps = page.page.locator('.om-step');

  // Centred means within a pixel: Leaflet pans by whole pixels.
  const centredOn = (point: number[]) => (s: MapSnapshot) => {
    const pixel = 360 / (256 * 2 ** s.zoom);
    return Math.abs(s.center[0] - point[0]!) < pixel && Math.abs(s.center[1] - point[1]!) < pixel;
  };
  await steps.nth(0).click();
  const first = response.route_instructions[0][3].split(',').map(Number);
  let after = await page.waitForSnapshot(centredOn(first), 'the first step centred');
  assert.deepEqual(after.highlight, first);
  assert.ok(after.zoom >= before.zoom);
  assert.equal(await steps.nth(0).getAttribute('aria-current'), 'step');

  await steps.nth(1).focus();
  await page.page.keyboard.press('Enter');
  const second = response.route_instructions[1][3].split(',').map(Number);
  after = await page.waitForSnapshot(centredOn(second), 'the second step centred');
  assert.deepEqual(after.highlight, second);
  assert.equal(await steps.nth(1).getAttribute('aria-current'), 'step');
  assert.equal(await steps.nth(0).getAttribute('aria-current'), null);
});
