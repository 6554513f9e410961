// PairStems when a row names its pairs interleaved: a JSON object naming end_lng first, then start_lat and
// start_lng, then end_lat has its `end` pair starting before its `start` pair though it ends after it. Each
// pair's start still gives its own stem; a table is told from JSON; the scanner's shared list is one list.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PairStems, sharedNamedList } from '../../../src/planningArea/pairStems';
import { scanNamedPairs } from '../../../src/shared/coords/named';

test('pairs interleaved in an object: each start gives its own stem', () => {
  const text = '[{"end_lng": 103.9, "start_lat": 1.30, "start_lng": 103.80, "end_lat": 1.35}]';
  const stems = new PairStems(text);
  const end = text.indexOf('103.9');
  const start = text.indexOf('1.30');
  assert.equal(stems.at(end), 'end');
  assert.equal(stems.at(start), 'start');
  assert.equal(stems.at(end + 1), undefined);
  assert.equal(stems.at(0), undefined);
  assert.equal(stems.table, false, 'JSON is no table');
});

test('three objects, each naming its second pair first: every pair found at its start', () => {
  const row = (i: number) => `{"to_lon": 103.9${i}, "from_lat": 1.3${i}, "from_lon": 103.8${i}, "to_lat": 1.4${i}}`;
  const text = `[${[1, 2, 3].map(row).join(', ')}]`;
  const stems = new PairStems(text);
  for (const i of [1, 2, 3]) {
    assert.equal(stems.at(text.indexOf(`103.9${i}`)), 'to', `row ${i}`);
    assert.equal(stems.at(text.indexOf(`1.3${i}`)), 'from', `row ${i}`);
  }
});

test('a table with named columns is a table; a text with no pairs is not', () => {
  const csv = 'name,lat,lon\nA,1.30,103.80\n';
  const stems = new PairStems(csv);
  assert.equal(stems.table, true);
  assert.equal(stems.at(csv.indexOf('1.30')), '');
  assert.equal(new PairStems('no pairs here').table, false);
  assert.equal(new PairStems('').table, false);
});

test('the scanner answers in one shared list, read before the next scan', () => {
  const list = sharedNamedList();
  assert.equal(sharedNamedList(), list);
  const text = 'name,lat,lon\nA,1.30,103.80\nB,1.31,103.81\n';
  assert.equal(scanNamedPairs(text).count, 2);
  assert.deepEqual([1, 2].map((i) => new PairStems(text, scanNamedPairs(text)).at(text.indexOf(`1.3${i - 1}`))), ['', '']);
});
