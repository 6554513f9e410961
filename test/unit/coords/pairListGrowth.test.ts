// The pairs a plan holds as parallel arrays (pairList.ts): every field of every pair kept as the list grows
// past its room, and a plan handed out and taken back (as a remote engine does) gives the same pairs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NAMED, PairList, PLAIN, X_FIRST } from '../../../src/shared/coords/pairList';
import type { FoundPair } from '../../../src/shared/coords';

/** Pair i's fields, all different from each other and from every other pair's. */
function pushPair(list: PairList, i: number): void {
  list.push(i % 3, 10 * i, 10 * i + 2, 10 * i + 3, 10 * i + 7, 1.3 + i / 1000, 103.8 + i / 1000, i % 2 === 0, [PLAIN, X_FIRST, NAMED][i % 3]);
}

function assertPair(list: PairList, i: number): void {
  const got = [list.textIndex[i], list.firstStart[i], list.firstEnd[i], list.secondStart[i], list.secondEnd[i], list.firstValue[i], list.secondValue[i], list.xFirst[i], list.syntax[i]];
  const want = [i % 3, 10 * i, 10 * i + 2, 10 * i + 3, 10 * i + 7, 1.3 + i / 1000, 103.8 + i / 1000, i % 2 === 0 ? 1 : 0, [PLAIN, X_FIRST, NAMED][i % 3]];
  assert.deepEqual(got, want, `pair ${i}`);
}

describe('a pair list growing past its room', () => {
  it('one pair past a room of 2, then past 4 and 8: every field of every pair kept', () => {
    const list = new PairList(2);
    for (let i = 0; i < 2; i++) pushPair(list, i);
    assert.equal(list.textIndex.length, 2, 'no room taken before it is needed');
    pushPair(list, 2);
    assert.equal(list.count, 3);
    for (let i = 3; i < 9; i++) pushPair(list, i);
    for (let i = 0; i < 9; i++) assertPair(list, i);
    for (const field of ['textIndex', 'firstStart', 'firstEnd', 'secondStart', 'secondEnd', 'firstValue', 'secondValue', 'xFirst', 'syntax'] as const) {
      assert.equal(list[field].length, 16, field);
    }
  });

  it('reserve makes room for exactly as many more as asked, at its edge', () => {
    const list = new PairList(4);
    for (let i = 0; i < 3; i++) pushPair(list, i);
    list.reserve(1);
    assert.equal(list.textIndex.length, 4, 'room for one more: no growth');
    list.reserve(2);
    assert.equal(list.textIndex.length, 8);
    list.reserve(14);
    assert.equal(list.textIndex.length, 32, 'grown as often as needed');
    for (let i = 0; i < 3; i++) assertPair(list, i);
  });

  it('the default room is 256 pairs', () => {
    const list = new PairList();
    for (let i = 0; i < 256; i++) pushPair(list, i);
    assert.equal(list.textIndex.length, 256);
    pushPair(list, 256);
    assert.equal(list.textIndex.length, 512);
    assertPair(list, 255);
    assertPair(list, 256);
  });
});

describe('pairs handed out and taken back', () => {
  const pairs: FoundPair[] = [
    { textIndex: 0, first: { start: 0, end: 9, value: 1.3039454 }, second: { start: 10, end: 21, value: 103.8408471 }, order: 'yx', x: 103.8408471, y: 1.3039454, syntax: 'plain' },
    { textIndex: 0, first: { start: 23, end: 31, value: 103.7764 }, second: { start: 32, end: 38, value: 1.2966 }, order: 'xy', x: 103.7764, y: 1.2966, syntax: 'x-first' },
    {
      textIndex: 1, first: { start: 8, end: 17, value: 1.3039454 }, second: { start: 26, end: 37, value: 103.8408471 }, order: 'yx', x: 103.8408471, y: 1.3039454, syntax: 'named',
      names: { x: { start: 20, end: 23, text: 'lng' }, y: { start: 2, end: 5, text: 'lat' } },
    },
    {
      textIndex: 2, first: { start: 4, end: 9, value: 29300 }, second: { start: 14, end: 19, value: 30000 }, order: 'xy', x: 29300, y: 30000, syntax: 'named',
      names: { x: { start: 0, end: 1, text: 'x' } },
    },
    {
      textIndex: 2, first: { start: 24, end: 29, value: 30000 }, second: { start: 30, end: 35, value: 29300 }, order: 'yx', x: 29300, y: 30000, syntax: 'named',
      names: { y: { start: 20, end: 21, text: 'y' } },
    },
  ];

  it('each pair comes back the same, both axis orders, every syntax, one name or two', () => {
    assert.deepEqual(PairList.fromPairs(pairs).toPairs(), pairs);
  });

  it('a pair with an empty names object comes back without names', () => {
    const bare = { ...pairs[0]!, names: {} };
    const back = PairList.fromPairs([bare]).toPairs();
    assert.deepEqual(back, [pairs[0]]);
    assert.equal('names' in back[0]!, false);
  });

  it('no pairs: an empty list that still takes pairs', () => {
    const list = PairList.fromPairs([]);
    assert.deepEqual(list.toPairs(), []);
    pushPair(list, 0);
    assertPair(list, 0);
  });
});
