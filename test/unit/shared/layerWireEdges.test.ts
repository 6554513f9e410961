// A file's layer and Add Nearest Places' lines as the page reads them, at their edges: a position exactly on
// the globe's edge is drawn, one a hair past it on either axis is refused; a list that arrives as text, a
// number as text or a ring with no positions behind it drops the whole layer; the packed text names each
// property once; and only a message that says it is showNearest is read as lines.
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DataLayer } from '../../../src/shared/protocol/dataLayers';
import { packLayer, readPackedLayer, type PackedLayer } from '../../../src/shared/protocol/layerWire';
import { MAX_LINES, type NearestLayer } from '../../../src/shared/protocol/nearestLines';
import { parseHostMessage } from '../../../src/shared/protocol/parse';

const layer: DataLayer = {
  id: 'file-1',
  title: 'stops.csv',
  colour: '#079307',
  features: [
    { shapes: [{ kind: 'point', lat: 1.3, lon: 103.8 }], label: 'A', properties: [['NAME', 'Bishan'], ['ROAD', 'Bishan Road']] },
    { shapes: [{ kind: 'point', lat: 1.31, lon: 103.81 }], label: 'B', properties: [['ROAD', 'Bedok North'], ['NAME', 'Bedok']] },
  ],
};

/** The packed text with its content changed as a faulty host could. */
function packed(change: (p: Record<string, unknown>) => void, base: DataLayer = layer): string {
  const p = JSON.parse(packLayer(base)) as Record<string, unknown>;
  change(p);
  return JSON.stringify(p);
}

const empty: DataLayer = { ...layer, features: [] };

describe('a packed layer', () => {
  test('names each property once, in the order first met, however many features use it', () => {
    const p = JSON.parse(packLayer(layer)) as PackedLayer;
    assert.deepEqual(p.keys, ['NAME', 'ROAD']);
    assert.deepEqual(p.properties, [2, 0, 1, 2, 1, 0]);
    assert.equal('details' in p, false, 'no details line for a file');
  });

  test('positions on the edge of the globe, both axes, both signs, are drawn', () => {
    for (const [lat, lon] of [[90, 180], [-90, -180], [90, -180], [-90, 180]]) {
      const edge: DataLayer = { ...layer, features: [{ shapes: [{ kind: 'point', lat, lon }], label: 'edge', properties: [] }] };
      assert.deepEqual(readPackedLayer(packLayer(edge)), edge, `${lat}, ${lon}`);
    }
  });

  test('a position a hair past the edge on either axis, or a number sent as text, drops the layer', () => {
    for (const coords of [[90.000001, 103.8], [-90.000001, 103.8], [1.3, 180.000001], [1.3, -180.000001], ['1.3', 103.8], [1.3, '103.8']]) {
      assert.equal(readPackedLayer(packed((p) => (p.coords = [coords, [1.31, 103.81]].flat()))), undefined, JSON.stringify(coords));
    }
  });

  test('a list that arrives as text drops the layer, even with no features to read', () => {
    for (const key of ['labels', 'keys', 'values', 'properties', 'shapes']) {
      assert.equal(readPackedLayer(packed((p) => (p[key] = ''), empty)), undefined, key);
      assert.equal(readPackedLayer(packed((p) => (p[key] = 'ab'), empty)), undefined, key);
    }
    assert.deepEqual(readPackedLayer(packLayer(empty)), empty);
  });

  test('the packed text wrapped in a list is not a layer', () => {
    assert.equal(readPackedLayer([packLayer(layer)]), undefined);
    assert.equal(parseHostMessage({ type: 'showLayer', layer: [packLayer(layer)], fit: true }), undefined);
  });

  test('a polygon whose rings have no positions behind them drops the layer', () => {
    const zone: DataLayer = { ...layer, features: [{ shapes: [{ kind: 'polygon', rings: [[1.3, 103.8, 1.31, 103.8, 1.31, 103.81]] }], label: 'Z', properties: [] }] };
    assert.deepEqual(readPackedLayer(packLayer(zone)), zone);
    // One polygon of one ring of three positions, and no coordinates at all.
    assert.equal(readPackedLayer(packed((p) => ((p.shapes = [1, 2, 1, 3]), (p.coords = [])), zone)), undefined);
    assert.equal(readPackedLayer(packed((p) => ((p.shapes = [1, 2, 2, 3, 3]), (p.coords = [1.3, 103.8, 1.31, 103.8, 1.31, 103.81])), zone)), undefined);
  });
});

const lines: NearestLayer = {
  id: 'nearest-1',
  title: 'hdb.csv: nearest MRT/LRT station',
  colour: '#079307',
  coords: [1.3521, 103.8198, 1.3509, 103.8485],
  labels: ['BLK 101'],
  names: ['BISHAN MRT STATION'],
  nearest: [0],
  metres: [523],
};
const none: NearestLayer = { ...lines, coords: [], labels: [], names: [], nearest: [], metres: [] };
const show = (l: object, type = 'showNearest') => parseHostMessage({ type, layer: l, fit: true });

describe("Add Nearest Places' lines", () => {
  test('only a showNearest message is read as lines', () => {
    assert.deepEqual(show(lines), { type: 'showNearest', layer: lines, fit: true });
    assert.equal(show(lines, 'showLines'), undefined);
    assert.equal(show(lines, 'showLayer'), undefined);
  });

  test('lines whose ends lie exactly on the edge of the globe are drawn; a hair past, on either axis, drops them', () => {
    for (const coords of [[90, 180, -90, -180], [-90, -180, 90, 180]]) assert.deepEqual(show({ ...lines, coords }), { type: 'showNearest', layer: { ...lines, coords }, fit: true });
    for (const coords of [[90.000001, 103.8, 1.35, 103.8], [-90.000001, 103.8, 1.35, 103.8], [1.3, 180.000001, 1.35, 103.8], [1.3, -180.000001, 1.35, 103.8], ['1.3', 103.8, 1.35, 103.8], [1.3, '103.8', 1.35, 103.8]]) {
      assert.equal(show({ ...lines, coords }), undefined, JSON.stringify(coords));
    }
  });

  test('lists that arrive as text drop the message, even with no lines', () => {
    assert.deepEqual(show(none)?.type, 'showNearest');
    for (const key of ['labels', 'names', 'nearest', 'metres']) assert.equal(show({ ...none, [key]: '' }), undefined, key);
    assert.equal(show({ ...lines, nearest: [0, 0] }), undefined, 'a place more than the lines');
    assert.equal(show({ ...lines, metres: [523, 1] }), undefined, 'a distance more than the lines');
  });

  test('a distance that is text or endless drops the message (as it arrives, structured-cloned)', () => {
    for (const metres of [['523'], [Infinity], [NaN], [-0.5]]) assert.equal(parseHostMessage(structuredClone({ type: 'showNearest', layer: { ...lines, metres }, fit: true })), undefined, String(metres));
    assert.deepEqual(show({ ...lines, metres: [0] })?.type, 'showNearest');
  });

  test(`up to ${MAX_LINES} places' names are read; one more drops the message`, () => {
    assert.equal(show({ ...none, names: new Array(MAX_LINES).fill('X') })?.type, 'showNearest');
    assert.equal(show({ ...none, names: new Array(MAX_LINES + 1).fill('X') }), undefined);
  });
});
