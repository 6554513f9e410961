// Auto decimals give a converted value one decimal more only where it is needed: when the value written
// with the usual count (the source's decimals + 5 for metres to degrees) would not convert back to the
// source's text. Points spread over Singapore in SVY21 and Web Mercator, with 0–3 decimals, each value
// that got a decimal more is written one decimal shorter and converted back: it must miss the source,
// while every value as written comes back as its source within a tenth of its last digit.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, transformPoint, type CrsId } from '../../../src/shared/coords';
import { formatFixed } from '../../../src/shared/coords/format';
import { seededRandom } from './support';

/** From, to, the source's x and y ranges, and the decimals added to the source's: metres to degrees add 5. */
const CASES: [from: CrsId, to: CrsId, x: [number, number], y: [number, number], added: number][] = [
  ['EPSG:3414', 'EPSG:4326', [2000, 50000], [22000, 50000], 5],
  ['EPSG:3857', 'EPSG:4326', [11530000, 11580000], [135000, 160000], 5],
  ['EPSG:3857', 'EPSG:3414', [11540000, 11575000], [135000, 160000], 0],
];

describe('a decimal more only where the shorter text would not come back', () => {
  for (const [from, to, [x0, x1], [y0, y1], added] of CASES) {
    for (const decimals of [0, 1, 2, 3]) {
      it(`${from} with ${decimals} decimals to ${to}: every value given a decimal more needs it, and every value comes back`, () => {
        const random = seededRandom(decimals * 7919 + x0);
        const more = { x: 0, y: 0 };
        let otherBack = 0;
        for (let i = 0; i < 1500; i++) {
          const source = [x0 + random() * (x1 - x0), y0 + random() * (y1 - y0)].map((v) => v.toFixed(decimals));
          const text = `${source[0]}, ${source[1]}`;
          const written = convertText(text, { to, from }).text.split(', ');
          const exact = transformPoint(from, to, Number(source[0]), Number(source[1]));
          // And every value as written converts back to its source, within a tenth of its last digit (the README's
          // promise: the way back may itself add a decimal).
          const round = convertText(written.join(', '), { to: from, from: to }).text.split(', ');
          for (const j of [0, 1]) {
            const off = Math.abs(Number(round[j]) - Number(source[j])) * 10 ** decimals;
            assert.ok(off <= 0.1 + 1e-4, `${text} → ${written.join(', ')} → ${round.join(', ')}: ${off.toFixed(3)} of a last digit`);
          }
          for (const k of [0, 1] as const) {
            // Whole metres give degrees without trailing zeros: "1.35", never "1.35000".
            if (decimals === 0 && added > 0) assert.ok(!/\.\d*0$/.test(written[k]!), `${text} → ${written.join(', ')}`);
            const places = written[k]!.split('.')[1]?.length ?? 0;
            if (places <= decimals + added) continue;
            // Degrees are written latitude first: the written value k is the exact one nearest it.
            const axis = Math.abs(Number(written[k]) - exact[0]) < 1 ? 0 : 1;
            more[axis === 0 ? 'x' : 'y']++;
            const shorter = [...written];
            shorter[k] = formatFixed(exact[axis], decimals + added);
            const back = convertText(shorter.join(', '), { to: from, from: to }).text.split(', ');
            assert.notEqual(back[axis], source[axis], `${text} → ${written.join(', ')}: ${shorter.join(', ')} comes back as well`);
            // The way back writes the source's order: the value left as written comes back as its source.
            if (back[1 - axis] === source[1 - axis]) otherBack++;
          }
        }
        // Metres to metres: only about one northing in 140 needs a decimal more, and almost no easting.
        assert.ok(added === 0 ? more.y > 3 : more.x > 10 && more.y > 10, `values with a decimal more: x ${more.x}, y ${more.y}`);
        assert.ok(otherBack >= 0.95 * (more.x + more.y), `the other value came back ${otherBack} times of ${more.x + more.y}`);
      });
    }
  }
});

describe('the most decimals auto writes, however many the source has', () => {
  it('9 in metres from Web Mercator with 9–10 decimals, 14 in degrees from metres with 9', () => {
    const random = seededRandom(4711);
    for (let i = 0; i < 1500; i++) {
      const decimals = 9 + (i % 2);
      const mercator = `${(11540000 + random() * 35000).toFixed(decimals)}, ${(135000 + random() * 25000).toFixed(decimals)}`;
      for (const value of convertText(mercator, { to: 'EPSG:3414', from: 'EPSG:3857' }).text.split(', ')) {
        assert.ok((value.split('.')[1]?.length ?? 0) <= 9, `${mercator} → ${value}`);
      }
      const svy21 = `${(2000 + random() * 48000).toFixed(9)}, ${(22000 + random() * 28000).toFixed(9)}`;
      for (const value of convertText(svy21, { to: 'EPSG:4326', from: 'EPSG:3414' }).text.split(', ')) {
        assert.ok((value.split('.')[1]?.length ?? 0) <= 14, `${svy21} → ${value}`);
      }
    }
  });
});
