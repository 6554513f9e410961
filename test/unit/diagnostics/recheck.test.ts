// Checking again after an edit reads only the feature the edit touched, and finds what a fresh check finds.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems, ProblemChecker, type Problem } from '../../../src/diagnostics';
import { checkCoordinates } from '../../../src/diagnostics/checks';
import { collectCoordinates } from '../../../src/diagnostics/collect';
import { readReal } from '../coords/realFixtures';

const URA = 'large/ura-mp2019-planning-area-no-sea.geojson';
const summary = (ps: Problem[]) => ps.map((p) => `${p.code} ${p.start}-${p.end} ${p.message}`);

describe('checking again after an edit', () => {
  it('reads one feature again, and agrees with a fresh check, edit after edit', () => {
    const checker = new ProblemChecker();
    let text = readReal(URA);
    assert.deepEqual(checker.check(text, 'geojson'), []);
    assert.equal(checker.lastRead, 55);
    // A position turned latitude first late in the file, then one early (which moves the late one's feature:
    // each edit lengthens the text), then the early one swapped back.
    const edits: Array<(t: string) => string> = [
      (t) => swapNth(t, 30000),
      (t) => swapNth(t, 5000),
      (t) => swapNth(t, 5000),
    ];
    const expected = [1, 2, 1];
    edits.forEach((edit, k) => {
      text = edit(text);
      const again = checker.check(text, 'geojson');
      assert.equal(checker.lastRead, 1, `edit ${k}`);
      // The oracle: the whole text read at once, not feature by feature.
      assert.deepEqual(summary(again), summary(checkCoordinates(text, collectCoordinates(text))), `edit ${k}`);
      assert.deepEqual(summary(again), summary(findProblems(text, 'geojson')), `edit ${k}`);
      for (const p of again) assert.match(text.slice(p.start, p.end), /^1\.\d+, 10[34]\.\d+$/);
      assert.equal(again.filter((p) => p.code === 'latitude-first').length, expected[k]);
    });
  });

  it('a structural fault made by an edit is found, and goes once undone', () => {
    const checker = new ProblemChecker();
    const original = readReal(URA);
    checker.check(original, 'geojson');
    const broken = original.replace('"type": "Polygon"', '"type": "Polygone"');
    assert.ok(checker.check(broken, 'geojson').some((p) => p.code === 'geojson-structure'));
    assert.deepEqual(checker.check(original, 'geojson'), []);
  });
});

/** The n-th position "[ lon, lat" of the text written latitude first, or back again; a 0 is added to the first
 * number so that every later offset moves. */
function swapNth(text: string, n: number): string {
  const re = /\[ (1\.\d+|10[34]\.\d+), (1\.\d+|10[34]\.\d+)/g;
  let m: RegExpExecArray | null = null;
  for (let k = 0; k <= n; k++) m = re.exec(text);
  return text.slice(0, m!.index) + `[ ${m![2]}0, ${m![1]}` + text.slice(m!.index + m![0].length);
}
