// OneMap: Geocode Addresses… and Resolve Ambiguous Rows… in the installed extension, against the OneMap
// simulator's gazetteer of real places: MOE's schools (a real CSV with postal codes and no coordinates) and LTA's
// bus stops (a real JSON array of objects). The columns are confirmed in a quick pick, the output chosen, the
// editor's text read back; one Ctrl+Z takes the whole result back; an ambiguous school is resolved by a pick.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { sampleWorkspace } from '../host/paths';
import { onSession } from '../host/session';
import { toastButton, useSignedInSession } from '../host/signedInSession';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification } from '../host/workbench';
import { SEARCH_PATH } from '../simulator';

/** The layers the planner's map draws (its debug hook): title and how many places. */
async function mapLayers(planner: PlannerWebview): Promise<Array<{ title: string; features: number }>> {
  const shown = await planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.layers() as Array<{ title: string; features: number }>);
  return shown.map(({ title, features }) => ({ title, features }));
}

/** Geocodes the open moe-schools.csv by school name (postal_code unticked, school_name ticked), WGS84. */
async function geocodeByName(page: Page): Promise<void> {
  await runCommand(page, 'OneMap: Geocode Addresses…');
  await checked(page, /columns to search for/, ['postal_code']);
  await row(page, 'postal_code').click();
  await row(page, 'school_name').click();
  assert.deepEqual(await checked(page, /columns to search for/, ['school_name', 'address', 'postal_code']), ['school_name']);
  await page.keyboard.press('Enter');
  await pickQuickPickItem(page, 'WGS84 latitude and longitude');
  await waitForNotification(page, /^Geocoded: 9 exact, 1 ambiguous, 0 not found\.$/, 60_000);
}

/** The open quick pick's row labelled exactly `label`. */
function row(page: Page, label: string) {
  return page
    .locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) })
    .first();
}

/** Waits for the multi-select quick pick titled `title` and returns which of `labels` are checked. */
async function checked(page: Page, title: RegExp, labels: readonly string[]): Promise<string[]> {
  await page.locator('.quick-input-widget .quick-input-title', { hasText: title }).waitFor({ state: 'visible', timeout: 60_000 });
  const out: string[] = [];
  for (const label of labels) {
    const box = row(page, label).locator('input[type=checkbox], .monaco-custom-toggle, .quick-input-list-checkbox').first();
    await box.waitFor({ state: 'attached', timeout: 30_000 });
    const on = await box.evaluate((el) => (el as unknown as { checked?: boolean }).checked === true || el.getAttribute('aria-checked') === 'true' || el.classList.contains('checked'));
    if (on) out.push(label);
  }
  return out;
}

/**
 * MOE's schools geocoded by name, Resolve Ambiguous Rows' pick open for ADMIRALTY PRIMARY SCHOOL, then, as a user
 * would, a click on the file's last line, below the pick (which stays open): the keyboard is the file's.
 */
async function pickOpenThenFileClicked(page: Page): Promise<{ shown: string; geocoded: string }> {
  await openFile(page, 'moe-schools.csv');
  const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
  await geocodeByName(page);
  const geocoded = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the geocoded rows');
  await runCommand(page, 'OneMap: Resolve Ambiguous Rows…');
  await page.locator('.quick-input-widget .quick-input-title', { hasText: /Resolve Ambiguous Rows \(1\/1\): "ADMIRALTY PRIMARY SCHOOL"/ }).waitFor({ timeout: 60_000 });
  await page.locator('.editor-group-container.active .monaco-editor .margin .line-numbers', { hasText: /^11$/ }).click();
  // The keyboard is the file's only once the editor has taken the focus from the open pick: keys pressed before
  // that moved the pick's highlight (seen once, with the typing then landing on another line).
  await page.locator('.editor-group-container.active .monaco-editor.focused').waitFor();
  return { shown, geocoded };
}

describe('Geocode Addresses and Resolve Ambiguous Rows (against the OneMap simulator)', { timeout: 420_000 }, () => {
  const signed = useSignedInSession('ui-geocode');

  const steps = (name: string, body: (page: Page) => Promise<void>) => onSession(signed.session, name, (shared) => body(shared.page));
  const searches = () => signed.sim.stats.requests.filter((r) => r.path === SEARCH_PATH);

  test('MOE\'s schools by postal code (pre-picked), both systems: every row exact; one Ctrl+Z takes it all back', async () => {
    await steps('ui-geocode-csv', async (page) => {
      const original = readFileSync(join(sampleWorkspace, 'moe-schools.csv'), 'utf8');
      await openFile(page, 'moe-schools.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,url_address,address,postal_code'), 'the schools');
      signed.sim.reset();
      await runCommand(page, 'OneMap: Geocode Addresses…');
      assert.deepEqual(await checked(page, /columns to search for/, ['school_name', 'address', 'postal_code']), ['postal_code']);
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'Both');
      const message = await waitForNotification(page, /^Geocoded:/, 60_000);
      assert.equal(message, 'Geocoded: 10 exact, 0 ambiguous, 0 not found.');
      const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the geocoded rows');
      const lines = added.split('\n');
      assert.equal(lines[0], `${original.split('\n')[0]},onemap_latitude,onemap_longitude,onemap_x,onemap_y,onemap_address,onemap_postal,onemap_match`);
      assert.ok(lines[1]!.endsWith(',1.44298589789841,103.800304550731,24326.0527090401,47183.593349325,11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907,738907,exact'), lines[1]);
      assert.equal(lines.slice(1, 11).filter((l) => l.endsWith(',exact')).length, 10);
      // What was sent: each school's postal code, once.
      assert.deepEqual(searches().map((r) => new URLSearchParams(r.query).get('searchVal')).sort(), original.split('\n').slice(1, 11).map((l) => l.split(',')[3]).sort());
      await focusActiveEditor(page);
      await page.keyboard.press('End');
      await signed.session.screenshot('ui-geocode-csv');
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, shown);
    });
  });

  test('by school name: an ambiguous school is resolved by picking the school among OneMap\'s candidates, kept from the job', async () => {
    await steps('ui-geocode-resolve', async (page) => {
      await openFile(page, 'moe-schools.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      await geocodeByName(page);
      const geocoded = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the geocoded rows');
      const admiralty = geocoded.split('\n')[1]!;
      assert.match(admiralty, /^ADMIRALTY PRIMARY SCHOOL,.*,ambiguous: 2$/);

      const asked = searches().length;
      await runCommand(page, 'OneMap: Resolve Ambiguous Rows…');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /Resolve Ambiguous Rows \(1\/1\): "ADMIRALTY PRIMARY SCHOOL"/ }).waitFor({ timeout: 60_000 });
      const school = page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ hasText: '738907' }).first();
      await school.click();
      const resolved = await pollUntil(() => activeEditorText(page), (text) => text !== geocoded, 'the resolved row');
      assert.ok(resolved.split('\n')[1]!.endsWith(',1.44298589789841,103.800304550731,11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907,738907,picked'), resolved.split('\n')[1]);
      assert.deepEqual(resolved.split('\n').slice(2), geocoded.split('\n').slice(2), 'only that row changed');
      assert.equal(searches().length, asked, 'the candidates are the job\'s kept answer: nothing asked again');
      // Two Undos: the pick, then the geocoding.
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, geocoded);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, shown);
    });
  });

  test('a row typed above the one shown while its pick is open: the pick goes into the row shown, the typed row stays as typed', async () => {
    await steps('ui-geocode-resolve-typed', async (page) => {
      const { shown, geocoded } = await pickOpenThenFileClicked(page);
      // A new row typed under the header, above the row the pick is for.
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('ANCHOR GREEN PRIMARY SCHOOL');
      const typed = await pollUntil(() => activeEditorText(page), (text) => text.split('\n')[1] === 'ANCHOR GREEN PRIMARY SCHOOL', 'the typed row');
      assert.deepEqual(typed.split('\n').slice(2), geocoded.split('\n').slice(1), 'the rows below it as they were');
      await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ hasText: '738907' }).first().click();
      const resolved = await pollUntil(() => activeEditorText(page), (text) => text !== typed, 'the resolved row');
      const lines = resolved.split('\n');
      assert.equal(lines[1], 'ANCHOR GREEN PRIMARY SCHOOL', 'the typed row as typed');
      assert.ok(lines[2]!.startsWith('ADMIRALTY PRIMARY SCHOOL,'), lines[2]);
      assert.ok(lines[2]!.endsWith(',1.44298589789841,103.800304550731,11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907,738907,picked'), lines[2]);
      assert.deepEqual(lines.slice(3), geocoded.split('\n').slice(2), 'only that row changed');
      await waitForNotification(page, /^Resolved the ambiguous row: its match now says picked\.$/, 30_000);
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, typed);
      // The file as it was on disk, for the tests after.
      await runCommand(page, 'File: Revert File');
      await waitForEditorText(page, shown);
    });
  });

  test('the row shown edited while its pick is open: nothing is written, and the message names the row first', async () => {
    await steps('ui-geocode-resolve-edited', async (page) => {
      const { shown } = await pickOpenThenFileClicked(page);
      // The school's name, at the start of line 2, changed.
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
      await page.keyboard.type('NEW ');
      const edited = await pollUntil(() => activeEditorText(page), (text) => text.split('\n')[1]!.startsWith('NEW ADMIRALTY PRIMARY SCHOOL,'), 'the edited row');
      await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ hasText: '738907' }).first().click();
      await waitForNotification(page, /^Nothing was written to line 2, which changed while its pick was open: run Resolve Ambiguous Rows again to pick the 1 left \(resolved 0 of 1 ambiguous row\)\.$/, 30_000);
      assert.equal(await activeEditorText(page), edited, 'the file as the user left it');
      await signed.session.screenshot('ui-geocode-resolve-edited');
      await runCommand(page, 'File: Revert File');
      await waitForEditorText(page, shown);
    });
  });

  test('LTA\'s bus stops (JSON): stop name and road pre-picked, SVY21: the fields in each object\'s style; one Ctrl+Z takes them back', async () => {
    await steps('ui-geocode-json', async (page) => {
      await openFile(page, 'ui/bus-stops.json');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.includes('"Hotel Grand Pacific"'), 'the bus stops');
      await runCommand(page, 'OneMap: Geocode Addresses…');
      assert.deepEqual(await checked(page, /columns to search for/, ['BusStopCode', 'RoadName', 'Description']), ['RoadName', 'Description']);
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'SVY21 X and Y');
      await waitForNotification(page, /^Geocoded: 3 exact/, 60_000);
      const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the geocoded stops');
      assert.ok(
        added.startsWith('[\n  {\n    "BusStopCode": "01012",\n    "RoadName": "Victoria St",\n    "Description": "Hotel Grand Pacific",\n    "Latitude": 1.29684825487647,\n    "Longitude": 103.85253591654006,\n    "OnemapX": '),
        added.slice(0, 300),
      );
      const stops = JSON.parse(added) as Array<Record<string, unknown>>;
      assert.deepEqual(stops.map((s) => [s.OnemapAddress, s.OnemapPostal, s.OnemapMatch]), [
        ['VICTORIA ST HOTEL GRAND PACIFIC', '', 'exact'],
        ["VICTORIA ST ST. JOSEPH'S CH", '', 'exact'],
        ['VICTORIA ST BRAS BASAH CPLX', '', 'exact'],
      ]);
      assert.ok(stops.every((s) => typeof s.OnemapX === 'number' && typeof s.OnemapY === 'number'));
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, shown);
    });
  });
  test('with the planner open, the candidates are on its map while the pick is open, and gone after', async () => {
    await steps('ui-geocode-map', async (page) => {
      await openFile(page, 'moe-schools.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      await geocodeByName(page);
      const geocoded = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the geocoded rows');
      // The planner opens beside the file; the file takes the focus back, as a user clicks into it.
      await runCommand(page, 'OneMap: Open Route Planner');
      const planner = await new PlannerWebview(page, 'panel').waitForReady(60_000);
      await leaveWebview(page);
      await runCommand(page, 'View: Focus First Editor Group');
      await pollUntil(() => activeEditorText(page), (text) => text === geocoded, 'the schools focused again');
      await runCommand(page, 'OneMap: Resolve Ambiguous Rows…');
      await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ hasText: '738907' }).first().waitFor({ timeout: 60_000 });
      await pollUntil(() => mapLayers(planner), (layers) => layers.some((l) => l.title === 'Candidates for "ADMIRALTY PRIMARY SCHOOL"' && l.features === 2), 'the candidates on the map');
      await signed.session.screenshot('ui-geocode-map');
      await page.keyboard.press('Escape');
      await pollUntil(() => mapLayers(planner), (layers) => !layers.some((l) => l.title.startsWith('Candidates for')), 'the candidates gone');
      assert.equal(await activeEditorText(page), geocoded, 'Escape leaves the row as it was');
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, shown);
    });
  });
});

describe('Geocode Addresses: Cancel → Apply → run again finishes the rest (against the OneMap simulator, paced slowly)', { timeout: 420_000 }, () => {
  // One call every 3 s: time to cancel after the first answers.
  const signed = useSignedInSession('ui-geocode-resume', { 'onemap.http.requestsPerMinute': 20 });

  test('MOE\'s schools: Cancel after a few answers, Apply, run again: it says how many rows are left before any picker, then fills only those', async () => {
    await onSession(signed.session, 'ui-geocode-resume', async ({ page }) => {
      await openFile(page, 'moe-schools.csv');
      const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('school_name,'), 'the schools');
      signed.sim.reset();
      const searches = () => signed.sim.stats.requests.filter((r) => r.path === SEARCH_PATH);
      await runCommand(page, 'OneMap: Geocode Addresses…');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await pickQuickPickItem(page, 'WGS84 latitude and longitude');
      await pollUntil(async () => searches().length, (n) => n >= 2, 'two schools asked', 60_000);
      await toastButton(page, 'Geocoding addresses', 'Cancel').click();
      const apply = toastButton(page, /Geocoding addresses was cancelled: apply the rows done, then run the command again/, /^Apply \d+ rows? done$/);
      await apply.waitFor({ state: 'visible', timeout: 30_000 });
      await apply.click();
      const applied = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows done');
      const lines = applied.trimEnd().split('\n');
      const notAsked = lines.filter((l) => l.endsWith(',not asked')).length;
      const exact = lines.filter((l) => l.endsWith(',exact')).length;
      assert.ok(notAsked > 0 && exact > 0 && notAsked + exact === 10, `${exact} exact, ${notAsked} not asked`);
      const asked = searches().length;

      // Run again: before any picker, what it will do.
      await runCommand(page, 'OneMap: Geocode Addresses…');
      const finish = toastButton(page, new RegExp(`${notAsked} rows? left of 10: finish`), /^Finish (Them|It)$/);
      await finish.waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await page.locator('.quick-input-widget .quick-input-title', { hasText: /columns to search for/ }).isVisible(), false, 'no picker before the question');
      await finish.click();
      assert.deepEqual(await checked(page, /columns to search for/, ['postal_code']), ['postal_code'], 'the columns chosen before');
      await page.keyboard.press('Enter');
      assert.equal(await waitForNotification(page, /^Geocoded: /, 90_000), `Geocoded: ${notAsked} exact, 0 ambiguous, 0 not found.`);
      const finished = await pollUntil(() => activeEditorText(page), (text) => text !== applied, 'the rows finished');
      const out = finished.trimEnd().split('\n');
      assert.equal(out[0], `${shown.split('\n')[0]},onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match`, 'no second set of columns');
      assert.equal(out.slice(1).filter((l) => l.endsWith(',exact')).length, 10);
      assert.deepEqual(
        out.filter((_, i) => lines[i]!.endsWith(',exact')),
        lines.filter((l) => l.endsWith(',exact')),
        'the rows done before are as they were',
      );
      assert.ok(searches().length - asked <= notAsked, 'only the rows left were asked');
      assert.equal(new Set(searches().map((r) => new URLSearchParams(r.query).get('searchVal'))).size, searches().length, 'no school asked twice');
      // Two Undos: the rows finished, then the rows applied.
      await focusActiveEditor(page);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, applied);
      await page.keyboard.press('ControlOrMeta+z');
      await waitForEditorText(page, shown);
    });
  });
});
