// Where a number starts and ends, character by character: which neighbours glue it into a word (and so
// out of any pair), which separators keep two numbers one pair, and the forms a number may take.
// Pair A of formats.test.ts throughout: WGS84 1.3039454, 103.8408471 is SVY21 28837.856, 31809.177.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, CoordinateError, planConversion } from '../../../src/shared/coords';

const TO_SVY21 = { to: 'EPSG:3414', degreeDecimals: 7, metreDecimals: 3 } as const;
const A = '1.3039454, 103.8408471';
const A_SVY21 = '28837.856, 31809.177';

function converted(text: string): string {
  return convertText(text, TO_SVY21).text;
}

function noPair(text: string): void {
  assert.throws(
    () => convertText(text, TO_SVY21),
    (e: unknown) => e instanceof CoordinateError && e.code === 'no-coordinates',
    `${JSON.stringify(text)} holds no pair`,
  );
}

describe('a letter, digit, `_` or `.` touching a number makes it part of a word', () => {
  // The edges of the letter ranges and the characters just outside them.
  for (const glue of ['A', 'Z', 'a', 'z', '_', 'é', '.']) {
    it(`${JSON.stringify(glue)} before the first number or after the second: no pair`, () => {
      noPair(`${glue}${A}`);
      noPair(`${A}${glue}5`);
      if (glue !== '.') noPair(`${A}${glue}`);
    });
  }
  for (const apart of ['@', '[', '`', '{', '/', ':', '#', '=', '(']) {
    it(`${JSON.stringify(apart)} on either side keeps the pair`, () => {
      assert.equal(converted(`${apart}${A}${apart}`), `${apart}${A_SVY21}${apart}`);
    });
  }
  it('a full stop ending a sentence is not part of the number', () => {
    assert.equal(converted(`Meet at ${A}.`), `Meet at ${A_SVY21}.`);
    assert.equal(converted(`Meet at ${A}. Then`), `Meet at ${A_SVY21}. Then`);
  });
  it('a sign before a digit or a point after the number glues it (a date, a range)', () => {
    noPair(`${A}-5`);
    noPair(`${A}+5`);
    noPair(`${A}-.5`);
    noPair('1.3039454-103.8408471');
    // A sign before anything else is punctuation.
    assert.equal(converted(`${A}-`), `${A_SVY21}-`);
    assert.equal(converted(`${A} - x`), `${A_SVY21} - x`);
    assert.equal(converted(`${A}-.`), `${A_SVY21}-.`);
  });
  it('a signed number right after a digit, a letter or a point is glued to it: 2+1.3, x+103.8, 5.+103.8', () => {
    noPair('103.8408471, 2+1.3039454');
    noPair('1.3039454, x+103.8408471');
    noPair('1.3039454, 5.+103.8408471');
  });
  it('a word with digits in it takes its numbers with it: v2, x1e5, 1.2.3', () => {
    assert.equal(converted(`v2 x1e5 1.2.3 ${A}`), `v2 x1e5 1.2.3 ${A_SVY21}`);
    assert.equal(converted(`${A} v2 1.2.3`), `${A_SVY21} v2 1.2.3`);
  });
});

describe('the forms a number may take', () => {
  it('a minus sign makes a number negative: -1.3039454 is no latitude of Singapore', () => {
    assert.throws(() => converted('-1.3039454, 103.8408471'), (e: unknown) => e instanceof CoordinateError && e.code === 'outside-extent');
    assert.throws(() => converted('1.3039454, -103.8408471'), (e: unknown) => e instanceof CoordinateError && e.code === 'outside-extent');
    assert.equal(converted('+1.3039454, +103.8408471'), A_SVY21);
  });
  it('exponents with a sign, e or E', () => {
    assert.equal(converted('13.039454e-1, 1.038408471E+2'), A_SVY21);
    assert.equal(converted('0.13039454E1, 1038.408471e-1'), A_SVY21);
  });
  it('a number with an exponent has no known precision: 5 decimals in metres and 10 in degrees by default', () => {
    assert.equal(convertText('1.3039454e0, 1.038408471E2', { to: 'EPSG:3414' }).text, '28837.85553, 31809.17678');
    // The easting had the exponent (10 decimals for its longitude); the northing had 3 (8 for its latitude).
    assert.equal(convertText('28837.856e0, 31809.177', { to: 'EPSG:4326' }).text, '1.30394540, 103.8408471042');
  });
  it('exponents of one digit 9 and of two digits', () => {
    assert.equal(converted('1303945400e-9, 103840847100e-9'), A_SVY21);
    assert.equal(converted('130394540000e-11, 10384084710000e-11'), A_SVY21);
  });
  it('an e without digits after it is a letter glued to the number', () => {
    noPair('1.3039454e, 103.8408471');
    noPair('1.3039454e+, 103.8408471');
    noPair('1.3039454, 103.8408471e');
    noPair('1.3039454, 103.8408471E-');
  });
  it('a point with no digits after it ends the number: "103." is 103', () => {
    assert.equal(convertText('28837.856, 31809., x', { to: 'EPSG:4326', degreeDecimals: 3 }).text, '1.304, 103.841, x');
  });
  it('a number starting with its point', () => {
    assert.equal(convertText('28837.856 ,31809.177 .5', { to: 'EPSG:4326', degreeDecimals: 3 }).text, '1.304 ,103.841 .5');
  });
  it('digits beyond a double, and decimals beyond 22, still give the nearest double', () => {
    assert.equal(converted('1.30394540000000000000000001, 103.84084710000000000000000001'), A_SVY21);
    assert.equal(converted('1303945.4e-6, 103840847.1e-6'), A_SVY21);
  });
  it('18 digits are read as the double nearest to all of them, as Number() reads them', () => {
    // Gathered digit by digit in a double, 103840847123456789 is no longer exact: the last bit would differ.
    const [pair] = planConversion(['1.3039454, 103.840847123456789'], { to: 'EPSG:3414' }).pairs;
    assert.equal(pair!.x, Number('103.840847123456789'));
    assert.equal(pair!.y, 1.3039454);
  });
});

describe('what may lie between the two numbers of a pair', () => {
  for (const [name, gap] of [['tab', '\t'], ['vertical tab', '\v'], ['form feed', '\f'], ['CRLF', ',\r\n'], ['semicolon and spaces', ' ; ']]) {
    it(`${name}`, () => {
      assert.equal(converted(`1.3039454${gap}103.8408471`), `28837.856${gap}31809.177`);
    });
  }
  for (const gap of [',,', ', ,', ';;', ',;', ' | ', ' x ', '/']) {
    it(`${JSON.stringify(gap)} parts them`, () => noPair(`1.3039454${gap}103.8408471`));
  }
  it('quotes around each number, double or single', () => {
    assert.equal(converted('"1.3039454","103.8408471"'), '"28837.856","31809.177"');
    assert.equal(converted("'1.3039454', '103.8408471'"), "'28837.856', '31809.177'");
  });
  it('one quote cannot close one number and open the next', () => {
    noPair('"1.3039454"103.8408471"');
  });
  it('a pair split over two lines, with a third number on one of the lines, is still a pair', () => {
    // Not a table (one line holds a single number): the lines are read as one run.
    assert.equal(converted('1.3039454,\n103.8408471, 7'), '28837.856,\n31809.177, 7');
    assert.equal(converted('7, 1.3039454,\n103.8408471'), '7, 28837.856,\n31809.177');
    assert.equal(converted('x 5 | 1.3039454,\n103.8408471, 7'), 'x 5 | 28837.856,\n31809.177, 7');
  });
  it('numbers on lines before a table never join its first row', () => {
    // "7,⏎8" is one run over two lines; the table after it is read row by row, 8 never beside 10001.
    const table = '10001,28983.75,33554.43\n10002,28990.10,33560.20';
    const result = convertText(`[\n 7,\n 8\n]\n${table}`, { to: 'EPSG:4326', degreeDecimals: 7 });
    assert.equal(result.converted, 2);
    assert.match(result.text, /^\[\n 7,\n 8\n\]\n10001,1\.\d{7},103\.\d{7}\n10002,1\.\d{7},103\.\d{7}$/);
  });
  it('a quote that is not closed is a character between them', () => {
    noPair('"1.3039454, "103.8408471');
  });
});

describe('a text of many numbers', () => {
  it('3 000 rows of "id,lat,lon" convert every row, the ids untouched', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i + 1},${A.replace(' ', '')}`);
    const result = convertText(rows.join('\n'), TO_SVY21);
    assert.equal(result.converted, 3000);
    result.text.split('\n').forEach((row, i) => assert.equal(row, `${i + 1},${A_SVY21.replace(' ', '')}`));
  });
});
