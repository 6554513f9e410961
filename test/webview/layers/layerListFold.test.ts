// The list of files on the map folds into a "Layers" button on a small map (the side view, a short panel), so
// the places keep the map; it opens with a click or Enter and closes with Escape, and neither opening it nor
// using it is a click on the map (which sets a route point). On a map with room it shows its rows as it is.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { pageFixture } from '../flows';
import type { MapPage } from '../harness';

declare const document: any;

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const places: DataLayer = {
  id: 'file-1',
  title: 'places.csv',
  colour: '#079307',
  features: [{ shapes: [{ kind: 'point', lat: 1.2966, lon: 103.852 }], label: 'City Hall', properties: [] }],
};

async function showPlaces(viewport: { width: number; height: number }): Promise<MapPage> {
  const page = await pages.open({ viewport });
  await page.init();
  await page.send({ type: 'showLayer', layer: places, fit: false });
  await page.flush();
  return page;
}

test('side view (320×700): the list is a "Layers" button until opened; Escape folds it again; the map hears no click', async () => {
  const page = await showPlaces({ width: 320, height: 700 });
  const toggle = page.page.getByRole('button', { name: 'Layers (1)' });
  const checkbox = page.page.getByRole('checkbox', { name: 'Show places.csv' });
  assert.equal(await toggle.isVisible(), true, 'the Layers button shows');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await checkbox.isVisible(), false, 'the rows are folded');

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await checkbox.isVisible(), true, 'the rows show once opened');
  await checkbox.focus();
  await page.page.keyboard.press('Escape');
  assert.equal(await checkbox.isVisible(), false, 'Escape folds the list');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.page.evaluate(() => document.activeElement?.textContent), 'Layers (1)', 'focus is back on the button');

  await toggle.press('Enter');
  assert.equal(await checkbox.isVisible(), true, 'Enter opens it');
  await page.flush();
  const { markers } = await page.snapshot();
  assert.deepEqual(markers, { start: null, end: null }, 'opening the list set no route point');
});

test('editor panel (1200×800): the rows show as they are, with no Layers button', async () => {
  const page = await showPlaces({ width: 1200, height: 800 });
  assert.equal(await page.page.getByRole('button', { name: 'Layers (1)' }).isVisible(), false);
  assert.equal(await page.page.getByRole('checkbox', { name: 'Show places.csv' }).isVisible(), true);
});
