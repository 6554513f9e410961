// The checks' thresholds at their exact edges, as a user meets them in a column of points: how many must be
// in Singapore before the odd one is named (four of five, eight of ten: yes; three of four, seven of nine:
// no), when swapped rows are the names' fault (more than half), and where Singapore's land ends in SVY21.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems } from '../../../src/diagnostics';

const problems = (header: string, pairs: readonly string[]): string[][] => {
  const text = `name,${header}\n${pairs.map((p, i) => `p${i},${p}`).join('\n')}\n`;
  return findProblems(text, 'csv').map((p) => [p.code, text.slice(p.start, p.end)]);
};
const WGS84 = ['1.3521,103.8198', '1.2839,103.8515', '1.3545,103.9429', '1.3332,103.7423', '1.4382,103.7890', '1.3000,103.8000', '1.3100,103.8100', '1.3200,103.8200'];
const OFF = '91.3521,103.8198';

describe('a point outside Singapore among points inside it', () => {
  it('four of five inside: the fifth is named; three of four: nothing is said', () => {
    assert.deepEqual(problems('lat,lng', [...WGS84.slice(0, 4), OFF]), [['outside-singapore', OFF]]);
    assert.deepEqual(problems('lat,lng', [...WGS84.slice(0, 3), OFF]), []);
  });

  it('three in WGS84 and one in SVY21 inside, one outside: three of one system are enough to name it', () => {
    assert.deepEqual(problems('lat,lng', [...WGS84.slice(0, 3), '31809.18,28837.86', OFF]), [['mixed-systems', '31809.18,28837.86'], ['outside-singapore', OFF]]);
  });

  it('eight of ten inside: both named; seven of nine: nothing is said', () => {
    assert.deepEqual(problems('lat,lng', [...WGS84, OFF, OFF]), [['outside-singapore', OFF], ['outside-singapore', OFF]]);
    assert.deepEqual(problems('lat,lng', [...WGS84.slice(0, 7), OFF, OFF]), []);
  });
});

describe('swapped values', () => {
  it('two of four swapped: each row is named; three of four: the column names are', () => {
    assert.deepEqual(problems('lat,lng', ['1.3521,103.8198', '1.2839,103.8515', '103.9429,1.3545', '103.7423,1.3332']), [
      ['swapped-values', '103.9429,1.3545'],
      ['swapped-values', '103.7423,1.3332'],
    ]);
    assert.deepEqual(problems('lat,lng', ['1.3521,103.8198', '103.8515,1.2839', '103.9429,1.3545', '103.7423,1.3332']), [['names-swapped', 'lng']]);
  });
});

describe('another system among degrees', () => {
  it('one SVY21 pair among two WGS84 ones is named; one among one, or two among two, is not', () => {
    assert.deepEqual(problems('lat,lng', ['1.3521,103.8198', '1.2839,103.8515', '31809.18,28837.86']), [['mixed-systems', '31809.18,28837.86']]);
    assert.deepEqual(problems('lat,lng', ['1.3521,103.8198', '31809.18,28837.86']), []);
    assert.deepEqual(problems('lat,lng', ['1.3521,103.8198', '1.2839,103.8515', '31809.18,28837.86', '31000,29000']), []);
  });
});

describe("SVY21 points are judged only where Singapore's land is (nine in ten of them)", () => {
  const LAND = ['28837.86,31809.18', '30314.79,31490.49', '33758.41,33695.52', '21000.5,36000.2', '41000.1,35000.7', '25000.3,42000.9', '37000.4,29000.6', '29500.2,39500.1'];
  const LOST = '3180918,2883786';

  it('nine of ten on land: the point in no system is named; eight of ten: the file may be a chart, nothing is said', () => {
    assert.deepEqual(problems('x,y', [...LAND, '32000.8,44000.3', '500,20000', LOST]), [['outside-singapore', LOST]]);
    assert.deepEqual(problems('x,y', [...LAND, '500,20000', '900,20000', LOST]), []);
  });

  it("the land's edges are on land: 1 000 east and 15 000 north, 57 000 east and 52 000 north; just past them is not", () => {
    assert.deepEqual(problems('x,y', [...LAND, '1000,15000', '999.9,15000', LOST]), [['outside-singapore', LOST]]);
    assert.deepEqual(problems('x,y', [...LAND, '57000,52000', '57000,52000.1', LOST]), [['outside-singapore', LOST]]);
    assert.deepEqual(problems('x,y', [...LAND, '1000,14999.9', '999.9,15000', LOST]), []);
    assert.deepEqual(problems('x,y', [...LAND, '57000.1,52000', '57000,52000.1', LOST]), []);
  });
});
