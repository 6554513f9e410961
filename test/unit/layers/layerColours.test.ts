// Each shown file's colour, chosen on the host: the first free one in the order files are shown, kept while the
// file is shown, freed when it is removed, and used twice only once every colour is taken.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LayerColours } from '../../../src/layers/layerColours';
import { LAYER_PALETTE } from '../../../src/shared/layerPalette';

describe('layer colours', () => {
  it('gives files the palette’s colours in order, and a file keeps its own when shown again', () => {
    const colours = new LayerColours();
    assert.deepEqual(['a', 'b', 'c'].map((k) => colours.take(k)), LAYER_PALETTE.slice(0, 3));
    assert.equal(colours.take('b'), LAYER_PALETTE[1], 'shown again (a new selection, a redraw): the same colour');
  });

  it('a removed file’s colour goes to the next file shown; the others keep theirs', () => {
    const colours = new LayerColours();
    for (const k of ['a', 'b', 'c']) colours.take(k);
    colours.release('b');
    assert.equal(colours.take('d'), LAYER_PALETTE[1]);
    assert.equal(colours.take('a'), LAYER_PALETTE[0]);
    assert.equal(colours.take('c'), LAYER_PALETTE[2]);
    assert.equal(colours.take('b'), LAYER_PALETTE[3], 'shown again after removal: the next free colour');
  });

  it('uses every colour once before any twice, then the least used first', () => {
    const colours = new LayerColours();
    const first = Array.from({ length: LAYER_PALETTE.length }, (_, i) => colours.take(`f${i}`));
    assert.equal(new Set(first).size, LAYER_PALETTE.length, `${LAYER_PALETTE.length} files, ${LAYER_PALETTE.length} colours`);
    assert.equal(colours.take('extra-1'), LAYER_PALETTE[0]);
    assert.equal(colours.take('extra-2'), LAYER_PALETTE[1]);
    colours.release('f5');
    assert.equal(colours.take('extra-3'), LAYER_PALETTE[5], 'a colour no file has comes before one that two have');
  });
});
