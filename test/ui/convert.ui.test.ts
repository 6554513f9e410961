import { test } from 'node:test';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { withSession } from '../host/session';
import { convertCsvRowsThereAndBack, convertPointsToSvy21 } from './convertFlow';

test('the palette command converts a selected WGS84 pair to SVY21 in place', { timeout: 240_000 }, async () => {
  await withSession('ui-convert', extensionUnderTest(), ({ page }) => convertPointsToSvy21(page));
});

test('a CSV\'s rows selected without their header, to SVY21 and back: the header follows the values', { timeout: 240_000 }, async () => {
  await withSession('ui-convert-rows', extensionUnderTest(), ({ page }) => convertCsvRowsThereAndBack(page));
});
