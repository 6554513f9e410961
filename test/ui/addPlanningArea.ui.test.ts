// OneMap: Add Planning Area… from the palette on the sample workspace's HDB car parks (SVY21), as a user runs
// it in the installed extension: Master Plan 2019 picked from the plans offered, each row gets its planning
// area and region, the message says how many, and Ctrl+Z takes it all back; and the same on LTA's bus stops in JSON.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { sampleWorkspace } from '../host/paths';
import { withSession } from '../host/session';
import { pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, waitForNotification, waitForStatusBarText } from '../host/workbench';

test('Add Planning Area on a CSV in SVY21: every row gets planning_area and region; one Ctrl+Z takes them back', { timeout: 240_000 }, async () => {
  await withSession('ui-planning-area', extensionUnderTest(), async (session) => {
    const { page } = session;
    const original = readFileSync(join(sampleWorkspace, 'hdb-carparks.csv'), 'utf8');
    await openFile(page, 'hdb-carparks.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no,address,x_coord'), 'the car parks');
    await runCommand(page, 'OneMap: Add Planning Area…');
    // The plans on offer: 2019 ships with the extension; the others need OneMap, and this profile is not signed in.
    const offered = page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
    await pollUntil(() => offered.allInnerTexts(), (rows) => rows.length === 4, 'the four Master Plans');
    const rows = await offered.evaluateAll((elements) =>
      elements.map((row) => ['.label-name', '.label-description'].map((part) => row.querySelector(part)?.textContent?.trim()).join(': ')),
    );
    assert.deepEqual(rows, [
      'Master Plan 2019: shipped with the extension, offline',
      'Master Plan 2014: from OneMap: sign in first',
      'Master Plan 2008: from OneMap: sign in first',
      'Master Plan 1998: from OneMap: sign in first',
    ]);
    await session.screenshot('ui-planning-area-years');
    await pickQuickPickItem(page, 'Master Plan 2019');
    const message = await waitForNotification(page, /got a planning area/);
    assert.equal(message, '300 rows got a planning area: 0 on a boundary, 0 outside.');
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their planning areas');
    const [header, first, second] = added.split('\n');
    assert.equal(header, `${original.split('\n')[0]},planning_area,region`);
    assert.ok(first!.startsWith('ACB,') && first!.endsWith(',Y,ROCHOR,CENTRAL REGION'), first);
    assert.ok(second!.startsWith('ACM,') && second!.endsWith(',N,GEYLANG,CENTRAL REGION'), second);
    // The new columns are at the end of long rows: seen from the end of the first row.
    await focusActiveEditor(page);
    await page.keyboard.press('End');
    await session.screenshot('ui-planning-area');
    await page.keyboard.press('Home');
    // Run again: every row has its area; 2019 is not offered again, the other plans are (their columns are others).
    await runCommand(page, 'OneMap: Add Planning Area…');
    const plans = await pollUntil(() => offered.locator('.label-name').allInnerTexts(), (labels) => labels.length > 0 && labels.every((l) => l.startsWith('Master Plan')), 'the year picker');
    assert.deepEqual(plans, ['Master Plan 2014', 'Master Plan 2008', 'Master Plan 1998']);
    await page.keyboard.press('Escape');
    assert.equal(await activeEditorText(page), added);
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, shown);
  });
});

test('Master Plan 2014 while signed out: the command says OneMap is needed, and "Use 2019" adds the shipped areas', { timeout: 240_000 }, async () => {
  await withSession('ui-planning-area-signed-out', extensionUnderTest(), async (session) => {
    const { page } = session;
    const original = readFileSync(join(sampleWorkspace, 'hdb-carparks.csv'), 'utf8');
    await openFile(page, 'hdb-carparks.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('car_park_no,address,x_coord'), 'the car parks');
    await runCommand(page, 'OneMap: Add Planning Area…');
    await pickQuickPickItem(page, 'Master Plan 2014');
    await waitForNotification(page, 'The planning areas of 2014 come from OneMap, and you are not signed in.');
    const toast = page.locator('.notifications-toasts .notification-toast', { hasText: 'come from OneMap' });
    assert.deepEqual(await toast.locator('.monaco-button').allInnerTexts(), ['Sign In', 'Use 2019']);
    await toast.locator('.monaco-button', { hasText: 'Use 2019' }).click();
    assert.equal(await waitForNotification(page, /got a planning area/), '300 rows got a planning area: 0 on a boundary, 0 outside.');
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their planning areas');
    assert.equal(added.split('\n')[0], `${original.split('\n')[0]},planning_area,region`);
  });
});

test('Add Planning Area on LTA DataMall bus stops (JSON): each object gets PlanningArea and Region in its own style; one Ctrl+Z takes them back', { timeout: 240_000 }, async () => {
  await withSession('ui-planning-area-json', extensionUnderTest(), async (session) => {
    const { page } = session;
    const original = readFileSync(join(sampleWorkspace, 'ui', 'bus-stops.json'), 'utf8');
    await openFile(page, 'ui/bus-stops.json');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.includes('"BusStopCode": "01012"'), 'the bus stops');
    assert.equal(shown, original);
    await runCommand(page, 'OneMap: Add Planning Area…');
    await pickQuickPickItem(page, 'Master Plan 2019');
    assert.equal(await waitForNotification(page, /got a planning area/), '3 rows got a planning area: 0 on a boundary, 0 outside.');
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the stops with their planning areas');
    // Each object keeps its members and gains two in LTA's own style (PascalCase, its indentation), after its last one;
    // the first and the last stop, on either side of the Rochor / Downtown Core boundary.
    const stops = JSON.parse(added) as Record<string, unknown>[];
    assert.deepEqual(
      stops.map((s) => [s.BusStopCode, s.PlanningArea, s.Region]),
      [
        ['01012', 'ROCHOR', 'CENTRAL REGION'],
        ['01013', 'ROCHOR', 'CENTRAL REGION'],
        ['01019', 'DOWNTOWN CORE', 'CENTRAL REGION'],
      ],
    );
    assert.ok(added.includes('"Longitude": 103.85253591654006,\n    "PlanningArea": "ROCHOR",\n    "Region": "CENTRAL REGION"\n  },'), added);
    assert.equal(added.replace(/,\n {4}"PlanningArea": "[A-Z ]+",\n {4}"Region": "[A-Z ]+"/g, ''), original);
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, shown);
  });
});

// LTA's car park locations (test/fixtures/real/lta-carpark-locations.csv, its first 10 rows) saved as a Windows
// export (CRLF) with two rows' coordinates gone, as exports have them: one empty, one `NA`.
test('Add Planning Area on a CSV with rows without coordinates: those rows get empty cells, every row as long as the header, CRLF kept', { timeout: 240_000 }, async () => {
  await withSession('ui-planning-area-gaps', extensionUnderTest(), async (session) => {
    const { page } = session;
    const original = readFileSync(join(sampleWorkspace, 'ui', 'carparks-with-gaps.csv'), 'utf8');
    await openFile(page, 'ui/carparks-with-gaps.csv');
    const shown = await pollUntil(() => activeEditorText(page), (text) => text.startsWith('CarParkID,Development'), 'the car parks');
    await waitForStatusBarText(page, 'status.editor.eol', 'CRLF');
    await runCommand(page, 'OneMap: Add Planning Area…');
    await pickQuickPickItem(page, 'Master Plan 2019');
    assert.equal(await waitForNotification(page, /got a planning area/), '8 rows got a planning area: 0 on a boundary, 0 outside; 2 without coordinates.');
    const added = await pollUntil(() => activeEditorText(page), (text) => text !== shown, 'the rows with their planning areas');
    const lines = added.split('\n');
    assert.equal(lines.length, original.trimEnd().split('\r\n').length + 1, 'the last empty line stays');
    assert.equal(lines[0], 'CarParkID,Development,LotType,Agency,id,lat,lng,PlanningArea,Region');
    for (const line of lines.slice(0, -1)) assert.equal(line.split(',').length, 9, line);
    assert.equal(lines[3], 'CM1,BLK 10 CANTONMENT CLOSE,H,HDB,CM1_H,,,,');
    assert.equal(lines[6], 'CR1,BLK 1/3/15/17 BEACH ROAD,C,HDB,CR1_C,NA,NA,,');
    assert.ok(lines[7]!.endsWith(',1.30468354,103.8656582,KALLANG,CENTRAL REGION'), lines[7]);
    await waitForStatusBarText(page, 'status.editor.eol', 'CRLF');
    await session.screenshot('ui-planning-area-gaps');
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, shown);
  });
});
