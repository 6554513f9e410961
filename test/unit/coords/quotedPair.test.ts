// The pair a refusal quotes is the user's own text on one line, whole up to 60 characters, then cut
// with an ellipsis, so that a notification shows which numbers it means and still has room for the remedy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText } from '../../../src/shared/coords';

function refusal(text: string): string {
  try {
    convertText(text, { to: 'EPSG:3414' });
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    assert.equal(error.code, 'outside-extent');
    return error.message;
  }
  assert.fail('expected the conversion to be refused');
}

/** A pair outside Singapore whose text `a, b` is `length` characters long. */
function pairOf(length: number): string {
  const b = '-6.0';
  return `-5.${'0'.repeat(length - b.length - 2 - 3)}, ${b}`;
}

describe('the pair quoted in a refusal', () => {
  it('60 characters are shown whole', () => {
    const pair = pairOf(60);
    assert.equal(pair.length, 60);
    assert.ok(refusal(pair).startsWith(`"${pair}" is outside Singapore`));
  });

  it('61 characters are cut to 59 and an ellipsis', () => {
    const pair = pairOf(61);
    assert.ok(refusal(pair).startsWith(`"${pair.slice(0, 59)}…" is outside Singapore`));
  });

  it('line breaks and tabs inside the pair become one space', () => {
    assert.ok(refusal('-5.0,\r\n\t-6.0').startsWith('"-5.0, -6.0" is outside Singapore'));
  });
});
