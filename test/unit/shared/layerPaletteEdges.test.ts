// A layer's colour as the protocol carries it: exactly `#rrggbb` and nothing around it, since the page writes
// it into a style. A colour with text before or after it, or a list holding one, is no colour.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLayerColour, LAYER_PALETTE, textColourOn } from '../../../src/shared/layerPalette';

test('#rrggbb in either case is a colour', () => {
  for (const colour of ['#f32828', '#F32828', '#000000', '#ffffff', ...LAYER_PALETTE]) assert.ok(isLayerColour(colour), colour);
});

test('text before or after the colour, a short or long form, or a list holding a colour is refused', () => {
  for (const value of ['x#f32828', ' #f32828', '#f32828 ', '#f32828;background:url(x)', '#f32828\n', '#f328', '#f3282800', 'f32828', '#g32828']) {
    assert.equal(isLayerColour(value), false, JSON.stringify(value));
  }
  for (const value of [['#f32828'], { toString: () => '#f32828' }, 0xf32828, null, undefined]) assert.equal(isLayerColour(value), false, String(value));
});

test('a count on black or white land: white on the darkest, black on the lightest, black on every palette colour', () => {
  assert.equal(textColourOn('#000000'), '#ffffff');
  assert.equal(textColourOn('#ffffff'), '#000000');
  for (const colour of LAYER_PALETTE) assert.equal(textColourOn(colour), '#000000', colour);
});
