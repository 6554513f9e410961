// OneMap: Add Nearest Places… with the walking time, from the palette in the installed extension against the
// OneMap simulator, paced slowly (one call every 3 s) so that a user can cancel: six HDB car parks against the
// shipped MRT/LRT stations, each routed to its 3 straight-line nearest stations. Cancel after a few answers,
// Apply the rows done (a row edited meanwhile among those left), run again: before any picker, the rows left are
// offered to finish; only their routes are asked (the simulator's request log), every row ends with the station
// of the shortest walk, as the simulator itself answers it, and the summary's Show on Map draws each row's line
// to that station.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { nearestK, PlaceIndex, shippedStations } from '../../src/nearest';
import { transformPoint } from '../../src/shared/coords/transform';
import { shortestRoute, travelValues } from '../../src/travelTimes/nearestRouteColumns';
import { routeItem, travelOf } from '../../src/travelTimes/travelRequest';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { onSession, startSession, type Session } from '../host/session';
import { PlannerWebview, pollUntil } from '../host/webview';
import type { NearestSnapshot } from '../../webview/map/mapSnapshot';
import { openFile, pickQuickPickItem, runCommand, shownNotification, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from '../host/workbench';
import { DEMO_USER, type Simulator, startSimulator } from '../simulator';
import { parseCsv } from '../unit/coords/realFixtures';
import { authorised, call, signIn as simToken } from '../unit/simulator/call';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const ROUTE_PATH = '/api/public/routingsvc/route';

describe('Add Nearest Places with the walking time (installed extension, OneMap simulator, paced slowly)', { timeout: 600_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    session = await startSession({ label: 'ui-nearest-walk', ...extensionUnderTest(), settings: { 'onemap.baseUrl': sim.url, 'onemap.http.requestsPerMinute': 20 } });
    const page = session.page;
    await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000);
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  const toastButton = (page: Page, message: string | RegExp, button: string | RegExp) =>
    page.locator('.notifications-toasts .notification-toast').filter({ hasText: message }).locator('.monaco-button', { hasText: button }).first();
  const routes = () => sim.stats.requests.filter((r) => r.path === ROUTE_PATH);
  const trip = (query: string) => {
    const q = new URLSearchParams(query);
    return `${q.get('routeType')}|${q.get('start')}|${q.get('end')}`;
  };

  /** The pickers: the stations (ticked first), no count, then Walk. */
  async function answerPickers(page: Page): Promise<void> {
    await page.locator('.quick-input-widget .quick-input-list .label-name', { hasText: /^MRT\/LRT stations$/ }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.press('Enter');
    await pickQuickPickItem(page, "Don't count");
    await page.locator('.quick-input-widget .quick-input-list .label-name', { hasText: /^No, offline only$/ }).waitFor({ state: 'visible', timeout: 30_000 });
    const offered = await page.locator('.quick-input-widget .quick-input-list .label-name').allInnerTexts();
    await pickQuickPickItem(page, 'Walk');
    assert.deepEqual(offered.slice(0, 4), ['No, offline only', 'Walk', 'Cycle', 'Drive']);
  }

  /** A row's five cells as the simulator's own answers make them: the straight-line nearest, then the shortest walk. */
  async function expectedCells(x: number, y: number, token: string): Promise<string[]> {
    const stations = shippedStations();
    const index = new PlaceIndex(stations);
    const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
    const candidates = nearestK(index, x, y, 3);
    const routed = [];
    for (const c of candidates) {
      const [slon, slat] = transformPoint('EPSG:3414', 'EPSG:4326', stations.x[c.place]!, stations.y[c.place]!);
      const { query } = routeItem({ lat, lon }, { lat: slat, lon: slon }, { routeType: 'walk' });
      const params = new URLSearchParams({ start: `${query.start.lat},${query.start.lon}`, end: `${query.end.lat},${query.end.lon}`, routeType: 'walk' });
      const answer = await call(sim, `${ROUTE_PATH}?${params}`, { headers: authorised(token) });
      assert.equal(answer.status, 200, answer.text);
      routed.push({ name: stations.names[c.place]!, answer: { ok: true as const, value: travelOf(answer.json) } });
    }
    const first = candidates[0]!;
    return [stations.names[first.place]!, String(Math.round(Math.sqrt(first.d2))), ...travelValues(shortestRoute(routed)).map(String)];
  }

  /** The summary's Show on Map, on its toast or in the notification centre (VS Code folds toasts away). */
  async function clickShowOnMap(page: Page, summary: RegExp): Promise<void> {
    try {
      await toastButton(page, summary, 'Show on Map').click({ timeout: 10_000 });
    } catch {
      await runCommand(page, 'Notifications: Show Notifications');
      const entry = page.locator('.notifications-center .notification-list-item').filter({ hasText: summary }).first();
      await entry.locator('.monaco-button', { hasText: 'Show on Map' }).click({ timeout: 30_000 });
    }
  }

  test('six HDB car parks: Cancel after a few routes, Apply, run again and Finish: only the rest is asked; every row gets its shortest walk, drawn on the map', async () => {
    await onSession(session, 'ui-nearest-walk', async ({ page }) => {
      await openFile(page, 'ui/hdb-carparks-6.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no'), 'six car parks');
      sim.reset();
      await runCommand(page, 'OneMap: Add Nearest Places…');
      await answerPickers(page);
      // The first row is edited while its routes are asked: it is not written, and the table keeps its shape.
      await pollUntil(async () => routes().length, (n) => n >= 1, 'a route asked', 90_000);
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
      await page.keyboard.type('X');
      const typed = await pollUntil(() => activeEditorText(page), (text) => text.includes('\nXACB,'), 'the first row edited');
      // Three routes a row: after seven, at least two rows are done.
      await pollUntil(async () => routes().length, (n) => n >= 7, 'seven routes asked', 90_000);
      await toastButton(page, 'Routing to the nearest places', 'Cancel').click();
      const apply = toastButton(page, /Routing to the nearest places was cancelled/, /^Apply \d+ rows? done$/);
      await apply.waitFor({ state: 'visible', timeout: 30_000 });
      await apply.click();
      const applied = await pollUntil(() => activeEditorText(page), (text) => text !== typed, 'the rows done');
      const [header, ...rows] = parseCsv(applied.trimEnd());
      assert.deepEqual(header!.slice(-5), ['nearest_mrt', 'nearest_mrt_m', 'nearest_mrt_walk', 'nearest_mrt_walk_min', 'nearest_mrt_walk_m']);
      const notAsked = rows.filter((r) => r.at(-3) === 'not asked').length;
      assert.ok(notAsked > 0 && notAsked < 6, `${notAsked} rows not asked`);
      assert.ok(rows.every((r) => r.length === header!.length), 'the table stays square');
      assert.deepEqual([rows[0]![0], rows[0]!.at(-3)], ['XACB', 'not asked'], 'the row edited during the job is left');
      const firstRun = routes().map((r) => trip(r.query));

      // Run again: before any picker, the rows left are offered to finish, into the columns there.
      await runCommand(page, 'Notifications: Clear All Notifications');
      await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
      await runCommand(page, 'OneMap: Add Nearest Places…');
      const offer = new RegExp(`nearest_mrt_walk: ${notAsked} rows? left of 6: finish`);
      await toastButton(page, offer, /^Finish (Them|It)$/).click();
      // The rows first (the state a user sees), then the summary, from the toast or the notification centre.
      const finished = await pollUntil(() => activeEditorText(page), (text) => text !== applied && !text.includes('not asked'), 'every row routed', 150_000);
      const summary = /got the nearest MRT\/LRT station by walking time/;
      const message = await shownNotification(page, summary).catch(async (error: unknown) => {
        // What the window said instead, and how far OneMap got: the failure's own words.
        const said = await page.locator('.notification-list-item-message').allInnerTexts();
        throw new Error(`${String(error)}; notifications: ${JSON.stringify(said)}; routes asked: ${routes().length}`);
      });
      assert.match(message, new RegExp(`^${notAsked} rows? got the nearest MRT/LRT station by walking time, of the 3 nearest in a straight line \\(\\d+ routes?\\)\\.$`));
      const secondRun = routes().map((r) => trip(r.query)).slice(firstRun.length);
      assert.ok(secondRun.length > 0, 'the rows left were asked');
      assert.deepEqual(secondRun.filter((t) => firstRun.includes(t)), [], 'no route asked again');
      assert.equal(new Set([...firstRun, ...secondRun]).size, firstRun.length + secondRun.length);

      const [outHeader, ...outRows] = parseCsv(finished.trimEnd());
      assert.deepEqual(outHeader, header, 'one set of columns');
      const token = await simToken(sim);
      const xAt = header!.indexOf('x_coord');
      for (const row of outRows) assert.deepEqual(row.slice(-5), await expectedCells(Number(row[xAt]), Number(row[xAt + 1]), token), row[0]);
      await session!.screenshot('ui-nearest-walk');

      // Show on Map: every row's line goes to the station its walk chose, with the walk's metres.
      await clickShowOnMap(page, summary);
      const planner = await new PlannerWebview(page, 'panel').waitForReady();
      const nearest = () => planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.nearest() as NearestSnapshot[]);
      const [layer] = await pollUntil(nearest, (layers) => layers.length === 1 && layers[0]!.lines.length === 6, 'six lines on the map');
      assert.equal(layer!.title, 'hdb-carparks-6.csv: nearest MRT/LRT station by walking route');
      const stations = shippedStations();
      const index = new PlaceIndex(stations);
      for (const [i, row] of outRows.entries()) {
        const [x, y] = [Number(row[xAt]), Number(row[xAt + 1])];
        const chosen = nearestK(index, x, y, 3).find((c) => stations.names[c.place] === row.at(-3))!;
        const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', stations.x[chosen.place]!, stations.y[chosen.place]!);
        const [, to] = layer!.lines[i]!;
        assert.ok(Math.abs(to![0] - lat) < 1e-6 && Math.abs(to![1] - lon) < 1e-6, `${row[0]}: the line ends at ${row.at(-3)}`);
      }
      // One Undo a run: the rows finished, then the rows applied; then the letter typed.
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, applied);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, typed);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, shown);
    });
  });
});
