// Setting the start and end: clicking the map, typing coordinates, swapping, dragging, and the editor.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { drive2025, legacy2019 } from '../../unit/samples';
import { latLngAtOffset, type MapPage, pixelOffset } from '../harness';
import { answer, CAVENAGH, near, NEWTON, pageFixture, showRoute } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

/** Clicks the map `dx`, `dy` pixels from its centre and returns where that is, by Web Mercator arithmetic. */
async function clickMap(page: MapPage, dx: number, dy: number): Promise<[number, number]> {
  const { center, zoom } = await page.snapshot();
  const box = await page.mapBox();
  // Through the locator: Playwright waits for the map to stand still and to be what is under the pointer.
  await page.page.locator('.om-map').click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
  return latLngAtOffset(center, zoom, dx, dy);
}

test('clicking the map twice sets start then end and asks for that route', async () => {
  const page = await pages.open();
  await page.init();
  const pixel = 360 / (256 * 2 ** (await page.snapshot()).zoom);
  const first = await clickMap(page, -120, 40);
  let snapshot = await page.waitForSnapshot((s) => s.markers.start !== null, 'a start marker');
  near(snapshot.markers.start!, first, pixel, 'start marker under the click');
  assert.equal(snapshot.markers.end, null);
  assert.equal(page.plans().length, 0, 'one point is not a route');

  const from = page.posted.length;
  const second = await clickMap(page, 150, -60);
  const plan = await page.waitForPlan(from);
  near([plan.start.lat, plan.start.lon], first, pixel, 'start');
  near([plan.end.lat, plan.end.lon], second, pixel, 'end');
  assert.equal(plan.routeType, 'walk');
  snapshot = await page.snapshot();
  assert.deepEqual(snapshot.markers.end, [plan.end.lat, plan.end.lon]);
  assert.equal(await page.page.locator('.om-place--start input').inputValue(), `${plan.start.lat.toFixed(6)}, ${plan.start.lon.toFixed(6)}`);

  // Further clicks move the end; the start stays.
  const next = page.posted.length;
  const third = await clickMap(page, 60, 100);
  const moved = await page.waitForPlan(next);
  assert.deepEqual(moved.start, plan.start);
  near([moved.end.lat, moved.end.lon], third, pixel, 'moved end');
  assert.ok(moved.requestId > plan.requestId);
  // The older request is called off when the newer one goes out.
  assert.ok(page.posted.slice(next).some((m) => m.type === 'cancel' && m.requestId === plan.requestId));
});

test('the pick button makes the next click set the start', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH, end: NEWTON });
  await page.waitForPlan(0);
  const pick = page.page.getByRole('button', { name: 'Pick the start on the map' });
  await pick.click();
  assert.equal(await pick.getAttribute('aria-pressed'), 'true');
  const from = page.posted.length;
  const clicked = await clickMap(page, -80, -80);
  const plan = await page.waitForPlan(from);
  near([plan.start.lat, plan.start.lon], clicked, 1e-3, 'picked start');
  assert.deepEqual(plan.end, NEWTON);
  assert.equal(await pick.getAttribute('aria-pressed'), 'false');
});

test('typing "lat, lon" and SVY21 "X, Y" sets the points', async () => {
  const page = await pages.open();
  await page.init();
  await page.page.locator('.om-place--start input').fill('1.3039454, 103.8408471');
  await page.page.locator('.om-place--start input').press('Enter');
  await page.page.locator('.om-place--end input').fill('28833.0605447, 31810.3242714');
  await page.page.locator('.om-place--end input').press('Enter');
  const plan = await page.waitForPlan(0);
  assert.deepEqual(plan.start, { lat: 1.3039454, lon: 103.8408471 });
  // OneMap's own conversion of that SVY21 point (convert_ahzhezhe_snapshot_2025.json).
  near([plan.end.lat, plan.end.lon], [1.303955777623504, 103.84080401483146], 1e-9, 'SVY21 end');
  assert.equal(page.plans().length, 1, 'Enter accepts the place without also submitting the form');
  const snapshot = await page.snapshot();
  assert.deepEqual(snapshot.markers.start, [1.3039454, 103.8408471]);
});

test('text that is not a Singapore coordinate is marked at the field and nothing is sent', async () => {
  const page = await pages.open();
  await page.init();
  const input = page.page.locator('.om-place--start input');
  for (const text of ['Orchard Road', '51.5072, -0.1276']) {
    await input.fill(text);
    await input.press('Enter');
    // The first place typed loads the page's coordinate reader (a script of its own): the mark comes after it.
    await page.page.locator('.om-place--start input[aria-invalid="true"]').waitFor();
    assert.equal(await input.getAttribute('aria-invalid'), 'true', text);
    const error = page.page.locator(`#${await input.getAttribute('aria-describedby')}`);
    assert.match((await error.textContent()) ?? '', /lat, lon/);
  }
  assert.equal((await page.snapshot()).markers.start, null);
  await input.fill('1.30, 103.84');
  await input.press('Enter');
  assert.equal(await input.getAttribute('aria-invalid'), null);
  assert.deepEqual((await page.snapshot()).markers.start, [1.3, 103.84]);
  assert.equal(page.plans().length, 0);
});

test('swap exchanges start and end and asks again', async () => {
  const page = await pages.open();
  await page.init();
  await showRoute(page, drive2025());
  const from = page.posted.length;
  await page.page.getByRole('button', { name: /Swap/ }).click();
  const plan = await page.waitForPlan(from);
  assert.deepEqual([plan.start, plan.end], [NEWTON, CAVENAGH]);
  assert.equal(plan.routeType, 'drive');
  const snapshot = await page.snapshot();
  assert.deepEqual(snapshot.markers, { start: [NEWTON.lat, NEWTON.lon], end: [CAVENAGH.lat, CAVENAGH.lon] });
  assert.equal(await page.page.locator('.om-place--start input').inputValue(), '1.319710, 103.841645');
});

test('dragging a marker re-plans and the new route is drawn without moving the view', async () => {
  const page = await pages.open();
  await page.init();
  const legacy = legacy2019();
  const [a, b] = legacy.via_points;
  await showRoute(page, legacy, { start: { lat: a[0], lon: a[1] }, end: { lat: b[0], lon: b[1] } });
  const before = await page.snapshot();

  const pin = page.page.locator('.om-pin--end');
  const box = (await pin.boundingBox())!;
  const map = await page.mapBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // A third of the way towards the map's centre: nowhere near an edge, where Leaflet would pan.
  const to = { x: x + (map.x + map.width / 2 - x) / 3, y: y + (map.y + map.height / 2 - y) / 3 };
  const from = page.posted.length;
  await page.page.mouse.move(x, y);
  await page.page.mouse.down();
  await page.page.mouse.move(to.x, to.y, { steps: 8 });
  await page.page.mouse.up();
  const plan = await page.waitForPlan(from);
  const dragged = await page.snapshot();
  assert.deepEqual([plan.end.lat, plan.end.lon], dragged.markers.end);
  assert.notDeepEqual(dragged.markers.end, before.markers.end);
  assert.deepEqual(plan.start, { lat: a[0], lon: a[1] });

  const after = await answer(page, plan, drive2025());
  assert.deepEqual(after.lines.length, 1);
  assert.notDeepEqual(after.lines, before.lines, 'the new route is drawn');
  assert.deepEqual([after.center, after.zoom], [before.center, before.zoom], 'the view stays where it was');
});

test('points from the editor are placed, and a pair is planned and fitted', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'setPoints', start: CAVENAGH });
  await page.flush();
  assert.deepEqual((await page.snapshot()).markers, { start: [CAVENAGH.lat, CAVENAGH.lon], end: null });
  assert.equal(page.plans().length, 0);

  await page.send({ type: 'setPoints', end: NEWTON, routeType: 'cycle' });
  const plan = await page.waitForPlan(0);
  assert.deepEqual([plan.start, plan.end, plan.routeType], [CAVENAGH, NEWTON, 'cycle']);
  assert.equal(await page.page.getByRole('radio', { name: 'Cycle' }).isChecked(), true);
  const drawn = await answer(page, plan, drive2025());
  const box = await page.mapBox();
  for (const point of [CAVENAGH, NEWTON]) {
    const [dx, dy] = pixelOffset(drawn.center, drawn.zoom, [point.lat, point.lon]);
    assert.ok(Math.abs(dx) < box.width / 2 && Math.abs(dy) < box.height / 2, `${JSON.stringify(point)} is in view after the fit`);
  }

  await page.send({ type: 'setPoints', start: { lat: 51.5, lon: -0.12 } });
  await page.flush();
  assert.match((await page.page.locator('.om-status').textContent()) ?? '', /outside Singapore/);
  assert.deepEqual((await page.snapshot()).markers.start, [CAVENAGH.lat, CAVENAGH.lon]);
});
