// What the Convert Coordinates pickers ask and offer, read off the screen as a user reads them: the
// question (title and placeholder) and every row, before choosing one that is not the first.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeEditorText, selectAll, selectRange, waitForEditorText, waitForSelectionStatus } from '../host/editor';
import { sampleWorkspace } from '../host/paths';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { startSession, type Session } from '../host/session';
import { openFile, pickQuickPickItem, runCommand, waitForNotification } from '../host/workbench';

interface Question {
  title: string;
  placeholder: string;
  rows: string[];
}

/** The open quick pick once its title matches `title`: the question and the labels of all its rows. */
async function readQuickPick(page: Page, title: RegExp, rows: string[], timeoutMs = 30_000): Promise<Question> {
  const widget = page.locator('.quick-input-widget');
  await widget.locator('.quick-input-title').filter({ hasText: title }).waitFor({ state: 'visible', timeout: timeoutMs });
  const read = async (): Promise<Question> => ({
    title: ((await widget.locator('.quick-input-title').textContent()) ?? '').trim(),
    placeholder: (await widget.locator('.quick-input-box input').getAttribute('placeholder')) ?? '',
    // A row's first .label-name is its label; the detail line below it uses the same class.
    rows: await widget
      .locator('.quick-input-list .monaco-list-row')
      .evaluateAll((all) => all.map((row) => (row.querySelector('.label-name')?.textContent ?? '').trim())),
  });
  // The list fills a moment after the title: wait for the rows to settle on what is expected, then report
  // what is shown either way, so a wrong list fails with the list in the message.
  const deadline = Date.now() + 5000;
  let shown = await read();
  while (JSON.stringify(shown.rows) !== JSON.stringify(rows) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    shown = await read();
  }
  return shown;
}

async function convertThroughThePalette(page: Page, file: string): Promise<string> {
  const original = readFileSync(join(sampleWorkspace, file), 'utf8');
  await openFile(page, file);
  await waitForEditorText(page, original);
  await selectAll(page);
  await waitForSelectionStatus(page, /\(\d+ selected\)/);
  await runCommand(page, 'OneMap: Convert Coordinates…');
  return original;
}

describe('Convert Coordinates asks in the workbench', { timeout: 300_000 }, () => {
  let session: Session | undefined;

  before(async () => {
    session = await startSession({ label: 'ui-convert-picker', ...extensionUnderTest() });
  });

  after(async () => {
    await session?.close();
  });

  test('the palette command asks for the target and offers only the other systems', async () => {
    const page = session!.page;
    const original = await convertThroughThePalette(page, 'ui/points.txt');
    const question = await readQuickPick(page, /Convert 1 coordinate pair from/, ['EPSG:3414', 'EPSG:3857']);
    assert.match(question.title, /Convert 1 coordinate pair from .*(WGS84|4326)/);
    assert.equal(question.placeholder, 'Convert to which coordinate system?');
    assert.deepEqual(question.rows, ['EPSG:3414', 'EPSG:3857'], 'the source system is not offered as a target');
    await pickQuickPickItem(page, 'EPSG:3857');
    await waitForEditorText(page, original.replace('1.3039454, 103.8408471', '145167.07, 11559510.22'));
    await page.keyboard.press('ControlOrMeta+Z');
    await waitForEditorText(page, original);
  });

  test("some rows of places.csv (the README's first step): refused before a target is asked, in a toast that fits", async () => {
    const page = session!.page;
    const original = readFileSync(join(sampleWorkspace, 'places.csv'), 'utf8');
    await openFile(page, 'places.csv');
    await waitForEditorText(page, original);
    await selectRange(page, { line: 2, column: 1 }, { line: 4, column: 1 });
    await waitForSelectionStatus(page, /\(\d+ selected\)/);
    await runCommand(page, 'OneMap: Convert Coordinates…');
    // Asked first, the toast would wait for the pick: it shows with no question asked.
    const shown = await waitForNotification(page, /^Only some rows are selected/);
    assert.equal(
      shown,
      'Only some rows are selected: converted, they would contradict the header\'s "lat" and "lon". Select every row, or none to convert the whole file.',
    );
    assert.equal(await page.locator('.quick-input-widget').isVisible(), false, 'no target was asked');
    assert.equal(await activeEditorText(page), original, 'the file untouched');
  });

  test('a selection mixing systems asks which to convert, then the target', async () => {
    const page = session!.page;
    const original = await convertThroughThePalette(page, 'ui/mixed.txt');
    const which = await readQuickPick(page, /The selection mixes coordinate systems/, ['EPSG:4326', 'EPSG:3414']);
    assert.match(which.placeholder, /Convert the coordinates of which system\?$/);
    assert.deepEqual(which.rows, ['EPSG:4326', 'EPSG:3414'], 'the systems found, in the order found');
    await pickQuickPickItem(page, 'EPSG:3414');
    const target = await readQuickPick(page, /Convert 1 coordinate pair from .*(SVY21|3414)/, ['EPSG:4326', 'EPSG:3857']);
    assert.deepEqual(target.rows, ['EPSG:4326', 'EPSG:3857']);
    await pickQuickPickItem(page, 'EPSG:4326');
    await waitForEditorText(page, original.replace('28833.0605447, 31810.3242714', '1.3039557776235, 103.8408040148315'));
    await page.keyboard.press('ControlOrMeta+Z');
    await waitForEditorText(page, original);
  });
});
