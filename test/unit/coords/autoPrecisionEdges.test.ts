// "auto" decimals at the edges of its rules (autoPrecision.ts): values written with an exponent (their
// decimals unknown, as spreadsheets export them), whole metres, and pairs where the nearest text or a
// decimal more would each be the wrong choice. Every case converts there and back as a user would.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, type CrsId } from '../../../src/shared/coords';

const there = (text: string, from: CrsId, to: CrsId): string => convertText(text, { from, to }).text;

/** The two numbers of a pair, x first whatever order they are written in (a latitude is under 90). */
function numbers(text: string): [number, number] {
  const [a, b] = text.split(', ').map(Number) as [number, number];
  return a < 90 ? [b, a] : [a, b];
}

describe('values written with an exponent: no count of decimals to follow', () => {
  const cases: Array<[text: string, from: CrsId, to: CrsId, back: string]> = [
    ['1.03710483795e+2, 1.38310229', 'EPSG:4326', 'EPSG:3414', '1.38310229, 103.7104837950'],
    ['103.846956, 1.446e+0', 'EPSG:4326', 'EPSG:3414', '1.4460000000, 103.846956'],
    ['13450.96, 2.8487067e+4', 'EPSG:3414', 'EPSG:4326', '13450.960, 28487.06700'],
    ['1.780746e+4, 33675.52', 'EPSG:3414', 'EPSG:4326', '17807.46000, 33675.52'],
    ['28053.3, 4.3211e+4', 'EPSG:3414', 'EPSG:4326', '28053.30, 43211.00000'],
    ['1.039594e+2, 1.334', 'EPSG:4326', 'EPSG:3414', '1.334, 103.9594000000'],
  ];
  for (const [text, from, to, back] of cases) {
    it(`${text} (${from}) to ${to} and back: the same numbers, written with the usual decimals`, () => {
      const out = there(text, from, to);
      const returned = there(out, to, from);
      assert.equal(returned, back, `${text} → ${out} → ${returned}`);
      // The same numbers: no neighbouring text chosen for a value whose own decimals are unknown.
      assert.deepEqual(numbers(returned), numbers(text));
    });
  }
});

describe('pairs that come back as written (a whole degree without its ".0")', () => {
  const cases: Array<[text: string, from: CrsId, to: CrsId, why: string]> = [
    ['11538128, 160287', 'EPSG:3857', 'EPSG:3414', 'whole Web Mercator metres come back whole, without a ".0"'],
    ['104.0, 1.396297155', 'EPSG:4326', 'EPSG:3414', 'a latitude whose nearest 9-decimal text is on the wrong side: its neighbour, not a decimal more'],
    ['12928, 39434.363', 'EPSG:3414', 'EPSG:3857', 'SVY21 with whole and 3-decimal values through Web Mercator'],
  ];
  for (const [text, from, to, why] of cases) {
    it(`${why}: ${text}`, () => {
      const out = there(text, from, to);
      const back = there(out, to, from);
      // Degrees come back latitude first: compare the numbers' texts whatever their order.
      assert.deepEqual(back.split(', ').sort(), text.replace('104.0', '104').split(', ').sort(), `${text} → ${out} → ${back}`);
    });
  }

  it('no decimal more where the usual count already comes back: 17533, 40023.6594 → 9 decimals of latitude', () => {
    const out = there('17533, 40023.6594', 'EPSG:3414', 'EPSG:4326');
    assert.equal(out, '1.378232407, 103.739265');
    assert.equal(there(out, 'EPSG:4326', 'EPSG:3414').split(', ')[1], '40023.6594');
  });

  it('a value whose extra decimal would end in 0 is written without it when the pair still comes back: 1.363, 103.812625', () => {
    // 3 and 6 decimals of degrees: the longitude asks for a decimal of metres, which is 0 here.
    const out = there('1.363, 103.812625', 'EPSG:4326', 'EPSG:3414');
    assert.equal(out, '25697, 38339');
    assert.equal(there(out, 'EPSG:3414', 'EPSG:4326'), '1.363, 103.812625');
  });
});
