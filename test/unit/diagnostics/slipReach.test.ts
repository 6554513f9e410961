// How far the slip behind a point outside Singapore is looked for: a decimal point moved by up to six
// places, in degrees and in metres; where "among the others" ends (half the group's spread past its edges,
// at least 0.01° or 1 000 m); and which points set that: only the group's points in its own system, a
// latitude-first one counted the right way round.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, findProblems } from '../../../src/diagnostics';

interface Seen {
  code: string;
  underlined: string;
  fix?: string;
  row?: string;
}

function seen(header: string, rows: readonly string[]): Seen[] {
  const text = `name,${header}\n${rows.map((r, i) => `p${i},${r}`).join('\n')}\n`;
  return findProblems(text, 'csv').map((p) => ({
    code: p.code, underlined: text.slice(p.start, p.end),
    ...(p.fix && { fix: p.fix.title, row: applyEdits(text, p.fix.edits).split('\n')[rows.indexOf(text.slice(p.start, p.end)) + 1] }),
  }));
}
const SAME = Array<string>(4).fill('1.3521,103.8198');
const SVY21_SPOT = Array<string>(4).fill('31809.18,28837.86');

describe('a decimal point moved by six places', () => {
  it('to the left: found, and the fix puts it back', () => {
    assert.deepEqual(seen('lat,lng', [...SAME, '0.0000013521,103.8198']), [{ code: 'outside-singapore', underlined: '0.0000013521,103.8198', fix: 'Change 0.0000013521 to 1.3521', row: 'p4,1.3521,103.8198' }]);
  });

  it('to the right, in the latitude or the longitude: found, and the fix puts it back', () => {
    assert.deepEqual(seen('lat,lng', [...SAME, '1352100,103.8198']), [{ code: 'outside-singapore', underlined: '1352100,103.8198', fix: 'Change 1352100 to 1.352100', row: 'p4,1.352100,103.8198' }]);
    assert.deepEqual(seen('lat,lng', [...SAME, '1.3521,103819800']), [{ code: 'outside-singapore', underlined: '1.3521,103819800', fix: 'Change 103819800 to 103.819800', row: 'p4,1.3521,103.819800' }]);
  });
});

describe('around a group of SVY21 points at one spot, 1 000 m is among them', () => {
  it('an easting written ten times too large is brought back when it lands within 1 000 m', () => {
    assert.deepEqual(seen('y,x', [...SVY21_SPOT, '31809.18,288400']), [{ code: 'outside-singapore', underlined: '31809.18,288400', fix: 'Change 288400 to 28840.0', row: 'p4,31809.18,28840.0' }]);
  });

  it('exactly 1 000 m north or south is among them; a tenth of a metre further, no guess is offered', () => {
    assert.equal(seen('y,x', [...SVY21_SPOT, '328091.8,28837.86'])[0]!.fix, 'Change 328091.8 to 32809.18');
    assert.equal(seen('y,x', [...SVY21_SPOT, '328092.8,28837.86'])[0]!.fix, undefined);
    assert.equal(seen('y,x', [...SVY21_SPOT, '308091.8,28837.86'])[0]!.fix, 'Change 308091.8 to 30809.18');
    assert.equal(seen('y,x', [...SVY21_SPOT, '308090.8,28837.86'])[0]!.fix, undefined);
  });

  it('exactly 1 000 m east is among them; a tenth of a metre further, no guess is offered', () => {
    assert.equal(seen('y,x', [...SVY21_SPOT, '31809.18,298378.6'])[0]!.fix, 'Change 298378.6 to 29837.86');
    assert.deepEqual(seen('y,x', [...SVY21_SPOT, '31809.18,298379.6']), [{ code: 'outside-singapore', underlined: '31809.18,298379.6' }]);
  });
});

describe('around a group spread along one axis, half its spread each way', () => {
  // Longitudes 103.80-103.84: among them from 103.78 to 103.86.
  const ROW = ['1.3521,103.80', '1.3521,103.84', '1.3521,103.82', '1.3521,103.81'];

  it('103.86 and 103.78, the edges, are among them; 103.87 and 103.77 are not', () => {
    assert.equal(seen('lat,lng', [...ROW, '1.3521,1038.6'])[0]!.fix, 'Change 1038.6 to 103.86');
    assert.equal(seen('lat,lng', [...ROW, '1.3521,1037.8'])[0]!.fix, 'Change 1037.8 to 103.78');
    assert.deepEqual(seen('lat,lng', [...ROW, '1.3521,1038.7']), [{ code: 'outside-singapore', underlined: '1.3521,1038.7' }]);
    assert.deepEqual(seen('lat,lng', [...ROW, '1.3521,1037.7']), [{ code: 'outside-singapore', underlined: '1.3521,1037.7' }]);
  });

  it('along the latitudes 1.30-1.34 the same: 1.36 and 1.28 are among them; 1.37 and 1.27 are not', () => {
    const COLUMN = ['1.30,103.8198', '1.34,103.8198', '1.32,103.8198', '1.31,103.8198'];
    assert.equal(seen('lat,lng', [...COLUMN, '13.6,103.8198'])[0]!.fix, 'Change 13.6 to 1.36');
    assert.equal(seen('lat,lng', [...COLUMN, '12.8,103.8198'])[0]!.fix, 'Change 12.8 to 1.28');
    assert.equal(seen('lat,lng', [...COLUMN, '13.7,103.8198'])[0]!.fix, undefined);
    assert.equal(seen('lat,lng', [...COLUMN, '12.7,103.8198'])[0]!.fix, undefined);
  });
});

describe('which points say where the group lies', () => {
  it('a point in another system does not stretch it: the slip is still the only one', () => {
    assert.deepEqual(seen('lat,lng', [...SAME, '31809.18,28837.86', '13.521,103.8198']), [
      { code: 'mixed-systems', underlined: '31809.18,28837.86', fix: 'Convert this point to EPSG:4326 (WGS84)', row: 'p4,1.3039454,103.8408471' },
      { code: 'outside-singapore', underlined: '13.521,103.8198', fix: 'Change 13.521 to 1.3521', row: 'p5,1.3521,103.8198' },
    ]);
  });

  it('a swapped row counts where it would be the right way round: the slip is still the only one', () => {
    assert.deepEqual(seen('lat,lng', [...SAME, '103.8198,1.3521', '13.521,103.8198']), [
      { code: 'swapped-values', underlined: '103.8198,1.3521', fix: 'Swap the two values', row: 'p4,1.3521,103.8198' },
      { code: 'outside-singapore', underlined: '13.521,103.8198', fix: 'Change 13.521 to 1.3521', row: 'p5,1.3521,103.8198' },
    ]);
  });

  it('another point outside Singapore does not stretch it either', () => {
    const found = seen('lat,lng', [...SAME, ...SAME, '13.521,103.8198', '91.3521,103.8198']);
    assert.deepEqual(found.map((s) => [s.underlined, s.fix]), [['13.521,103.8198', 'Change 13.521 to 1.3521'], ['91.3521,103.8198', undefined]]);
  });
});
