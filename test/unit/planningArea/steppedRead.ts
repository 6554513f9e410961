// A file read as Add Nearest Places reads it (a stretch of objects at a time, with the progress it shows after
// each step) beside the one pass that every other command reads with: the quick JSON step tests' one helper.
import * as assert from 'node:assert/strict';
import { PlaceRowsReader, type PlaceRows, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';

export interface Stepped {
  read: PlaceRows;
  /** Rows read, after each step. */
  done: number[];
  /** The count the progress shows: before the first step, then after each. */
  estimates: number[];
}

/** The rows read in steps of the sizes given (cycled) until the reader is finished. */
export function inSteps(text: string, sizes: readonly number[]): Stepped {
  const reader = new PlaceRowsReader(text);
  const done: number[] = [];
  const estimates = [reader.estimate];
  for (let i = 0; !reader.finished; i++) {
    reader.step(sizes[i % sizes.length]!);
    done.push(reader.done);
    estimates.push(reader.estimate);
  }
  return { read: reader.result(), done, estimates };
}

/** Read in steps, and the same as one pass: the tree, points (SVY21 metres too), rows, stems and system. */
export function steppedAsOnce(text: string, sizes: readonly number[]): Stepped {
  const once = readPlaceRows(text);
  const stepped = inSteps(text, sizes);
  assert.deepEqual(stepped.read, once, `steps of ${sizes.join(', ')}`);
  return stepped;
}

/** The progress of a file read a stretch at a time to its end: `size` more rows a step, then the count exactly. */
export function assertStretches(stepped: Stepped, objects: number, size: number): void {
  assert.deepEqual(stepped.done, Array.from({ length: Math.ceil(objects / size) }, (_, i) => Math.min(objects, (i + 1) * size)));
  assert.equal(stepped.estimates[stepped.estimates.length - 1], objects);
}

/** The one pass's refusal, given by the reader in steps too (each step size), in the same words. */
export function refusedAlike(text: string, sizes: readonly number[]): Error {
  let refusal: Error | undefined;
  try {
    readPlaceRows(text);
  } catch (error) {
    refusal = error as Error;
  }
  assert.ok(refusal, 'one pass refuses the file');
  for (const size of sizes) assert.throws(() => inSteps(text, [size]), { name: refusal.name, message: refusal.message });
  return refusal;
}
