// The text each quick fix leaves, exactly: a converted point written with the decimals its precision is
// worth (metres to degrees, degrees to metres, metres to metres), renames of one name or both, and the
// fix-all of one family in one column, which leaves other columns, other families and overlapping edits alone.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allEdits, applyEdits, findProblems, type Problem } from '../../../src/diagnostics';
import { renameFix } from '../../../src/diagnostics/edits';

/** The row of `name` after the first problem's fix, and what that problem underlined. */
function convertRow(header: string, rows: string[], name = 'c'): { underlined: string; title: string; row: string } {
  const text = `name,${header}\n${rows.join('\n')}\n`;
  const problems = findProblems(text, 'csv');
  assert.deepEqual(problems.map((p) => p.code), ['mixed-systems']);
  const [p] = problems;
  const row = applyEdits(text, p!.fix!.edits).split('\n').find((line) => line.startsWith(`${name},`))!;
  return { underlined: text.slice(p!.start, p!.end), title: p!.fix!.title, row };
}

const SVY21_ROWS = ['a,28837.86,31809.18', 'b,30314.79,31490.49'];
const WGS84_ROWS = ['a,1.3521,103.8198', 'b,1.2839,103.8515'];

describe('converting the odd point to its column\'s system', () => {
  it('degrees into an SVY21 column: 4 decimals of degrees become whole metres, 9 become tenths of millimetres', () => {
    assert.deepEqual(convertRow('x,y', [...SVY21_ROWS, 'c,103.8198,1.3521']), { underlined: '103.8198,1.3521', title: 'Convert this point to EPSG:3414 (SVY21)', row: 'c,26496,37134' });
    assert.equal(convertRow('x,y', [...SVY21_ROWS, 'c,103.82,1.35']).row, 'c,26518,36902');
    assert.equal(convertRow('x,y', [...SVY21_ROWS, 'c,103.819812345,1.352112345']).row, 'c,26496.9087,37135.2335');
  });

  it('metres into a WGS84 column: whole metres become 5 decimals of degrees, centimetres 7, and so on', () => {
    assert.deepEqual(convertRow('lat,lng', [...WGS84_ROWS, 'c,31809,28837']), { underlined: '31809,28837', title: 'Convert this point to EPSG:4326 (WGS84)', row: 'c,1.30394,103.84084' });
    assert.equal(convertRow('lat,lng', [...WGS84_ROWS, 'c,31809.18,28837.86']).row, 'c,1.3039454,103.8408471');
    assert.equal(convertRow('lat,lng', [...WGS84_ROWS, 'c,31809.18345,28837.86345']).row, 'c,1.3039454603,103.8408471711');
  });

  it('SVY21 into a Web Mercator column: metres stay metres, centimetres stay centimetres', () => {
    assert.deepEqual(convertRow('x,y', ['a,11560000.5,150500.2', 'b,11561000.5,150600.2', 'c,28837.86,31809.18']), {
      underlined: '28837.86,31809.18', title: 'Convert this point to EPSG:3857 (Web Mercator)', row: 'c,11559510.23,145167.07',
    });
    assert.equal(convertRow('x,y', ['a,11560000.5,150500.2', 'b,11561000.5,150600.2', 'c,103.8198,1.3521']).row, 'c,11557167,150529');
  });
});

describe('renaming names that contradict their values', () => {
  const span = (text: string, start: number) => ({ start, end: start + text.length, text });

  it('only the name that claims the wrong unit is renamed, and the title names only it', () => {
    assert.deepEqual(renameFix(span('x', 0), span('lat', 5), 'metres'), { title: 'Rename to "north"', family: 'rename', edits: [{ start: 5, end: 8, newText: 'north' }] });
    assert.deepEqual(renameFix(span('lng', 0), span('y', 5), 'metres'), { title: 'Rename to "east"', family: 'rename', edits: [{ start: 0, end: 3, newText: 'east' }] });
  });

  it('two neutral names: nothing to rename, so no fix', () => {
    assert.equal(renameFix(span('x', 0), span('y', 5), 'metres'), undefined);
  });

  it('the names keep the file\'s capitals', () => {
    const text = 'name,Lat,Lng\na,31490.4942,30314.7936\nb,33695.5198,33758.4143\n';
    const [problem] = findProblems(text, 'csv');
    assert.equal(problem!.fix!.title, 'Rename to "East" and "North"');
    assert.equal(applyEdits(text, problem!.fix!.edits).split('\n')[0], 'name,North,East');
  });
});

describe('fixing all of one kind at once', () => {
  // Two named pairs in one table: lat/lng with one row swapped, and lat2/lng2 with one row swapped.
  const text = [
    'name,lat,lng,lat2,lng2',
    'a,1.3521,103.8198,1.3521,103.8198',
    'b,1.2839,103.8515,1.2839,103.8515',
    'c,103.9429,1.3545,1.3545,103.9429',
    'd,1.3332,103.7423,103.7423,1.3332',
    'e,1.3100,103.8100,1.3100,103.8100',
    '',
  ].join('\n');
  const problems = findProblems(text, 'csv');

  it('finds the one swapped row of each pair', () => {
    assert.deepEqual(problems.map((p) => [p.group, text.slice(p.start, p.end)]), [['lng|lat', '103.9429,1.3545'], ['lng2|lat2', '103.7423,1.3332']]);
  });

  it('in one column pair, only its own rows are swapped back', () => {
    const fixed = applyEdits(text, allEdits(problems, 'swap', 'lng|lat')).split('\n');
    assert.equal(fixed[3], 'c,1.3545,103.9429,1.3545,103.9429');
    assert.equal(fixed[4], 'd,1.3332,103.7423,103.7423,1.3332');
  });

  it('in the whole file, every pair\'s rows; another family\'s fix-all changes nothing', () => {
    const fixed = applyEdits(text, allEdits(problems, 'swap'));
    assert.deepEqual(findProblems(fixed, 'csv'), []);
    assert.equal(fixed.split('\n')[4], 'd,1.3332,103.7423,1.3332,103.7423');
    assert.deepEqual(allEdits(problems, 'rename'), []);
    assert.deepEqual(allEdits(problems, 'swap', 'x|y'), []);
  });

  it('edits come back in text order, and one that overlaps an earlier edit is left out', () => {
    const fix = (family: 'swap' | 'rename', group: string, ...edits: Array<[number, number, string]>): Problem => ({
      start: edits[0]![0], end: edits[0]![1], code: 'swapped-values', message: '', severity: 'warning', group,
      fix: { title: '', family, edits: edits.map(([start, end, newText]) => ({ start, end, newText })) },
    });
    const list = [fix('swap', 'g', [20, 24, 'D'], [10, 14, 'C']), fix('swap', 'g', [0, 4, 'A'], [22, 26, 'X']), fix('rename', 'g', [5, 9, 'B']), fix('swap', 'h', [14, 16, 'E'])];
    assert.deepEqual(allEdits(list, 'swap'), [
      { start: 0, end: 4, newText: 'A' }, { start: 10, end: 14, newText: 'C' }, { start: 14, end: 16, newText: 'E' }, { start: 20, end: 24, newText: 'D' },
    ]);
    assert.deepEqual(allEdits(list, 'swap', 'g').map((e) => e.newText), ['A', 'C', 'D']);
    assert.equal(applyEdits('0123456789abcdefghijklmnopqrstuvwxyz', allEdits(list, 'swap')), 'A456789CEghijDopqrstuvwxyz');
  });
});
