// Each shown file's colour, chosen on the host by the file: its own colour (from its key) when free, whatever
// order files are shown in, so a reload that brings files and themes back in another order keeps every colour;
// kept while the file is shown, freed when it is removed, and used twice only once every colour is taken.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { LayerColours, ownIndex } from '../../../src/layers/layerColours';
import { LAYER_PALETTE } from '../../../src/shared/layerPalette';

const N = LAYER_PALETTE.length;
const own = (key: string) => LAYER_PALETTE[ownIndex(key, N)]!;
/** `count` keys of file URIs, each with a different own colour. */
function apart(count: number, prefix = 'file:///work/data/layer-'): string[] {
  const keys: string[] = [];
  const used = new Set<number>();
  for (let i = 0; keys.length < count; i++) {
    const key = `${prefix}${i}.geojson`;
    if (used.has(ownIndex(key, N))) continue;
    used.add(ownIndex(key, N));
    keys.push(key);
  }
  return keys;
}
/** Two keys with the same own colour. */
function clashing(): [string, string] {
  const first = 'file:///work/data/a.csv';
  for (let i = 0; ; i++) {
    const key = `file:///work/data/b${i}.csv`;
    if (ownIndex(key, N) === ownIndex(first, N)) return [first, key];
  }
}

describe('layer colours', () => {
  it('a file gets its own colour, and keeps it when shown again', () => {
    const colours = new LayerColours();
    const [a, b] = apart(2);
    assert.equal(colours.take(a!), own(a!));
    assert.equal(colours.take(b!), own(b!));
    assert.equal(colours.take(a!), own(a!), 'shown again (a new selection, a redraw): the same colour');
  });

  it('the same files in any order (a reload) get the same colours', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(apart(N), { minLength: 1 }), fc.integer({ min: 0, max: 1000 }), (keys, seed) => {
        const first = new LayerColours();
        const before = new Map(keys.map((k) => [k, first.take(k)]));
        const again = new LayerColours();
        const order = [...keys].sort((x, y) => ((ownIndex(x, 97) + seed) % 97) - ((ownIndex(y, 97) + seed) % 97));
        for (const k of order) assert.equal(again.take(k), before.get(k), `${k} after a reload`);
      }),
      { numRuns: 300 },
    );
  });

  it('a file whose own colour another file has takes the next free one after it; removed, it goes back to its own', () => {
    const colours = new LayerColours();
    const [a, b] = clashing();
    const index = ownIndex(a, N);
    assert.equal(colours.take(a), LAYER_PALETTE[index]);
    assert.equal(colours.take(b), LAYER_PALETTE[(index + 1) % N]);
    colours.release(a);
    colours.release(b);
    assert.equal(colours.take(b), LAYER_PALETTE[index]);
  });

  it('the next free colour wraps past the palette’s end', () => {
    const keys = apart(N);
    const last = keys.find((k) => ownIndex(k, N) === N - 1)!;
    const colours = new LayerColours();
    colours.take(last);
    for (let i = 0; ; i++) {
      const key = `file:///x/${i}`;
      if (ownIndex(key, N) !== N - 1) continue;
      assert.equal(colours.take(key), LAYER_PALETTE[0]);
      break;
    }
  });

  it('uses every colour once before any twice, then the least used', () => {
    const colours = new LayerColours();
    const first = Array.from({ length: N }, (_, i) => colours.take(`f${i}`));
    assert.equal(new Set(first).size, N, `${N} files, ${N} colours`);
    const extra = colours.take('extra-1');
    assert.equal(extra, own('extra-1'), 'all taken once: its own colour, used twice');
    const freed = first.findIndex((c) => c !== extra);
    colours.release(`f${freed}`);
    assert.equal(colours.take('extra-2'), first[freed], 'a colour no file has comes before one that two have');
  });
});
