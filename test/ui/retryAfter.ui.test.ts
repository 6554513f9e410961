// OneMap's Retry-After longer than the client used to believe, in the installed extension against the simulator:
// Geocode Addresses on MOE's schools at 600 calls a minute, against a limit of six calls in any 50 s. The seventh
// school is refused with a Retry-After of about 50 s; the job waits all of it (nothing is sent before it ends,
// where it once waited 30 s and drew another 429), then finishes every school, each asked once answered.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { activeEditorText } from '../host/editor';
import { onSession, type Session } from '../host/session';
import { type SignedIn, startSignedInSession } from '../host/signedInSession';
import { pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification } from '../host/workbench';
import { SEARCH_PATH, type Simulator } from '../simulator';

describe("OneMap's long Retry-After in a table job (against the OneMap simulator)", { timeout: 420_000 }, () => {
  let signedIn: SignedIn | undefined;
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    signedIn = await startSignedInSession('ui-retry-after', { 'onemap.http.requestsPerMinute': 600 });
    ({ sim, session } = signedIn);
  });

  after(() => signedIn?.close());

  test("MOE's schools against six calls in 50 s: the Retry-After (over 40 s) is waited in full, one 429 episode, every school geocoded", async () => {
    await onSession(session, 'ui-retry-after', async ({ page }) => {
      await openFile(page, 'moe-schools.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      sim.reset();
      sim.setRateLimit({ max: 6, windowMs: 50_000 });
      await runCommand(page, 'OneMap: Geocode Addresses…');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'WGS84 latitude and longitude');
      assert.equal(await waitForNotification(page, /^Geocoded: /, 240_000), 'Geocoded: 10 exact, 0 ambiguous, 0 not found.');
      const written = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the schools geocoded');
      assert.equal(written.trimEnd().split('\n').slice(1).filter((line) => line.endsWith(',exact')).length, 10);

      const searches = sim.stats.requests.filter((r) => r.path === SEARCH_PATH).sort((a, b) => a.arrivedAt - b.arrivedAt);
      const refused = searches.filter((r) => r.status === 429);
      assert.ok(refused.length >= 1, 'the limit was met');
      const first = refused[0]!;
      assert.ok(first.retryAfterSeconds! > 40, `a Retry-After over 40 s: ${first.retryAfterSeconds}`);
      // One episode: the calls refused were those already sent when the first refusal came back.
      const resumeAt = first.arrivedAt + first.retryAfterSeconds! * 1000;
      assert.deepEqual(refused.filter((r) => r.arrivedAt >= resumeAt), [], 'no second 429 after the wait');
      const during = searches.filter((r) => r.arrivedAt > first.arrivedAt + 2_000 && r.arrivedAt < resumeAt - 100);
      assert.deepEqual(during.map((r) => r.query), [], 'nothing sent while OneMap asked to wait');
      const answered = searches.filter((r) => r.status === 200).map((r) => new URLSearchParams(r.query).get('searchVal'));
      assert.equal(new Set(answered).size, 10, 'each school answered');
      assert.equal(answered.length, 10, 'no school answered twice');
    });
  });
});
