// The page paints its own background, the editor's, over the whole webview: what VS Code draws behind the
// webview (here a magenta stand-in) never shows through, so text contrast on the page is the page's own.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { pageFixture } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

for (const [theme, editor] of [['light', 'rgb(255, 255, 255)'], ['dark', 'rgb(31, 31, 31)']] as const) {
  test(`${theme} theme: the body is the editor's colour and covers the webview, whatever is behind it`, async () => {
    const page = await pages.open({ theme });
    await page.init();
    const seen = await page.page.evaluate(() => {
      const g = globalThis as any;
      g.document.documentElement.style.background = 'rgb(255, 0, 255)';
      const body = g.document.body;
      const box = body.getBoundingClientRect();
      return { colour: g.getComputedStyle(body).backgroundColor, width: box.width, height: box.height, viewport: [g.innerWidth, g.innerHeight] };
    });
    assert.equal(seen.colour, editor);
    assert.deepEqual([seen.width, seen.height], seen.viewport);
  });
}
