// The hover's edges: the cursor just after a pair's last digit is still on it (VS Code puts it there after
// a double-click or End), one character further is not; a window cut at its exact size, and the cursor on a
// line shorter than its column.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import * as coords from '../../../src/shared/coords';
import { findPairAt, hoverWindow, WINDOW_CHARS, type PairEngine } from '../../../src/hover/pairAt';

const XY = { svy21Order: 'xy' as const };

/** The window for a one-line text whose cursor is at the `|` in it. */
function at(marked: string): ReturnType<typeof hoverWindow> {
  return hoverWindow([marked.replace('|', '')], 0, marked.indexOf('|'));
}

test('a hover just after a pair, or on its first digit, shows it; one character either side does not', () => {
  for (const marked of ['from 1.3039454, 103.8408471| on', 'from |1.3039454, 103.8408471 on']) {
    const found = findPairAt(coords, at(marked), XY);
    assert.deepEqual([found?.from, found?.y, found?.x], ['EPSG:4326', 1.3039454, 103.8408471], marked);
    assert.deepEqual([found?.start, found?.end], [5, 27]);
  }
  for (const marked of ['from 1.3039454, 103.8408471 |on', 'from| 1.3039454, 103.8408471 on']) {
    assert.equal(findPairAt(coords, at(marked), XY), undefined, marked);
  }
});

test('two pairs on a line: the cursor just after the first is on the first, on the second\'s first digit the second', () => {
  const line = '1.30, 103.84 1.31, 103.85';
  const first = findPairAt(coords, hoverWindow([line], 0, 12), XY);
  assert.deepEqual([first?.y, first?.x], [1.3, 103.84]);
  const second = findPairAt(coords, hoverWindow([line], 0, 13), XY);
  assert.deepEqual([second?.y, second?.x], [1.31, 103.85]);
});

test('SVY21 the setting says is northing first reads y, x', () => {
  const found = findPairAt(coords, at('31810.32|42714, 28833.0605447'), { svy21Order: 'yx' });
  assert.deepEqual([found?.from, found?.x, found?.y], ['EPSG:3414', 28833.0605447, 31810.3242714]);
});

test('a fixed source system is the only one tried: a WGS84 pair is nothing when the setting says SVY21', () => {
  assert.equal(findPairAt(coords, at('1.30|39454, 103.8408471'), { from: 'EPSG:3414', svy21Order: 'xy' }), undefined);
  const found = findPairAt(coords, at('1.30|39454, 103.8408471'), { from: 'EPSG:4326', svy21Order: 'xy' });
  assert.deepEqual([found?.x, found?.y], [103.8408471, 1.3039454]);
});

test('an engine failure that is not about coordinates is not hidden as "no pair"', () => {
  const broken: PairEngine = {
    planConversion() {
      throw new TypeError('engine bundle failed to load');
    },
  };
  assert.throws(() => findPairAt(broken, at('1.30|39454, 103.8408471'), XY), /engine bundle failed to load/);
});

test('the window: lines joined with one newline each, the cursor clamped to its line', () => {
  const lines = ['a', '1.3039454, 103.8408471', 'b'];
  const window = hoverWindow(lines, 1, 999);
  assert.deepEqual(window, { text: 'a\n1.3039454, 103.8408471\nb', offset: 24, start: 0 });
  const found = findPairAt(coords, window, XY);
  assert.deepEqual([found?.x, found?.y], [103.8408471, 1.3039454], 'the cursor at the end of the pair line');
  assert.deepEqual(hoverWindow(['x', 'y'], 1, 0), { text: 'x\ny', offset: 2, start: 0 });
});

test('a long line is cut exactly WINDOW_CHARS either side when separators fall there, and never further', () => {
  const cursor = 1500;
  // Separators just before the window's first character and just after its last.
  const chars = [...'x'.repeat(3000)];
  chars[cursor - WINDOW_CHARS - 1] = ',';
  chars[cursor + WINDOW_CHARS] = ' ';
  const line = chars.join('');
  const window = hoverWindow([line], 0, cursor);
  assert.equal(window.start, cursor - WINDOW_CHARS);
  assert.equal(window.offset, WINDOW_CHARS);
  assert.equal(window.text.length, 2 * WINDOW_CHARS);
  assert.equal(window.text, line.slice(cursor - WINDOW_CHARS, cursor + WINDOW_CHARS));
  // A line just WINDOW_CHARS long either side is not cut at all.
  const exact = 'x'.repeat(2 * WINDOW_CHARS);
  assert.deepEqual(hoverWindow([exact], 0, WINDOW_CHARS), { text: exact, offset: WINDOW_CHARS, start: 0 });
  // With no separator at all, the window shrinks to the cursor rather than cut a word.
  const word = 'x'.repeat(3 * WINDOW_CHARS);
  assert.deepEqual(hoverWindow([word], 0, 900), { text: '', offset: 0, start: 900 });
});
