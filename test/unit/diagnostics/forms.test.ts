// The forms besides GeoJSON and tables the checks read: WKT in a CSV column, key=value pairs, JavaScript objects.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, findProblems } from '../../../src/diagnostics';

const codes = (text: string, languageId: string) => findProblems(text, languageId).map((p) => [p.code, text.slice(p.start, p.end)]);

describe('other forms', () => {
  it('a WKT point written latitude first among longitude-first ones', () => {
    const text = 'id,wkt\n1,POINT (103.8198 1.3521)\n2,POINT (1.2839 103.8515)\n3,"LINESTRING (103.74 1.33, 103.94 1.35)"\n';
    assert.deepEqual(codes(text, 'csv'), [['latitude-first', '1.2839 103.8515']]);
    const [problem] = findProblems(text, 'csv');
    assert.ok(applyEdits(text, problem!.fix!.edits).includes('POINT (103.8515 1.2839)'));
  });

  it('query strings with lat and lng swapped in one of them', () => {
    const text = ['a?lat=1.3521&lng=103.8198', 'b?lat=1.2839&lng=103.8515', 'c?lat=103.7423&lng=1.3332', 'd?lat=1.3545&lng=103.9429'].join('\n');
    assert.deepEqual(codes(text, 'plaintext').map(([code]) => code), ['swapped-values']);
  });

  it('JavaScript objects whose lat holds metres in every record: the names are wrong, renaming fixes them', () => {
    const text = 'const stops = [\n  { lat: 31490.4942, lng: 30314.7936 },\n  { lat: 33695.5198, lng: 33758.4143 },\n];\n';
    const problems = findProblems(text, 'javascript');
    assert.deepEqual(problems.map((p) => p.code), ['name-contradicts-value', 'name-contradicts-value']);
    // lat/lng in an object are x = lng first by name; SVY21 with lat as northing reads (lng, lat) = (easting, northing).
    const fixed = applyEdits(text, problems.flatMap((p) => p.fix!.edits));
    assert.ok(fixed.includes('{ north: 31490.4942, east: 30314.7936 }'), fixed);
    assert.deepEqual(findProblems(fixed, 'javascript'), []);
  });
});

describe('numbers that only look like SVY21', () => {
  it('chart data with x and y keys says nothing, odd points included', () => {
    const points = [[1, 12000], [2, 15500], [3, 18000], [4, 21000], [5, 26000], [6, 31000], [7, 30000], [8, 34000], [9, -4000], [10, 900000]];
    const text = `const series = [\n${points.map(([x, y]) => `  { x: ${x}, y: ${y} },`).join('\n')}\n];\n`;
    assert.deepEqual(findProblems(text, 'javascript'), []);
  });
});

describe('GeoJSON structure (check-geojson)', () => {
  it('JSON that does not parse: the problem sits on the fault', () => {
    const text = '{\n  "type": "FeatureCollection",\n  "features": [ { "type": "Feature" "x": 1 } ]\n}';
    const [problem] = findProblems(text, 'geojson');
    assert.equal(problem?.code, 'geojson-structure');
    assert.equal(text.slice(problem.start, problem.start + 3), '"x"');
  });

  it('a position of one number: the problem covers that position', () => {
    const text = '{"type":"Point","coordinates":[103.8]}';
    assert.deepEqual(codes(text, 'geojson'), [['geojson-structure', '[103.8]']]);
  });
});
