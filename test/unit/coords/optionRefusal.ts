// The words a plan the engine refuses as an invalid option gives: the tests of hand-made plans share it.
import assert from 'node:assert/strict';
import { CoordinateError } from '../../../src/shared/coords';

export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CoordinateError, `expected a CoordinateError, got ${String(error)}`);
    assert.equal(error.code, 'invalid-option');
    return error.message;
  }
  assert.fail('expected a refusal');
}
