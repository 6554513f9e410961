import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { selectAll, waitForEditorText, waitForSelectionStatus } from '../host/editor';
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
