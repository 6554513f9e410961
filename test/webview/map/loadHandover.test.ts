// The first state the host sends while the page loads (src/map/pageChannel.ts): VS Code may hand it over
// before the page's script listens, and the page then hears only the host's `sentWhileLoading`, sent after it.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { pageFixture } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const readies = (posted: Array<{ type: string }>) => posted.filter((m) => m.type === 'ready').length;

test('a page whose first state was lost while it loaded says ready again, and shows the layer sent then', async () => {
  const page = await pages.open(); // its first state and layer went out before its script listened: never heard
  const from = page.posted.length;
  await page.send({ type: 'sentWhileLoading' });
  await page.waitForPosted((m) => m.type === 'ready', from);
  assert.equal(readies(page.posted), 2, 'the page asks for everything again');
  await page.init();
  await page.send({ type: 'showLayer', fit: true, layer: { id: 'file-1', title: 'stops.json', colour: '#1f77b4', features: [{ shapes: [{ kind: 'point', lat: 1.3, lon: 103.8 }], label: 'Stop', properties: [] }] } });
  await page.waitForPosted((m) => m.type === 'layerDrawn');
  assert.deepEqual((await page.layers()).map((layer) => layer.title), ['stops.json']);
});

test('a page that heard its first state is not asked twice', async () => {
  const page = await pages.open();
  await page.init();
  await page.send({ type: 'sentWhileLoading' });
  await page.flush();
  assert.equal(readies(page.posted), 1);
});
