// Show on Map's grouping of pairs into places, form by form, and how a layer follows the editor: the feature
// under the cursor, and a selection's offsets moved by edits.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { featureAt, featuresIn, findFeatures, shiftSpans } from '../../../src/mapData';
import { transformPoint } from '../../../src/shared/coords';

/** Where the converter puts an SVY21 point, as [lat, lon]. */
function fromSvy21(x: number, y: number): [number, number] {
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
  return [lat, lon];
}

describe('Show on Map: forms', () => {
  it('WKT: a polygon with a hole, a line and a point, in SVY21, each its own place with its own text', () => {
    const text = [
      'POLYGON ((28000 38000, 29000 38000, 29000 39000, 28000 38000), (28200 38100, 28800 38100, 28800 38600, 28200 38100))',
      'LINESTRING Z (30000 31000 5, 30500 31500 6)',
      'POINT(26495.535 37133.868)',
    ].join('\n');
    const { from, features } = findFeatures(text);
    assert.equal(from, 'EPSG:3414');
    assert.deepEqual(features.map((f) => text.slice(f.start, f.end)), text.split('\n'));
    const [polygon, line, point] = features.map((f) => f.shapes);
    assert.equal(polygon![0]!.kind, 'polygon');
    assert.deepEqual(polygon![0]!.kind === 'polygon' && polygon![0]!.rings.map((r) => r.length / 2), [4, 4]);
    assert.deepEqual(polygon![0]!.kind === 'polygon' && polygon![0]!.rings[0]!.slice(0, 2), fromSvy21(28000, 38000));
    assert.deepEqual(line, [{ kind: 'line', path: [...fromSvy21(30000, 31000), ...fromSvy21(30500, 31500)] }]);
    assert.deepEqual(point, [{ kind: 'point', lat: fromSvy21(26495.535, 37133.868)[0], lon: fromSvy21(26495.535, 37133.868)[1] }]);
    assert.deepEqual(features.map((f) => f.label), ['Line 1', 'Line 2', 'Line 3']);
  });

  it('WKT MULTIPOLYGON and GEOMETRYCOLLECTION: every part drawn, one place each', () => {
    const text =
      'MULTIPOLYGON (((103.80 1.30, 103.81 1.30, 103.81 1.31, 103.80 1.30)), ((103.90 1.35, 103.91 1.35, 103.91 1.36, 103.90 1.35)))\n' +
      'GEOMETRYCOLLECTION (POINT (103.85 1.29), LINESTRING (103.85 1.29, 103.86 1.30))';
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => f.shapes.map((s) => s.kind)), [['polygon', 'polygon'], ['point', 'line']]);
  });

  it('a text that mixes systems shows its degrees (OneMap exports give the same places twice)', () => {
    const text = 'Start at 1.3039454, 103.8408471 then\nwalk to (28837.86, 31809.18).\n\nEnd: 11559510.22 145167.07';
    const { features } = findFeatures(text, { from: undefined });
    assert.deepEqual(features.map((f) => text.slice(f.start, f.end)), ['1.3039454, 103.8408471']);
  });

  it('a file whose pairs are in one system: every pair a place', () => {
    const text = 'Start at 1.3039454, 103.8408471 then\nwalk to 1.2966, 103.8520\n\nEnd: 1.3521 103.8198';
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => text.slice(f.start, f.end)), ['1.3039454, 103.8408471', '1.2966, 103.8520', '1.3521 103.8198']);
    assert.deepEqual(features.map((f) => f.label), ['Line 1', 'Line 2', 'Line 4']);
    assert.deepEqual(features[2]!.shapes, [{ kind: 'point', lat: 1.3521, lon: 103.8198 }]);
  });

  it('nothing to show: the converter’s own message, with where it looked', () => {
    assert.throws(() => findFeatures('no coordinates here, only 42 and 7'), (error: Error) => error.name === 'CoordinateError' && /coordinate/i.test(error.message));
  });

  it('a GeoJSON FeatureCollection: Features keep their properties, a null geometry is skipped', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: '<b>Bold</b> & co', count: 3, tags: ['a'] }, geometry: { type: 'Point', coordinates: [103.85, 1.29] } },
        { type: 'Feature', properties: { name: 'Nowhere' }, geometry: null },
        { type: 'Feature', properties: { title: 'Line' }, geometry: { type: 'LineString', coordinates: [[103.8, 1.3], [103.9, 1.35]] } },
      ],
    });
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => f.label), ['Bold & co', 'Line']);
    assert.deepEqual(features[0]!.properties, [['name', '<b>Bold</b> & co'], ['count', '3'], ['tags', '["a"]']]);
  });

  it('featureAt: the feature whose text holds the offset, or none between features', () => {
    const text = 'a 1.30, 103.84 b\nc 1.31, 103.85 d';
    const { features } = findFeatures(text);
    assert.equal(featureAt(features, text.indexOf('103.84')), 0);
    assert.equal(featureAt(features, text.indexOf('1.31')), 1);
    assert.equal(featureAt(features, 0), undefined);
    assert.equal(featureAt(features, text.indexOf('d')), undefined);
  });

  it('a selection keeps its features: offsets move with edits before it and grow with typing inside it', () => {
    const spans = [{ start: 10, end: 20 }];
    assert.deepEqual(shiftSpans(spans, [{ offset: 0, removed: 0, inserted: 5 }]), [{ start: 15, end: 25 }]);
    assert.deepEqual(shiftSpans(spans, [{ offset: 30, removed: 3, inserted: 0 }]), spans);
    assert.deepEqual(shiftSpans(spans, [{ offset: 12, removed: 2, inserted: 6 }]), [{ start: 10, end: 24 }]);
    // Two changes of one event, listed in any order, against the text before it.
    assert.deepEqual(shiftSpans(spans, [{ offset: 0, removed: 2, inserted: 0 }, { offset: 25, removed: 0, inserted: 9 }]), [{ start: 8, end: 18 }]);
    const text = 'a 1.30, 103.84 b\nc 1.31, 103.85 d\ne 1.32, 103.86';
    const { features } = findFeatures(text);
    assert.deepEqual(featuresIn(features, [{ start: text.indexOf('c'), end: text.indexOf('d') }]).map((f) => f.label), ['Line 2']);
  });
});
