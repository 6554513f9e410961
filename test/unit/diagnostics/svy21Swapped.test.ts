// One SVY21 row with its easting and northing swapped, found only by the rest of its column: Singapore is
// wider than it is tall, so the swapped row's northing lies past the column's northings as written, and in
// line once swapped back. Eight SVY21 points are needed before a row is named; the column's range of
// northings ends exactly where a quarter of its width past its second-largest (or second-smallest) value does.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, findProblems } from '../../../src/diagnostics';

/** Eastings 20 000-48 000 and northings 30 000-38 000: a column of points in Singapore's east and centre. */
const GOOD = ['20000,30000', '24000,31000', '28000,32000', '32000,33000', '36000,34000', '40000,35000', '44000,36000', '48000,37000', '46000,38000'];

function table(pairs: readonly string[], header = 'x,y'): string {
  return `name,${header}\n${pairs.map((p, i) => `p${i},${p}`).join('\n')}\n`;
}
const found = (text: string) => findProblems(text, 'csv').map((p) => [p.code, text.slice(p.start, p.end)]);

describe('an SVY21 row swapped among the rest of its column', () => {
  it('is underlined, the message gives the values both ways, and its fix swaps them back', () => {
    const text = table([...GOOD, '33000,42000']);
    const problems = findProblems(text, 'csv');
    assert.deepEqual(problems.map((p) => [p.code, text.slice(p.start, p.end), p.severity, p.group]), [['swapped-values', '33000,42000', 'warning', 'x|y']]);
    assert.equal(problems[0]!.message, 'Swapped: 33000, 42000 is out of line with the other SVY21 points of this column or key as written, and in line with them swapped (easting 42000, northing 33000).');
    assert.equal(problems[0]!.fix!.title, 'Swap the two values');
    const fixed = applyEdits(text, problems[0]!.fix!.edits);
    assert.ok(fixed.endsWith('\np9,42000,33000\n'), fixed);
    assert.deepEqual(findProblems(fixed, 'csv'), []);
  });

  it('in a GeoJSON file the message says "this file"', () => {
    const features = [...GOOD, '33000,42000'].map((xy) => `{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[${xy}]}}`);
    const text = `{"type":"FeatureCollection","features":[${features.join(',')}]}`;
    const problems = findProblems(text, 'geojson');
    assert.deepEqual(problems.map((p) => [p.code, text.slice(p.start, p.end)]), [['swapped-values', '33000,42000']]);
    assert.match(problems[0]!.message, /other SVY21 points of this file as written/);
  });

  it('eight SVY21 points are enough to name it; seven are not, though the row stands out among them too', () => {
    assert.deepEqual(found(table([...GOOD.slice(0, 7), '33000,38000'])), [['swapped-values', '33000,38000']]);
    assert.deepEqual(found(table([...GOOD.slice(0, 6), '33000,38000'])), []);
  });

  it('the same values in degrees-named columns are named for their unit, the swapped row as well', () => {
    const text = table([...GOOD, '33000,42000'], 'lng,lat');
    assert.deepEqual(found(text), [['name-contradicts-value', 'lng'], ['swapped-values', '33000,42000']]);
  });

  it('rows in degrees among them are named as another system and do not widen the column\'s range', () => {
    const text = table([...GOOD, '103.8198,1.3521', '103.8515,1.2839', '33000,42000']);
    assert.deepEqual(found(text), [['mixed-systems', '103.8198,1.3521'], ['mixed-systems', '103.8515,1.2839'], ['swapped-values', '33000,42000']]);
  });

  it('a column of points only read as degrees is never judged this way', () => {
    const text = table(['103.80,1.30', '103.82,1.31', '103.84,1.32', '103.86,1.33', '103.88,1.34', '103.90,1.35', '103.92,1.36', '103.94,1.37', '103.96,1.38', '103.85,1.40'], 'lng,lat');
    assert.deepEqual(found(text), []);
  });
});

describe('the edge of the column\'s northings', () => {
  // With the row below added the northings run 30 000-38 000 besides it: the second smallest 31 000 (or
  // 30 000 when the row is the smallest), the second largest 38 000 (or 37 000), a quarter of that width past them.
  it('a row exactly at the top edge (39 750) is in line as written; a metre past it, it reads as swapped', () => {
    assert.deepEqual(found(table([...GOOD, '35000,39750'])), []);
    assert.deepEqual(found(table([...GOOD, '35000,39751'])), [['swapped-values', '35000,39751']]);
  });

  it('a row exactly at the bottom edge (28 250) is in line as written; a metre past it, it reads as swapped', () => {
    assert.deepEqual(found(table([...GOOD, '35000,28250'])), []);
    assert.deepEqual(found(table([...GOOD, '35000,28249'])), [['swapped-values', '35000,28249']]);
  });

  it('in a long column the range runs to the 98th percentile: of a hundred rows, the top two may stand out', () => {
    // 98 rows from 20 000, 30 000 to 48 130, 37 954; a swapped row reads 41 000 north and a far-east row 41 500.
    const rows = Array.from({ length: 98 }, (_, i) => `${20000 + i * 290},${30000 + i * 82}`);
    assert.deepEqual(found(table([...rows, '33000,41000', '55000,41500'])), [['swapped-values', '33000,41000']]);
    // With one row fewer, 41 000 is the 98th percentile itself, inside the range: nothing is said.
    assert.deepEqual(found(table([...rows.slice(0, 97), '33000,41000', '55000,41500'])), []);
  });

  it('a row out of line both ways is no swap, and is not named one', () => {
    // Its northing is past the column's, and so is its easting, swapped or not.
    assert.deepEqual(found(table([...GOOD, '56000,50000'])), []);
  });
});
