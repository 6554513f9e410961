import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { activeEditorText, focusActiveEditor, selectAll, waitForEditorText, waitForSelectionStatus } from '../host/editor';
import { pollUntil } from '../host/webview';
import { sampleWorkspace } from '../host/paths';
import { openFile, pickQuickPickItem, runCommand } from '../host/workbench';

export const pointsFile = 'ui/points.txt';
export const wgs84Pair = '1.3039454, 103.8408471';
// OneMap's converter: X=28837.8555334731, Y=31809.17678148787. SVY21 is written as it is read back: easting
// first; 7 decimals of a degree (about 1 cm) come out as 2 decimals of a metre.
export const svy21Pair = '28837.86, 31809.18';

/** What a user does: open the file, select everything, convert to SVY21 through the palette. */
export async function convertPointsToSvy21(page: Page): Promise<void> {
  const original = readFileSync(join(sampleWorkspace, pointsFile), 'utf8');
  await openFile(page, pointsFile);
  await waitForEditorText(page, original);
  await selectAll(page);
  // Ctrl+A must have selected the text before the command runs, or the command converts the whole file
  // anyway and the test would pass for the wrong reason.
  await waitForSelectionStatus(page, /\(\d+ selected\)/);
  await runCommand(page, 'OneMap: Convert Coordinates…');
  await pickQuickPickItem(page, 'EPSG:3414');
  await waitForEditorText(page, original.replace(wgs84Pair, svy21Pair));
}

/**
 * The README's flow: the rows of places.csv selected without their header, converted to SVY21 and back
 * through the palette. The header names metres while the rows hold metres, and degrees again after.
 */
export async function convertCsvRowsThereAndBack(page: Page): Promise<void> {
  const original = readFileSync(join(sampleWorkspace, 'places.csv'), 'utf8');
  const rows = original.split('\n').length - 2; // a header, the rows, and the empty line after the last
  await openFile(page, 'places.csv');
  await waitForEditorText(page, original);
  const selectRows = async () => {
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < rows; i++) await page.keyboard.press('Shift+ArrowDown');
    await waitForSelectionStatus(page, new RegExp(`\\(${rows} lines? selected\\)|\\(\\d+ selected\\)`));
  };
  await selectRows();
  await runCommand(page, 'OneMap: Convert Coordinates…');
  await pickQuickPickItem(page, 'EPSG:3414');
  await pollUntil(
    () => activeEditorText(page),
    (text) => text.startsWith('id,name,north,east,elevation_m\n1,Raffles Place MRT,29596.3,30019.3,12\n'),
    'the header renamed for metres above the rows in SVY21',
  );
  await selectRows();
  await runCommand(page, 'OneMap: Convert Coordinates…');
  await pickQuickPickItem(page, 'EPSG:4326');
  // `lon` comes back as `lng`, the one name the renaming table cannot give back (README).
  await waitForEditorText(page, original.replace('id,name,lat,lon,', 'id,name,lat,lng,'));
  await runCommand(page, 'View: Revert and Close Editor');
}
