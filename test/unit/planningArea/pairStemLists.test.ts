// PairStems given a list of pairs not in text order (the constructor takes any list, not only a fresh scan):
// it puts them in order itself, and at two pairs starting at the same offset the later of the list wins, as a
// Map's set would. And the scanner's shared list: one list, holding the last text scanned.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PairStems, sharedNamedList } from '../../../src/planningArea/pairStems';
import { NamedPairList, scanNamedPairs } from '../../../src/shared/coords/named';

// Names to point at: each pair's x name is one of these words, its stem the word's first part.
const NAMES = 'start_lng end_lng home_lng work_lng remarks';

/** A list of pairs, in the order given: [where the pair starts, its x name]. */
function listOf(pairs: [number, string][]): NamedPairList {
  const list = new NamedPairList(8);
  for (const [start, name] of pairs) {
    const at = NAMES.indexOf(name);
    assert.ok(at >= 0, name);
    // y first, then x one character later: the pair starts at its y value.
    list.push(start + 1, start + 2, 103.8, at, at + name.length, 0, start, start + 1, 1.3, at, at + name.length, 0, 0, false);
  }
  return list;
}

test('pairs listed backwards are each found at their own start', () => {
  const stems = new PairStems(NAMES, listOf([[40, 'work_lng'], [30, 'home_lng'], [20, 'end_lng'], [10, 'start_lng']]));
  assert.deepEqual([10, 20, 30, 40].map((at) => stems.at(at)), ['start', 'end', 'home', 'work']);
  assert.deepEqual([0, 11, 29, 31, 41].map((at) => stems.at(at)), [undefined, undefined, undefined, undefined, undefined]);
  assert.equal(stems.table, false, 'form 0 is an object');
});

test('one pair out of place among ordered ones: the order is mended', () => {
  const stems = new PairStems(NAMES, listOf([[10, 'start_lng'], [30, 'home_lng'], [20, 'end_lng'], [40, 'work_lng']]));
  assert.deepEqual([10, 20, 30, 40].map((at) => stems.at(at)), ['start', 'end', 'home', 'work']);
});

test('two pairs at the same start in an unordered list: the later of the list wins', () => {
  const stems = new PairStems(NAMES, listOf([[50, 'work_lng'], [10, 'start_lng'], [10, 'end_lng'], [30, 'home_lng']]));
  assert.equal(stems.at(10), 'end');
  assert.equal(stems.at(30), 'home');
  assert.equal(stems.at(50), 'work');
});

test('two pairs at the same start in an ordered list: the later of the list wins', () => {
  const stems = new PairStems(NAMES, listOf([[10, 'home_lng'], [10, 'start_lng'], [20, 'end_lng']]));
  assert.equal(stems.at(10), 'start');
  assert.equal(stems.at(20), 'end');
});

test('a pair whose name is no coordinate name has the empty stem, not an error', () => {
  const stems = new PairStems(NAMES, listOf([[10, 'remarks'], [20, 'end_lng']]));
  assert.equal(stems.at(10), '');
  assert.equal(stems.at(20), 'end');
});

test('the shared list is the scanner\'s own: after a scan it holds that text\'s pairs', () => {
  const list = sharedNamedList();
  assert.ok(list instanceof NamedPairList);
  const text = 'name,start_lat,start_lng,end_lat,end_lng\nA,1.30,103.80,1.35,103.90\n';
  scanNamedPairs(text);
  assert.equal(sharedNamedList().count, 2);
  const stems = new PairStems(text, sharedNamedList());
  assert.equal(stems.table, true);
  assert.equal(stems.at(text.indexOf('1.30')), 'start');
  assert.equal(stems.at(text.indexOf('1.35')), 'end');
});
