// The slip named behind a point outside Singapore, at its edges: a decimal point moved in either value, a
// stray minus sign, and how far from the others a corrected point may lie (0.01° around a group at one spot:
// exactly 0.01° is among them, a ten-thousandth more is not, and then no guess is offered).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, findProblems } from '../../../src/diagnostics';

const SAME = Array<string>(4).fill('1.3521,103.8198');
const csv = (odd: string): string => `name,lat,lng\n${[...SAME, odd].map((p, i) => `p${i},${p}`).join('\n')}\n`;

function slip(odd: string): { reason: string; fixed?: string } {
  const text = csv(odd);
  const problems = findProblems(text, 'csv');
  assert.deepEqual(problems.map((p) => [p.code, text.slice(p.start, p.end)]), [['outside-singapore', odd]]);
  const [problem] = problems;
  const reason = problem!.message.split('; ')[1] ?? '';
  return problem!.fix ? { reason, fixed: applyEdits(text, problem!.fix.edits).split('\n')[5]! } : { reason };
}

describe('the slip behind a point outside Singapore', () => {
  it('a decimal point moved in the latitude, or in the longitude: named, and the fix moves it back', () => {
    assert.deepEqual(slip('13.521,103.8198'), { reason: 'the decimal point of "lat" 13.521 looks misplaced: 1.3521 would put it among the others.', fixed: 'p4,1.3521,103.8198' });
    assert.deepEqual(slip('1.3521,1038.198'), { reason: 'the decimal point of "lng" 1038.198 looks misplaced: 103.8198 would put it among the others.', fixed: 'p4,1.3521,103.8198' });
  });

  it('a stray minus sign: named, and the fix drops it', () => {
    assert.deepEqual(slip('-1.3521,103.8198'), { reason: 'the minus sign of "lat" -1.3521 looks like a slip.', fixed: 'p4,1.3521,103.8198' });
  });

  it('0.01° from a group at one spot is among it; a ten-thousandth further, no guess is offered', () => {
    // North and south of it, then east and west.
    assert.equal(slip('13.621,103.8198').fixed, 'p4,1.3621,103.8198');
    assert.deepEqual(slip('13.622,103.8198'), { reason: '' });
    assert.equal(slip('13.421,103.8198').fixed, 'p4,1.3421,103.8198');
    assert.deepEqual(slip('13.42,103.8198'), { reason: '' });
    assert.equal(slip('1.3521,1038.298').fixed, 'p4,1.3521,103.8298');
    assert.deepEqual(slip('1.3521,1038.299'), { reason: '' });
    assert.equal(slip('1.3521,1038.098').fixed, 'p4,1.3521,103.8098');
    assert.deepEqual(slip('1.3521,1038.097'), { reason: '' });
  });
});
