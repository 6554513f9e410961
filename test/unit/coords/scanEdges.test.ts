// The number scanner at the edges of its character classes: a 0 or a 9 right after a sign or a point
// (the ends of the digit range), a sign before a bare point, and what the scan reports of each number.
// numberEdges.test.ts has the middle of each rule (a 5 after the point); these are its exact edges.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, CoordinateError } from '../../../src/shared/coords';
import { NEW_RUN, NEXT_LINE, SAME_LINE, scanNumbers } from '../../../src/shared/coords/scan';

const TO_SVY21 = { to: 'EPSG:3414', degreeDecimals: 7, metreDecimals: 3 } as const;
const A = '1.3039454, 103.8408471';
const A_SVY21 = '28837.856, 31809.177';

function failure(text: string): CoordinateError {
  try {
    convertText(text, TO_SVY21);
  } catch (error) {
    assert.ok(error instanceof CoordinateError, String(error));
    return error;
  }
  assert.fail(`${JSON.stringify(text)} converted`);
}

/** What a user reads first when a pair is outside Singapore: the numbers as they wrote them. */
function quoted(text: string): string {
  const error = failure(text);
  assert.equal(error.code, 'outside-extent', error.message);
  return error.message.slice(0, error.message.indexOf('" is outside') + 1);
}

/** Every number the scanner finds, as [text, value, decimals], and how each joins the one before. */
function scanned(text: string): { numbers: [string, number, number][]; links: number[] } {
  const scan = scanNumbers(text);
  const numbers: [string, number, number][] = [];
  const links: number[] = [];
  for (let i = 0; i < scan.count; i++) {
    numbers.push([text.slice(scan.start[i], scan.end[i]), scan.value[i]!, scan.decimals[i]!]);
    links.push(scan.link[i]!);
  }
  return { numbers, links };
}

describe('a sign followed by a 0 or a 9 belongs to the number', () => {
  for (const text of ['-0.5, -9.5', '+0.5, +9.5', '-9, -0', '+9.25, -0.75']) {
    it(`the error quotes ${JSON.stringify(text)} with its signs`, () => {
      assert.equal(quoted(`at ${text} here`), `"${text}"`);
    });
  }
  it('the values keep their sign', () => {
    assert.deepEqual(scanned('-0.5 +9.5 -9 +0').numbers, [['-0.5', -0.5, 1], ['+9.5', 9.5, 1], ['-9', -9, 0], ['+0', 0, 0]]);
  });
});

describe('a point followed by a 0 or a 9 starts a number', () => {
  for (const text of ['.05, .95', '-.05, +.95', '.9, .0']) {
    it(`the error quotes ${JSON.stringify(text)} whole`, () => {
      assert.equal(quoted(text), `"${text}"`);
    });
  }
  it('the values and their decimals', () => {
    assert.deepEqual(scanned('.05 -.95 +.0').numbers, [['.05', 0.05, 2], ['-.95', -0.95, 2], ['+.0', 0, 1]]);
  });
  it('a point and nothing after it, or a sign and a point alone, are no number', () => {
    assert.deepEqual(scanned('. -. +.x .').numbers, []);
  });
});

describe('a point or a sign before a 0 or a 9 glues the number after a pair to it', () => {
  for (const glue of ['.0', '.9', '-0', '-9', '+0', '+9', '-.0', '-.9', '+.0', '+.9']) {
    it(`${JSON.stringify(glue)} after the second number: no pair`, () => {
      assert.equal(failure(`${A}${glue}`).code, 'no-coordinates');
    });
  }
  for (const apart of ['-', '+', '-.', '.', '+.x', '-a', '- 5', '-,5', '+ 9', '-x.5']) {
    it(`${JSON.stringify(apart)} after the second number is punctuation: the pair converts`, () => {
      assert.equal(convertText(`${A}${apart}`, TO_SVY21).text, `${A_SVY21}${apart}`);
    });
  }
});

describe('a quote counts as part of a number only when the same quote closes it', () => {
  for (const text of ['1.3039454, "103.8408471 x', "1.3039454, '103.8408471 x", '"1.3039454,, 103.8408471"', "'1.3039454;; 103.8408471'"]) {
    it(`${JSON.stringify(text)}: the unclosed quote or the second separator parts them`, () => {
      assert.equal(failure(text).code, 'no-coordinates');
    });
  }
  it('closed by the same quote, on either number or both', () => {
    assert.equal(convertText('"1.3039454", 103.8408471', TO_SVY21).text, '"28837.856", 31809.177');
    assert.equal(convertText("1.3039454, '103.8408471' x", TO_SVY21).text, "28837.856, '31809.177' x");
  });
});

describe('what the scan reports', () => {
  it('the first number always starts a run, whatever comes before it', () => {
    for (const text of ['1.5, 2.5', ', 1.5, 2.5', '\n1.5\n2.5', '"1.5", "2.5"']) {
      assert.deepEqual(scanned(text).links, [NEW_RUN, SAME_LINE].map((link, i) => (i === 1 && text.startsWith('\n') ? NEXT_LINE : link)), text);
    }
  });
  it('a number with an exponent has no decimals as written (-1); one without counts its own', () => {
    assert.deepEqual(scanned('1.25e3 1.25E-3 1.250 7 7.').numbers, [['1.25e3', 1250, -1], ['1.25E-3', 0.00125, -1], ['1.250', 1.25, 3], ['7', 7, 0], ['7.', 7, 0]]);
  });
  it('links: same line, next line, and a new run after two separators or a word', () => {
    assert.deepEqual(scanned('1, 2;\r\n3 ,, 4 x 5\t6').links, [NEW_RUN, SAME_LINE, NEXT_LINE, NEW_RUN, NEW_RUN, SAME_LINE]);
  });
});

describe('a number glued after a digit, a letter or a point is no number, even first in a pair', () => {
  for (const glued of ['2+1.3039454', 'x+1.3039454', 'Z-1.3039454', '5.+1.3039454', '..1.3039454']) {
    it(`${JSON.stringify(glued)}, 103.8408471: no pair`, () => {
      assert.equal(failure(`${glued}, 103.8408471`).code, 'no-coordinates');
    });
  }
});

describe('an e that is no exponent', () => {
  it('a word e5 or E7 between two numbers parts them', () => {
    assert.equal(failure('1.3039454, e5, 103.8408471').code, 'no-coordinates');
    assert.equal(quoted('e5, 9.5, 7.5 E7'), '"9.5, 7.5"');
  });
  it('an e followed by a bracket or other punctuation glues the number: no pair', () => {
    for (const end of [']', '}', ':', '|', '~']) assert.equal(failure(`[1.3039454, 103.8408471e${end}`).code, 'no-coordinates', end);
  });
  it('an exponent ends at the bracket after its digits', () => {
    assert.equal(convertText('[1.3039454e0, 103.8408471e0]', TO_SVY21).text, '[28837.856, 31809.177]');
    assert.equal(convertText('{1.3039454E+0; 1038408471e-7}', TO_SVY21).text, '{28837.856; 31809.177}');
  });
});

describe('signs and points that start no number', () => {
  it('a sign or a sign and a point before a space, a separator or punctuation', () => {
    assert.deepEqual(scanned('- 5 +,5 -;5 -. 5 +.;5 -> += -:').numbers, [['5', 5, 0], ['5', 5, 0], ['5', 5, 0], ['5', 5, 0], ['5', 5, 0]]);
    assert.equal(quoted('range - 9.5, 7.5'), '"9.5, 7.5"');
  });
});

describe('any number is read as Number() reads it, however large or small', () => {
  it('powers of ten past the exact ones (10^22) on either side', () => {
    const text = '1e23 5e-30 1e22 1e-22 12345e20 12345e-27 1.5e300';
    assert.deepEqual(scanned(text).numbers.map(([, value]) => value), text.split(' ').map(Number));
  });
});

describe('numbers beside named coordinates', () => {
  it('a plain pair before the named ones converts too', () => {
    const text = '1.2966, 103.7764 {"lat": 1.3039454, "lng": 103.8408471}';
    assert.equal(convertText(text, TO_SVY21).text, '21665.463, 30997.030 {"north": 31809.177, "east": 28837.856}');
  });
  it('a position over three lines after named ones converts too', () => {
    const text = '{"lat": 1.3039454, "lng": 103.8408471, "coordinates": [\n 103.7764,\n 1.2966\n]}';
    assert.equal(convertText(text, TO_SVY21).text, '{"north": 31809.177, "east": 28837.856, "coordinates": [\n 21665.463,\n 30997.030\n]}');
  });
  it('a table row with an unnamed pair beside its named one converts both', () => {
    const text = 'id,lat,lon,p,q\n1,1.3039454,103.8408471,1.2966,103.7764\n2,1.2966,103.7764,1.3039454,103.8408471';
    assert.equal(convertText(text, TO_SVY21).text, 'id,north,east,p,q\n1,31809.177,28837.856,21665.463,30997.030\n2,30997.030,21665.463,28837.856,31809.177');
  });
});
