// Coordinate problems in the Problems panel, from the installed extension: a GeoJSON written latitude first
// and a CSV with one SVY21 row swapped show their problems; each quick fix, the "every swapped pair" fix and
// Fix All give the file its right text, one Ctrl+Z takes a fix back whole, and an ignored file shows nothing
// until it is checked again.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { sampleWorkspace } from '../host/paths';
import { withSession } from '../host/session';
import { pollUntil } from '../host/webview';
import { openFile, runCommand } from '../host/workbench';

const GEOJSON = 'stations-latitude-first.geojson';
const CSV = 'carparks-one-row-swapped.csv';

/** The rows of the Problems panel that read `text`. */
function problemRows(page: Page, text: string) {
  return page.locator('.markers-panel .monaco-list-row').filter({ hasText: text });
}

async function waitForProblemCount(page: Page, text: string, count: number): Promise<void> {
  await pollUntil(() => problemRows(page, text).count(), (n) => n === count, `${count} problems reading "${text}"`);
}

/** Puts the cursor on the next problem of the active editor and picks `title` in its quick-fix menu. */
async function applyQuickFix(page: Page, title: string): Promise<void> {
  await focusActiveEditor(page);
  await page.keyboard.press('ControlOrMeta+Home');
  await runCommand(page, 'Go to Next Problem (Error, Warning, Info)');
  await page.keyboard.press('Escape'); // the problem's peek; the cursor stays on the problem
  await focusActiveEditor(page);
  await page.keyboard.press('ControlOrMeta+.');
  const item = page.locator('.action-widget .monaco-list-row').filter({ hasText: title }).first();
  await item.waitFor({ state: 'visible', timeout: 30_000 });
  // A click lands on the menu's hover overlay: the keyboard is what the menu answers to.
  const focused = page.locator('.action-widget .monaco-list-row.focused');
  for (let step = 0; step < 10; step++) {
    if ((await focused.getAttribute('aria-label')) === title) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`"${title}" could not be chosen in the quick-fix menu`);
}

test('Problems panel: latitude-first GeoJSON and a swapped CSV row, their quick fixes and Fix All', { timeout: 300_000 }, async () => {
  await withSession('ui-problems', extensionUnderTest(), async (session) => {
    const { page } = session;
    const geojson = readFileSync(join(sampleWorkspace, 'ui', GEOJSON), 'utf8');
    const swapped = (line: string) => line.replace(/\[(1\.\d+), (103\.\d+)\]/, '[$2, $1]');
    const lines = geojson.split('\n');
    const firstFixed = lines.map((line, i) => (i === 3 ? swapped(line) : line)).join('\n');
    const allFixed = lines.map(swapped).join('\n');

    await openFile(page, GEOJSON);
    await pollUntil(() => activeEditorText(page), (text) => text === geojson, 'the stations');
    await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
    await waitForProblemCount(page, 'Latitude first', 4);
    await session.screenshot('ui-problems');

    // One position: the preferred fix swaps it, and only it.
    await applyQuickFix(page, 'Swap to longitude, latitude');
    await waitForEditorText(page, firstFixed);
    await waitForProblemCount(page, 'Latitude first', 3);
    // The rest at once, then one Ctrl+Z takes all three back.
    await applyQuickFix(page, 'Swap every swapped pair in this file (3)');
    await waitForEditorText(page, allFixed);
    await waitForProblemCount(page, 'Latitude first', 0);
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, firstFixed);
    await waitForProblemCount(page, 'Latitude first', 3);
    // Fix All (source.fixAll) fixes what is left.
    await runCommand(page, 'Fix All');
    await waitForEditorText(page, allFixed);
    await waitForProblemCount(page, 'Latitude first', 0);

    const csv = readFileSync(join(sampleWorkspace, 'ui', CSV), 'utf8');
    await openFile(page, CSV);
    await pollUntil(() => activeEditorText(page), (text) => text === csv, 'the car parks');
    await waitForProblemCount(page, 'Swapped: 40616.875, 29674.8184', 1);
    // Ignored, the file shows nothing; checked again on request, its problem is back.
    await applyQuickFix(page, 'Ignore coordinate problems in this file');
    await waitForProblemCount(page, 'Swapped:', 0);
    await runCommand(page, 'OneMap: Check Coordinate Problems in This File');
    await waitForProblemCount(page, 'Swapped: 40616.875, 29674.8184', 1);
    await applyQuickFix(page, 'Swap the two values');
    const fixed = csv.replace('AK9,ANG MO KIO AVENUE 9,40616.875,29674.8184', 'AK9,ANG MO KIO AVENUE 9,29674.8184,40616.875');
    assert.notEqual(fixed, csv);
    await waitForEditorText(page, fixed);
    await waitForProblemCount(page, 'Swapped:', 0);
  });
});
