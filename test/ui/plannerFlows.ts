// What the planner's UI tests do as a user and check against the simulator: the known state each test
// starts from (signed in, route.txt on the left, a fresh planner on the right), routing from the file, and
// the simulator's own answer to a request the extension made, asked again by a second account (whose calls
// neither count against the demo account's rate limit nor touch its token).
import * as assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import * as polyline from '@mapbox/polyline';
import type { Page } from 'playwright-core';
import type { RouteResponse } from '../../src/shared/onemap/types';
import { selectAll, waitForSelectionStatus } from '../host/editor';
import { leaveWebview, PlannerWebview, pollUntil, type LatLngPair } from '../host/webview';
import { openFile, runCommand, statusBarText, typeIntoInputBox, waitForInputBox, waitForStatusBarText } from '../host/workbench';
import { DEMO_USER, ROUTE_PATH, TOKEN_PATH, type RequestRecord, type Simulator } from '../simulator';

export const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
export const ROUTE_FILE = 'ui/route.txt';
// test/workspace/ui/route.txt: the start on line 1, the end on line 2.
export const START = { text: '1.3039454,103.8408471', point: [1.3039454, 103.8408471] as LatLngPair };
export const END = { text: '1.319728905,103.8421581', point: [1.319728905, 103.8421581] as LatLngPair };
// Asks the simulator the extension's questions again, without touching the demo account's rate limit.
export const CHECKER = { email: 'checker@onemap.test', password: 'checker-password' };
// OneMap's only address outside this machine the page may ask for: its logo, which OneMap's terms require.
export const ONEMAP_LOGO = 'https://www.onemap.gov.sg/web-assets/images/logo/om_logo.png';

/** The file on the left narrow and the planner wide: drags the sash between the editor groups to x=370. */
export async function widenPlanner(page: Page): Promise<void> {
  const sash = page.locator('.part.editor .monaco-sash.vertical').filter({ visible: true }).first();
  const box = await sash.boundingBox();
  if (!box) throw new Error('no sash between the editor groups');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 100, y, { steps: 5 });
  await page.mouse.move(370, y, { steps: 5 });
  await page.mouse.up();
}

export async function expectRoad(planner: PlannerWebview, answer: RouteResponse, what: string): Promise<void> {
  const points = polyline.decode(answer.route_geometry, 5);
  assert.ok(points.length > 2, `${what}: the simulator's path has points`);
  await planner.waitForSnapshot((s) => s.lines.length === 1 && isDeepStrictEqual(s.lines[0], points), `${what}: the ${points.length} points OneMap sent`);
  const texts = answer.route_instructions.map((instruction) => String(instruction[9]));
  await pollUntil(() => planner.stepTexts(), (shown) => isDeepStrictEqual(shown, texts), `${what}: the steps ${JSON.stringify(texts)}`);
  assert.equal((await planner.status()).kind, '', `${what}: nothing is wrong`);
}

export class PlannerFlows {
  private checkerToken: string | undefined;

  constructor(private readonly sim: Simulator) {}

  // ---- The simulator's side ----

  /**
   * The first route request at or after `since` in the simulator's log that OneMap answered with `status`.
   * Waited for up to 45 s: after OneMap's 429 asks for a minute's wait, the extension's pacer holds every call
   * for up to 30 s (the 429 test leaves it so for the test after it), and then the request still has to go.
   */
  routeRequest(since: number, routeType: string, status = 200): Promise<RequestRecord> {
    const find = async () =>
      this.sim.stats.requests
        .slice(since)
        .find((r) => r.path === ROUTE_PATH && r.status === status && new URLSearchParams(r.query).get('routeType') === routeType);
    return pollUntil(find, (r) => r !== undefined, `a ${routeType} route request answered ${status}`, 45_000, () =>
      JSON.stringify(this.sim.stats.requests.slice(since)),
    ) as Promise<RequestRecord>;
  }

  routeExchanges(since: number): string[] {
    return this.sim.stats.requests.slice(since).filter((r) => r.path === ROUTE_PATH).map((r) => `${new URLSearchParams(r.query).get('routeType')} ${r.status}`);
  }

  /** What the simulator answers to `request` (it answers the same question the same way). */
  async simulatorAnswer<T>(request: RequestRecord): Promise<T> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!this.checkerToken) {
        const response = await fetch(`${this.sim.url}${TOKEN_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CHECKER) });
        this.checkerToken = ((await response.json()) as { access_token: string }).access_token;
      }
      const response = await fetch(`${this.sim.url}${request.path}${request.query}`, { headers: { authorization: `Bearer ${this.checkerToken}` } });
      if (response.status === 401) {
        this.checkerToken = undefined;
        continue;
      }
      assert.equal(response.status, 200, `the simulator answers ${request.query} again`);
      return (await response.json()) as T;
    }
    throw new Error('the checker account could not get a token');
  }

  // ---- The user's side ----

  /** A command from the palette, typed with the focus in the workbench even when a webview had it. */
  async command(page: Page, title: string): Promise<void> {
    await leaveWebview(page);
    await runCommand(page, title);
  }

  async signInThroughThePalette(page: Page): Promise<void> {
    await this.command(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
  }

  /** Signs in through the palette unless the status bar already names the demo account. */
  async signedIn(page: Page): Promise<void> {
    const signedInText = `OneMap: ${DEMO_USER.email}`;
    await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000);
    if ((await statusBarText(page, ACCOUNT_ITEM)) !== signedInText) await this.signInThroughThePalette(page);
  }

  /**
   * The known state every test starts from: signed in, no Explorer, route.txt alone on the left and a planner
   * on the right, wide, cleared and walking. The planner keeps its points and mode in the workspace's state,
   * so a panel reopened after another test would show that test's route: it is cleared here.
   */
  async freshPlanner(page: Page): Promise<PlannerWebview> {
    await leaveWebview(page);
    if (await page.locator('.quick-input-widget').isVisible()) await page.keyboard.press('Escape');
    await this.signedIn(page);
    await this.command(page, 'View: Close All Editor Groups');
    await page.locator('.part.editor .tab').first().waitFor({ state: 'detached' });
    if (await page.locator('.part.sidebar').isVisible()) await this.command(page, 'View: Toggle Primary Side Bar Visibility');
    await page.locator('.part.sidebar').waitFor({ state: 'hidden' });
    await this.command(page, 'Notifications: Clear All Notifications');
    await openFile(page, ROUTE_FILE);
    await this.command(page, 'OneMap: Open Route Planner');
    const planner = await new PlannerWebview(page, 'panel').waitForReady();
    await page.locator('.part.editor .editor-group-container').nth(1).waitFor();
    await widenPlanner(page);
    await planner.frame.getByRole('button', { name: 'Clear' }).click();
    await planner.waitForSnapshot((s) => s.lines.length === 0 && !s.markers.start && !s.markers.end, 'nothing, once cleared');
    if ((await planner.checkedMode()) !== 'walk') await planner.chooseMode('Walk');
    await pollUntil(() => planner.checkedMode(), (mode) => mode === 'walk', 'walking chosen');
    return planner;
  }

  /** Both lines of route.txt selected and routed between, as a user does: the walk OneMap answered is drawn. */
  async routeBetweenTheFileLines(page: Page, planner: PlannerWebview): Promise<{ request: RequestRecord; exchanges: string[]; walk: RouteResponse }> {
    await page.locator('.part.editor .tab', { hasText: 'route.txt' }).click();
    await selectAll(page);
    await waitForSelectionStatus(page, /\(\d+ selected\)/);
    const since = this.sim.stats.requests.length;
    await this.command(page, 'OneMap: Route Between Selected Coordinates');
    const request = await this.routeRequest(since, 'walk');
    // Read before the checker account asks the same question.
    const exchanges = this.routeExchanges(since);
    const walk = await this.simulatorAnswer<RouteResponse>(request);
    await expectRoad(planner, walk, 'walk');
    return { request, exchanges, walk };
  }

  /** freshPlanner with the walk between the file's two lines drawn. */
  async plannerWithWalk(page: Page): Promise<{ planner: PlannerWebview; walk: RouteResponse }> {
    const planner = await this.freshPlanner(page);
    const { walk } = await this.routeBetweenTheFileLines(page, planner);
    return { planner, walk };
  }
}
