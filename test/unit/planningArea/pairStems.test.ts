// PairStems, the stems of a text's named pairs by where each pair starts, against the plain Map of the same
// scan that it replaces (the oracle): every pair's start gives its stem, any other offset none.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PairStems } from '../../../src/planningArea/pairStems';
import { placeStem } from '../../../src/planningArea/columnNames';
import { scanNamedPairs } from '../../../src/shared/coords/named';
import { classifyName } from '../../../src/shared/coords/named/names';

function oracle(text: string): Map<number, string> {
  const list = scanNamedPairs(text);
  const stems = new Map<number, string>();
  for (let i = 0; i < list.count; i++) {
    const name = text.slice(list.xNameStart[i], list.xNameEnd[i]);
    stems.set(Math.min(list.xStart[i]!, list.yStart[i]!), placeStem(classifyName(name)?.stem ?? ''));
  }
  return stems;
}

describe('PairStems', () => {
  it('gives a trip row its two stems, each at its own pair, and nothing between', () => {
    const text = 'id,start_lat,start_lng,end_lat,end_lng\n1,1.30,103.80,1.35,103.90\n';
    const stems = new PairStems(text);
    const row = text.indexOf('\n') + 1;
    assert.equal(stems.at(row + 2), 'start');
    assert.equal(stems.at(row + 2 + '1.30,103.80,'.length), 'end');
    assert.equal(stems.at(row), undefined);
    assert.equal(stems.at(row + 3), undefined);
  });

  it('answers every offset of random tables as the Map of the same scan does', () => {
    const pair = fc.tuple(fc.double({ min: 1.2, max: 1.47, noNaN: true }), fc.double({ min: 103.6, max: 104.05, noNaN: true }));
    const table = fc.record({
      header: fc.constantFrom('lat,lng', 'latitude,longitude', 'longitude,latitude', 'start_lat,start_lng,end_lat,end_lng', 'Y,X'),
      rows: fc.array(fc.tuple(pair, pair), { minLength: 1, maxLength: 12 }),
    });
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        const width = header.split(',').length;
        const lines = rows.map(([a, b]) => [...a, ...b].slice(0, width).map((v) => v.toFixed(5)).join(','));
        const text = `${header}\n${lines.join('\n')}\n`;
        const expected = oracle(text);
        const stems = new PairStems(text);
        for (let offset = 0; offset <= text.length; offset++) assert.equal(stems.at(offset), expected.get(offset), `offset ${offset}`);
      }),
    );
  });
});
