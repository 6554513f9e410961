// Finding the pair under the cursor with the converter's own engine, from a window of a few lines.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import * as coords from '../../../src/shared/coords';
import { findPairAt, hoverWindow, WINDOW_CHARS, WINDOW_LINES } from '../../../src/hover/pairAt';

/** The window for a text whose cursor is at the `|` in it. */
function at(marked: string): ReturnType<typeof hoverWindow> {
  const offset = marked.indexOf('|');
  const text = marked.replace('|', '');
  const before = text.slice(0, offset).split('\n');
  return hoverWindow(text.split('\n'), before.length - 1, before.at(-1)!.length);
}

const XY = { svy21Order: 'xy' as const };

test('a WGS84 pair under the cursor, whichever number it is on', () => {
  for (const marked of ['start 1.30|39454, 103.8408471 end', 'start 1.3039454, 103.84|08471 end', 'start |1.3039454, 103.8408471 end']) {
    const found = findPairAt(coords, at(marked), XY);
    assert.equal(found?.from, 'EPSG:4326', marked);
    assert.equal(found?.y, 1.3039454);
    assert.equal(found?.x, 103.8408471);
    assert.equal(at(marked).text.slice(found!.start, found!.end), '1.3039454, 103.8408471');
  }
});

test('no pair under the cursor: off the pair, or no pair at all', () => {
  assert.equal(findPairAt(coords, at('st|art 1.3039454, 103.8408471'), XY), undefined);
  assert.equal(findPairAt(coords, at('version 2|.4 of 12'), XY), undefined);
  assert.equal(findPairAt(coords, at('no numbers h|ere'), XY), undefined);
});

test('SVY21 and GeoJSON positions read as the converter reads them', () => {
  const svy = findPairAt(coords, at('X,Y\n28833.06|05447,31810.3242714\n'), XY);
  assert.deepEqual([svy?.from, svy?.x, svy?.y], ['EPSG:3414', 28833.0605447, 31810.3242714]);
  const geo = findPairAt(coords, at('{"type":"Point","coordinates":[103.84|08471,1.3039454]}'), XY);
  assert.deepEqual([geo?.from, geo?.x, geo?.y], ['EPSG:4326', 103.8408471, 1.3039454]);
});

test('named values on lines of their own (LTA DataMall style) are found within the window', () => {
  const found = findPairAt(coords, at('{\n  "Latitude": 1.30|39454,\n  "Longitude": 103.8408471\n}'), XY);
  assert.deepEqual([found?.x, found?.y], [103.8408471, 1.3039454]);
});

test('a window mixing systems still finds the hovered pair, in its own system', () => {
  const text = '1.3039454, 103.8408471\n28833.0605447, 31810.3242714';
  const found = findPairAt(coords, at(text.replace('28833.06', '28833.|06')), XY);
  assert.equal(found?.from, 'EPSG:3414');
  const first = findPairAt(coords, at(text.replace('1.3039', '1.3|039')), XY);
  assert.equal(first?.from, 'EPSG:4326');
});

test('the window is the cursor line and a few either side, never the whole file', () => {
  const lines = Array.from({ length: 100_000 }, (_, i) => `${i}: 1.30${String(i).padStart(5, '0')}, 103.84`);
  const cursor = 50_000;
  const window = hoverWindow(lines.slice(cursor - WINDOW_LINES, cursor + WINDOW_LINES + 1), WINDOW_LINES, 12);
  assert.ok(window.text.split('\n').length <= 2 * WINDOW_LINES + 1);
  const found = findPairAt(coords, window, XY);
  assert.equal(found?.y, Number(`1.30${String(cursor).padStart(5, '0')}`));
});

test('a long line is cut around the cursor, at separators, never inside a number', () => {
  const positions = Array.from({ length: 20_000 }, (_, i) => `[103.${String(800000 + i)},1.${String(300000 + i)}]`);
  const line = `{"type":"LineString","coordinates":[${positions.join(',')}]}`;
  const target = line.indexOf('[103.810000,') + 3;
  const window = hoverWindow([line], 0, target);
  assert.ok(window.text.length <= 2 * WINDOW_CHARS, `${window.text.length} characters`);
  assert.match(window.text, /^[[\]{},;()\s]|^\d/);
  assert.ok(/[\s,;[\]{}()]$/.test(line.slice(0, window.start)) || window.start === 0, 'cut after a separator');
  const found = findPairAt(coords, window, XY);
  assert.deepEqual([found?.x, found?.y], [103.81, 1.31]);
});
