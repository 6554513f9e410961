// The layer palette, measured: at least ten colours, each drawn mark 3 : 1 or more against the land it is drawn
// on in every surface (WCAG's non-text contrast), and each colour apart from every other, from the route's blue
// and from the cursor highlight's yellow (OKLab distance, where 0.1 is plainly another colour).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLayerColour, LAYER_PALETTE, textColourOn } from '../../../src/shared/layerPalette';

/** The backgrounds a layer is drawn on. OneMap's basemaps' land colours are read off their tiles by eye (no network here). */
const BACKGROUNDS: Record<string, string> = {
  'OneMap Default land': '#eeeeea',
  'OneMap Night land': '#1b2b3b',
  'offline outline land, Light Modern': '#ffffff',
  'offline outline water, Light Modern': mix('#ffffff', '#2f7fc1', 0.8), // outline.css
  'offline outline land, Dark Modern': '#1f1f1f',
  'offline outline water, Dark Modern': mix('#1f1f1f', '#2f7fc1', 0.8),
};
const ROUTE_BLUE = '#1f6feb';
const HIGHLIGHT_YELLOW = '#fab005';

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}
function mix(a: string, b: string, share: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v * share + y[i]! * (1 - share)).toString(16).padStart(2, '0')).join('')}`;
}
const linear = (v: number): number => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
function oklab(hex: string): [number, number, number] {
  const [r, g, b] = rgb(hex).map(linear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s, 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s];
}
const distance = (a: string, b: string): number => Math.hypot(...oklab(a).map((v, i) => v - oklab(b)[i]!));

describe('layer palette', () => {
  it('has at least ten colours, each a well-formed #rrggbb, none twice', () => {
    assert.ok(LAYER_PALETTE.length >= 10, `${LAYER_PALETTE.length} colours`);
    assert.ok(LAYER_PALETTE.every(isLayerColour));
    assert.equal(new Set(LAYER_PALETTE.map((c) => c.toLowerCase())).size, LAYER_PALETTE.length);
  });

  it('every colour stands out 3 : 1 or more on every surface’s land and water', () => {
    const worst: string[] = [];
    for (const colour of LAYER_PALETTE) {
      for (const [name, background] of Object.entries(BACKGROUNDS)) {
        const ratio = contrast(colour, background);
        if (ratio < 3) worst.push(`${colour} on ${name} (${background}): ${ratio.toFixed(2)}`);
      }
    }
    assert.deepEqual(worst, []);
  });

  it('every colour is plainly another than the rest, the route’s blue and the highlight’s yellow', () => {
    const close: string[] = [];
    for (const [i, a] of LAYER_PALETTE.entries()) {
      for (const b of [...LAYER_PALETTE.slice(i + 1), ROUTE_BLUE, HIGHLIGHT_YELLOW]) if (distance(a, b) < 0.09) close.push(`${a} ~ ${b}: ${distance(a, b).toFixed(3)}`);
    }
    assert.deepEqual(close, []);
  });

  it('a count written on any palette colour (a cluster bubble) stands out 4.5 : 1 or more, in the colour textColourOn picks', () => {
    const low: string[] = [];
    for (const colour of LAYER_PALETTE) {
      const text = textColourOn(colour);
      const other = text === '#000000' ? '#ffffff' : '#000000';
      if (contrast(colour, text) < 4.5) low.push(`${text} on ${colour}: ${contrast(colour, text).toFixed(2)} : 1`);
      assert.ok(contrast(colour, text) >= contrast(colour, other), `${colour}: ${text} is the better of the two`);
    }
    assert.deepEqual(low, []);
  });

  it('textColourOn: white on dark colours, black on light ones, at the exact edge where the two contrasts are equal', () => {
    assert.equal(textColourOn('#000000'), '#ffffff');
    assert.equal(textColourOn('#ffffff'), '#000000');
    assert.equal(textColourOn('#1f6feb'), '#ffffff', 'the route’s blue');
    assert.equal(textColourOn('#fab005'), '#000000', 'the highlight’s yellow');
    // Equal contrast at luminance sqrt(0.0525) - 0.05 ≈ 0.1791: grey #757575 is just under (white wins), #767676 just over.
    assert.equal(textColourOn('#757575'), '#ffffff');
    assert.equal(textColourOn('#767676'), '#000000');
  });
});
