// GeoJSON that is not sound: where the Problems panel puts the fault (JSON that does not parse: on the very
// character, whatever line it is on), and the quick look that lets a sound file skip the slow checker: it
// must call sound files sound (or every file pays the checker's cost) and never a faulty one (or its fault
// would go unreported).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems } from '../../../src/diagnostics';
import { isSoundGeoJson } from '../../../src/diagnostics/soundGeoJson';

const faults = (text: string) => findProblems(text, 'geojson').map((p) => [text.slice(p.start, p.end), p.severity, p.message]);

describe('JSON that does not parse', () => {
  it('on line 15: the one character at fault is underlined', () => {
    const members = Array.from({ length: 11 }, (_, i) => `  "p${i}": ${i},`).join('\n');
    const text = `{\n  "type": "Point",\n${members}\n  "coordinates": [103.8, 1.3]\n  "x": 1\n}`;
    const [problem] = findProblems(text, 'geojson');
    assert.deepEqual([problem!.start, problem!.end], [text.indexOf('"x"'), text.indexOf('"x"') + 1]);
    assert.deepEqual(faults(text), [['"', 'error', 'GeoJSON: Invalid JSON: Unexpected token String("x") found. (15:3)']]);
  });

  it('a key that itself reads "(1:2)" does not mislead: the place is the one at the end of the message', () => {
    const text = '{\n  "type": "Point",\n  "coordinates": [103.8, 1.3]\n  "(1:2)": 1\n}';
    const [problem] = findProblems(text, 'geojson');
    assert.equal(problem!.start, text.indexOf('"(1:2)"'));
    assert.equal(problem!.end, problem!.start + 1);
  });

  it('one brace too many at the end of line 1: that brace', () => {
    const text = '{"type":"Point","coordinates":[103.8,1.3]}}';
    assert.deepEqual(faults(text), [['}', 'error', 'GeoJSON: Invalid JSON: Unexpected token Punctuator(}) found. (1:43)']]);
    assert.equal(findProblems(text, 'geojson')[0]!.start, 42);
  });
});

const square = [[103.8, 1.3], [103.81, 1.3], [103.81, 1.31], [103.8, 1.3]];
const point = { type: 'Point', coordinates: [103.8, 1.3] };
const feature = (geometry: unknown, extra: Record<string, unknown> = {}) => ({ type: 'Feature', properties: { name: 'x' }, geometry, ...extra });

describe('sound GeoJSON is recognised without the checker', () => {
  const sound: Record<string, unknown> = {
    'a bare Point': point,
    'a Point of x y z and of x y z m': { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [103.8, 1.3, 5] }, { type: 'Point', coordinates: [103.8, 1.3, 5, 0] }] },
    'a bare Feature': feature(point),
    'a Feature with no geometry and no properties': { type: 'Feature', properties: null, geometry: null },
    'a LineString of two positions': { type: 'LineString', coordinates: square.slice(0, 2) },
    'a MultiLineString of two lines': { type: 'MultiLineString', coordinates: [square.slice(0, 2), square.slice(1, 3)] },
    'a Polygon of one closed ring of four': { type: 'Polygon', coordinates: [square] },
    'a MultiPolygon of two': { type: 'MultiPolygon', coordinates: [[square], [square]] },
    'a MultiPoint': { type: 'MultiPoint', coordinates: square },
    'a MultiPoint of two that do not close': { type: 'MultiPoint', coordinates: square.slice(0, 2) },
    'a GeometryCollection in a Feature': feature({ type: 'GeometryCollection', geometries: [point, { type: 'Polygon', coordinates: [square] }] }),
    'a FeatureCollection of two': { type: 'FeatureCollection', features: [feature(point), feature(null)] },
  };
  for (const [name, value] of Object.entries(sound)) {
    it(`${name}: sound, and the Problems panel is quiet`, () => {
      assert.equal(isSoundGeoJson(value), true);
      assert.deepEqual(faults(JSON.stringify(value)), []);
    });
  }
});

describe('faulty GeoJSON is never called sound', () => {
  const faulty: Record<string, unknown> = {
    'null': null,
    'a Feature of another type in a collection': { type: 'FeatureCollection', features: [{ type: 'Feat', properties: {}, geometry: null }] },
    'a Feature without geometry': { type: 'Feature', properties: {} },
    'a Feature without properties': { type: 'Feature', geometry: point },
    'a Feature whose properties are a string': feature(point, { properties: 'x' }),
    'a Feature with coordinates of its own': feature(point, { coordinates: [1, 2] }),
    'a Feature whose geometry is a number': feature(7),
    'a geometry whose type is not a string': { type: 5, coordinates: [1, 2] },
    'a geometry of an unknown type': { type: 'Circle', coordinates: [103.8, 1.3] },
    'a Point with properties of its own': { ...point, properties: {} },
    'a Point with geometries of its own': { ...point, geometries: [] },
    'a Point with a geometry of its own': { ...point, geometry: point },
    'a Feature with features of its own': feature(point, { features: [] }),
    'a GeometryCollection with coordinates': { type: 'GeometryCollection', geometries: [point], coordinates: [1, 2] },
    'a GeometryCollection with one bad geometry': { type: 'GeometryCollection', geometries: [point, { type: 'Point', coordinates: [1] }] },
    'a GeometryCollection whose geometries are no list': { type: 'GeometryCollection', geometries: point },
    'a LineString of one position': { type: 'LineString', coordinates: square.slice(0, 1) },
    'a MultiLineString with a line of one position': { type: 'MultiLineString', coordinates: [square.slice(0, 2), square.slice(0, 1)] },
    'a Polygon ring of three': { type: 'Polygon', coordinates: [[square[0], square[1], square[0]]] },
    'a Polygon ring that does not close': { type: 'Polygon', coordinates: [[...square.slice(0, 3), [103.8, 1.31]]] },
    'a Polygon ring closed with an extra z': { type: 'Polygon', coordinates: [[...square.slice(0, 3), [103.8, 1.3, 0]]] },
    'a MultiPolygon whose second part is open': { type: 'MultiPolygon', coordinates: [[square], [square.slice(0, 3)]] },
    'a Polygon whose rings are no list': { type: 'Polygon', coordinates: 5 },
    'a position of one number, or of five': { type: 'MultiPoint', coordinates: [[103.8], [103.8, 1.3, 0, 0, 0]] },
    'a position holding a string': { type: 'Point', coordinates: ['103.8', 1.3] },
    'a position holding null': { type: 'Point', coordinates: [103.8, null] },
    'a position holding an infinite number': { type: 'Point', coordinates: [103.8, Infinity] },
    'a geometry of an unknown type with no coordinates': { type: 'Circle', coordinates: [] },
    'a GeometryCollection holding null': { type: 'GeometryCollection', geometries: [point, null] },
    'a collection with a bbox': { type: 'FeatureCollection', features: [], bbox: [103.6, 1.2, 104.1] },
    'a collection whose features are no list': { type: 'FeatureCollection', features: feature(point) },
  };
  for (const [name, value] of Object.entries(faulty)) {
    it(`${name}: left to the checker`, () => assert.equal(isSoundGeoJson(value), false));
  }

  it('nor anything that is not an object', () => {
    for (const value of [null, 5, 'Point', [point], undefined]) assert.equal(isSoundGeoJson(value), false, String(value));
  });

  it('a file left to the checker in which it finds nothing wrong (a sound bbox) gets no problem', () => {
    const text = JSON.stringify({ type: 'FeatureCollection', bbox: [103.6, 1.2, 104.1, 1.5], features: [feature(point)] });
    assert.equal(isSoundGeoJson(JSON.parse(text)), false);
    assert.deepEqual(faults(text), []);
    assert.deepEqual(faults(JSON.stringify(feature(point, { bbox: [103.6, 1.2, 104.1, 1.5] }))), []);
  });

  it('the faults the checker then finds are underlined on the geometry at fault', () => {
    const text = JSON.stringify({ type: 'FeatureCollection', features: [feature({ type: 'LineString', coordinates: square.slice(0, 1) })] });
    assert.deepEqual(faults(text), [['[[103.8,1.3]]', 'error', 'GeoJSON: Expected to find two or more positions here.']]);
  });
});
