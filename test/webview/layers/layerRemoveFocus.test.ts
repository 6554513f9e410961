// Removing a file from the layer list with the keyboard (Enter on its ×) leaves the focus somewhere it can go on
// from: the next file's ×, else the one before, else the list's own Planning areas entry; never the page's body,
// where a keyboard user would have to Tab through the whole page again to come back.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { pageFixture } from '../flows';
import type { MapPage } from '../harness';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const layer = (n: number, colour: string): DataLayer => ({
  id: `file-${n}`,
  title: `places-${n}.csv`,
  colour,
  features: [{ shapes: [{ kind: 'point', lat: 1.29 + n / 100, lon: 103.85 }], label: `Place ${n}`, properties: [] }],
});

/** The focused element as a user would name it: its accessible label, or what it is. */
function focused(page: MapPage): Promise<string> {
  return page.page.evaluate(() => {
    const active = (globalThis as any).document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.tagName ?? 'nothing';
  });
}

test('Enter on a file’s × moves the focus to the next file’s ×, then the one before, then Planning areas', async () => {
  const page = await pages.open();
  await page.init();
  for (const [n, colour] of [[1, '#f32828'], [2, '#079307'], [3, '#7f66f7']] as const) await page.send({ type: 'showLayer', layer: layer(n, colour), fit: false });
  await page.flush();
  await page.page.getByRole('button', { name: 'Remove places-2.csv from the map' }).focus();
  await page.page.keyboard.press('Enter');
  await page.waitForPosted((m) => m.type === 'layerRemoved' && m.layerId === 'file-2');
  assert.equal(await focused(page), 'Remove places-3.csv from the map', 'the next file’s ×');
  await page.page.keyboard.press('Enter');
  assert.equal(await focused(page), 'Remove places-1.csv from the map', 'the last removed: the one before');
  await page.page.keyboard.press('Enter');
  assert.equal(await focused(page), 'Show Planning areas', 'no file left: the list’s own entry');
  assert.equal(await page.page.locator('.om-layer-row').count(), 0);
});

test('a file removed by the host (its editor closed) while the focus is elsewhere leaves the focus where it is', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'showLayer', layer: layer(1, '#f32828'), fit: false });
  await page.send({ type: 'showLayer', layer: layer(2, '#079307'), fit: false });
  await page.flush();
  await page.page.getByRole('checkbox', { name: 'Show places-1.csv' }).focus();
  await page.send({ type: 'removeLayer', layerId: 'file-2' });
  await page.flush();
  assert.equal(await focused(page), 'Show places-1.csv');
});
