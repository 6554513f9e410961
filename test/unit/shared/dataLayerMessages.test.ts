// The checks on Show on Map's and the themes' messages: a layer travels packed as one text (layerWire.ts), and
// the page draws only a well-formed layer of bounded size out of it; the host acts only on a feature index and
// a layer id of the right shapes.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_NAME } from '../../../src/shared/protocol/checks';
import { MAX_FEATURES, MAX_PROPERTIES, MAX_VERTICES, type DataLayer, type MapFeature } from '../../../src/shared/protocol/dataLayers';
import { forPosting, packLayer, readPackedLayer, type PackedLayer } from '../../../src/shared/protocol/layerWire';
import { parseHostMessage, parseWebviewMessage } from '../../../src/shared/protocol/parse';

const point = { kind: 'point' as const, lat: 1.3, lon: 103.8 };
const feature: MapFeature = { shapes: [point], label: 'A', properties: [['k', 'v']] };
const layer: DataLayer = { id: 'file-1', title: 'places.csv', colour: '#f32828', features: [feature] };

/** Every kind of shape, shared and own property names, a details line. */
const mixed: DataLayer = {
  id: 'theme-3',
  title: 'Zones',
  details: 'SINGAPORE POLICE FORCE · data of 12 Feb 2015',
  colour: '#1c7ed6',
  features: [
    { shapes: [point, { kind: 'point', lat: -90, lon: 180 }], label: 'two stops', properties: [['NAME', 'x'], ['ROAD', 'Bedok North'], ['NAME', 'again']] },
    { shapes: [{ kind: 'line', path: [1.3, 103.8, 1.31, 103.81, 1.32, 103.8] }], label: 'a path', properties: [] },
    { shapes: [{ kind: 'polygon', rings: [[1.3, 103.8, 1.31, 103.8, 1.31, 103.81, 1.3, 103.8], [1.302, 103.802, 1.303, 103.802, 1.303, 103.803]] }], label: 'a zone with a hole', properties: [['ROAD', 'Changi']] },
  ],
};

/** The packed text of `layer` with parts of its content replaced: what a host with a fault could post. */
function edited(base: DataLayer, change: (packed: PackedLayer) => void): string {
  const packed = JSON.parse(packLayer(base)) as PackedLayer;
  change(packed);
  return JSON.stringify(packed);
}

const points = (count: number): MapFeature[] => Array.from({ length: count }, () => ({ shapes: [point], label: '', properties: [] }));
const line = (positions: number): DataLayer => ({ ...layer, features: [{ ...feature, shapes: [{ kind: 'line', path: new Array<number>(2 * positions).fill(1.3) }] }] });

describe('Show on Map messages', () => {
  it('a layer packed and read back is the layer, and showLayer is posted packed and read as it was', () => {
    assert.deepEqual(readPackedLayer(packLayer(mixed)), mixed);
    assert.deepEqual(readPackedLayer(packLayer(layer)), layer);
    const posted = forPosting({ type: 'showLayer', layer: mixed, fit: true });
    assert.equal(typeof (posted as { layer: unknown }).layer, 'string', 'one text on the wire');
    assert.deepEqual(parseHostMessage(posted), { type: 'showLayer', layer: mixed, fit: true });
    assert.equal(parseHostMessage({ type: 'showLayer', layer: mixed, fit: true }), undefined, 'a layer as objects is not what the host posts');
    assert.deepEqual(forPosting({ type: 'removeLayer', layerId: 'file-1' }), { type: 'removeLayer', layerId: 'file-1' });
  });

  it('a layer whose text holds markup reads back as the same text', () => {
    const markup = '<img src=x onerror="alert(1)">';
    const tricky: DataLayer = {
      ...layer,
      title: '</script><b>bold</b>.csv',
      details: '"quoted" \\ back\u2028slash',
      features: [{ shapes: [point], label: markup, properties: [[markup, '<a href="javascript:x">y</a>'], ['__proto__', '{"x":1}']] }],
    };
    const read = readPackedLayer(packLayer(tricky));
    assert.deepEqual(read, tricky);
    assert.equal(read!.features[0]!.label, markup);
    assert.deepEqual(Object.getPrototypeOf(read!.features[0]!.properties[1]), Array.prototype, 'a name is a string in a pair, never an object key');
  });

  it('refuses what the page must not draw', () => {
    const bad: Array<[string, string]> = [
      ['not an id', packLayer({ ...layer, id: 'file 1' })],
      ['no colour', edited(layer, (p) => delete (p as Partial<PackedLayer>).colour)],
      ['a style in the colour', packLayer({ ...layer, colour: 'red; background: url(x)' })],
      ['a short colour', packLayer({ ...layer, colour: '#f00' })],
      ['a feature without shapes', packLayer({ ...layer, features: [{ ...feature, shapes: [] }] })],
      ['lat 91', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'point', lat: 91, lon: 103.8 }] }] })],
      ['lon -180.1', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'point', lat: 1.3, lon: -180.1 }] }] })],
      ['NaN (null in the text)', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'point', lat: Number.NaN, lon: 103.8 }] }] })],
      ['a text for a lat', edited(layer, (p) => (p.coords[0] = '1.3' as never))],
      ['a line of one position', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'line', path: [1.3, 103.8] }] }] })],
      ['an odd path', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'line', path: [1.3, 103.8, 1.31] }] }] })],
      ['a ring of two positions', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'polygon', rings: [[1.3, 103.8, 1.31, 103.8]] }] }] })],
      ['a polygon without rings', packLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'polygon', rings: [] }] }] })],
      ['a shape of no known kind', edited(layer, (p) => (p.shapes = [1, 3]))],
      ['a property value not text', edited(layer, (p) => (p.values = [1 as never]))],
      ['a label not text', edited(layer, (p) => (p.labels = [7 as never]))],
      ['a property name out of the list', edited(layer, (p) => (p.properties = [1, 1]))],
      ['a negative property count', edited(layer, (p) => (p.properties = [-1]))],
      ['a value left over', edited(layer, (p) => p.values.push('more'))],
      ['a position left over', edited(layer, (p) => p.coords.push(1.3, 103.8))],
      ['a shape number left over', edited(layer, (p) => p.shapes.push(1))],
      ['a property number left over', edited(layer, (p) => p.properties.push(0))],
      ['a position missing', edited(layer, (p) => (p.coords = []))],
      ['a value missing', edited(layer, (p) => (p.values = []))],
      ['a feature more than its shapes', edited(layer, (p) => p.labels.push('B'))],
      ['a fraction for a count', edited(line(3), (p) => (p.shapes[2] = 2.5))],
      ['a list as an object', edited(layer, (p) => (p.coords = { 0: 1.3, 1: 103.8, length: 2 } as never))],
    ];
    for (const [why, text] of bad) assert.equal(readPackedLayer(text), undefined, why);
  });

  it('refuses text that is not a packed layer', () => {
    const text = packLayer(mixed);
    for (const value of [text.slice(0, -1), text.slice(0, text.length >> 1), `${text}x`, '', 'null', '[]', '"file-1"', '{}', `[${text}]`, undefined, 7, JSON.parse(text)]) {
      assert.equal(readPackedLayer(value), undefined, String(value).slice(0, 40));
    }
    assert.equal(parseHostMessage({ type: 'showLayer', layer: '{"id":', fit: true }), undefined);
  });

  it('holds every bound at its edge: features, positions over the whole layer, properties, text lengths', () => {
    assert.equal(readPackedLayer(packLayer({ ...layer, features: points(MAX_FEATURES) }))?.features.length, MAX_FEATURES);
    assert.equal(readPackedLayer(packLayer({ ...layer, features: points(MAX_FEATURES + 1) })), undefined, 'one feature too many');

    assert.equal(readPackedLayer(packLayer(line(MAX_VERTICES)))?.features.length, 1);
    assert.equal(readPackedLayer(packLayer(line(MAX_VERTICES + 1))), undefined, 'one position too many');
    const half = MAX_VERTICES / 2;
    const two = (second: number): DataLayer => ({ ...layer, features: [line(half).features[0]!, line(second).features[0]!] });
    assert.ok(readPackedLayer(packLayer(two(half))), 'two lines at the bound together');
    assert.equal(readPackedLayer(packLayer(two(half + 1))), undefined, 'counted over the whole layer, not a shape');

    const properties = (count: number): DataLayer => ({ ...layer, features: [{ ...feature, properties: Array.from({ length: count }, (_, i): [string, string] => [`k${i}`, 'v']) }] });
    assert.equal(readPackedLayer(packLayer(properties(MAX_PROPERTIES)))?.features[0]!.properties.length, MAX_PROPERTIES);
    assert.equal(readPackedLayer(packLayer(properties(MAX_PROPERTIES + 1))), undefined, 'one property too many');

    const long = 'x'.repeat(MAX_NAME);
    const texts = (text: string): DataLayer[] => [
      { ...layer, title: text },
      { ...layer, details: text },
      { ...layer, features: [{ ...feature, label: text }] },
      { ...layer, features: [{ ...feature, properties: [[text, 'v']] }] },
      { ...layer, features: [{ ...feature, properties: [['k', text]] }] },
    ];
    for (const [i, ok] of texts(long).entries()) assert.deepEqual(readPackedLayer(packLayer(ok)), ok, `text ${i} of ${MAX_NAME} characters`);
    for (const [i, bad] of texts(`${long}x`).entries()) assert.equal(readPackedLayer(packLayer(bad)), undefined, `text ${i} of ${MAX_NAME + 1} characters`);
  });

  it('the page names a feature by layer id and index only', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'featureClicked', layerId: 'file-2', index: 4 }), { type: 'featureClicked', layerId: 'file-2', index: 4 });
    assert.equal(parseWebviewMessage({ type: 'featureClicked', layerId: 'file-2', index: -1 }), undefined);
    assert.equal(parseWebviewMessage({ type: 'featureClicked', layerId: '../x', index: 1 }), undefined);
    assert.deepEqual(parseWebviewMessage({ type: 'layerRemoved', layerId: 'file-2' }), { type: 'layerRemoved', layerId: 'file-2' });
    assert.deepEqual(parseWebviewMessage({ type: 'layerDrawn', layerId: 'file-2' }), { type: 'layerDrawn', layerId: 'file-2' });
    assert.equal(parseWebviewMessage({ type: 'layerDrawn', layerId: 7 }), undefined);
    assert.deepEqual(parseHostMessage({ type: 'highlightFeature', layerId: 'file-2', index: null }), { type: 'highlightFeature', layerId: 'file-2', index: null });
    assert.equal(parseHostMessage({ type: 'highlightFeature', layerId: 'file-2', index: 1.5 }), undefined);
    assert.equal(parseHostMessage({ type: 'removeLayer', layerId: '' }), undefined);
  });
});
