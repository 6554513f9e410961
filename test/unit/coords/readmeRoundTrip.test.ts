// The README's round-trip table, measured: each figure is printed here and the README's numbers are read back
// from README.md and held against the measure, so the README cannot promise what does not hold (issue 18: it
// said LTA DataMall's full doubles came back as they were; 1 in 4 of them do not). Change the engine, and this
// prints the new figures to put in the README.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { convertText, type CrsId } from '../../../src/shared/coords';
import { measureAll, type KindShare, type ValueKind } from './roundTripShares';
import { repoRoot } from './support';

/** How each kind's row of the README's table starts. */
const ROWS: Record<ValueKind, string> = {
  same: '| Same decimals in a pair',
  mixed: '| Mixed decimals in a pair',
  full: '| Full doubles',
};

const readme = readFileSync(join(repoRoot(), 'README.md'), 'utf8');

interface Stated { values: number; percent: number; maxMetres?: number }

/** The numbers a row of the README's table states: values, the share back byte for byte, and the farthest the rest move. */
function stated(kind: ValueKind): Stated {
  const row = readme.split('\n').find((line) => line.startsWith(ROWS[kind]));
  assert.ok(row, `README.md has the row "${ROWS[kind]}…"`);
  const [, , values, percent, rest] = row.split('|').map((cell) => cell.trim());
  const distance = /([\d.]+) mm\b/.exec(rest!);
  return {
    values: Number(values!.replace(/\s/g, '')),
    percent: Number(/^([\d.]+) %$/.exec(percent!)![1]),
    ...(distance ? { maxMetres: Number(distance[1]) / 1000 } : {}),
  };
}

const percentFloor = (share: KindShare) => Math.floor((1000 * share.same) / share.values) / 10;

describe("the README's round-trip table holds on the real files", () => {
  const { files, total } = measureAll();
  for (const file of files) {
    const parts = (['same', 'mixed', 'full'] as const).filter((kind) => file.kinds[kind].values > 0).map((kind) => `${kind} ${file.kinds[kind].same}/${file.kinds[kind].values}`);
    console.log(`round trip: ${file.name} (${file.from}): ${parts.join(', ')}`);
  }

  for (const kind of ['same', 'mixed', 'full'] as const) {
    it(`${kind}: the values, the share back byte for byte and how far the rest move, as the README says`, () => {
      const share = total[kind];
      console.log(`round trip, ${kind}: ${share.same} of ${share.values} values back byte for byte (${percentFloor(share)} %); ` +
        `the rest: ${share.longer} with a decimal more, at most ${(share.maxMovedMetres * 1000).toPrecision(2)} mm and ${share.maxLastDigits.toFixed(2)} units of their last digit`);
      const readmeSays = stated(kind);
      assert.equal(readmeSays.values, share.values, 'the number of values');
      assert.equal(readmeSays.percent, percentFloor(share), 'the share back byte for byte, rounded down to 0.1 %');
      if (readmeSays.maxMetres !== undefined) assert.ok(share.maxMovedMetres <= readmeSays.maxMetres * (1 + 1e-9), `moved ${share.maxMovedMetres} m`);
      else assert.equal(share.maxMovedMetres, 0, 'the README says the rest are the same number');
    });
  }

  it('full doubles: not all come back (the README must not say they do)', () => {
    assert.ok(total.full.same < total.full.values);
    assert.doesNotMatch(readme, /full doubles[^.]*come back as they were/i);
  });
});

/** Random pairs inside each system's extent, the two values with different decimals (degrees 1 to 9, metres 0 to 4), from a fixed seed. */
function* randomPairs(from: CrsId, count: number, seed: number): Generator<string> {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const [xRange, yRange, fewest, most]: [[number, number], [number, number], number, number] =
    from === 'EPSG:4326' ? [[103.6, 104.0], [1.25, 1.45], 1, 9] : from === 'EPSG:3414' ? [[5000, 50000], [20000, 50000], 0, 4] : [[11540000, 11580000], [140000, 165000], 0, 4];
  const span = most - fewest + 1;
  for (let i = 0; i < count; i++) {
    const xd = fewest + Math.floor(random() * span);
    const yd = fewest + ((xd - fewest + 1 + Math.floor(random() * (span - 1))) % span);
    const x = (xRange[0] + random() * (xRange[1] - xRange[0])).toFixed(xd);
    const y = (yRange[0] + random() * (yRange[1] - yRange[0])).toFixed(yd);
    yield from === 'EPSG:4326' ? `${y}, ${x}` : `${x}, ${y}`;
  }
}

describe("the README's mixed decimals on random pairs", () => {
  it('each direction: the share back byte for byte, and the rest within one unit of their last digit', () => {
    const systems: CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];
    const shares: number[] = [];
    for (const from of systems) {
      for (const to of systems.filter((system) => system !== from)) {
        let same = 0;
        let total = 0;
        let farthest = 0;
        for (const text of randomPairs(from, 2000, 18)) {
          const back = convertText(convertText(text, { from, to }).text, { from: to, to: from }).text;
          total++;
          if (back === text) { same++; continue; }
          const before = text.split(', ');
          back.split(', ').forEach((value, i) => {
            const decimals = before[i]!.includes('.') ? before[i]!.length - before[i]!.indexOf('.') - 1 : 0;
            farthest = Math.max(farthest, Math.abs(Number(value) - Number(before[i])) * 10 ** decimals);
          });
        }
        shares.push(Math.floor((100 * same) / total));
        console.log(`round trip, random mixed decimals ${from} → ${to} → ${from}: ${same} of ${total} back byte for byte; the rest within ${farthest.toFixed(3)} of a last digit`);
        assert.ok(farthest <= 1 + 1e-4, `${from} → ${to}: moved ${farthest} units of a last digit`);
      }
    }
    const line = /random pairs of mixed decimals[^.]*?(\d+) to (\d+) in 100/.exec(readme.replace(/\s+/g, ' '));
    assert.ok(line, 'the README states the range for random mixed pairs');
    assert.deepEqual([Number(line[1]), Number(line[2])], [Math.min(...shares), Math.max(...shares)]);
  });
});
