// What a host does in the browser tests: put points on the map, wait for the page to ask, answer it.
import * as assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { LatLon, RouteAnswer, RouteType } from '../../src/shared/protocol/messages';
import { launchBrowser } from '../host/browser';
import { MapPage, type MapSnapshot, type OpenOptions, PageServer, pixelOffset } from './harness';

export const CAVENAGH: LatLon = { lat: 1.3039454, lon: 103.8408471 };
export const NEWTON: LatLon = { lat: 1.31971, lon: 103.841645 };
export const JELITA: LatLon = { lat: 1.31643628204351, lon: 103.784659014132 };
export const ORCHARD: LatLon = { lat: 1.31122438238089, lon: 103.826788133417 };

/** One browser and one server per test file; a fresh page (context) per test. `lang`: the browser's language. */
export function pageFixture(options: { lang?: string } = {}): { open(options?: OpenOptions): Promise<MapPage>; setUp(): Promise<void>; tearDown(): Promise<void>; closePages(): Promise<void> } {
  let browser: Browser | undefined;
  let server: PageServer | undefined;
  const pages: MapPage[] = [];
  return {
    async setUp() {
      server = await PageServer.start();
      browser = await launchBrowser({ headless: true, ...options });
    },
    async open(options) {
      const page = await MapPage.open(browser!, server!, options);
      pages.push(page);
      return page;
    },
    /** Closes this test's pages after checking what every test must hold: no stray requests, no bad posts, no page errors. */
    async closePages() {
      for (const page of pages.splice(0)) {
        try {
          assert.deepEqual(page.strayRequests, [], 'the page asked for something beyond the test server');
          assert.deepEqual(page.invalidPosts, [], 'the page posted messages outside the protocol');
          assert.deepEqual(page.pageErrors, [], 'the page threw');
        } finally {
          await page.close();
        }
      }
    },
    async tearDown() {
      await browser?.close();
      await server?.close();
    },
  };
}

/** Sets both points from the "editor", answers the page's request with `response`, and waits for the drawing. */
export async function showRoute(
  page: MapPage,
  response: RouteAnswer,
  options: { start?: LatLon; end?: LatLon; routeType?: RouteType } = {},
): Promise<{ requestId: number; snapshot: MapSnapshot }> {
  const from = page.posted.length;
  await page.send({ type: 'setPoints', start: options.start ?? CAVENAGH, end: options.end ?? NEWTON, routeType: options.routeType ?? 'drive' });
  const plan = await page.waitForPlan(from);
  return { requestId: plan.requestId, snapshot: await answer(page, plan, response) };
}

/** Answers a posted plan and waits until the page has handled the answer. */
export async function answer(page: MapPage, plan: { requestId: number; start: LatLon; end: LatLon; routeType: RouteType; pt?: unknown }, response: RouteAnswer): Promise<MapSnapshot> {
  const { type: _type, requestId, ...request } = plan as { type?: string; requestId: number } & Record<string, unknown>;
  await page.send({ type: 'routeStarted', requestId });
  await page.send({ type: 'routeResult', requestId, plan: request, response });
  await page.flush(); // the page draws while it handles the message, so the drawing is there now
  return page.snapshot();
}

export function near(actual: readonly number[], expected: readonly number[], tolerance: number, what: string): void {
  assert.equal(actual.length, expected.length, what);
  actual.forEach((value, i) => assert.ok(Math.abs(value - expected[i]!) <= tolerance, `${what}: ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`));
}

/** A day `days` from today in Singapore (UTC+8 all year), as a date picker takes it and as OneMap does. */
export function sgDay(days: number): { picker: string; oneMap: string } {
  const picker = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = picker.split('-');
  return { picker, oneMap: `${month}-${day}-${year}` };
}

/** Clicks the map where `at` (lat, lon) is drawn, through the locator (which waits for the map to stand still). */
export async function clickMapAt(page: MapPage, at: readonly [number, number]): Promise<void> {
  const { center, zoom } = await page.snapshot();
  const box = await page.mapBox();
  const [dx, dy] = pixelOffset(center, zoom, [at[0], at[1]]);
  await page.page.locator('.om-map').click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}
