// A table job's edges as a user meets them, in the installed extension against the OneMap simulator paced
// slowly: MOE's schools, one row given a cell more than its header before the job, another row typed into while
// the job runs. The longer row is listed and left as it is, never shifted; the typed row is not written over
// and keeps as many cells as the header; running the command again offers to finish just that row.
import * as assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { onSession, type Session } from '../host/session';
import { type SignedIn, startSignedInSession, toastButton } from '../host/signedInSession';
import { pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification } from '../host/workbench';
import { SEARCH_PATH, type Simulator } from '../simulator';
import { parseCsv } from '../unit/coords/realFixtures';

/** Puts the cursor at the end (or the start) of a 1-based line with the keyboard, as a user would, and types. */
async function typeOnLine(page: Page, line: number, where: 'End' | 'Home', text: string): Promise<void> {
  await focusActiveEditor(page);
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press(where);
  await page.keyboard.type(text);
}

describe('A table job with a row longer than its header and a row typed into mid-job (against the OneMap simulator, paced slowly)', { timeout: 420_000 }, () => {
  let signedIn: SignedIn | undefined;
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    // One call every 3 s: time to type into a row while the job runs.
    signedIn = await startSignedInSession('ui-job-edges', { 'onemap.http.requestsPerMinute': 20 });
    ({ sim, session } = signedIn);
  });

  after(() => signedIn?.close());

  test("MOE's schools: the longer row is listed and untouched, the typed row square and offered again, then finished", async () => {
    await onSession(session, 'ui-job-edges', async ({ page }) => {
      await openFile(page, 'moe-schools.csv');
      const original = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      const width = parseCsv(original)[0]!.length;
      // Line 4, AHMAD IBRAHIM SECONDARY SCHOOL: one cell more than the header.
      await typeOnLine(page, 4, 'End', ',a note');
      await waitForEditorText(page, original.split('\n').map((l, i) => (i === 3 ? `${l},a note` : l)).join('\n'));
      sim.reset();
      const searches = () => sim.stats.requests.filter((r) => r.path === SEARCH_PATH);
      await runCommand(page, 'OneMap: Geocode Addresses…');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'WGS84 latitude and longitude');
      await pollUntil(async () => searches().filter((r) => r.status === 200).length, (n) => n >= 2, 'two schools answered', 60_000);
      // Line 9, ANDERSON PRIMARY SCHOOL, is typed into while the job runs.
      await typeOnLine(page, 9, 'Home', 'NEW ');
      const summary = await waitForNotification(page, /^Geocoded \d+ rows/, 120_000);
      assert.equal(
        summary,
        'Geocoded 8 rows; 1 left: run Geocode Addresses again to finish it; 1 row with more cells than the header was left as it is. ' +
          '8 exact, 0 ambiguous, 0 not found. Edited during the job: line 9. More cells than the header (remove the extra cells, then run it again): line 4.',
      );

      const written = parseCsv(await activeEditorText(page));
      const header = written[0]!;
      assert.equal(header.length, width + 5, 'five columns added');
      const longer = written[3]!;
      assert.deepEqual(longer, [...parseCsv(original)[3]!, 'a note'], 'the longer row as it was, its extra cell where the user put it');
      const typed = written[8]!;
      assert.equal(typed[0], 'NEW ANDERSON PRIMARY SCHOOL');
      for (const [i, row] of written.entries()) if (i !== 3 && row.length > 1) assert.equal(row.length, header.length, `row ${i + 1} as wide as the header`);
      assert.notEqual(typed.at(-1), 'exact', 'the typed row not written as found');

      // Run again: before any picker, the row left is offered; the longer one is not among it.
      const asked = searches().filter((r) => r.status === 200).length;
      await runCommand(page, 'OneMap: Geocode Addresses…');
      const finish = toastButton(page, /1 row left of \d+: finish/, /^Finish (It|Them)$/);
      await finish.waitFor({ state: 'visible', timeout: 30_000 });
      await finish.click();
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      assert.equal(
        await waitForNotification(page, /^Geocoded 1 row/, 60_000),
        'Geocoded 1 row; 1 row with more cells than the header was left as it is: remove the extra cells, then run it again. ' +
          '1 exact, 0 ambiguous, 0 not found. More cells than the header: line 4.',
      );
      const finished = parseCsv(await pollUntil(() => activeEditorText(page), (text) => parseCsv(text)[8]!.at(-1) === 'exact', 'the typed row finished'));
      assert.deepEqual(finished[3], longer, 'the longer row still as it was');
      assert.deepEqual(finished.filter((_, i) => i !== 8), written.filter((_, i) => i !== 8), 'every other row as the first run left it');
      const answered = searches().filter((r) => r.status === 200).map((r) => new URLSearchParams(r.query).get('searchVal'));
      assert.ok(answered.length - asked <= 1, 'only the typed row asked again');
    });
  });
});
