// Characters beyond ASCII at the exact edges of how the scanner reads them (codeUnits.ts): the first and
// last high surrogates of a pair, U+0080 right after ASCII, a surrogate pair's letter or symbol, and a high
// surrogate as the text's last character. What a user sees: which numbers become a pair, and every other
// character written back as it was.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText } from '../../../src/shared/coords';

const TO_SVY21 = { to: 'EPSG:3414' } as const;
const PAIR = '1.3521, 103.8198';
const SVY21 = '26496, 37134';

function outcome(text: string): string {
  try {
    return convertText(text, TO_SVY21).text;
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    return error.code;
  }
}

describe('characters at the edges of how the scanner reads them', () => {
  // U+10000 (Linear B syllable, a letter) starts with the first high surrogate, U+D800; U+1D465 with U+D835.
  for (const [name, letter] of [['U+10000, first of the high surrogates', '\u{10000}'], ['U+1D465', '\u{1D465}'], ['U+2F800, a CJK ideograph', '\u{2F800}']]) {
    it(`a letter outside the BMP (${name}) glued to a number makes it no number; apart, it stays`, () => {
      assert.equal(outcome(`${letter}${PAIR}`), 'no-coordinates');
      assert.equal(outcome(`${PAIR}${letter}`), 'no-coordinates');
      assert.equal(outcome(`${letter} ${PAIR} ${letter}`), `${letter} ${SVY21} ${letter}`);
    });
  }

  // U+10FFFF starts with the last high surrogate, U+DBFF: not a letter, so it parts numbers like a symbol.
  for (const [name, symbol] of [['U+10FFFF, last of the high surrogates', '\u{10FFFF}'], ['an emoji', '\u{1F600}']]) {
    it(`a symbol outside the BMP (${name}) beside a number leaves it a number`, () => {
      assert.equal(outcome(`${symbol}${PAIR}${symbol}`), `${symbol}${SVY21}${symbol}`);
    });
  }

  it('a high surrogate as the last character, right after the pair, is kept', () => {
    assert.equal(outcome(`${PAIR} \uD835`), `${SVY21} \uD835`);
    assert.equal(outcome(`é ${PAIR}\uDBFF`), `é ${SVY21}\uDBFF`);
  });

  it('U+007F, the last ASCII character, and U+0080, the first past it, both part a number from a letter', () => {
    for (const c of ['\u007f', '\u0080']) {
      assert.equal(outcome(`${c}${PAIR}${c}`), `${c}${SVY21}${c}`, `U+${c.charCodeAt(0).toString(16)}`);
      assert.equal(outcome(`é${c}${PAIR}${c}é`), `é${c}${SVY21}${c}é`, `U+${c.charCodeAt(0).toString(16)} in a text with an accent`);
    }
  });

  it('a letter of Latin-1 (U+00C0, U+00FF) glued to a number makes it no number, U+00D7 (×) does not', () => {
    assert.equal(outcome(`\u00c0${PAIR}`), 'no-coordinates');
    assert.equal(outcome(`${PAIR}\u00ff`), 'no-coordinates');
    assert.equal(outcome(`\u00d7${PAIR}\u00d7`), `\u00d7${SVY21}\u00d7`);
  });

  it('a fullwidth letter (U+FF21, past the surrogates) glued to a number makes it no number', () => {
    assert.equal(outcome(`\uFF21${PAIR}`), 'no-coordinates');
    assert.equal(outcome(`${PAIR}\uFF41`), 'no-coordinates');
    assert.equal(outcome(`\uFF21 ${PAIR} \uFF41`), `\uFF21 ${SVY21} \uFF41`);
  });

  it('a lone low surrogate after a letter parts it from the number that follows', () => {
    for (const letter of ['é', '\uFF21', 'a']) {
      assert.equal(outcome(`${letter}\uDC00${PAIR}`), `${letter}\uDC00${SVY21}`, letter);
    }
  });
});
