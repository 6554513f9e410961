// Text from the web and office files carries characters beyond ASCII between and around numbers. Every
// Unicode space (no-break, ideographic, Ogham, the U+2000–U+200A run at both ends, a byte order mark) and
// line separator parts a pair like a space and is written back as it was; a symbol, a zero-width space or a
// lone surrogate between two numbers parts them into no pair; a letter, digit or combining mark glued to a
// number (in or beyond the Basic Multilingual Plane) makes it no number at all.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText } from '../../../src/shared/coords';

const TO_SVY21 = { to: 'EPSG:3414' } as const;

function code(text: string): string {
  try {
    convertText(text, TO_SVY21);
  } catch (error) {
    assert.ok(error instanceof CoordinateError);
    return error.code;
  }
  return 'converted';
}

describe('characters beyond ASCII around a pair', () => {
  const SPACES: Array<[string, string]> = [
    ['no-break space', '\u00a0'], ['byte order mark', '\ufeff'], ['ideographic space', '\u3000'], ['Ogham space', '\u1680'],
    ['narrow no-break space', '\u202f'], ['medium mathematical space', '\u205f'], ['en quad (U+2000)', '\u2000'],
    ['hair space (U+200A)', '\u200a'], ['line separator', '\u2028'], ['paragraph separator', '\u2029'], ['next line', '\u0085'],
  ];
  for (const [name, c] of SPACES) {
    it(`a ${name} between the numbers parts a pair and stays`, () => {
      assert.equal(convertText(`1.3521${c}103.8198`, TO_SVY21).text, `26496${c}37134`);
    });
  }

  const PARTING: Array<[string, string]> = [
    ['zero-width space (U+200B)', '\u200b'], ['U+1FFF', '\u1fff'], ['euro sign', '€'], ['lone high surrogate', '\ud800'],
    ['lone low surrogate', '\udfff'], ['emoji', '😀'],
  ];
  for (const [name, c] of PARTING) {
    it(`a ${name} between the numbers makes no pair, and beside them takes nothing away`, () => {
      assert.equal(code(`1.3521${c}103.8198`), 'no-coordinates');
      assert.equal(convertText(`${c}1.3521, 103.8198${c}`, TO_SVY21).text, `${c}26496, 37134${c}`);
    });
  }

  const GLUED: Array<[string, string]> = [
    ['letter é', 'é'], ['combining accent', '\u0301'], ['Arabic-Indic digit', '\u0663'], ['mathematical italic x (U+1D465)', '\ud835\udc65'],
  ];
  for (const [name, c] of GLUED) {
    it(`a ${name} glued to a number makes it no number`, () => {
      assert.equal(code(`${c}1.3521, 103.8198`), 'no-coordinates');
      assert.equal(code(`1.3521, 103.8198${c}`), 'no-coordinates');
    });
  }
});
