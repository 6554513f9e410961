// The count Add Nearest Places shows while it reads a JSON array in steps: before the first step, guessed from
// the first 64 objects; while reading, from the objects read so far (wherever the array starts in the file);
// at the end, exactly the objects read.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaceRowsReader } from '../../../src/planningArea/addPlanningAreas';

/** An object of `length` characters exactly, with a place. */
function sized(i: number, length: number): string {
  const head = `{"id":${i + 100},"lat":1.3${i % 10},"lng":103.8${i % 10},"n":"`;
  return `${head}${'x'.repeat(length - head.length - 2)}"}`;
}

test('before reading, the count is the text at the first 64 objects\' length, not the 65th\'s', () => {
  // 64 objects of 60 characters (61 with the comma), then 64 of 400.
  const objects = [...Array.from({ length: 64 }, (_, i) => sized(i, 60)), ...Array.from({ length: 64 }, (_, i) => sized(64 + i, 400))];
  const text = `[${objects.join(',')}]`;
  const reader = new PlaceRowsReader(text);
  // 60.98 characters an object over the first 64 (the last without its comma).
  assert.equal(reader.estimate, Math.round((text.length - 1) / ((64 * 61 - 1) / 64)));
  reader.step(1000);
  assert.equal(reader.result().records.length, 128);
  assert.equal(reader.estimate, 128);
});

test('while reading, the count follows the objects read, not the first 64 alone', () => {
  const objects = [...Array.from({ length: 64 }, (_, i) => sized(i, 60)), ...Array.from({ length: 136 }, (_, i) => sized(64 + i, 400))];
  const reader = new PlaceRowsReader(`[${objects.join(',')}]`);
  reader.step(150);
  assert.equal(reader.done, 150);
  // 50 objects of 400 left, at the mean of the 150 read (255 characters): 229; at the first 64's, over 450.
  assert.ok(Math.abs(reader.estimate - 200) <= 40, `${reader.estimate}`);
});

test('an array far into the file (an API\'s long preamble): the count while reading is the array\'s, not the preamble\'s', () => {
  const objects = Array.from({ length: 40 }, (_, i) => sized(i, 60));
  const preamble = `"query": "${'q'.repeat(3000)}", "found": 40`;
  const reader = new PlaceRowsReader(`{${preamble}, "results": [${objects.join(', ')}]}`);
  for (const read of [5, 20, 35]) {
    reader.step(read === 5 ? 5 : 15);
    assert.equal(reader.done, read);
    assert.ok(Math.abs(reader.estimate - 40) <= 1, `after ${read}: ${reader.estimate}`);
  }
  reader.step(5);
  assert.equal(reader.finished, true);
  assert.equal(reader.estimate, 40);
});

test('an array of one long object: about one object before reading, exactly one after', () => {
  const text = `[${sized(0, 5000)}]`;
  const reader = new PlaceRowsReader(text);
  assert.equal(reader.estimate, 1);
  reader.step(1);
  assert.equal(reader.finished, true);
  assert.equal(reader.estimate, 1);
  assert.equal(reader.done, 1);
});
