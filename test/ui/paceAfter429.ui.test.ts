// A job right after a 429 episode, in the installed extension against the simulator, configured at 120 calls a
// minute. A first job (six HDB carparks) meets a limit of one call in any 4 s: OneMap refuses, the pace halves
// at each episode. After a quiet minute a second job (MOE's ten schools) under a limit the configured rate keeps
// to must start at that rate again, not at the lowered pace (the issue: 45 a minute, 142 s where 77 s was due).
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeEditorText } from '../host/editor';
import { onSession } from '../host/session';
import { useSignedInSession } from '../host/signedInSession';
import { pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification } from '../host/workbench';
import { SEARCH_PATH, type Simulator } from '../simulator';

const RATE = 120;
/** The setting's spacing, ms: the pacer keeps a few percent under it, never over. */
const SPACING = 60_000 / RATE;
const QUIET_MS = 60_000;

/** Geocode Addresses on the open file with its pre-picked columns, into WGS84. */
async function geocodeOpenFile(page: Page): Promise<void> {
  await runCommand(page, 'OneMap: Geocode Addresses…');
  await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.keyboard.press('Enter');
  await pickQuickPickItem(page, 'WGS84 latitude and longitude');
}

/** The searches the simulator received from `from` on, in order of arrival. */
function searchesFrom(sim: Simulator, from: number) {
  return sim.stats.requests.filter((r) => r.path === SEARCH_PATH && r.arrivedAt >= from).sort((a, b) => a.arrivedAt - b.arrivedAt);
}

const searchVal = (query: string) => new URLSearchParams(query).get('searchVal');

describe('A job right after a 429 episode (against the OneMap simulator, at 120 calls a minute)', { timeout: 480_000 }, () => {
  const signed = useSignedInSession('ui-pace-after-429', { 'onemap.http.requestsPerMinute': RATE });

  test('after a quiet minute the next job starts at the configured rate, draws no 429 and answers every row', async () => {
    await onSession(signed.session, 'ui-pace-after-429', async ({ page }) => {
      // The first job, against one call in any 4 s: a quarter of the configured rate's calls go through.
      await openFile(page, 'ui/hdb-carparks-6.csv');
      const carparks = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no,'), 'the carparks');
      signed.sim.reset();
      signed.sim.setRateLimit({ max: 1, windowMs: 4_000 });
      const firstFrom = Date.now();
      await geocodeOpenFile(page);
      await waitForNotification(page, /^Geocoded: /, 180_000);
      await pollUntil(() => activeEditorText(page), (text) => text !== carparks, 'the carparks geocoded');
      const first = searchesFrom(signed.sim, firstFrom);
      assert.equal(new Set(first.filter((r) => r.status === 200).map((r) => searchVal(r.query))).size, 6, 'each carpark answered');
      // Episodes: a 429 that arrived once every earlier Retry-After was over is a refusal of a call sent after
      // the pause, and the pacer halves again. Two or more bring the pace to a quarter of the rate at most.
      let pauseEnds = -Infinity;
      let episodes = 0;
      for (const r of first.filter((r) => r.status === 429)) {
        if (r.arrivedAt >= pauseEnds) episodes++;
        pauseEnds = Math.max(pauseEnds, r.arrivedAt + r.retryAfterSeconds! * 1000);
      }
      assert.ok(episodes >= 2, `two 429 episodes or more in the first job: ${episodes}, ${JSON.stringify(first.map((r) => [r.arrivedAt - firstFrom, r.status]))}`);

      // The quiet minute: nothing reaches OneMap for 60 s after the first job's last call (any call restarts it).
      const lastCall = () => Math.max(...signed.sim.stats.requests.map((r) => r.arrivedAt));
      await pollUntil(async () => Date.now() - lastCall(), (quiet) => quiet >= QUIET_MS, 'a quiet minute', QUIET_MS + 30_000);

      // The second job, on another file, under the configured rate as OneMap states a limit: calls a minute.
      await openFile(page, 'moe-schools.csv');
      const schools = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      signed.sim.setRateLimit({ max: RATE, windowMs: 60_000 });
      await runCommand(page, 'Notifications: Clear All Notifications');
      const secondFrom = Date.now();
      await geocodeOpenFile(page);
      assert.equal(await waitForNotification(page, /^Geocoded: /, 120_000), 'Geocoded: 10 exact, 0 ambiguous, 0 not found.');
      const written = await pollUntil(() => activeEditorText(page), (text) => text !== schools, 'the schools geocoded');
      assert.equal(written.trimEnd().split('\n').slice(1).filter((line) => line.endsWith(',exact')).length, 10, 'every school written');

      const second = searchesFrom(signed.sim, secondFrom);
      assert.deepEqual(second.filter((r) => r.status !== 200).map((r) => [r.status, r.arrivedAt - secondFrom]), [], 'no 429 in the second job');
      const answered = second.map((r) => searchVal(r.query));
      assert.equal(new Set(answered).size, 10, 'each school answered');
      assert.equal(answered.length, 10, 'no school asked twice');
      // The spacing of its calls, first to last. A loaded machine makes calls later, never earlier: the upper
      // bound has three slots of slack, and the lowered pace (a quarter of the rate or less: four slots or more)
      // is still beyond it; the lower bound allows the first call's own delay.
      const gaps = second.slice(1).map((r, i) => r.arrivedAt - second[i]!.arrivedAt);
      const mean = (second.at(-1)!.arrivedAt - second[0]!.arrivedAt) / gaps.length;
      assert.ok(mean <= 3 * SPACING, `at the configured rate (${SPACING} ms apart), not the lowered pace: ${mean.toFixed(0)} ms on average; gaps ${gaps.join(', ')}`);
      assert.ok(mean >= 0.8 * SPACING, `never faster than the setting: ${mean.toFixed(0)} ms on average; gaps ${gaps.join(', ')}`);
    });
  });
});
