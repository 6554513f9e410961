// One planner state in the real workbench: with the editor panel and the OneMap side view both open, what is
// planned in one shows in the other (points, mode, route), OneMap is asked once per change, a re-plan after
// zooming to a step is fitted to the route, and the same start and end asks OneMap nothing.
//   node esbuild.mjs && npm run --silent package && flock /tmp/onemap-host.lock node --test out/test/ui/plannerSync.ui.test.js
import * as assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from '../host/workbench';
import { DEMO_USER, ROUTE_PATH, startSimulator, type Simulator } from '../simulator';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const START = '1.3039454, 103.8408471';
const END = '1.319728905, 103.8421581';

describe('One planner state in the panel and the side view (against the OneMap simulator)', { timeout: 600_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator();
    session = await startSession({
      label: 'ui-planner-sync',
      ...extensionUnderTest(),
      // Tiles from a local address that has none: the map must not reach the internet in a test.
      settings: { 'onemap.baseUrl': sim.url, 'onemap.map.tileUrl': `${sim.url}/no-tiles/{style}/{z}/{x}/{y}.png` },
    });
    await session.page.setViewportSize({ width: 1280, height: 720 });
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  async function command(page: Page, title: string): Promise<void> {
    await leaveWebview(page);
    await runCommand(page, title);
  }

  /** The route requests OneMap answered since `since`, as "routeType status". */
  function routeRequests(since: number): string[] {
    return sim.stats.requests.slice(since).filter((r) => r.path === ROUTE_PATH).map((r) => `${new URLSearchParams(r.query).get('routeType')} ${r.status}`);
  }

  async function typePlace(planner: PlannerWebview, which: 'start' | 'end', text: string): Promise<void> {
    const input = planner.frame.locator(`.om-place--${which} input`);
    await input.fill(text);
    await input.press('Enter');
  }

  /** The route and markers the two maps show are the same, and each has the whole route in view. */
  async function sameRouteInBoth(panel: PlannerWebview, view: PlannerWebview, what: string): Promise<void> {
    const shown = await panel.snapshot();
    const other = await view.waitForSnapshot((s) => isDeepStrictEqual(s.lines, shown.lines) && isDeepStrictEqual(s.markers, shown.markers), `${what}: the panel's route`);
    const points = [...other.lines.flat(), other.markers.start!, other.markers.end!];
    assert.deepEqual(await pollUntil(() => panel.outOfView(points), (out) => out.length === 0, `${what}: the route in the panel's view`), []);
    assert.deepEqual(await pollUntil(() => view.outOfView(points), (out) => out.length === 0, `${what}: the route in the side view`), []);
    assert.deepEqual(await view.places(), await panel.places(), `${what}: the same places`);
    assert.equal(await view.checkedMode(), await panel.checkedMode(), `${what}: the same mode`);
    assert.deepEqual(await view.stepTexts(), await panel.stepTexts(), `${what}: the same steps`);
  }

  test('planned in the side view, shown in the panel; re-planned in the panel after a step zoom, in view in both; the same start and end asks nothing', async () => {
    const page = session!.page;
    try {
      await command(page, 'OneMap: Sign In');
      await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
      await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
      await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);

      await command(page, 'OneMap: Open Route Planner');
      const panel = await new PlannerWebview(page, 'panel').waitForReady();
      await page.locator('.part.activitybar').getByRole('tab', { name: /^OneMap/ }).click();
      const view = await new PlannerWebview(page, 'view').waitForReady();

      // Planned in the side view: one request, and the panel shows the same points, mode and route.
      let since = sim.stats.requests.length;
      await typePlace(view, 'start', START);
      await pollUntil(() => panel.places(), (p) => p.start === '1.303945, 103.840847', 'the start in the panel');
      await typePlace(view, 'end', END);
      await view.waitForSnapshot((s) => s.lines.length === 1, 'the walk');
      await panel.waitForSnapshot((s) => s.lines.length === 1, 'the walk planned in the side view');
      await sameRouteInBoth(panel, view, 'walk planned in the side view');
      assert.deepEqual(routeRequests(since), ['walk 200'], 'OneMap asked once for both views');

      // Zoomed to a step in the panel, then another mode: the new route is fitted, in both.
      await panel.frame.locator('.om-step').last().click();
      await panel.waitForSnapshot((s) => s.zoom >= 17, 'zoomed to a step');
      since = sim.stats.requests.length;
      await panel.chooseMode('Drive');
      await pollUntil(async () => routeRequests(since), (r) => r.length > 0, 'the drive asked of OneMap');
      // The drive offers OneMap's shortest-distance variant beside the fastest route: two choices, in both views.
      const routeChoices = (planner: PlannerWebview) => planner.frame.locator('.om-choices[aria-label="Routes"] .om-choice').count();
      await pollUntil(() => routeChoices(panel), (n) => n === 2, 'the drive drawn in the panel');
      await pollUntil(() => routeChoices(view), (n) => n === 2, 'the drive drawn in the side view');
      await panel.waitForSnapshot((s) => s.zoom < 17, 'the view fitted to the drive');
      await sameRouteInBoth(panel, view, 'drive chosen in the panel');
      assert.equal(await view.checkedMode(), 'drive');
      assert.deepEqual(routeRequests(since), ['drive 200'], 'OneMap asked once for both views');

      // "Zoom to route" after another step zoom.
      await panel.frame.locator('.om-step').last().click();
      await panel.waitForSnapshot((s) => s.zoom >= 17, 'zoomed to a step again');
      await panel.frame.getByRole('button', { name: 'Zoom to route' }).click();
      const drawn = await panel.snapshot();
      await pollUntil(() => panel.outOfView([...drawn.lines.flat()]), (out) => out.length === 0, 'the whole route after Zoom to route');

      // The same start and end: the message, no request, and the other view has the same points.
      since = sim.stats.requests.length;
      await typePlace(panel, 'end', START);
      const status = await pollUntil(() => panel.status(), (s) => /same place/.test(s.text), 'the same-place message');
      assert.equal(status.kind, 'warning');
      await pollUntil(() => view.places(), (p) => p.end === '1.303945, 103.840847', 'the end in the side view');
      await view.waitForSnapshot((s) => s.lines.length === 0, 'no route in the side view');
      assert.deepEqual(routeRequests(since), [], 'nothing asked of OneMap');
    } catch (error) {
      const shot = await session!.screenshot('ui-planner-sync').catch(() => undefined);
      if (shot && error instanceof Error) error.message += `\n(screenshot: ${shot})`;
      throw error;
    }
  });
});
