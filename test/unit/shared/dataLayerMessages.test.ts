// The checks on Show on Map's messages: the page draws only well-formed layers of bounded size, and the host
// acts only on a feature index and a layer id of the right shapes.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_VERTICES, readDataLayer } from '../../../src/shared/protocol/dataLayers';
import { parseHostMessage, parseWebviewMessage } from '../../../src/shared/protocol/parse';

const point = { kind: 'point', lat: 1.3, lon: 103.8 };
const feature = { shapes: [point], label: 'A', properties: [['k', 'v']] };
const layer = { id: 'file-1', title: 'places.csv', colour: '#f32828', features: [feature] };

describe('Show on Map messages', () => {
  it('a well-formed layer passes as a fresh copy with only known fields', () => {
    const read = readDataLayer({ ...layer, extra: 1, features: [{ ...feature, html: '<b>' }] });
    assert.deepEqual(read, layer);
    assert.deepEqual(parseHostMessage({ type: 'showLayer', layer, fit: true }), { type: 'showLayer', layer, fit: true });
  });

  it('refuses what the page must not draw', () => {
    const bad: unknown[] = [
      { ...layer, id: 'file 1' }, // not an id
      { ...layer, colour: undefined }, // every layer has its colour from the host
      { ...layer, colour: 'red; background: url(x)' }, // only #rrggbb reaches a style
      { ...layer, colour: '#f00' },
      { ...layer, features: [{ ...feature, shapes: [] }] },
      { ...layer, features: [{ ...feature, shapes: [{ kind: 'point', lat: 91, lon: 103.8 }] }] },
      { ...layer, features: [{ ...feature, shapes: [{ kind: 'point', lat: Number.NaN, lon: 103.8 }] }] },
      { ...layer, features: [{ ...feature, shapes: [{ kind: 'line', path: [1.3, 103.8] }] }] }, // one position is no line
      { ...layer, features: [{ ...feature, shapes: [{ kind: 'line', path: [1.3, 103.8, 1.31] }] }] }, // odd
      { ...layer, features: [{ ...feature, shapes: [{ kind: 'polygon', rings: [[1.3, 103.8, 1.31, 103.8]] }] }] }, // two positions
      { ...layer, features: [{ ...feature, shapes: [{ kind: 'circle', lat: 1.3, lon: 103.8 }] }] },
      { ...layer, features: [{ ...feature, properties: [['k', 1]] }] },
      { ...layer, features: [{ ...feature, label: 7 }] },
      { ...layer, features: [feature, , feature] }, // a hole
    ];
    for (const value of bad) assert.equal(readDataLayer(value), undefined, JSON.stringify(value));
    const holed = [1.3, 103.8, 1.31, 103.81];
    delete holed[1];
    assert.equal(readDataLayer({ ...layer, features: [{ ...feature, shapes: [{ kind: 'line', path: holed }] }] }), undefined, 'a hole in a path');
  });

  it('counts vertices over the whole layer', () => {
    const path = new Array(2 * 1000).fill(0).map((_, i) => (i % 2 === 0 ? 1.3 : 103.8));
    const many = Math.ceil(MAX_VERTICES / 1000) + 1;
    const big = { ...layer, features: new Array(many).fill({ ...feature, shapes: [{ kind: 'line', path }] }) };
    assert.equal(readDataLayer(big), undefined);
    assert.ok(readDataLayer({ ...big, features: big.features.slice(0, many - 2) }));
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
