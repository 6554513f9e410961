// Show on Map on GeoJSON at its edges: the JavaScript a layer may be wrapped in, bare geometries, every
// geometry type, shapes with the fewest positions that make them, long properties cut at their limit, and
// geometries held as JSON strings (OneMap's planning areas), escapes before their coordinates included.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFeatures } from '../../../src/mapData';
import { MAX_PROPERTIES } from '../../../src/shared/protocol/dataLayers';

const POINT = '{"type": "Feature", "properties": {"name": "Bedok"}, "geometry": {"type": "Point", "coordinates": [103.93, 1.32]}}';
const kinds = (text: string): string[][] => findFeatures(text).features.map((f) => f.shapes.map((s) => s.kind));

describe('Show on Map: GeoJSON wrapped in JavaScript', () => {
  for (const prefix of ['', 'var layer = ', 'let layer=', 'const json_Bedok_1 = ', 'window.data.layer = ', '  \n']) {
    it(`${JSON.stringify(prefix)} before the object: the Feature is read, named by its properties`, () => {
      const { features } = findFeatures(`${prefix}${POINT};`);
      assert.deepEqual(features.map((f) => f.label), ['Bedok']);
    });
  }

  it('other words before the object: not GeoJSON, the pair is a place of its own', () => {
    const text = `see ${POINT}`;
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Line 1', '103.93, 1.32']]);
  });
});

describe('Show on Map: GeoJSON geometries', () => {
  it('a bare geometry is a place, with no properties, named by its line', () => {
    const { features } = findFeatures('\n{"type": "LineString", "coordinates": [[103.8, 1.3], [103.9, 1.35]]}');
    assert.deepEqual(features.map((f) => [f.label, f.properties, f.shapes]), [['Line 2', [], [{ kind: 'line', path: [1.3, 103.8, 1.35, 103.9] }]]]);
  });

  it('every type: MultiPoint a point each, MultiLineString a line each, MultiPolygon a polygon each, a GeometryCollection its members', () => {
    const collection = (geometries: string[]): string => `{"type": "FeatureCollection", "features": [${geometries.map((g) => `{"type": "Feature", "properties": {}, "geometry": ${g}}`).join(', ')}]}`;
    const text = collection([
      '{"type": "MultiPoint", "coordinates": [[103.8, 1.3], [103.9, 1.35]]}',
      '{"type": "MultiLineString", "coordinates": [[[103.8, 1.3], [103.9, 1.35]], [[103.81, 1.31], [103.91, 1.36]]]}',
      '{"type": "MultiPolygon", "coordinates": [[[[103.8, 1.3], [103.9, 1.3], [103.9, 1.35], [103.8, 1.3]]], [[[103.6, 1.3], [103.7, 1.3], [103.7, 1.35], [103.6, 1.3]]]]}',
      '{"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [103.85, 1.29]}, {"type": "Polygon", "coordinates": [[[103.8, 1.3], [103.9, 1.3], [103.9, 1.35], [103.8, 1.3]]]}]}',
    ]);
    assert.deepEqual(kinds(text), [['point', 'point'], ['line', 'line'], ['polygon', 'polygon'], ['point', 'polygon']]);
  });

  it('a line of two positions and a ring of three are shapes; a line of one is said, not drawn as a point', () => {
    assert.deepEqual(kinds('[{"type": "LineString", "coordinates": [[103.8, 1.3], [103.9, 1.35]]}, {"type": "Polygon", "coordinates": [[[103.8, 1.3], [103.9, 1.3], [103.9, 1.35]]]}]'), [['line'], ['polygon']]);
    const { features, skipped } = findFeatures('[{"type": "LineString", "coordinates": [[103.8, 1.3]]}, {"type": "Point", "coordinates": [103.85, 1.29]}]');
    assert.deepEqual(features.map((f) => f.shapes.map((s) => s.kind)), [['point']]);
    assert.equal(skipped?.count, 1);
    assert.equal(skipped?.why, 'geometry');
  });

  it('a polygon keeps its rings of three or more positions and drops shorter ones', () => {
    const { features } = findFeatures('{"type": "Polygon", "coordinates": [[[103.8, 1.3], [103.9, 1.3], [103.9, 1.35], [103.8, 1.3]], [[103.85, 1.31], [103.86, 1.31]]]}');
    assert.deepEqual(features[0]!.shapes.map((s) => s.kind === 'polygon' && s.rings.map((r) => r.length)), [[8]]);
  });

  it('a type GeoJSON does not have is not a shape', () => {
    const { features } = findFeatures('{"type": "Feature", "properties": {"name": "c"}, "geometry": {"type": "Circle", "coordinates": [103.85, 1.29]}}');
    assert.ok(features.every((f) => f.shapes.every((s) => s.kind === 'point')));
    assert.ok(!features.some((f) => f.label === 'c' && f.properties.length === 0));
  });
});

describe('Show on Map: properties at their limits', () => {
  it(`a value is cut at 1 000 characters, a key too; at most ${MAX_PROPERTIES} properties`, () => {
    const many = Object.fromEntries(Array.from({ length: MAX_PROPERTIES + 5 }, (_, i) => [`k${i}`, i]));
    const properties = { name: 'n'.repeat(1001), ['K'.repeat(1001)]: 'v', ...many };
    const { features } = findFeatures(JSON.stringify({ type: 'Feature', properties, geometry: { type: 'Point', coordinates: [103.85, 1.29] } }));
    const [first] = features;
    assert.equal(first!.properties.length, MAX_PROPERTIES);
    assert.deepEqual(first!.properties[0], ['name', 'n'.repeat(1000)]);
    assert.deepEqual(first!.properties[1], ['K'.repeat(1000), 'v']);
    assert.deepEqual(first!.properties[MAX_PROPERTIES - 1], [`k${MAX_PROPERTIES - 3}`, String(MAX_PROPERTIES - 3)]);
  });

  it("a KML description's HTML table becomes the properties, trimmed; other markup stays a value", () => {
    const description = '<table><tr><th> NAME </th> <td> Bedok Reservoir </td></tr><tr><th>KIND</th><td>Park</td></tr></table>';
    const { features } = findFeatures(JSON.stringify({ type: 'Feature', properties: { Description: description, note: '<b>x</b>' }, geometry: { type: 'Point', coordinates: [103.93, 1.34] } }));
    assert.deepEqual(features[0]!.properties, [['NAME', 'Bedok Reservoir'], ['KIND', 'Park'], ['note', '<b>x</b>']]);
    assert.equal(features[0]!.label, 'Bedok Reservoir');
  });
});

describe('Show on Map: geometries held in JSON strings', () => {
  it("OneMap's planning areas: the object is the place, named by its other fields, the string left out", () => {
    const text = JSON.stringify([{ pln_area_n: 'BEDOK', geojson: JSON.stringify({ type: 'Point', coordinates: [103.93, 1.32] }) }]);
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, f.properties, f.shapes, text.slice(f.start, f.end).startsWith('{"pln_area_n"')]), [
      ['BEDOK', [['pln_area_n', 'BEDOK']], [{ kind: 'point', lat: 1.32, lon: 103.93 }], true],
    ]);
  });

  it('a Feature in the string, with \\u escapes and \\" before its coordinates: still found where the file has them', () => {
    const inner = '{"type": "Feature", "properties": {"name": "Caf\\u00e9 \\"A\\""}, "geometry": {"type": "LineString", "coordinates": [[103.8, 1.3], [103.9, 1.35]]}}';
    const text = `[{"name": "Outer", "shape": ${JSON.stringify(inner)}}]`;
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => [f.label, f.shapes]), [['Outer', [{ kind: 'line', path: [1.3, 103.8, 1.35, 103.9] }]]]);
  });

  it('a string that only looks like one (no coordinates) is a value like any other', () => {
    const text = '[{"name": "A", "note": "{\\"type\\": \\"Point\\"}", "lat": 1.3, "lng": 103.8}]';
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => f.properties.map(([k]) => k)), [['name', 'note', 'lat', 'lng']]);
  });
});
