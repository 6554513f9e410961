// A JSON array of rows read in steps, with known figures: how many objects the reader says there are before,
// while and after reading (what the progress shows), an array that closes with the last object asked for, an
// API's results after other members, and an object that is not plain JSON part way (read in one pass then).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaceRowsReader, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';

const object = (i: number): string => `{"id":${i + 100},"lat":1.3${i % 10},"lng":103.8${i % 10}}`;
const array = (n: number, separator = ',\n'): string => `[${Array.from({ length: n }, (_, i) => object(i)).join(separator)}]`;

test('100 objects of one length: about 100 before reading, while reading, and exactly 100 at the end', () => {
  const reader = new PlaceRowsReader(array(100));
  assert.equal(reader.estimate, 100);
  reader.step(10);
  assert.equal(reader.done, 10);
  assert.ok(Math.abs(reader.estimate - 100) <= 2, `after 10: ${reader.estimate}`);
  reader.step(40);
  assert.equal(reader.done, 50);
  assert.ok(Math.abs(reader.estimate - 100) <= 2, `after 50: ${reader.estimate}`);
  assert.equal(reader.result().records.length, 100);
  assert.equal(reader.estimate, 100);
  assert.equal(reader.done, 100);
});

test('an array that closes right after the objects asked for is finished in that step', () => {
  const reader = new PlaceRowsReader(array(10, ', '));
  reader.step(10);
  assert.equal(reader.finished, true);
  assert.equal(reader.done, 10);
  const longer = new PlaceRowsReader(array(11, ', '));
  longer.step(10);
  assert.equal(longer.finished, false);
});

test('an API\'s results after other members are read in steps', () => {
  const text = `{"found": 10, "totalNumPages": 1, "results": ${array(10, ', ')}}`;
  const reader = new PlaceRowsReader(text);
  assert.equal(reader.estimate, 10);
  reader.step(3);
  assert.equal(reader.finished, false);
  assert.equal(reader.done, 3);
  assert.equal(reader.result().records.length, 10);
});

test('an object with a comment part way: read in one pass from there, as one pass reads the file', () => {
  const text = `[${Array.from({ length: 10 }, (_, i) => (i === 5 ? '{"id":5, /* c */ "lat":1.35,"lng":103.85}' : object(i))).join(',')}]`;
  const reader = new PlaceRowsReader(text);
  reader.step(3);
  assert.equal(reader.finished, false);
  reader.step(3);
  assert.equal(reader.finished, true);
  assert.equal(reader.result().records.length, readPlaceRows(text).records.length);
  assert.equal(reader.result().records.length, 10);
});
