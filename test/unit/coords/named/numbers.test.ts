// Reading one named value (named/numbers.ts): where a number ends, at the edge of the field it sits in too,
// a field that is a number but for blanks around it, and the value read, which must be Number()'s own bits:
// a value read a hair off moves the point it names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { EMPTY, numberEnd, numberFilling, token } from '../../../../src/shared/coords/named/numbers';

describe('numberEnd: where the number starting at i ends', () => {
  const cases: [text: string, end: number][] = [
    ['103.8198', 8], ['+1.5', 4], ['-1.5', 4], ['.5', 2], ['5.', 2], ['42', 2], ['1e5', 3], ['1E-5', 4], ['2.5e+10', 7],
    // An exponent without digits is not part of the number.
    ['1e', 1], ['1e+', 1], ['1E-x', 1], ['7ex', 1],
    // No digit: no number.
    ['e5', -1], ['+', -1], ['-.', -1], ['.', -1], ['', -1], ['abc', -1], ['+e5', -1],
    // What follows is the callers' business.
    ['12,34', 2], ['1.2.3', 3], ['1 2', 1], ['3"', 1],
  ];
  for (const [text, end] of cases) {
    it(JSON.stringify(text), () => assert.equal(numberEnd(text, 0, text.length), end));
  }

  it('starts at i, not at the start of the text', () => {
    assert.equal(numberEnd('lat:1.3521,', 4, 11), 10);
    assert.equal(numberEnd('lat:1.3521,', 3, 11), -1);
  });

  it('stops at the limit in every part of the number, however the text goes on', () => {
    const text = '-123.456e+78';
    // Each cut is where the field ends: the number ends there, or before a dangling exponent.
    const expected = [-1, -1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 11, 12];
    for (let limit = 0; limit <= text.length; limit++) assert.equal(numberEnd(text, 0, limit), expected[limit], `limit ${limit}`);
    assert.equal(numberEnd('123456', 0, 3), 3);
    assert.equal(numberEnd('1.25', 0, 2), 2);
    assert.equal(numberEnd('+5', 0, 1), -1);
    // The character at the limit is the next field's, digit or not.
    assert.equal(numberEnd('5', 0, 0), -1);
    assert.equal(numberEnd('1e5', 0, 2), 1);
  });
});

describe('numberFilling: a field that is one number but for blanks around it', () => {
  it('spaces and tabs around are left out of the token, at both ends', () => {
    assert.deepEqual(numberFilling(' 12 ', 0, 4), { start: 1, end: 3, value: 12 });
    assert.deepEqual(numberFilling('\t-1.5\t', 0, 6), { start: 1, end: 5, value: -1.5 });
    assert.deepEqual(numberFilling('x, 103.8 ,y', 2, 9), { start: 3, end: 8, value: 103.8 });
    assert.deepEqual(numberFilling('7', 0, 1), { start: 0, end: 1, value: 7 });
  });

  it('blank or empty is EMPTY; anything else in the field is no number', () => {
    for (const text of ['', ' ', '\t \t']) assert.equal(numberFilling(text, 0, text.length), EMPTY, JSON.stringify(text));
    for (const text of ['12a', 'a12', '1 2', '1e', '+', '.', '1\u00a0', '\n1', '1,5']) {
      assert.equal(numberFilling(text, 0, text.length), undefined, JSON.stringify(text));
    }
  });

  it('reads only inside [start, end)', () => {
    assert.deepEqual(numberFilling('9 12 9', 1, 5), { start: 2, end: 4, value: 12 });
    assert.equal(numberFilling('12', 1, 1), EMPTY);
    assert.equal(numberFilling('   ', 0, 1), EMPTY);
  });
});

describe("token: the value is Number()'s, bit for bit", () => {
  const texts = [
    '103.8198', '1.3521', '-0.5', '+7', '0.1', '.1', '5.', '0', '-0', '28001.642', '38744.572',
    '123456789012345', '1234567890123456', '12345678901234567890', '0.000000000000001', '1.00000000000001',
    '9007199254740993', '1.5e3', '1E-7', '-2.5e+10', '0.3', '103.84084710000001', '1.234567890123456789',
  ];
  for (const text of texts) {
    it(text, () => {
      const read = token(text, 0, text.length);
      assert.ok(Object.is(read.value, Number(text)), `${text}: ${read.value}, Number() gives ${Number(text)}`);
      assert.deepEqual([read.start, read.end], [0, text.length]);
    });
  }

  it('any decimal a file may hold, signed or not, up to 20 digits', () => {
    const decimal = fc
      .tuple(fc.constantFrom('', '+', '-'), fc.stringMatching(/^\d{0,10}$/), fc.boolean(), fc.stringMatching(/^\d{0,10}$/))
      .filter(([, whole, dot, fraction]) => whole.length + fraction.length > 0 && (dot || fraction === ''))
      .map(([sign, whole, dot, fraction]) => `${sign}${whole}${dot ? '.' : ''}${fraction}`);
    fc.assert(
      fc.property(decimal, (text) => {
        assert.equal(numberEnd(text, 0, text.length), text.length, text);
        assert.ok(Object.is(token(text, 0, text.length).value, Number(text)), text);
      }),
      { numRuns: 2000 },
    );
  });
});
