// The coordinate engine reads a place typed into Start or End and nothing else: the page starts without it, and
// the first place typed loads it, once, as a script of its own that the page's Content Security Policy lets run
// by the page's nonce (a script refused would leave the box marked with "could not load" and no marker).
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { pageFixture } from '../flows';

declare const performance: { getEntriesByType(type: string): Array<{ name: string }> };

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

test('the page starts without its coordinate reader; the first place typed loads it once, and both boxes use it', async () => {
  const page = await pages.open();
  await page.init();
  const loads = () => page.page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/placeInput\.js$/.test(r.name)).length);
  assert.equal(await loads(), 0, 'no coordinate reader before a place is typed');
  const start = page.page.locator('.om-place--start input');
  await start.fill('1.30, 103.84');
  await start.press('Enter');
  const snapshot = await page.waitForSnapshot((s) => s.markers.start !== null, 'the start marker');
  assert.deepEqual(snapshot.markers.start, [1.3, 103.84]);
  assert.equal(await start.getAttribute('aria-invalid'), null);
  const end = page.page.locator('.om-place--end input');
  await end.fill('28833.06, 31810.32');
  await end.press('Enter');
  const both = await page.waitForSnapshot((s) => s.markers.end !== null, 'the end marker');
  assert.ok(Math.abs(both.markers.end![0] - 1.30396) < 1e-4 && Math.abs(both.markers.end![1] - 103.84080) < 1e-4, `SVY21 read as Newton: ${both.markers.end}`);
  assert.equal(await loads(), 1, 'loaded once for both boxes');
});
