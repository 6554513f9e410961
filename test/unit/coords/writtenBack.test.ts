// The text written back around converted pairs: every character outside the numbers kept exactly,
// whatever the text holds (accents, emoji, a byte-order mark, a lone surrogate, long gaps, many rows),
// so that a conversion is the same as converting each pair alone and pasting it in place.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, convertTexts, type CrsId } from '../../../src/shared/coords';

const RAFFLES = '1.3039454,103.8408471';
const NUS = '1.2966,103.7764';

/** A pair converted alone: what the user would paste in its place. */
function alone(pair: string, to: CrsId, degreeDecimals?: number | 'auto'): string {
  return convertText(pair, { to, degreeDecimals, metreDecimals: degreeDecimals }).text;
}

describe('text around converted pairs is kept exactly', () => {
  for (const to of ['EPSG:3414', 'EPSG:3857'] as const) {
    it(`accents and emoji before, between and after two pairs (${to})`, () => {
      const text = `Café ☕ ${RAFFLES} → naïve 😀 ${NUS} fin é`;
      const result = convertText(text, { to });
      assert.equal(result.converted, 2);
      assert.equal(result.text, `Café ☕ ${alone(RAFFLES, to)} → naïve 😀 ${alone(NUS, to)} fin é`);
    });

    it(`a non-ASCII character only after the last pair (${to})`, () => {
      const result = convertText(`${RAFFLES} ${NUS} é`, { to });
      assert.equal(result.text, `${alone(RAFFLES, to)} ${alone(NUS, to)} é`);
    });

    it(`a leading byte-order mark stays (${to})`, () => {
      assert.equal(convertText(`\uFEFF${RAFFLES}`, { to }).text, `\uFEFF${alone(RAFFLES, to)}`);
      assert.equal(convertText(`\uFEFFé ${RAFFLES}`, { to }).text, `\uFEFFé ${alone(RAFFLES, to)}`);
    });

    it(`a lone surrogate, which UTF-8 cannot carry, stays as it was (${to})`, () => {
      for (const odd of ['\uD800', '\uDC00', 'x\uD83Dy', 'x\uDC00']) {
        const result = convertText(`${odd} ${RAFFLES} é ${NUS} ${odd}`, { to });
        assert.equal(result.text, `${odd} ${alone(RAFFLES, to)} é ${alone(NUS, to)} ${odd}`);
      }
    });

    it(`a lone surrogate with renamed columns keeps the new names and the numbers (${to})`, () => {
      const [x, y] = alone('103.8408471,1.3039454', to).split(',');
      const result = convertText(`name,lat,lng\n\uD800a,1.3039454,103.8408471`, { to });
      assert.equal(result.text, `name,north,east\n\uD800a,${y},${x}`);
    });

    it(`accents in a named row with renamed columns (${to})`, () => {
      const [x, y] = alone('103.8408471,1.3039454', to).split(',');
      const result = convertText(`nom,lat,lng\nCafé,1.3039454,103.8408471\n`, { to });
      assert.equal(result.text, `nom,north,east\nCafé,${y},${x}\n`);
    });
  }

  it('a gap longer than the output buffer between two pairs, ASCII and not', () => {
    const to = 'EPSG:3414';
    for (const filler of ['a', 'é']) {
      const gap = ` ${filler.repeat(70_000)} `;
      const result = convertText(`${RAFFLES}${gap}${NUS}${gap}`, { to });
      assert.equal(result.text, `${alone(RAFFLES, to)}${gap}${alone(NUS, to)}${gap}`);
    }
  });

  it('a long ASCII text ending in a long tail after its last pair', () => {
    const to = 'EPSG:3414';
    const tail = ' x'.repeat(40_000);
    assert.equal(convertText(`${RAFFLES}${tail}`, { to }).text, `${alone(RAFFLES, to)}${tail}`);
  });

  for (const accent of ['', 'é']) {
    it(`10 000 rows of two pairs give each pair as it converts alone${accent ? ', with accents' : ''}`, () => {
      const to = 'EPSG:3414';
      const rows: string[] = [];
      const expected: string[] = [];
      const [a, b] = [alone(RAFFLES, to), alone(NUS, to)];
      for (let i = 0; i < 10_000; i++) {
        rows.push(`${i}${accent},${RAFFLES},${NUS}`);
        expected.push(`${i}${accent},${a},${b}`);
      }
      const result = convertText(rows.join('\n'), { to });
      assert.equal(result.converted, 20_000);
      assert.equal(result.text, expected.join('\n'));
    });
  }

  it('30 000 named rows with their header renamed, each pair under its own names', () => {
    const to = 'EPSG:3414';
    const [sx, sy] = alone('103.8408471,1.3039454', to).split(',');
    const [ex, ey] = alone('103.7764,1.2966', to).split(',');
    const rows = ['id,start_lat,start_lng,end_lat,end_lng'];
    const expected = ['id,start_north,start_east,end_north,end_east'];
    for (let i = 0; i < 30_000; i++) {
      rows.push(`${i},${RAFFLES},${NUS}`);
      expected.push(`${i},${sy},${sx},${ey},${ex}`);
    }
    const result = convertText(rows.join('\n'), { to });
    assert.equal(result.converted, 60_000);
    assert.ok(result.text === expected.join('\n'), 'every row as each pair converts alone');
  });

  it('the most decimals, written where the output buffer ends', () => {
    for (const [to, key, count] of [['EPSG:3857', 'metreDecimals', 9], ['EPSG:4326', 'degreeDecimals', 15]] as const) {
      const pair = to === 'EPSG:4326' ? '29000,29000' : RAFFLES;
      const lead = 'a'.repeat(65_500);
      const result = convertText(`${lead} ${pair}`, { to, [key]: count });
      assert.equal(result.text, `${lead} ${convertText(pair, { to, [key]: count }).text}`);
      assert.match(result.text.slice(lead.length), new RegExp(`^ -?\\d+\\.\\d{${count}},-?\\d+\\.\\d{${count}}$`));
    }
  });

  it('auto decimals drop trailing zeros the same way in every path, there and back', () => {
    for (const prefix of ['', 'é ', '\uD800 ']) {
      const svy = convertText(`${prefix}29000,29000`, { to: 'EPSG:4326' });
      const back = convertText(svy.text, { to: 'EPSG:3414' });
      assert.equal(back.text, `${prefix}29000,29000`);
      const named = convertText(`${prefix}x,y\n29000,29000`, { to: 'EPSG:4326' });
      const namedBack = convertText(named.text, { to: 'EPSG:3414' });
      assert.equal(namedBack.text, `${prefix}x,y\n29000,29000`);
    }
  });

  it('whole metres to degrees lose every trailing zero in every path, and come back as they were', () => {
    // 103.84500 is written 103.845: two zeros dropped, as 1.35000 is written 1.35.
    for (const prefix of ['', 'é ', '\uD800 ']) {
      const degrees = convertText(`${prefix}29300,30000 `, { to: 'EPSG:4326' });
      assert.equal(degrees.text, `${prefix}1.28758,103.845 `);
      assert.equal(convertText(degrees.text, { to: 'EPSG:3414' }).text, `${prefix}29300,30000 `);
    }
  });

  it('a whole degree is written without a bare point, in every path', () => {
    for (const prefix of ['', 'é ', '\uD800 ']) {
      assert.equal(convertText(`${prefix}46550,30000`, { to: 'EPSG:4326' }).text, `${prefix}1.28758,104`);
    }
  });

  it('U+0080, the first character past ASCII, is kept', () => {
    const to = 'EPSG:3414';
    assert.equal(convertText(`\u0080 ${RAFFLES} \u0080`, { to }).text, `\u0080 ${alone(RAFFLES, to)} \u0080`);
  });

  it('a tail of millions of characters after the last pair, ASCII and not', () => {
    const to = 'EPSG:3414';
    for (const filler of ['x', 'é']) {
      const tail = filler.repeat(6_000_000);
      assert.ok(convertText(`${RAFFLES} ${tail}`, { to }).text === `${alone(RAFFLES, to)} ${tail}`, `tail of ${filler}`);
    }
  });

  it('two pairs whose columns interleave, names kept: each value under its own name', () => {
    const to = 'EPSG:3414';
    const [sx, sy] = alone('103.8408471,1.3039454', to).split(',');
    const [ex, ey] = alone('103.7764,1.2966', to).split(',');
    const header = 'start_lat,end_lat,start_lng,end_lng';
    const result = convertText(`${header}\n1.3039454,1.2966,103.8408471,103.7764`, { to, rename: false });
    assert.equal(result.converted, 2);
    assert.equal(result.text, `${header}\n${sy},${ey},${sx},${ex}`);
  });

  it('several selections, one with accents and one without, each keep their own text', () => {
    const to = 'EPSG:3414';
    const result = convertTexts([`é ${RAFFLES}`, `${NUS} x`], { to });
    assert.deepEqual(result.texts, [`é ${alone(RAFFLES, to)}`, `${alone(NUS, to)} x`]);
  });
});
