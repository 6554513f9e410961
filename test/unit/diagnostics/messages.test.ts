// What the Problems panel shows for each kind of problem, word for word: the text it underlines, its
// severity, its message (which names the values, the names and where the rest of the points lie) and the
// quick fix's title and the line it leaves, in a table, a JSON list and a GeoJSON file.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, findProblems } from '../../../src/diagnostics';

interface Shown {
  underlined: string;
  code: string;
  severity: string;
  message: string;
  fix?: string;
  group?: string;
}

function shown(text: string, languageId: string): Shown[] {
  return findProblems(text, languageId).map((p) => ({
    underlined: text.slice(p.start, p.end), code: p.code, severity: p.severity, message: p.message,
    ...(p.fix && { fix: p.fix.title }), ...(p.group !== undefined && { group: p.group }),
  }));
}

/** The text after the first problem's quick fix. */
function fixedBy(text: string, languageId: string, k = 0): string {
  const problem = findProblems(text, languageId)[k]!;
  return applyEdits(text, problem.fix!.edits);
}

const point = (xy: string, i: number) => `{"type":"Feature","properties":{"id":${i}},"geometry":{"type":"Point","coordinates":[${xy}]}}`;
const collection = (...xys: string[]) => `{"type":"FeatureCollection","features":[${xys.map(point).join(',')}]}`;
const LON_LAT = ['103.8198, 1.3521', '103.8515, 1.2839', '103.9429, 1.3545', '103.7423, 1.3332'];

describe('GeoJSON positions written latitude first', () => {
  it('one among longitude-first ones: that position underlined, "unlike the rest of this file", swapped by its fix', () => {
    const text = collection(...LON_LAT.slice(0, 2), '1.3545, 103.9429');
    assert.deepEqual(shown(text, 'geojson'), [{
      underlined: '1.3545, 103.9429', code: 'latitude-first', severity: 'warning', group: 'positions',
      message: 'Latitude first, unlike the rest of this file: 1.3545, 103.9429 is in Singapore only read as latitude, longitude.',
      fix: 'Swap to longitude, latitude',
    }]);
    assert.ok(fixedBy(text, 'geojson').includes('"coordinates":[103.9429, 1.3545]'));
  });

  it('every one: each is underlined with the rule it breaks, in text order', () => {
    const text = collection('1.3521, 103.8198', '1.2839, 103.8515', '1.3545, 103.9429');
    const found = shown(text, 'geojson');
    assert.deepEqual(found.map((s) => s.underlined), ['1.3521, 103.8198', '1.2839, 103.8515', '1.3545, 103.9429']);
    assert.equal(found[1]!.message, 'Latitude first: 1.2839, 103.8515 is in Singapore only read as latitude, longitude, but GeoJSON and WKT positions are longitude, latitude.');
    assert.ok(found.every((s) => s.code === 'latitude-first' && s.severity === 'warning' && s.fix === 'Swap to longitude, latitude'));
  });

  it('a "json" file that begins as GeoJSON is read as GeoJSON; a plain JSON list of pairs is not', () => {
    const text = collection(...LON_LAT.slice(0, 2), '1.3545, 103.9429');
    assert.deepEqual(shown(text, 'json').map((s) => s.code), ['latitude-first']);
    assert.deepEqual(shown('{"type":"Point","coordinates":[103.8]}', 'json').map((s) => s.code), ['geojson-structure']);
    // The same broken Point in a file that is not JSON, or after 200 characters of something else: not GeoJSON.
    assert.deepEqual(shown('{"type":"Point","coordinates":[103.8]}', 'javascript'), []);
    assert.deepEqual(shown(`{"note":"${'x'.repeat(200)}","type":"Point","coordinates":[103.8]}`, 'json'), []);
  });

  it('a "json" file written by hand, with spaces and line breaks around its type, is still GeoJSON', () => {
    assert.deepEqual(shown(' \n{\n  "type" : "Point",\n  "coordinates": [103.8]\n}', 'json').map((s) => [s.code, s.underlined]), [['geojson-structure', '[103.8]']]);
  });

  it('JSON that merely holds a GeoJSON object inside it is not checked as GeoJSON', () => {
    assert.deepEqual(shown('{"data":{"type":"Point","coordinates":[103.8]}}', 'json'), []);
    assert.deepEqual(shown('[{"type":"Point","coordinates":[103.8]}]', 'json'), []);
  });
});

describe('a point outside Singapore, and the slip behind it', () => {
  it('in a GeoJSON position, the first value\'s decimal point: the message names "the first value" and the fix moves it back', () => {
    const text = collection(...LON_LAT, '1038.198, 1.3521');
    assert.deepEqual(shown(text, 'geojson'), [{
      underlined: '1038.198, 1.3521', code: 'outside-singapore', severity: 'warning', group: 'positions',
      message: 'Outside Singapore: 1038.198, 1.3521 fits no system, while 4 other points of this file are in Singapore in EPSG:4326 (WGS84); the decimal point of the first value 1038.198 looks misplaced: 103.8198 would put it among the others.',
      fix: 'Change 1038.198 to 103.8198',
    }]);
    assert.ok(fixedBy(text, 'geojson').includes('"coordinates":[103.8198, 1.3521]'));
  });

  it('in a GeoJSON position, a stray minus on the second value: "the second value", and only the minus goes', () => {
    const text = collection(...LON_LAT, '103.8198, -1.3521');
    const [problem] = shown(text, 'geojson');
    assert.equal(problem!.message, 'Outside Singapore: 103.8198, -1.3521 fits no system, while 4 other points of this file are in Singapore in EPSG:4326 (WGS84); the minus sign of the second value -1.3521 looks like a slip.');
    assert.equal(problem!.fix, 'Change -1.3521 to 1.3521');
    assert.ok(fixedBy(text, 'geojson').includes('"coordinates":[103.8198, 1.3521]'));
  });

  it('with no single slip that brings it back, the message ends at the point and no fix is offered', () => {
    const text = collection(...LON_LAT, '50.5, 60.5');
    assert.deepEqual(shown(text, 'geojson'), [{
      underlined: '50.5, 60.5', code: 'outside-singapore', severity: 'warning', group: 'positions',
      message: 'Outside Singapore: 50.5, 60.5 fits no system, while 4 other points of this file are in Singapore in EPSG:4326 (WGS84).',
    }]);
  });
});

describe('named pairs in a table', () => {
  it('one row swapped: its two values underlined, the names quoted, "the rest of this column or key"', () => {
    const text = 'name,x,y\na,28837.86,31809.18\nb,30314.79,31490.49\nc,1.3521,103.8198\n';
    // x/y hold SVY21 in two rows; the third holds degrees, swapped: lat in x.
    assert.deepEqual(shown(text, 'csv'), [{
      underlined: '1.3521,103.8198', code: 'swapped-values', severity: 'warning', group: 'x|y',
      message: 'Swapped: "x" holds 1.3521, a latitude, and "y" holds 103.8198, a longitude, while the rest of this column or key is the right way round.',
      fix: 'Swap the two values',
    }]);
    assert.equal(fixedBy(text, 'csv').split('\n')[3], 'c,103.8198,1.3521');
  });

  it('one row in SVY21 among degrees: "Mixed systems", and its fix writes degrees into lat and lng', () => {
    const text = 'name,lat,lng\na,1.3521,103.8198\nb,1.2839,103.8515\nc,31809.18,28837.86\n';
    assert.deepEqual(shown(text, 'csv'), [{
      underlined: '31809.18,28837.86', code: 'mixed-systems', severity: 'warning', group: 'lng|lat',
      message: 'Mixed systems: 28837.86, 31809.18 is EPSG:3414 (SVY21), but 2 other points of this column or key are EPSG:4326 (WGS84).',
      fix: 'Convert this point to EPSG:4326 (WGS84)',
    }]);
    assert.equal(fixedBy(text, 'csv').split('\n')[3], 'c,1.3039454,103.8408471');
  });

  it('lat and lng holding metres: the header\'s name underlined once, both names renamed by one fix', () => {
    const text = 'name,lat,lng\na,31490.4942,30314.7936\nb,33695.5198,33758.4143\n';
    assert.deepEqual(shown(text, 'csv'), [{
      underlined: 'lng', code: 'name-contradicts-value', severity: 'warning', group: 'lng|lat',
      message: '"lng" and "lat" are named for degrees but hold 30314.7936, 31490.4942: EPSG:3414 (SVY21) metres.',
      fix: 'Rename to "east" and "north"',
    }]);
    assert.equal(fixedBy(text, 'csv').split('\n')[0], 'name,north,east');
  });
});

describe('named pairs in JSON records', () => {
  it('most records swapped: each record\'s x name underlined, and its fix swaps that record\'s names', () => {
    const text = '[{"latitude":103.8198,"longitude":1.3521},{"latitude":103.8515,"longitude":1.2839},{"latitude":1.3545,"longitude":103.9429}]';
    const found = shown(text, 'json');
    assert.deepEqual(found.map((s) => [s.underlined, s.code]), [['longitude', 'names-swapped'], ['longitude', 'names-swapped']]);
    assert.equal(found[0]!.message, '"longitude" holds 1.3521, a latitude, and "latitude" holds 103.8198, a longitude: the names are swapped.');
    assert.equal(found[0]!.fix, 'Rename: swap "longitude" and "latitude"');
    assert.ok(fixedBy(text, 'json', 1).startsWith('[{"latitude":103.8198,"longitude":1.3521},{"longitude":103.8515,"latitude":1.2839},'));
  });

  it('"easting" and "northing" holding degrees: named for metres, renamed to longitude and latitude', () => {
    const text = '[{"easting":103.8198,"northing":1.3521},{"easting":103.8515,"northing":1.2839}]';
    const found = shown(text, 'json');
    assert.deepEqual(found.map((s) => s.underlined), ['easting', 'easting']);
    assert.equal(found[0]!.message, '"easting" and "northing" are named for metres but hold 103.8198, 1.3521: EPSG:4326 (WGS84) degrees.');
    assert.equal(found[0]!.fix, 'Rename to "longitude" and "latitude"');
    assert.equal(fixedBy(text, 'json'), '[{"longitude":103.8198,"latitude":1.3521},{"easting":103.8515,"northing":1.2839}]');
  });
});
