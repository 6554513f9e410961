// A table job stopped by a window reload, in the installed extension against the OneMap simulator paced slowly:
// Geocode Addresses on MOE's schools is under way, the file's editor is closed and the window reloaded; opening
// the file again offers the job ("…was stopped by a reload"), Run Again finishes every row, and OneMap is asked
// only what the first run had not answered and kept on disk.
import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { activeEditorText } from '../host/editor';
import { onSession, type Session } from '../host/session';
import { ACCOUNT_ITEM, type SignedIn, startSignedInSession, toastButton } from '../host/signedInSession';
import { pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification, waitForStatusBarText, waitForWorkbench } from '../host/workbench';
import { DEMO_USER, SEARCH_PATH, type Simulator } from '../simulator';

/** A search as the answer cache keys it: case and spaces folded. */
const keyOf = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** The search questions the extension's answer cache holds on disk (every file of it: main and parts). */
function cachedSearches(storage: string): Set<string> {
  const keys = new Set<string>();
  if (!existsSync(storage)) return keys;
  for (const name of readdirSync(storage).filter((n) => /^answers-.*\.json$/.test(n))) {
    try {
      const file = JSON.parse(readFileSync(join(storage, name), 'utf8')) as { kinds?: Record<string, Record<string, unknown>> };
      for (const key of Object.keys(file.kinds?.search ?? {})) keys.add(key);
    } catch {
      // A file being renamed into place: read on the next poll.
    }
  }
  return keys;
}

describe('A job stopped by a reload is offered again when its file is opened (against the OneMap simulator, paced slowly)', { timeout: 420_000 }, () => {
  let signedIn: SignedIn | undefined;
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    // One call every 3 s: the job is still under way when the window reloads.
    signedIn = await startSignedInSession('ui-job-reload', { 'onemap.http.requestsPerMinute': 20 });
    ({ sim, session } = signedIn);
  });

  after(() => signedIn?.close());

  test('MOE\'s schools: reload mid-job, open the file, Run Again: every row geocoded, nothing kept asked twice', async () => {
    await onSession(session, 'ui-job-reload', async ({ page }) => {
      const storage = join(session!.server.userDataDir, 'User', 'globalStorage', 'onemap-vscode.onemap-vscode');
      await openFile(page, 'moe-schools.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      sim.reset();
      const answered = () => sim.stats.requests.filter((r) => r.path === SEARCH_PATH && r.status === 200).map((r) => keyOf(new URLSearchParams(r.query).get('searchVal') ?? ''));
      await runCommand(page, 'OneMap: Geocode Addresses…');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'WGS84 latitude and longitude');
      await pollUntil(async () => answered().length, (n) => n >= 2, 'two schools answered', 60_000);
      // The job goes on with its editor closed; the answers reach the disk cache a moment after they come.
      await runCommand(page, 'View: Close All Editors');
      const kept = await pollUntil(async () => cachedSearches(storage), (keys) => keys.size >= 2 && keys.size < 10, 'two answers kept on disk', 30_000);
      assert.ok(answered().length < 10, 'the job is still under way');

      const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
      await runCommand(page, 'Developer: Reload Window');
      await reloaded;
      await waitForWorkbench(page);
      await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`, 60_000);
      // What the first run kept, read once its window is gone (it may have kept one more answer as it went).
      const keptAtReload = cachedSearches(storage);
      for (const key of kept) assert.ok(keptAtReload.has(key), `${key} still kept`);
      const before = sim.stats.requests.length;

      await openFile(page, 'moe-schools.csv');
      const again = toastButton(page, /Geocoding addresses on moe-schools\.csv was stopped by a reload: run it again to finish\./, /^Run Again$/);
      await again.waitFor({ state: 'visible', timeout: 60_000 });
      assert.equal(await activeEditorText(page), shown, 'the reload wrote nothing into the file');
      await again.click();
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'WGS84 latitude and longitude');
      assert.equal(await waitForNotification(page, /^Geocoded: /, 120_000), 'Geocoded: 10 exact, 0 ambiguous, 0 not found.');
      const out = (await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows geocoded')).trimEnd().split('\n');
      assert.equal(out[0], `${shown.split('\n')[0]},onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match`);
      assert.equal(out.slice(1).filter((l) => l.endsWith(',exact')).length, 10, 'every row geocoded');

      const askedAgain = sim.stats.requests.slice(before).filter((r) => r.path === SEARCH_PATH).map((r) => keyOf(new URLSearchParams(r.query).get('searchVal') ?? ''));
      assert.deepEqual(askedAgain.filter((key) => keptAtReload.has(key)), [], 'no answer the first run kept is asked again');
      assert.equal(new Set(askedAgain).size, askedAgain.length, 'no question asked twice in the second run');
      assert.equal(askedAgain.length, 10 - keptAtReload.size, 'only the rows left are asked');
    });
  });
});
