// A place's popup takes the theme's widget colours: in a dark theme a dark card (with an edge, so it stands off a
// map of the same grey) and light text; in a light theme Leaflet's white card, as before.
import * as assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { pageFixture } from '../flows';

const pages = pageFixture();
before(() => pages.setUp());
afterEach(() => pages.closePages());
after(() => pages.tearDown());

const zones: DataLayer = {
  id: 'theme-1',
  title: 'Zones',
  colour: '#1c7ed6',
  features: [{ shapes: [{ kind: 'point', lat: 1.31069, lon: 103.84865 }], label: 'Liquor Control Zone (Little India)', properties: [['DESCRIPTION', 'Liquor Control Zone']] }],
};

const expected = {
  light: { background: 'rgb(255, 255, 255)', text: 'rgb(51, 51, 51)' },
  // The harness's dark theme: editorWidget-background #202020; the text its foreground.
  dark: { background: 'rgb(32, 32, 32)', text: undefined },
};

for (const theme of ['light', 'dark'] as const) {
  test(`a place's popup in the ${theme} theme: ${theme === 'dark' ? 'a dark card with light text' : "Leaflet's white card"}`, async () => {
    const page = await pages.open({ theme, viewport: { width: 900, height: 600 } });
    await page.send({ type: 'showLayer', layer: zones, fit: true });
    await page.page.getByRole('button', { name: `Next place in ${zones.title}` }).click();
    const card = page.page.locator('.leaflet-popup-content-wrapper');
    await card.waitFor();
    const seen = await card.evaluate((node: any) => {
      const page = globalThis as any;
      const style = page.getComputedStyle(node);
      const close = page.getComputedStyle(page.document.querySelector('.leaflet-popup-close-button'));
      return { background: String(style.backgroundColor), text: String(style.color), close: String(close.color), edge: String(style.borderTopWidth) };
    });
    const luminance = (rgb: string): number => {
      const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    assert.equal(seen.background, expected[theme].background);
    if (theme === 'dark') {
      assert.ok(luminance(seen.text) > 150, `light text on the dark card: ${seen.text}`);
      assert.ok(luminance(seen.close) > 150, `a light ×: ${seen.close}`);
      assert.equal(seen.edge, '1px');
    } else {
      assert.equal(seen.text, expected.light.text);
    }
  });
}
