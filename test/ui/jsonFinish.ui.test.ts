// A table command run again on a JSON array it wrote into, in the installed extension against the OneMap
// simulator paced slowly: Reverse Geocode on LTA's bus stops, Cancel after the first answer, Apply, run again.
// Before anything else it asks "2 rows left of 3: finish them?"; Finish Them asks OneMap only the two stops left,
// writes into their own fields, and the file is the one a run never stopped writes; one Undo a run.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { sampleWorkspace } from '../host/paths';
import { onSession, type Session } from '../host/session';
import { type SignedIn, startSignedInSession, toastButton } from '../host/signedInSession';
import { pollUntil } from '../host/webview';
import { openFile, runCommand, waitForNotification } from '../host/workbench';
import { REVGEOCODE_PATH, type Simulator } from '../simulator';

describe('Reverse Geocode run again on JSON finishes the objects left (against the OneMap simulator, paced slowly)', { timeout: 420_000 }, () => {
  let signedIn: SignedIn | undefined;
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    // Six calls a minute: one every ten seconds or so, time to Cancel after the first answer.
    signedIn = await startSignedInSession('ui-json-finish', { 'onemap.reverseGeocode.bufferMetres': 300, 'onemap.http.requestsPerMinute': 6 });
    ({ sim, session } = signedIn);
  });

  after(() => signedIn?.close());

  async function undo(page: Page, to: string): Promise<void> {
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, to);
  }

  test('LTA bus stops: Cancel after one answer, Apply, run again: "2 rows left of 3" first, then only those asked, into their own fields', async () => {
    await onSession(session, 'ui-json-finish', async ({ page }) => {
      const original = readFileSync(join(sampleWorkspace, 'ui', 'bus-stops.json'), 'utf8');
      await openFile(page, 'ui/bus-stops.json');
      await waitForEditorText(page, original);
      sim.reset();
      const asked = () => sim.stats.requests.filter((r) => r.path === REVGEOCODE_PATH);
      await runCommand(page, 'OneMap: Reverse Geocode…');
      await pollUntil(async () => asked().filter((r) => r.status === 200).length, (n) => n >= 1, 'the first stop answered', 60_000);
      await toastButton(page, 'Reverse geocoding', 'Cancel').click();
      const apply = toastButton(page, /Reverse geocoding was cancelled/, /^Apply 1 row done$/);
      await apply.waitFor({ state: 'visible', timeout: 30_000 });
      await apply.click();
      const applied = await pollUntil(() => activeEditorText(page), (text) => text !== original, 'the stop done');
      const stops = JSON.parse(applied) as Array<Record<string, unknown>>;
      assert.deepEqual(stops.map((s) => s.NearestBuilding === 'not asked'), [false, true, true], 'the first stop done, two not asked');
      const firstRun = asked().length;

      // Run again: before anything else, what it will do.
      await runCommand(page, 'OneMap: Reverse Geocode…');
      const finish = toastButton(page, /2 rows left of 3: finish them, writing into the columns the file has\?/, /^Finish Them$/);
      await finish.waitFor({ state: 'visible', timeout: 30_000 }).catch(async (error: unknown) => {
        const shown = await page.locator('.notifications-toasts .notification-toast').allTextContents();
        throw new Error(`no finish question among the notifications: ${JSON.stringify(shown)}`, { cause: error });
      });
      await finish.click();
      assert.match(await waitForNotification(page, /^2 places: /, 90_000), /^2 places: \d found, \d nothing within 300 m\.$/);
      const finished = await pollUntil(() => activeEditorText(page), (text) => text !== applied, 'the stops finished');
      const out = JSON.parse(finished) as Array<Record<string, unknown>>;
      const keys = Object.keys(JSON.parse(original)[0] as object);
      for (const stop of out) assert.deepEqual(Object.keys(stop), [...keys, 'NearestBuilding', 'NearestAddress', 'NearestPostalCode'], 'each field once, in its place');
      assert.ok(out.every((s) => s.NearestBuilding !== 'not asked'), 'every stop done');
      assert.deepEqual(out[0], stops[0], 'the stop done before is as it was');
      const again = asked().slice(firstRun);
      assert.equal(again.length, 2, 'only the two stops left were asked');
      assert.equal(new Set(asked().map((r) => r.query)).size, asked().length, 'no stop asked twice');

      // One Undo a run; a run never stopped (every answer from the disk cache) writes the same file.
      await undo(page, applied);
      await undo(page, original);
      sim.reset();
      await runCommand(page, 'Notifications: Clear All Notifications');
      await runCommand(page, 'OneMap: Reverse Geocode…');
      await waitForNotification(page, /^3 places: /, 60_000);
      await pollUntil(() => activeEditorText(page), (text) => text !== original, 'the stops again');
      assert.equal(await activeEditorText(page), finished, 'the same text, indentation and key order as the run in two goes');
      assert.equal(asked().length, 0, 'nothing asked again');
      await undo(page, original);
    });
  });
});
