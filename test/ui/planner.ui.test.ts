// The route planner in the real workbench (code-server + headless Chromium) against the OneMap simulator
// running in this test process, with basemap tiles from a tiny local tile server: opened from the palette,
// fed by a selection in the editor (and by "Route From/To Here" while hidden behind the file), every travel
// mode, the OneMap side panel showing the same route, an expired token renewed without a word to the user,
// and OneMap's 429 shown in its own words with the route drawn before it kept.
//
// One workbench serves every test (each costs ~10 s and ~1 GB), but no test relies on another: each first
// brings the workbench to its own known state (signed in, the file on the left and a fresh planner on the
// right, walking, and a route planned where the test needs one), so any test passes alone
// (--test-name-pattern) and in any order. What the page draws is compared with what the simulator answered:
// the request the extension made is taken from the simulator's log and asked again by a second account (whose
// calls neither count against the demo account's rate limit nor touch its token).
//
// Screenshots of the drive and the transit itinerary are saved under .vscode-test/screenshots/; with
// ONEMAP_SCREENSHOTS=media they are also written to media/screenshots/ for the README (1280×720, Dark Modern):
//   node esbuild.mjs && ONEMAP_SCREENSHOTS=media node --test out/test/ui/planner.ui.test.js
import * as assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import * as polyline from '@mapbox/polyline';
import type { Page } from 'playwright-core';
import type { PtRouteResponse, RouteResponse } from '../../src/shared/onemap/types';
import { focusActiveEditor, waitForSelectionStatus } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { repoRoot } from '../host/paths';
import { onSession, startSession, type Session } from '../host/session';
import { PlannerWebview, pollUntil, webviewElement, type MapSnapshot } from '../host/webview';
import { groupsShowing, waitForStatusBarText, waitForWorkbench } from '../host/workbench';
import { DEFAULT_RATE_LIMIT, DEFAULT_TOKEN_LIFETIME_SECONDS, DEMO_USER, startSimulator, type Simulator } from '../simulator';
import { ACCOUNT_ITEM, CHECKER, END, expectRoad, ONEMAP_LOGO, PlannerFlows, START } from './plannerFlows';
import { startTileServer, type TileServer } from './tileServer';

describe('Route planner in the workbench (against the OneMap simulator)', { timeout: 900_000 }, () => {
  let sim: Simulator;
  let tiles: TileServer;
  let session: Session | undefined;
  /** Added to the simulator's clock: how an expired token is made without waiting three days. */
  let clockSkewMs = 0;
  /** Requests the page made beyond this machine; each one is refused. */
  const stray: string[] = [];
  let flows: PlannerFlows;

  before(async () => {
    sim = await startSimulator({ now: () => Date.now() + clockSkewMs });
    sim.users.push({ ...CHECKER });
    flows = new PlannerFlows(sim);
    tiles = await startTileServer();
    session = await startSession({
      label: 'ui-planner',
      ...extensionUnderTest(),
      // Dark Modern for the README's screenshots (and the Night basemap style the last test checks).
      settings: { 'onemap.baseUrl': sim.url, 'onemap.map.tileUrl': tiles.template, 'workbench.colorTheme': 'Default Dark Modern' },
    });
    await session.page.setViewportSize({ width: 1280, height: 720 });
    // Webview frames are this page's frames, so this sees the planner's requests too.
    await session.workbench.context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && /^(https?|wss?):$/.test(url.protocol),
      (route) => {
        stray.push(route.request().url());
        return route.abort();
      },
    );
  });

  after(async () => {
    await session?.close();
    await sim?.close();
    await tiles?.close();
  });

  /** Runs a test's steps; on failure saves a screenshot and names it in the error. */
  const steps = (name: string, body: (page: Page) => Promise<void>) => onSession(session, name, (shared) => body(shared.page));

  async function saveScreenshot(name: string): Promise<void> {
    const page = session!.page;
    // Nothing hovered, no toast over the map.
    await page.mouse.move(0, 300);
    const path = await session!.screenshot(name);
    if (process.env.ONEMAP_SCREENSHOTS === 'media') {
      const dir = join(repoRoot, 'media', 'screenshots');
      mkdirSync(dir, { recursive: true });
      copyFileSync(path, join(dir, `${name}.png`));
    }
  }

  test('the palette opens the planner; two coordinates selected in the editor plan a route in it', async () => {
    await steps('ui-planner-from-editor', async (page) => {
      const panel = await flows.freshPlanner(page);
      await pollUntil(() => panel.accountText(), (text) => text === `Signed in to OneMap as ${DEMO_USER.email}`, 'the panel names the account');
      // The workbench may still be putting on the theme from the settings as the page loads: the page follows it.
      await pollUntil(() => panel.bodyClasses(), (classes) => /\bvscode-dark\b/.test(classes), 'the page follows the theme (vscode-dark)');
      assert.deepEqual((await panel.snapshot()).lines, [], 'no route yet');

      const { request, exchanges, walk } = await flows.routeBetweenTheFileLines(page, panel);
      const query = new URLSearchParams(request.query);
      assert.equal(query.get('start'), START.text, 'the start is the first selected pair');
      assert.equal(query.get('end'), END.text, 'the end is the second selected pair');
      assert.deepEqual(exchanges, ['walk 200'], 'one request, answered');
      const { markers } = await panel.snapshot();
      assert.deepEqual(markers, { start: START.point, end: END.point }, 'the markers sit on the selected coordinates');
      assert.deepEqual(await panel.outOfView([...polyline.decode(walk.route_geometry, 5), START.point, END.point]), [], 'the view is fitted to the route');
      assert.deepEqual(await panel.places(), { start: '1.303945, 103.840847', end: '1.319729, 103.842158' });
    });
  });

  test('each travel mode draws what OneMap answered: drive, cycle, public transport, walk', async () => {
    await steps('ui-planner-modes', async (page) => {
      const { planner: panel } = await flows.plannerWithWalk(page);
      const from = sim.stats.requests.length;
      // Drive: the fastest route and OneMap's shortest-distance one to choose from.
      let since = sim.stats.requests.length;
      await panel.chooseMode('Drive');
      const drive = await flows.simulatorAnswer<RouteResponse>(await flows.routeRequest(since, 'drive'));
      await expectRoad(panel, drive, 'drive');
      assert.equal(await panel.frame.locator('.om-choices[aria-label="Routes"] .om-choice').count(), 2, 'the drive offers its shortest-distance variant');
      await flows.command(page, 'Notifications: Clear All Notifications');
      await panel.waitForTiles();
      await saveScreenshot('planner-drive');

      since = sim.stats.requests.length;
      await panel.chooseMode('Cycle');
      await expectRoad(panel, await flows.simulatorAnswer<RouteResponse>(await flows.routeRequest(since, 'cycle')), 'cycle');

      // Public transport, leaving now: itineraries to choose from, each leg drawn as OneMap sent it.
      since = sim.stats.requests.length;
      await panel.chooseMode('Transit');
      const request = await flows.routeRequest(since, 'pt');
      const query = new URLSearchParams(request.query);
      assert.equal(query.get('mode'), 'TRANSIT');
      assert.match(query.get('date') ?? '', /^\d{2}-\d{2}-\d{4}$/);
      assert.match(query.get('time') ?? '', /^\d{2}:\d{2}:\d{2}$/);
      const pt = await flows.simulatorAnswer<PtRouteResponse>(request);
      const itineraries = pt.plan.itineraries;
      assert.ok(itineraries.length >= 1, 'the simulator found an itinerary');
      const legs = itineraries[0]!.legs;
      const legPoints = legs.map((leg) => polyline.decode(leg.legGeometry.points, 5));
      await panel.waitForSnapshot((s) => isDeepStrictEqual(s.lines, legPoints), `the ${legs.length} legs of the first itinerary`);
      assert.equal((await panel.itineraries()).length, itineraries.length, 'every itinerary is offered');
      const shown = await panel.legs();
      assert.deepEqual(
        shown.map((leg) => leg.mode),
        legs.map((leg) => leg.mode.toUpperCase()),
        'the legs are listed in order',
      );
      assert.ok(shown.some((leg) => leg.mode !== 'WALK'), `a ride among the legs: ${JSON.stringify(shown)}`);
      assert.equal((await panel.status()).kind, '');
      // A leg clicked (or chosen with Enter) zooms the map to it, as a step does.
      for (const [i, points] of legPoints.entries()) {
        const lats = points.map((p) => p[0]);
        const lngs = points.map((p) => p[1]);
        const middle = [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
        const leg = panel.frame.locator('.om-leg-item').nth(i);
        if (i % 2 === 0) await leg.click();
        else await leg.press('Enter');
        await panel.waitForSnapshot((s) => Math.abs(s.center[0] - middle[0]!) < 1e-3 && Math.abs(s.center[1] - middle[1]!) < 1e-3, `leg ${i} in the middle of the map`);
      }
      await panel.waitForTiles();
      await saveScreenshot('planner-transit');

      since = sim.stats.requests.length;
      await panel.chooseMode('Walk');
      await expectRoad(panel, await flows.simulatorAnswer<RouteResponse>(await flows.routeRequest(since, 'walk')), 'walk again');
      assert.deepEqual(flows.routeExchanges(from).filter((e) => !e.endsWith(' 200')), [], 'OneMap refused nothing');
    });
  });

  test('"Route From Here" and "Route To Here" reach the planner hidden behind the file', async () => {
    await steps('ui-planner-from-here', async (page) => {
      const { planner: panel, walk } = await flows.plannerWithWalk(page);
      await panel.frame.getByRole('button', { name: 'Clear' }).click();
      await panel.waitForSnapshot((s) => s.lines.length === 0 && !s.markers.start && !s.markers.end, 'nothing, once cleared');

      // The file joins the planner in one editor group, on top of it: the planner is hidden.
      await page.locator('.part.editor .tab', { hasText: 'route.txt' }).click();
      await flows.command(page, 'View: Move Editor into Next Group');
      await page.locator('.part.editor .editor-group-container').nth(1).waitFor({ state: 'detached' });

      /** Shows the file (over the planner while they share a group) and puts the cursor on `line`. */
      const cursorOnLine = async (line: number, plannerHidden: boolean): Promise<void> => {
        await page.locator('.part.editor .tab', { hasText: 'route.txt' }).click();
        if (plannerHidden) await webviewElement(page, 'panel').waitFor({ state: 'hidden' }); // the planner is behind the file
        await focusActiveEditor(page);
        await page.keyboard.press('ControlOrMeta+Home');
        for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
        await waitForSelectionStatus(page, new RegExp(`^Ln ${line}, Col 1$`));
      };

      await cursorOnLine(1, true);
      await flows.command(page, 'OneMap: Route From Here');
      await panel.waitForReady();
      await panel.waitForSnapshot((s) => isDeepStrictEqual(s.markers, { start: START.point, end: null }), 'the start from line 1');
      assert.deepEqual((await panel.snapshot()).lines, [], 'no route with one point');
      // Revealed beside the file, not over it: both stay in sight.
      assert.deepEqual(await groupsShowing(page), ['route.txt', 'Route Planner'], 'the planner beside the file');

      const since = sim.stats.requests.length;
      await cursorOnLine(2, false);
      await flows.command(page, 'OneMap: Route To Here');
      await panel.waitForReady();
      await panel.waitForSnapshot((s) => isDeepStrictEqual(s.markers, { start: START.point, end: END.point }), 'the end from line 2');
      await flows.routeRequest(since, 'walk');
      assert.deepEqual(flows.routeExchanges(since), ['walk 200'], 'planned once both points are set');
      await expectRoad(panel, walk, 'walk between the two lines');
    });
  });

  test('the OneMap side panel shows the same points and route', async () => {
    await steps('ui-planner-side-panel', async (page) => {
      const { planner: panel } = await flows.plannerWithWalk(page);
      await page.locator('.part.activitybar').getByRole('tab', { name: /^OneMap/ }).click();
      const view = await new PlannerWebview(page, 'view').waitForReady();
      const fromPanel = await panel.snapshot();
      const shown = await view.waitForSnapshot((s) => s.lines.length === 1, 'the route drawn in the editor panel');
      assert.deepEqual(shown.lines, fromPanel.lines, 'the same route');
      assert.deepEqual(shown.markers, fromPanel.markers, 'the same start and end');
      assert.deepEqual(await view.stepTexts(), await panel.stepTexts(), 'the same steps');
      assert.deepEqual(await view.places(), await panel.places());
      assert.equal(await view.checkedMode(), 'walk');
      assert.equal(await view.accountText(), `Signed in to OneMap as ${DEMO_USER.email}`);
      // The side panel's map is smaller than the editor's: the route is fitted to it, not cut off.
      // Waited for: the summary appearing above the map shrinks it after the route was fitted, and the page fits again.
      await pollUntil(() => view.outOfView([...shown.lines[0]!, START.point, END.point]), (out) => out.length === 0, 'the whole route in the side view');
    });
  });

  test('an expired token is renewed once, and the route still draws', async () => {
    await steps('ui-planner-expired-token', async (page) => {
      const { planner: panel } = await flows.plannerWithWalk(page);
      const tokensBefore = sim.stats.tokenRequests;
      const since = sim.stats.requests.length;
      // The simulator's clock moves past the demo token's expiry; the extension's clock does not, so the
      // extension learns it from OneMap's 401, as when a token expires between two requests.
      // Added to, not set: whichever test ran before, the token in use is now past its expiry.
      clockSkewMs += (DEFAULT_TOKEN_LIFETIME_SECONDS + 60) * 1000;
      await panel.chooseMode('Drive');
      const request = await flows.routeRequest(since, 'drive');
      assert.deepEqual(flows.routeExchanges(since), ['drive 401', 'drive 200'], 'refused as expired, then sent again with a new token');
      assert.equal(sim.stats.tokenRequests - tokensBefore, 1, 'exactly one new token');
      await expectRoad(panel, await flows.simulatorAnswer<RouteResponse>(request), 'drive with a renewed token');
      await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
    });
  });

  test("OneMap's 429 is shown in its words with the wait, and the route drawn stays", async () => {
    await steps('ui-planner-rate-limit', async (page) => {
      const { planner: panel } = await flows.plannerWithWalk(page);
      // A fresh window: the walk just planned does not count against it.
      sim.setRateLimit({ max: 1, windowMs: 60_000 });
      try {
        let since = sim.stats.requests.length;
        await panel.chooseMode('Cycle');
        await expectRoad(panel, await flows.simulatorAnswer<RouteResponse>(await flows.routeRequest(since, 'cycle')), 'cycle, the one call allowed');
        const drawn = await panel.snapshot();
        const steps = await panel.stepTexts();

        since = sim.stats.requests.length;
        await panel.chooseMode('Walk');
        await flows.routeRequest(since, 'walk', 429);
        const status = await pollUntil(() => panel.status(), (s) => s.kind === 'error', 'an error in the status line');
        assert.match(status.text, /API limit\(s\) exceeded/, "OneMap's own words");
        assert.match(await panel.statusText(), /Try again in \d+ s\./, 'how long to wait');
        assert.deepEqual(status.buttons, [{ label: 'Retry', enabled: false }], 'Retry waits for the wait');
        assert.deepEqual(flows.routeExchanges(since), ['walk 429'], 'no retry against a minute-long wait');
        const now = await panel.snapshot();
        assert.deepEqual(now.lines, drawn.lines, 'the cycle route stays drawn');
        assert.deepEqual(now.markers, drawn.markers);
        assert.deepEqual(await panel.stepTexts(), steps, 'and its steps stay listed');
      } finally {
        sim.setRateLimit(DEFAULT_RATE_LIMIT);
      }
      // OneMap asked for a minute's wait, which the extension honours for every call it makes: the next test
      // starts from a fresh extension host, as after any reload, rather than inside that minute.
      const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
      await flows.command(page, 'Developer: Reload Window');
      await reloaded;
      await waitForWorkbench(page);
    });
  });

  test('after "Developer: Reload Window" the planner comes back with the same points and the route drawn', async () => {
    await steps('ui-planner-reload', async (page) => {
      const { planner, walk } = await flows.plannerWithWalk(page);
      const before: MapSnapshot = await planner.snapshot();
      const places = await planner.places();
      assert.deepEqual(before.markers, { start: START.point, end: END.point });

      // The page itself reloads: wait for the new document before looking for the workbench in it.
      const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
      await flows.command(page, 'Developer: Reload Window');
      await reloaded;
      await waitForWorkbench(page);

      const restored = await new PlannerWebview(page, 'panel').waitForReady(60_000);
      const after = await restored.waitForSnapshot((s) => s.lines.length === 1, 'the route drawn again', 30_000);
      assert.deepEqual(after.markers, before.markers, 'the same start and end');
      assert.deepEqual(after.lines, before.lines, 'the same route');
      assert.deepEqual(await restored.places(), places, 'the same places in the form');
      assert.equal(await restored.checkedMode(), 'walk', 'the same travel mode');
      await expectRoad(restored, walk, 'the walk after the reload');
      await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
    });
  });

  test('tiles came from the tile setting, and nothing but OneMap’s logo was asked of the internet', async () => {
    await steps('ui-planner-tiles', async (page) => {
      const { planner } = await flows.plannerWithWalk(page);
      await planner.waitForTiles();
    });
    assert.ok(tiles.requests.length > 0, 'the basemap was loaded');
    assert.ok(tiles.requests.every((url) => url.startsWith('/Night/')), `the dark theme's Night style: ${JSON.stringify(tiles.requests.slice(0, 5))}`);
    assert.deepEqual([...new Set(stray)].filter((url) => url !== ONEMAP_LOGO), [], 'no other request left the machine');
  });
});
