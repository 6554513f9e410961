// JSON that a stretch cannot read as the whole file would: the reader in steps gives one pass's rows or one
// pass's refusal, in the same words, whatever the steps. Names swapped in an object part way or in a place
// beside the array, no object with a pair, an empty array, a comment or a number between the objects, a
// syntax error after the array; and files with no array of objects, whose progress still ends where it says.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaceRowsReader, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';
import { refusedAlike, steppedAsOnce } from './steppedRead';

const row = (i: number): string => `{"id": ${i}, "lat": 1.3${i % 10}1, "lng": 103.8${i % 10}2}`;
const rows = (n: number): string[] => Array.from({ length: n }, (_, i) => row(i));

test('an object part way with latitude and longitude swapped: refused as one pass refuses it, naming the names', () => {
  const objects = rows(6);
  objects[4] = '{"id": 4, "lat": 103.842, "lng": 1.341}';
  const refusal = refusedAlike(`[${objects.join(',\n')}]`, [1, 2, 3]);
  assert.match(refusal.message, /"lng" holds 1\.341, a latitude/);
});

test('a place beside the array with its names swapped: refused as one pass refuses it', () => {
  const text = `{"centre": {"name": "Town hall", "lat": 103.85, "lng": 1.29}, "results": [${rows(4).join(', ')}]}`;
  const refusal = refusedAlike(text, [1, 4]);
  assert.equal(refusal.name, 'CoordinateError');
});

test('objects without any pair, in steps or at once: the same refusal, nothing read as rows', () => {
  const text = '[{"id": 1, "note": "no place"}, {"id": 2}, {"id": 3, "name": "still none"}]';
  const refusal = refusedAlike(text, [1, 2]);
  assert.match(refusal.message, /No coordinate pairs found/);
});

test('an empty array, with or without a space inside: the same refusal', () => {
  for (const text of ['[]', '[ ]', '{"results": []}']) refusedAlike(text, [1]);
});

test('a comment or a number between the objects: one pass\'s rows, from that step on', () => {
  const objects = rows(6);
  // Right after the last object a step asks for, and part way through the next step.
  for (const before of [2, 3]) {
    for (const text of [`[${objects.slice(0, before).join(', ')}, /* the rest */ ${objects.slice(before).join(', ')}]`, `[${objects.slice(0, before).join(', ')}, 42, ${objects.slice(before).join(', ')}]`]) {
      const { read, done } = steppedAsOnce(text, [2]);
      assert.equal(read.records.length, 6, text);
      // The first step reads two objects; the second meets the break, and one pass reads the whole file.
      assert.deepEqual(done.slice(0, 1), [2]);
      assert.equal(done.length, 2);
    }
  }
});

test('a syntax error after the array (a member without its value): one pass\'s reading, never the stretches\'', () => {
  for (const after of [', "note": }', ' "note": 1}', ', "note": 1']) {
    const text = `{"results": [${rows(4).join(', ')}]${after}`;
    const once = readPlaceRows(text);
    assert.equal(once.records.length, 4, after);
    const reader = new PlaceRowsReader(text);
    reader.step(1);
    assert.deepEqual(reader.result(), once, after);
    // The rows came from one pass: the count guessed from the array is gone with it.
    assert.equal(reader.estimate, 0, after);
  }
});

test('a file that is one object, not an array of them: no count guessed, read in one pass', () => {
  const text = '{"name": "Town hall", "lat": 1.2931, "lng": 103.8520}';
  const reader = new PlaceRowsReader(text);
  assert.equal(reader.estimate, 0);
  reader.step(1);
  assert.equal(reader.finished, true);
  assert.equal(reader.result().records.length, 1);
});

test('an array of positions (no objects): a whole count before reading, and the progress ends where it counts', () => {
  for (const text of ['[[103.851, 1.291], [103.852, 1.292], [103.853, 1.293]]', '[103.851, 1.291]']) {
    const stepped = new PlaceRowsReader(text);
    assert.ok(Number.isInteger(stepped.estimate) && stepped.estimate > 0, `${text}: ${stepped.estimate}`);
    stepped.step(1);
    assert.equal(stepped.finished, true);
    assert.equal(stepped.done, stepped.estimate, text);
    const whole = new PlaceRowsReader(text);
    whole.result();
    assert.ok(Number.isInteger(whole.done), `${text}: ${whole.done}`);
    assert.equal(whole.done, whole.estimate, text);
    assert.deepEqual(whole.result(), readPlaceRows(text));
  }
});
