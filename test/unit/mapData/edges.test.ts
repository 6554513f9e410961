// Show on Map at its edges: a selection edited exactly at its ends, features met by a selection that only
// touches them, CSV fields as RFC 4180 quotes them, which property names a place (exact names before
// endings, the 120-character limit at its edge), and WKT as databases write it (Z, M, ZM, EMPTY, lower case).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { featureAt, featuresIn, findFeatures, shiftSpans } from '../../../src/mapData';
import { chooseLabel, LineIndex } from '../../../src/mapData/labels';
import { samePlace } from '../../../src/mapData/skippedPlaces';
import { splitRecord } from '../../../src/mapData/tableFeatures';

describe('Show on Map: a selection followed through edits', () => {
  const spans = [{ start: 10, end: 20 }];

  it('an edit ending exactly where the selection starts moves it; one starting exactly at its end leaves it', () => {
    assert.deepEqual(shiftSpans(spans, [{ offset: 7, removed: 3, inserted: 1 }]), [{ start: 8, end: 18 }]);
    assert.deepEqual(shiftSpans(spans, [{ offset: 20, removed: 4, inserted: 9 }]), spans);
  });

  it('an edit across the start keeps the start where the edit began; across the end, takes in what was typed', () => {
    assert.deepEqual(shiftSpans(spans, [{ offset: 8, removed: 4, inserted: 0 }]), [{ start: 8, end: 16 }]);
    assert.deepEqual(shiftSpans(spans, [{ offset: 18, removed: 5, inserted: 1 }]), [{ start: 10, end: 19 }]);
    // Typing at the selection's last character grows it by what was typed.
    assert.deepEqual(shiftSpans(spans, [{ offset: 19, removed: 0, inserted: 4 }]), [{ start: 10, end: 24 }]);
  });

  it('a selection that ends where a place starts, or starts where it ends, does not hold it; one character does', () => {
    const text = 'a 1.30, 103.84 b\nc 1.31, 103.85 d';
    const { features } = findFeatures(text);
    const [first, second] = features;
    assert.deepEqual(featuresIn(features, [{ start: 0, end: first!.start }]), []);
    assert.deepEqual(featuresIn(features, [{ start: first!.end, end: second!.start }]), []);
    assert.deepEqual(featuresIn(features, [{ start: first!.end - 1, end: first!.end }]), [first]);
    assert.deepEqual(featuresIn(features, [{ start: second!.start, end: second!.start + 1 }]), [second]);
  });

  it('the cursor at either end of a place is on it', () => {
    const text = 'a 1.30, 103.84 b\nc 1.31, 103.85 d';
    const { features } = findFeatures(text);
    assert.equal(featureAt(features, features[0]!.start), 0);
    assert.equal(featureAt(features, features[0]!.end), 0);
    assert.equal(featureAt(features, features[0]!.end + 1), undefined);
    assert.equal(featureAt(features, features[1]!.start - 1), undefined);
  });
});

describe('Show on Map: CSV fields', () => {
  it('quoted fields hold the delimiter and doubled quotes; an empty last field is a field', () => {
    assert.deepEqual(splitRecord('a,"b, c",d', ','), ['a', 'b, c', 'd']);
    assert.deepEqual(splitRecord('"say ""hi""",x', ','), ['say "hi"', 'x']);
    assert.deepEqual(splitRecord('a,', ','), ['a', '']);
    assert.deepEqual(splitRecord('', ','), ['']);
    assert.deepEqual(splitRecord('"a"\t"b"', '\t'), ['a', 'b']);
    assert.deepEqual(splitRecord('"unclosed, still one', ','), ['unclosed, still one']);
  });

  it('a table row is one place named by its name column, its cells its properties; a row with two pairs is one place', () => {
    const text = 'name;lat;lng;lat2;lng2\nHome;1.3521;103.8198;1.2840;103.8514\n';
    const { features } = findFeatures(text);
    assert.equal(features.length, 1);
    assert.equal(features[0]!.label, 'Home');
    assert.deepEqual(features[0]!.properties[0], ['name', 'Home']);
    assert.equal(text.slice(features[0]!.start, features[0]!.end), 'Home;1.3521;103.8198;1.2840;103.8514');
  });

  it('CRLF rows end before their CR; a cell past the header is named by its column number', () => {
    const text = 'lat,lng\r\n1.3521,103.8198,extra\r\n';
    const { features } = findFeatures(text);
    assert.equal(text.slice(features[0]!.start, features[0]!.end), '1.3521,103.8198,extra');
    assert.deepEqual(features[0]!.properties, [['lat', '1.3521'], ['lng', '103.8198'], ['Column 3', 'extra']]);
  });
});

describe('Show on Map: which property names a place', () => {
  it('an exact name first, in any case and separator; then a name ending in one', () => {
    assert.equal(chooseLabel([['RoadName', 'Jalan Besar'], ['Description', 'Opp Blk 1']], 'x'), 'Opp Blk 1');
    assert.equal(chooseLabel([['MRT_NAME', 'Bishan'], ['Code', 'NS17']], 'x'), 'NS17');
    assert.equal(chooseLabel([['MRT_NAME', 'Bishan'], ['LINE', 'NS']], 'x'), 'Bishan');
    assert.equal(chooseLabel([['Bus Stop Code', '01012'], ['ID', '7']], 'x'), '01012');
  });

  it('markup dropped, spaces folded; an empty name, a KML placeholder or one over 120 characters passed over', () => {
    assert.equal(chooseLabel([['name', ' <b>Blk 1</b>\n <i>Bedok</i> ']], 'x'), 'Blk 1 Bedok');
    assert.equal(chooseLabel([['name', 'kml_12'], ['title', 'Park']], 'x'), 'Park');
    assert.equal(chooseLabel([['name', ''], ['title', 'Park']], 'x'), 'Park');
    assert.equal(chooseLabel([['name', 'n'.repeat(120)]], 'x'), 'n'.repeat(120));
    assert.equal(chooseLabel([['name', 'n'.repeat(121)], ['title', 'Park']], 'x'), 'Park');
  });

  it('with no name: the first value that reads as words, not a number nor nested JSON; else the line', () => {
    assert.equal(chooseLabel([['a', '1,234.5'], ['b', '[1]'], ['c', '{"k":1}'], ['d', 'Bedok North']], 'x'), 'Bedok North');
    assert.equal(chooseLabel([['a', '-1.5'], ['b', '']], 'Line 3'), 'Line 3');
    assert.equal(chooseLabel([['a', '<br>']], 'Line 3'), 'Line 3');
  });

  it('line numbers: a newline is on its own line, the next character on the next', () => {
    const lines = new LineIndex('ab\ncd\n\nef');
    assert.deepEqual([0, 2, 3, 5, 6, 7, 8].map((o) => lines.lineOf(o)), [1, 1, 2, 2, 3, 4, 4]);
    assert.equal(lines.label(7), 'Line 4');
  });

  it('two readings of one object are one place within 1e-5°, on each axis', () => {
    const at = { lat: 1.3, lon: 103.8 };
    assert.equal(samePlace(at, { lat: 1.3 + 0.9e-5, lon: 103.8 - 0.9e-5 }), true);
    assert.equal(samePlace(at, { lat: 1.3 + 1.1e-5, lon: 103.8 }), false);
    assert.equal(samePlace(at, { lat: 1.3, lon: 103.8 - 1.1e-5 }), false);
  });
});

describe('Show on Map: WKT as databases write it', () => {
  const kinds = (text: string): string[][] => findFeatures(text).features.map((f) => f.shapes.map((s) => s.kind));

  it('Z, M and ZM, in any case; two geometries on one line are two places', () => {
    const text = 'point zm (103.85 1.29 5 6) POINT M (103.86 1.30 7)\nLineString Z (103.8 1.3 1, 103.9 1.35 2)';
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => text.slice(f.start, f.end)), ['point zm (103.85 1.29 5 6)', 'POINT M (103.86 1.30 7)', 'LineString Z (103.8 1.3 1, 103.9 1.35 2)']);
    assert.deepEqual(features.map((f) => f.properties), [[['Geometry', 'POINT']], [['Geometry', 'POINT']], [['Geometry', 'LINESTRING']]]);
  });

  it('MULTIPOINT with or without inner parentheses: a point each', () => {
    assert.deepEqual(kinds('MULTIPOINT ((103.85 1.29), (103.86 1.30))\nMULTIPOINT (103.85 1.29, 103.86 1.30)'), [['point', 'point'], ['point', 'point']]);
  });

  it('a line of two positions and a ring of three are drawn; fewer is not a shape', () => {
    assert.deepEqual(kinds('LINESTRING (103.8 1.3, 103.9 1.35)\nPOLYGON ((103.8 1.3, 103.9 1.35, 103.8 1.35))'), [['line'], ['polygon']]);
    const { features } = findFeatures('MULTILINESTRING ((103.8 1.3), (103.8 1.3, 103.9 1.35))\nPOLYGON ((103.8 1.3, 103.9 1.35), (103.8 1.3, 103.9 1.35, 103.8 1.35))');
    assert.deepEqual(features.map((f) => f.shapes.map((s) => (s.kind === 'line' ? s.path.length : s.kind === 'polygon' ? s.rings.length : 0))), [[4], [1]]);
  });

  it('a geometry that never closes is not WKT: its pair is a place of its own', () => {
    const text = 'POINT (103.85 1.29';
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, f.properties]), [['Line 1', [['Text', '103.85 1.29']]]]);
  });

  it('GEOMETRYCOLLECTION EMPTY members are passed over; the others drawn', () => {
    assert.deepEqual(kinds('GEOMETRYCOLLECTION (POINT EMPTY, POINT (103.85 1.29), POLYGON ((103.8 1.3, 103.9 1.35, 103.8 1.35, 103.8 1.3)))'), [['point', 'polygon']]);
  });
});

describe('Show on Map: a text in two systems, neither of them degrees', () => {
  it('shows the pairs of the system it names first, whichever it is', () => {
    const svy21First = '28837.86, 31809.18\n11559510.22 145167.07\n11559510.22, 145167.07';
    const read = findFeatures(svy21First);
    assert.deepEqual([read.from, read.features.map((f) => svy21First.slice(f.start, f.end))], ['EPSG:3414', ['28837.86, 31809.18']]);
    const mercatorFirst = '11559510.22 145167.07\n28837.86, 31809.18\n28000, 38000';
    const again = findFeatures(mercatorFirst);
    assert.deepEqual([again.from, again.features.map((f) => mercatorFirst.slice(f.start, f.end))], ['EPSG:3857', ['11559510.22 145167.07']]);
  });
});
