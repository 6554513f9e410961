// The decimals "auto" chooses (precision.ts), at the exact edge of every rule: a number with an exponent,
// the most decimals a degree or a metre can hold, the five decimals a degree gains over a metre, and the
// counts kept per pair as a file's pairs outgrow their room.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, planConversion, renderConversion, transformPoint } from '../../../src/shared/coords';
import { autoDecimals, decimalsOf, PairDecimals, TRIM } from '../../../src/shared/coords/precision';

describe('the decimals of a number as written', () => {
  const cases: Array<[text: string, decimals: number]> = [
    ['103', 0], ['103.', 0], ['103.8', 1], ['1.3039454', 7], ['.5', 1], ['1e5', -1], ['1.5E-3', -1], ['-0.25', 2],
  ];
  for (const [text, decimals] of cases) {
    it(`"${text}" has ${decimals}`, () => {
      // Read from inside a longer text, as the scanner hands it: the offsets, not the whole string.
      const line = `x ${text} 7.123`;
      assert.equal(decimalsOf(line, 2, 2 + text.length), decimals);
    });
  }
});

describe('a sentence ending right after a pair', () => {
  // A plan handed to renderConversion (a remote engine) has its decimals read again from the text: the full
  // stop after the last number is not that number's decimal point.
  for (const text of ['Raffles Place is at 1.2840, 103.8514.', 'Raffles Place is at 103.8514, 1.2840.', 'SVY21 28838.9, 31809.2.']) {
    it(`"${text}" written back as convertText writes it`, () => {
      const plan = planConversion([text], {});
      const to = plan.from === 'EPSG:4326' ? 'EPSG:3414' : 'EPSG:4326';
      const results = plan.pairs.map((p) => transformPoint(plan.from, to, p.x, p.y));
      assert.deepEqual(renderConversion([text], plan, to, results), [convertText(text, { to }).text]);
    });
  }
  it('"1.5." has 1 decimal when read up to its end', () => assert.equal(decimalsOf('1.5.', 0, 3), 1));
});

describe('the decimals "auto" writes', () => {
  const DEG = true;
  const M = false;
  const cases: Array<[source: number, from: boolean, to: boolean, out: number, why: string]> = [
    [-1, DEG, M, 5, 'exponent, to metres: 5'],
    [-1, M, DEG, 10, 'exponent, to degrees: 10'],
    [-1, M, M, 5, 'exponent, metres to metres: 5'],
    [9, M, M, 9, 'metres keep 9'],
    [10, M, M, 9, 'metres past 9 are cut to 9'],
    [14, DEG, DEG, 14, 'degrees keep 14'],
    [15, DEG, DEG, 14, 'degrees past 14 are cut to 14'],
    [0, M, DEG, 5 | TRIM, 'whole metres: 5 decimals of degrees, trailing zeros dropped'],
    [1, M, DEG, 6, 'one decimal of metres: 6 of degrees'],
    [9, M, DEG, 14, 'nine of metres: 14 of degrees, the most'],
    [10, M, DEG, 14, 'ten of metres: still 14'],
    [5, DEG, M, 0, 'five decimals of degrees: whole metres'],
    [4, DEG, M, 0, 'four decimals of degrees: whole metres, never fewer'],
    [6, DEG, M, 1, 'six of degrees: one of metres'],
    [14, DEG, M, 9, 'fourteen of degrees: nine of metres'],
    [15, DEG, M, 9, 'fifteen of degrees: still nine'],
  ];
  for (const [source, from, to, out, why] of cases) {
    it(why, () => assert.equal(autoDecimals(source, from, to), out));
  }
});

describe("a file's counts as its pairs outgrow their room", () => {
  it('1 024 pairs fit the first room; one more doubles it, keeping every count', () => {
    const counts = new PairDecimals();
    counts.reserve(1024);
    assert.equal(counts.first.length, 1024);
    for (let i = 0; i < 1024; i++) {
      counts.first[i] = i % 15;
      counts.second[i] = (i + 7) % 15;
    }
    counts.reserve(1025);
    assert.equal(counts.first.length, 2048);
    assert.equal(counts.second.length, 2048);
    for (let i = 0; i < 1024; i++) assert.deepEqual([counts.first[i], counts.second[i]], [i % 15, (i + 7) % 15], `pair ${i}`);
  });

  it('room for many more at once: doubled as often as needed, no more', () => {
    const counts = new PairDecimals();
    counts.first[1023] = 9;
    counts.second[1023] = 14;
    counts.reserve(5000);
    assert.equal(counts.first.length, 8192);
    assert.equal(counts.second.length, 8192);
    assert.deepEqual([counts.first[1023], counts.second[1023]], [9, 14]);
    counts.reserve(8192);
    assert.equal(counts.first.length, 8192, 'exactly full: no growth');
  });

  it('room for exactly four times as many: four times the room, not eight', () => {
    const counts = new PairDecimals();
    counts.reserve(4096);
    assert.equal(counts.first.length, 4096);
  });
});
