import { test } from 'node:test';
import { repoRoot } from '../host/paths';
import { withSession } from '../host/session';
import { convertPointsToSvy21 } from './convertFlow';

test('the palette command converts a selected WGS84 pair to SVY21 in place', { timeout: 240_000 }, async () => {
  await withSession('ui-convert', { extensionDevelopmentPath: repoRoot }, ({ page }) => convertPointsToSvy21(page));
});
